import MoveMeCore
import MoveMeDynamics

/// The loop's side of the inspector: whether it is open, how it shares the screen with the
/// scene, and its panel for a snapshot. The panel is made only while it is open, from a
/// snapshot taken for a frame the loop draws anyway: the inspector wakes nothing up.
public struct Inspector {
    public var isShown: Bool

    public init(isShown: Bool) {
        self.isShown = isShown
    }

    /// Where the panel goes on a screen of this size; nil while it is closed.
    public func placement(columns: Int, rows: Int) -> InspectorPlacement? {
        isShown ? InspectorPlacement.choose(columns: columns, rows: rows) : nil
    }

    /// The scene's part of the screen: all of it while the inspector is closed or steps aside.
    public func sceneSize(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        placement(columns: columns, rows: rows)?.scene(columns: columns, rows: rows) ?? (columns, rows)
    }

    /// The panel for this model on a screen of this size; nil while closed.
    public func panel(model: ModelSnapshot, dynamics: DynamicsSnapshot? = nil, columns: Int, rows: Int) -> InspectorPanel? {
        guard let placement = placement(columns: columns, rows: rows) else { return nil }
        let area = InspectorPanel.textArea(of: placement, columns: columns, rows: rows)
        let lines = area.map { InspectorReport.lines(model: model, dynamics: dynamics, columns: $0.width, rows: $0.height) }
        return InspectorPanel(placement: placement, lines: lines ?? [])
    }

    /// A pointer cell as the scene sees it. A press outside the scene (on the panel) is no
    /// touch: nil. A drag or release outside is held at the scene's edge, as a finger stops at
    /// the edge of the glass.
    public func sceneCell(column: Int, row: Int, isPress: Bool, columns: Int, rows: Int) -> (column: Int, row: Int)? {
        let scene = sceneSize(columns: columns, rows: rows)
        let inside = column < scene.columns && row < scene.rows
        if isPress && !inside { return nil }
        return (min(column, max(0, scene.columns - 1)), min(row, max(0, scene.rows - 1)))
    }
}
