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
/// `#` starts a comment, on a line of its own or after a value (`PreferencesLine`), so no value
/// holds one; blank lines are ignored; spaces around the key and the value are not part of
/// them; a key missing from the file has its default; a key this version does not know is kept
/// as it is (a newer version wrote it). Any other line, a known key with a value it does not
/// take, bytes that are not UTF-8 or a file over 64 KiB make the whole file unusable: the
/// program then uses the defaults and leaves the file alone. Only a bad value can be mended in
/// place: `moveme settings set` reads the file with `read`, which lets bad values through.
///
/// A save over a file keeps what the person wrote (`text(of:over:)`): comments, blank lines,
/// the order and spacing of the lines; only a value that changed changes, in its place.
public enum PreferencesFile {
    public static let maximumByteCount = 64 * 1024
    static let header = "# MoveMe preferences: moveme settings lists them, moveme settings set KEY VALUE changes one."

    /// The preferences the file's bytes hold.
    public static func parse(_ bytes: [UInt8]) throws(PreferencesFileError) -> Preferences {
        let preferences = try read(bytes)
        if let bad = preferences.badValues.first { throw .badValue(line: bad.line, key: bad.key) }
        return preferences
    }

    /// The same, except that a bad value is no reason to refuse the file: its line is listed in
    /// `badValues` and its key keeps its default (or an earlier line's value). What `moveme
    /// settings set` reads, so that it mends one line and keeps the others.
    public static func read(_ bytes: [UInt8]) throws(PreferencesFileError) -> Preferences {
        guard bytes.count <= maximumByteCount else { throw .tooLarge }
        var preferences = Preferences()
        for (index, rawLine) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let bytes = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(line: number) }
            guard let line = PreferencesLine(text) else { throw .malformed(line: number) }
            guard let key = line.key else { continue }
            let value = line.value
            guard !key.isEmpty, key.unicodeScalars.allSatisfy(isKeyScalar),
                  value.unicodeScalars.allSatisfy({ !SafeText.isRemoved($0) }) else {
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
                preferences.badValues.append(Preferences.BadValue(line: number, key: key, value: value))
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

    /// The file's text for these preferences over `original`, the text it holds (as last read
    /// or written): every line as it was but those of a declared key whose value changed,
    /// which get the new value in place (a comment after it stays), and a bad value's, which
    /// stays as it is while the key is in `badValues`; then each declared key the file leaves
    /// out whose value is not the default it implied, in declaration order. A line ending in
    /// CR LF keeps it, and added lines take the file's ending.
    public static func text(of preferences: Preferences, over original: String) -> String {
        let bytes = Array(original.utf8)
        let ending = bytes.contains(0x0D) ? "\r\n" : "\n"
        var present: Set<String> = []
        var lines: [String] = []
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let carriageReturn = raw.last == 0x0D
            let text = String(decoding: carriageReturn ? raw.dropLast() : raw, as: UTF8.self)
            guard let line = PreferencesLine(text), let key = line.key, let specifier = Preferences.specifier(key),
                  let current = preferences[key] else {
                lines.append(String(decoding: raw, as: UTF8.self))
                continue
            }
            present.insert(key)
            let value = specifier.normalized(line.value)
            let kept = value == current || (value == nil && preferences.badValues.contains { $0.key == key })
            lines.append((kept ? text : line.replacingValue(with: current)) + (carriageReturn ? "\r" : ""))
        }
        var text = lines.joined(separator: "\n")
        let missing = Preferences.specifiers.filter { !present.contains($0.key) && preferences[$0.key] != $0.defaultValue }
        guard !missing.isEmpty else { return text }
        if let last = text.utf8.last, last != 0x0A { text += ending }
        for specifier in missing { text += "\(specifier.key) = \(preferences[specifier.key]!)" + ending }
        return text
    }

    /// The value of `key` as `text` writes it, on its last line (the one that counts); nil when
    /// no line sets it.
    public static func writtenValue(of key: String, in text: String) -> String? {
        for raw in text.utf8.split(separator: 0x0A).reversed() {
            let bytes = raw.last == 0x0D ? raw.dropLast() : raw
            if let line = PreferencesLine(String(decoding: bytes, as: UTF8.self)), line.key == key { return line.value }
        }
        return nil
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
