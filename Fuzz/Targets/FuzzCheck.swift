/// A property a fuzz target checks. A broken one stops the process (a trap, which libFuzzer
/// reports as a crash and saves the input of), in every build: `precondition` would be
/// removed by -Ounchecked, and a fuzz target's checks are its point.
@inline(__always)
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
             file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
