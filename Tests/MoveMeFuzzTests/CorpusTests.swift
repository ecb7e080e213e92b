import Foundation
import XCTest
import MoveMeFuzz

/// Every committed input of every fuzz target runs clean in the ordinary tests: the seeds, and
/// each crash the fuzzers found (kept in the corpus once fixed), so a fix stays fixed without
/// libFuzzer. A broken property traps, which fails the test run.
final class CorpusTests: XCTestCase {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    func inputs(_ target: String) throws -> [[UInt8]] {
        let directory = Self.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.map { Array(try Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    func testInputDecoderCorpus() throws {
        let inputs = try inputs("input")
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs { InputDecoderFuzz.run(input) }
    }

    func testGreetingsCorpus() throws {
        let inputs = try inputs("greetings")
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs { GreetingsFuzz.run(input) }
    }

    func testTouchesCorpus() throws {
        let inputs = try inputs("touches")
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs { TouchesFuzz.run(input) }
    }

    func testDynamicsCorpus() throws {
        let inputs = try inputs("dynamics")
        XCTAssertGreaterThanOrEqual(inputs.count, 5)
        for input in inputs { DynamicsFuzz.run(input) }
    }

    /// Empty and short inputs are complete histories too (every choice past the end is zero).
    func testEmptyAndTinyInputsRun() {
        for input: [UInt8] in [[], [0], [255], [1, 2, 3]] {
            InputDecoderFuzz.run(input)
            GreetingsFuzz.run(input)
            TouchesFuzz.run(input)
            DynamicsFuzz.run(input)
        }
    }
}
