import XCTest
@testable import MoveMeCore

/// A responder that performs an action by name, as a responder performs an edit command.
private class Handler: View {
    var performed: [(String, AnyObject?)] = []

    override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool {
        action == EditAction("showNext:")
    }

    override func perform(_ action: EditAction, withSender sender: Any?) {
        performed.append((action.name, sender as AnyObject?))
    }
}

/// A controller with a method for an action.
private final class Controller {
    var presses: [Button] = []
    var calls = 0

    func pressed(_ sender: Button) { presses.append(sender) }
    func poke() { calls += 1 }
}

/// A responder of a class whose method is the action: the chain finds it by its class.
private final class ChainController: View {
    var nexts = 0
    func next(_ sender: Any?) { nexts += 1 }
}

/// Target–action: a control's registrations, `sendActions(for:)`, and the application's
/// `sendAction(_:to:from:for:)`, which takes an action with no target along the responder chain.
final class TargetActionTests: XCTestCase {
    private var window: Window!
    private var dispatcher: TouchDispatcher!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        dispatcher = TouchDispatcher(window: window)
    }

    func testAnActionWithNoTargetGoesUpTheChainFromTheSender() {
        let handler = Handler(frame: window.bounds)
        let panel = View(frame: Rect(x: 5, y: 5, width: 30, height: 20))
        let button = Button(frame: Rect(x: 2, y: 2, width: 10, height: 2))
        window.addSubview(handler)
        handler.addSubview(panel)
        panel.addSubview(button)
        button.addTarget(nil, action: Action("showNext:"), for: .touchUpInside)
        XCTAssertNil(window.firstResponder, "no first responder: the walk starts at the button")

        dispatcher.pointerDown(at: Point(x: 10, y: 8), time: 0)
        dispatcher.pointerUp(at: Point(x: 10, y: 8), time: 0.1)

        XCTAssertEqual(handler.performed.count, 1)
        XCTAssertEqual(handler.performed.first?.0, "showNext:")
        XCTAssertTrue(handler.performed.first?.1 === button, "the sender is the button")
        XCTAssertEqual(button.actions(forTarget: nil, forControlEvent: .touchUpInside), ["showNext:"])
    }

    func testAnActionWithNoTargetStartsAtTheFirstResponderWhenThereIsOne() {
        final class Focus: Handler {
            override var canBecomeFirstResponder: Bool { true }
        }
        let focus = Focus(frame: Rect(x: 50, y: 0, width: 10, height: 10))
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        window.addSubview(focus)
        window.addSubview(button)
        XCTAssertTrue(focus.becomeFirstResponder())
        XCTAssertTrue(window.application?.sendAction(Action("showNext:"), to: nil, from: button, for: nil) == true)
        XCTAssertEqual(focus.performed.count, 1, "UIKit: the message goes to the first responder")
    }

    func testAMethodActionReachesTheFirstResponderOfItsClass() {
        let chain = ChainController(frame: window.bounds)
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        window.addSubview(chain)
        chain.addSubview(button)
        let sent = window.application!.sendAction(Action("next:", ChainController.next), to: nil, from: button, for: nil)
        XCTAssertTrue(sent)
        XCTAssertEqual(chain.nexts, 1)
        XCTAssertFalse(window.application!.sendAction(Action("nobody:"), to: nil, from: button, for: nil),
                       "no responder implements it: not sent")
    }

    func testSendActionsSendsEachMatchingRegistrationOnceInOrder() {
        let controller = Controller()
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        window.addSubview(button)
        button.addTarget(controller, action: Action("pressed:", Controller.pressed), for: [.touchUpInside, .valueChanged])
        button.addTarget(controller, action: Action("poke", Controller.poke), for: .valueChanged)
        button.sendActions(for: [.touchUpInside, .valueChanged])
        XCTAssertEqual(controller.presses.count, 1, "a registration matching two events is sent once")
        XCTAssertTrue(controller.presses.first === button)
        XCTAssertEqual(controller.calls, 1)
        XCTAssertEqual(button.allControlEvents, [.touchUpInside, .valueChanged])
        XCTAssertEqual(button.allTargets.count, 1)
    }

    func testRemoveTargetTakesEventsAwayAndAGoneTargetIsSentNothing() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        var controller: Controller? = Controller()
        button.addTarget(controller, action: Action("pressed:", Controller.pressed), for: [.touchUpInside, .touchDown])
        button.removeTarget(controller, action: nil, for: .touchDown)
        XCTAssertEqual(button.allControlEvents, .touchUpInside)
        XCTAssertNil(button.actions(forTarget: controller, forControlEvent: .touchDown))
        weak let weakController = controller
        controller = nil
        XCTAssertNil(weakController, "a control does not keep its targets")
        button.sendActions(for: .touchUpInside)  // nothing to send it to, and no crash
        button.removeTarget(nil, action: nil, for: .allEvents)
        XCTAssertEqual(button.allControlEvents, [])
    }

    func testANamedActionToATargetIsPerformedByIt() {
        let handler = Handler(frame: .zero)
        let button = Button(frame: .zero)
        button.addTarget(handler, action: Action("showNext:"), for: .valueChanged)
        button.sendActions(for: .valueChanged)  // a window no dispatcher feeds: sent all the same
        XCTAssertEqual(handler.performed.map(\.0), ["showNext:"])
    }
}
