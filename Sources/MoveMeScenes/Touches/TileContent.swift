import MoveMeCore
import MoveMeStrings
import MoveMeRendering
/// What a place of the touches board holds, and what cut, copy and paste move between places
/// (Apple's CopyPasteTile sample): a colour and a label. A tile's kind (what it does with
/// fingers) stays with its place.
///
/// On a pasteboard it is an item of two representations: `pasteboardType`, "#RRGGBB label",
/// for another tile, and plain text, the label, for anything else (the placard, the desktop).
public struct TileContent: Equatable, Sendable {
    public static let pasteboardType = "org.moveme.tile"
    /// The colour of a tile pasted from plain text.
    public static let textColor = Color(white: 0.45)

    public let label: String
    public let color: Color

    public init(label: String, color: Color) {
        self.label = label
        self.color = color
    }

    /// A place's content at the start: its kind's name and colour.
    init(_ kind: TileKind) {
        self.init(label: kind.name, color: kind.color)
    }

    /// Alike when they look alike: a colour read back from a pasteboard is its 8-bit RGB.
    public static func == (a: TileContent, b: TileContent) -> Bool {
        a.label == b.label && a.color.rgb == b.color.rgb && a.color.alpha == b.color.alpha
    }

    public var pasteboardItem: PasteboardItem {
        [Self.pasteboardType: "\(color.rgb) \(label)", PasteboardType.plainText: label]
    }

    /// The tile a pasteboard holds: its tile item, or else its plain text as a label; nil for
    /// a pasteboard with neither.
    public init?(pasteboard: Pasteboard) {
        if let value = pasteboard.value(forType: Self.pasteboardType), let tile = Self.parse(value) {
            self = tile
        } else if let text = pasteboard.string {
            self.init(label: text, color: Self.textColor)
        } else {
            return nil
        }
    }

    /// "#RRGGBB label"; nil for anything else.
    static func parse(_ value: String) -> TileContent? {
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 7, parts[0].first == "#",
              let number = UInt32(parts[0].dropFirst(), radix: 16) else { return nil }
        let rgb = RGB(UInt8(number >> 16 & 0xFF), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF))
        return TileContent(label: String(parts[1]), color: Color(rgb))
    }
}
