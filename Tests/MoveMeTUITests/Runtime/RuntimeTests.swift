import Glibc
import MoveMeScenes
@testable import MoveMeSession
import MoveMeTerminal
@testable import MoveMeTUI
import XCTest
import MoveMeRendering

/// The program's loop on an embedded terminal: what it reads, when it sleeps, what it asks of
/// the terminal, and how it ends, under a manual clock.
final class RuntimeTests: XCTestCase {
    private final class Program {
        let terminal: EmbeddedTerminal
        let session: Session
        let runtime: Runtime
        private(set) var status: Int32?

        init(columns: Int = 80, rows: Int = 24, pixels: CellPixelSize? = nil) {
            terminal = EmbeddedTerminal(columns: columns, rows: rows)
            terminal.pixelSize = pixels
            session = Session(configuration: Configuration(), terminal: TerminalTraits(columns: columns, rows: rows), time: 0)
            runtime = Runtime(session: session, terminal: terminal)
            run(to: 0)
        }

        func run(to time: Double) {
            terminal.horizon = time
            if let status = runtime.run() { self.status = status }
        }

        var screen: String { terminal.screen.text }
    }

    func testTheFirstFrameIsDrawnAtOnceAndAtRestTheLoopSleepsUntilInput() {
        let program = Program()
        XCTAssertEqual(program.runtime.framesDrawn, 1)
        XCTAssertTrue(program.screen.contains("Welcome"))
        program.run(to: 60)
        XCTAssertEqual(program.runtime.framesDrawn, 1, "nothing drawn in a minute at rest")
        XCTAssertNil(program.runtime.deadline)
        XCTAssertFalse(program.terminal.hasSpun)
    }

    func testALoneEscWaitsTwentyFiveMillisecondsThenEndsTheProgram() {
        let program = Program()
        program.run(to: 1)
        program.terminal.type("\u{1B}")
        program.run(to: 1.02)
        XCTAssertNil(program.status, "it may be the start of a sequence")
        XCTAssertTrue(program.runtime.holdsInput)
        XCTAssertEqual(program.runtime.deadline ?? 0, 1.025, accuracy: 1e-9)
        program.run(to: 1.03)
        XCTAssertEqual(program.status, 0, "Esc quits")
    }

    func testTheRestOfASequenceInTheNextReadIsOneKeyNotAnEsc() {
        let program = Program()
        program.run(to: 1)
        program.terminal.type("\u{1B}")
        program.run(to: 1.01)
        program.terminal.type("[A")
        program.run(to: 2)
        XCTAssertNil(program.status, "an arrow, not Esc and two keys")
        XCTAssertFalse(program.runtime.holdsInput)
    }

    func testASignalEndsTheProgramWith128PlusItsNumber() {
        for (signal, status) in [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)] {
            let program = Program()
            program.terminal.raise(signal)
            program.run(to: 1)
            XCTAssertEqual(program.status, Int32(status))
        }
    }

    func testATerminalThatIsGoneEndsItAsSIGHUP() {
        let program = Program()
        program.terminal.isGone = true
        program.run(to: 1)
        XCTAssertEqual(program.status, 129)
    }

    func testABurstOfResizesIsOneAndTheNextFrameIsTheNewSize() {
        let program = Program()
        let frames = program.runtime.framesDrawn
        program.terminal.resize(columns: 100, rows: 30)
        program.terminal.raise(SIGWINCH)
        program.terminal.raise(SIGWINCH)
        program.run(to: 1)
        XCTAssertEqual(program.terminal.requests.filter { $0 == .invalidate }.count, 1)
        XCTAssertEqual(program.runtime.framesDrawn, frames + 1)
        XCTAssertEqual(program.terminal.screen.columns, 100)
        XCTAssertEqual(program.session.layout.columns, 100)
        XCTAssertTrue(program.screen.contains("Welcome"))
    }

    func testCtrlZStopsTheProcessAndTheReturnDrawsAtTheSizeThen() {
        let program = Program()
        program.run(to: 1)
        program.terminal.whileStopped = { [unowned program] in program.terminal.resize(columns: 60, rows: 20, signal: false) }
        program.terminal.type("\u{1A}")
        program.run(to: 2)
        XCTAssertEqual(program.terminal.requests.filter { $0 == .suspend }.count, 1)
        XCTAssertNil(program.status)
        XCTAssertEqual(program.session.layout.columns, 60)
        XCTAssertEqual(program.terminal.screen.rows, 20)
        XCTAssertTrue(program.screen.contains("Welcome"))
    }

    /// Someone else's stop may have changed the terminal: the modes written again, and the
    /// display, which alone knows what the terminal shows, writes the last frame again whole
    /// (the session has nothing to know).
    func testSIGCONTAfterSomeoneElsesStopWritesTheModesAndThePictureAgain() {
        let program = Program()
        let frames = program.terminal.output.frames.count
        program.terminal.raise(SIGCONT)
        program.run(to: 1)
        XCTAssertEqual(program.terminal.requests, [.modes(TerminalModes()), .reassert, .invalidate])
        XCTAssertEqual(program.terminal.output.frames.count, frames + 1, "the picture written again")
        XCTAssertEqual(program.terminal.history.lastFrame.count, 80 * 24, "whole")
    }

    func testPixelReportsAreAskedForWhereTheTerminalGivesTheCellsSize() throws {
        let plain = Program()
        XCTAssertFalse(plain.terminal.requests.contains(.pixelMouse))
        let pixels = try XCTUnwrap(CellPixelSize(width: 10, height: 20))
        let program = Program(pixels: pixels)
        XCTAssertEqual(program.terminal.requests, [.modes(TerminalModes()), .pixelMouse], "after the mouse modes")
        // A new size the terminal no longer gives in pixels: back to cells.
        program.terminal.pixelSize = nil
        program.terminal.resize(columns: 90, rows: 24)
        program.run(to: 1)
        XCTAssertTrue(program.terminal.requests.contains(.cellMouse))
    }

    /// The modes are the frame's: set before its bytes, once, and changed when a frame asks
    /// for others; pixel reports only where the frames want them.
    func testTheTerminalsModesAreWhatTheFramesAskFor() throws {
        let pixels = try XCTUnwrap(CellPixelSize(width: 10, height: 20))
        let program = Program(pixels: pixels)
        program.terminal.type("?")  // the help: a frame
        program.run(to: 1)
        XCTAssertEqual(program.terminal.requests, [.modes(TerminalModes()), .pixelMouse], "set once, not every frame")
        var fewer = TerminalModes()
        fewer.pixelMouse = false
        fewer.focusReports = false
        program.session.modes = fewer
        program.terminal.type("?")  // the help: a frame
        program.run(to: 2)
        XCTAssertEqual(Array(program.terminal.requests.dropFirst(2)), [.modes(fewer), .cellMouse], "pixels no longer wanted")
        fewer.mouse = false
        program.session.modes = fewer
        program.terminal.type("?")  // the help: a frame
        program.run(to: 3)
        XCTAssertEqual(program.terminal.requests.last, .modes(fewer))
    }

    func testACopyIsWrittenToTheTerminalBeforeTheNextFrame() {
        let program = Program()
        program.terminal.type("\u{1B}[<2;41;13M\u{1B}[<2;41;13m")  // a right click on the placard: its menu
        program.run(to: 1)
        program.terminal.type("c")
        program.run(to: 2)
        XCTAssertEqual(program.terminal.sent, ["\u{1B}]52;c;V2VsY29tZQ==\u{1B}\\"])
    }
}
