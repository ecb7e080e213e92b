/// A second finger made from the one pointer, as the iOS Simulator does with Option: it is
/// the pointer mirrored about the centre of the view under the pointer when it went down, so
/// dragging pinches and turns (`mirrored`); with Shift too, it keeps its offset from the
/// pointer, so both move together (`together`).
///
/// Pure: it says where the second finger is and what to send the dispatcher (finger 0 is the
/// pointer, `finger` the second one); a front end only chooses the mode from the modifiers.
public struct SecondFinger: Equatable, Sendable {
    /// The second finger's number (the pointer is 0).
    public static let finger = 1

    /// How the second finger follows the pointer.
    public enum Mode: Equatable, Sendable {
        /// Opposite the pointer about `center` (Option-drag).
        case mirrored
        /// At a fixed offset from the pointer (Option-Shift-drag).
        case together
    }

    /// How it follows the pointer now.
    public private(set) var mode: Mode
    /// What the mirror turns about, in window coordinates.
    public private(set) var center: Point
    /// The second finger minus the pointer, in `together` mode.
    public private(set) var offset: Point

    /// A second finger for a pointer at `pointer`, mirrored about `center` or moved with it.
    public init(pointer: Point, center: Point, mode: Mode = .mirrored) {
        self.mode = mode
        self.center = center
        offset = center * 2 - pointer * 2
    }

    /// Mirrored about the centre of the view under `pointer` (the deepest one hit testing
    /// finds; the window's centre when none is).
    public init(pointer: Point, in window: Window, mode: Mode = .mirrored) {
        let center = window.hitTest(pointer).map { window.convert($0.bounds.center, from: $0) } ?? window.bounds.center
        self.init(pointer: pointer, center: center.isFinite ? center : window.bounds.center, mode: mode)
    }

    /// Where the second finger is with the pointer at `pointer`.
    public func location(forPointer pointer: Point) -> Point {
        switch mode {
        case .mirrored: center * 2 - pointer
        case .together: pointer + offset
        }
    }

    /// Changes mode with the pointer at `pointer` (Shift pressed or let go mid-drag): the
    /// second finger stays where it is, and follows the new way from there.
    public mutating func setMode(_ mode: Mode, pointer: Point) {
        let second = location(forPointer: pointer)
        self.mode = mode
        center = (pointer + second) / 2
        offset = second - pointer
    }

    /// Both fingers down, the pointer at `pointer`: one event.
    public func down(pointer: Point) -> [FingerChange] {
        [.down(0, at: pointer), .down(Self.finger, at: location(forPointer: pointer))]
    }

    /// Both fingers move with the pointer: one event.
    public func moved(pointer: Point) -> [FingerChange] {
        [.moved(0, to: pointer), .moved(Self.finger, to: location(forPointer: pointer))]
    }

    /// Both fingers lift: one event.
    public func up(pointer: Point) -> [FingerChange] {
        [.up(0, at: pointer), .up(Self.finger, at: location(forPointer: pointer))]
    }
}
