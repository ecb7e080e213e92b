import Foundation
import MoveMeTerminal
import XCTest
@testable import MoveMeTUI
@testable import MoveMeSession

/// Frames byte for byte, as termbox keeps its `expected.ansi`: the real bytes the program's
/// display and escape-sequence writer send for a handful of kinds of frame, compared with the
/// files in `frames` beside this one. A change that changes what the terminal is sent fails here, with the
/// first lines that differ shown one escape sequence a line; `script/golden` writes the files
/// again (`MOVEME_GOLDEN=write`) for a change meant to, and `git diff` then shows what changed.
final class GoldenFrameTests: XCTestCase {
    /// The locale as the program sets it up before its first frame: the writer measures each
    /// character with wcwidth, which knows no width of anything but ASCII in the C locale.
    override func setUp() {
        LocaleSetup.prepare()
    }

    /// The first frame: every cell of an 80 × 24 screen in 256 colours, the hint.
    func testTheFirstFrame() {
        let h = SessionHarness()
        check(h.terminal.output.frames, "first-frame")
    }

    /// A drag step: the placard's cells where it was and where it is.
    func testADragStep() {
        let h = SessionHarness()
        h.press(40, 12)
        h.wait(0.35)  // past the pulse, short of a long press (its edit menu)
        check(frames(of: h) { h.drag(42, 13) }, "drag-step")
    }

    /// The help opening over the scene.
    func testTheHelpOpening() {
        let h = SessionHarness()
        check(frames(of: h) { h.type("?") }, "help-opens")
    }

    /// A drag step where the terminal draws kitty's images: a placement of the image sent once.
    func testAKittyPlacement() {
        let h = SessionHarness(graphics: .kitty)
        h.press(40, 12)
        h.wait(0.35)  // past the pulse, short of a long press (its edit menu)
        check(frames(of: h) { h.drag(42, 13) }, "kitty-placement")
    }

    /// A drag step where the terminal draws sixel: the image painted where it is, then the cells
    /// it left, in one synchronized frame.
    func testASixelRepaint() {
        let h = SessionHarness(graphics: .sixel)
        h.press(40, 12)
        h.wait(0.35)  // past the pulse, short of a long press (its edit menu)
        check(frames(of: h) { h.drag(42, 13) }, "sixel-repaint")
    }

    // MARK: Support

    /// The frames `action` made the terminal be sent.
    private func frames(of h: SessionHarness, _ action: () -> Void) -> [[UInt8]] {
        let before = h.terminal.output.frames.count
        action()
        return Array(h.terminal.output.frames.dropFirst(before))
    }

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("frames")

    /// Compares `frames`, one after another, with the golden file `name`.ansi (or writes it).
    private func check(_ frames: [[UInt8]], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = frames.flatMap { $0 }
        let url = Self.folder.appendingPathComponent(name + ".ansi")
        if ProcessInfo.processInfo.environment["MOVEME_GOLDEN"] == "write" {
            XCTAssertNoThrow(try Data(bytes).write(to: url), file: file, line: line)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            return XCTFail("no \(name).ansi: script/golden writes it", file: file, line: line)
        }
        guard Array(expected) != bytes else { return }
        let (want, got) = (Self.readable(Array(expected)), Self.readable(bytes))
        let first = zip(want, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(want.count, got.count)
        let shown = { (lines: [String]) in lines[max(0, first - 2)..<min(lines.count, first + 3)].joined(separator: "\n") }
        XCTFail("""
            \(name).ansi: \(expected.count) bytes expected, \(bytes.count) sent; the first difference at line \(first + 1):
            expected:
            \(shown(want))
            sent:
            \(shown(got))
            (script/golden writes the files again if the change is meant)
            """, file: file, line: line)
    }

    /// Bytes as lines a person reads: one escape sequence a line, ESC as ⎋, other controls as ^X.
    static func readable(_ bytes: [UInt8]) -> [String] {
        var lines: [String] = [], line = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar == "\u{1B}" {
                if !line.isEmpty { lines.append(line) }
                line = "⎋"
            } else if scalar.value < 0x20 || scalar.value == 0x7F {
                line += "^" + String(UnicodeScalar(UInt8(scalar.value ^ 0x40)))
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
