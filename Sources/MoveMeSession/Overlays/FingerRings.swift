import MoveMeCore
import MoveMeScenes
import MoveMeRendering
import MoveMeTerminal

/// The fingers down, drawn as rings over the scene while more than the pointer's is down (a
/// pinned finger, the mirrored second finger, and then the pointer's too), as the iOS
/// Simulator draws its two circles while Option is held. A lone pointer draws nothing: MoveMe
/// looks as it always did.
public enum FingerRings {
    /// One finger's ring: its cell in the scene, and whether it is pinned (stationary until a
    /// right-click lifts it).
    public struct Ring: Equatable, Sendable {
        public var column: Int
        public var row: Int
        public var isPinned: Bool

        public init(column: Int, row: Int, isPinned: Bool) {
            self.column = column
            self.row = row
            self.isPinned = isPinned
        }
    }

    static let moving: Character = "○"
    static let pinned: Character = "◎"

    /// The rings for the touches in flight (`locations`, by finger, in window points), those
    /// that fall inside the scene's `columns` × `rows`.
    public static func rings(_ locations: [(finger: Int, location: Point, isPinned: Bool)],
                             columns: Int, rows: Int) -> [Ring] {
        guard locations.contains(where: { $0.finger != 0 }) else { return [] }
        return locations.compactMap { finger in
            guard let cell = cell(of: finger.location), cell.column >= 0, cell.row >= 0,
                  cell.column < columns, cell.row < rows else { return nil }
            return Ring(column: cell.column, row: cell.row, isPinned: finger.isPinned)
        }
    }

    /// The cell a window point falls in (`Scene.cell(of:)`, which any scene answers alike).
    private static func cell(of point: Point) -> (column: Int, row: Int)? {
        MoveMeApp.cell(of: point)
    }

    /// Each ring in bold white over the scene's colour (in reverse without colour, so it shows
    /// on a filled tile too); on a letter of a label, the letter in reverse video instead
    /// (`PlaneCells.Item.marksCharacter`): "ordi◎ary" hid the letter the finger was on.
    public static func draw(_ rings: [Ring], on layer: inout PlaneCells, depth: ColorDepth) {
        for ring in cells(rings, depth: depth) {
            layer.put(ring.cell, column: ring.column, row: ring.row, keepsBackground: ring.keepsBackground, marksCharacter: true)
        }
    }

    /// The cells `draw` puts, in order.
    static func cells(_ rings: [Ring], depth: ColorDepth) -> [(cell: Cell, column: Int, row: Int, keepsBackground: Bool)] {
        let style = depth == .monochrome
            ? Style(foreground: .white, background: .black, bold: true, reverse: true)
            : Style(foreground: .white, background: .black, bold: true)
        return rings.map { ring in
            (Cell(String(ring.isPinned ? pinned : moving), style: style), ring.column, ring.row, depth != .monochrome)
        }
    }
}
