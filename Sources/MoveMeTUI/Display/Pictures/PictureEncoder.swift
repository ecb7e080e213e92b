import MoveMeRendering
import MoveMeSession

/// How one kind of terminal shows a frame's pictures (`Frame.pictures`), and the one keeper of
/// what it holds of them: the images sent or painted, their ids, and how to take them all away
/// on every way out (`removal`, which the terminal's restore and the crash guard send).
protocol PictureEncoder: AnyObject {
    /// What to send for this frame's pictures, against what the terminal shows of the last
    /// frame's.
    func encode(_ frame: Frame) -> PictureBytes
    /// The terminal's picture is gone or unknown: every image is sent again with the next
    /// frame, what is on the terminal removed first.
    func invalidate()
    /// The last frame's pictures, as the terminal shows them (for a repaint), and the cell's
    /// size in pixels they were placed for.
    var shown: [PicturePlane] { get }
    var cellWidth: Int { get }
    var cellHeight: Int { get }
    /// Bytes that take every image of the program's off the terminal, whatever run sent it:
    /// the crash guard's, which cannot ask what was sent.
    var removal: String { get }
    /// Bytes that take the program's images off the terminal now: the ids this run used, and
    /// every id until the first frame with pictures took an earlier run's away (the way out,
    /// and a stop).
    var currentRemoval: String { get }
    /// Files of the images' data the terminal may not have taken, to remove on every way out.
    var leftoverFiles: [String] { get }
}

/// A frame's pictures as bytes, and what they mean for its cells.
struct PictureBytes {
    /// Painted before the changed cells (sixel's), or after them where every cell is written.
    var before = ""
    /// After the cells (kitty's commands).
    var after = ""
    /// Cells an image lies over and no overlay covers: left unwritten (a cell written over a
    /// sixel image erases its pixels there).
    var hidden: [CellRect] = []
    /// Cells to write again whatever the front buffer says: an image lay over them and lies
    /// there no more.
    var vacated: [CellRect] = []
    /// Cells written after the images this frame: an overlay's, over an image just painted.
    var over: [CellRect] = []
    /// Whether `before` paints a sixel image (the frame is then always synchronized).
    var holdsSixel = false
}

/// How a frame's picture stands against what the terminal shows of the last frame's, in the
/// manner of notcurses' sprixel states: what the encoder must send for it.
enum PictureState: Equatable {
    /// Not on the terminal: its image sent.
    case new
    /// As it was: nothing to send.
    case shown
    /// The same image elsewhere.
    case moved
    /// A new look (a greeting, a scale, a turn): its image sent again.
    case changed
    /// As it was, but an overlay lies over other cells of it than before.
    case covered
    /// No longer a picture (gone, hidden, off the screen): its image taken away.
    case gone

    /// The states of `planes` against `previous` (by view), then each previous plane no longer
    /// among them, `gone`.
    static func of(_ planes: [PicturePlane], since previous: [PicturePlane]) -> [(PicturePlane, PictureState)] {
        var states: [(PicturePlane, PictureState)] = planes.map { plane in
            guard let old = previous.first(where: { $0.id == plane.id }) else { return (plane, .new) }
            if old.look.key != plane.look.key { return (plane, .changed) }
            if old.placement != plane.placement || old.cells != plane.cells { return (plane, .moved) }
            return (plane, old.covered == plane.covered ? .shown : .covered)
        }
        for old in previous where !planes.contains(where: { $0.id == old.id }) { states.append((old, .gone)) }
        return states
    }
}

extension PicturePlane {
    /// The image, its text drawn in by `painter` at the terminal's text size (a cell's height
    /// is two points; the font's em two thirds of it, near a terminal font's own) times the
    /// view's scale. Drawn while its frame is the newest: its views as they were composed.
    func image(painter: TextPainter) -> PixelImage? {
        guard var rendering = PixelRasterizer.render(look) else { return nil }
        for run in rendering.textRuns {
            let pixelHeight = max(6, Int((look.scale.y * 2 * 0.7 * run.scale).rounded()))
            painter.draw(run, into: &rendering.image, pixelHeight: pixelHeight)
        }
        return rendering.image.padded(right: look.paddingX, bottom: look.paddingY)
    }
}
