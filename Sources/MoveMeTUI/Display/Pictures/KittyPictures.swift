import MoveMeRendering
import MoveMeSession
import MoveMeTerminal

/// Pictures through kitty's graphics protocol: a view's image sent once under an id of its
/// own, and again only when it would look different (`PixelFrame.Key`: a new greeting, a
/// pulse's scale, a turn); a move is a placement under the same ids, which kitty moves
/// without flicker. Where an overlay lies over part of an image, the image is placed in parts
/// around its cells (a placement each, of its own part of the image), so the overlay shows there
/// and the image everywhere else.
///
/// The image lies over the cells (z = 1) with the view's text drawn into it by a real font, as
/// sixel's: kitty 0.26 under a software renderer (Mesa, as under Xvfb) blends the cells' colours
/// into themselves frame after frame wherever an image lies under the text (z < 0), until the
/// screen is washed out; over the text, it draws them as they are.
final class KittyPictures: PictureEncoder {
    /// What the terminal holds of a view: its image's id, and how many placements of it show.
    private struct Held {
        let id: UInt32
        var placements = 0
    }
    private var held: [ObjectIdentifier: Held] = [:]
    private var nextID: UInt32 = 1
    /// Everything on the terminal is to be removed first (after `invalidate`).
    private var startsOver = false
    private let painter: TextPainter
    private(set) var shown: [PicturePlane] = []
    private(set) var cellWidth = 0, cellHeight = 0

    init(painter: TextPainter) {
        self.painter = painter
    }

    var removal: String { KittyGraphics.deleteAll() }

    func encode(_ frame: Frame) -> PictureBytes {
        var out = ""
        if startsOver {
            out += KittyGraphics.deleteAll()
            startsOver = false
        }
        (cellWidth, cellHeight) = (frame.cellWidth, frame.cellHeight)
        var sent: [PicturePlane] = []
        for (plane, state) in PictureState.of(frame.pictures, since: shown) {
            switch state {
            case .gone:
                if let entry = held.removeValue(forKey: plane.id) { out += KittyGraphics.delete(id: entry.id) }
            case .shown:
                sent.append(plane)
            case .new, .changed:
                guard let image = plane.image(painter: painter) else { continue }
                // The old image and its placements removed first: a new image under the same id
                // is said to replace it, but kitty 0.26 left the old placements on the screen.
                if let old = held[plane.id] { out += KittyGraphics.delete(id: old.id) }
                let entry = held[plane.id].map { Held(id: $0.id) } ?? makeEntry()
                out += KittyGraphics.transmit(image, id: entry.id)
                held[plane.id] = entry
                out += place(plane)
                sent.append(plane)
            case .moved, .covered:
                out += place(plane)
                sent.append(plane)
            }
        }
        shown = sent
        return PictureBytes(after: out)
    }

    /// Places a plane's image, in parts around the cells an overlay lies over; the placements
    /// of an earlier frame beyond this one's parts removed.
    private func place(_ plane: PicturePlane) -> String {
        guard var entry = held[plane.id] else { return "" }
        let parts = plane.placement.cut(around: plane.covered, imageWidth: plane.look.width,
                                        imageHeight: plane.look.height, cellWidth: cellWidth, cellHeight: cellHeight)
        var out = ""
        for (index, part) in parts.enumerated() {
            out += KittyGraphics.place(id: entry.id, placement: UInt32(index + 1), at: part, zIndex: 1)
        }
        for index in parts.count..<max(parts.count, entry.placements) {
            out += KittyGraphics.deletePlacement(id: entry.id, placement: UInt32(index + 1))
        }
        entry.placements = parts.count
        held[plane.id] = entry
        return out
    }

    func invalidate() {
        // What the terminal may still hold goes first; where it holds nothing of ours (the
        // first frame), nothing.
        startsOver = startsOver || !held.isEmpty
        held.removeAll()
        shown = []
    }

    private func makeEntry() -> Held {
        defer { nextID = nextID == UInt32.max ? 1 : nextID + 1 }
        return Held(id: nextID)
    }
}
