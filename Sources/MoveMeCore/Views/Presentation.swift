/// The values a view shows, which differ from its model values while an animation runs.
public struct Presentation: Equatable, Sendable {
    public var center: Point
    public var bounds: Rect
    public var transform: AffineTransform
    public var alpha: Double
    public var backgroundColor: Color?
}
