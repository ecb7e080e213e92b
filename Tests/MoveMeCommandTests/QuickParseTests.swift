import XCTest
@testable import moveme
import ArgumentParser
import MoveMeScenes
import MoveMeTUI

/// The quick parse gives the command ArgumentParser's `parseAsRoot` gives for the arguments it
/// takes, and leaves everything else to it (errors, --help, subcommands, other spellings).
final class QuickParseTests: XCTestCase {
    /// The options that say how the program runs, as one comparable line.
    private func summary(_ command: LaunchOptions) -> String {
        "fps=\(command.run.fps) noColor=\(command.run.noColor) noHint=\(command.run.noHint) inspect=\(command.run.inspect) "
            + "slow=\(command.run.slow) noPreferences=\(command.noPreferences) greetings=\(command.greetings ?? "-") "
            + "scene=\(command.scene?.name ?? "-") doubleClick=\(command.run.doubleClickMilliseconds)"
    }

    func testTakesWhatArgumentParserTakesTheSameWay() throws {
        let accepted: [[String]] = [
            [],
            ["--no-hint"],
            ["--no-color", "--no-hint", "--inspect", "--slow", "--no-preferences"],
            ["--scene", "collision", "--fps", "30"],
            ["--fps", "240", "--double-click-ms", "50", "--greetings", "g.txt"],
            ["--slow", "--scene", "gravity", "--no-hint"],
        ]
        for arguments in accepted {
            let quick = try XCTUnwrap(LaunchOptions(quicklyParsing: arguments), "\(arguments)")
            let parsed = try XCTUnwrap(MoveMe.parseAsRoot(arguments) as? MoveMe).options
            XCTAssertEqual(summary(quick), summary(parsed), "\(arguments)")
            XCTAssertEqual(quick, parsed, "\(arguments)")
        }
        XCTAssertEqual(
            summary(try XCTUnwrap(LaunchOptions(quicklyParsing: ["--scene", "collision", "--fps", "30", "--no-hint"]))),
            "fps=30 noColor=false noHint=true inspect=false slow=false noPreferences=false greetings=- "
                + "scene=collision doubleClick=350")
        XCTAssertEqual(summary(try XCTUnwrap(LaunchOptions(quicklyParsing: []))),
                       "fps=60 noColor=false noHint=false inspect=false slow=false noPreferences=false "
                           + "greetings=- scene=- doubleClick=350")
    }

    func testLeavesTheRestToArgumentParser() {
        let refused: [[String]] = [
            ["--help"], ["-h"], ["--version"], ["settings"], ["settings", "list"],
            ["--fps"], ["--fps", "0"], ["--fps", "241"], ["--fps", "-5"], ["--fps", "+5"], ["--fps", "x"],
            ["--fps=30"], ["--double-click-ms", "10"], ["--scene", "nowhere"], ["--scene"],
            ["--greetings", "--no-hint"], ["--greetings"], ["--no-hint", "--no-hint"],
            ["--bogus"], ["extra"], ["--"], ["--no-hint", "--", "x"],
        ]
        for arguments in refused {
            XCTAssertNil(LaunchOptions(quicklyParsing: arguments), "\(arguments)")
        }
    }
}
