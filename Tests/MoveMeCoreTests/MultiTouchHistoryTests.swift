import XCTest
@testable import MoveMeCore

/// What every view was handed, checked as it happens against UIKit's rules: each touch begins
/// once and ends once, only on its own view, never refused, a view that is not multi-touch
/// holds one finger at a time, and an exclusive view never shares the window.
private final class Ledger {
    /// The touches each view has begun and not yet ended, by view.
    var held: [ObjectIdentifier: Set<Touch>] = [:]
    var views: [ObjectIdentifier: LedgerView] = [:]
    var failures: [String] = []

    func fail(_ message: String) {
        if failures.count < 10 { failures.append(message) }
    }

    func record(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: Event, on view: LedgerView) {
        let id = ObjectIdentifier(view)
        for touch in touches {
            if touch.view !== view { fail("\(touch.finger) handed to a view it did not begin in") }
            if touch.refusal != nil { fail("refused finger \(touch.finger) delivered") }
            if touch.phase != phase { fail("finger \(touch.finger) in phase \(touch.phase) handed as \(phase)") }
            if !event.allTouches.contains(touch) { fail("a changed touch missing from allTouches") }
        }
        for other in event.allTouches.subtracting(event.touches) where other.phase != .stationary {
            fail("an unchanged touch not stationary: \(other.phase)")
        }
        switch phase {
        case .began:
            let others = held.filter { $0.key != id && !$0.value.isEmpty }.keys
            if others.contains(where: { views[$0]!.isExclusiveTouch }) { fail("began beside an exclusive view") }
            if view.isExclusiveTouch, !others.isEmpty { fail("exclusive view began while another tracks") }
            if !view.isMultipleTouchEnabled, !(held[id] ?? []).isEmpty { fail("second finger on a single-touch view") }
            for touch in touches where held[id]?.contains(touch) == true { fail("began twice") }
            held[id, default: []].formUnion(touches)
        case .moved:
            if !touches.isSubset(of: held[id] ?? []) { fail("moved without began") }
        case .ended, .cancelled:
            if !touches.isSubset(of: held[id] ?? []) { fail("ended without began") }
            held[id]?.subtract(touches)
        case .stationary:
            fail("stationary handed to a view")
        }
    }
}

private final class LedgerView: View {
    unowned let ledger: Ledger

    init(frame: Rect, ledger: Ledger) {
        self.ledger = ledger
        super.init(frame: frame)
        ledger.views[ObjectIdentifier(self)] = self
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) { ledger.record(.began, touches, event, on: self) }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event) { ledger.record(.moved, touches, event, on: self) }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event) { ledger.record(.ended, touches, event, on: self) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { ledger.record(.cancelled, touches, event, on: self) }
}

/// Random histories of several fingers at once through the dispatcher: downs, moves and ups in
/// batches, stray input (fingers out of range, ups without downs, repeated downs), cancels,
/// and views' flags changing under the fingers. Whatever happens, no view gets a touch it
/// should not, and once every finger lifts no touch is left behind. Seeded, so a failure
/// repeats.
final class MultiTouchHistoryTests: XCTestCase {
    /// 10⁴ by default, so plain `swift test` stays quick; CI sets MOVEME_HISTORIES=100000.
    private var historyCount: Int {
        ProcessInfo.processInfo.environment["MOVEME_HISTORIES"].flatMap(Int.init) ?? 10_000
    }

    func testRandomMultiFingerHistories() {
        var random = SplitMix64(seed: 0x4D75_6C7469)
        let ledger = Ledger()
        let window = Window(frame: Rect(x: 0, y: 0, width: 80, height: 48))
        let background = LedgerView(frame: window.bounds, ledger: ledger)
        window.addSubview(background)
        var tiles: [LedgerView] = []
        for i in 0..<4 {
            let tile = LedgerView(frame: Rect(x: Double(5 + 18 * i), y: 10, width: 16, height: 20), ledger: ledger)
            background.addSubview(tile)
            tiles.append(tile)
        }
        tiles[3].addSubview(LedgerView(frame: Rect(x: 2, y: 2, width: 8, height: 8), ledger: ledger))
        let views = [background] + tiles + [tiles[3].subviews[0] as! LedgerView]
        let dispatcher = TouchDispatcher(window: window)
        var time = 0.0
        for history in 0..<historyCount {
            for view in views {
                view.isMultipleTouchEnabled = random.inRange(0...1) == 0
                view.isExclusiveTouch = random.inRange(0...3) == 0
            }
            for _ in 0..<random.inRange(1...10) {
                time += random.double(0...0.3)
                var changes: [FingerChange] = []
                for _ in 0..<random.inRange(1...3) {
                    let finger = random.inRange(-1...10)
                    let point = Point(x: random.double(-4...84), y: random.double(-4...52))
                    switch random.inRange(0...2) {
                    case 0: changes.append(.down(finger, at: point))
                    case 1: changes.append(.moved(finger, to: point))
                    default: changes.append(.up(finger, at: point))
                    }
                }
                switch random.inRange(0...19) {
                case 0: dispatcher.cancelAllTouches(time: time)
                case 1: views[random.inRange(0...views.count - 1)].isExclusiveTouch.toggle()
                case 2: views[random.inRange(0...views.count - 1)].isMultipleTouchEnabled.toggle()
                case 3: dispatcher.pointerDown(at: Point(x: random.double(0...80), y: random.double(0...48)), time: time)
                default: dispatcher.fingersChanged(changes, time: time)
                }
                if !ledger.failures.isEmpty { return XCTFail("history \(history): \(ledger.failures)") }
            }
            dispatcher.fingersChanged(dispatcher.activeTouches.map { .up($0.finger, at: $0.location(in: nil)) }, time: time)
            guard dispatcher.activeTouches.isEmpty, ledger.held.values.allSatisfy(\.isEmpty) else {
                return XCTFail("history \(history): touches left behind: \(dispatcher.activeTouches.map(\.finger))")
            }
        }
    }
}
