@testable import MoveMeCore

/// A view that writes down the touch phases it is sent, each with the time.
final class PhaseLoggingView: View {
    var phases: [String] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { phases.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { phases.append("cancelled") }
}

/// A recognizer's target: writes down each action it gets, as the name it gave the recognizer
/// and the state the recognizer is in when the action comes.
final class ActionLog {
    var actions: [String] = []
    /// Each action's time, on the run loop.
    var times: [Double] = []
    let runLoop: MoveMeCore.RunLoop
    private var names: [ObjectIdentifier: String] = [:]

    init(runLoop: MoveMeCore.RunLoop) {
        self.runLoop = runLoop
    }

    func handle(_ recognizer: GestureRecognizer) {
        actions.append("\(names[ObjectIdentifier(recognizer)] ?? recognizer.typeName) \(recognizer.state.name)")
        times.append(runLoop.currentTime)
    }

    /// Adds itself as a target of `recognizer`, which it calls `name`.
    func watch(_ recognizer: GestureRecognizer, as name: String) {
        names[ObjectIdentifier(recognizer)] = name
        recognizer.addTarget(self, action: Action("handle:", ActionLog.handle))
    }
}

/// A window with one view that logs its touches, fed by a dispatcher, and the run loop the
/// recognizers' actions wait on: `turn(to:)` is a scene's turn of it.
final class GestureWorld {
    let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
    let view = PhaseLoggingView(frame: Rect(x: 10, y: 10, width: 40, height: 20))
    let dispatcher: TouchDispatcher
    let log: ActionLog
    var runLoop: MoveMeCore.RunLoop { dispatcher.application.runLoop }

    init() {
        window.addSubview(view)
        view.isMultipleTouchEnabled = true
        dispatcher = TouchDispatcher(window: window)
        log = ActionLog(runLoop: dispatcher.application.runLoop)
    }

    /// Attaches `recognizer` to the view, logged as `name`.
    @discardableResult
    func add<Recognizer: GestureRecognizer>(_ recognizer: Recognizer, as name: String, to view: View? = nil) -> Recognizer {
        (view ?? self.view).addGestureRecognizer(recognizer)
        log.watch(recognizer, as: name)
        return recognizer
    }

    /// A scene's turn: the run loop to `time` (the actions queued, the timers due).
    func turn(to time: Double) {
        runLoop.advance(to: time)
    }

    /// The finger down at `point`, a turn first, as a scene turns before each input.
    func down(_ point: Point, at time: Double, finger: Int = 0) {
        turn(to: time)
        dispatcher.fingerDown(finger, at: point, time: time)
    }

    func move(_ point: Point, at time: Double, finger: Int = 0) {
        turn(to: time)
        dispatcher.fingerMoved(finger, to: point, time: time)
    }

    func up(_ point: Point, at time: Double, finger: Int = 0) {
        turn(to: time)
        dispatcher.fingerUp(finger, at: point, time: time)
    }

    /// A tap: down and up at `point`, 0.05 s apart.
    func tap(_ point: Point, at time: Double) {
        down(point, at: time)
        up(point, at: time + 0.05)
    }
}
