import MoveMeCore
import MoveMeDynamics
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// Which overlays show, and their layer for the screen's size, made again only when one of
/// them comes, goes or changes, or the size changes.
public struct Overlays {
    public let depth: ColorDepth
    /// The texts in the user's language, the same for the whole run (so not among `Inputs`).
    public var strings = Strings(.english)
    public var showsHint: Bool { didSet { inputsSet = true } }
    /// "? help" in the corner once the hint has gone (not with --no-hint, which asks for a
    /// bottom row with nothing on it).
    public let showsHelpCorner: Bool
    public var showsHelp = false { didSet { inputsSet = true } }
    /// The bottom row's text in a scene that has a caption (`Caption.text`); nil in MoveMe.
    public var caption: String? { didSet { if caption != oldValue { inputsSet = true } } }
    /// The scene's own lines for the help (`Scene.help`).
    public var sceneHelp: [HelpLine] = [] { didSet { inputsSet = true } }
    /// The help box's title, naming the scene (`HelpBox.title(for:)`).
    public var helpTitle = HelpBox.title { didSet { inputsSet = true } }
    /// The scene's items for the hint (`Scene.hint`).
    public var sceneHint: [String] = [] { didSet { inputsSet = true } }
    /// The inspector, beside or below the scene; nil while it is closed.
    public var inspector: InspectorPanel? { didSet { inputsSet = true } }
    /// The fingers down, as rings over the scene (`FingerRings`); none while only the pointer is.
    public var fingers: [FingerRings.Ring] = [] { didSet { if fingers != oldValue { inputsSet = true } } }
    /// The speed of animations: below 1, a badge on the scene says "slow animations".
    public var animationSpeed = 1.0 { didSet { inputsSet = true } }
    /// The shake's question ("Undo Paste?"), modal while it shows; nil when none waits.
    public var undoQuestion: UndoConfirmation? { didSet { inputsSet = true } }
    /// A short notice over the scene's bottom row (a refused paste), for a few seconds.
    public var notice: String? { didSet { inputsSet = true } }
    private var cached: (inputs: Inputs, layer: OverlayLayer)?
    /// Whether an input was set since the last layer (the caption and the rings, which the
    /// session sets every frame, only when they changed): while none was, the layer is the
    /// last one, with no `Inputs` made and compared (every array and string of them retained,
    /// copied and released, every frame of MoveMe, for the same layer).
    private var inputsSet = true
    /// The layer before the cached one, when the cached one is an edit of it: the next edit
    /// brings it up to date in place (`OverlayLayer.catchUp(to:)`) instead of copying the cached
    /// one, which the screen still holds (two layers taking turns).
    private var spare: OverlayLayer?
    /// The caption's scalars the last edit found, for the next edit's comparison.
    private var captionScalars: Caption.Scalars?

    /// Everything the layer is drawn from.
    private struct Inputs: Equatable {
        var showsHint: Bool, showsHelp: Bool, caption: String?, sceneHelp: [HelpLine], helpTitle: String, sceneHint: [String], inspector: InspectorPanel?, animationSpeed: Double
        var fingers: [FingerRings.Ring]
        var undoQuestion: UndoConfirmation?, notice: String?
        var columns: Int, rows: Int
    }

    public init(depth: ColorDepth, showsHint: Bool) {
        self.depth = depth
        self.showsHint = showsHint
        showsHelpCorner = showsHint
    }

