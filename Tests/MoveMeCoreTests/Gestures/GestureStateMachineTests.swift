import XCTest
@testable import MoveMeCore

/// A recognizer a test drives by hand: it sets the states it is told to.
private final class Manual: GestureRecognizer {
    var resets = 0
    override func reset() {
        super.reset()
        resets += 1
    }
}

/// Says no, or yes, as it is told.
private final class Gatekeeper: GestureRecognizerDelegate {
    var mayBegin = true
    var mayReceive = true
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        asked.append("should begin")
        return mayBegin
    }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        asked.append("should receive")
        return mayReceive
    }
}

/// UIGestureRecognizer's state machine: the transitions UIKit allows, the actions on the run
/// loop's next turn, the reset after ended, cancelled and failed, the delegate, `isEnabled`.
final class GestureStateMachineTests: XCTestCase {
    func testTheTransitionsAreUIKitsAndNoOthers() {
        typealias State = GestureRecognizer.State
        let allowed: Set<[State]> = [[.possible, .began], [.possible, .ended], [.possible, .failed],
                                     [.began, .changed], [.began, .ended], [.began, .cancelled],
                                     [.changed, .changed], [.changed, .ended], [.changed, .cancelled]]
        for from in State.allCases {
            for to in State.allCases {
                XCTAssertEqual(from.allows(to), allowed.contains([from, to]), "\(from.name) to \(to.name)")
            }
        }
        XCTAssertEqual(State.recognized, .ended, "recognized is ended, as UIKit's")
    }

    func testAContinuousGestureSendsItsActionsOnTheNextTurnAndIsResetAfter() {
        let world = GestureWorld()
        let manual = world.add(Manual(), as: "manual")
        world.down(Point(x: 20, y: 20), at: 1)
        manual.state = .began
        XCTAssertEqual(world.log.actions, [], "not at once: at the next turn of the run loop")
        world.turn(to: 1)
        XCTAssertEqual(world.log.actions, ["manual began"])
        manual.state = .changed
        manual.state = .ended
        XCTAssertEqual(manual.state, .ended)
        world.turn(to: 1.1)
        XCTAssertEqual(world.log.actions, ["manual began", "manual ended", "manual ended"],
                       "one action a change, each reading the state as it is when it comes")
        XCTAssertEqual(manual.state, .possible, "reset after the actions")
        XCTAssertEqual(manual.resets, 1)
    }

    func testAnInvalidTransitionIsIgnoredAndFailedSendsNothing() {
        let world = GestureWorld()
        let manual = world.add(Manual(), as: "manual")
        world.down(Point(x: 20, y: 20), at: 0)
        manual.state = .changed  // possible cannot go to changed
        XCTAssertEqual(manual.state, .possible)
        manual.state = .failed
        manual.state = .began  // failed goes nowhere but back to possible, at the reset
        XCTAssertEqual(manual.state, .failed)
        world.turn(to: 0.1)
        XCTAssertEqual(world.log.actions, [])
        XCTAssertEqual(manual.state, .possible)
        XCTAssertEqual(manual.resets, 1)
    }

    func testTheDelegateSayingNoMakesItFail() {
        let world = GestureWorld()
        let manual = world.add(Manual(), as: "manual")
        let gatekeeper = Gatekeeper()
        manual.delegate = gatekeeper
        gatekeeper.mayBegin = false
        world.down(Point(x: 20, y: 20), at: 0)
        manual.state = .began
        XCTAssertEqual(manual.state, .failed)
        XCTAssertEqual(gatekeeper.asked, ["should receive", "should begin"])
        world.turn(to: 0.1)
        XCTAssertEqual(world.log.actions, [])
    }

    func testATouchTheDelegateRefusesIsNotTheRecognizers() {
        let world = GestureWorld()
        let manual = world.add(Manual(), as: "manual")
        let gatekeeper = Gatekeeper()
        manual.delegate = gatekeeper
        gatekeeper.mayReceive = false
        world.down(Point(x: 20, y: 20), at: 0)
        XCTAssertEqual(manual.numberOfTouches, 0)
        XCTAssertEqual(world.view.phases, ["began"], "the view gets the touch as if no recognizer were there")
    }

    func testDisablingARecognizingGestureCancelsIt() {
        let world = GestureWorld()
        let manual = world.add(Manual(), as: "manual")
        world.down(Point(x: 20, y: 20), at: 0)
        manual.state = .began
        world.turn(to: 0.1)
        manual.isEnabled = false
        XCTAssertEqual(manual.state, .cancelled)
        world.turn(to: 0.2)
        XCTAssertEqual(world.log.actions, ["manual began", "manual cancelled"])
        world.up(Point(x: 20, y: 20), at: 0.3)
        world.down(Point(x: 20, y: 20), at: 0.4)
        XCTAssertEqual(manual.numberOfTouches, 0, "disabled, it sees no touches")
    }

    func testWhereTheGestureIsAndHowManyTouches() {
        let world = GestureWorld()
        let manual = world.add(Manual(), as: "manual")
        world.down(Point(x: 20, y: 20), at: 0, finger: 0)
        world.down(Point(x: 30, y: 24), at: 0.1, finger: 1)
        XCTAssertEqual(manual.numberOfTouches, 2)
        XCTAssertEqual(manual.location(in: nil), Point(x: 25, y: 22), "the centroid")
        XCTAssertEqual(manual.location(in: world.view), Point(x: 15, y: 12), "in the view's coordinates")
        XCTAssertEqual(manual.location(ofTouch: 1, in: nil), Point(x: 30, y: 24))
        XCTAssertEqual(manual.location(ofTouch: 5, in: nil), .zero)
        world.up(Point(x: 30, y: 24), at: 0.2, finger: 1)
        XCTAssertEqual(manual.numberOfTouches, 1)
        world.up(Point(x: 20, y: 20), at: 0.3, finger: 0)
        XCTAssertEqual(manual.numberOfTouches, 1, "once all lifted: the ones that lifted last")
        XCTAssertEqual(manual.location(in: nil), Point(x: 20, y: 20))
    }

    func testRecognizersSeeTouchesBeforeTheirViewAndThoseOfTheViewsAbove() {
        final class Watcher: GestureRecognizer {
            let note: (String) -> Void
            init(_ note: @escaping (String) -> Void) {
                self.note = note
                super.init()
            }
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { note("recognizer began") }
        }
        final class Noting: View {
            var note: ((String) -> Void)?
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { note?("view began") }
        }
        let world = GestureWorld()
        var order: [String] = []
        let inner = Noting(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        inner.note = { order.append($0) }
        world.view.addSubview(inner)
        world.view.addGestureRecognizer(Watcher { order.append($0) })  // on the superview
        world.down(Point(x: 20, y: 20), at: 0)
        XCTAssertEqual(order, ["recognizer began", "view began"])
    }

    func testAnEventSaysWhichTouchesARecognizerHas() {
        final class Keeper: GestureRecognizer {
            var seen: Set<Touch> = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { seen = event.touches(for: self) }
        }
        let world = GestureWorld()
        let keeper = world.add(Keeper(), as: "keeper")
        world.down(Point(x: 20, y: 20), at: 0)
        XCTAssertEqual(keeper.seen.count, 1)
        XCTAssertTrue(keeper.seen.first === world.dispatcher.activeTouch)
    }
}
