import XCTest
@testable import MoveMeCore

/// UIButton's titles and colours per state, with the normal state's as the fallback, and the
/// press: highlighted while held, no press once the finger left it.
final class ButtonTests: XCTestCase {
    func testATitleFallsBackToTheNormalOne() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        XCTAssertNil(button.currentTitle)
        button.setTitle("Next", for: .normal)
        button.setTitle("Going", for: .highlighted)
        XCTAssertEqual(button.title(for: .selected), "Next")
        XCTAssertEqual(button.title(for: [.highlighted, .selected]), "Next", "states are matched exactly, as UIKit's")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Going")
        button.setTitle(nil, for: .highlighted)
        XCTAssertEqual(button.currentTitle, "Next")
    }

    func testTitleColoursHaveTheSystemsDefaultsPerState() {
        let button = Button(frame: .zero)
        XCTAssertEqual(button.currentTitleColor, Button.tintColor)
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitleColor, Button.highlightedTitleColor)
        button.isHighlighted = false
        button.isEnabled = false
        XCTAssertEqual(button.currentTitleColor, Button.disabledTitleColor)
        button.setTitleColor(.white, for: .normal)
        XCTAssertEqual(button.currentTitleColor, .white, "a normal colour set is every state's")
        XCTAssertEqual(button.titleColor(for: .highlighted), Button.highlightedTitleColor)
    }

    func testHeldItIsHighlightedAndAFingerThatLeavesMakesNoPress() {
        final class Presses {
            var count = 0
            func press(_ sender: Button) { count += 1 }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let button = Button(frame: Rect(x: 10, y: 10, width: 10, height: 2))
        button.setTitle("OK", for: .normal)
        window.addSubview(button)
        let dispatcher = TouchDispatcher(window: window)
        let presses = Presses()
        button.addTarget(presses, action: Action("press:", Presses.press), for: .touchUpInside)

        dispatcher.pointerDown(at: Point(x: 12, y: 11), time: 0)
        XCTAssertEqual(button.state, .highlighted)
        dispatcher.pointerMoved(to: Point(x: 50, y: 30), time: 0.1)
        XCTAssertEqual(button.state, .normal, "the finger left: no longer highlighted")
        dispatcher.pointerUp(at: Point(x: 50, y: 30), time: 0.2)
        XCTAssertEqual(presses.count, 0)

        dispatcher.pointerDown(at: Point(x: 12, y: 11), time: 1)
        dispatcher.pointerUp(at: Point(x: 12, y: 11), time: 1.1)
        XCTAssertEqual(presses.count, 1)
    }

    func testALabelTakesNoTouchesAndAsksToDrawWhenItsTextChanges() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 10, height: 2), text: "Hello")
        XCTAssertFalse(label.isUserInteractionEnabled, "UILabel's default")
        let before = label.displayVersion
        label.text = "Bye"
        XCTAssertGreaterThan(label.displayVersion, before)
        let after = label.displayVersion
        label.text = "Bye"
        XCTAssertEqual(label.displayVersion, after, "the same text draws nothing again")
    }
}
