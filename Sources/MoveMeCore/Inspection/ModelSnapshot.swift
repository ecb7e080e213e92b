/// The model of one window at one moment, as plain data for an inspector to draw: the view
/// tree with model and presentation values, the running and lately stopped animations, the
/// touch in flight, and the touch log. Value types only; it holds no view.
///
/// Taking one walks the tree and names things; nothing is kept or computed for it while no
/// one asks.
public struct ModelSnapshot: Equatable, Sendable {
    /// Real time, the animator's `currentTime`.
    public var time: Double
    /// The animations' clock (`Animator.localTime`) and its speed (0.1 with slow animations).
    public var animationTime: Double
    /// The animations' speed: 1, or 0.1 with slow animations.
    public var animationSpeed: Double
    /// The window first, then every view depth first, back to front (as they are drawn).
    public var views: [ViewSnapshot]
    /// Oldest first; a group shows one entry per property.
    public var animations: [AnimationSnapshot]
    /// Oldest first, at most `Animator.historyCapacity`.
    public var recentlyStopped: [StoppedAnimation]
    /// Finger 0's touch (the mouse's or the keys'), if it is down.
    public var touch: TouchSnapshot?
    /// Every touch in flight, by finger (refused and stationary ones included).
    public var touches: [TouchSnapshot]
    /// Oldest first.
    public var touchLog: [TouchLogEntry]
    /// How many touches the window has logged, those a memory warning released included.
    public var touchCount: Int
    /// The window's application's state, and the life-cycle calls it made, oldest first
    /// (beside the touch log); nil and empty for a window in no application.
    public var applicationState: Application.State?
    /// The life-cycle calls the application made, oldest first; empty for a window in no
    /// application.
    public var lifeCycleLog: [LifeCycleLogEntry]

    /// `touch` is finger 0's touch (the dispatcher's `activeTouch`), if any; `touches` every
    /// touch in flight (`activeTouches`), which is `touch` alone when not given.
    public init(window: Window, touch: Touch?, touches: [Touch]? = nil) {
        let animator = window.animator
        var tree: [View] = []
        var views: [ViewSnapshot] = []
        func visit(_ view: View, depth: Int) {
            tree.append(view)
            views.append(ViewSnapshot(view, depth: depth,
                                      isAnimating: animator.animations.contains { $0.view === view }))
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(window, depth: 0)
        func index(of view: View?) -> Int? {
            view.flatMap { view in tree.firstIndex { $0 === view } }
        }

        time = animator.currentTime
        animationTime = animator.localTime
        animationSpeed = animator.speed
        self.views = views
        animations = animator.animations.flatMap { animation in
            AnimatableProperty.allCases.compactMap { property in
                animation.tracks[property].map {
                    AnimationSnapshot(animation, property, $0, at: animator.localTime, viewIndex: index(of: animation.view))
                }
            }
        }
        recentlyStopped = animator.recentlyStopped.elements
        self.touch = touch.map { TouchSnapshot($0, viewIndex: index(of: $0.view)) }
        self.touches = (touches ?? touch.map { [$0] } ?? []).map { TouchSnapshot($0, viewIndex: index(of: $0.view)) }
        touchLog = window.touchLog.entries.elements
        touchCount = window.touchLog.touchCount
        applicationState = window.application?.applicationState
        lifeCycleLog = window.application?.lifeCycleLog.entries.elements ?? []
    }
}
