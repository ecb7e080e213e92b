/// UIView-style blocks: the changes made in a block become animations of what is shown, with
/// the block's timing, or an inner block's inherited from the block around it.
extension Animator {
    /// Animates the changes `changes` makes to views, as UIView's
    /// `animate(withDuration:delay:options:animations:completion:)`: each property set in the block
    /// takes its new model value at once, and what is shown moves to it over `duration`.
    ///
    /// A block inside another block takes the outer one's timing unless `options` say otherwise
    /// (`overrideInheritedDuration`, `overrideInheritedCurve`, `overrideInheritedOptions`).
    ///
    /// - Parameters:
    ///   - duration: Seconds on the animator's local clock; not a positive finite number, the
    ///     changes apply at once.
    ///   - delay: Seconds before it begins; negative or not finite, none.
    ///   - curve: How progress follows time.
    ///   - options: UIKit's animation options (`beginFromCurrentState`, `repeat`, `autoreverse`,
    ///     the `overrideInherited…` options).
    ///   - repeatCount: How many times it plays, fractions allowed; 0 plays once, and `repeat` in
    ///     `options` plays forever.
    ///   - changes: The changes to animate, made at once.
    ///   - completion: Run from `advance(to:)` when the last of the block's animations stops, with
    ///     whether they ran to their end (false when replaced or removed).
    public func animate(withDuration duration: Double = defaultDuration, delay: Double = 0,
                        curve: TimingCurve = .easeInOut, options: AnimationOptions = [],
                        repeatCount: Double = 0,
                        animations changes: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let own = AnimationTiming(
            beginTime: localTime + (delay.isFinite ? max(0, delay) : 0),
            duration: Self.playable(duration) ? duration : 0, curve: curve,
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
    static func playable(_ duration: Double) -> Bool {
        duration > 0 && duration.isFinite
    }

    /// Called by a view whose model value changed. Inside a block the change becomes an
    /// animation at once, as UIKit adds one when the property is set: so with nested blocks the
    /// change made last wins, whichever block made it. With animations off
    /// (`setAnimationsEnabled(false)`, asked at each change, as UIKit asks when a property is
    /// set) the change applies at once, in a block begun while they were on too. Outside a
    /// block, the model simply changes and running animations go on showing their values.
    func viewDidChange(_ view: View, _ property: AnimatableProperty, from old: AnimatableValue, to new: AnimatableValue) {
        guard let block = recording.last else { return }
        let track = BlockTrack(view: view, property: property)
        let shown = shownBeforeBlocks[track] ?? presentationValue(of: view, property) ?? old
        shownBeforeBlocks[track] = shown
        guard block.timing.duration > 0, areAnimationsEnabled else {
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
}

/// A block being recorded, and the animations its changes have started.
final class PendingBlock {
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
struct BlockTrack: Hashable {
    let view: ObjectIdentifier
    let property: AnimatableProperty

    init(view: View, property: AnimatableProperty) {
        self.view = ObjectIdentifier(view)
        self.property = property
    }
}
