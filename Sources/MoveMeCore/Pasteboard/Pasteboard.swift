/// A pasteboard, as UIPasteboard: items of text by type, `string` for the plain text of the
/// first, and `changeCount`, which goes up with every change. Made and found through the
/// application's `Pasteboards` (as `UIPasteboard.general` and `UIPasteboard(name:create:)`).
///
/// Bounded: everything written passes `PasteboardText`, so nothing a pasteboard holds can
/// reach the terminal as a control or be megabytes long. A write that is refused leaves the
/// pasteboard as it was; `lastMessage` says why (or what was cut).
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

    /// Writes `text` as the only item, made safe; returns what the rules did with it. Refused
    /// text leaves the pasteboard unchanged.
    @discardableResult
    public func setString(_ text: String) -> PasteboardText {
        let result = PasteboardText(text)
        lastMessage = result.message
        if let kept = result.text { replaceItems([[PasteboardType.plainText: kept]], tell: true) }
        return result
    }

    /// Replaces the items, each value made safe; a value that is refused is left out of its
    /// item, and an item left empty is dropped.
    public func setItems(_ newItems: [PasteboardItem]) {
        var messages: [String] = []
        let kept: [PasteboardItem] = newItems.compactMap { item in
            var safe: PasteboardItem = [:]
            for (type, value) in item {
                let result = PasteboardText(value)
                if let message = result.message { messages.append(message) }
                if let text = result.text { safe[type] = text }
            }
            return safe.isEmpty ? nil : safe
        }
        lastMessage = messages.first
        replaceItems(kept, tell: true)
    }

    /// Text from outside the program: a paste into the terminal, or the desktop's clipboard
    /// read back. Kept as `setString` keeps text, but not told to `didChange` (it came from
    /// there). Returns what the rules did with it.
    @discardableResult
    public func receive(_ text: String) -> PasteboardText {
        let result = PasteboardText(text)
        lastMessage = result.message
        if let kept = result.text { replaceItems([[PasteboardType.plainText: kept]], tell: false) }
        return result
    }

    private func replaceItems(_ newItems: [PasteboardItem], tell: Bool) {
        items = newItems
        changeCount += 1
        if tell { didChange?(string) }
    }
}
