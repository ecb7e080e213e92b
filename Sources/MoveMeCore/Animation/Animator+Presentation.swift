/// What the animations show: one property's value, or a view's every value in place of its
/// model's.
extension Animator {
    /// What a property of a view shows now, if an animation drives it.
    public func presentationValue(of view: View, _ property: AnimatableProperty) -> AnimatableValue? {
        for animation in animations.reversed() where animation.view === view {
            if let value = animation.value(of: property, at: localTime) { return value }
        }
        return nil
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
