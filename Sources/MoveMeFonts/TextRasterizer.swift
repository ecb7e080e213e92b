import CFreeType
import Glibc
import MoveMeCore
import MoveMeRendering

/// Draws lines of text into pixel images with a real font, through FreeType: the views' images
/// (kitty's and sixel's alike) lie over the terminal's text, so a placard's greeting is drawn
/// into its image. The font is found by fontconfig's name for it (`DejaVu Sans:bold`), as the
/// desktop would find it, and a character it lacks by a font that has it. Every script is drawn
/// alike, its strokes as dark as the Latin letters' and its shadow as plain below them: a
/// fallback lighter than the weight asked for (Droid Sans Fallback, regular, for a CJK
/// greeting) is emboldened where fontconfig says to, as the desktop's text is, and hinted by
/// FreeType's light auto-hinter, which puts its horizontal strokes on whole pixel rows. (The
/// main font keeps its own hinting, DejaVu's; a fallback may have none, Droid's has none, and
/// unhinted its strokes fell between rows: thin, grey, no edge for the shadow to show under.)
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
    private let face: Face
    /// The size last set, in pixels an em.
    private var size = 0
    /// The pattern the font was found by, for finding fallbacks like it.
    private let pattern: String
    /// Fonts for characters this one lacks (CJK greetings in DejaVu Sans), by the character;
    /// nil where no font has it. Opened once each, by their file, and kept in the order opened.
    private var fallbackFor: [UInt32: Face?] = [:]
    private var fallbacks: [(file: String, face: Face)] = []
    /// How many times fontconfig was asked for a fallback (for tests).
    private(set) var fallbackMatches = 0
    /// What fontconfig answered, this run and before, and who keeps them.
    private var choices: FontChoices
    private var learn: ((FontChoices) -> Void)?
    /// Each glyph drawn, by its character and size, as FreeType rendered it; nil where no face
    /// draws it. A greeting's glyphs were loaded four times an image (two widths, the shadow,
    /// the text), most of its text's instructions, and a pulse draws it at a handful of sizes.
    private var glyphs: [GlyphKey: Glyph?] = [:]
    /// At most this many (a few megabytes); past them they are let go and rendered again.
    private static let mostGlyphs = 4096

    private struct GlyphKey: Hashable {
        let scalar: UInt32
        let pixelHeight: Int
    }

    /// A glyph: its advance, its bitmap's offset from the pen and the baseline, and its
    /// coverage row by row (none where FreeType gave no grey levels: a space, a colour bitmap).
    private struct Glyph {
        let advance: Int
        let left: Int, top: Int
        let width: Int
        let coverage: [UInt8]
    }

    /// A face open in FreeType: whether it is a fallback (auto-hinted lightly) and whether its
    /// glyphs are emboldened (fontconfig's synthetic bold).
    private struct Face {
        let face: FT_Face
        let isFallback: Bool
        let emboldens: Bool

        /// Loads the glyph of `scalar` into the face's slot, rendered as coverage if `render`;
        /// false when the face cannot.
        func load(_ scalar: Unicode.Scalar, render: Bool) -> Bool {
            moveme_ft_load_glyph(face, FT_ULong(scalar.value), isFallback ? 1 : 0, emboldens ? 1 : 0, render ? 1 : 0) == 0
        }
    }

    /// The font fontconfig matches to `pattern`; nil when there is none or it cannot be opened.
    /// `choices`: what fontconfig answered in an earlier run, in the state its configuration is
    /// in now (`FontconfigStamp`); fontconfig is loaded and asked only what they do not answer,
    /// and `learn` is given them again with each new answer, to keep.
    public convenience init?(pattern: String = "DejaVu Sans:bold", choices known: FontChoices? = nil,
                             learn: ((FontChoices) -> Void)? = nil) {
        var choices = known.map { $0.pattern == pattern ? $0 : FontChoices(stamp: $0.stamp, pattern: pattern) }
            ?? FontChoices(stamp: 0, pattern: pattern)
        let asked = choices.font.map { access($0.file, R_OK) != 0 } ?? true
        if asked {
            guard let match = Self.match(pattern, containing: nil) else { return nil }
            choices.font = match
        }
        guard let font = choices.font else { return nil }
        self.init(file: font.file, index: font.index, pattern: pattern, emboldened: font.emboldens)
        (self.choices, self.learn) = (choices, learn)
        if asked { learn?(choices) }
    }

    /// The font in `file` (face `index` of a collection), `emboldened` or as it is; nil when
    /// FreeType cannot open it. Characters it lacks are drawn with a font fontconfig finds for
    /// them like `pattern`.
    public init?(file: String, index: Int = 0, pattern: String = "sans-serif:bold", emboldened: Bool = false) {
        self.pattern = pattern
        choices = FontChoices(stamp: 0, pattern: pattern)
        var library: FT_Library?
        guard moveme_fonts_open() == 1, moveme_ft_init(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard moveme_ft_new_face(library, file, FT_Long(index), &face) == 0, let face else {
            moveme_ft_done(library)
            return nil
        }
        (self.library, self.face, fontFile) = (library, Face(face: face, isFallback: false, emboldens: emboldened), file)
    }

    deinit {
        for fallback in fallbacks { moveme_ft_done_face(fallback.face.face) }
        moveme_ft_done_face(face.face)
        moveme_ft_done(library)
    }

    /// The font fontconfig matches to `pattern`, with `scalar` if given: its file, its face's
    /// index, and whether fontconfig says to embolden it.
    private static func match(_ pattern: String, containing scalar: Unicode.Scalar?) -> FontChoices.Font? {
        var path = [CChar](repeating: 0, count: 4096)
        var index: Int32 = 0, embolden: Int32 = 0
        guard moveme_matchFontFor(pattern, scalar?.value ?? 0, &path, path.count, &index, &embolden) == 1 else { return nil }
        let file = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return FontChoices.Font(file: file, index: Int(index), emboldens: embolden != 0)
    }

    /// How wide `text` is at `pixelHeight` pixels an em: the sum of its glyphs' advances.
    public func width(of text: String, pixelHeight: Int) -> Int {
        setSize(pixelHeight)
        return text.unicodeScalars.reduce(0) { $0 + (glyph(of: $1, pixelHeight: pixelHeight)?.advance ?? 0) }
    }

    /// The glyph of `scalar` at `pixelHeight` (this face's size set already), rendered once.
    private func glyph(of scalar: Unicode.Scalar, pixelHeight: Int) -> Glyph? {
        let key = GlyphKey(scalar: scalar.value, pixelHeight: pixelHeight)
        if let known = glyphs[key] { return known }
        if glyphs.count >= Self.mostGlyphs { glyphs.removeAll() }
        let font = face(for: scalar, pixelHeight: pixelHeight)
        guard font.load(scalar, render: true) else {
            glyphs[key] = .some(nil)
            return nil
        }
        let slot = font.face.pointee.glyph.pointee
        var bitmap = slot.bitmap
        var coverage: [UInt8] = []
        if moveme_isGrayBitmap(&bitmap) != 0, let buffer = bitmap.buffer {
            for row in 0..<Int(bitmap.rows) {
                coverage += UnsafeBufferPointer(start: buffer + row * Int(bitmap.pitch), count: Int(bitmap.width))
            }
        }
        let glyph = Glyph(advance: Int(slot.advance.x >> 6), left: Int(slot.bitmap_left), top: Int(slot.bitmap_top),
                          width: coverage.isEmpty ? 0 : Int(bitmap.width), coverage: coverage)
        glyphs[key] = glyph
        return glyph
    }

    /// Draws `text` into `image` centred on `center` (in the image's pixels) in `color`: its
    /// width centred on x, the font's line (ascender to descender) centred on y.
    public func draw(_ text: String, into image: inout PixelImage, centeredAt center: Point, pixelHeight: Int, color: RGBA) {
        let width = self.width(of: text, pixelHeight: pixelHeight)
        let metrics = face.face.pointee.size.pointee.metrics
        let ascender = Int(metrics.ascender >> 6), descender = Int(metrics.descender >> 6)
        var penX = Int((center.x - Double(width) / 2).rounded())
        let baseline = Int((center.y - Double(ascender - descender) / 2).rounded()) + ascender
        for scalar in text.unicodeScalars {
            guard let glyph = glyph(of: scalar, pixelHeight: pixelHeight) else { continue }
            let left = penX + glyph.left, top = baseline - glyph.top
            glyph.coverage.withUnsafeBufferPointer { coverage in
                for row in 0..<(glyph.width > 0 ? coverage.count / glyph.width : 0) {
                    image.blend(row: top + row, fromX: left, color,
                                coverage: UnsafeBufferPointer(rebasing: coverage[(row * glyph.width)..<((row + 1) * glyph.width)]))
                }
            }
            penX += glyph.advance
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
    private func face(for scalar: Unicode.Scalar, pixelHeight: Int) -> Face {
        guard moveme_ft_char_index(face.face, FT_ULong(scalar.value)) == 0 else { return face }
        let fallback: Face?
        if let known = fallbackFor[scalar.value] {
            fallback = known
        } else {
            fallback = openFallback(for: scalar)
            fallbackFor[scalar.value] = fallback
        }
        guard let fallback else { return face }
        moveme_ft_set_pixel_sizes(fallback.face, FT_UInt(max(1, pixelHeight)))
        return fallback
    }

    /// A fallback open already that has `scalar`, the first opened first, else one fontconfig
    /// chose in an earlier run (`choices`), else fontconfig's match for it, unless it had none
    /// before: a greeting's characters mostly come from one fallback (a CJK font has them all),
    /// and each match was two million instructions (its substitutions, then the match), eleven
    /// of them in the benchmark's greetings, as many as the rest of the text.
    private func openFallback(for scalar: Unicode.Scalar) -> Face? {
        func has(_ face: Face) -> Bool { moveme_ft_char_index(face.face, FT_ULong(scalar.value)) != 0 }
        if let open = fallbacks.first(where: { has($0.face) }) { return open.face }
        // The fonts fontconfig chose in runs before, opened as they are needed, in its order.
        for font in choices.fallbacks where !fallbacks.contains(where: { $0.file == font.file }) {
            if let face = open(font), has(face) { return face }
        }
        guard !choices.missing.contains(scalar.value) else { return nil }
        fallbackMatches += 1
        guard let match = Self.match(pattern, containing: scalar) else {
            choices.missing.insert(scalar.value)
            learn?(choices)
            return nil
        }
        if let open = fallbacks.first(where: { $0.file == match.file }) { return open.face }
        choices.fallbacks.append(match)
        learn?(choices)
        return open(match)
    }

    /// `font`, opened as a fallback and kept; nil when FreeType cannot open it.
    private func open(_ font: FontChoices.Font) -> Face? {
        var opened: FT_Face?
        guard moveme_ft_new_face(library, font.file, FT_Long(font.index), &opened) == 0, let opened else { return nil }
        let fallback = Face(face: opened, isFallback: true, emboldens: font.emboldens)
        fallbacks.append((font.file, fallback))
        return fallback
    }

    private func setSize(_ pixelHeight: Int) {
        guard pixelHeight != size else { return }
        moveme_ft_set_pixel_sizes(face.face, FT_UInt(max(1, pixelHeight)))
        size = pixelHeight
    }
}

extension TextRasterizer: TextPainter {}
