/// A pasteboard, as UIPasteboard: items of text by type, `string` for the plain text of the
/// first, and `changeCount`, which goes up with every change. Made and found through the
/// application's `Pasteboards` (as `UIPasteboard.general` and `UIPasteboard(name:create:)`).
///
/// It holds what it is given: what may be written to it (text from outside made safe to show,
/// bounded) is its users' rule, as an app checks what it pastes.
///
/// The general pasteboard stands for the desktop's clipboard. Changes the program makes are
/// told to `didChange` (a front end writes them out as OSC 52); text that comes from the
/// terminal (`receive(_:)`) is kept without being told back.
public final class Pasteboard {
    public let name: String
    /// Goes up by one with every change of the items, from the program or from outside.
    public private(set) var changeCount = 0
    public private(set) var items: [PasteboardItem] = []
    /// Told of each change the program makes, with the new plain text (nil: none).
    public var didChange: ((String?) -> Void)?

    init(name: String) {
        self.name = name
    }

    /// The plain text of the first item; setting it replaces every item with one (nil: none).
    public var string: String? {
        get { items.first?[PasteboardType.plainText] }
        set {
            if let newValue { setString(newValue) } else { setItems([]) }
        }
    }

    /// Whether there is plain text to paste, as UIPasteboard.hasStrings.
    public var hasStrings: Bool { items.contains { $0[PasteboardType.plainText] != nil } }

    /// The first item's representation of `type`, if any item has one.
    public func value(forType type: String) -> String? {
        items.lazy.compactMap { $0[type] }.first
    }

    /// Writes `text` as the only item.
    public func setString(_ text: String) {
        replaceItems([[PasteboardType.plainText: text]], tell: true)
    }

    /// Replaces the items; an empty item is dropped.
    public func setItems(_ newItems: [PasteboardItem]) {
        replaceItems(newItems.filter { !$0.isEmpty }, tell: true)
    }

    /// Text from outside the program: a paste into the terminal, or the desktop's clipboard
    /// read back. Kept as `setString` keeps it, but not told to `didChange` (it came from
    /// there).
    public func receive(_ text: String) {
        replaceItems([[PasteboardType.plainText: text]], tell: false)
    }

    private func replaceItems(_ newItems: [PasteboardItem], tell: Bool) {
        items = newItems
        changeCount += 1
        if tell { didChange?(string) }
    }
}
