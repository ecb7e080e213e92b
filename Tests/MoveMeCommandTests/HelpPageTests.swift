import XCTest
import MoveMeRendering
@testable import moveme
import ArgumentParser
import MoveMeStrings

/// Issue 46: `moveme --help` had its usage at line 46, after the whole manual, and was wrapped
/// by characters (81 columns in English, 227 in Chinese). The page is ArgumentParser's layout
/// wrapped again by display width, each line's continuation under its text.
final class HelpPageTests: XCTestCase {
    private let page = """
        OVERVIEW: Drag a placard around the terminal; it bounces home.

        USAGE: moveme [<options>] [moveme://scene/<name>?greeting=<n>]
               moveme settings [list | get <key> | reset]

        OPTIONS:
          --fps <n>               Frames per second while something moves (1 to 240). (default: 60)
          --double-click-ms <n>   Longest gap.
          --inspect               启动时打开检查器（i 切换）：实时显示视图、触摸和动画。

        SUBCOMMANDS:
          settings                List the preferences.

        """

    func testEachLineContinuesUnderItsTextAndThePointerToTheManualComesLast() {
        XCTAssertEqual(HelpPage.laidOut(page, more: "More in man moveme.", width: 44).split(separator: "\n", omittingEmptySubsequences: false), [
            "OVERVIEW: Drag a placard around the",
            "terminal; it bounces home.",
            "",
            "USAGE: moveme [<options>]",
            "              [moveme://scene/<name>?",
            "              greeting=<n>]",
            "       moveme settings",
            "              [list | get <key> | reset]",
            "",
            "OPTIONS:",
            "  --fps <n>               Frames per second",
            "                          while something",
            "                          moves (1 to 240).",
            "                          (default: 60)",
            "  --double-click-ms <n>   Longest gap.",
            "  --inspect               启动时打开检查器",
            "                          （i 切换）：实时显",
            "                          示视图、触摸和动",
            "                          画。",
            "",
            "SUBCOMMANDS:",
            "  settings                List the",
            "                          preferences.",
            "",
            "More in man moveme.",
        ])
    }

    func testWithTooLittleRoomBesideALabelTheTextGoesUnderIt() {
        XCTAssertEqual(HelpPage.wrapped("  --fps <n>               Frames per second while something moves (1 to 240). (default: 60)",
                                        width: 30, isUsage: false), [
            "  --fps <n>",
            "      Frames per second while",
            "      something moves",
            "      (1 to 240).",
            "      (default: 60)",
        ])
    }

    /// The program's own page, in English (the tests' language), at every width from 30
    /// columns: no line wider, the usage and the options first, the pointer to the manual last.
    func testTheProgramsPageFitsEveryWidthWithTheUsageAndOptionsFirst() {
        let rendered = MoveMe.helpMessage(columns: HelpPage.unwrapped)
        for width in 30...120 {
            let lines = HelpPage.laidOut(rendered, more: MoveMe.strings[.commandSeeManual], width: width)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { XCTAssertLessThanOrEqual(DisplayWidth.of(String(line)), width, "\(width): \(line)") }
            XCTAssertTrue(lines[0].hasPrefix("OVERVIEW: "), "\(width)")
            XCTAssertTrue(lines[lines.firstIndex(of: "")! + 1].hasPrefix("USAGE: "), "\(width): the usage after the overview")
            let options = lines.firstIndex(of: "OPTIONS:")
            XCTAssertEqual(lines[options! + 1].prefix(11), "  --fps <n>", "\(width)")
            let last = lines[(lines.lastIndex(of: "")! + 1)...].joined(separator: " ")
            XCTAssertTrue(last.hasPrefix("More in man moveme") && last.hasSuffix("the exit status."), "\(width): \(last)")
        }
    }
}
