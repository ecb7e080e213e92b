import MoveMeScenes
import MoveMeTerminal

/// What the command line and the environment ask of the program: how it is set up
/// (`configuration`), and how it runs.
public struct ProgramOptions {
    /// The scene, the greeting, slow animations, the inspector, the collision mode, the hint.
    public var configuration: Configuration
    public var framesPerSecond: Int
    /// Test hook (MOVEME_TEST_CRASH=1): trap right after the first frame, to check that the
    /// crash guard leaves the terminal as it was.
    public var crashAfterFirstFrame: Bool
    /// MOVEME_STATS=1: print what frames cost to stderr at exit.
    public var printStats: Bool
    /// MOVEME_OUTPUT=ncurses: cells through ncurses even where they could be written directly
    /// (to compare the two).
    public var ncursesOutput: Bool
    /// TMUX or STY is set: the terminal is tmux or screen, whatever TERM says.
    public var insideMultiplexer: Bool
    /// Whether the terminal's terminfo entry describes a mouse (kmous). Where it does not
    /// (vt100, vt220, ansi) the mouse modes are sent all the same, as many such TERMs run in
    /// terminals that have one, and the bottom row says at the start that the keys work.
    public var terminfoDescribesMouse = true
    /// How the scene's moving views are drawn (`--graphics`, the preference): `auto` asks the
    /// terminal.
    public var graphics: GraphicsMode.Preference = .auto
    /// TERM, TMUX and STY: where images are never asked about (a multiplexer, the console).
    public var graphicsEnvironment = GraphicsMode.Environment(term: nil)

    public init(configuration: Configuration = Configuration(), framesPerSecond: Int = 60, crashAfterFirstFrame: Bool = false,
                printStats: Bool = false, ncursesOutput: Bool = false, insideMultiplexer: Bool = false) {
        self.configuration = configuration
        self.framesPerSecond = framesPerSecond
        self.crashAfterFirstFrame = crashAfterFirstFrame
        self.printStats = printStats
        self.ncursesOutput = ncursesOutput
        self.insideMultiplexer = insideMultiplexer
    }
}

extension ProgramOptions {
    /// These options, told whether terminfo describes a mouse.
    public func describingMouse(_ describes: Bool) -> ProgramOptions {
        var options = self
        options.terminfoDescribesMouse = describes
        return options
    }
}
