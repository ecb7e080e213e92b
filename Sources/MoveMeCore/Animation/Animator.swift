/// Runs the animations of one window, driven by time passed in: nothing here reads a clock.
///
/// `animate(withDuration:…)` works as UIView's: properties set in the block take their new model
/// values at once, and each change becomes an animation of what is shown the moment it is made,
/// under the property's key path (`AnimatableProperty.keyPath`), so a new block animation of a
/// property replaces the running one, which stops with `finished == false`. A block inside
/// another block inherits its timing unless told not to (the `overrideInherited…` options); of
/// an outer and an inner block's changes to one property, the one made last wins.
/// `add(_:to:…forKey:)` works as CALayer.add(_:forKey:): an explicit animation that leaves the
/// model alone and replaces only the animation with the same key; a nil key never replaces.
/// Where several animations drive one property, the one added last is shown.
/// Completion handlers run from `advance(to:)`, at the exact time their animations end, so a
/// chained animation starts where the previous one stopped whatever the frame rate.
///
/// Its animations run on their own clock, `localTime`: the time passed in run through a
/// `Timebase` at `speed`, as the animations of a layer run at the layer's CAMediaTiming speed.
/// Slowing it (the Simulator's Slow Animations) stretches every animation, delays and chained
/// completions included, without a jump; touches and tap counting keep to the time passed in.
///
/// Bad numbers never poison the model: a duration that is not a positive finite number applies
/// the change at once; a negative or non-finite delay is no delay; a negative or NaN repeat
/// count plays once; a non-finite time is ignored.
public final class Animator {
    /// UIView's default duration of a block animation: 0.2 s.
    public static let defaultDuration = 0.2
    /// The iOS Simulator's Slow Animations: a tenth of real speed.
    public static let slowAnimationsSpeed = 0.1
    /// How many stopped animations `recentlyStopped` keeps.
    public static let historyCapacity = 8

    /// The latest time passed in: real time, the clock touches use.
    public private(set) var currentTime: Double
    /// The animations' own time: `currentTime` as `timebase` reads it.
    public private(set) var localTime: Double
    /// The window's clock for everything that moves with its animations: a dynamic animator
    /// follows the same speed by advancing to `localTime` (or `timebase.localTime(at:)`).
    public private(set) var timebase: Timebase
    var animations: [Animation] = []
    /// The last animations to stop, one entry per property, for an inspector: kept in place, so
    /// it costs nothing per frame.
    private(set) var recentlyStopped = RingBuffer<StoppedAnimation>(capacity: historyCapacity)
    /// The blocks being recorded, innermost last: view changes become animations of the top one.
    var recording: [PendingBlock] = []
    /// Handlers due at the current time: blocks with nothing to animate, replaced animations.
    var dueCompletions: [CompletionGroup] = []
    /// What each property the blocks being recorded have changed showed before the outermost
    /// block began. Nothing is drawn while blocks record, so for every block of a nest that is
    /// the current state, as UIKit's presentation layer changes only when the transaction
    /// commits: an inner block that begins from the current state must not read an outer
    /// block's animation, which has not been shown yet.
    var shownBeforeBlocks: [BlockTrack: AnimatableValue] = [:]
    /// Will-start handlers of delegated blocks, by local begin time (`animate(_:delegate:…)`).
    private var pendingStarts: [(time: Double, handler: () -> Void)] = []

    /// Whether blocks animate, as UIView's `areAnimationsEnabled`: off, a block's changes apply
    /// at once and its completion runs with `finished == true`. Explicit animations
    /// (`add(_:to:…)`) are not affected, as Core Animation's are not.
    ///
    /// Each change asks it when it is made, so switching it inside a block changes the block's
    /// later changes only; and it stays as set, a block's end does not set it back, as UIKit's
    /// "affects only those animations that are submitted after it is called" (the programming
    /// guide has animations back when the block is committed; UIKit does not).
    public private(set) var areAnimationsEnabled = true

    /// Forgets the stopped animations kept for an inspector (a memory warning).
    func forgetStoppedAnimations() {
        recentlyStopped.removeAll()
    }

    /// UIView's `setAnimationsEnabled(_:)`: on or off until it is called again
    /// (`performWithoutAnimation` for a part of a block).
    public func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

