/// How views are drawn: as images through kitty's graphics protocol, as sixel images, or in
/// half-block cells (everywhere else, and always where the others are not known to work).
public enum GraphicsMode: String, CaseIterable, Equatable, Sendable {
    case kitty, sixel, cells

    /// Whether an image may lie on the screen's last row: a sixel image painted there scrolls
    /// the screen up (the cursor moves down past its last line); kitty's placements do not.
    public var mayPaintLastRow: Bool { self != .sixel }

    /// The mode asked for (`--graphics`, a preference): `auto` detects.
    public enum Preference: String, CaseIterable, Equatable, Sendable {
        case auto, kitty, sixel, cells

        /// The kind of image asked for by name; nil for `auto` and `cells`.
        public var namedImages: GraphicsMode? {
            switch self {
            case .kitty: .kitty
            case .sixel: .sixel
            case .auto, .cells: nil
            }
        }
    }

    /// The environment variables that say the program runs inside a multiplexer or on a
    /// console, as values (nil where unset).
    public struct Environment: Equatable, Sendable {
        public var term: String?, tmux: String?, sty: String?

        public init(term: String?, tmux: String? = nil, sty: String? = nil) {
            (self.term, self.tmux, self.sty) = (term, tmux, sty)
        }

        /// tmux (TMUX set, or a tmux or screen TERM) or screen (STY): they pass no image
        /// through as the terminal outside would draw it (tmux answers queries itself, or
        /// passes them on while its own screen is cells), so they stay on cells, whatever is
        /// asked for.
        public var insideMultiplexer: Bool {
            let term = self.term ?? ""
            return !(tmux ?? "").isEmpty || !(sty ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
        }

        /// A multiplexer or the Linux console: where `auto` does not even ask.
        public var keepsCells: Bool {
            insideMultiplexer || term == "linux" || term?.hasPrefix("linux-") == true
        }
    }

    /// The mode to draw in: cells inside a multiplexer, or where cells are asked for; a kind
    /// asked for by name where the terminal answered that it draws it; under `auto`, cells on
    /// the console too, else kitty's protocol where its query was answered OK before DA1, sixel
    /// where DA1 lists it. Cells for everything else, a terminal that answered nothing
    /// (`detection` empty) included: forcing a kind the terminal does not draw drew nothing
    /// at all.
    public static func choose(_ preference: Preference, environment: Environment, detection: GraphicsDetection) -> GraphicsMode {
        if environment.insideMultiplexer { return .cells }
        switch preference {
        case .kitty: return detection.speaksKitty ? .kitty : .cells
        case .sixel: return detection.speaksSixel ? .sixel : .cells
        case .cells: return .cells
        case .auto:
            if environment.keepsCells { return .cells }
            if detection.speaksKitty { return .kitty }
            if detection.speaksSixel { return .sixel }
            return .cells
        }
    }
}
