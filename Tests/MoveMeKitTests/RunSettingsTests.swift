import ArgumentParser
import XCTest

@testable import MoveMeKit
import MoveMeTUI
import MoveMeTerminal

/// The entry point's quick reading of the usual command lines (`RunSettings`).
final class RunSettingsTests: XCTestCase {
    /// The usual command lines read without ArgumentParser come to what it reads; any other is
    /// left to it (its errors, its help, its other spellings).
    func testTheQuickParseReadsWhatArgumentParserReads() throws {
        for arguments in [[], ["--no-hint"], ["--fps", "30", "--slow", "--no-color"], ["--inspect", "--graphics", "cells"],
                          ["--double-click-ms", "500", "--graphics", "kitty", "--fps", "240"]] {
            XCTAssertEqual(RunSettings(quicklyParsing: arguments), try RunOptions.parse(arguments).settings, "\(arguments)")
        }
        for arguments in [["--fps=30"], ["--help"], ["--fps", "0"], ["--fps", "-5"], ["--fps"], ["--no-hint", "--no-hint"],
                          ["--graphics", "svga"], ["--double-click-ms", "9000"], ["moveme://scene/fling"]] {
            XCTAssertNil(RunSettings(quicklyParsing: arguments), "\(arguments)")
        }
        XCTAssertEqual(RunSettings(quicklyParsing: ["--fps", "30"])?.fps, 30)
    }

    /// `--graphics` takes the names of the preference, every one, and lists them.
    func testGraphicsTakesEveryPreferencesName() throws {
        XCTAssertEqual(GraphicsName.allCases.map(\.rawValue), GraphicsMode.Preference.allCases.map(\.rawValue))
        for preference in GraphicsMode.Preference.allCases {
            XCTAssertEqual(try RunOptions.parse(["--graphics", preference.rawValue]).settings.graphics, preference)
        }
        XCTAssertThrowsError(try RunOptions.parse(["--graphics", "svga"]))
    }
}