    /// An animator whose clocks both read `time` (0 if it is not finite), at speed 1.
    public init(time: Double = 0) {
        currentTime = time.isFinite ? time : 0
        localTime = currentTime
        timebase = Timebase(time: currentTime)
    }

    /// How fast animations run, as the window layer's CAMediaTiming speed: 1 is real time,
    /// `slowAnimationsSpeed` ten times slower, 0 stopped. A change takes effect at `currentTime`
    /// (advance to the present first) and is continuous: what is shown does not jump. A speed
    /// that is negative or not finite is ignored.
    public var speed: Double {
        get { timebase.speed }
        set { timebase.setSpeed(newValue, at: currentTime) }
    }

    /// Whether anything is animating or waiting to complete: a front end draws frames while so.
    /// Stopped (speed 0), nothing moves, so there is nothing to draw until the speed changes.
    public var isAnimating: Bool {
        ((!animations.isEmpty || !pendingStarts.isEmpty) && speed > 0) || !dueCompletions.isEmpty
    }

    // MARK: Time

    /// Runs time forward to `time` (real time; the animations' clock follows at `speed`).
    /// Animations that end on the way complete at their own end time, in order, and what their
    /// handlers start begins then; while a handler runs, `currentTime` is the real time of
    /// that end.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        let target = max(currentTime, time)
        // Read again after each handler, which may have changed the speed.
        var localTarget: Double { max(localTime, timebase.localTime(at: target)) }
        var steps = 0
        while steps < 10_000 {
            steps += 1
            flushDueCompletions()
            // The animation that ends first, found once (the times of all of them, listed to
            // find the least, were an array made and freed every frame).
            let first = animations.min(by: { $0.timing.endTime < $1.timing.endTime })
            if runDueStart(before: first?.timing.endTime ?? .infinity, upTo: localTarget, target: target) { continue }
            guard let next = first, next.timing.endTime <= localTarget else { break }
            localTime = max(localTime, next.timing.endTime)
            currentTime = min(target, max(currentTime, timebase.hostTime(at: localTime)))
            for property in Array(next.tracks.keys) { stopTrack(property, of: next, finished: true) }
            animations.removeAll { $0.tracks.isEmpty }
        }
        flushDueCompletions()
        currentTime = target
        localTime = localTarget
    }

    // MARK: Private

    /// Registers a will-start handler for local time `time` (run by the next `advance`).
    func scheduleStart(at time: Double, _ handler: @escaping () -> Void) {
        pendingStarts.append((time, handler))
    }

    /// Runs the earliest will-start handler due by `localTarget`, if it is not later than the
    /// next animation's end (`end`): a block starts before anything that ends with it stops.
    private func runDueStart(before end: Double, upTo localTarget: Double, target: Double) -> Bool {
        guard let index = pendingStarts.indices.min(by: { pendingStarts[$0].time < pendingStarts[$1].time }),
              pendingStarts[index].time <= localTarget, pendingStarts[index].time <= end else { return false }
        let start = pendingStarts.remove(at: index)
        localTime = max(localTime, start.time)
        currentTime = min(target, max(currentTime, timebase.hostTime(at: localTime)))
        start.handler()
        return true
    }

    func start(_ animation: Animation) {
        if let key = animation.key { stopAnimation(forKey: key, of: animation.view) }
        animation.completion.retain()
        animations.append(animation)
    }

    /// Stops, unfinished, the view's animation with this key: something new replaces it.
    func stopAnimation(forKey key: String, of view: View) {
        removeAnimations { $0.view === view && $0.key == key }
    }

    func stopTrack(_ property: AnimatableProperty, of animation: Animation, finished: Bool) {
        guard animation.tracks.removeValue(forKey: property) != nil else { return }
        recentlyStopped.append(StoppedAnimation(viewTypeName: animation.view.typeName, key: animation.key,
                                                property: property, finished: finished, time: currentTime))
        // One track cut short makes the whole block unfinished, even if the others run on.
        if !finished { animation.completion.markUnfinished() }
        if animation.tracks.isEmpty, animation.completion.release() {
            dueCompletions.append(animation.completion)
        }
    }

    private func flushDueCompletions() {
        while !dueCompletions.isEmpty {
            let group = dueCompletions.removeFirst()
            group.handler?(group.finished)
        }
    }
}
