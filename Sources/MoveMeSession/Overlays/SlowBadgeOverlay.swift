import MoveMeScenes

/// The Simulator's Slow Animations, said on the scene's top row: "slow animations ×10".
enum SlowBadgeOverlay: Overlay {
    struct Inputs: Equatable {
        let speed: Double
        let sceneColumns: Int
    }

    static func inputs(of session: Session) -> Inputs? {
        let speed = session.scene.animationSpeed
        return speed == 1 ? nil : Inputs(speed: speed, sceneColumns: session.layout.roomColumns)
    }

    static func draw(_ inputs: Inputs, on plane: inout PlaneCells, style: OverlayStyle) {
        InspectorPanel.drawSlowBadge(on: &plane, sceneColumns: inputs.sceneColumns, speed: inputs.speed,
                                     depth: style.depth, strings: style.strings)
    }
}
