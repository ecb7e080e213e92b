import TestSupport
import XCTest
@testable import MoveMeCore

/// The rest of the programming guide's "Windows and views" chapter: hierarchy callbacks,
/// reordering, rectangle conversion, content modes, clipping, hiding, autoresizing switched
/// off, animations switched off and the animation delegate.
final class ViewChapterTests: XCTestCase {
    // MARK: Hierarchy callbacks

    /// Writes every callback it gets into a shared log, named.
    private final class Logging: View {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        }
        override func willMove(toSuperview newSuperview: View?) {
            log.lines.append("\(name) willMove(toSuperview: \((newSuperview as? Logging)?.name ?? (newSuperview == nil ? "nil" : "window")))")
        }
        override func didMoveToSuperview() { log.lines.append("\(name) didMoveToSuperview") }
        override func willMove(toWindow newWindow: Window?) {
            log.lines.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window")) window now \(window == nil ? "nil" : "set")")
        }
        override func didMoveToWindow() { log.lines.append("\(name) didMoveToWindow \(window == nil ? "nil" : "set")") }
        override func didAddSubview(_ subview: View) { log.lines.append("\(name) didAddSubview \((subview as! Logging).name)") }
        override func willRemoveSubview(_ subview: View) { log.lines.append("\(name) willRemoveSubview \((subview as! Logging).name)") }
    }

    private final class Log { var lines: [String] = [] }

    func testAddingToAWindowCallsTheHooksInUIKitsOrder() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let parent = Logging("parent", log), child = Logging("child", log)
        parent.addSubview(child)
        XCTAssertEqual(log.lines, ["child willMove(toSuperview: parent)", "child didMoveToSuperview", "parent didAddSubview child"],
                       "no window yet: no window hooks")
        log.lines = []
        window.addSubview(parent)
        XCTAssertEqual(log.lines, [
            "parent willMove(toSuperview: window)",
            "parent willMove(toWindow: window) window now nil",
            "child willMove(toWindow: window) window now nil",
            "parent didMoveToWindow set",
            "child didMoveToWindow set",
            "parent didMoveToSuperview",
        ])
    }

    func testRemovingAndMovingCallTheHooksOfBothParents() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let a = Logging("a", log), b = Logging("b", log), child = Logging("child", log)
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(child)
        log.lines = []
        b.addSubview(child)  // same window: no window hooks
        XCTAssertEqual(log.lines, ["a willRemoveSubview child", "child willMove(toSuperview: b)",
                                   "child didMoveToSuperview", "b didAddSubview child"])
        log.lines = []
        b.addSubview(child)  // already there: a reorder, nothing told
        XCTAssertEqual(log.lines, [])
        child.removeFromSuperview()
        XCTAssertEqual(log.lines, [
            "b willRemoveSubview child",
            "child willMove(toSuperview: nil)",
            "child willMove(toWindow: nil) window now set",
            "child didMoveToWindow nil",
            "child didMoveToSuperview",
        ])
        log.lines = []
        child.removeFromSuperview()
        XCTAssertEqual(log.lines, [], "removing a view with no superview tells nobody")
    }

    // MARK: Reordering

    func testExchangeAndInsertAboveAndBelow() {
        let parent = View()
        let a = View(), b = View(), c = View(), d = View()
        for (view, tag) in [(a, 1), (b, 2), (c, 3)] {
            view.tag = tag
            parent.addSubview(view)
        }
        d.tag = 4
        func order() -> [Int] { parent.subviews.map(\.tag) }
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        XCTAssertEqual(order(), [3, 2, 1])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        XCTAssertEqual(order(), [3, 2, 1], "an index outside the subviews changes nothing")
        parent.insertSubview(d, aboveSubview: c)
        XCTAssertEqual(order(), [3, 4, 2, 1])
        parent.insertSubview(d, belowSubview: a)
        XCTAssertEqual(order(), [3, 2, 4, 1])
        parent.insertSubview(a, belowSubview: c)
        XCTAssertEqual(order(), [1, 3, 2, 4])
        parent.insertSubview(c, aboveSubview: d)
        XCTAssertEqual(order(), [1, 2, 4, 3])
        let stranger = View()
        parent.insertSubview(stranger, aboveSubview: View())
        XCTAssertNil(stranger.superview, "a sibling that is not a subview: nothing happens")
        XCTAssertEqual(order(), [1, 2, 4, 3])
    }

    // MARK: Converting rectangles

    func testConvertingARectGivesTheBoxAroundItsTurnedCorners() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 40, y: 40, width: 20, height: 10))  // centre (50, 45)
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        window.addSubview(view)
        // Turned a quarter: 10 wide, 20 tall about (50, 45).
        assertEqual(view.convert(view.bounds, to: nil), Rect(x: 45, y: 35, width: 10, height: 20), accuracy: 1e-9)
        assertEqual(view.convert(Rect(x: 0, y: 0, width: 10, height: 5), to: window), Rect(x: 50, y: 35, width: 5, height: 10), accuracy: 1e-9)
        assertEqual(view.convert(Rect(x: 45, y: 35, width: 10, height: 20), from: nil), Rect(x: 0, y: 0, width: 20, height: 10), accuracy: 1e-9)
        view.transform = AffineTransform(scale: 0)
        XCTAssertFalse(view.convert(Rect(x: 0, y: 0, width: 1, height: 1), from: nil).origin.isFinite,
                       "nothing maps into a flattened view")
    }
}
