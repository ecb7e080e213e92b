@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
@testable import MoveMeTUI
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

/// A drag frame advances the scene only to the drag's time (the input's handling and the frame
/// both advance it there: the second does nothing, so nothing needs to say which came first);
/// a scene is made at the size it is laid out at, not made and then resized.
final class SceneAdvanceTests: XCTestCase {
    private static let touches = SceneEntry("touches", key: "6", summary: .sceneTouches, takesSecondFingers: true) {
        configuration, application, columns, rows, time in
        CountingScene(TouchesScene(columns: columns, rows: rows, doubleTapInterval: configuration.doubleTapInterval, time: time,
                                   application: application))
    }
    private static let moveMe = SceneEntry("moveme", key: "1", summary: .sceneMoveMe, hasCaption: false) {
        configuration, application, columns, rows, time in
        CountingScene(MoveMeApp(columns: columns, rows: rows, greetings: configuration.greetings,
                                doubleTapInterval: configuration.doubleTapInterval, time: time, application: application))
    }

    private func counted(_ h: SessionHarness) -> CountingScene { h.session.scene as! CountingScene }

    /// A report read at `time` and the frame it asks for: the times the scene was advanced to
    /// meanwhile.
    private func dragFrame(_ h: SessionHarness, _ event: MouseEvent, at time: Double) -> Set<Double> {
        h.run(to: time)
        let before = counted(h).advances.count
        let frames = h.runtime.framesDrawn
        h.send(.mouse(event))
        XCTAssertEqual(h.runtime.framesDrawn, frames + 1, "the frame of the report at \(time)")
        return Set(counted(h).advances[before...])
    }

    private func send(_ h: SessionHarness, _ event: MouseEvent, at time: Double) {
        h.run(to: time)
        h.send(.mouse(event))
    }

    func testATwoFingerDragFrameAdvancesTheSceneOnlyToItsTime() {
        let h = SessionHarness(columns: 80, rows: 24, configuration: Configuration(scene: Self.touches))
        send(h, MouseEvent(kind: .press, button: .right, column: 8, row: 10), at: 0.1)
        send(h, MouseEvent(kind: .press, button: .left, column: 45, row: 12, alt: true), at: 0.2)
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 47, row: 12, alt: true), at: 0.25), [0.25])
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 49, row: 13, alt: true), at: 0.3), [0.3])
        XCTAssertTrue(h.caption.hasPrefix(" pinch ×1.78, turn 7°: multi-touch tile · "), h.caption)
    }

    func testAMoveMeDragFrameAdvancesToItsTimeAndTheBounceAfterTheReleaseStillRuns() {
        let h = SessionHarness(columns: 80, rows: 24, configuration: Configuration(scene: Self.moveMe))
        send(h, MouseEvent(kind: .press, button: .left, column: 40, row: 12), at: 0.1)
        // A drag at once (held still, the press would be long and its menu show).
        send(h, MouseEvent(kind: .drag, button: .left, column: 42, row: 13), at: 0.15)
        // Past the press's pulse: nothing animates while the placard follows the pointer.
        h.run(to: 1)
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 44, row: 14), at: 1.25), [1.25])
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 48, row: 16), at: 1.3), [1.3])
        // The release starts the bounce home, in the frame of its time.
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .release, button: .left, column: 48, row: 16), at: 1.35), [1.35])
        XCTAssertTrue(h.session.scene.isAnimating)
    }

    func testAFrameAfterADragThatCameEarlierAdvancesToItsOwnTime() {
        let h = SessionHarness(columns: 80, rows: 24, configuration: Configuration(scene: Self.moveMe))
        send(h, MouseEvent(kind: .press, button: .left, column: 40, row: 12), at: 0.1)
        XCTAssertEqual(dragFrame(h, MouseEvent(kind: .drag, button: .left, column: 42, row: 13), at: 1.2), [1.2])
        // A report just after that frame: taken at once, its frame when the scheduler allows.
        let before = counted(h).advances.count
        send(h, MouseEvent(kind: .drag, button: .left, column: 44, row: 14), at: 1.201)
        let advances = Set(counted(h).advances[before...]).sorted()
        XCTAssertEqual(advances.first, 1.201, "the report's time")
        XCTAssertEqual(advances.count, 2, "and the frame's, later")
        XCTAssertGreaterThan(advances.last ?? 0, 1.201)
    }

    func testAScenesIsMadeAtTheSizeItIsLaidOutAtNotResized() {
        let h = SessionHarness(columns: 80, rows: 24, configuration: Configuration(scene: Self.touches))
        XCTAssertEqual(counted(h).resizes.count, 0)
        XCTAssertEqual([counted(h).columns, counted(h).rows], [80, 23], "a row for the caption")
        let inspected = SessionHarness(columns: 120, rows: 40, configuration: Configuration(scene: Self.moveMe, showsInspector: true))
        XCTAssertEqual(counted(inspected).resizes.count, 0)
        h.resize(columns: 60, rows: 20)
        XCTAssertEqual(counted(h).resizes.map { [$0.columns, $0.rows] }, [[60, 19]], "once for a new size")
    }
}
