@testable import MoveMeSession
import MoveMeCore
import MoveMeScenes
import XCTest

/// The views list names the view controller beside each view it manages, where the whole name
/// fits, and each view's gesture recognizers on lines under it.
final class InspectorControllersTests: XCTestCase {
    private func lines(_ scene: any Scene, columns: Int = 44) -> [String] {
        InspectorReport.lines(model: scene.snapshot(), columns: columns, rows: 40).map(\.text)
    }

    func testTheRootControllerIsBesideItsView() {
        let app = MoveMeApp(columns: 34, rows: 24)
        XCTAssertEqual(Array(lines(app).prefix(5)), [
            "Inspector",
            "Views",
            "Window 0,0 34×48",
            " MoveMeView 0,0 34×48 · MoveMeViewController",
            "  PlacardView",
        ])
        XCTAssertTrue(lines(TouchesScene(columns: 34, rows: 24)).contains(" TouchesView 0,0 34×48 · ViewController"))
    }

    func testWhereTheControllersNameDoesNotFitWholeItIsLeftOut() {
        let app = MoveMeApp(columns: 34, rows: 24)
        XCTAssertTrue(lines(app, columns: 43).contains(" MoveMeView 0,0 34×48"))
        app.pointerDown(column: 17, row: 12, at: 1)
        app.pointerUp(column: 17, row: 12, at: 1.1)
        XCTAssertTrue(lines(app).contains(" MoveMeView 0,0 34×48 · no touches"), "the bounce's mark comes first")
    }

    func testEachRecognizerIsOnALineUnderItsViewWithItsState() {
        let app = MoveMeApp(columns: 34, rows: 24)
        let tap = TapGestureRecognizer(), press = LongPressGestureRecognizer()
        app.moveMeView.addGestureRecognizer(tap)
        app.moveMeView.addGestureRecognizer(press)
        press.isEnabled = false
        XCTAssertEqual(Array(lines(app, columns: 60).prefix(7).suffix(4)), [
            " MoveMeView 0,0 34×48 · MoveMeViewController",
            "  TapGestureRecognizer possible",
            "  LongPressGestureRecognizer possible · no touches",
            "  PlacardView",
        ])
    }
}
