import TestSupport
import XCTest
import MoveMeCore

// The code of MoveMeCore's DocC articles (Sources/MoveMeCore/MoveMeCore.docc), each snippet
// word for word, and what each article says it does. `testEveryArticleSnippetIsInThisFile`
// keeps the articles and this file the same: change both together.

// MARK: "Touches and the responder chain" (TouchesAndTheResponderChain.md)

/// A view that keeps the phases of the touches it is sent.
final class PhaseRecorder: View {
    var phases: [TouchPhase] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        phases.append(.began)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        phases.append(.moved)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        phases.append(.ended)
    }
}

// MARK: "Writing a scene" (WritingAScene.md)

/// Tells a single tap from a double tap: a single tap dims the view, once no second tap came.
final class DimmingTapView: View {
    let taps = TapDisambiguator()
    private(set) var singleTaps = 0
    private(set) var doubleTaps = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        taps.touchBegan(touch)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        if touch.tapCount == 2 { doubleTaps += 1 }
        taps.touchEnded(touch) { [weak self] _ in
            guard let self, let animator = window?.animator else { return }
            singleTaps += 1
            animator.animate(withDuration: 0.5) { self.alpha = 0.5 }
        }
    }
}

/// What a scene is made of, in MoveMeCore's types: a window of views, the dispatcher that
/// feeds it touches, and a turn of the run loop that brings everything to the time passed in.
final class TapScene {
    let window: Window
    let dispatcher: TouchDispatcher
    let tapView = DimmingTapView(frame: Rect(x: 10, y: 10, width: 20, height: 10))

    init(columns: Int, rows: Int, application: Application) {
        window = Window(frame: Rect(x: 0, y: 0, width: Double(columns), height: Double(rows) * 2))
        dispatcher = TouchDispatcher(window: window, application: application)
        window.addSubview(tapView)
    }

    /// One turn of the run loop: the layout pass, the delayed performs that are due (the
    /// animations brought to each one's time first), then the animations to `time`.
    func advance(to time: Double) {
        window.layoutIfNeeded()
        let animator = window.animator
        dispatcher.application.runLoop.advance(to: time) { animator.advance(to: $0) }
        animator.advance(to: time)
    }

    /// Whether frames are needed: when false, nothing changes until input comes.
    var isAnimating: Bool { window.animator.isAnimating }

    /// When the run loop next has work due: a front end sleeps until then, or until input.
    var nextTimerTime: Double? { dispatcher.application.runLoop.nextTimerTime }

    func pointerDown(at point: Point, time: Double) {
        advance(to: time)
        dispatcher.pointerDown(at: point, time: time)
    }

    func pointerUp(at point: Point, time: Double) {
        advance(to: time)
        dispatcher.pointerUp(at: point, time: time)
    }
}

// MARK: "Gestures and controls" (GesturesAndControls.md)

/// Counts a view's single and double taps, as a view controller handling them would.
final class TapLog {
    private(set) var singles = 0
    private(set) var doubles = 0

    func singleTapped(_ tap: TapGestureRecognizer) { singles += 1 }
    func doubleTapped(_ tap: TapGestureRecognizer) { doubles += 1 }
}

/// Shows the next greeting when told to by any control under it: an action by name.
final class GreetingView: View {
    private(set) var greetings = 0

    override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        action == EditAction("showNextGreeting:")
    }

    override func perform(_ action: EditAction, withSender sender: Any?) {
        greetings += 1
    }
}

final class ArticleExamplesTests: XCTestCase {
    // MARK: "Touches and the responder chain"

    func testATouchStaysWithTheViewItBeganIn() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let recorder = PhaseRecorder(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        window.addSubview(recorder)
        let dispatcher = TouchDispatcher(window: window)

        dispatcher.pointerDown(at: Point(x: 25, y: 18), time: 0)
        dispatcher.pointerMoved(to: Point(x: 60, y: 40), time: 0.1)
        dispatcher.pointerUp(at: Point(x: 60, y: 40), time: 0.2)

        XCTAssertEqual(recorder.phases, [.began, .moved, .ended])
    }

