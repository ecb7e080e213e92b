@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeDynamics

/// The inspector's lines for snapshots of the MoveMe scene at 34×24 cells (what 80×24 leaves
/// it: a window of 34×48 points, the placard 24×10 at (17, 24)).
final class InspectorReportTests: XCTestCase {
    private var app: MoveMeApp!

    override func setUp() {
        app = MoveMeApp(columns: 34, rows: 24, time: 0)
    }

    private func lines(columns: Int = 44, rows: Int = 24, dynamics: DynamicsSnapshot? = nil) -> [String] {
        InspectorReport.lines(model: app.snapshot(), dynamics: dynamics, columns: columns, rows: rows).map(\.text)
    }

    /// The placard grabbed in the middle, let go 8 columns right and 6 rows down, and the
    /// bounce a tenth of a second under way.
    private func letGoAway() {
        app.pointerDown(column: 20, row: 12, at: 1)
        app.pointerMoved(column: 28, row: 18, at: 1.5)
        app.pointerUp(column: 28, row: 18, at: 1.6)
        app.advance(to: 1.7)
    }

    private func tap(at time: Double, duration: Double = 0.05) {
        app.pointerDown(column: 2, row: 2, at: time)
        app.pointerUp(column: 2, row: 2, at: time + duration)
    }

    func testAtRestTheTreeAndItsPlacardsGeometry() {
        XCTAssertEqual(lines(), [
            "Inspector",
            "Views",
            "Window 0,0 34×48",
            " MoveMeView 0,0 34×48 · MoveMeViewController",
            "  PlacardView",
            " center    17,24",
            " frame     5,19 24×10",
            " bounds    0,0 24×10",
            " transform ×1.00 0°",
            "Touch none yet",
            "Animations none running",
        ])
    }

    func testAHeldTouchShowsItsPhaseTapCountSourceAndBothLocations() {
        app.pointerDown(column: 20, row: 12, at: 1)
        app.pointerMoved(column: 22, row: 13, at: 1.5)
        let shown = lines()
        XCTAssertTrue(shown.contains("Touch moved · tapCount 1 · mouse"), shown.joined(separator: "\n"))
        // The placard's centre follows the pointer: the touch is at the middle of its bounds.
        XCTAssertTrue(shown.contains(" window 22.5,27 · in PlacardView 12,5"), shown.joined(separator: "\n"))
        XCTAssertTrue(shown.contains(" center    22.5,27"), "the model follows the pointer")
    }

    func testAKeysTouchSaysKeys() {
        app.movePlacard(columns: 2, rows: 0, at: 1)
        XCTAssertTrue(lines().contains("Touch moved · tapCount 1 · keys"))
    }

    func testWithNoTouchInFlightTheLastOneIsShownFromTheLog() {
        tap(at: 1, duration: 0.1)
        let shown = lines()
        XCTAssertTrue(shown.contains("Touch ended · tapCount 1 · mouse"))
        XCTAssertTrue(shown.contains(" window 2.5,5 · MoveMeView"))
    }

    func testTheBounceShowsModelAndPresentationTheSegmentAndAProgressBar() {
        letGoAway()
        let shown = lines()
        let text = shown.joined(separator: "\n")
        XCTAssertEqual(shown[1], "Views      model           shown")
        XCTAssertTrue(shown.contains(" MoveMeView 0,0 34×48 · no touches"), "interaction is off during the bounce:\n\(text)")
        // The model is already home; what is shown is on its way.
        let center = try! XCTUnwrap(shown.first { $0.hasPrefix(" center    17,24") }, text)
        XCTAssertGreaterThan(center.count, 27, "a presentation value beside the model's: \(center)")
        // The first keyframe segment: from where it was let go through home.
        XCTAssertTrue(shown.contains { $0.hasPrefix(" center    28.5,37 → 17,24 seg 1/") }, text)
        XCTAssertTrue(shown.contains { $0.hasPrefix(" transform ×1.10 0° → ×1.00 0°") }, text)
        XCTAssertEqual(shown.filter { $0.contains("█") || $0.contains("░") }.count, 2, "one bar for each property:\n\(text)")
        XCTAssertTrue(shown.contains("Touch log"))
        XCTAssertTrue(shown.last!.hasPrefix("   → bounce home ("), "a long action on a line of its own:\n\(text)")
    }

