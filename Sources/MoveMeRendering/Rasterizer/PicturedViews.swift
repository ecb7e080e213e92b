import MoveMeCore

/// Views a terminal draws as images of their own (kitty's graphics, sixel), which the cells
/// then leave out whole, their subviews with them: the image lies over the cells and holds the
/// views' text itself, drawn with a real font.
public struct PicturedViews: Equatable, Sendable {
    /// The views, by identity (a few: the placard, the squares, the tiles).
    public var views: [ObjectIdentifier]

    /// No view pictured: the cells draw everything, as on every terminal without images.
    public init(views: [ObjectIdentifier] = []) {
        self.views = views
    }

    public var isEmpty: Bool { views.isEmpty }

    func contains(_ view: View) -> Bool {
        !views.isEmpty && views.contains(ObjectIdentifier(view))
    }
}
