import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeTerminal
import Glibc
import XCTest
@testable import MoveMeTUI
@testable import MoveMeSession

/// The scene's views as kitty images: sent once, moved by placements, made again only when
/// they look different, removed when they go, and given back to the cells under an overlay.
final class KittyPicturesTests: XCTestCase {
    func testThePlacardIsAnImageSentOnceAndItsTextIsDrawnIntoIt() {
        let painter = RecordingPainter()
        let h = SessionHarness(graphics: .kitty, painter: painter)
        let sent = h.takeGraphics()
        XCTAssertEqual(count("a=t,", in: sent), 1, "one image transmitted")
        XCTAssertEqual(count("a=p,", in: sent), 1, "placed once")
        XCTAssertTrue(sent.contains(",z=1,"), "over the cells")
        XCTAssertEqual(painter.runs, ["Welcome"])
        // The cells leave it out: no placard colour among them.
        XCTAssertNil(h.box(placard))
        h.wait(1)
        XCTAssertEqual(h.takeGraphics(), "", "nothing more while nothing changes")
    }

    /// MOVEME_STATS=1's line of kitty's costs: each image drawn counted, each part's CPU added.
    func testTheCostsOfEachPartAreMeasuredWhereAsked() throws {
        let h = SessionHarness(graphics: .kitty)
        let pictures = try XCTUnwrap(h.terminal.display.pictures as? KittyPictures)
        XCTAssertNil(pictures.costs, "measured only where asked")
        pictures.costs = PictureCosts()
        h.press(40, 12)
        h.wait(1)  // the pulse: an image of each scale the model takes
        h.drag(45, 14)
        h.wait(0.05)
        let line = try XCTUnwrap(pictures.costs?.machineLine)
        let values = Dictionary(uniqueKeysWithValues: line.dropFirst("moveme-pictures: ".count).split(separator: " ").map {
            let pair = $0.split(separator: "=")
            return (String(pair[0]), Double(pair[1])!)
        })
        XCTAssertEqual(Set(values.keys), ["images", "drawing_ms", "compression_ms", "transmission_ms", "placements_ms"], line)
        XCTAssertGreaterThan(values["images"]!, 1, line)
        XCTAssertGreaterThan(values["drawing_ms"]!, 0, line)
        XCTAssertGreaterThan(values["placements_ms"]!, 0, line)
    }

    func testADragFrameIsOnePlacementOfAFewDozenBytes() {
        let h = SessionHarness(graphics: .kitty)
        h.press(40, 12)
        h.wait(1)  // the pulse, whose scales are images of their own
        _ = h.takeGraphics()
        h.drag(45, 14)
        h.wait(0.05)
        let frame = h.takeGraphics()
        XCTAssertEqual(count("a=t,", in: frame), 0, "no image sent again for a move")
        XCTAssertEqual(count("a=p,", in: frame), 1)
        XCTAssertLessThan(frame.utf8.count, 100)
    }

    func testAGreetingChangedIsANewImageAndTheOldOneIsKept() {
        let painter = RecordingPainter()
        let h = SessionHarness(graphics: .kitty, painter: painter)
        _ = h.takeGraphics()
        h.press(5, 5); h.release(5, 5)
        h.press(5, 5); h.release(5, 5)
        h.wait(1)
        let sent = h.takeGraphics()
        XCTAssertTrue(sent.contains("a=d,d=i,i=\(first),q=2"), "the old image's placement off, the image kept")
        XCTAssertFalse(sent.contains("d=I"), "nothing freed: kitty 0.26 would free every unplaced image with it")
        XCTAssertTrue(sent.contains("a=t,f=32,s=240,v=100,i=\(first + 1),o=z,"), "the new one under an id of its own, deflated")
        XCTAssertEqual(painter.runs.last, "Velkommen")
    }

