@testable import MoveMeRendering
import Foundation
import XCTest
import MoveMeCore
@testable import MoveMeTerminal

/// Random and mutated input: no crash, no hang, and nothing unsafe comes out.
final class InputFuzzTests: XCTestCase {
    /// At least a million bytes; MOVEME_FUZZ_BYTES raises it for a longer run.
    static var byteCount: Int {
        let requested = ProcessInfo.processInfo.environment["MOVEME_FUZZ_BYTES"].flatMap { Int($0) } ?? 0
        return max(1_000_000, requested)
    }

    func testRandomAndMutatedInputNeverYieldsUnsafeEvents() {
        var random = SplitMix64(seed: 0x4D6F_7665_4D65)
        let input = Self.fuzzInput(byteCount: Self.byteCount, random: &random)
        var decoder = InputDecoder(columns: 80, rows: 24)
        var problems: [String] = []
        var eventCount = 0
        var kindsSeen: Set<String> = []
        var offset = 0

        func check(_ events: [InputEvent]) {
            eventCount += events.count
            for event in events {
                kindsSeen.insert(Self.kindName(event))
                if let problem = Self.problem(with: event, columns: decoder.columns, rows: decoder.rows) {
                    problems.append(problem)
                }
            }
        }

        while offset < input.count {
            if random.oneIn(200) {
                let sizes = [(1, 1), (0, 0), (0, 24), (80, 0), (80, 24), (1, 500), (500, 1), (9999, 9999)]
                (decoder.columns, decoder.rows) = random.oneIn(2)
                    ? random.pick(sizes) : (random.inRange(1...400), random.inRange(1...200))
            }
            let chunk = random.oneIn(20) ? random.inRange(1...4096) : random.inRange(1...16)
            let end = min(offset + chunk, input.count)
            check(decoder.decode(input[offset..<end]))
            offset = end
            if decoder.pendingByteCount > InputDecoder.longestControlSequence {
                problems.append("pending grew to \(decoder.pendingByteCount) bytes")
            }
            if random.oneIn(40) { check(decoder.flushPending()) }
            if problems.count > 20 { break }
        }
        check(decoder.flushPending())

        XCTAssertEqual(problems, [], "first of \(problems.count) problems")
        guard problems.isEmpty else { return }
        XCTAssertFalse(decoder.hasPendingInput)
        // The input must exercise the decoder, not only its garbage paths.
        XCTAssertGreaterThan(eventCount, input.count / 20)
        XCTAssertEqual(kindsSeen, [
            "press", "release", "drag", "motion", "wheel", "other button",
            "character", "control", "escape", "special key", "focus", "paste",
        ])
    }

    static func kindName(_ event: InputEvent) -> String {
        switch event {
        case .mouse(let mouse) where mouse.button.isWheel: return "wheel"
        case .mouse(let mouse) where mouse.kind == .press && mouse.button != .left && mouse.button != .middle && mouse.button != .right:
            return "other button"
        case .mouse(let mouse): return "\(mouse.kind)"
        case .key(.character): return "character"
        case .key(.control): return "control"
        case .key(.escape): return "escape"
        case .key: return "special key"
        case .focus: return "focus"
        case .modeReport: return "mode report"
        case .paste: return "paste"
        }
    }

    func testChunkingNeverChangesTheEvents() {
        var random = SplitMix64(seed: 42)
        let input = Self.fuzzInput(byteCount: 100_000, random: &random)
        let whole = decode(input, columns: 120, rows: 40)
        var decoder = InputDecoder(columns: 120, rows: 40)
        var chunked: [InputEvent] = []
        var offset = 0
        while offset < input.count {
            let end = min(offset + random.inRange(1...24), input.count)
            chunked += decoder.decode(input[offset..<end])
            offset = end
        }
        XCTAssertEqual(chunked.count, whole.count)
        XCTAssertTrue(chunked == whole, "chunked decoding differs from whole decoding")
    }

