/// A pasteboard, as UIPasteboard: items of text or data by type, `string` for the plain text
/// of the first, typed data (`setData(_:forPasteboardType:)`, `containsPasteboardTypes`), and
/// `changeCount`, which goes up with every change. Made and found through the application's
/// `Pasteboards` (as `UIPasteboard.general` and `UIPasteboard(name:create:)`).
///
/// Bounded: all text written passes `PasteboardText`, so nothing a pasteboard holds can reach
/// the terminal as a control or be megabytes long, and data is refused past the same number
/// of bytes. A write that is refused leaves the pasteboard as it was; `lastMessage` says why
/// (or what was cut).
///
/// The general pasteboard stands for the desktop's clipboard. Changes the program makes are
/// told to `didChange` (a front end writes them out as OSC 52); text that comes from the
/// terminal (`receive(_:)`) is kept without being told back.
public final class Pasteboard {
    public let name: String
    /// Goes up by one with every change of the items, from the program or from outside.
    public private(set) var changeCount = 0
    public private(set) var items: [PasteboardItem] = []
    /// What the last write did to its text: a refusal, or what was removed or cut; nil when
    /// it was taken as it came.
    public private(set) var lastMessage: String?
    /// Told of each change the program makes, with the new plain text (nil: none).
    public var didChange: ((String?) -> Void)?

    init(name: String) {
        self.name = name
    }

    /// The plain text of the first item; setting it replaces every item with one (nil: none).
    public var string: String? {
        get { items.first?[PasteboardType.plainText]?.string }
        set {
            if let newValue { setString(newValue) } else { setItems([]) }
        }
    }

    /// Whether there is plain text to paste, as UIPasteboard.hasStrings.
    public var hasStrings: Bool { items.contains { $0[PasteboardType.plainText]?.string != nil } }

    /// The text of the first item that has text of `type`.
    public func value(forType type: String) -> String? {
        items.lazy.compactMap { $0[type]?.string }.first
    }

    // MARK: Typed data

    /// The types of the first item, sorted, as UIPasteboard's `pasteboardTypes`.
    public var pasteboardTypes: [String] { items.first.map { $0.keys.sorted() } ?? [] }

    /// Whether the first item has any of `types`, as UIPasteboard's `containsPasteboardTypes`:
    /// what a responder asks before it offers Paste.
    public func containsPasteboardTypes(_ types: [String]) -> Bool {
        guard let first = items.first else { return false }
        return types.contains { first[$0] != nil }
    }

    /// The data of `type` of the first item, as UIPasteboard's `data(forPasteboardType:)`; nil
    /// when it has none (text is not data).
    public func data(forPasteboardType type: String) -> [UInt8]? {
        items.first?[type]?.data
    }

    /// Replaces the items with one holding `data` as `type`, as UIPasteboard's
    /// `setData(_:forPasteboardType:)`; data over the limit is refused.
    public func setData(_ data: [UInt8], forPasteboardType type: String) {
        setItems([[type: .data(data)]])
    }

    /// Writes `text` as the only item, made safe; returns what the rules did with it. Refused
    /// text leaves the pasteboard unchanged.
    @discardableResult
    public func setString(_ text: String) -> PasteboardText {
        let result = PasteboardText(text)
        lastMessage = result.message
        if let kept = result.text { replaceItems([[PasteboardType.plainText: .string(kept)]], tell: true) }
        return result
    }

    /// Replaces the items, each text made safe and each data checked for size; a value that
    /// is refused is left out of its item, and an item left empty is dropped. Nothing left at
    /// all from items given leaves the pasteboard as it was.
    public func setItems(_ newItems: [PasteboardItem]) {
        var messages: [String] = []
        let kept: [PasteboardItem] = newItems.compactMap { item in
            var safe: PasteboardItem = [:]
            for (type, value) in item {
                switch value {
                case .string(let text):
                    let result = PasteboardText(text)
                    if let message = result.message { messages.append(message) }
                    if let text = result.text { safe[type] = .string(text) }
                case .data(let bytes):
                    guard bytes.count <= PasteboardText.maximumBytes else { continue }
                    safe[type] = .data(bytes)
                }
            }
            return safe.isEmpty ? nil : safe
        }
        lastMessage = messages.first
        guard !kept.isEmpty || newItems.isEmpty else { return }
        replaceItems(kept, tell: true)
    }

    /// Text from outside the program: a paste into the terminal, or the desktop's clipboard
    /// read back. Kept as `setString` keeps text, but not told to `didChange` (it came from
    /// there). Returns what the rules did with it.
    @discardableResult
    public func receive(_ text: String) -> PasteboardText {
        let result = PasteboardText(text)
        lastMessage = result.message
        if let kept = result.text { replaceItems([[PasteboardType.plainText: .string(kept)]], tell: false) }
        return result
    }

    private func replaceItems(_ newItems: [PasteboardItem], tell: Bool) {
        items = newItems
        changeCount += 1
        if tell { didChange?(string) }
    }
}
