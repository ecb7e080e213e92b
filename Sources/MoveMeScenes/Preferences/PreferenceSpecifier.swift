import MoveMeStrings

/// One preference as a Settings bundle declares it: its key in the file, its title (a key of
/// the strings tables), its type and its default. Values are kept as their canonical text.
public struct PreferenceSpecifier: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A whole number in a range.
        case integer(ClosedRange<Int>)
        /// `true` or `false` (also read: yes/no, on/off, 1/0, in any case).
        case boolean
        /// One of a few names.
        case choice([String])
    }

    public let key: String
    public let title: TextKey
    public let kind: Kind
    public let defaultValue: String

    /// The canonical text of a value as typed, or nil if it is not one of this preference's.
    public func normalized(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        switch kind {
        case .integer(let range):
            // Digits only (a sign would be the only other thing Int accepts): no "0x", no "1e3".
            guard !trimmed.isEmpty, trimmed.count <= 9, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let number = Int(trimmed), range.contains(number) else { return nil }
            return String(number)
        case .boolean:
            switch trimmed.lowercased() {
            case "true", "yes", "on", "1": return "true"
            case "false", "no", "off", "0": return "false"
            default: return nil
            }
        case .choice(let names):
            let lowered = trimmed.lowercased()
            return names.contains(lowered) ? lowered : nil
        }
    }

    /// What values it takes, for a message: "0 to 9999", "true or false", "a, b or c".
    public var allowedValues: String {
        switch kind {
        case .integer(let range): return "\(range.lowerBound)–\(range.upperBound)"
        case .boolean: return "true, false"
        case .choice(let names): return names.joined(separator: ", ")
        }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
