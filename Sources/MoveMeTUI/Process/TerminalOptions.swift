import MoveMeTerminal

/// How the program is to use the terminal, from the command line and the environment: the
/// terminal layer's own settings, as `Configuration` is the application's.
public struct TerminalOptions {
    /// How the scene's moving views are drawn (`--graphics`, the preference): `auto` asks the
    /// terminal.
    public var graphics: GraphicsMode.Preference
    /// TERM, TMUX and STY: where images are never asked about (a multiplexer, the console).
    public var graphicsEnvironment: GraphicsMode.Environment
    /// MOVEME_OUTPUT=ncurses: cells through ncurses even where they could be written directly
    /// (to compare the two).
    public var ncursesOutput: Bool
    /// TMUX or STY is set: the terminal is tmux or screen, whatever TERM says.
    public var insideMultiplexer: Bool
    /// MOVEME_STATS=1: print what frames cost to stderr at exit.
    public var printStats: Bool
    /// Test hook (MOVEME_TEST_CRASH=1): trap right after the first frame, to check that the
    /// crash guard leaves the terminal as it was.
    public var crashAfterFirstFrame: Bool
    /// Where fontconfig's answers for the pictures' text are kept between runs.
    var fonts = FontChoicesFile(environment: [:])

    public init(graphics: GraphicsMode.Preference = .auto, graphicsEnvironment: GraphicsMode.Environment = .init(term: nil),
                ncursesOutput: Bool = false, insideMultiplexer: Bool = false, printStats: Bool = false,
                crashAfterFirstFrame: Bool = false) {
        self.graphics = graphics
        self.graphicsEnvironment = graphicsEnvironment
        self.ncursesOutput = ncursesOutput
        self.insideMultiplexer = insideMultiplexer
        self.printStats = printStats
        self.crashAfterFirstFrame = crashAfterFirstFrame
    }

    /// The options the environment gives (TERM, TMUX, STY, MOVEME_OUTPUT, MOVEME_STATS,
    /// MOVEME_TEST_CRASH), images drawn as `graphics` asks.
    public init(environment: [String: String], graphics: GraphicsMode.Preference) {
        self.init(graphics: graphics,
                  graphicsEnvironment: GraphicsMode.Environment(term: environment["TERM"], tmux: environment["TMUX"],
                                                                sty: environment["STY"]),
                  ncursesOutput: environment["MOVEME_OUTPUT"] == "ncurses",
                  insideMultiplexer: environment["TMUX"] != nil || environment["STY"] != nil,
                  printStats: environment["MOVEME_STATS"] == "1",
                  crashAfterFirstFrame: environment["MOVEME_TEST_CRASH"] == "1")
        fonts = FontChoicesFile(environment: environment)
    }
}
