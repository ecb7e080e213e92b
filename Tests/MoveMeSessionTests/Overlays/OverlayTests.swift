@testable import MoveMeRendering
@testable import MoveMeStrings
@testable import MoveMeScenes
@testable import MoveMeSession
import Foundation
import XCTest
import MoveMeCore
import MoveMeTerminal

/// The hint and the help at every size, read back as text.
final class OverlayTests: XCTestCase {
    private func text(_ layer: PlaneCells) -> [String] {
        (0..<layer.rows).map { row in
            String((0..<layer.columns).map { column in layer.item(column: column, row: row).map { Character($0.cell.text) } ?? "." })
        }
    }

    /// MoveMe's items for the hint.
    private let moveMe = MoveMeApp(columns: 80, rows: 24).hint

    func testTheHintMentionsHelpAndFitsEightyColumns() {
        XCTAssertEqual(Hint.text(gestures: moveMe, columns: 80),
                       "drag the placard · double-click the background · 1-6 scenes · ? help · q quit")
    }

    func testANarrowHintKeepsQuitAndHelpFirst() {
        XCTAssertEqual(Hint.text(gestures: moveMe, columns: 40), "drag the placard · ? help · q quit")
        XCTAssertEqual(Hint.text(gestures: moveMe, columns: 20), "? help · q quit")
        XCTAssertEqual(Hint.text(gestures: moveMe, columns: 10), "q quit")
        XCTAssertEqual(Hint.text(gestures: moveMe, columns: 3), "q…")
        XCTAssertEqual(Hint.text(gestures: moveMe, columns: 0), "")
    }

    func testTheHintIsCentredOnTheBottomRowOverTheScenesBackground() {
        var layer = PlaneCells(columns: 20, rows: 3)
        Hint.draw(on: &layer, depth: .palette256, gestures: moveMe)
        XCTAssertEqual(text(layer), ["....................", "....................", "..? help · q quit..."])
        XCTAssertEqual(layer.item(column: 2, row: 2)?.keepsBackground, true)
    }

    func testWithoutColourTheHintIsDim() {
        var layer = PlaneCells(columns: 20, rows: 1)
        Hint.draw(on: &layer, depth: .monochrome, gestures: moveMe)
        XCTAssertEqual(layer.item(column: 2, row: 0)?.cell.style.dim, true)
        XCTAssertEqual(layer.item(column: 2, row: 0)?.keepsBackground, false)
    }

    /// The help shown over a new scene of this name at 80×24, as text.
    private func help(in entry: SceneEntry, columns: Int = 80, rows: Int = 24) -> String {
        let scene = entry.make(Configuration(), application: Application(), columns: columns, rows: rows, time: 0)
        var layer = PlaneCells(columns: columns, rows: rows)
        HelpBox.draw(on: &layer, depth: .palette256, scene: scene.help)
        return text(layer).joined(separator: "\n")
    }

    /// Whether a line of `shown` gives `keys` and then, across the key column, `action`.
    private func pairs(_ shown: String, _ keys: String, _ action: String) -> Bool {
        let pattern = NSRegularExpression.escapedPattern(for: keys) + " {2,}" + NSRegularExpression.escapedPattern(for: action)
        return shown.range(of: pattern, options: .regularExpression) != nil
    }

    func testTheHelpListsEveryControl() {
        var layer = PlaneCells(columns: 80, rows: 24)
        HelpBox.draw(on: &layer, depth: .palette256, scene: SceneCatalog.standard.make(Configuration(), application: Application(), columns: 80, rows: 24, time: 0).help)
        let shown = text(layer).joined(separator: "\n")
        for needle in ["MoveMe", "drag", "double-click", "arrows, hjkl", "space, enter", "n, tab", "ctrl-z",
                       "q, esc, ctrl-c", "quit", "any key or click closes this"] {
            XCTAssertTrue(shown.contains(needle), "the help lacks '\(needle)':\n\(shown)")
        }
        XCTAssertTrue(shown.contains("╭") && shown.contains("╯"), "a box at 80×24")
    }

