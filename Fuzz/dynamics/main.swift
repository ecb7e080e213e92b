import MoveMeFuzz

/// libFuzzer's entry: one input through DynamicsFuzz. (A normal build runs the files named as
/// arguments instead, to replay a crash; see FuzzDriver.)
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    DynamicsFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

FuzzDriver.main(testOneInput)