    /// What is wrong with `event` on a `columns` × `rows` screen, or nil.
    static func problem(with event: InputEvent, columns: Int, rows: Int) -> String? {
        switch event {
        case .mouse(let mouse):
            if !(0..<columns).contains(mouse.column) || !(0..<rows).contains(mouse.row) {
                return "\(mouse) outside \(columns)x\(rows)"
            }
        case .key(.character(let character)):
            if character.unicodeScalars.contains(where: SafeText.isControl)
                || character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "control character \(character.unicodeScalars.map { $0.value })"
            }
        case .key(.control(let character)):
            if !("@"..."_").contains(character) && !("a"..."z").contains(character) {
                return "strange control \(character)"
            }
        default:
            break
        }
        return nil
    }

    // MARK: - Input

    /// Valid reports and keys, mutated or not, mixed with plain garbage.
    static func fuzzInput(byteCount: Int, random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount + 5000)
        while bytes.count < byteCount {
            var piece = validPiece(&random)
            if random.oneIn(3) { mutate(&piece, &random) }
            if random.oneIn(25) {
                piece = (0..<random.inRange(1...40)).map { _ in random.byte() }
            }
            bytes += piece
        }
        return bytes
    }

    static let keySequences: [String] = [
        "\(ESC)[A", "\(ESC)OB", "\(ESC)[1;5C", "\(ESC)[1;2D", "\(ESC)[H", "\(ESC)OF", "\(ESC)[3~",
        "\(ESC)[15~", "\(ESC)[24~", "\(ESC)[[A", "\(ESC)OP", "\(ESC)[Z", "\(ESC)[I", "\(ESC)[O", "\(ESC)[200~",
        "\(ESC)[201~", "\(ESC)]11;rgb:0000/0000/0000\u{7}", "\(ESC)]0;title\(ESC)\\",
        "\(ESC)P1$r0m\(ESC)\\", "\(ESC)", "\(ESC)\(ESC)", "\(ESC)x", "a", "Z", " ", "\r", "\n", "\t",
        "\u{7F}", "\u{3}", "\u{0}", "é", "歡迎", "👍🏽", "e\u{301}", "\u{9B}", "\(ESC)[?1;2c",
    ]

    static func validPiece(_ random: inout SplitMix64) -> [UInt8] {
        let codes = [0, 1, 2, 3, 32, 33, 34, 35, 64, 65, 66, 67, 128, 131, 4, 8, 16, 28, 60]
        func code() -> Int { random.oneIn(8) ? random.inRange(0...300) : random.pick(codes) }
        func coordinate() -> Int {
            switch random.below(10) {
            case 0: return random.pick([0, 1, 9999, 10000, 223, 224])
            case 1: return random.inRange(1...9999)
            default: return random.inRange(1...250)
            }
        }
        switch random.below(4) {
        case 0:
            return Array(sgr(code(), coordinate(), coordinate(), release: random.oneIn(3)).utf8)
        case 1:
            return [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(min(code() + 32, 255)), random.byte(), random.byte()]
        case 2:
            return Array(urxvt(code(), coordinate(), coordinate()).utf8)
        default:
            return Array(random.pick(keySequences).utf8)
        }
    }

    /// Truncates, flips, inserts garbage or blows a number up.
    static func mutate(_ piece: inout [UInt8], _ random: inout SplitMix64) {
        guard !piece.isEmpty else { return }
        switch random.below(6) {
        case 0:
            piece.removeLast(random.inRange(1...piece.count))
        case 1:
            piece[random.below(piece.count)] ^= UInt8(1 << random.below(8))
        case 2:
            piece[random.below(piece.count)] = random.byte()
        case 3:
            let garbage = (0..<random.inRange(1...4)).map { _ in random.byte() }
            piece.insert(contentsOf: garbage, at: random.below(piece.count + 1))
        case 4:
            let digits = (0..<random.inRange(5...80)).map { _ in UInt8(ascii: "0") + UInt8(random.below(10)) }
            piece.insert(contentsOf: digits, at: random.below(piece.count + 1))
        default:
            piece.insert(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "1")], at: random.below(piece.count + 1))
        }
    }
}
