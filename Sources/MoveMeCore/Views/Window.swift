/// The root of a view tree, as UIWindow. It owns the animator that runs its views' animations,
/// so nothing about animation is global.
open class Window: View {
    public let animator: Animator
    /// The touches this window delivered lately and what they did, for an inspector.
    public let touchLog = TouchLog()

    public init(frame: Rect, animator: Animator = Animator()) {
        self.animator = animator
        super.init(frame: frame)
    }

    open override var window: Window? { self }

    /// A window is the window of its own tree wherever it is put: its subtree never moves.
    override func attach(toWindow window: Window?, moved: inout [View]) {}
    override func treeWillMove(toWindow window: Window?) {}

    /// A window has no superview; its next responder would be the application, which handles
    /// nothing, so touches that reach it go nowhere.
    open override var next: Responder? { nil }

    /// Delivers an event's touches to the views they belong to (fixed when each began).
    open func sendEvent(_ event: Event) {
        for touch in event.touches {
            touchLog.touchDelivered(touch)
            guard let view = touch.view else { continue }
            switch touch.phase {
            case .began: view.touchesBegan([touch], with: event)
            case .moved: view.touchesMoved([touch], with: event)
            case .ended: view.touchesEnded([touch], with: event)
            case .cancelled: view.touchesCancelled([touch], with: event)
            case .stationary: break
            }
        }
    }
}
