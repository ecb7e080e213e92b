import MoveMeCore
import MoveMeStrings
/// The background of the touches scene: the three tiles side by side in slots, a swipe on it
/// slides them along, and the caption says what the last gesture did.
///
/// Multi-touch, so a finger pinned on the background does not keep the pointer from swiping.
public final class TouchesView: View {
    public static let background = Color(white: 0.2)
    /// How long the tiles take to slide to their new slots.
    public static let slideDuration = 0.3
    /// Short enough that the bottom row keeps the program's keys beside it at 80 columns; the
    /// help says the rest (double-click, pinned fingers).
    public static let hint = "touches: drag, Alt-drag, click, swipe"

    /// In `TileKind` order.
    public let tiles: [TileView]
    /// Which slot, left to right, each tile has (by tile index).
    public private(set) var slots: [Int]
    /// What the last gesture did; until one does, the hint in the application's language.
    public var caption: String { said ?? strings[.touchesHint] }
    private var said: String?
    private var swipes: [ObjectIdentifier: SwipeTracker] = [:]
    /// The bounds' size at the last layout: only a change of it lays the tiles out again.
    private var laidOutSize: Size?
    /// Each tile's placement (by tile index), and where the last layout put it: a tile found
    /// there has not moved since, and is laid out from the same placement again.
    private var placements: [(placement: TilePlacement, laidOut: (center: Point, size: Size))?]

    public init(frame: Rect, doubleTapInterval: Double = TapCounter.standardInterval) {
        tiles = TileKind.allCases.map { TileView(kind: $0, doubleTapInterval: doubleTapInterval) }
        slots = Array(tiles.indices)
        placements = Array(repeating: nil, count: tiles.count)
        super.init(frame: frame)
        backgroundColor = Self.background
        isMultipleTouchEnabled = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for tile in tiles { addSubview(tile) }
    }

    public func tile(_ kind: TileKind) -> TileView { tiles[kind.rawValue] }

    /// Sets the caption.
    public func say(_ text: String) {
        said = text
    }

    /// A pinned finger (the right button's: finger 2 on, `PinnedFingers`) landed or lifted, on
    /// `tile` or on the background: the caption says so, as it says what every other gesture
    /// did. A pin never moves, so nothing else would.
    func sayPin(_ touch: Touch, on tile: TileView?, down: Bool) {
        guard touch.finger >= PinnedFingers.firstFinger else { return }
        let finger = String(touch.finger)
        if let tile {
            say(strings.format(down ? .touchesSaidPinned : .touchesSaidLifted, finger, strings[tile.kind.nameKey]))
        } else {
            say(strings.format(down ? .touchesSaidPinnedBackground : .touchesSaidLiftedBackground, finger))
        }
    }

    // MARK: Layout

    /// A tile's size for this screen: about a third of the width less a margin, and under half
    /// the height, in whole cells (a cell is 1 point wide and 2 tall), even both ways so that
    /// a tile centred on a whole point has its edges on cell edges.
    public var tileSize: Size {
        let width = max(4, min(20, ((bounds.width / 3 - 6) / 2).rounded(.down) * 2))
        let height = max(4, min(16, (bounds.height * 0.45 / 2).rounded(.down) * 2))
        return Size(width: width, height: height)
    }

    /// The centre of slot `slot` (0 to 2, left to right).
    public func slotCenter(_ slot: Int) -> Point { Self.slotCenter(slot, onBoard: bounds.size) }

    /// The same on a board of size `board`.
    static func slotCenter(_ slot: Int, onBoard board: Size) -> Point {
        Point(x: (board.width * Double(2 * slot + 1) / 6).rounded(), y: (board.height / 4).rounded() * 2)
    }

    /// The first layout puts the tiles in their slots. A new size then keeps every tile where
    /// it was, in proportion (`TilePlacement`): in its slot, in its slot; dropped elsewhere, at
    /// the same share of the width and height; held by a finger (a drag, a pinch, a pin), under
    /// the finger, whose gesture goes on from there. Each keeps its pinch and turn, and takes
    /// the new tile size. (The inspector opened and closed, or a terminal resized, used to put
    /// every tile back in its slot at ×1, 0°, and a held one away from its finger.)
    public override func layoutSubviews() {
        guard bounds.size != laidOutSize else { return }
        let old = laidOutSize
        laidOutSize = bounds.size
        let size = tileSize
        for (index, tile) in tiles.enumerated() {
            // An animation under way (a slide, a spring back) ends where it was going.
            window?.animator.removeAllAnimations(of: tile)
            guard let old else {
                tile.transform = .identity
                tile.bounds.size = size
                tile.center = slotCenter(slots[index])
                placements[index] = nil
                tile.restartGesture()
                continue
            }
            let placement: TilePlacement
            if let kept = placements[index], kept.laidOut.center == tile.center, kept.laidOut.size == tile.bounds.size {
                placement = kept.placement
            } else {
                placement = TilePlacement(board: old, center: tile.center, size: tile.bounds.size)
            }
            let slot = slots[index]
            let finger = tile.touches.first?.location(in: self)
            tile.bounds.size = size
            tile.center = placement.center(onBoard: bounds.size, size: size, finger: finger, transform: tile.transform,
                                           slot: (Self.slotCenter(slot, onBoard: placement.board), slotCenter(slot)))
            placements[index] = (placement, (tile.center, size))
            tile.restartGesture()
        }
    }

    /// Back to the start: slots in order, tiles in order (the exclusive one in front), the hint.
    func reset() {
        slots = Array(tiles.indices)
        for tile in tiles { bringSubviewToFront(tile) }
        laidOutSize = nil
        setNeedsLayout()
        said = nil
        swipes.removeAll()
        resetContents()
    }

    // MARK: Editing: the first responder tile's edit menu (TouchesView+Editing)

    public override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        canPerformEditAction(action)
    }

    public override func perform(_ action: EditAction, withSender sender: Any?) {
        performEditAction(action)
    }

    // MARK: Swipe

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            swipes[ObjectIdentifier(touch)] = SwipeTracker(start: touch.location(in: self))
            sayPin(touch, on: nil, down: true)
        }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            guard let direction = swipes[id]?.touchMoved(to: touch.location(in: self)) else { continue }
            slide(direction)
            touch.window.touchLog.report(strings.format(.logSwipe, strings[direction == .left ? .directionLeft : .directionRight]),
                                         for: touch)
        }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        for touch in touches {
            swipes[ObjectIdentifier(touch)] = nil
            sayPin(touch, on: nil, down: false)
        }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        for touch in touches { swipes[ObjectIdentifier(touch)] = nil }
    }

    /// Every tile moves one slot that way (the last comes round to the first), animated; a
    /// tile a finger holds takes its new slot but stays under the finger.
    public func slide(_ direction: SwipeDirection) {
        let step = direction == .right ? 1 : tiles.count - 1
        slots = slots.map { ($0 + step) % tiles.count }
        window?.animator.animate(withDuration: Self.slideDuration, options: .beginFromCurrentState) {
            for (index, tile) in tiles.enumerated() where tile.touches.isEmpty {
                tile.center = slotCenter(slots[index])
            }
        }
        say(strings.format(.touchesSaidSwipe, strings[direction == .left ? .directionLeft : .directionRight]))
    }
}
