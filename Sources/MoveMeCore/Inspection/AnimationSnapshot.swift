/// One running animation of one property, as plain data. A group (the bounce) shows as one
/// snapshot per property, under the same key.
public struct AnimationSnapshot: Equatable, Sendable {
    /// The animated view's place in `ModelSnapshot.views`.
    public var viewIndex: Int?
    /// The animated view's type name ("PlacardView").
    public var viewTypeName: String
    /// The key it was added under: a block animation's is its property's key path.
    public var key: String?
    /// The property; `property.keyPath` is Core Animation's name for it.
    public var property: AnimatableProperty
    /// Where it goes from and to; for keyframes, the ends of the segment playing now.
    public var from: AnimatableValue
    /// Where it goes to.
    public var to: AnimatableValue
    /// What it shows now.
    public var value: AnimatableValue
    /// For keyframes, the segment playing now.
    public var segment: KeyframeSegment?
    /// `curve.name`, or the control points (`curve.description`).
    public var curve: TimingCurve
    /// How much has played, 0...1, in time (not eased): for a progress bar.
    public var progress: Double
    /// In animation time (real time at speed 1).
    public var duration: Double
    /// False while it waits out its delay.
    public var hasBegun: Bool

    /// A snapshot from its values.
    public init(viewIndex: Int?, viewTypeName: String, key: String?, property: AnimatableProperty,
                from: AnimatableValue, to: AnimatableValue, value: AnimatableValue, segment: KeyframeSegment? = nil,
                curve: TimingCurve, progress: Double, duration: Double, hasBegun: Bool = true) {
        self.viewIndex = viewIndex
        self.viewTypeName = viewTypeName
        self.key = key
        self.property = property
        self.from = from
        self.to = to
        self.value = value
        self.segment = segment
        self.curve = curve
        self.progress = progress
        self.duration = duration
        self.hasBegun = hasBegun
    }

    /// The track of `property` in `animation` at the animator's time `time`.
    init(_ animation: Animation, _ property: AnimatableProperty, _ track: AnimationTrack, at time: Double,
         viewIndex: Int?) {
        let eased = animation.timing.progress(at: time)
        let from: AnimatableValue, to: AnimatableValue
        var segment: KeyframeSegment?
        switch track {
        case let .basic(first, last):
            (from, to) = (first, last)
        case let .keyframes(values, _):
            if let position = track.keyframePosition(at: eased) {
                (from, to) = (values[position.segment], values[position.segment + 1])
                segment = KeyframeSegment(number: position.segment + 1, count: values.count - 1)
            } else {
                (from, to) = (track.value(at: 0), track.value(at: 1))
            }
        }
        self.init(viewIndex: viewIndex, viewTypeName: animation.view.inspectionName, key: animation.key,
                  property: property, from: from, to: to, value: track.value(at: eased), segment: segment,
                  curve: animation.timing.curve, progress: animation.timing.fractionPlayed(at: time),
                  duration: animation.timing.duration, hasBegun: time >= animation.timing.beginTime)
    }
}
