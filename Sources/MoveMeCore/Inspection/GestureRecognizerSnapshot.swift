/// One gesture recognizer of a view, as plain data for an inspector: what kind it is and where
/// it is in recognizing.
public struct GestureRecognizerSnapshot: Equatable, Sendable {
    /// Its class: "TapGestureRecognizer", "PanGestureRecognizer", …
    public var kind: String
    /// Its state now.
    public var state: GestureRecognizer.State
    /// Whether it is enabled.
    public var isEnabled: Bool

    /// A snapshot from its values.
    public init(kind: String, state: GestureRecognizer.State, isEnabled: Bool = true) {
        self.kind = kind
        self.state = state
        self.isEnabled = isEnabled
    }

    init(_ recognizer: GestureRecognizer) {
        self.init(kind: recognizer.typeName, state: recognizer.state, isEnabled: recognizer.isEnabled)
    }
}
