/// How a view's content, drawn at one size, is shown in bounds of another, as
/// UIView.ContentMode: a view draws once, and a later change of its bounds stretches or places
/// what it drew instead of drawing again, unless the mode is `redraw`.
public enum ContentMode: Sendable, CaseIterable {
    /// Stretched to the new bounds on each axis (UIKit's default).
    case scaleToFill
    /// Scaled evenly to fit inside the bounds, centred: the whole content shows, with room on
    /// one axis.
    case scaleAspectFit
    /// Scaled evenly to cover the bounds, centred: the content may reach outside them (cut off
    /// only if the view `clipsToBounds`).
    case scaleAspectFill
    /// Drawn again at the new size: a change of the bounds' size calls `setNeedsDisplay`.
    case redraw
    /// Unscaled, centred, or held to an edge or corner.
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content drawn in `drawn` lands in `bounds` (both in the view's own coordinates):
    /// the rectangle it fills there.
    public func placement(of drawn: Size, in bounds: Rect) -> Rect {
        let w = drawn.width, h = drawn.height
        func centred(_ size: Size) -> Rect {
            Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return centred(Size(width: w * s, height: h * s))
        case .center: return centred(drawn)
        case .top: return Rect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom: return Rect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left: return Rect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right: return Rect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        case .topLeft: return Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
        case .topRight: return Rect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
        case .bottomLeft: return Rect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
        case .bottomRight: return Rect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
        }
    }

    /// The map from the coordinates the content was drawn in (`drawn`) to the view's current
    /// ones: the identity while the two agree. nil when the content had no area (nothing to
    /// show).
    public func contentTransform(drawnIn drawn: Rect, bounds: Rect) -> AffineTransform? {
        if drawn == bounds { return .identity }
        guard drawn.width > 0, drawn.height > 0 else { return nil }
        let target = placement(of: drawn.size, in: bounds)
        return AffineTransform(translationX: -drawn.minX, y: -drawn.minY)
            .concatenating(AffineTransform(scaleX: target.width / drawn.width, y: target.height / drawn.height))
            .concatenating(AffineTransform(translationX: target.minX, y: target.minY))
    }
}