    /// Round the fifteen greetings and back to the first: its image is on the terminal still,
    /// and is placed again; nothing is drawn or sent.
    func testAGreetingsSecondTimeRoundSendsNothingNew() throws {
        let painter = RecordingPainter()
        let h = SessionHarness(graphics: .kitty, painter: painter)
        _ = h.takeGraphics()
        for _ in 0..<Greetings.standard.count {
            h.press(5, 5); h.release(5, 5)
            h.press(5, 5); h.release(5, 5)
            h.wait(1)
        }
        let sent = h.takeGraphics()
        XCTAssertEqual(count("a=t,", in: sent), Greetings.standard.count - 1, "each other greeting once")
        XCTAssertEqual(painter.runs.last, Greetings.standard.last, "the first not drawn again")
        let last = try XCTUnwrap(sent.range(of: "a=p,", options: .backwards))
        XCTAssertTrue(sent[last.lowerBound...].hasPrefix("a=p,i=\(first),p=1,"), "the first placed again")
        XCTAssertTrue(sent.contains(KittyGraphics.deletePlacements(id: first + 14)), "the last one's placement off")
    }

    /// The pulse and the bounce stretch one image of each scale the model takes (1.2, 1.1,
    /// and home, 1) over the frames between, as Core Animation scales a layer's contents; at
    /// rest the view is its own image again, to the pixel.
    func testThePulseAndTheBounceStretchAnImageOfTheModelsScale() {
        let h = SessionHarness(graphics: .kitty)
        _ = h.takeGraphics()
        h.press(40, 12)
        h.wait(0.05)
        let growing = h.takeGraphics()
        XCTAssertEqual(count("a=t,", in: growing), 1, "the contents at 1.2")
        XCTAssertTrue(growing.contains(",c="), "stretched over cells")
        h.wait(1)
        let held = h.takeGraphics()
        XCTAssertLessThanOrEqual(count("a=t,", in: held), 2, "at 1.1, stretched; then at rest")
        let last = held.components(separatedBy: "a=p,").last ?? ""
        XCTAssertFalse(last.contains(",c="), "at rest: not stretched")
        h.release(40, 12)
        h.wait(2)
        let home = h.takeGraphics()
        XCTAssertEqual(count("a=t,", in: home), 1, "home's contents, stretched; at rest, the first image again")
        XCTAssertGreaterThan(count(",c=", in: home), 3)
        let rest = "a=p," + (home.components(separatedBy: "a=p,").last ?? "")
        XCTAssertTrue(rest.hasPrefix("a=p,i=\(first),p=1,"), "home: the first image placed again")
        XCTAssertFalse(rest.contains(",c="))
    }

    /// A second pulse passes through the scales of the first: the images of the first are placed.
    func testASecondPulseIsShownByTheFirstsImages() {
        let h = SessionHarness(graphics: .kitty)
        _ = h.takeGraphics()
        h.press(40, 12)
        h.wait(1)
        h.release(40, 12)
        h.wait(2)
        let first = h.takeGraphics()
        XCTAssertGreaterThan(count("a=t,", in: first), 2, "the pulse and the bounce: images of their scales")
        h.press(40, 12)
        h.wait(1)
        h.release(40, 12)
        h.wait(2)
        let second = h.takeGraphics()
        // At most the pulse's top, 1.2, at rest: here a frame falls on the instant between its
        // two halves, when the first has ended and the second not begun.
        XCTAssertLessThanOrEqual(count("a=t,", in: second), 1)
        XCTAssertGreaterThan(count("a=p,", in: second), 3, "shown again by placements")
    }

    /// The pulse scales the greeting with the placard, as a layer's contents scale with it.
    func testThePulseScalesTheText() {
        let painter = RecordingPainter()
        let h = SessionHarness(graphics: .kitty, painter: painter)
        _ = h.takeGraphics()
        h.press(40, 12)
        h.wait(1)
        XCTAssertEqual(painter.scales.first ?? 0, 1, accuracy: 1e-9)
        XCTAssertGreaterThan(painter.scales.max() ?? 0, 1.1)
    }

    private var first: UInt32 { KittyPictures.Images.ids.lowerBound }

    /// The help over the placard covers only its own cells: the image is kept, its placement
    /// taken off where the box covers it all, and placed again once the help is gone. Nothing
    /// is sent again, and the placard is never drawn in cells.
    func testUnderTheHelpThePlacardsImageIsKeptAndPlacedAgainAfter() {
        let h = SessionHarness(graphics: .kitty)
        _ = h.takeGraphics()
        h.type("?")
        h.wait(0.1)
        let under = h.takeGraphics()
        XCTAssertEqual(under, KittyGraphics.deletePlacement(id: first, placement: 1), "its one placement off, the image kept")
        XCTAssertFalse(sceneShowsPlacard(h), "not drawn in cells")
        h.key(.escape)
        h.wait(0.1)
        let after = h.takeGraphics()
        XCTAssertEqual(count("a=p,i=\(first),p=1,", in: after), 1, "placed again")
        XCTAssertEqual(count("a=t,", in: after), 0, "not sent again")
    }

