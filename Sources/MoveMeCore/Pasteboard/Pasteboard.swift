/// A pasteboard, as UIPasteboard: items of text or data by type, `string` for the plain text
/// of the first, typed data (`setData(_:forPasteboardType:)`, `containsPasteboardTypes`), and
/// `changeCount`, which goes up with every change. Made and found through the application's
/// `Pasteboards` (as `UIPasteboard.general` and `UIPasteboard(name:create:)`).
///
/// It holds what it is given: what may be written to it (text from outside made safe to show,
/// bounded) is its users' rule, as an app checks what it pastes.
///
/// The general pasteboard stands for the desktop's clipboard. Changes the program makes are
/// told to `didChange` (a front end writes them out as OSC 52); text that comes from the
/// terminal (`receive(_:)`) is kept without being told back.
public final class Pasteboard {
    /// Its name: `Pasteboards.generalName` for the general one.
    public let name: String
    /// Goes up by one with every change of the items, from the program or from outside.
    public private(set) var changeCount = 0
    /// Its items, each a set of representations by type.
    public private(set) var items: [PasteboardItem] = []
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
    /// `setData(_:forPasteboardType:)`.
    public func setData(_ data: [UInt8], forPasteboardType type: String) {
        setItems([[type: .data(data)]])
    }

    /// Writes `text` as the only item.
    public func setString(_ text: String) {
        replaceItems([[PasteboardType.plainText: .string(text)]], tell: true)
    }

    /// Replaces the items; an empty item is dropped.
    public func setItems(_ newItems: [PasteboardItem]) {
        replaceItems(newItems.filter { !$0.isEmpty }, tell: true)
    }

    /// Text from outside the program: a paste into the terminal, or the desktop's clipboard
    /// read back. Kept as `setString` keeps it, but not told to `didChange` (it came from
    /// there).
    public func receive(_ text: String) {
        replaceItems([[PasteboardType.plainText: .string(text)]], tell: false)
    }

    private func replaceItems(_ newItems: [PasteboardItem], tell: Bool) {
        items = newItems
        changeCount += 1
        if tell { didChange?(string) }
    }
}
