@testable import MoveMeCore

/// A view controller that writes down what it is told, into a log it may share with others,
/// each line its name and the call.
final class RecordingController: ViewController {
    let name: String
    let log: CallLog
    private(set) var loads = 0

    init(_ name: String, log: CallLog = CallLog()) {
        self.name = name
        self.log = log
        super.init()
    }

    private func note(_ call: String) { log.calls.append("\(name) \(call)") }

    override func loadView() {
        loads += 1
        note("loadView")
        view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    }

    override func viewDidLoad() { note("viewDidLoad") }
    override func viewDidUnload() { note("viewDidUnload") }
    override func viewWillAppear(_ animated: Bool) {
        note("viewWillAppear" + (view.window == nil ? " (not yet in the window)" : " (already in a window)"))
    }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear" + (view.window == nil ? " (in no window)" : "")) }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear" + (view.window == nil ? " (in no window)" : "")) }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear" + (view.window == nil ? "" : " (still in a window)")) }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) { note("willMove(toParent: \(parent.map { "\($0)" } ?? "nil"))") }
    override func didMove(toParent parent: ViewController?) { note("didMove(toParent: \(parent.map { "\($0)" } ?? "nil"))") }

    override func viewWillTransition(to size: Size) {
        let laidOut = view.bounds.size == size ? "views already at it" : "views not yet at it"
        note("viewWillTransition(to: \(Int(size.width))x\(Int(size.height))), \(interfaceOrientation), \(laidOut)")
        super.viewWillTransition(to: size)
    }
}

extension RecordingController: CustomStringConvertible {
    var description: String { name }
}

/// The calls of a family of controllers, in order.
final class CallLog {
    var calls: [String] = []
}
