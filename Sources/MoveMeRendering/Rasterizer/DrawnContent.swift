import MoveMeCore

/// A view's drawing, kept, as a layer keeps its contents: what its `draw(in:)` did, recorded
/// once and drawn again from the record wherever the view is shown. UIKit calls `draw(_:)` only
/// for a view marked as needing display (`setNeedsDisplay`, `setNeedsDisplay(_:)`, a new
/// bounds size under `contentMode = .redraw`); moving, scaling or turning a view shows the
/// contents it has.
///
/// The record's shapes are of the view's own coordinates (a colour, a shading function asked at
/// each pixel, a line of text at a point), so drawing them again through the view's new map to
/// the screen paints exactly what `draw(in:)` would have. It is made again when the view is
/// marked, drawn in other bounds or another mode, or when an answer the drawing asked of its
/// context would be different now (its pixel size, the row a line of text lands on, how much
/// text fits: what the view drew depended on its scale or turn, as a layer's contents depend on
/// its resolution).
final class DrawnContent {
    /// The view it was drawn for, held weakly: another view may come to live where a dead one
    /// did, and takes none of its drawing.
    private(set) weak var view: View?
    /// What it was drawn for: the view's display version, the bounds it drew in, the mode.
    let displayVersion: Int
    let bounds: Rect
    let mode: RenderMode
    /// What the drawing did, in order.
    fileprivate(set) var operations: [Operation] = []
    /// What it asked of its context, and the answers.
    fileprivate(set) var answers: [Answer] = []

    /// One thing a view's drawing did.
    enum Operation {
        case fill(Color)
        /// A shaded fill, its pixels kept (`kept`) while the view only moves by whole pixels.
        case shade(kept: FillContents?, band: ClosedRange<Double>?, shade: (Point) -> Color?)
        /// A line of text, measured once (cells draw no shadow: `DrawingContext.drawText`).
        case text(TextLine, centeredAt: Point, color: Color, bold: Bool)
        case outline(filled: Bool)
        case pattern(String)
    }

    /// One question a drawing asked of its context, with its answer.
    enum Answer: Equatable {
        case pixelSize(Double)
        case textRow(centeredAt: Point, Int?)
        case textRoom(centeredAt: Point, Int)
    }

    /// `view`'s drawing, recorded as it draws into `context`. What an earlier record of it kept
    /// is kept on, in the order drawn: its shaded pixels (a fill's storage, and its pixels while
    /// their key holds) and its lines of text measured; a view drawn again each frame of a
    /// pulse allocates nothing for them.
    init(of view: View, in context: DrawingContext, displayVersion: Int, after previous: DrawnContent?) {
        self.view = view
        self.displayVersion = displayVersion
        bounds = context.bounds
        mode = context.mode
        operations.reserveCapacity(previous?.operations.count ?? 0)
        view.draw(in: Recorder(content: self, context: context, previous: previous?.operations ?? []))
    }

    /// How many times its fills' kept pixels were shaded (for tests).
    var shadings: Int {
        operations.reduce(0) { sum, operation in
            if case .shade(let kept?, _, _) = operation { sum + kept.shadings } else { sum }
        }
    }

    /// Whether the record is what `view`'s drawing would do in `context` now: drawn for it at
    /// this display version, bounds and mode, and every question it asked answered the same.
    func isValid(for view: View, displayVersion: Int, in context: DrawingContext) -> Bool {
        guard self.view === view, self.displayVersion == displayVersion, bounds == context.bounds,
              mode == context.mode else { return false }
        for answer in answers {
            switch answer {
            case .pixelSize(let size): if context.pixelSize != size { return false }
            case .textRow(let point, let row): if context.textRow(centeredAt: point) != row { return false }
            case .textRoom(let point, let room): if context.textRoom(centeredAt: point) != room { return false }
            }
        }
        return true
    }

