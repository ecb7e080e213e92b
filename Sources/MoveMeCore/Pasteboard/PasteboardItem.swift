/// One item of a pasteboard, as an element of UIPasteboard's `items`: its representations by
/// type identifier.
public typealias PasteboardItem = [String: PasteboardValue]

/// One representation of an item: text, or data of a type of the program's own (a tile, as CopyPasteTile archives its tile for its own UTI), which is
/// never drawn as it is and never read as text.
public enum PasteboardValue: Equatable, Sendable, ExpressibleByStringLiteral {
    case string(String)
    case data([UInt8])

    public init(stringLiteral value: String) {
        self = .string(value)
    }

    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    public var data: [UInt8]? {
        if case .data(let bytes) = self { bytes } else { nil }
    }
}

/// Type identifiers of pasteboard representations.
public enum PasteboardType {
    /// Plain text, as UTType.utf8PlainText: what `string` reads and writes.
    public static let plainText = "public.utf8-plain-text"
}
