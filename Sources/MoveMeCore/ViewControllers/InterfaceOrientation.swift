/// How the interface stands, as UIInterfaceOrientation reduced to what a terminal can tell:
/// a terminal has no sides to turn to (no landscape left or right, no upside down), only a
/// shape. Wider than tall is landscape.
public enum InterfaceOrientation: Sendable, Equatable {
    /// Taller than wide, or square: the way an iPhone application starts.
    case portrait
    /// Wider than tall.
    case landscape

    /// The orientation of a screen (a window) of `size`, in points.
    public init(size: Size) {
        self = size.width > size.height ? .landscape : .portrait
    }

    /// Whether it is portrait.
    public var isPortrait: Bool { self == .portrait }
    /// Whether it is landscape.
    public var isLandscape: Bool { self == .landscape }
}