    func testTheHelpBoxIsCentred() {
        var layer = PlaneCells(columns: 80, rows: 24)
        HelpBox.draw(on: &layer, depth: .palette256, scene: [])
        let rows = text(layer)
        let top = rows.firstIndex { $0.contains("╭") }!, bottom = rows.firstIndex { $0.contains("╰") }!
        XCTAssertEqual(top, 24 - 1 - bottom, accuracy: 1)
        let left = rows[top].firstIndex(of: "╭")!.utf16Offset(in: rows[top])
        let right = rows[top].firstIndex(of: "╮")!.utf16Offset(in: rows[top])
        XCTAssertEqual(left, 80 - 1 - right, accuracy: 1)
    }

    func testWithoutRoomForTheBoxTheLinesStillShowWhole() {
        let body = HelpBox.body(HelpBox.lines(scene: HelpLine.placardKeys))
        var layer = PlaneCells(columns: body.map(\.count).max()!, rows: body.count)
        HelpBox.draw(on: &layer, depth: .palette256, scene: HelpLine.placardKeys)
        let shown = text(layer)
        XCTAssertFalse(shown.joined().contains("╭"))
        XCTAssertTrue(shown.contains { $0.hasPrefix("q, esc, ctrl-c") }, shown.joined(separator: "\n"))
    }

    func testATinyTerminalGetsOneLineAskingForMoreRoom() {
        var layer = PlaneCells(columns: 10, rows: 3)
        HelpBox.draw(on: &layer, depth: .palette256, scene: [])
        XCTAssertEqual(text(layer), ["          ", "too small ", "          "], "on a clear screen, nothing of the scene around it")
        var wider = PlaneCells(columns: 30, rows: 3)
        HelpBox.draw(on: &wider, depth: .palette256, scene: [])
        XCTAssertEqual(text(wider)[1], " help needs a bigger terminal ")
        var tiny = PlaneCells(columns: 1, rows: 1)
        HelpBox.draw(on: &tiny, depth: .palette256, scene: [])
        XCTAssertEqual(text(tiny), ["t"])
    }

    func testTheHelpTakesTheHintsPlaceWhenBothShow() {
        let h = SessionHarness()
        XCTAssertTrue(h.lines[23].contains("q quit"), h.lines[23])
        h.key(.character("?"))
        XCTAssertFalse(h.lines[23].contains("q quit"), h.lines[23])
        XCTAssertTrue(h.screen.contains("MoveMe"))
    }

    // MARK: A scene's caption

    func testTheCaptionNamesTheSceneThenItsKeysThenTheProgramsWhenThereIsRoom() {
        XCTAssertEqual(Caption.text(caption: "2.2 Collision, everything: drag, throw", keys: [("m", "mode")], columns: 100),
                       "2.2 Collision, everything: drag, throw · m mode · 1-6 scenes · r restart · ? help · q quit")
    }

    func testANarrowCaptionDropsTheSceneKeysFirstAndKeepsQuit() {
        let caption = "2.2 Collision, everything: drag, throw"
        XCTAssertEqual(Caption.text(caption: caption, keys: [("m", "mode")], columns: 80),
                       "2.2 Collision, everything: drag, throw · m mode · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(Caption.text(caption: caption, keys: [("m", "mode")], columns: 60),
                       "2.2 Collision, everything: drag, throw · ? help · q quit")
        XCTAssertEqual(Caption.text(caption: caption, keys: [("m", "mode")], columns: 40),
                       "2.2 Collision, everything · q quit", "the description goes whole, not cut mid-word")
        XCTAssertEqual(Caption.text(caption: caption, keys: [], columns: 11), "2.2…")
        XCTAssertEqual(Caption.text(caption: caption, keys: [], columns: 2), "2")
        XCTAssertEqual(Caption.text(caption: caption, keys: [], columns: 1), "2")
        XCTAssertEqual(Caption.text(caption: caption, keys: [], columns: 0), "")
    }

