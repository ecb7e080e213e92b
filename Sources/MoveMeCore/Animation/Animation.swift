/// A running animation: one timing, the tracks it drives (one property each) on one view, the
/// key it was added under, and who to tell when it stops. A UIView animation block makes one
/// per property it changes, keyed by the property's key path; an explicit group
/// (CAAnimationGroup) is one with several tracks, under its caller's key or none.
final class Animation {
    let view: View
    /// Another animation added to the same view under the same key replaces this one.
    let key: String?
    let timing: AnimationTiming
    var tracks: [AnimatableProperty: AnimationTrack]
    /// Shared by all the animations one block or group started; told once the last one stops.
    let completion: CompletionGroup

    init(view: View, key: String?, timing: AnimationTiming, tracks: [AnimatableProperty: AnimationTrack],
         completion: CompletionGroup) {
        self.view = view
        self.key = key
        self.timing = timing
        self.tracks = tracks
        self.completion = completion
    }

    func value(of property: AnimatableProperty, at time: Double) -> AnimatableValue? {
        tracks[property]?.value(at: timing.progress(at: time))
    }
}

/// Calls a completion handler once every animation of a block has stopped, with whether all of
/// them ran to the end.
final class CompletionGroup {
    private var pending = 0
    private(set) var finished = true
    let handler: ((Bool) -> Void)?

    init(handler: ((Bool) -> Void)?) {
        self.handler = handler
    }

    func retain() { pending += 1 }

    func markUnfinished() { finished = false }

    /// One animation stopped; true when it was the last.
    func release() -> Bool {
        pending -= 1
        return pending == 0
    }
}
