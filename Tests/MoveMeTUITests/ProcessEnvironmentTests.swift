import XCTest
import Glibc
@testable import MoveMeTUI

/// The environment is read from the C `environ`, each variable split at its first "=".
final class ProcessEnvironmentTests: XCTestCase {
    func testEachVariableIsSplitAtItsFirstEquals() {
        setenv("MOVEME_TEST_SPLIT", "a=b=c", 1)
        setenv("MOVEME_TEST_WIDE", "歡迎 ü", 1)
        setenv("MOVEME_TEST_EMPTY", "", 1)
        defer { for name in ["MOVEME_TEST_SPLIT", "MOVEME_TEST_WIDE", "MOVEME_TEST_EMPTY"] { unsetenv(name) } }
        let environment = processEnvironment()
        XCTAssertEqual(environment["MOVEME_TEST_SPLIT"], "a=b=c")
        XCTAssertEqual(environment["MOVEME_TEST_WIDE"], "歡迎 ü")
        XCTAssertEqual(environment["MOVEME_TEST_EMPTY"], "")
        // Every variable as getenv sees it.
        for (name, value) in environment {
            XCTAssertEqual(getenv(name).map { String(cString: $0) }, value, name)
        }
    }
}
