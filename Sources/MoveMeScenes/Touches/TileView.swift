import MoveMeCore
import MoveMeStrings
import MoveMeRendering
/// One tile of the touches scene. It follows the fingers on it: one finger drags it; two (only
/// the multi-touch tile gets two) pinch, turn and move it about their midpoint. A single tap
/// brings it to the front once the double-tap interval has passed with no second tap; a
/// double tap cancels that, and springs the multi-touch tile back to its size.
///
/// It tells its `TouchesView` what each gesture did, for the caption, and the touch log what
/// it did with each touch.
public final class TileView: View {
    public let kind: TileKind
    let taps: TapDisambiguator
    /// Its colour and label (nil: cut or deleted, an empty place), which the edit menu moves
    /// between tiles (TouchesView+Editing).
    public internal(set) var content: TileContent? {
        didSet {
            backgroundColor = content?.color ?? Self.emptyColor
            setNeedsDisplay()
        }
    }
    public static let emptyColor = Color(white: 0.28)
    /// How long the spring back to size takes.
    public static let springBackDuration = 0.3

    /// The fingers on the tile, in the order they landed.
    public private(set) var touches: [Touch] = []
    /// Where each finger began, in the superview's coordinates: a finger that goes further
    /// than a tap's slop is a drag, not a tap.
    private var began: [ObjectIdentifier: Point] = [:]
    private var wandered: Set<ObjectIdentifier> = []
    /// The tile and its fingers when the set of fingers last changed: the gesture is measured
    /// from there.
    private var start: (center: Point, transform: AffineTransform, fingers: [Point])?

    public init(kind: TileKind, doubleTapInterval: Double = TapCounter.standardInterval) {
        self.kind = kind
        taps = TapDisambiguator(interval: doubleTapInterval)
        content = TileContent(kind)
        super.init(frame: .zero)
        backgroundColor = kind.color
        isMultipleTouchEnabled = kind == .multiTouch
        isExclusiveTouch = kind == .exclusive
        // The inspector and the touch log name it as the captions do, not by its class:
        // three "TileView"s did not say which was which.
        accessibilityLabel = kind.name + " tile"
    }

    var board: TouchesView? { superview as? TouchesView }

    /// A double tap makes it first responder, for the edit menu.
    public override var canBecomeFirstResponder: Bool { true }

    /// Tab chooses it for the keys' finger.
    public override var canBecomeFocused: Bool { true }