    func testATouchAViewDoesNotHandleGoesToItsSuperview() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let recorder = PhaseRecorder(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        window.addSubview(recorder)
        let dispatcher = TouchDispatcher(window: window)

        let label = View(frame: Rect(x: 2, y: 2, width: 5, height: 2))
        recorder.addSubview(label)
        dispatcher.pointerDown(at: Point(x: 13, y: 13), time: 1)

        XCTAssertTrue(dispatcher.activeTouch?.view === label)
        XCTAssertEqual(recorder.phases, [.began])
        XCTAssertTrue(label.next === recorder)
        XCTAssertTrue(window.next === dispatcher.application)
    }

    func testASecondFingerOnAViewThatIsNotMultiTouchIsRefused() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let recorder = PhaseRecorder(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        window.addSubview(recorder)
        let dispatcher = TouchDispatcher(window: window)

        dispatcher.fingerDown(0, at: Point(x: 25, y: 18), time: 0)
        dispatcher.fingerDown(1, at: Point(x: 20, y: 18), time: 0.1)

        XCTAssertFalse(recorder.isMultipleTouchEnabled)
        XCTAssertEqual(dispatcher.touch(forFinger: 1)?.refusal, .notMultipleTouch)
        XCTAssertNil(dispatcher.touch(forFinger: 1)?.view)
        XCTAssertEqual(recorder.phases, [.began])
    }

    func testAMultiTouchViewGetsEveryFingerAndTheRestAreStationary() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let recorder = PhaseRecorder(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        window.addSubview(recorder)
        let dispatcher = TouchDispatcher(window: window)

        recorder.isMultipleTouchEnabled = true
        dispatcher.fingerDown(0, at: Point(x: 25, y: 18), time: 0)
        dispatcher.fingerDown(1, at: Point(x: 20, y: 18), time: 0.1)
        dispatcher.fingerMoved(1, to: Point(x: 21, y: 18), time: 0.2)

        XCTAssertEqual(recorder.phases, [.began, .began, .moved])
        XCTAssertEqual(dispatcher.touch(forFinger: 0)?.phase, .stationary)
    }

    // MARK: "Animations under a manual clock"

    func testTheModelChangesAtOnceAndWhatIsShownFollowsTheClock() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = window.animator

        animator.animate(withDuration: 1, curve: .linear) {
            view.center = Point(x: 25, y: 5)
        }
        XCTAssertEqual(view.center, Point(x: 25, y: 5))
        XCTAssertEqual(view.presentation.center, Point(x: 5, y: 5))

