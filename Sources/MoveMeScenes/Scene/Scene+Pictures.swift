import MoveMeCore

extension Scene {
    /// The views a terminal that draws images shows as pictures: the things one moves, the
    /// subviews of the scene's content view (MoveMe's placard, the dynamics squares, the
    /// touches tiles, the throw's placard). The content view, a plain background, stays cells,
    /// and so do the overlays.
    public var pictureViews: [View] {
        window.subviews.first?.subviews ?? []
    }

}
