import MoveMeScenes

/// The help box over everything, while it is open (modal: `Session.showsHelp`).
enum HelpOverlay: Overlay {
    struct Inputs: Equatable {
        let sceneHelp: [HelpLine]
        let title: String
    }

    static func inputs(of session: Session) -> Inputs? {
        guard session.showsHelp else { return nil }
        return Inputs(sceneHelp: session.sceneHelp,
                      title: HelpBox.title(for: session.configuration.scene, in: session.configuration.scenes))
    }

    static func draw(_ inputs: Inputs, on plane: inout PlaneCells, style: OverlayStyle) {
        HelpBox.draw(on: &plane, depth: style.depth, scene: inputs.sceneHelp, title: inputs.title, strings: style.strings,
                     keys: style.keys)
    }
}
