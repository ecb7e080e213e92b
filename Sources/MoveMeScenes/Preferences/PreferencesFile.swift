import MoveMeCore
import MoveMeStrings
import MoveMeRendering

/// The preferences file's format: plain UTF-8 text, one preference a line, as `key = value`.
///
/// ```
/// # MoveMe preferences: moveme settings lists them, moveme settings set KEY VALUE changes one.
/// greeting = 3
/// scene = gravity
/// slow-animations = false
/// inspector = true
/// collision-mode = everything
/// ```
///
/// Blank lines and lines starting with `#` are ignored; spaces around the key and the value
/// are not part of them; a key missing from the file has its default; a key this version does
/// not know is kept as it is (a newer version wrote it). Any other line, a known key with a
/// value it does not take, bytes that are not UTF-8 or a file over 64 KiB make the whole file
/// unusable: the program then uses the defaults and leaves the file alone.
public enum PreferencesFile {
    public static let maximumByteCount = 64 * 1024
    static let header = "# MoveMe preferences: moveme settings lists them, moveme settings set KEY VALUE changes one."

    /// The preferences the file's bytes hold.
    public static func parse(_ bytes: [UInt8]) throws(PreferencesFileError) -> Preferences {
        guard bytes.count <= maximumByteCount else { throw .tooLarge }
        var preferences = Preferences()
        for (index, rawLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let bytes = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(line: number) }
            let line = text.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else { throw .malformed(line: number) }
            let key = String(line[..<equals]).trimmingSpaces
            let value = String(line[line.index(after: equals)...]).trimmingSpaces
            guard !key.isEmpty, key.unicodeScalars.allSatisfy(isKeyScalar),
                  value.unicodeScalars.allSatisfy({ !TerminalSafeText.isRemoved($0) }) else {
                throw .malformed(line: number)
            }
            guard Preferences.specifier(key) != nil else {
                preferences.unknown.removeAll { $0.key == key }
                preferences.unknown.append(Preferences.Entry(key: key, value: value))
                continue
            }
            do {
                try preferences.set(key, to: value)
            } catch {
                throw .badValue(line: number, key: key)
            }
        }
        return preferences
    }

    /// The file's text for these preferences: the header, every declared preference in
    /// declaration order, then the unknown ones as they were.
    public static func text(of preferences: Preferences) -> String {
        var lines = [header]
        for specifier in Preferences.specifiers {
            lines.append("\(specifier.key) = \(preferences[specifier.key]!)")
        }
        for entry in preferences.unknown { lines.append("\(entry.key) = \(entry.value)") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Letters, digits, '-', '_' and '.': what a key may be made of.
    private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
        default: return false
        }
    }
}

/// Why a preferences file's contents cannot be used; `line` is 1-based.
public enum PreferencesFileError: Error, Equatable, CustomStringConvertible {
    case notUTF8(line: Int)
    /// Not `key = value`, or holding control characters.
    case malformed(line: Int)
    /// A known key with a value it does not take.
    case badValue(line: Int, key: String)
    case tooLarge

    public var description: String { reason(Strings(.english)) }

    /// What is wrong, in the user's language.
    public func reason(_ strings: Strings) -> String {
        switch self {
        case .notUTF8(let line): strings.format(.preferencesLineNotUTF8, String(line))
        case .malformed(let line): strings.format(.preferencesLineMalformed, String(line))
        case .badValue(let line, let key): strings.format(.preferencesLineBadValue, String(line), key)
        case .tooLarge: strings[.preferencesTooLarge]
        }
    }
}