    func testTheCaptionIsABarAcrossTheBottomRow() {
        var layer = PlaneCells(columns: 16, rows: 3)
        BottomRowOverlay.draw(BottomRowOverlay.Inputs(content: .caption("2.1 Gravity", keys: []), columns: 16, rows: 3, ownsRow: false),
                              on: &layer, style: OverlayStyle(depth: .palette256, strings: Strings(.english)))
        XCTAssertEqual(text(layer), ["................", "................", " 2.1 Gravity    "], "instead of the hint")
        XCTAssertEqual(layer.item(column: 0, row: 2)?.keepsBackground, false, "the row is the caption's")
    }

    func testWithoutColourTheCaptionIsInReverseVideo() {
        var layer = PlaneCells(columns: 10, rows: 1)
        Caption.draw("r restart", on: &layer, depth: .monochrome)
        XCTAssertEqual(layer.item(column: 3, row: 0)?.cell.style.reverse, true)
    }

    func testACaptionsBarPutsOneCellForEachCharacterWhetherOrNotItsScalarsAreCharacters() {
        // A pinch's figures and the separators, each scalar a character (the quick path);
        // an accent combined with its letter, one character of two scalars (the other).
        var quick = PlaneCells(columns: 14, rows: 1)
        Caption.draw("pinch ×1.5 7° · …", on: &quick, depth: .palette256)
        XCTAssertEqual(text(quick), [" pinch ×1.5 7°"])
        var combined = PlaneCells(columns: 8, rows: 1)
        Caption.draw("cafe\u{301} ×2", on: &combined, depth: .palette256)
        XCTAssertEqual(text(combined), [" café ×2"])
        XCTAssertEqual(combined.item(column: 4, row: 0)?.cell.text, "e\u{301}")
        XCTAssertEqual(Caption.singleScalarCharacters("ab×°…", upTo: 3).map { $0.map(\.value) }, [0x61, 0x62, 0xD7])
        XCTAssertNil(Caption.singleScalarCharacters("e\u{301}", upTo: 3))
        XCTAssertNil(Caption.singleScalarCharacters("a\r\nb", upTo: 3), "CR LF is one character")
    }

    /// A caption's scalars decoded from its UTF-8 bytes are those its scalar view walks, over
    /// 2,000 seeded texts of ASCII, Latin, punctuation at the range's edges, combining marks,
    /// wide and astral characters, and every limit up to past their length.
    func testACaptionsScalarsFromItsBytesAreTheScalarsWalked() {
        var random = SplitMix64(seed: 0x5363_616c)
        let pieces = ["a", " ", "~", "\u{7F}", "\u{A0}", "×", "°", "…", "é", "e\u{301}", "\u{2FF}", "\u{300}", "\u{2010}", "\u{2027}",
                      "\u{2028}", "重", "😀", "\r\n", "·"]
        for _ in 0..<2_000 {
            let text = (0..<random.below(12)).map { _ in random.pick(pieces) }.joined(), count = random.below(14)
            var walked: [Unicode.Scalar]? = []
            for scalar in text.unicodeScalars {
                guard String.isOneCellCharacter(scalar.value) else {
                    walked = nil
                    break
                }
                if walked?.count == count { break }
                walked?.append(scalar)
            }
            XCTAssertEqual(Caption.singleScalarCharacters(text, upTo: count), walked, "\(text) \(count)")
        }
    }

    func testTheHelpListsTheScenesAndTheProgramsKeysInEveryScene() {
        for entry in SceneCatalog.all {
            let name = entry.name
            let shown = help(in: entry)
            XCTAssertTrue(shown.contains("╭") && shown.contains("╯"), "a box at 80×24 in \(name):\n\(shown)")
            for (keys, action) in [("1-6", "scene: moveme gravity collision boundary throw touches"), ("r", "restart the scene"),
                                   ("i", "inspector"), ("s", "slow animations"), ("?", "this help"), ("q, esc, ctrl-c", "quit")] {
                XCTAssertTrue(pairs(shown, keys, action), "the help in \(name) lacks '\(keys)  \(action)':\n\(shown)")
            }
        }
    }

