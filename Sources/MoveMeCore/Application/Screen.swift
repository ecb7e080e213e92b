/// The screen an application's windows are on, as UIScreen: its bounds in points. In a
/// terminal it is the room the front end gives the application, a cell one point wide and two
/// tall (`Scene.frame(columns:rows:)`), so that points are about square.
public struct Screen: Equatable, Sendable {
    /// The screen's rectangle, its origin at zero.
    public var bounds: Rect

    public init(bounds: Rect = .zero) {
        self.bounds = bounds
    }
}
