import MoveMeCore
import MoveMeStrings
import MoveMeRendering
import MoveMeDynamics

/// The inspector's panel for a snapshot, placed beside or below the scene. Made only while the
/// configuration shows it, from a snapshot taken for a frame the loop draws anyway: the
/// inspector wakes nothing up.
public enum Inspector {
    /// The panel for this model on a screen of this size, its touch log `logScrolledBack`
    /// entries back from the newest (the wheel's).
    public static func panel(model: ModelSnapshot, dynamics: DynamicsSnapshot? = nil, editing: EditingSnapshot? = nil,
                             columns: Int, rows: Int, logScrolledBack: Int = 0, strings: Strings = Strings(.english)) -> InspectorPanel {
        let placement = InspectorPlacement.choose(columns: columns, rows: rows)
        let area = InspectorPanel.textArea(of: placement, columns: columns, rows: rows)
        let report = area.map { InspectorReport.report(model: model, dynamics: dynamics, editing: editing, columns: $0.width,
                                                       rows: $0.height, logScrolledBack: logScrolledBack, strings: strings) }
        return InspectorPanel(placement: placement, lines: report?.lines ?? [], logScrollLimit: report?.logScrollLimit ?? 0)
    }
}