    func testTheHelpSaysWhatTheSceneDoesAndOnlyThat() {
        let collision = help(in: SceneCatalog.named("collision")!)
        XCTAssertTrue(pairs(collision, "drag a square", "throw it"), collision)
        XCTAssertTrue(pairs(collision, "m", "collision mode: everything, boundaries, items"), collision)
        let boundary = help(in: SceneCatalog.named("boundary")!)
        XCTAssertTrue(pairs(boundary, "click", "start again"), boundary)
        for recipe in [collision, boundary, help(in: SceneCatalog.named("gravity")!)] {
            for placardOnly in ["move the placard", "next greeting", "bounces home"] {
                XCTAssertFalse(recipe.contains(placardOnly), "a recipe's help offers '\(placardOnly)':\n\(recipe)")
            }
        }
        // The keys' finger where it has something to do: a square to drag, a scene to tap.
        XCTAssertTrue(pairs(collision, "arrows, hjkl", "drag it as a finger would"), collision)
        XCTAssertTrue(pairs(boundary, "space, enter", "start again, as a click"), boundary)
        XCTAssertFalse(help(in: SceneCatalog.named("gravity")!).contains("arrows, hjkl"))
        let moveMe = help(in: SceneCatalog.named("moveme")!)
        XCTAssertTrue(pairs(moveMe, "release", "it bounces home"), moveMe)
        XCTAssertFalse(moveMe.contains("collision mode"), moveMe)
        let thrown = help(in: SceneCatalog.named("throw")!)
        XCTAssertTrue(pairs(thrown, "let go", "it flies"), thrown)
        XCTAssertTrue(pairs(thrown, "arrows, hjkl", "move the placard"), thrown)
        XCTAssertFalse(thrown.contains("bounces home"), thrown)
    }

    func testTheScenesLinesComeFirstThenABlankLineThenTheProgramsKeys() {
        let body = HelpBox.body(HelpBox.lines(scene: [HelpLine("click", "start again")]))
        XCTAssertEqual(Array(body.prefix(3)), ["click" + String(repeating: " ", count: 9 + 2) + "start again", "",
                        "1-6" + String(repeating: " ", count: 11 + 2) + "scene: moveme gravity collision boundary throw touches"])
        XCTAssertEqual(Array(body.suffix(2)), ["", "any key or click closes this"])
    }

    func testTheHelpsPlaneDrawsTheHelpOfTheSceneItIsGiven() {
        func drawn(_ help: [HelpLine]) -> String {
            var layer = PlaneCells(columns: 80, rows: 24)
            HelpOverlay.draw(HelpOverlay.Inputs(sceneHelp: help, title: "MoveMe"), on: &layer,
                             style: OverlayStyle(depth: .palette256, strings: Strings(.english)))
            return text(layer).joined()
        }
        XCTAssertFalse(drawn([]).contains("start again"))
        XCTAssertTrue(drawn([HelpLine("click", "start again")]).contains("start again"))
    }

    func testSceneKeysAreOneToSixInOrder() {
        XCTAssertEqual(SceneCatalog.all.map(\.key), ["1", "2", "3", "4", "5", "6"])
        XCTAssertEqual(SceneCatalog.all.map(\.name), ["moveme", "gravity", "collision", "boundary", "throw", "touches"])
        XCTAssertEqual(SceneCatalog.forKey("3")?.name, "collision")
        XCTAssertEqual(SceneCatalog.forKey("5")?.name, "throw")
        XCTAssertNil(SceneCatalog.forKey("0"))
        XCTAssertEqual(SceneCatalog.forKey("6")?.name, "touches")
        XCTAssertNil(SceneCatalog.forKey("7"))
        XCTAssertNil(SceneCatalog.forKey("m"))
    }
}
