/// How views are drawn: as images through kitty's graphics protocol, as sixel images, or in
/// half-block cells (everywhere else, and always where the others are not known to work).
public enum GraphicsMode: String, CaseIterable, Equatable, Sendable {
    case kitty, sixel, cells

    /// The mode asked for (`--graphics`, a preference): `auto` detects.
    public enum Preference: String, CaseIterable, Equatable, Sendable {
        case auto, kitty, sixel, cells
    }

    /// The environment variables that say the program runs inside a multiplexer or on a
    /// console, as values (nil where unset).
    public struct Environment: Equatable, Sendable {
        public var term: String?, tmux: String?, sty: String?

        public init(term: String?, tmux: String? = nil, sty: String? = nil) {
            (self.term, self.tmux, self.sty) = (term, tmux, sty)
        }

        /// tmux (TMUX set, or a tmux or screen TERM), screen (STY) or the Linux console: they
        /// pass no image through as the terminal outside would draw it (tmux answers queries
        /// itself, or passes them on while its own screen is cells), so they stay on cells.
        public var keepsCells: Bool {
            let term = self.term ?? ""
            return !(tmux ?? "").isEmpty || !(sty ?? "").isEmpty || term.hasPrefix("tmux") || term.hasPrefix("screen")
                || term == "linux" || term.hasPrefix("linux-")
        }
    }

    /// The mode to draw in: the one asked for, when not `auto`; otherwise cells inside a
    /// multiplexer or on the console, kitty's protocol where its query was answered OK before
    /// DA1, sixel where DA1 lists it, and cells for everything else, a terminal that answered
    /// nothing (`detection` empty) included.
    public static func choose(_ preference: Preference, environment: Environment, detection: GraphicsDetection) -> GraphicsMode {
        switch preference {
        case .kitty: return .kitty
        case .sixel: return .sixel
        case .cells: return .cells
        case .auto:
            if environment.keepsCells { return .cells }
            if detection.speaksKitty { return .kitty }
            if detection.speaksSixel { return .sixel }
            return .cells
        }
    }
}
