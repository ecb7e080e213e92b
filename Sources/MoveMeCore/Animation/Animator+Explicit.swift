/// Core Animation-style explicit animations: added under a key, which a later one replaces,
/// and removed by key, by view or by subtree.
extension Animator {
    /// Adds an explicit animation of `tracks` on `view` with one timing (a CAAnimationGroup of
    /// animations that share the group's duration), as CALayer.add(_:forKey:): it replaces the
    /// view's animation with the same key, which stops with `finished == false`; with a nil key
    /// it replaces nothing. An animation of a property already animating under another key runs
    /// beside it, and the one added last is shown. The model values are not touched; set them
    /// yourself, as MoveMe does, so the view rests there when the animation ends. Without a
    /// curve it runs linearly, as a CAAnimation with no timing function does.
    ///
    /// - Parameters:
    ///   - tracks: What the animation does to each property, from progress 0 to 1.
    ///   - view: The view whose presentation it animates.
    ///   - duration: Seconds on the animator's local clock; not a positive finite number, it
    ///     completes at once.
    ///   - curve: How progress follows time; linear by default.
    ///   - key: The animation's key: a later one under the same key replaces it.
    ///   - completion: Run when it stops, with whether it ran to its end.
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

    /// Stops every animation of a view where it is; they complete with `finished == false`.
    public func removeAllAnimations(of view: View) {
        removeAnimations { $0.view === view }
    }

    /// Stops the animations of a view and of every view under it: a subtree leaving its window.
    public func removeAllAnimations(inTreeOf root: View) {
        removeAnimations { $0.view.isDescendant(of: root) }
    }

    func removeAnimations(where matches: (Animation) -> Bool) {
        for animation in animations where matches(animation) {
            for property in Array(animation.tracks.keys) { stopTrack(property, of: animation, finished: false) }
        }
        animations.removeAll { $0.tracks.isEmpty }
    }
}
