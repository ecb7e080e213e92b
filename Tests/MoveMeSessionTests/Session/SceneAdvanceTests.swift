@testable import MoveMeRendering
@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeTerminal

/// A scene that counts what the session asks of it: the times it is advanced to and its
/// resizes, the rest passed to the scene it wraps.
private final class CountingScene: Scene {
    let wrapped: any Scene
    private(set) var advances: [Double] = []
    private(set) var resizes: [(columns: Int, rows: Int)] = []

    init(_ wrapped: any Scene) { self.wrapped = wrapped }

    var window: Window { wrapped.window }
    var dispatcher: TouchDispatcher { wrapped.dispatcher }
    var columns: Int { wrapped.columns }
    var rows: Int { wrapped.rows }
    func advance(to time: Double) {
        advances.append(time)
        wrapped.advance(to: time)
    }
    func resize(columns: Int, rows: Int) {
        resizes.append((columns, rows))
        wrapped.resize(columns: columns, rows: rows)
    }
    func restart(at time: Double) { wrapped.restart(at: time) }
    var isAnimating: Bool { wrapped.isAnimating }
    var nextTimerTime: Double? { wrapped.nextTimerTime }
    var caption: String? { wrapped.caption }
    var help: [HelpLine] { wrapped.help }
    var hint: [String] { wrapped.hint }
    var keyCommands: [KeyCommand] { wrapped.keyCommands }
}

/// A drag frame advances the scene once, at the drag's time; a scene is made at the size it is
/// laid out at, not made and then resized.
final class SceneAdvanceTests: XCTestCase {
    private static let touches = SceneEntry("touches", key: "6", summary: .sceneTouches, takesSecondFingers: true) {
        settings, columns, rows, time in
        CountingScene(TouchesScene(columns: columns, rows: rows, doubleTapInterval: settings.doubleTapInterval, time: time,
                                   application: settings.application))
    }
    private static let moveMe = SceneEntry("moveme", key: "1", summary: .sceneMoveMe, hasCaption: false) {
        settings, columns, rows, time in
        CountingScene(MoveMeApp(columns: columns, rows: rows, greetings: settings.greetings,
                                doubleTapInterval: settings.doubleTapInterval, time: time, application: settings.application))
    }

    private func counted(_ h: SessionHarness) -> CountingScene { h.session.scene as! CountingScene }

    /// Input and then its frame at one time, as the shell now does (`EventLoop`).
    private func dragFrame(_ h: SessionHarness, _ event: MouseEvent, at time: Double) -> [Double] {
        let before = counted(h).advances.count
        h.session.handle([.mouse(event)], at: time)
        h.session.didReadInput(at: time, holdsBytes: false)
        XCTAssertTrue(h.session.drawIfDue(at: time), "the frame at \(time)")
        return Array(counted(h).advances[before...])
    }

    func testATwoFingerDragFrameAdvancesTheSceneOnceAtItsTime() {
        let h = SessionHarness(columns: 80, rows: 24, options: ProgramOptions(configuration: Configuration(scene: Self.touches)))
        h.session.handle([.mouse(MouseEvent(kind: .press, button: .right, column: 8, row: 10))], at: 0.1)
        h.session.drawIfDue(at: 0.1)
        h.session.handle([.mouse(MouseEvent(kind: .press, button: .left, column: 45, row: 12, alt: true))], at: 0.2)
        h.session.drawIfDue(at: 0.2)
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 47, row: 12, alt: true), at: 0.25), [0.25])
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 49, row: 13, alt: true), at: 0.3), [0.3])
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×1.78, turn 7°: multi-touch tile · "), h.caption)
    }

    func testAMoveMeDragFrameAdvancesOnceAndTheBounceAfterTheReleaseStillRuns() {
        let h = SessionHarness(columns: 80, rows: 24, options: ProgramOptions(configuration: Configuration(scene: Self.moveMe)))
        h.session.handle([.mouse(MouseEvent(kind: .press, button: .left, column: 40, row: 12))], at: 0.1)
        h.session.drawIfDue(at: 0.1)
        // A drag at once (held still, the press would be long and its menu fade in).
        _ = dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 42, row: 13), at: 0.15)
        // Past the press's pulse: nothing animates while the placard follows the pointer.
        var time = 0.15
        while time < 1 { time += 1.0 / 60; h.session.drawIfDue(at: time) }
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 44, row: 14), at: 1.25), [1.25])
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 48, row: 16), at: 1.3), [1.3])
        // The release starts the bounce home: its frame advances again, to run what began.
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .release, button: .left, column: 48, row: 16), at: 1.35), [1.35, 1.35])
        XCTAssertTrue(h.session.scene.isAnimating)
    }

    func testAFrameAfterADragThatCameEarlierAdvancesToItsOwnTime() {
        let h = SessionHarness(columns: 80, rows: 24, options: ProgramOptions(configuration: Configuration(scene: Self.moveMe)))
        h.session.handle([.mouse(MouseEvent(kind: .press, button: .left, column: 40, row: 12))], at: 0.1)
        var time = 0.1
        while time < 1 { time += 1.0 / 60; h.session.drawIfDue(at: time) }
        let before = counted(h).advances.count
        h.session.handle([.mouse(MouseEvent(kind: .drag, button: .left, column: 44, row: 14))], at: 1.2)
        h.session.drawIfDue(at: 1.21)
        XCTAssertEqual(Array(counted(h).advances[before...]), [1.2, 1.21])
    }

    func testAScenesIsMadeAtTheSizeItIsLaidOutAtNotResized() {
        let h = SessionHarness(columns: 80, rows: 24, options: ProgramOptions(configuration: Configuration(scene: Self.touches)))
        XCTAssertEqual(counted(h).resizes.count, 0)
        XCTAssertEqual([counted(h).columns, counted(h).rows], [80, 23], "a row for the caption")
        let inspected = SessionHarness(columns: 120, rows: 40, options: ProgramOptions(configuration: Configuration(scene: Self.moveMe, showsInspector: true)))
        XCTAssertEqual(counted(inspected).resizes.count, 0)
        h.resize(columns: 60, rows: 20)
        XCTAssertEqual(counted(h).resizes.map { [$0.columns, $0.rows] }, [[60, 19]], "once for a new size")
    }
}
