import MoveMeCore
import MoveMeRendering
/// What a place of the touches board holds, and what cut, copy and paste move between places
/// (Apple's CopyPasteTile sample): a colour and a label. A tile's kind (what it does with
/// fingers) stays with its place.
///
/// On a pasteboard it is data of its own type, `pasteboardType`, as CopyPasteTile archives
/// its tile for its own UTI: the colour's three bytes, then the label in UTF-8. Only that is
/// a tile to paste. Beside it the item has the label as plain text, for anything else (the
/// placard, the desktop's clipboard), which a tile never pastes.
public struct TileContent: Equatable, Sendable {
    /// The tile's UTI-like type, as CopyPasteTile's `ColorTileUTI`.
    public static let pasteboardType = "org.moveme.tile"

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

    /// The tile as data of its type: red, green and blue, then the label's UTF-8.
    public var pasteboardData: [UInt8] {
        let rgb = color.rgb
        return [rgb.red, rgb.green, rgb.blue] + Array(label.utf8)
    }

    /// What a copy or a cut puts on the pasteboard: the tile, and its label as text.
    public var pasteboardItem: PasteboardItem {
        [Self.pasteboardType: .data(pasteboardData), PasteboardType.plainText: .string(label)]
    }

    /// The tile data of `pasteboardType` holds; nil for anything that is not one: too short,
    /// no label, a label that is not UTF-8 or has nothing left once made safe to draw.
    public init?(pasteboardData data: [UInt8]) {
        guard data.count > 3, let text = String(validating: data[3...], as: UTF8.self),
              let label = PasteboardText(text).text else { return nil }
        self.init(label: label, color: Color(RGB(data[0], data[1], data[2])))
    }

    /// The tile a pasteboard holds: its first item's data of the tile's type; nil when it has
    /// none (plain text is no tile) or it reads as none.
    public init?(pasteboard: Pasteboard) {
        guard let data = pasteboard.data(forPasteboardType: Self.pasteboardType) else { return nil }
        self.init(pasteboardData: data)
    }
}
