@testable import MoveMeStrings
@testable import MoveMeSession
import XCTest
import MoveMeCore

/// The bottom row's fitting, against the plainest way to do it: the line of the items chosen
/// so far and the one tried joined and counted, trial by trial, in the same order of priority.
final class BottomRowFitTests: XCTestCase {
    private func referenceLine(title: String?, description: [String], keys: [String], fingerKeys: [String], columns: Int) -> String {
        let room = max(0, columns)
        if let title, title.count > room { return BottomRow.shortened(title, to: room) }
        let strings = Strings(.english)
        let program = KeyTable.bottomRowItems(strings)
        var items: [(text: String, joiner: String)] = title.map { [($0, "")] } ?? []
        let firstDescription = items.count
        for (index, text) in description.enumerated() {
            items.append((text, title != nil && index == 0 ? ": " : BottomRow.separator))
        }
        items += keys.map { ($0, BottomRow.separator) }
        let firstFingerKey = items.count
        items += fingerKeys.map { ($0, BottomRow.separator) }
        let firstProgram = items.count
        items += program.map { ($0, BottomRow.separator) }
        func index(of item: String) -> Int? { program.firstIndex(of: item).map { firstProgram + $0 } }
        var priority = title == nil ? [] : [0]
        priority += [index(of: KeyTable.quit.item(strings)!), index(of: KeyTable.help.item(strings)!)].compactMap { $0 }
        priority += Array(firstDescription..<firstFingerKey)
        priority += [KeyTable.scenes].compactMap { $0.item(strings).flatMap(index(of:)) } + Array(firstFingerKey..<firstProgram)
        priority += [KeyTable.restart].compactMap { $0.item(strings).flatMap(index(of:)) }
        priority += Array(firstProgram..<items.count).filter { !priority.contains($0) }
        func line(_ indices: [Int]) -> String {
            indices.enumerated().map { $0.offset == 0 ? items[$0.element].text : items[$0.element].joiner + items[$0.element].text }.joined()
        }
        var chosen: [Int] = []
        for item in priority where line((chosen + [item]).sorted()).count <= room { chosen = (chosen + [item]).sorted() }
        guard !chosen.isEmpty else { return priority.first.map { BottomRow.shortened(items[$0].text, to: room) } ?? "" }
        return line(chosen)
    }

    func testTheRowFitsWhatJoiningAndCountingEachTrialFits() {
        var random = SplitMix64(seed: 19)
        let words = ["pinch ×1.23, turn 7°", "2.1 Gravity", "swipe right", "m mode", "a", "multi-touch tile", "é", "single tap — waited 0.35 s"]
        for _ in 0..<3_000 {
            let title: String? = Bool.random(using: &random) ? words.randomElement(using: &random)! : nil
            let description = (0..<Int.random(in: 0...3, using: &random)).map { _ in words.randomElement(using: &random)! }
            let keys = (0..<Int.random(in: 0...3, using: &random)).map { _ in words.randomElement(using: &random)! }
            let fingerKeys = (0..<Int.random(in: 0...1, using: &random)).map { _ in words.randomElement(using: &random)! }
            let columns = Int.random(in: -1...120, using: &random)
            XCTAssertEqual(BottomRow.line(title: title, description: description, keys: keys, fingerKeys: fingerKeys, columns: columns),
                           referenceLine(title: title, description: description, keys: keys, fingerKeys: fingerKeys, columns: columns),
                           "\(String(describing: title)) \(description) \(keys) \(fingerKeys) in \(columns)")
        }
    }

    /// The keys' finger's item comes after the scene's own keys, and goes before the scene keys:
    /// at 80 columns every row still names those.
    func testTheKeysFingerGoesBeforeTheSceneKeys() {
        func line(_ columns: Int) -> String {
            BottomRow.line(title: "2.2 Collision, everything", description: ["drag, throw"], keys: ["m mode"],
                           fingerKeys: ["tab square"], columns: columns)
        }
        XCTAssertEqual(line(79), "2.2 Collision, everything: drag, throw · m mode · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(line(99), "2.2 Collision, everything: drag, throw · m mode · tab square · 1-6 scenes · ? help · q quit")
        XCTAssertEqual(line(110),
                       "2.2 Collision, everything: drag, throw · m mode · tab square · 1-6 scenes · r restart · ? help · q quit")
    }

    func testARowOfFortyKeepsTheTitleQuitAndHelpAndDropsTheLongDescription() {
        XCTAssertEqual(BottomRow.line(title: "6 Touches", description: ["pinch ×1.23, turn 7°: multi-touch tile"],
                                      keys: ["m mode"], columns: 40),
                       "6 Touches · m mode · ? help · q quit")
    }
}
