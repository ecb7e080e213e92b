
/// A user's own greetings: a UTF-8 text file, one greeting a line.
public enum GreetingsFile {
    /// Display cells a greeting may take; longer ones are shortened in the middle with "…".
    public static let maximumWidth = 60
    /// Files larger than this are refused: a greetings file is a few lines, and a mistaken path
    /// (a log, a disk image, /dev/zero) must not be read whole.
    public static let maximumByteCount = 1 << 20

    /// The greetings in `bytes`, the contents of the file at `path` (used in errors).
    ///
    /// UTF-8, with or without a byte order mark; lines end in `\n` or `\r\n`. Each line is
    /// sanitized (``sanitize(_:)``) and lines left blank are skipped. No bytes is ``GreetingsFileError/empty(path:)``,
    /// only blank lines ``GreetingsFileError/blank(path:)``.
    public static func parse(_ bytes: [UInt8], path: String) throws(GreetingsFileError) -> [String] {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
        var greetings: [String] = []
        for (index, rawLine) in body.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let text = String(validating: line, as: UTF8.self) else {
                throw .notUTF8(path: path, line: index + 1)
            }
            let greeting = sanitize(text)
            if !greeting.isEmpty { greetings.append(greeting) }
        }
        guard !body.isEmpty else { throw .empty(path: path) }
        guard !greetings.isEmpty else { throw .blank(path: path) }
        return greetings
    }
}
