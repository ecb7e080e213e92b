import MoveMeCore
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
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

    /// The panel for this model on a screen of this size; nil while closed.
    public func panel(model: ModelSnapshot, dynamics: DynamicsSnapshot? = nil, editing: EditingSnapshot? = nil,
                      columns: Int, rows: Int, strings: Strings = Strings(.english)) -> InspectorPanel? {
        guard let placement = placement(columns: columns, rows: rows) else { return nil }
        let area = InspectorPanel.textArea(of: placement, columns: columns, rows: rows)
        let lines = area.map { InspectorReport.lines(model: model, dynamics: dynamics, editing: editing,
                                                             columns: $0.width, rows: $0.height, strings: strings) }
        return InspectorPanel(placement: placement, lines: lines ?? [])
    }
}
