@testable import MoveMeScenes
import MoveMeCore
import XCTest

/// Every scene says whether it shows MoveMe's placard without being cast to `PlacardHosting`:
/// the same answer as the cast, the placard's own view where there is one.
final class PlacardHostTests: XCTestCase {
    func testEverySceneAnswersAsTheCastWould() {
        var shown: [String] = []
        for entry in SceneCatalog.all {
            let scene = entry.make(Configuration(), application: Application(), columns: 80, rows: 24, time: 0)
            XCTAssert(scene.placardHostIfAny === (scene as? any PlacardHosting)?.placardHost, entry.name)
            if scene.placardHostIfAny != nil { shown.append(entry.name) }
        }
        XCTAssertEqual(shown, ["moveme", "throw"])
    }
}
