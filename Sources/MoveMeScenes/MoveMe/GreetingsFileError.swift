import MoveMeRendering

/// Why a greetings file could not be used. The description is one sentence for the user.
public enum GreetingsFileError: Error, Equatable, CustomStringConvertible {
    case missing(path: String)
    case isDirectory(path: String)
    /// No permission, a symbolic link loop, a read error: `reason` is the system's word for it
    /// (`strerror`), as other command-line tools report it.
    case unreadable(path: String, reason: String)
    /// `line` is 1-based.
    case notUTF8(path: String, line: Int)
    /// No bytes at all (a byte order mark aside).
    case empty(path: String)
    /// Lines, but none with anything left after sanitizing.
    case blank(path: String)
    /// Larger than ``GreetingsFile/maximumByteCount``.
    case tooLarge(path: String)

    public var description: String {
        switch self {
        case .missing(let path):
            return "greetings file '\(Self.quoted(path))' does not exist"
        case .isDirectory(let path):
            return "greetings file '\(Self.quoted(path))' is a directory"
        case .unreadable(let path, let reason):
            return "greetings file '\(Self.quoted(path))' cannot be read: \(reason)"
        case .notUTF8(let path, let line):
            return "greetings file '\(Self.quoted(path))' is not valid UTF-8 on line \(line)"
        case .empty(let path):
            return "greetings file '\(Self.quoted(path))' is empty"
        case .blank(let path):
            return "greetings file '\(Self.quoted(path))' has no greetings: every line is blank"
        case .tooLarge(let path):
            return "greetings file '\(Self.quoted(path))' is larger than 1 MiB"
        }
    }

    /// A path can hold escape sequences too; the message goes to the terminal.
    private static func quoted(_ path: String) -> String { SafeText.escaped(path) }
}
