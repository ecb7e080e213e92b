import XCTest
import Glibc
@testable import MoveMeTUI

/// The program takes the user's character type (UTF-8, for widths) and messages (the C
/// library's reasons in a warning) from the locale, and nothing else: its texts come from its
/// own tables, and no other category is loaded.
final class LocaleSetupTests: XCTestCase {
    func testOnlyTheCharacterTypeIsTheUsers() {
        let numeric = String(cString: setlocale(LC_NUMERIC, nil))
        let time = String(cString: setlocale(LC_TIME, nil))
        LocaleSetup.prepare()
        let codeset = String(cString: nl_langinfo(nl_item(CODESET))).uppercased()
        XCTAssert(codeset == "UTF-8" || codeset == "UTF8", codeset)
        XCTAssertEqual(String(cString: setlocale(LC_NUMERIC, nil)), numeric)
        XCTAssertEqual(String(cString: setlocale(LC_TIME, nil)), time)
    }
}
