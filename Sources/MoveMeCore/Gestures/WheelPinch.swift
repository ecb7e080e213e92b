/// A pinch made of one step of a mouse wheel over a view, as UIKit makes one from a trackpad's
/// pinch for an app that takes no indirect input: two touches a fixed way apart, which spread
/// or close, then lift. They are the pointer's finger and the mirrored second finger about the
/// view's centre (`SecondFinger`, as an Alt-drag makes them), on the line through its centre
/// along its own width, so the view sees what a two-finger pinch gives it, turned not at all.
///
/// Each finger travels `travel` points a step, further than a tap's slop (a point across), so
/// a step is never a tap, nor the first of a double tap, whatever the view's size: the view's
/// scale changes by the step over the fingers' distance, more on a small view, as a real pinch
/// of the same finger movement would.
///
/// Pure: it says what to send the dispatcher, all at one instant.
public enum WheelPinch {
    /// How far each finger moves in a step, in points.
    public static let travel = 1.5
    /// Where the pointer's finger lands, as a share of the view's width left of its centre.
    public static let reach = 0.3

    /// The fingers' changes for one step on `view`, in order: both down, both moved (apart when
    /// `spreading`, else together), both up. Nil when the view is in no window, has no width,
    /// or is too small to close further (a finger would end nearer its centre than `travel`).
    public static func step(on view: View, spreading: Bool) -> [[FingerChange]]? {
        guard let window = view.window else { return nil }
        let bounds = view.bounds
        let center = window.convert(bounds.center, from: view)
        let pointer = window.convert(Point(x: bounds.midX - bounds.width * reach, y: bounds.midY), from: view)
        let radius = pointer.distance(to: center)
        let next = radius + (spreading ? travel : -travel)
        guard radius > 0, radius.isFinite, center.isFinite, next >= travel else { return nil }
        let moved = center + (pointer - center) * (next / radius)
        let fingers = SecondFinger(pointer: pointer, center: center, mode: .mirrored)
        return [fingers.down(pointer: pointer), fingers.moved(pointer: moved), fingers.up(pointer: moved)]
    }
}
