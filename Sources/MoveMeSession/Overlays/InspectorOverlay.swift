
/// The inspector's panel beside or below the scene, while the configuration shows it: made
/// again whenever what it reports changes (`InspectorPanel`).
enum InspectorOverlay: Overlay {
    static func inputs(of session: Session) -> InspectorPanel? {
        session.inspectorPanel
    }

    static func draw(_ panel: InspectorPanel, on plane: inout PlaneCells, style: OverlayStyle) {
        panel.draw(on: &plane, depth: style.depth, strings: style.strings)
    }
}
