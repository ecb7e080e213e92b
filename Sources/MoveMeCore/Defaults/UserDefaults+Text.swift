/// The defaults as text, a value a line, sorted by key: `key = value`, the value written as in
/// Swift or JSON (`"text"` with `\"`, `\\`, `\n`, `\t` and `\u{…}` escapes; `12`; `0.5`; `true`;
/// `["a", "b"]`), so any text survives, a line break or a `#` in it too. A line that starts
/// with `#` and a blank line are ignored; a line that cannot be read is skipped, the others kept.
extension UserDefaults {
    /// What the file holds.
    public var text: String {
        values.keys.sorted().map { "\(Self.escaped($0)) = \(Self.written(values[$0]!))\n" }.joined()
    }

    /// The defaults the file's `text` holds, with no unsaved change.
    public convenience init(text: String) {
        self.init()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = Substring(line.drop { $0 == " " || $0 == "\t" })
            guard !line.isEmpty, line.first != "#" else { continue }
            var reader = Reader(line)
            let key: String
            if line.first == "\"" {
                guard let quoted = reader.quoted() else { continue }
                key = quoted
                reader.skipSpaces()
                guard reader.rest.first == "=" else { continue }
                reader.rest.removeFirst()
            } else {
                guard let equals = line.firstIndex(of: "=") else { continue }
                key = String(line[..<equals].trimmingSuffix { $0 == " " || $0 == "\t" })
                reader = Reader(line[line.index(after: equals)...])
            }
            guard !key.isEmpty, let value = reader.value(), reader.atEnd else { continue }
            set(value, forKey: key)
        }
        markSaved()
    }

    private static func written(_ value: Value) -> String {
        switch value {
        case .string(let text): quoted(text)
        case .integer(let number): String(number)
        case .double(let number): number.isFinite ? String(number) : "0"
        case .bool(let truth): String(truth)
        case .strings(let list): "[" + list.map(quoted).joined(separator: ", ") + "]"
        }
    }

    /// A key as it is, unless it would not read back as itself.
    private static func escaped(_ key: String) -> String {
        key.isEmpty || key.contains(where: { "=\"#\n\r\t ".contains($0) || $0.isASCII && $0.asciiValue! < 32 }) ? quoted(key) : key
    }

    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Reads one value from the text after `=`.
    private struct Reader {
        var rest: Substring
        init(_ text: Substring) { rest = text }

        var atEnd: Bool {
            mutating get { skipSpaces(); return rest.isEmpty }
        }

        mutating func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "\r" } }

        mutating func value() -> Value? {
            skipSpaces()
            switch rest.first {
            case "\""?: return quoted().map(Value.string)
            case "["?:
                rest.removeFirst()
                var list: [String] = []
                skipSpaces()
                if rest.first == "]" { rest.removeFirst(); return .strings(list) }
                while true {
                    skipSpaces()
                    guard let item = quoted() else { return nil }
                    list.append(item)
                    skipSpaces()
                    guard let next = rest.first else { return nil }
                    rest.removeFirst()
                    if next == "]" { return .strings(list) }
                    guard next == "," else { return nil }
                }
            default:
                let word = rest.prefix { $0 != " " && $0 != "\t" && $0 != "\r" }
                rest = rest.dropFirst(word.count)
                if word == "true" { return .bool(true) }
                if word == "false" { return .bool(false) }
                if let number = Int(word) { return .integer(number) }
                if let number = Double(word), number.isFinite { return .double(number) }
                return nil
            }
        }

        /// A quoted text, its escapes undone; nil for one not closed or with a bad escape.
        mutating func quoted() -> String? {
            guard rest.first == "\"" else { return nil }
            rest.removeFirst()
            var out = String.UnicodeScalarView()
            var scalars = rest.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                switch scalar {
                case "\"":
                    rest = Substring(scalars)
                    return String(out)
                case "\\":
                    switch scalars.popFirst() {
                    case "\""?: out.append("\"")
                    case "\\"?: out.append("\\")
                    case "n"?: out.append("\n")
                    case "t"?: out.append("\t")
                    case "u"?:
                        guard scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}"),
                              let number = UInt32(String(String.UnicodeScalarView(scalars[..<close])), radix: 16),
                              let code = Unicode.Scalar(number) else { return nil }
                        out.append(code)
                        scalars = scalars[scalars.index(after: close)...]
                    default: return nil
                    }
                default: out.append(scalar)
                }
            }
            return nil
        }
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
