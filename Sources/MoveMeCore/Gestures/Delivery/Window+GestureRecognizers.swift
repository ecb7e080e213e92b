/// Touches through gesture recognizers, as UIWindow delivers them: "UIGestureRecognizers
/// receive touches before the view to which the touch was hit-tested", and their states decide
/// what that view gets (`TouchGestures`).
extension Window {
    /// A touch began on `touch.view`: the recognizers of that view and of every view above it
    /// that are enabled and whose delegates let them see it are its for the rest of its life.
    /// None: it is delivered as if there were no recognizers.
    func attachRecognizers(to touch: Touch) {
        var found: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizers where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                found.append(recognizer)
            }
            view = current.superview
        }
        guard !found.isEmpty else { return }
        touch.gestures = TouchGestures(recognizers: found)
        gestureTouches.append(touch)
    }

    /// The event goes to the recognizers first, each once with its touches of it, nearest
    /// view's first; then what each touch's view gets is decided, touch by touch.
    func recognizersSee(_ event: Event, _ touches: [Touch]) -> [(touch: Touch, phase: TouchPhase)] {
        var recognizers: [GestureRecognizer] = []
        for touch in touches {
            for reference in touch.gestures?.recognizers ?? [] {
                guard let recognizer = reference.object, !recognizers.contains(where: { $0 === recognizer }) else { continue }
                recognizers.append(recognizer)
            }
        }
        gestureChangeDepth += 1
        for recognizer in recognizers {
            let theirs = touches.filter { $0.gestures?.recognizers.contains { $0.object === recognizer } == true }
            recognizer.receive(event, touches: theirs)
        }
        gestureChangeDepth -= 1
        var deliveries: [(touch: Touch, phase: TouchPhase)] = []
        for touch in touches {
            guard let gestures = touch.gestures else {
                deliveries.append((touch, touch.phase))
                continue
            }
            for phase in gestures.phasesForView(of: touch, inEvent: true) { deliveries.append((touch, phase)) }
        }
        forgetSettledTouches()
        return deliveries
    }

    /// A recognizer changed state outside an event (a timer: a long press began, a double tap
    /// gave up; a recognizer it waited for failed; it was disabled): the touches held back for
    /// recognizers are settled now, at `time`: cancelled in their views, or let through.
    func recognizerDidChangeState(at time: Double) {
        guard gestureChangeDepth == 0, !gestureTouches.isEmpty else { return }
        var deliveries: [(touch: Touch, phase: TouchPhase)] = []
        for touch in gestureTouches {
            guard let gestures = touch.gestures else { continue }
            for phase in gestures.phasesForView(of: touch, inEvent: false) { deliveries.append((touch, phase)) }
        }
        forgetSettledTouches()
        guard !deliveries.isEmpty else { return }
        let touches = Set(deliveries.map(\.touch))
        deliver(deliveries, with: Event(touches: touches, allTouches: touches, timestamp: time))
    }

    /// Touches whose views are done with them, or gone, need no more settling.
    private func forgetSettledTouches() {
        gestureTouches.removeAll { $0.gestures?.viewPhase == .finished || $0.view == nil }
    }
}
