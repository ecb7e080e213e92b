/// Text pasted into the terminal with bracketed paste, as the decoder kept it.
///
/// Bounded: the decoder keeps at most ``InputDecoder/longestPaste`` bytes, however long the
/// paste, and counts the rest, so a paste of megabytes is known for what it was without being
/// held. The bytes are the terminal's: control characters and all, to be made safe before use.
public struct PastedText: Equatable, Sendable {
    /// The text kept, with invalid UTF-8 replaced.
    public let text: String
    /// Every byte the paste had, kept or not.
    public let byteCount: Int

    /// Whether bytes were left out: the paste was longer than the decoder keeps.
    public let isCut: Bool

    public init(bytes: [UInt8], byteCount: Int) {
        text = String(decoding: bytes, as: UTF8.self)
        self.byteCount = byteCount
        isCut = bytes.count < byteCount
    }

    public init(_ text: String) {
        self.text = text
        byteCount = text.utf8.count
        isCut = false
    }
}
