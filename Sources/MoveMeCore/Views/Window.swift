/// The root of a view tree, as UIWindow. It owns the animator that runs its views' animations,
/// so nothing about animation is global.
open class Window: View {
    /// Runs the animations of every view in the window, on the time passed in.
    public let animator: Animator
    /// The touches this window delivered lately and what they did, for an inspector.
    public let touchLog = TouchLog()
    /// The window's next responder; set by the touch dispatcher that feeds it. Weak: the
    /// application outlives its windows, not the reverse.
    public weak var application: Application?
    /// The dispatcher that feeds it (set by the dispatcher): a view that leaves the window has
    /// its touches cancelled there.
    weak var touchDispatcher: TouchDispatcher?
    /// The undo manager of every view in this window, as UIWindow's.
    private let windowUndoManager: UndoManager

    /// A window covering `frame`, whose views animate on `animator` and register their edits
    /// with `undoManager` (an application's gives its menu titles in the user's language).
    public init(frame: Rect, animator: Animator = Animator(), undoManager: UndoManager = UndoManager()) {
        self.animator = animator
        windowUndoManager = undoManager
        super.init(frame: frame)
    }

    open override var window: Window? { self }

    /// A window is the window of its own tree wherever it is put: its subtree never moves.
    override func attach(toWindow window: Window?, moved: inout [View]) {}
    override func treeWillMove(toWindow window: Window?) {}

    /// A window's next responder is the application (nil for a window no dispatcher feeds).
    open override var next: Responder? { application }

    open override var undoManager: UndoManager? { windowUndoManager }

    /// A new size hides the edit menu shown in it, tells the root view controller (the
    /// device turning: before the views follow), then lays out as any view does.
    override func boundsSizeDidChange(from old: Rect) {
        application?.menuController.windowDidChangeSize(self)
        rootViewController?.viewWillTransition(to: bounds.size)
        super.boundsSizeDidChange(from: old)
    }

    /// The view controller whose view fills the window, as UIWindow's: set, the views in the
    /// window are taken out (their controllers told they disappear), and the controller's view
    /// is put in, the window's size and following it (`Window+RootViewController`).
    public var rootViewController: ViewController? {
        get { installedRoot }
        set { install(rootViewController: newValue) }
    }
    var installedRoot: ViewController?

    /// Its touch log's and its animator's histories go; an inspector fills them again from the
    /// next touch and the next animation to stop.
    open override func didReceiveMemoryWarning() {
        touchLog.removeAll()
        animator.forgetStoppedAnimations()
    }

    // MARK: First responder

    /// The responder that gets keys, motion and edit actions first; nil when there is none, or
    /// when the one there was has left this window.
    public internal(set) var firstResponder: Responder? {
        get {
            guard let responder = weakFirstResponder else { return nil }
            if let view = responder as? View, view.window !== self { return nil }
            return responder
        }
        set { weakFirstResponder = newValue }
    }
    private weak var weakFirstResponder: Responder?

    // MARK: Focus

    /// The view the keyboard's focus is on (`Window+Focus`), as UIFocusSystem's focused item;
    /// nil when there is none, or when the one there was has left this window or was hidden.
    public internal(set) var focusedView: View? {
        get {
            guard let view = weakFocusedView, view.window === self else { return nil }
            return view
        }
        set { weakFocusedView = newValue }
    }
    private weak var weakFocusedView: View?

    // MARK: Events

    /// The touches gesture recognizers watch whose views are not done with them: a
    /// recognizer's change of state between events may cancel them in their view, or let what
    /// was held back through (`Window+GestureRecognizers`).
    var gestureTouches: [Touch] = []
    /// Above 0 while recognizers see an event or change state together: the window settles
    /// their touches once, after.
    var gestureChangeDepth = 0

    /// Delivers an event's changed touches to the views they belong to (fixed when each
    /// began): for each phase in turn, each view gets its touches of that phase in one set, in
    /// the order of their fingers. Stationary touches are in `event.allTouches` only. Gesture
    /// recognizers watching a touch see it first, and what they decide changes what its view
    /// gets (`GestureRecognizer`).
    open func sendEvent(_ event: Event) {
        hideEditMenu(forTouchesIn: event)
        touchLog.eventBegan()
        // One touch (a drag's every report): its view gets the event's own set, without the
        // sorting and grouping below, which would make the same set after three arrays. A
        // touch recognizers watch goes their way.
        if event.touches.count == 1, let touch = event.touches.first, touch.gestures == nil {
            touchLog.touchDelivered(touch)
            if let view = touch.view { deliver(event.touches, phase: touch.phase, to: view, with: event) }
            return
        }
        let touches = event.touches.sorted { $0.finger < $1.finger }
        for touch in touches { touchLog.touchDelivered(touch) }
        if touches.contains(where: { $0.gestures != nil }) {
            deliver(recognizersSee(event, touches), with: event)
        } else {
            deliver(touches.map { ($0, $0.phase) }, with: event)
        }
    }

    /// Delivers each touch in the phase given with it, for each phase in turn, each view its
    /// touches of that phase in one set. The phase given is the touch's own, or one the
    /// recognizers decided (a cancel, or a began held back), which the touch shows while its
    /// view is told. A touch cancelled while the event is delivered (a view removed its view
    /// from the window) has had its cancel, and gets nothing more.
    func deliver(_ deliveries: [(touch: Touch, phase: TouchPhase)], with event: Event) {
        let carried = deliveries.map(\.touch.phase)
        func unchanged(_ index: Int) -> Bool { deliveries[index].touch.phase == carried[index] }
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            var views: [View] = []
            var indices: [[Int]] = []
            for index in deliveries.indices where deliveries[index].phase == phase && unchanged(index) {
                guard let view = deliveries[index].touch.view else { continue }
                if let at = views.firstIndex(where: { $0 === view }) {
                    indices[at].append(index)
                } else {
                    views.append(view)
                    indices.append([index])
                }
            }
            for (view, group) in zip(views, indices) {
                let live = group.filter(unchanged)  // none cancelled by a view before
                guard !live.isEmpty else { continue }
                for index in live { deliveries[index].touch.phase = phase }
                deliver(Set(live.map { deliveries[$0].touch }), phase: phase, to: view, with: event)
                for index in live where deliveries[index].touch.phase == phase { deliveries[index].touch.phase = carried[index] }
            }
        }
    }

    private func deliver(_ touches: Set<Touch>, phase: TouchPhase, to view: View, with event: Event) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}
