/// Why a kind of image asked for by name (`--graphics kitty`, the preference) is not drawn: the
/// views are drawn in cells instead, and the person is told why, once, at the start. (Under
/// `auto` nothing is said: cells are what it chooses for such a terminal.)
public struct GraphicsFallback: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// Inside tmux or screen, which pass no image through as the terminal outside draws it:
        /// not asked.
        case multiplexer
        /// ncurses draws the screen (`MOVEME_OUTPUT=ncurses`, a terminal outside xterm's
        /// family), and cannot be told what an image does to the cursor.
        case ncursesDraws
        /// The terminal gives no size in pixels, by which images are placed.
        case noPixelSize
        /// Asked, the terminal did not answer that it draws this kind (kitty's OK, sixel's
        /// attribute 4 in its device attributes).
        case unanswered
        /// No font for the images' text.
        case noFont
    }

    /// The kind asked for.
    public let asked: GraphicsMode
    public let reason: Reason

    public init(asked: GraphicsMode, reason: Reason) {
        (self.asked, self.reason) = (asked, reason)
    }
}
