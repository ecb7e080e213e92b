#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// libFuzzer's test function: one input, 0 when it ran.
public typealias FuzzTestFunction = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

#if FUZZING
/// libFuzzer's own main, as a function: SwiftPM links an executable target's `main` over the
/// one in libFuzzer's archive, so the target's main hands the arguments on to this.
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                                 _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                                 _ test: FuzzTestFunction) -> CInt
#endif

/// What a fuzz target's executable does. Built with `-sanitize=fuzzer -DFUZZING` (script/fuzz),
/// it is libFuzzer, with libFuzzer's options. Built normally, it replays the files (or every
/// file in the directories) named as arguments, so a saved crash reproduces in a debugger.
public enum FuzzDriver {
    public static func main(_ test: FuzzTestFunction) -> Never {
#if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
#else
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            printError("usage: \(CommandLine.arguments[0]) FILE|DIRECTORY...\n(script/fuzz builds this with libFuzzer)")
            exit(2)
        }
        var count = 0
        for path in paths {
            for file in files(at: path) {
                guard let bytes = contents(of: file) else {
                    printError("cannot read \(file)")
                    exit(2)
                }
                print("running \(file) (\(bytes.count) bytes)")
                _ = bytes.withUnsafeBufferPointer { test($0.baseAddress, $0.count) }
                count += 1
            }
        }
        print("ran \(count) inputs")
        exit(0)
#endif
    }

    static func printError(_ message: String) {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// `path` itself, or the files directly inside it if it is a directory.
    static func files(at path: String) -> [String] {
        guard let directory = opendir(path) else { return [path] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if !name.hasPrefix(".") { names.append(path + "/" + name) }
        }
        return names.sorted()
    }

    /// A file's bytes, or nil if it cannot be read.
    public static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[..<count]
            if count < buffer.count { break }
        }
        return bytes
    }
}