        animator.advance(to: 0.5)
        XCTAssertEqual(view.presentation.center.x, 15, accuracy: 1e-9)
        XCTAssertTrue(animator.isAnimating)
        animator.advance(to: 1)
        XCTAssertFalse(animator.isAnimating)
    }

    func testACompletionRunsAtTheAnimationsEndWhateverTheFrames() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = window.animator

        var finishedAt: Double?
        animator.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in
            finishedAt = animator.currentTime
        })
        animator.advance(to: 1)  // one late frame

        XCTAssertEqual(try XCTUnwrap(finishedAt), 0.3, accuracy: 1e-9)
        XCTAssertEqual(animator.currentTime, 1)
    }

    func testSlowAnimationsStretchTheAnimationsClock() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = window.animator

        animator.speed = Animator.slowAnimationsSpeed
        animator.animate(withDuration: 0.2, curve: .linear) { view.alpha = 0 }
        animator.advance(to: 1)

        XCTAssertEqual(view.presentation.alpha, 0.5, accuracy: 1e-9)
        XCTAssertEqual(animator.localTime, 0.1, accuracy: 1e-9)
        animator.advance(to: 2)
        XCTAssertFalse(animator.isAnimating)
    }

    func testAnExplicitAnimationLeavesTheModelAlone() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = window.animator

        view.center = Point(x: 50, y: 5)
        let slide = AnimationTrack.basic(from: .point(Point(x: 5, y: 5)), to: .point(Point(x: 50, y: 5)))
        animator.add([.center: slide], to: view, duration: 1, forKey: "slide")
        animator.advance(to: 0.5)

        XCTAssertEqual(view.presentation.center.x, 27.5, accuracy: 1e-9)
        XCTAssertEqual(view.center, Point(x: 50, y: 5))
        XCTAssertEqual(animator.animationKeys(of: view), ["slide"])
    }

    // MARK: "Writing a scene"

    func testASingleTapWaitsOnTheRunLoopAndThenAnimates() {
        let scene = TapScene(columns: 80, rows: 24, application: Application())
        scene.pointerDown(at: Point(x: 20, y: 15), time: 0)
        scene.pointerUp(at: Point(x: 20, y: 15), time: 0.1)
        XCTAssertEqual(try XCTUnwrap(scene.nextTimerTime), 0.45, accuracy: 1e-5)
        XCTAssertEqual(scene.tapView.singleTaps, 0)

        scene.advance(to: 0.5)
        XCTAssertEqual(scene.tapView.singleTaps, 1)
        XCTAssertEqual(scene.tapView.alpha, 0.5)
        XCTAssertTrue(scene.isAnimating)
        XCTAssertNil(scene.nextTimerTime)

        scene.advance(to: 1)
        XCTAssertFalse(scene.isAnimating)
        XCTAssertEqual(scene.tapView.presentation.alpha, 0.5)
    }

    func testADoubleTapCancelsTheSingleTap() {
        let scene = TapScene(columns: 80, rows: 24, application: Application())
        scene.pointerDown(at: Point(x: 20, y: 15), time: 0)
        scene.pointerUp(at: Point(x: 20, y: 15), time: 0.1)
        scene.pointerDown(at: Point(x: 20, y: 15), time: 0.2)
        scene.pointerUp(at: Point(x: 20, y: 15), time: 0.3)
        scene.advance(to: 1)

        XCTAssertEqual(scene.tapView.doubleTaps, 1)
        XCTAssertEqual(scene.tapView.singleTaps, 0)
        XCTAssertNil(scene.nextTimerTime)
    }

    // MARK: "Gestures and controls"

    func testASingleTapWaitsForTheDoubleTapToFail() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let view = View(frame: Rect(x: 10, y: 10, width: 20, height: 10))
        window.addSubview(view)
        let dispatcher = TouchDispatcher(window: window)
        let runLoop = dispatcher.application.runLoop
        let log = TapLog()

        let single = TapGestureRecognizer(target: log, action: Action("singleTapped:", TapLog.singleTapped))
        let double = TapGestureRecognizer(target: log, action: Action("doubleTapped:", TapLog.doubleTapped))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        dispatcher.pointerDown(at: Point(x: 15, y: 15), time: 0)
        dispatcher.pointerUp(at: Point(x: 15, y: 15), time: 0.1)
        runLoop.advance(to: 0.3)
        XCTAssertEqual(log.singles, 0)

        runLoop.advance(to: 0.5)
        XCTAssertEqual(log.singles, 1)
        XCTAssertEqual(log.doubles, 0)
    }

    func testAButtonsActionWithNoTargetGoesUpTheResponderChain() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let dispatcher = TouchDispatcher(window: window)

        let greetingView = GreetingView(frame: window.bounds)
        window.addSubview(greetingView)
        let button = Button(frame: Rect(x: 2, y: 2, width: 10, height: 2))
        button.setTitle("Next", for: .normal)
        greetingView.addSubview(button)
        button.addTarget(nil, action: Action("showNextGreeting:"), for: .touchUpInside)

        dispatcher.pointerDown(at: Point(x: 5, y: 3), time: 0)
        XCTAssertTrue(button.isHighlighted)
        dispatcher.pointerUp(at: Point(x: 5, y: 3), time: 0.1)

        XCTAssertEqual(greetingView.greetings, 1)
        XCTAssertFalse(button.isHighlighted)
    }

    // MARK: The articles and this file

    func testEveryArticleSnippetIsInThisFile() throws {
        try assertSnippets(of: "Sources/MoveMeCore/MoveMeCore.docc", areIn: #filePath)
    }
}
