import MoveMeRendering
import MoveMeTerminal

/// Pictures through kitty's graphics protocol: a view's image sent once under an id of its
/// own, and again only when it would look different (`PixelFrame.Key`: a new greeting, a
/// pulse's scale, a turn); a move is a placement under the same ids, which kitty moves
/// without flicker.
///
/// The image lies over the cells (z = 1) with the view's text drawn into it by a real font, as
/// sixel's: kitty 0.26 under a software renderer (Mesa, as under Xvfb) blends the cells' colours
/// into themselves frame after frame wherever an image lies under the text (z < 0), until the
/// screen is washed out; over the text, it draws them as they are.
final class KittyPictures: PictureDevice {
    private struct Shown {
        let id: UInt32
        var key: PixelFrame.Key?
        var placement: KittyPlacement?
    }
    private var shown: [ObjectIdentifier: Shown] = [:]
    private var nextID: UInt32 = 1
    /// Everything on the terminal is to be removed first (after `invalidate`).
    private var startsOver = false
    private var pending = ""

    private let painter: TextPainter

    /// The one placement of each image.
    static let placement: UInt32 = 1

    init(painter: TextPainter) {
        self.painter = painter
    }

    func prepare(_ pictures: [Picture]) {
        if startsOver {
            pending += KittyGraphics.deleteAll()
            startsOver = false
        }
        var present: [ObjectIdentifier] = []
        for picture in pictures {
            present.append(picture.id)
            var entry = shown[picture.id] ?? makeEntry()
            if entry.key != picture.frame.key {
                guard let image = picture.image(painter: painter) else { continue }
                // The old image and its placement removed first: a new image under the same id
                // is said to replace it, but kitty 0.26 left the old placements on the screen.
                if entry.key != nil { pending += KittyGraphics.delete(id: entry.id) }
                pending += KittyGraphics.transmit(image, id: entry.id)
                entry.key = picture.frame.key
                entry.placement = nil  // a new image has no placement
            }
            if entry.placement != picture.placement {
                pending += KittyGraphics.place(id: entry.id, placement: Self.placement, at: picture.placement, zIndex: 1)
                entry.placement = picture.placement
            }
            shown[picture.id] = entry
        }
        // Gone, hidden, off the screen or covered: its image goes (sent again if it comes back).
        for (view, entry) in shown where !present.contains(view) {
            pending += KittyGraphics.delete(id: entry.id)
            shown[view] = nil
        }
    }

    func commands(over grid: Grid, cellsDrawn: Bool) -> String {
        defer { pending = "" }
        return pending
    }

    func takeCellsToRepaint() -> [CellRect] { [] }

    func invalidate() {
        shown.removeAll()
        startsOver = true
    }

    private func makeEntry() -> Shown {
        defer { nextID = nextID == UInt32.max ? 1 : nextID + 1 }
        return Shown(id: nextID)
    }
}
