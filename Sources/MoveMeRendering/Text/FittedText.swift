/// A text measured once, and shortened in the middle to each room it did not fit, once each:
/// what a view keeps for a label it fits to the room it has on screen, which changes with its
/// scale and turn every frame of a pinch. A text that fits is itself at any room; one that does
/// not is shortened to one of fewer rooms than its width, each kept (the same string each time,
/// so the renderer finds it measured).
public struct FittedText {
    /// The text, whole.
    public let text: String
    /// Its width in cells.
    public let width: Int
    /// The text shortened to each room below its width, made when first asked for.
    private var shortened: [String?]

    /// `text`, measured.
    public init(_ text: String) {
        self.text = text
        width = DisplayWidth.of(text)
        shortened = Array(repeating: nil, count: width)
    }

    /// The text, shortened to `room` cells if it is wider.
    public mutating func text(room: Int) -> String {
        if width <= room { return text }
        let room = max(0, room)
        if let line = shortened[room] { return line }
        let line = text.truncatingMiddle(toWidth: room)
        shortened[room] = line
        return line
    }
}