    func testStoppedAnimationsSayWhetherTheyFinished() {
        app.pointerDown(column: 20, row: 12, at: 1)
        // The pulse over (0.3 s), before the press is long (0.5 s) and the menu fades in.
        app.advance(to: 1.4)
        let shown = lines()
        XCTAssertTrue(shown.contains(" transform stopped, finished: true"), shown.joined(separator: "\n"))
    }

    func testSlowAnimationsShowInTheTitle() {
        app.setAnimationSpeed(Animator.slowAnimationsSpeed, at: 0)
        XCTAssertEqual(lines().first, "Inspector  slow animations ×10")
    }

    func testTheLogShowsTheNewestEntriesThatFitOldestFirst() {
        for i in 0..<8 {
            tap(at: Double(i))
        }
        let shown = lines(rows: 16)
        XCTAssertEqual(shown.count, 16)
        XCTAssertEqual(shown[12], "Touch log")
        XCTAssertEqual(Array(shown.suffix(3)), [
            " ended tapCount 1 on MoveMeView",
            " began tapCount 1 on MoveMeView",
            " ended tapCount 1 on MoveMeView",
        ])
    }

    func testADoubleTapLogsItsAction() {
        tap(at: 1)
        app.pointerDown(column: 2, row: 2, at: 1.2)
        XCTAssertEqual(lines(columns: 60).last, " began tapCount 2 on MoveMeView → next greeting")
        XCTAssertEqual(Array(lines(columns: 44).suffix(2)), [" began tapCount 2 on MoveMeView", "   → next greeting"],
                       "too long for one line of the panel: two")
    }

    func testNoLineIsWiderThanThePanelAndTooFewRowsEndInAnEllipsis() {
        letGoAway()
        let shown = lines(columns: 20, rows: 6)
        XCTAssertEqual(shown.count, 6)
        XCTAssertEqual(shown.last, "…")
        XCTAssertTrue(shown.allSatisfy { $0.count <= 20 }, shown.joined(separator: "\n"))
        XCTAssertTrue(shown.contains { $0.hasSuffix("…") && $0.count == 20 }, "a long line is cut with an ellipsis")
        XCTAssertEqual(lines(columns: 0, rows: 5), [])
        XCTAssertEqual(lines(columns: 10, rows: 0), [])
    }

    func testADynamicsSceneShowsBehavioursItemsAndContacts() {
        let dynamics = DynamicsSnapshot(
            isRunning: true, elapsedTime: 1.5,
            behaviors: [.init(typeName: "GravityBehavior", depth: 0, itemCount: 2, settings: "magnitude 0.50 angle 90°"),
                        .init(typeName: "CollisionBehavior", depth: 0, itemCount: 2, settings: "mode everything, bounds")],
            items: [.init(name: "View 1", center: Point(x: 10, y: 20), velocity: Point(x: 0, y: 120.25),
                          angularVelocity: 0.5, isResting: false),
                    .init(name: "View 2", center: Point(x: 10, y: 40), velocity: .zero, angularVelocity: 0, isResting: true)],
            contacts: [.init(item: "View 2", other: "bounds", isBoundary: true)])
        let shown = lines(columns: 60, dynamics: dynamics)
        let start = try! XCTUnwrap(shown.firstIndex(of: "Dynamics running · 1.50 s simulated"), shown.joined(separator: "\n"))
        XCTAssertEqual(Array(shown[(start + 1)...(start + 5)]), [
            " GravityBehavior 2 items magnitude 0.50 angle 90°",
            " CollisionBehavior 2 items mode everything, bounds",
            " View 1    v 0,120.3 ω 0.50",
            " View 2    v 0,0 ω 0.00 resting",
            " contact   View 2 · bounds",
        ])
    }

    func testWhenTheDetailsDoNotFitEachLeafTakesOneLine() {
        letGoAway()
        let full = lines(rows: 40)
        XCTAssertTrue(full.contains("  PlacardView"), full.joined(separator: "\n"))
        let short = lines(rows: 12)
        let text = short.joined(separator: "\n")
        let placard = try! XCTUnwrap(short.first { $0.hasPrefix("  PlacardView") }, text)
        XCTAssertTrue(placard.hasPrefix("  PlacardView 17,24 ×1.00 0°"), "the model centre and transform:\n\(text)")
        XCTAssertGreaterThan(placard.count, InspectorReport.shownColumn, "and what is shown beside them:\n\(text)")
        XCTAssertFalse(short.contains { $0.hasPrefix(" frame") }, text)
    }