    /// A scene's caption takes the bottom row of the scene's part of the screen from the hint;
    /// the inspector has the rest of the screen; the help goes over everything. The help says
    /// everything the hint does, so with both only the help is drawn.
    public mutating func layer(columns: Int, rows: Int) -> OverlayLayer {
        // Read in place: binding `cached` would copy (retain and release) all of it.
        if !inputsSet, cached?.inputs.columns == columns, cached?.inputs.rows == rows, let layer = cached?.layer { return layer }
        inputsSet = false
        let inputs = Inputs(showsHint: showsHint, showsHelp: showsHelp, caption: caption, sceneHelp: sceneHelp, helpTitle: helpTitle, sceneHint: sceneHint, inspector: inspector,
                      animationSpeed: animationSpeed, fingers: fingers, undoQuestion: undoQuestion, notice: notice,
                      columns: columns, rows: rows)
        if let cached, cached.inputs == inputs { return cached.layer }
        if let cached, let layer = edited(cached.layer, from: cached.inputs, to: inputs) {
            (spare, self.cached) = (cached.layer, (inputs, layer))
            return layer
        }
        spare = nil
        var layer = OverlayLayer(columns: columns, rows: rows)
        let scene = inspector?.placement.scene(columns: columns, rows: rows) ?? (columns: columns, rows: rows)
        if animationSpeed != 1 {
            InspectorPanel.drawSlowBadge(on: &layer, sceneColumns: scene.columns, speed: animationSpeed, depth: depth,
                                         strings: strings)
        }
        inspector?.draw(on: &layer, depth: depth, strings: strings)
        FingerRings.draw(fingers, on: &layer, depth: depth)
        // A short room's bottom row is the program's, as a caption's is (`Layout.shortRows`):
        // a placard taller than the rows above it is cut there, not drawn under the hint.
        let ownsRow = Layout.reservesBottomRow(roomRows: scene.rows, showsCaption: false)
        if ownsRow {
            layer.put(String(repeating: " ", count: scene.columns), column: 0, row: scene.rows - 1,
                      style: Style(foreground: .white, background: .black))
        }
        if let caption {
            Caption.draw(caption, on: &layer, depth: depth, columns: scene.columns, rows: scene.rows)
        } else if showsHint && !showsHelp {
            Hint.draw(on: &layer, depth: depth, gestures: sceneHint, columns: scene.columns, rows: scene.rows, strings: strings,
                      ownsRow: ownsRow)
        } else if showsHelpCorner && !showsHelp {
            Hint.drawCorner(on: &layer, depth: depth, columns: scene.columns, rows: scene.rows, strings: strings,
                            ownsRow: ownsRow)
        }
        if let notice { Caption.draw(notice, on: &layer, depth: depth, columns: scene.columns, rows: scene.rows) }
        if showsHelp { HelpBox.draw(on: &layer, depth: depth, scene: sceneHelp, title: helpTitle, strings: strings) }
        if let undoQuestion { UndoAlert.draw(undoQuestion, on: &layer, depth: depth, strings: strings) }
        cached = (inputs, layer)
        return layer
    }

    /// The last layer edited in place into the one `inputs` draw, when only the fingers' rings
    /// and a caption's words changed and nothing else is drawn: the rings moved in their
    /// places (they are put first) and the caption's changed characters put again. The same
    /// layer as drawing it anew, and the screen then compares only the cells changed. Nil when
    /// it cannot be (anything else changed or shows, rings that meet each other or the bar).
    private mutating func edited(_ last: OverlayLayer, from old: Inputs, to inputs: Inputs) -> OverlayLayer? {
        var unchanged = old
        (unchanged.fingers, unchanged.caption) = (inputs.fingers, inputs.caption)
        // The rings are the layer's first cells only if none met another or the bar's row.
        func apart(_ rings: [FingerRings.Ring]) -> Bool {
            for (number, ring) in rings.enumerated() {
                guard ring.row >= 0, ring.row < inputs.rows - 1, ring.column >= 0, ring.column < inputs.columns,
                      !rings[..<number].contains(where: { $0.column == ring.column && $0.row == ring.row }) else { return false }
            }
            return true
        }
        guard unchanged == inputs, inputs.inspector == nil, inputs.animationSpeed == 1, inputs.notice == nil,
              !inputs.showsHelp, inputs.undoQuestion == nil, let caption = inputs.caption, let oldCaption = old.caption,
              old.fingers.count == inputs.fingers.count, apart(old.fingers), apart(inputs.fingers) else { return nil }
        // The layer before `last`, which nothing else holds now, brought up to it: no copy.
        var layer: OverlayLayer
        if var older = spare.take(), older.catchUp(to: last) { layer = older } else { layer = last.editing() }
        guard layer.replaceLeading(with: FingerRings.cells(inputs.fingers, depth: depth)),
              let scalars = Caption.redraw(caption, over: &layer, of: oldCaption, kept: captionScalars.take(), depth: depth,
                                           columns: inputs.columns, rows: inputs.rows)
        else { return nil }
        captionScalars = scalars
        return layer
    }
}
