import Foundation
@testable import MoveMeFonts
import XCTest

/// Fontconfig's answers kept between runs: as text and back, asked again when its state
/// changes, and used without asking it.
final class FontChoicesTests: XCTestCase {
    func testTheAnswersComeBackFromTheirText() {
        var choices = FontChoices(stamp: 0xfeed_f00d_1234_5678, pattern: "DejaVu Sans:bold")
        choices.font = .init(file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        choices.fallbacks = [.init(file: "/fonts/a collection.ttc", index: 2, emboldens: true)]
        choices.missing = [0xd658, 0x41]
        XCTAssertEqual(FontChoices(text: choices.text), choices)
        XCTAssertEqual(FontChoices(text: FontChoices(stamp: 1, pattern: "sans").text), FontChoices(stamp: 1, pattern: "sans"))
        // A file named across two lines is not kept: asked again, rather than the text misread.
        choices.fallbacks.append(.init(file: "/fonts/two\nlines.ttf"))
        XCTAssertEqual(FontChoices(text: choices.text)?.fallbacks.count, 1)
    }

    func testTextThatIsNotTheFormatIsNoAnswers() {
        let good = "stamp 1f\npattern sans\n"
        XCTAssertNotNil(FontChoices(text: good))
        for bad in ["", "pattern sans\n", "stamp 1f\n", good + "font 0 0 relative.ttf\n", good + "font x 0 /a.ttf\n",
                    good + "fallback 0 2 /a.ttf\n", good + "missing zz\n", good + "colour blue\n"] {
            XCTAssertNil(FontChoices(text: bad), bad)
        }
    }

    func testTheStampChangesWithFontconfigsConfigurationAndTheLocale() throws {
        let folder = NSTemporaryDirectory() + "MoveMeFonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/conf.d", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "<fontconfig/>".write(toFile: folder + "/fonts.conf", atomically: false, encoding: .utf8)
        let environment = ["FONTCONFIG_PATH": folder, "HOME": folder, "LANG": "C.UTF-8"]
        let before = FontconfigStamp.current(environment: environment)
        XCTAssertEqual(FontconfigStamp.current(environment: environment), before, "the same state, the same stamp")
        try "<fontconfig><dir>/x</dir></fontconfig>".write(toFile: folder + "/conf.d/50-mine.conf", atomically: false, encoding: .utf8)
        let added = FontconfigStamp.current(environment: environment)
        XCTAssertNotEqual(added, before, "a file added to conf.d")
        try "<fontconfig><dir>/y/z</dir></fontconfig>".write(toFile: folder + "/conf.d/50-mine.conf", atomically: false, encoding: .utf8)
        XCTAssertNotEqual(FontconfigStamp.current(environment: environment), added, "a file in conf.d changed")
        var french = environment
        french["LANG"] = "fr_FR.UTF-8"
        XCTAssertNotEqual(FontconfigStamp.current(environment: french), FontconfigStamp.current(environment: environment))
    }

    func testARememberedFontIsUsedWithoutAskingFontconfig() throws {
        // The regular face remembered for the bold pattern: fontconfig would give the bold one.
        let regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        try XCTSkipUnless(access(regular, R_OK) == 0, "no DejaVu Sans here")
        var known = FontChoices(stamp: 7, pattern: "DejaVu Sans:bold")
        known.font = .init(file: regular)
        var learned: [FontChoices] = []
        let font = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold", choices: known) { learned.append($0) })
        XCTAssertEqual(font.fontFile, regular)
        XCTAssertEqual(learned, [], "nothing new to keep")
        // Another pattern's answers, or a file gone: asked, and the answer given to keep.
        known.font = .init(file: "/nonexistent/font.ttf")
        let asked = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold", choices: known) { learned.append($0) })
        XCTAssertNotEqual(asked.fontFile, "/nonexistent/font.ttf")
        XCTAssertEqual(learned.map(\.font?.file), [asked.fontFile])
        XCTAssertEqual(learned.first?.stamp, 7, "kept with the stamp it was asked in")
    }

    func testFallbacksAndMissingCharactersRememberedAreNotAskedAgain() throws {
        var learned: [FontChoices] = []
        let first = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold", choices: nil) { learned.append($0) })
        try XCTSkipIf(first.width(of: "歡", pixelHeight: 20) == 0, "no font here has these characters")
        _ = first.width(of: "\u{E000}", pixelHeight: 20)  // a private use character: no font has it
        XCTAssertEqual(first.fallbackMatches, 2)
        let kept = try XCTUnwrap(learned.last)
        XCTAssertEqual(kept.fallbacks.count, 1)
        XCTAssertEqual(kept.missing, [0xE000])
        // The next run, from what was kept: the same widths, and fontconfig not asked.
        let next = try XCTUnwrap(TextRasterizer(pattern: "DejaVu Sans:bold", choices: kept) { learned.append($0) })
        XCTAssertEqual(next.width(of: "歡\u{E000}", pixelHeight: 20), first.width(of: "歡\u{E000}", pixelHeight: 20))
        XCTAssertEqual(next.fallbackMatches, 0)
        XCTAssertEqual(learned.last, kept, "nothing new learned")
    }
}
