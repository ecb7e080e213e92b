/// One item of a pasteboard, as an element of UIPasteboard's `items`: its representations by
/// type identifier. Every value is text here.
public typealias PasteboardItem = [String: String]

/// Type identifiers of pasteboard representations.
public enum PasteboardType {
    /// Plain text, as UTType.utf8PlainText: what `string` reads and writes.
    public static let plainText = "public.utf8-plain-text"
}