    /// Draws the record into `context`, as `draw(in:)` drew it.
    func draw(into context: DrawingContext) {
        for operation in operations {
            switch operation {
            case .fill(let color): context.fill(color)
            case .shade(let kept?, let band, let shade): context.fill(keepingIn: kept, sameAlongRowsWithin: band, shade)
            case .shade(nil, let band, let shade): context.fill(sameAlongRowsWithin: band, shade)
            case .text(let line, let point, let color, let bold):
                context.drawText(line, centeredAt: point, color: color, bold: bold)
            case .outline(let filled): context.strokeOutline(filled: filled)
            case .pattern(let pattern): context.fillPattern(pattern)
            }
        }
    }

    /// What a view draws with while it is recorded: every question answered as the context it
    /// is recorded for answers it, and noted; every drawing kept.
    private struct Recorder: GraphicsContext {
        let content: DrawnContent
        let context: DrawingContext
        /// The earlier record's operations, whose kept fills and measured lines are taken on.
        let previous: [Operation]

        /// The earlier record's operation at the place this one's next goes.
        private var counterpart: Operation? {
            let index = content.operations.count
            return index < previous.count ? previous[index] : nil
        }

        var bounds: Rect { context.bounds }
        var showsColor: Bool { context.showsColor }

        var pixelSize: Double {
            let size = context.pixelSize
            content.answers.append(.pixelSize(size))
            return size
        }

        func textRow(centeredAt point: Point) -> Int? {
            let row = context.textRow(centeredAt: point)
            content.answers.append(.textRow(centeredAt: point, row))
            return row
        }

        func textRoom(centeredAt point: Point) -> Int {
            let room = context.textRoom(centeredAt: point)
            content.answers.append(.textRoom(centeredAt: point, room))
            return room
        }

        func fill(_ color: Color) { content.operations.append(.fill(color)) }

        func fill(keepingContents: Bool, sameAlongRowsWithin band: ClosedRange<Double>?,
                  _ shade: @escaping (Point) -> Color?) {
            var kept: FillContents?
            if keepingContents {
                if case .shade(let earlier?, _, _) = counterpart { kept = earlier } else { kept = FillContents() }
            }
            content.operations.append(.shade(kept: kept, band: band, shade: shade))
        }

        func drawText(_ text: String, centeredAt point: Point, color: Color, bold: Bool, shadow: Color?) {
            let line: TextLine
            if case .text(let earlier, _, _, _) = counterpart, earlier.text == text { line = earlier } else { line = TextLine(text) }
            content.operations.append(.text(line, centeredAt: point, color: color, bold: bold))
        }

        func strokeOutline(filled: Bool) { content.operations.append(.outline(filled: filled)) }
        func fillPattern(_ pattern: String) { content.operations.append(.pattern(pattern)) }
    }
}

/// The drawings a renderer keeps, one a view, and how many times it had a view draw.
final class DrawnContents {
    private var contents: [ObjectIdentifier: DrawnContent] = [:]
    /// How many times a view's `draw(in:)` was called: once a display version, a bounds, a
    /// mode, or an answer changed.
    private(set) var draws = 0

    /// `view`'s drawing for `context`: the kept one while it is valid, else drawn again.
    func content(of view: View, displayVersion: Int, in context: DrawingContext) -> DrawnContent {
        let id = ObjectIdentifier(view)
        let kept = contents[id]
        if let kept, kept.isValid(for: view, displayVersion: displayVersion, in: context) { return kept }
        draws += 1
        let drawn = DrawnContent(of: view, in: context, displayVersion: displayVersion,
                                 after: kept?.view === view ? kept : nil)
        contents[id] = drawn
        return drawn
    }

    /// The drawing kept of `view`, if any (for tests).
    func content(of view: View) -> DrawnContent? {
        contents[ObjectIdentifier(view)].flatMap { $0.view === view ? $0 : nil }
    }

    /// Lets go of the drawings of views no longer among `layers`, once they are many: a view
    /// gone or hidden is drawn again should it come back.
    func keep(only layers: [Rasterizer.Layer]) {
        guard contents.count > 2 * layers.count + 8 else { return }
        let shown = Set(layers.map { ObjectIdentifier($0.view) })
        contents = contents.filter { shown.contains($0.key) && $0.value.view != nil }
    }
}