    // MARK: Touches

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) {
            let id = ObjectIdentifier(touch)
            began[id] = touch.location(in: superview)
            self.touches.append(touch)
            board?.sayPin(touch, on: self, down: true)
            if taps.touchBegan(touch) { report(strings[.logSingleTapCancelled], for: touch) }
            if touch.tapCount == 2 { doubleTap(touch) }
        }
        restartGesture()
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        let moved = Array(touches)
        for (touch, location) in zip(moved, locationsInSuperview(of: moved)) {
            let id = ObjectIdentifier(touch)
            if let from = began[id], !isNear(location, from) { wandered.insert(id) }
        }
        follow()
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            board?.sayPin(touch, on: self, down: false)
            let stayed = !wandered.contains(id) && began[id].map { isNear(touch.location(in: superview), $0) } == true
            if stayed, taps.touchEnded(touch, singleTap: { [weak self] waited in
                self?.singleTap(waited: waited)
            }) {
                report(strings.format(.logSingleTapWaits, strings.decimal(taps.interval, places: 2)), for: touch)
            }
            if touch.tapCount == 2, !wandered.contains(id) { showEditMenu() }
        }
        forget(touches)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        forget(touches)
        if let touch = touches.first { report(strings[.logCancelled], for: touch) }
    }

    // MARK: Gestures

    /// One finger drags; two pinch, turn and move. Measured from `start`, so rounding never
    /// builds up over a long gesture.
    private func follow() {
        guard let start, superview != nil else { return }
        let now = locationsInSuperview(of: touches.prefix(2))
        if now.count == 2, start.fingers.count == 2,
           let change = TwoFingerTransform(from: (start.fingers[0], start.fingers[1]), to: (now[0], now[1])) {
            transform = start.transform.concatenating(change.linear)
            center = change.apply(to: start.center)
            let degrees = strings.decimal(change.rotation * 180 / Double.pi, places: 0)
            board?.say(strings.format(.touchesSaidPinch, strings.decimal(change.scale, places: 2), degrees, strings[kind.nameKey]))
        } else if let finger = now.first, let from = start.fingers.first {
            center = start.center + (finger - from)
            board?.say(strings.format(.touchesSaidDrag, strings[kind.nameKey]))
        }
    }

    /// The fingers changed, or a layout moved the tile under them: the gesture goes on from
    /// where the tile is now.
    func restartGesture() {
        start = touches.isEmpty ? nil
            : (center, transform, locationsInSuperview(of: touches.prefix(2)))
    }

    /// `location(in: superview)` of each touch, with the maps from their window to the root and
    /// from the root to the superview made once for all of them: asked touch by touch, each
    /// walked the superview's geometry up to the root and inverted it (1,600 instructions a
    /// finger, four times a move of two fingers). The same operations on each point, so the
    /// same points.
    func locationsInSuperview<Touches: Collection<Touch>>(of touches: Touches) -> [Point] {
        guard let superview, let window = touches.first?.window, superview !== window,
              touches.allSatisfy({ $0.window === window }) else {
            return touches.map { $0.location(in: superview) }
        }
        let fromWindow = window.toRoot, toSuperview = superview.toRoot.inverted()
        return touches.map { toSuperview?.apply(to: fromWindow.apply(to: $0.locationInWindow)) ?? .unmapped }
    }

    private func forget(_ ended: Set<Touch>) {
        touches.removeAll { ended.contains($0) }
        for touch in ended {
            began[ObjectIdentifier(touch)] = nil
            wandered.remove(ObjectIdentifier(touch))
        }
        restartGesture()
    }

    private func doubleTap(_ touch: Touch) {
        guard kind == .multiTouch else {
            board?.say(strings.format(.touchesSaidNoSingleTap, strings[kind.nameKey]))
            return
        }
        window?.animator.animate(withDuration: Self.springBackDuration, curve: .easeOut, options: .beginFromCurrentState) {
            transform = .identity
        }
        restartGesture()
        board?.say(strings.format(.touchesSaidSpringBack, strings[kind.nameKey]))
        report(strings[.logSpringBack], for: touch)
    }

    /// The single tap, once no second tap came: to the front.
    private func singleTap(waited: Double) {
        superview?.bringSubviewToFront(self)
        board?.say(strings.format(.touchesSaidToFront, strings.decimal(waited, places: 2), strings[kind.nameKey]))
    }

    private func report(_ action: String, for touch: Touch) {
        touch.window.touchLog.report(action, for: touch)
    }

    private func isNear(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= TapCounter.standardSlop.width && abs(a.y - b.y) <= TapCounter.standardSlop.height
    }

    // MARK: Drawing

    public override func draw(in context: any GraphicsContext) {
        let area = context.bounds
        // Its colour is its background's, which the renderer paints under this.
        if !context.showsColor { context.strokeOutline() }
        // Fitted to the tile as it shows (narrow, pinched small, turned): text does not scale
        // with it. (Fitted to its bounds, a tile drawn 4 cells wide kept its labels whole, over
        // its neighbours.) The setting goes where it would share the name's row.
        let nameAt = area.height >= 8 ? Point(x: area.midX, y: area.midY - 2) : area.center
        let settingAt = Point(x: area.midX, y: area.midY + 1)
        let showsSetting = area.height >= 8 && context.textRow(centeredAt: settingAt) != context.textRow(centeredAt: nameAt)
        let lines = labelLines(rooms: (Self.labelRoom(context.textRoom(centeredAt: nameAt)),
                                       showsSetting ? Self.labelRoom(context.textRoom(centeredAt: settingAt)) : 0))
        context.drawText(lines.name, centeredAt: nameAt, color: .white)
        if showsSetting {
            context.drawText(lines.setting, centeredAt: settingAt, color: Color(white: 0.9), bold: false)
        }
    }

    /// The cells a label gets on a row of the tile `cells` wide: a cell clear at each end where
    /// that leaves four or more, all of them (up to four) on a narrower tile, and none below
    /// three, where not even "o…y" would fit.
    static func labelRoom(_ cells: Int) -> Int {
        cells < 3 ? 0 : max(min(cells, 4), cells - 2)
    }

    /// The label and the setting fitted to their rooms and measured, each kept while the label
    /// does not change (`FittedText`): a pinched tile is drawn again every frame, its rooms
    /// changing with its scale and turn.
    private func labelLines(rooms: (name: Int, setting: Int)) -> (name: String, setting: String) {
        let label = content?.label ?? "empty"
        if fitted?.label != label { fitted = (label, FittedText(label), FittedText(kind.setting(strings))) }
        return (fitted!.name.text(room: rooms.name), fitted!.setting.text(room: rooms.setting))
    }

    private var fitted: (label: String, name: FittedText, setting: FittedText)?

    /// Whether the label is kept measured (for tests).
    var hasFittedLabel: Bool { fitted != nil }

    /// Memory is short: the measured label goes; the next drawing measures it again.
    public override func didReceiveMemoryWarning() {
        fitted = nil
    }
}
