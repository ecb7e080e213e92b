import MoveMeCore
import MoveMeRendering

/// A recipe's square: a plain view of one colour, as the cookbook's, which also says what it is
/// (its accessibility label, "red square", for the inspector) and how it looks on a terminal
/// without colour: filled with its own glyph, so two squares can be told apart (the red one
/// solid, in reverse video; the green one shaded).
public final class SquareView: View {
    /// What a square shows without colour, by the colour it starts with.
    public static func monochromeGlyph(for color: Color) -> String {
        color == RecipeView.red ? Cell.fullBlock : "▒"
    }

    public let monochromeGlyph: String
    /// Whether the keyboard's focus may be on it: a square the recipe lets a finger drag.
    public var isFocusable = false

    public override var canBecomeFocused: Bool { isFocusable }

    public init(frame: Rect, color: Color, name: String) {
        monochromeGlyph = Self.monochromeGlyph(for: color)
        super.init(frame: frame)
        backgroundColor = color
        accessibilityLabel = name + " square"
    }

    /// Its colour is its background's; without colour, a pattern of its own instead.
    public override func draw(in context: any GraphicsContext) {
        if !context.showsColor { context.fillPattern(monochromeGlyph) }
    }
}
