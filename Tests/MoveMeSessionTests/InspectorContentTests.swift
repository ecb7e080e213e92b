@testable import MoveMeRendering
@testable import MoveMeScenes
@testable import MoveMeSession
import XCTest
import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal

/// What the inspector says, as a new user reads it: nothing cut short on a roomy terminal, the
/// squares named by what they are, UIKit's own gravity beside the terminal's scale, and in
/// eight colours text that can be read.
final class InspectorContentTests: XCTestCase {
    /// The panel's lines for a dynamics scene the inspector shares a terminal with, after
    /// `seconds` of 60 Hz frames, with a drag of the red square first when `drag`.
    private func panel(_ recipe: DynamicsScene.Recipe, columns: Int, rows: Int, seconds: Double = 3) -> [String] {
        let size = Layout(columns: columns, rows: rows, showsInspector: true, showsCaption: false)
        let scene = DynamicsScene(recipe, columns: size.roomColumns, rows: size.roomRows, time: 0)
        for frame in 1...Int(seconds * 60) { scene.advance(to: Double(frame) / 60) }
        let dynamics = scene.contentView.dynamicAnimator.snapshot()
        return Inspector.panel(model: scene.snapshot(), dynamics: dynamics, columns: columns, rows: rows).lines.map(\.text)
    }

    func testAt160By48NothingIsCutShort() {
        for recipe in DynamicsScene.Recipe.allCases {
            let lines = panel(recipe, columns: 160, rows: 48)
            XCTAssertFalse(lines.contains { $0.contains("…") }, "\(recipe):\n" + lines.joined(separator: "\n"))
        }
    }

    func testLongSettingsWrapOntoLinesOfTheirOwn() {
        let lines = panel(.collision, columns: 160, rows: 48)
        let text = lines.joined(separator: "\n")
        let item = try! XCTUnwrap(lines.firstIndex(of: " DynamicItemBehavior 2 items"), text)
        // A value goes with its name: never "0.00" alone on a line.
        XCTAssertEqual(lines[item + 1], "   elasticity 0.00 friction 0.00")
        XCTAssertEqual(lines[item + 2], "   resistance 0.00")
    }

    func testTheSquaresAreNamedByWhatTheyAre() {
        let text = panel(.collision, columns: 160, rows: 48).joined(separator: "\n")
        XCTAssertTrue(text.contains(" red square "), text)
        XCTAssertTrue(text.contains(" green square "), text)
        XCTAssertFalse(text.contains("View 1"), text)
    }

    func testGravityIsUIKitsMagnitudeWithTheTerminalsScaleBeside() {
        // The scene's part: 34×24 at 80×24 (s = 0.1), 114×48 at 160×48 (s = 0.2).
        let small = panel(.gravity, columns: 80, rows: 24, seconds: 0.1).joined(separator: "\n")
        let large = panel(.gravity, columns: 160, rows: 48, seconds: 0.1).joined(separator: "\n")
        XCTAssertTrue(small.contains("magnitude 1.00 angle 90° · scale ×0.10"), small)
        XCTAssertTrue(large.contains("magnitude 1.00 angle 90° · scale ×0.20"), large)
    }

    func testAShownValueThatDoesNotFitGoesUnderTheModelValue() {
        // MoveMe at 160×48 with the inspector, mid-bounce: model and shown frames differ.
        let size = Layout(columns: 160, rows: 48, showsInspector: true, showsCaption: false)
        let app = MoveMeApp(columns: size.roomColumns, rows: size.roomRows, time: 0)
        app.pointerDown(column: size.roomColumns / 2, row: size.roomRows / 2, at: 0)
        app.advance(to: 0.4)
        app.pointerMoved(column: 7, row: 8, at: 0.4)
        app.pointerUp(column: 7, row: 8, at: 0.45)
        for time in stride(from: 0.5, through: 1.5, by: 0.25) {
            app.advance(to: time)
            let lines = Inspector.panel(model: app.snapshot(), columns: 160, rows: 48).lines.map(\.text)
            let text = lines.joined(separator: "\n")
            XCTAssertFalse(lines.contains { $0.contains("…") }, text)
            let frame = try! XCTUnwrap(lines.lastIndex { $0.hasPrefix(" frame") }, text)
            XCTAssertTrue(lines[frame + 1].hasPrefix("         → ") || lines[frame].count > InspectorReport.shownColumn, text)
        }
    }

    func testInEightColoursNoTextIsBlueOrBlackOnBlack() {
        let roles: [PanelRole] = [.title, .heading, .name, .label, .model, .shown, .bar, .track, .quiet]
        for role in roles {
            let style = InspectorPanel.style(role, depth: .palette8)
            XCTAssertEqual(Palette.ansi8(style.background), 0, "\(role)")
            XCTAssertFalse([0, 4].contains(Palette.ansi8(style.foreground)), "\(role): \(style.foreground)")
        }
        XCTAssertEqual(Palette.ansi8(InspectorPanel.style(.label, depth: .palette8).foreground), 7)
        XCTAssertEqual(Palette.ansi8(InspectorPanel.style(.quiet, depth: .palette8).foreground), 7)
    }
}
