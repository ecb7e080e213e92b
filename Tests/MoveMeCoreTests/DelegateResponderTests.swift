import XCTest
@testable import MoveMeCore

/// UIResponder's `next`: the application's next responder is its delegate when the delegate is
/// a responder and not a view (nor a view controller, nor the application), so what no view
/// handles reaches it: a touch, a shake, an edit action.
final class DelegateResponderTests: XCTestCase {
    /// An application delegate that is a responder, as UIKit's `AppDelegate: UIResponder`.
    private final class Delegate: Responder, ApplicationDelegate {
        var calls: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) { calls.append("touchesBegan") }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event) { calls.append("touchesEnded") }
        override func motionEnded(_ motion: EventSubtype, with event: Event?) { calls.append("motionEnded") }
        override func canPerformAction(_ action: EditAction, withSender sender: Any?) -> Bool { action == .paste }
        override func perform(_ action: EditAction, withSender sender: Any?) { calls.append("perform \(action.name)") }
    }

    /// A view that may be first responder and handles nothing itself.
    private final class Field: View {
        override var canBecomeFirstResponder: Bool { true }
    }

    private let delegate = Delegate()
    private var window: Window!
    private var dispatcher: TouchDispatcher!
    private var field: Field!

    override func setUp() {
        window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        field = Field(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(field)
        dispatcher = TouchDispatcher(window: window, application: Application(delegate: delegate))
        dispatcher.application.finishLaunching(at: 0)
    }

    func testTheApplicationsNextResponderIsItsDelegate() {
        XCTAssertTrue(dispatcher.application.next === delegate)
    }

    func testAnUnhandledTouchReachesTheDelegate() {
        dispatcher.pointerDown(at: Point(x: 5, y: 5), time: 1)
        dispatcher.pointerUp(at: Point(x: 5, y: 5), time: 1.1)
        XCTAssertEqual(delegate.calls, ["touchesBegan", "touchesEnded"])
    }

    func testAnUnhandledShakeReachesTheDelegate() {
        field.becomeFirstResponder()
        dispatcher.application.shake(in: window, at: 1)
        XCTAssertEqual(delegate.calls, ["motionEnded"])
    }

    func testAnEditActionNoViewPerformsReachesTheDelegate() {
        field.becomeFirstResponder()
        XCTAssertTrue(field.target(forAction: .paste, withSender: nil) === delegate)
        XCTAssertNil(field.target(forAction: .copy, withSender: nil))
        let menu = dispatcher.application.menuController
        menu.setTargetRect(field.bounds, in: field)
        menu.setMenuVisible(true, animated: false)
        XCTAssertEqual(menu.shownCommands.map(\.action), [.paste], "the delegate's command is on the menu")
        XCTAssertTrue(menu.choose(.paste))
        XCTAssertEqual(delegate.calls, ["perform paste:"])
    }

    /// A delegate that is a view is no next responder, as UIKit rules out views.
    func testADelegateThatIsAViewIsNotNext() {
        final class ViewDelegate: View, ApplicationDelegate {}
        XCTAssertNil(Application(delegate: ViewDelegate()).next)
        XCTAssertNil(Application().next, "no delegate, no next")
    }
}
