@testable import MoveMeDynamics
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeRendering
import SceneTestSupport
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

    // MARK: Drawing: content modes, clipping, hiding

    /// Paints white the points left of x = 2 of the bounds it draws in, red the rest: a picture
    /// whose stretching shows.
    private final class Stripe: View {
        var draws = 0
        override func draw(in context: any GraphicsContext) {
            draws += 1
            let left = context.bounds.minX + 2
            context.fill { $0.x < left ? .white : Color(red: 1, green: 0, blue: 0) }
        }
    }

    /// A frame as letters, one a cell, by the colour of its upper half: W white, R red, . black.
    private func picture(_ root: View, columns: Int, rows: Int) -> [String] {
        let grid = Rasterizer.render(root, columns: columns, rows: rows)
        return (0..<rows).map { row in
            String((0..<columns).map { column -> Character in
                guard let (top, _) = halves(grid[column, row]) else { return "?" }
                switch top {
                case RGB(255, 255, 255): return "W"
                case RGB(255, 0, 0): return "R"
                case .black: return "."
                default: return "?"
                }
            })
        }
    }

    /// A 10×4-cell root (10×8 points) holding a stripe 4 points wide, 4 tall at (1, 2).
    private func stage(_ mode: ContentMode) -> (root: View, stripe: Stripe) {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 8))
        let stripe = Stripe(frame: Rect(x: 1, y: 2, width: 4, height: 4))
        stripe.contentMode = mode
        root.addSubview(stripe)
        return (root, stripe)
    }

    func testContentFollowsABoundsChangeByTheContentMode() {
        func after(_ mode: ContentMode) -> [String] {
            let (root, stripe) = stage(mode)
            XCTAssertEqual(picture(root, columns: 10, rows: 4), [".........." , ".WWRR.....", ".WWRR.....", ".........."])
            stripe.frame = Rect(x: 1, y: 2, width: 8, height: 4)
            return picture(root, columns: 10, rows: 4)
        }
        XCTAssertEqual(after(.scaleToFill), ["..........", ".WWWWRRRR.", ".WWWWRRRR.", ".........."], "stretched")
        XCTAssertEqual(after(.redraw), ["..........", ".WWRRRRRR.", ".WWRRRRRR.", ".........."], "drawn again")
        XCTAssertEqual(after(.center), ["..........", "...WWRR...", "...WWRR...", ".........."], "unscaled, centred")
        XCTAssertEqual(after(.left), ["..........", ".WWRR.....", ".WWRR.....", ".........."])
        XCTAssertEqual(after(.right), ["..........", ".....WWRR.", ".....WWRR.", ".........."])
        XCTAssertEqual(after(.scaleAspectFit), ["..........", "...WWRR...", "...WWRR...", ".........."],
                       "as tall as before: scale 1, centred")
        XCTAssertEqual(after(.scaleAspectFill), [".WWWWRRRR.", ".WWWWRRRR.", ".WWWWRRRR.", ".WWWWRRRR."],
                       "scaled by 2 to cover the width, centred: 8 points tall, above and below its bounds")
    }

    func testSetNeedsDisplayDrawsAtTheNewBounds() {
        let (root, stripe) = stage(.scaleToFill)
        _ = picture(root, columns: 10, rows: 4)
        stripe.frame = Rect(x: 1, y: 2, width: 8, height: 4)
        stripe.setNeedsDisplay()
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["..........", ".WWRRRRRR.", ".WWRRRRRR.", ".........."])
    }

    func testEveryPlacementOfContent() {
        let bounds = Rect(x: 0, y: 0, width: 10, height: 6), drawn = Size(width: 4, height: 2)
        let expected: [ContentMode: Rect] = [
            .scaleToFill: bounds, .redraw: bounds,
            .scaleAspectFit: Rect(x: 0, y: 0.5, width: 10, height: 5),
            .scaleAspectFill: Rect(x: -1, y: 0, width: 12, height: 6),
            .center: Rect(x: 3, y: 2, width: 4, height: 2),
            .top: Rect(x: 3, y: 0, width: 4, height: 2), .bottom: Rect(x: 3, y: 4, width: 4, height: 2),
            .left: Rect(x: 0, y: 2, width: 4, height: 2), .right: Rect(x: 6, y: 2, width: 4, height: 2),
            .topLeft: Rect(x: 0, y: 0, width: 4, height: 2), .topRight: Rect(x: 6, y: 0, width: 4, height: 2),
            .bottomLeft: Rect(x: 0, y: 4, width: 4, height: 2), .bottomRight: Rect(x: 6, y: 4, width: 4, height: 2),
        ]
        XCTAssertEqual(expected.count, ContentMode.allCases.count)
        for mode in ContentMode.allCases {
            XCTAssertEqual(mode.placement(of: drawn, in: bounds), expected[mode], "\(mode)")
        }
    }

    func testClipsToBoundsCutsSubviewsOffAtTheEdge() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 8))
        let parent = View(frame: Rect(x: 2, y: 2, width: 4, height: 4))
        let child = Stripe(frame: Rect(x: -2, y: -2, width: 8, height: 8))  // covers the whole root
        root.addSubview(parent)
        parent.addSubview(child)
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["WWRRRRRR..", "WWRRRRRR..", "WWRRRRRR..", "WWRRRRRR.."])
        parent.clipsToBounds = true
        let renderer = Renderer()
        _ = renderer.render(root, columns: 10, rows: 4)
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["..........", "..RRRR....", "..RRRR....", ".........."])
        parent.clipsToBounds = false
        XCTAssertFalse(renderer.render(root, columns: 10, rows: 4).isEmpty, "turning clipping off redraws")
    }

    func testAHiddenViewAndItsSubviewsAreNotDrawn() {
        let (root, stripe) = stage(.scaleToFill)
        let inner = Stripe(frame: Rect(x: 0, y: 0, width: 2, height: 2))
        stripe.addSubview(inner)
        stripe.isHidden = true
        let draws = (stripe.draws, inner.draws)
        XCTAssertEqual(picture(root, columns: 10, rows: 4), ["..........", "..........", "..........", ".........."])
        XCTAssertTrue(stripe.draws == draws.0 && inner.draws == draws.1, "not even asked to draw")
    }

    func testAutoresizesSubviewsOffLeavesSubviewsAlone() {
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 50)
        XCTAssertEqual(child.frame, Rect(x: 10, y: 10, width: 80, height: 80))
        parent.autoresizesSubviews = true
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 50)
        XCTAssertEqual(child.frame, Rect(x: 10, y: 10, width: 180, height: 80), "on again: follows the next change")
    }

    // MARK: Animations switched off, the delegate

    func testWithAnimationsOffABlockAppliesAtOnceAndCompletesFinished() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let animator = window.animator
        var result: Bool?
        animator.setAnimationsEnabled(false)
        animator.animate(withDuration: 1, animations: { view.center = Point(x: 50, y: 50) }, completion: { result = $0 })
        XCTAssertEqual(view.presentation.center, Point(x: 50, y: 50), "shown at once")
        animator.advance(to: 0)
        XCTAssertEqual(result, true)
        animator.setAnimationsEnabled(true)
        animator.animate(withDuration: 1, animations: { view.center = Point(x: 0, y: 50) })
        animator.performWithoutAnimation { view.alpha = 0.5 }
        XCTAssertEqual(view.presentation.alpha, 0.5)
        XCTAssertTrue(animator.areAnimationsEnabled, "performWithoutAnimation puts it back")
        animator.advance(to: 0.5)
        XCTAssertEqual(view.presentation.center, Point(x: 25, y: 50), "the block before still animates")
    }

    private final class Delegate: AnimationDelegate {
        var events: [String] = []
        let animator: Animator
        init(_ animator: Animator) { self.animator = animator }
        func animationWillStart(_ animationID: String?, context: Any?) {
            events.append("start \(animationID ?? "-") at \(animator.currentTime)")
        }
        func animationDidStop(_ animationID: String?, finished: Bool, context: Any?) {
            events.append("stop \(animationID ?? "-") \(finished) at \(animator.currentTime)")
        }
    }

    func testTheDelegateIsToldWhenTheBlockStartsAndStops() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let delegate = Delegate(window.animator)
        window.animator.animate("move", delegate: delegate, withDuration: 0.5, delay: 0.25) { view.alpha = 0 }
        XCTAssertTrue(window.animator.isAnimating)
        window.animator.advance(to: 0.2)
        XCTAssertEqual(delegate.events, [])
        window.animator.advance(to: 2)
        XCTAssertEqual(delegate.events, ["start move at 0.25", "stop move true at 0.75"])
        delegate.events = []
        window.animator.animate("cut", delegate: delegate, withDuration: 1) { view.alpha = 1 }
        window.animator.advance(to: 2.5)
        window.animator.animate(withDuration: 0.1) { view.alpha = 0.5 }  // replaces it
        window.animator.advance(to: 3)
        XCTAssertEqual(delegate.events, ["start cut at 2.0", "stop cut false at 2.5"])
    }
}
