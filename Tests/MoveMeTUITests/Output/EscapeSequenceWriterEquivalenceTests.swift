@testable import MoveMeRendering
import XCTest
import MoveMeCore
import MoveMeTerminal
@testable import MoveMeTUI

/// The writer's bytes are the bytes it sent before its per-cell path was made tight
/// (``ReferenceEscapeSequenceWriter``), frame for frame, over random frames at every colour
/// depth and way of repeating: the same moves, SGRs, glyphs and runs. In a palette the
/// colours are the palette's own, each sent as its number by xterm's definition.
final class EscapeSequenceWriterEquivalenceTests: XCTestCase {
    override class func setUp() {
        LocaleSetup.prepare()  // wcwidth needs a UTF-8 locale
    }

    /// One-cell texts (blanks, half blocks, letters, a combining mark, controls), wide ones,
    /// and texts too long for the glyph cache's key.
    private static let texts: [(String, UInt8)] = [
        (" ", 1), (" ", 1), (Cell.lowerHalf, 1), (Cell.lowerHalf, 1), (Cell.upperHalf, 1), (Cell.fullBlock, 1),
        ("a", 1), ("H", 1), ("é", 1), ("e\u{301}", 1), ("a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}", 1),
        ("\u{1B}", 1), ("\u{9B}", 1), ("", 1), ("歡", 2), ("語", 2), ("ä", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("", 0),
    ]

    private static let palette: [RGB] = [
        RGB(84, 84, 84), RGB(229, 229, 229), .white, .black, RGB(98, 110, 125), RGB(128, 139, 152),
        RGB(0, 0, 5), RGB(255, 0, 0), RGB(69, 77, 88), RGB(190, 190, 190), RGB(141, 151, 163),
    ]

    private static let colors256 = XtermPalette.colors256.compactMap { $0 }

    /// Any colour in true colour and monochrome; in a palette, one it shows exactly.
    private func randomStyle(_ random: inout SplitMix64, depth: ColorDepth) -> Style {
        func color() -> RGB {
            switch depth {
            case .palette256: random.pick(Self.colors256)
            case .palette8: random.pick(XtermPalette.colors8)
            case .trueColor, .monochrome:
                random.oneIn(3) ? RGB(random.byte(), random.byte(), random.byte()) : random.pick(Self.palette)
            }
        }
        return Style(foreground: color(), background: color(), bold: random.oneIn(6), reverse: random.oneIn(8),
                     dim: random.oneIn(8))
    }

    private func compare(depth: ColorDepth, repeats: EscapeSequenceWriter.Repeat, seed: UInt64,
                         file: StaticString = #filePath, line: UInt = #line) {
        var random = SplitMix64(seed: seed)
        var writer = EscapeSequenceWriter(depth: depth, repeats: repeats)
        var reference = ReferenceEscapeSequenceWriter(depth: depth, repeats: repeats)
        var styles = (0..<6).map { _ in randomStyle(&random, depth: depth) }
        var sent = 0
        for frame in 0..<400 {
            let columns = random.pick([1, 2, 10, 80, 200, 1_200])
            let rows = random.pick([1, 24, 60, 1_100])
            if random.oneIn(20) { styles[random.below(styles.count)] = randomStyle(&random, depth: depth) }
            var column = random.below(columns), row = random.below(rows)
            for _ in 0..<random.inRange(0...60) {
                let (text, width) = random.pick(Self.texts)
                let cell = Cell(text, width: width, style: random.oneIn(4) ? randomStyle(&random, depth: depth) : random.pick(styles))
                if random.oneIn(5) {
                    let count = random.inRange(1...30)
                    writer.draw(cell, column: column, row: row, columns: columns, count: count)
                    reference.draw(cell, column: column, row: row, columns: columns, count: count)
                } else {
                    writer.draw(cell, column: column, row: row, columns: columns)
                    reference.draw(cell, column: column, row: row, columns: columns)
                }
                // Mostly along the row, as a frame's changed cells come; sometimes anywhere.
                if random.oneIn(4) {
                    (column, row) = (random.below(columns), random.below(rows))
                } else {
                    column = min(columns - 1, column + random.inRange(0...2))
                    if random.oneIn(10) { row = min(rows - 1, row + 1) }
                }
            }
            if random.oneIn(30) {
                writer.forgetTerminalState()
                reference.forgetTerminalState()
            }
            let parking = random.oneIn(5) ? (column: columns - 1, row: rows - 1) : nil
            let bytes = writer.finishFrame(parkingCursorAt: parking)
            let expected = reference.finishFrame(parkingCursorAt: parking)
            sent += bytes.count
            guard bytes == expected else {
                XCTFail("frame \(frame): \(String(decoding: bytes, as: UTF8.self).debugDescription) "
                        + "against \(String(decoding: expected, as: UTF8.self).debugDescription)", file: file, line: line)
                return
            }
        }
        XCTAssertGreaterThan(sent, 20_000, "the frames wrote something", file: file, line: line)
    }

    func testEveryDepthAndWayOfRepeatingSendsTheBytesItSent() {
        for (first, depth) in [ColorDepth.palette256, .trueColor, .palette8, .monochrome].enumerated() {
            for (second, repeats) in [EscapeSequenceWriter.Repeat.none, .ascii, .any].enumerated() {
                compare(depth: depth, repeats: repeats, seed: 0x7772_6974 + UInt64(3 * first + second))
            }
        }
    }

    func testManySeedsIn256ColoursWithRepeat() {
        for seed in UInt64(1)...6 { compare(depth: .palette256, repeats: .any, seed: seed) }
    }
}
