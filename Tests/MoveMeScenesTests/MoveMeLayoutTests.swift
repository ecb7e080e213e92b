import MoveMeCore
@testable import MoveMeScenes
import XCTest

/// MoveMe's drag moves the placard's centre, which asks for no layout.
final class MoveMeLayoutTests: XCTestCase {
    /// MoveMe's drag moves the placard's centre only: after the pulse (and before a long press
    /// would show the menu), no drag report asks for layout, so a drag frame lays nothing out.
    func testMoveMesDragAsksForNoLayout() {
        let app = MoveMeApp(columns: 80, rows: 24)
        app.pointerDown(column: 40, row: 12, at: 0)
        app.advance(to: 0.35)
        app.window.layoutIfNeeded()
        for step in 1...10 {
            app.pointerMoved(column: 40 + step, row: 12, at: 0.35 + Double(step) * 0.02)
            XCTAssertFalse(app.moveMeView.needsLayout || app.placardView.needsLayout || app.window.needsLayout, "step \(step)")
        }
    }
}
