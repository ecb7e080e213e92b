/// The questions a program asks a terminal at start-up to learn how it draws images, written
/// at once so that one round trip answers them all. Terminals answer in the order asked, and
/// every terminal answers the last, Primary Device Attributes (DA1): its answer ends the wait,
/// and what was not answered before it will not be (kitty's documented way of detecting its
/// protocol). A terminal that answers nothing at all is the caller's time-out.
///
/// Only what the program reads is asked: the cell's size in pixels comes from the kernel's
/// window size (TIOCGWINSZ), which a resize keeps up to date, and each image is one view, a few
/// hundred pixels, far inside the largest sixel image a terminal takes; so XTWINOPS's sizes and
/// XTSMGRAPHICS's geometry are not asked.
public enum GraphicsQueries {
    /// DA1: `ESC [ c`.
    public static let deviceAttributes = "\u{1B}[c"
    /// XTSMGRAPHICS, read (action 1) the number of colour registers (item 1).
    public static let colorRegisters = "\u{1B}[?1;1;0S"

    /// The id of kitty's query, which no picture uses (the program's images have ids of their own).
    public static let kittyID: UInt32 = 0x4D4D_5121

    /// Everything, DA1 last: kitty's query (under `kittyID`), whether it reads each medium of
    /// `media` (named: the three bytes of a 1 × 1 image written there), and sixel's colour
    /// registers.
    public static func all(kittyID: UInt32 = kittyID, media: [(medium: KittyMedium, name: String)] = []) -> String {
        KittyGraphics.query(id: kittyID)
            + media.map { KittyGraphics.query(id: $0.medium.queryID(after: kittyID), medium: $0.medium, name: $0.name) }.joined()
            + colorRegisters + deviceAttributes
    }
}
