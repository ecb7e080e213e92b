/// Why a greetings file could not be used. The description is one sentence for the user.
public enum GreetingsFileError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    /// A directory, no permission, a symbolic link loop, or a read error.
    case unreadable(path: String)
    /// `line` is 1-based.
    case notUTF8(path: String, line: Int)
    /// No line had anything left after sanitizing.
    case empty(path: String)
    /// Larger than ``GreetingsFile/maximumByteCount``.
    case tooLarge(path: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "greetings file '\(Self.quoted(path))' does not exist"
        case .unreadable(let path):
            return "greetings file '\(Self.quoted(path))' is a directory or cannot be read"
        case .notUTF8(let path, let line):
            return "greetings file '\(Self.quoted(path))' is not valid UTF-8 on line \(line)"
        case .empty(let path):
            return "greetings file '\(Self.quoted(path))' has no greetings: every line is blank"
        case .tooLarge(let path):
            return "greetings file '\(Self.quoted(path))' is larger than 1 MiB"
        }
    }

    /// A path can hold escape sequences too; the message goes to the terminal.
    private static func quoted(_ path: String) -> String { TerminalSafeText.escaped(path) }
}
