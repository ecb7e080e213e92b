/// One item of a pasteboard, as an element of UIPasteboard's `items`: its representations by
/// type identifier.
public typealias PasteboardItem = [String: PasteboardValue]

/// One representation of an item: text, or data of a type of the program's own (a tile, as CopyPasteTile archives its tile for its own UTI), which is
/// never drawn as it is and never read as text.
public enum PasteboardValue: Equatable, Sendable, ExpressibleByStringLiteral {
    /// Text.
    case string(String)
    /// Bytes of a type of the program's own.
    case data([UInt8])

    /// Text, from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// The text, if it is text.
    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The bytes, if it is data.
    public var data: [UInt8]? {
        if case .data(let bytes) = self { bytes } else { nil }
    }
}

/// Type identifiers of pasteboard representations.
public enum PasteboardType {
    /// Plain text, as UTType.utf8PlainText: what `string` reads and writes.
    public static let plainText = "public.utf8-plain-text"
}
