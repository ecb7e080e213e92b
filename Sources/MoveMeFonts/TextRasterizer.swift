import CFreeType
import MoveMeCore
import MoveMeRendering

/// Draws lines of text into pixel images with a real font, through FreeType: the views' images
/// (kitty's and sixel's alike) lie over the terminal's text, so a placard's greeting is drawn
/// into its image. The font is found by fontconfig's name for it (`DejaVu Sans:bold`), as the
/// desktop would find it, and a character it lacks by a font that has it.
///
/// Not pure: it reads font files. One is made where the program starts and kept; where no font
/// is found, or FreeType and fontconfig are not installed (they are opened only now, not linked),
/// there is none (`init` fails), and the views stay half blocks.
///
/// Glyphs are placed one after another by their advances: no shaping, so scripts that join or
/// reorder letters are drawn letter by letter (kitty's terminal text has no such limit).
public final class TextRasterizer {
    /// The font file in use.
    public let fontFile: String
    private let library: FT_Library
    private let face: FT_Face
    /// The size last set, in pixels an em.
    private var size = 0
    /// The pattern the font was found by, for finding fallbacks like it.
    private let pattern: String
    /// Fonts for characters this one lacks (CJK greetings in DejaVu Sans), by the character;
    /// nil where no font has it. Opened once each, by their file.
    private var fallbackFor: [UInt32: FT_Face?] = [:]
    private var fallbackFiles: [String: FT_Face] = [:]

    /// The font fontconfig matches to `pattern`; nil when there is none or it cannot be opened.
    public convenience init?(pattern: String = "DejaVu Sans:bold") {
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        guard moveme_matchFont(pattern, &path, path.count, &index) == 1 else { return nil }
        let file = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.init(file: file, index: Int(index), pattern: pattern)
    }

    /// The font in `file` (face `index` of a collection); nil when FreeType cannot open it.
    /// Characters it lacks are drawn with a font fontconfig finds for them like `pattern`.
    public init?(file: String, index: Int = 0, pattern: String = "sans-serif:bold") {
        self.pattern = pattern
        var library: FT_Library?
        guard moveme_fonts_open() == 1, moveme_ft_init(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard moveme_ft_new_face(library, file, FT_Long(index), &face) == 0, let face else {
            moveme_ft_done(library)
            return nil
        }
        (self.library, self.face, fontFile) = (library, face, file)
    }

    deinit {
        for fallback in fallbackFiles.values { moveme_ft_done_face(fallback) }
        moveme_ft_done_face(face)
        moveme_ft_done(library)
    }

    /// How wide `text` is at `pixelHeight` pixels an em: the sum of its glyphs' advances.
    public func width(of text: String, pixelHeight: Int) -> Int {
        setSize(pixelHeight)
        var width = 0
        for scalar in text.unicodeScalars {
            let font = face(for: scalar, pixelHeight: pixelHeight)
            guard moveme_ft_load_char(font, FT_ULong(scalar.value), FT_Int32(0)) == 0 else { continue }
            width += Int(font.pointee.glyph.pointee.advance.x >> 6)
        }
        return width
    }

    /// Draws `text` into `image` centred on `center` (in the image's pixels) in `color`: its
    /// width centred on x, the font's line (ascender to descender) centred on y.
    public func draw(_ text: String, into image: inout PixelImage, centeredAt center: Point, pixelHeight: Int, color: RGBA) {
        let width = self.width(of: text, pixelHeight: pixelHeight)
        let metrics = face.pointee.size.pointee.metrics
        let ascender = Int(metrics.ascender >> 6), descender = Int(metrics.descender >> 6)
        var penX = Int((center.x - Double(width) / 2).rounded())
        let baseline = Int((center.y - Double(ascender - descender) / 2).rounded()) + ascender
        for scalar in text.unicodeScalars {
            let font = face(for: scalar, pixelHeight: pixelHeight)
            guard moveme_ft_load_char(font, FT_ULong(scalar.value), moveme_loadRender()) == 0 else { continue }
            let glyph = font.pointee.glyph.pointee
            var bitmap = glyph.bitmap
            if moveme_isGrayBitmap(&bitmap) != 0, let buffer = bitmap.buffer {
                let left = penX + Int(glyph.bitmap_left), top = baseline - Int(glyph.bitmap_top)
                for row in 0..<Int(bitmap.rows) {
                    let line = buffer + row * Int(bitmap.pitch)
                    for column in 0..<Int(bitmap.width) {
                        image.blend(x: left + column, y: top + row, color, coverage: line[column])
                    }
                }
            }
            penX += Int(glyph.advance.x >> 6)
        }
    }

    /// Draws a run a view recorded (`PixelRasterizer`'s), at its centre: its shadow first, a
    /// pixel below, then the text, faded by the view's opacity.
    public func draw(_ run: TextRun, into image: inout PixelImage, pixelHeight: Int) {
        func rgba(_ color: Color) -> RGBA {
            RGBA(color.rgb, alpha: UInt8((color.alpha * run.opacity).clamped(to: 0...1) * 255 + 0.5))
        }
        if let shadow = run.shadow {
            draw(run.text, into: &image, centeredAt: Point(x: run.center.x, y: run.center.y + 1), pixelHeight: pixelHeight,
                 color: rgba(shadow))
        }
        draw(run.text, into: &image, centeredAt: run.center, pixelHeight: pixelHeight, color: rgba(run.color))
    }

    /// The face that draws `scalar`: this font's, or a fallback's at the same size.
    private func face(for scalar: Unicode.Scalar, pixelHeight: Int) -> FT_Face {
        guard moveme_ft_char_index(face, FT_ULong(scalar.value)) == 0 else { return face }
        let fallback: FT_Face?
        if let known = fallbackFor[scalar.value] {
            fallback = known
        } else {
            fallback = openFallback(for: scalar)
            fallbackFor[scalar.value] = fallback
        }
        guard let fallback else { return face }
        moveme_ft_set_pixel_sizes(fallback, FT_UInt(max(1, pixelHeight)))
        return fallback
    }

    private func openFallback(for scalar: Unicode.Scalar) -> FT_Face? {
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0
        guard moveme_matchFontFor(pattern, scalar.value, &path, path.count, &index) == 1 else { return nil }
        let file = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let open = fallbackFiles[file] { return open }
        var opened: FT_Face?
        guard moveme_ft_new_face(library, file, FT_Long(index), &opened) == 0, let opened else { return nil }
        fallbackFiles[file] = opened
        return opened
    }

    private func setSize(_ pixelHeight: Int) {
        guard pixelHeight != size else { return }
        moveme_ft_set_pixel_sizes(face, FT_UInt(max(1, pixelHeight)))
        size = pixelHeight
    }
}

extension TextRasterizer: TextPainter {}
