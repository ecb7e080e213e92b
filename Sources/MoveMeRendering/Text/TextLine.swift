/// A line of text measured for drawing (`DrawingContext.drawText`): its terminal characters
/// and its width, worked out once. A view that draws the same words every frame it moves (a
/// tile's label) keeps one instead of measuring them again each time.
public struct TextLine: Equatable, Sendable {
    /// The text.
    public let text: String
    let characters: [Grapheme]
    let width: Int

    /// `text`, measured: its graphemes and its width in cells.
    public init(_ text: String) {
        self.text = text
        characters = text.graphemes
        width = DisplayWidth.of(text)
    }

    /// Lines are equal when their texts are.
    public static func == (a: TextLine, b: TextLine) -> Bool { a.text == b.text }
}
