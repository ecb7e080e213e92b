import MoveMeRendering
import MoveMeSession
import MoveMeTerminal

/// Pictures through kitty's graphics protocol: each look of a view drawn and sent once a run,
/// deflated, and kept on the terminal by what it looks like (`KittyImages`, by `PixelFrame.Key`:
/// the view, its size in pixels, its greeting, its turn); a move, or a look seen before (a
/// greeting after the fifteen), is a placement of a few dozen bytes, which kitty moves without
/// flicker. Through the pulse and the bounce a view is one image of its model's scale, which
/// kitty stretches to each frame's size (`PicturePlane.scaled`). Where an overlay lies over part of an image, the image is
/// placed in parts around its cells (a placement each, of its own part of the image), so the
/// overlay shows there and the image everywhere else.
///
/// The image lies over the cells (z = 1) with the view's text drawn into it by a real font, as
/// sixel's: kitty 0.26 under a software renderer (Mesa, as under Xvfb) blends the cells' colours
/// into themselves frame after frame wherever an image lies under the text (z < 0), until the
/// screen is washed out; over the text, it draws them as they are.
final class KittyPictures: PictureEncoder {
    typealias Images = KittyImages<PixelFrame.Key>

    /// The image a view shows, and how many placements of it.
    private struct Held {
        let id: UInt32
        var placements = 0
    }
    private var held: [ObjectIdentifier: Held] = [:]
    private var images = Images()
    /// What to delete before an image is shown: every id of the program's at the start (an
    /// earlier run's images, left by a crash), the ids this run used after `invalidate` (256
    /// deletes, 7 KB, were sent at each full repaint and at the exit, 9% of a session's bytes);
    /// nil: nothing.
    private var pendingRemoval: String?
    /// Whether an image was sent since the last removal (then it is removed even if none is to
    /// be shown: the cells' size in pixels lost).
    private var sentImages = false
    private let painter: TextPainter
    /// Where the images' data go when the terminal reads them by name; nil: base64.
    let transport: KittyTransport?
    private(set) var shown: [PicturePlane] = []
    private(set) var cellWidth = 0, cellHeight = 0
    /// What each part costs, measured where given (MOVEME_STATS=1).
    var costs: PictureCosts?

    init(painter: TextPainter, transport: KittyTransport? = nil) {
        self.painter = painter
        self.transport = transport
        pendingRemoval = removal
    }

    /// Every id of the program's deleted, and only those: the way out leaves no image of its own
    /// and takes no other program's.
    let removal = KittyPictures.deletes(Array(Images.ids))

    var currentRemoval: String { (pendingRemoval ?? "") + Self.deletes(images.used.sorted()) }

    /// Deletes of the images `ids`, with their data.
    static func deletes(_ ids: [UInt32]) -> String {
        ids.map { KittyGraphics.delete(id: $0) }.joined()
    }

    var leftoverFiles: [String] { transport?.paths ?? [] }

    func encode(_ frame: Frame) -> PictureBytes {
        var out = ""
        if let pending = pendingRemoval, sentImages || !frame.pictures.isEmpty {
            out += pending
            (pendingRemoval, sentImages) = (nil, false)
        }
        (cellWidth, cellHeight) = (frame.cellWidth, frame.cellHeight)
        images.nextFrame()
        // The pulse and the bounce stretch one image of the view's contents (`PicturePlane.scaled`).
        let states = PictureState.of(frame.pictures.map(\.stretchedWhereScaled), since: shown)
        // The views gone first, so that an id they leave is free for a new image; the images
        // shown as they were marked shown, so that none of them is let go for a new one.
        for (plane, state) in states {
            if state == .gone, let entry = held.removeValue(forKey: plane.id) {
                out += KittyGraphics.deletePlacements(id: entry.id)
            } else if state != .new, state != .changed {
                _ = images.id(for: plane.look.key, owners: plane.look.views)
            }
        }
        var sent: [PicturePlane] = []
        for (plane, state) in states {
            switch state {
            case .gone:
                continue
            case .shown:
                sent.append(plane)
            case .new, .changed:
                guard let id = image(of: plane, into: &out) else {
                    if let entry = held.removeValue(forKey: plane.id) { out += KittyGraphics.deletePlacements(id: entry.id) }
                    continue
                }
                if let entry = held[plane.id], entry.id != id { out += KittyGraphics.deletePlacements(id: entry.id) }
                if held[plane.id]?.id != id { held[plane.id] = Held(id: id) }
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

    /// The id of `plane`'s image on the terminal: kept from before, or drawn and sent now (into
    /// `out`, with any images let go for it blanked). Nil where nothing shows.
    private func image(of plane: PicturePlane, into out: inout String) -> UInt32? {
        let owners = plane.look.views
        if let id = images.id(for: plane.look.key, owners: owners) { return id }
        guard let image = measured(.drawing, { plane.image(painter: painter) }) else { return nil }
        costs?.images += 1
        let (id, evicted) = images.add(plane.look.key, owners: owners, bytes: image.bytes.count)
        for old in evicted { out += KittyGraphics.blank(id: old) }
        // An id let go may still be placed (by a view not shown this frame): its placements
        // go before the new image replaces it, as kitty 0.26 kept them on the screen.
        for (view, entry) in held where entry.id == id {
            out += KittyGraphics.deletePlacements(id: id)
            held[view] = nil
        }
        // By name the pixels go as they are: they cross no wire, and deflating them would only
        // cost CPU on both sides.
        if let transport, let name = transport.write(image.bytes) {
            out += KittyGraphics.transmit(image, id: id, from: name, medium: transport.medium, size: image.bytes.count)
        } else {
            let deflated = measured(.compression) { Deflate.compress(pixels: image.bytes, width: image.width) }
            out += measured(.transmission) { KittyGraphics.transmit(image, id: id, deflated: deflated) }
        }
        sentImages = true
        return id
    }

    /// `body`, measured as `part` where the costs are kept.
    private func measured<T>(_ part: PictureCosts.Part, _ body: () -> T) -> T {
        costs.map { $0.measure(part, body) } ?? body()
    }

    /// Places a plane's image, in parts around the cells an overlay lies over; the placements
    /// of an earlier frame beyond this one's parts removed.
    private func place(_ plane: PicturePlane) -> String {
        measured(.placements) { placing(plane) }
    }

    private func placing(_ plane: PicturePlane) -> String {
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
        pendingRemoval = (pendingRemoval ?? "") + Self.deletes(images.removeAll())
        held.removeAll()
        shown = []
    }
}
