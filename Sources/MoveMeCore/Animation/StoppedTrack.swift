/// The animator's note that an animation of one property stopped, kept for an inspector. The
/// view's type name, not the view: the history must not keep views alive.
struct StoppedTrack {
    let viewTypeName: String
    let property: AnimatableProperty
    let key: String?
    let finished: Bool
    /// Real time (the animator's `currentTime`) when it stopped.
    let time: Double
}