    func testFormats() {
        let english = Strings(.english)
        XCTAssertEqual(PanelFormat.number(8, english), "8")
        XCTAssertEqual(PanelFormat.number(-0.25, english), "-0.3")
        XCTAssertEqual(PanelFormat.rect(Rect(x: 5, y: 19.5, width: 24, height: 10), english), "5,19.5 24×10")
        XCTAssertEqual(PanelFormat.transform(TransformComponents(scaleX: 1.2, scaleY: 1.2, rotation: .pi / 2), english), "×1.20 90°")
        XCTAssertEqual(PanelFormat.transform(TransformComponents(scaleX: 2, scaleY: 1), english), "×2.00/1.00 0°")
        XCTAssertTrue(PanelFormat.bar(0.5, cells: 10) == ("█████", "░░░░░"))
        XCTAssertTrue(PanelFormat.bar(2, cells: 4) == ("████", ""))
        XCTAssertTrue(PanelFormat.bar(-1, cells: 4) == ("", "░░░░"))
    }

    /// French and Russian write "19,5": a point's two numbers are then parted by a semicolon,
    /// so that "5;19,5" reads as two.
    func testFormatsInFrenchAndRussian() {
        let french = Strings(.french), russian = Strings(.russian)
        XCTAssertEqual(PanelFormat.number(8, french), "8")
        XCTAssertEqual(PanelFormat.number(-0.25, russian), "-0,3")
        XCTAssertEqual(PanelFormat.rect(Rect(x: 5, y: 19.5, width: 24, height: 10), french), "5;19,5 24×10")
        XCTAssertEqual(PanelFormat.transform(TransformComponents(scaleX: 1.2, scaleY: 1.2, rotation: .pi / 2), russian), "×1,20 90°")
        XCTAssertEqual(PanelFormat.value(.scalar(0.5), french), "0,50")
    }
}

/// The sections that say there is nothing, in each language's grammar: in Russian the
/// heading's word changes too ("Касаний пока нет", not "Касание пока нет").
final class InspectorReportLanguageTests: XCTestCase {
    private func lines(_ language: Language, memoryWarning: Bool = false) -> [String] {
        let app = MoveMeApp(columns: 34, rows: 24, time: 0)
        if memoryWarning {
            app.application.finishLaunching(at: 0)
            app.pointerDown(column: 2, row: 2, at: 1)
            app.pointerUp(column: 2, row: 2, at: 1.1)
            app.application.receiveMemoryWarning(at: 2)
        }
        return InspectorReport.lines(model: app.snapshot(), columns: 44, rows: 24, strings: Strings(language)).map(\.text)
    }

    func testNothingYetInEachLanguage() {
        let expected: [Language: (touch: String, animations: String)] = [
            .english: ("Touch none yet", "Animations none running"),
            .french: ("Toucher aucun pour l’instant", "Animations aucune en cours"),
            .russian: ("Касаний пока нет", "Анимаций нет"),
            .chineseSimplified: ("触摸 暂无", "动画 暂无"),
        ]
        for (language, texts) in expected {
            let shown = lines(language)
            XCTAssertTrue(shown.contains(texts.touch), "\(language):\n" + shown.joined(separator: "\n"))
            XCTAssertTrue(shown.contains(texts.animations), "\(language):\n" + shown.joined(separator: "\n"))
        }
    }

    func testAfterAWarningEachLanguageSaysTheLogWasReleased() {
        for language in Language.allCases {
            let shown = lines(language, memoryWarning: true)
            let s = Strings(language)
            XCTAssertFalse(shown.contains(s[.inspectorTouchNone] + " " + s[.inspectorNoneYet]), "\(language):\n" + shown.joined(separator: "\n"))
            XCTAssertTrue(shown.contains(s[.inspectorTouchNone] + " " + s[.inspectorNoneSinceWarning]),
                          "\(language):\n" + shown.joined(separator: "\n"))
        }
    }
}
