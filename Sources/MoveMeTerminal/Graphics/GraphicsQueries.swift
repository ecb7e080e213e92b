/// The questions a program asks a terminal at start-up to learn how it draws images, written
/// at once so that one round trip answers them all. Terminals answer in the order asked, and
/// every terminal answers the last, Primary Device Attributes (DA1): its answer ends the wait,
/// and what was not answered before it will not be (kitty's documented way of detecting its
/// protocol). A terminal that answers nothing at all is the caller's time-out.
public enum GraphicsQueries {
    /// DA1: `ESC [ c`.
    public static let deviceAttributes = "\u{1B}[c"
    /// XTSMGRAPHICS, read (action 1) the number of colour registers (item 1).
    public static let colorRegisters = "\u{1B}[?1;1;0S"
    /// XTSMGRAPHICS, read the largest sixel image (item 2), in pixels.
    public static let sixelGeometry = "\u{1B}[?2;1;0S"
    /// XTWINOPS 14: the text area in pixels.
    public static let textAreaPixels = "\u{1B}[14t"
    /// XTWINOPS 16: a cell in pixels.
    public static let cellPixels = "\u{1B}[16t"

    /// Everything, DA1 last: kitty's query (under `kittyID`, an id the program uses for
    /// nothing else), sixel's registers and geometry, the pixel sizes.
    public static func all(kittyID: UInt32) -> String {
        KittyGraphics.query(id: kittyID) + colorRegisters + sixelGeometry + textAreaPixels + cellPixels + deviceAttributes
    }
}
