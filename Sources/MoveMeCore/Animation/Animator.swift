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
    private(set) var animations: [Animation] = []
    /// The last animations to stop, one entry per property, for an inspector: kept in place, so
    /// it costs nothing per frame.
    private(set) var recentlyStopped = RingBuffer<StoppedAnimation>(capacity: historyCapacity)
    /// The blocks being recorded, innermost last: view changes become animations of the top one.
    private var recording: [PendingBlock] = []
    /// Handlers due at the current time: blocks with nothing to animate, replaced animations.
    private var dueCompletions: [CompletionGroup] = []
    /// What each property the blocks being recorded have changed showed before the outermost
    /// block began. Nothing is drawn while blocks record, so for every block of a nest that is
    /// the current state, as UIKit's presentation layer changes only when the transaction
    /// commits: an inner block that begins from the current state must not read an outer
    /// block's animation, which has not been shown yet.
    private var shownBeforeBlocks: [BlockTrack: AnimatableValue] = [:]
    /// Will-start handlers of delegated blocks, by local begin time (`animate(_:delegate:…)`).
    private var pendingStarts: [(time: Double, handler: () -> Void)] = []

    /// Whether blocks animate, as UIView's `areAnimationsEnabled`: off, a block's changes apply
    /// at once and its completion runs with `finished == true`. Explicit animations
    /// (`add(_:to:…)`) are not affected, as Core Animation's are not.
    public private(set) var areAnimationsEnabled = true

    /// Forgets the stopped animations kept for an inspector (a memory warning).
    func forgetStoppedAnimations() {
        recentlyStopped.removeAll()
    }

    /// UIView's `setAnimationsEnabled(_:)`.
    public func setAnimationsEnabled(_ enabled: Bool) {
        areAnimationsEnabled = enabled
    }

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

    // MARK: UIView-style blocks

    public func animate(withDuration duration: Double = defaultDuration, delay: Double = 0,
                        curve: TimingCurve = .easeInOut, options: AnimationOptions = [],
                        repeatCount: Double = 0,
                        animations changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let own = AnimationTiming(
            beginTime: localTime + (delay.isFinite ? max(0, delay) : 0),
            duration: Self.playable(duration) && areAnimationsEnabled ? duration : 0, curve: curve,
            repeatCount: options.contains(.repeat) ? .infinity : (repeatCount >= 0 ? repeatCount : 0),
            autoreverses: options.contains(.autoreverse))
        let (timing, resolved) = recording.last.map { Self.inherit(own, options, from: $0) } ?? (own, options)
        let block = PendingBlock(timing: timing, options: resolved, completion: CompletionGroup(handler: completion))
        // The block holds its handler back until it is recorded: an inner block may replace the
        // only animation it has started so far, and it may start more after that.
        block.completion.retain()
        recording.append(block)
        changes()
        recording.removeLast()
        if recording.isEmpty { shownBeforeBlocks.removeAll(keepingCapacity: true) }
        if block.completion.release() {
            // Nothing left animating (nothing to animate, a duration of 0, or all replaced).
            dueCompletions.append(block.completion)
        }
    }

    /// A block inside `outer` runs as part of it, as in UIKit: it takes the outer block's begin
    /// time and duration, its curve, and its repeat, autoreverse and begin-from-current-state,
    /// except where its own options say to keep its own.
    private static func inherit(_ own: AnimationTiming, _ options: AnimationOptions,
                                from outer: PendingBlock) -> (AnimationTiming, AnimationOptions) {
        var timing = own, resolved = options
        if !options.contains(.overrideInheritedDuration) {
            timing.beginTime = outer.timing.beginTime
            timing.duration = outer.timing.duration
        }
        if !options.contains(.overrideInheritedCurve) {
            timing.curve = outer.timing.curve
        }
        if !options.contains(.overrideInheritedOptions) {
            timing.repeatCount = outer.timing.repeatCount
            timing.autoreverses = outer.timing.autoreverses
            resolved.subtract([.repeat, .autoreverse])
            resolved.formUnion(outer.options.intersection([.beginFromCurrentState, .repeat, .autoreverse]))
        }
        return (timing, resolved)
    }

    /// Whether a duration makes an animation: positive and finite.
    private static func playable(_ duration: Double) -> Bool {
        duration > 0 && duration.isFinite
    }

    /// Called by a view whose model value changed. Inside a block the change becomes an
    /// animation at once, as UIKit adds one when the property is set: so with nested blocks the
    /// change made last wins, whichever block made it. Outside, the model simply changes and
    /// running animations go on showing their values.
    func viewDidChange(_ view: View, _ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        guard let block = recording.last else { return }
        let track = BlockTrack(view: view, property: property)
        let shown = shownBeforeBlocks[track] ?? presentationValue(of: view, property) ?? old
        shownBeforeBlocks[track] = shown
        guard block.timing.duration > 0 else {
            // An instant change replaces whatever was animating the property.
            stopAnimation(forKey: property.keyPath, of: view)
            return
        }
        var from = old
        if let earlier = block.takeBack(property, of: view) {
            // Set twice in one block: one animation, from the first old value.
            animations.removeAll { $0 === earlier.animation }
            if case let .basic(first, _) = earlier.track { from = first }
        } else if block.options.contains(.beginFromCurrentState) {
            from = shown
        }
        let animation = Animation(view: view, key: property.keyPath, timing: block.timing,
                                  tracks: [property: .basic(from: from, to: new)], completion: block.completion)
        start(animation)
        block.started[track] = animation
    }

    // MARK: Core Animation-style explicit animations

    /// Adds an explicit animation of `tracks` on `view` with one timing (a CAAnimationGroup of
    /// animations that share the group's duration), as CALayer.add(_:forKey:): it replaces the
    /// view's animation with the same key, which stops with `finished == false`; with a nil key
    /// it replaces nothing. An animation of a property already animating under another key runs
    /// beside it, and the one added last is shown. The model values are not touched; set them
    /// yourself, as MoveMe does, so the view rests there when the animation ends. Without a
    /// curve it runs linearly, as a CAAnimation with no timing function does.
    public func add(_ tracks: [AnimatableProperty: AnimationTrack], to view: View, duration: Double,
                    curve: TimingCurve = .linear, forKey key: String? = nil,
                    completion: ((Bool) -> Void)? = nil) {
        let group = CompletionGroup(handler: completion)
        guard Self.playable(duration), !tracks.isEmpty else {
            if let key { stopAnimation(forKey: key, of: view) }
            dueCompletions.append(group)
            return
        }
        let timing = AnimationTiming(beginTime: localTime, duration: duration, curve: curve)
        start(Animation(view: view, key: key, timing: timing, tracks: tracks, completion: group))
    }

    /// The keys of a view's running animations, oldest first (block animations are under their
    /// property's key path).
    public func animationKeys(of view: View) -> [String] {
        animations.compactMap { $0.view === view ? $0.key : nil }
    }

    /// Stops the view's animation with this key where it is; it completes with `finished == false`.
    public func removeAnimation(forKey key: String, of view: View) {
        stopAnimation(forKey: key, of: view)
    }

    /// What a property of a view shows now, if an animation drives it.
    public func presentationValue(of view: View, _ property: AnimatableProperty) -> AnimatableValue? {
        for animation in animations.reversed() where animation.view === view {
            if let value = animation.value(of: property, at: localTime) { return value }
        }
        return nil
    }

    /// Stops every animation of a view where it is; they complete with `finished == false`.
    public func removeAllAnimations(of view: View) {
        removeAnimations { $0.view === view }
    }

    /// Stops the animations of a view and of every view under it: a subtree leaving its window.
    public func removeAllAnimations(inTreeOf root: View) {
        removeAnimations { $0.view.isDescendant(of: root) }
    }

    private func removeAnimations(where matches: (Animation) -> Bool) {
        for animation in animations where matches(animation) {
            for property in Array(animation.tracks.keys) { stopTrack(property, of: animation, finished: false) }
        }
        animations.removeAll { $0.tracks.isEmpty }
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

    private func start(_ animation: Animation) {
        if let key = animation.key { stopAnimation(forKey: key, of: animation.view) }
        animation.completion.retain()
        animations.append(animation)
    }

    /// Stops, unfinished, the view's animation with this key: something new replaces it.
    private func stopAnimation(forKey key: String, of view: View) {
        removeAnimations { $0.view === view && $0.key == key }
    }

    private func stopTrack(_ property: AnimatableProperty, of animation: Animation, finished: Bool) {
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

    func applyPresentation(of view: View, to shown: inout Presentation) {
        for animation in animations where animation.view === view {
            for (property, track) in animation.tracks {
                let value = track.value(at: animation.timing.progress(at: localTime))
                switch (property, value) {
                case let (.center, .point(p)): shown.center = p
                case let (.bounds, .rect(r)): shown.bounds = r
                case let (.transform, .transform(t)): shown.transform = t
                case let (.alpha, .scalar(a)): shown.alpha = a
                case let (.backgroundColor, .color(c)): shown.backgroundColor = c
                default: break
                }
            }
        }
    }
}

/// A block being recorded, and the animations its changes have started.
private final class PendingBlock {
    let timing: AnimationTiming
    let options: AnimationOptions
    let completion: CompletionGroup
    var started: [BlockTrack: Animation] = [:]

    init(timing: AnimationTiming, options: AnimationOptions, completion: CompletionGroup) {
        self.timing = timing
        self.options = options
        self.completion = completion
    }

    /// This block's animation of a view's property, if it still runs, taken off its track
    /// quietly (the block sets the property again): it is not replaced, so not unfinished.
    func takeBack(_ property: AnimatableProperty, of view: View) -> (animation: Animation, track: AnimationTrack)? {
        guard let animation = started.removeValue(forKey: BlockTrack(view: view, property: property)),
              let track = animation.tracks.removeValue(forKey: property) else { return nil }
        _ = completion.release()  // the block's own hold keeps it from reaching zero
        return (animation, track)
    }
}

/// One property of one view, as a block animates it.
private struct BlockTrack: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty

    init(view: View, property: AnimatableProperty) {
        self.view = ObjectIdentifier(view)
        self.property = property
    }
}
