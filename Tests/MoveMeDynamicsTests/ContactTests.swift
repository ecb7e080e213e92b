import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// Records what a collision behaviour tells its delegate.
final class ContactRecorder: CollisionBehaviorDelegate {
    enum Event: Equatable {
        case beganBoundary(ObjectIdentifier, String?, Point)
        case endedBoundary(ObjectIdentifier, String?)
        case beganItems(ObjectIdentifier, ObjectIdentifier)
        case endedItems(ObjectIdentifier, ObjectIdentifier)
    }

    var events: [Event] = []
    var onBoundary: ((DynamicItem, String?) -> Void)?

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?, at point: Point) {
        events.append(.beganBoundary(ObjectIdentifier(item), identifier, point))
        onBoundary?(item, identifier)
    }

    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: DynamicItem,
                           withBoundaryIdentifier identifier: String?) {
        events.append(.endedBoundary(ObjectIdentifier(item), identifier))
    }

    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: DynamicItem,
                           with item2: DynamicItem, at point: Point) {
        events.append(.beganItems(ObjectIdentifier(item1), ObjectIdentifier(item2)))
    }

    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: DynamicItem,
                           with item2: DynamicItem) {
        events.append(.endedItems(ObjectIdentifier(item1), ObjectIdentifier(item2)))
    }
}

final class ContactTests: XCTestCase {
    func testBoundaryContactBeginsOnceWithItsNameAndAPointOnItThenEnds() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 100, y: 100))
        let collision = CollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "bottomBoundary", from: Point(x: 0, y: 380), to: Point(x: 320, y: 380))
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        stage.animator.addBehavior(collision)
        stage.runUntilPaused()
        XCTAssertEqual(view.center.y, 355, accuracy: 0.5)
        XCTAssertEqual(recorder.events.count, 1)
        guard case let .beganBoundary(item, identifier, point) = recorder.events.first else {
            return XCTFail("no contact began: \(recorder.events)")
        }
        XCTAssertEqual(item, ObjectIdentifier(view))
        XCTAssertEqual(identifier, "bottomBoundary")
        XCTAssertEqual(point.y, 380, accuracy: 0.5)
        XCTAssertEqual(point.x, 100, accuracy: 25.5)
        // Removing the boundary ends the contact, once.
        collision.removeBoundary(withIdentifier: "bottomBoundary")
        stage.run(0.1)
        XCTAssertEqual(recorder.events.count, 2)
        XCTAssertEqual(recorder.events.last, .endedBoundary(ObjectIdentifier(view), "bottomBoundary"))
        stage.run(1)
        XCTAssertEqual(recorder.events.count, 2)
    }

    func testReferenceBoundsContactsHaveNoIdentifier() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 100, y: 100))
        let collision = CollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        stage.animator.addBehavior(GravityBehavior(items: [view]))
        stage.animator.addBehavior(collision)
        stage.runUntilPaused()
        guard case let .beganBoundary(_, identifier, point) = recorder.events.first else {
            return XCTFail("no contact began: \(recorder.events)")
        }
        XCTAssertNil(identifier)
        XCTAssertEqual(point.y, 480, accuracy: 0.5)
        XCTAssertEqual(recorder.events.count, 1)
    }

    func testItemContactsBeginAndEndOnce() {
        let stage = Stage()
        let red = stage.square(50, at: Point(x: 160, y: 240))
        let green = stage.square(50, at: Point(x: 160, y: 300))
        let collision = CollisionBehavior(items: [red, green])
        collision.translatesReferenceBoundsIntoBoundary = true
        let recorder = ContactRecorder()
        collision.collisionDelegate = recorder
        stage.animator.addBehavior(GravityBehavior(items: [red, green]))
        stage.animator.addBehavior(collision)
        stage.runUntilPaused()
        let itemEvents = recorder.events.filter {
            if case .beganItems = $0 { return true } else if case .endedItems = $0 { return true } else { return false }
        }
        XCTAssertEqual(itemEvents.count, 1, "\(recorder.events)")
        // Taking red away ends that contact.
        collision.removeItem(red)
        stage.run(0.1)
        XCTAssertTrue(recorder.events.contains { if case .endedItems = $0 { true } else { false } })
    }

    func testADelegateMayRemoveTheItemItIsToldAbout() {
        let stage = Stage()
        let view = stage.square(50, at: Point(x: 100, y: 100))
        let collision = CollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "line", from: Point(x: 0, y: 300), to: Point(x: 320, y: 300))
        let gravity = GravityBehavior(items: [view])
        let recorder = ContactRecorder()
        recorder.onBoundary = { item, _ in
            collision.removeItem(item)
            gravity.removeItem(item)
        }
        collision.collisionDelegate = recorder
        stage.animator.addBehavior(gravity)
        stage.animator.addBehavior(collision)
        stage.run(2)
        XCTAssertFalse(stage.animator.isRunning)
        XCTAssertEqual(view.center.y, 275, accuracy: 3)  // where it began to touch
        XCTAssertEqual(recorder.events.filter { if case .beganBoundary = $0 { true } else { false } }.count, 1)
    }
}
