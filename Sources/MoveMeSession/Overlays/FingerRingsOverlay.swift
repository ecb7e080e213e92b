
/// A ring (○) at each finger down while more than the pointer's is (`FingerRings`).
enum FingerRingsOverlay: Overlay {
    static func inputs(of session: Session) -> [FingerRings.Ring]? {
        session.rings.isEmpty ? nil : session.rings
    }

    static func draw(_ rings: [FingerRings.Ring], on plane: inout PlaneCells, style: OverlayStyle) {
        FingerRings.draw(rings, on: &plane, depth: style.depth)
    }
}
