import MoveMeCore

/// Views a terminal draws as images of their own (kitty's graphics, sixel), which the cells
/// then leave out: with `keepsText`, only their text is drawn as cells (for an image under the
/// terminal's text); without, nothing of them (kitty's and sixel's images lie over the cells
/// and hold the text themselves). Their subviews go with them.
public struct PicturedViews: Equatable, Sendable {
    /// The views, by identity (a few: the placard, the squares, the tiles).
    public var views: [ObjectIdentifier]
    public var keepsText: Bool

    /// No view pictured: the cells draw everything, as on every terminal without images.
    public init(views: [ObjectIdentifier] = [], keepsText: Bool = true) {
        self.views = views
        self.keepsText = keepsText
    }

    public var isEmpty: Bool { views.isEmpty }

    func contains(_ view: View) -> Bool {
        !views.isEmpty && views.contains(ObjectIdentifier(view))
    }
}