    /// Whether the scene's cells (under the overlays) show the placard's colour.
    private func sceneShowsPlacard(_ h: SessionHarness) -> Bool {
        h.session.composer.renderer.grid?.cells.contains { $0.style.background == placard } ?? false
    }

    /// The ids of the images `sent` transmits, in order.
    private func transmitted(_ sent: String) -> [UInt32] {
        sent.components(separatedBy: "a=t,f=32,").dropFirst().compactMap { part in
            part.split(separator: ",").first { $0.hasPrefix("i=") }.flatMap { UInt32($0.dropFirst(2)) }
        }
    }

    private func deletes(_ ids: [UInt32]) -> String { KittyPictures.deletes(ids.sorted()) }

    func testTheFirstImageIsPrecededByTheRemovalOfEveryIDAnEarlierRunMayHaveLeft() {
        let h = SessionHarness(graphics: .kitty)
        XCTAssertTrue(h.takeGraphics().hasPrefix(KittyPictures(painter: RecordingPainter()).removal))
    }

    func testAResizeStartsOverWithEveryImageOfThisRunRemoved() {
        let h = SessionHarness(graphics: .kitty)
        let first = transmitted(h.takeGraphics())
        XCTAssertEqual(first.count, 1)
        h.resize(columns: 100, rows: 30)
        let sent = h.takeGraphics()
        XCTAssertTrue(sent.hasPrefix(deletes(first)), "this run's images removed first")
        XCTAssertEqual(count("a=d,d=I,", in: sent), 1, "those alone, not the 256 ids of the program's range")
        XCTAssertEqual(count("a=t,", in: sent), 1)
    }

    func testTheWayOutRemovesEveryIDThisRunUsedAndOnlyThose() throws {
        let h = SessionHarness(graphics: .kitty)
        let pictures = try XCTUnwrap(h.terminal.display.pictures)
        var sent = transmitted(h.takeGraphics())
        // The pulse and its return, and four greetings: an image for each.
        h.press(40, 12)
        h.wait(1)
        h.release(40, 12)
        h.wait(1)
        for _ in 0..<4 {
            h.press(5, 5); h.release(5, 5)
            h.press(5, 5); h.release(5, 5)
            h.wait(1)
        }
        sent += transmitted(h.takeGraphics())
        XCTAssertGreaterThan(Set(sent).count, 6)
        XCTAssertEqual(pictures.currentRemoval, deletes(Array(Set(sent))))
        // Before any frame with pictures, an earlier run's too: every id.
        let fresh = KittyPictures(painter: RecordingPainter())
        XCTAssertEqual(fresh.currentRemoval, fresh.removal)
    }

    func testWithoutTheCellsSizeInPixelsEverythingIsCells() {
        let h = SessionHarness(columns: 80, rows: 24, depth: .trueColor, graphics: .kitty, textPainter: RecordingPainter(),
                               cellPixels: nil)
        XCTAssertTrue(h.backend.graphics.isEmpty)
        XCTAssertNotNil(h.box(placard))
    }

    func testWhenTheCellsSizeInPixelsIsLostTheImagesGoAndTheCellsDrawThePlacard() {
        let h = SessionHarness(graphics: .kitty)
        let first = transmitted(h.takeGraphics())
        h.terminal.pixelSize = nil
        h.raise(SIGWINCH)
        h.wait(0.1)
        XCTAssertEqual(h.takeGraphics(), deletes(first), "this run's images")
        XCTAssertNotNil(h.box(placard))
    }

    func testTurnedSquaresAreImagesToo() {
        let h = SessionHarness(graphics: .kitty)
        _ = h.takeGraphics()
        h.type("4")
        h.wait(0.5)
        XCTAssertGreaterThan(count("a=t,", in: h.takeGraphics()), 0)
    }
}
