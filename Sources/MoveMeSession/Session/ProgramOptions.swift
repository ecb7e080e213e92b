import MoveMeScenes
/// What the command line and the environment ask of the program.
public struct ProgramOptions {
    public var framesPerSecond: Int
    public var showHint: Bool
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
    /// The scene shown first (--scene).
    public var scene: SceneEntry
    /// --inspect, --slow: start with the inspector open, with slow animations.
    public var inspect: Bool
    public var slowAnimations: Bool
    /// The greeting shown first (a preference or a URL; taken modulo the list's length) and
    /// the collision scene's mode (a preference).
    public var greetingIndex: Int
    public var collisionMode: String
    /// Whether the terminal's terminfo entry describes a mouse (kmous). Where it does not
    /// (vt100, vt220, ansi) the mouse modes are sent all the same, as many such TERMs run in
    /// terminals that have one, and the bottom row says at the start that the keys work.
    public var terminfoDescribesMouse = true

    public init(framesPerSecond: Int = 60, showHint: Bool = true, crashAfterFirstFrame: Bool = false,
                printStats: Bool = false, ncursesOutput: Bool = false, insideMultiplexer: Bool = false,
                scene: SceneEntry = SceneCatalog.standard, inspect: Bool = false, slowAnimations: Bool = false,
                greetingIndex: Int = 0, collisionMode: String = "everything") {
        self.framesPerSecond = framesPerSecond
        self.showHint = showHint
        self.crashAfterFirstFrame = crashAfterFirstFrame
        self.printStats = printStats
        self.ncursesOutput = ncursesOutput
        self.insideMultiplexer = insideMultiplexer
        self.scene = scene
        self.inspect = inspect
        self.slowAnimations = slowAnimations
        self.greetingIndex = greetingIndex
        self.collisionMode = collisionMode
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
