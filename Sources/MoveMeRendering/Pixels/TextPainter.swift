/// Draws a line of text into a pixel image with a real font: the views' images lie over the
/// terminal's text (kitty's and sixel's alike), so their text is in them. Given by the program
/// (MoveMeFonts' FreeType one), so that rendering itself stays pure.
public protocol TextPainter: AnyObject {
    /// Draws `run` (its centre in the image's pixels) `pixelHeight` pixels tall.
    func draw(_ run: TextRun, into image: inout PixelImage, pixelHeight: Int)
}
