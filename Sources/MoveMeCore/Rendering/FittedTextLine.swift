/// A text measured whole once, and shortened in the middle to each room it did not fit, once
/// each: what a view keeps for a label it fits to the room it has on screen, which changes with
/// its scale and turn every frame of a pinch. A text that fits is the same line at any room;
/// one that does not is shortened to one of fewer rooms than its width, each kept.
struct FittedTextLine {
    let text: String
    let whole: TextLine
    /// The text shortened to each room below its width, made when first asked for.
    private var shortened: [TextLine?]

    init(_ text: String) {
        self.text = text
        whole = TextLine(text)
        shortened = Array(repeating: nil, count: whole.width)
    }

    /// The text, shortened to `room` cells if it is wider.
    mutating func line(room: Int) -> TextLine {
        if whole.width <= room { return whole }
        let room = max(0, room)
        if let line = shortened[room] { return line }
        let line = TextLine(text.truncatingMiddle(toWidth: room))
        shortened[room] = line
        return line
    }
}
