/// The values a view shows, which differ from its model values while an animation runs.
public struct Presentation: Equatable, Sendable {
    /// The centre shown.
    public var center: Point
    /// The bounds shown.
    public var bounds: Rect
    /// The transform shown.
    public var transform: AffineTransform
    /// The opacity shown.
    public var alpha: Double
    /// The background colour shown.
    public var backgroundColor: Color?
}
