import MoveMeRendering

/// The 256-colour halves of the colours MoveMe's scene shows when it starts, written down.
///
/// The first frame asks for nine colours, and ``Palette/searchedXterm256Halves(_:)`` is a few
/// hundred CIELAB mixes each, behind tables of the palette in CIELAB worked out on first use:
/// together 1.35 of the 16.5 million instructions from exec to the first frame. These are the
/// search's own answers (a test compares every entry with the search, and another that MoveMe's
/// first frame at several sizes asks for no colour missing here), so a start shows the same
/// numbers and the search runs only once something moves. At a switch on the packed colour: no
/// table to build at run time.
extension Palette {
    static func firstFrameHalves(_ color: RGB) -> (upper: Int, lower: Int)? {
        switch UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue) {
        case 0x545454: (240, 240)  // the background, white 0.33
        case 0xE5E5E5: (254, 254)  // the border, white 0.85 over the background
        case 0xFFFFFF: (231, 231)  // the greeting
        case 0xBEBEBE: (250, 250)  // the hint
        // The gradient's pixel rows, top to middle: steel blue over greys that darken.
        case 0x808B98: (67, 246)
        case 0x788390: (67, 245)
        case 0x6F7A88: (67, 243)
        case 0x667281: (67, 242)
        case 0x626E7D: (67, 59)
        default: nil
        }
    }
}
