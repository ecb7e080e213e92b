/// Something that can handle touches, as UIResponder. What it does not handle it passes to its
/// next responder; for a view that is its superview.
open class Responder {
    public init() {}

    open var next: Responder? { nil }

    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        next?.touchesCancelled(touches, with: event)
    }
}
