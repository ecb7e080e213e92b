import MoveMeRendering

/// One frame, as a value, in the manner of bubbletea's `View` and ratatui's `Buffer`: what the
/// terminal is to show, whole, and the little the terminal layer needs to send only what
/// changed. The session makes it (`Session.render()`); the terminal around it compares it with
/// what the terminal shows, once, and writes the difference (MoveMeTUI's `Display`).
///
/// A frame is lent, not kept: its cells are the session's back buffer, shared until the next
/// frame is composed into it. Held past that, they would be copied.
public struct Frame {
    /// The whole screen, composed once: the scene's cells, then each overlay's plane over them
    /// in order. Where a picture lies (`pictures`), the cells show what is under it.
    public let cells: Grid
    /// The cells that may differ from the last frame's: every other cell is as it was. Empty
    /// and of no use when `isNewSize`.
    public let damage: Damage
    /// The first frame, or one of another size than the last: every cell is new.
    public let isNewSize: Bool
    /// The scene's moving views as images, where the terminal draws them, bottom first.
    public let pictures: [PicturePlane]
    /// The size of a cell in the terminal's pixels the pictures were placed for (zero while
    /// there are none).
    public let cellWidth: Int, cellHeight: Int
    /// What the session wants of the terminal's modes.
    public let modes: TerminalModes
    /// What making this frame asked of the world (a copy a delayed perform made, due as the
    /// frame's time came), in order.
    public let effects: [Effect]

    /// A frame of `cells`, of which those `damage` names may differ from the last frame's (all
    /// of them when `isNewSize`).
    public init(cells: Grid, damage: Damage, isNewSize: Bool, pictures: [PicturePlane] = [], cellWidth: Int = 0,
                cellHeight: Int = 0, modes: TerminalModes = TerminalModes(), effects: [Effect] = []) {
        self.cells = cells
        self.damage = damage
        self.isNewSize = isNewSize
        self.pictures = pictures
        (self.cellWidth, self.cellHeight) = (cellWidth, cellHeight)
        self.modes = modes
        self.effects = effects
    }

    /// Which cells may have changed since the last frame: the scene's, as the renderer found
    /// them (in its order), then those an overlay's plane changed (each once, in the screen's
    /// order). A cell may be named in both.
    public struct Damage: Sendable {
        /// The scene's cells that differ from its last frame's (the renderer's own list, lent).
        public let scene: [CellPosition]
        /// The screen's indices (row × columns + column) an overlay came to, changed on, or left.
        public let planes: [Int]

        public init(scene: [CellPosition], planes: [Int]) {
            self.scene = scene
            self.planes = planes
        }

        /// Each cell named, as a screen index, in order: the scene's, then the planes'.
        @inlinable
        public func forEachIndex(columns: Int, _ body: (Int) -> Void) {
            for position in scene { body(position.row * columns + position.column) }
            for index in planes { body(index) }
        }

        /// No damage.
        public static let none = Damage(scene: [], planes: [])
    }
}
