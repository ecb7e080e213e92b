import MoveMeCore
import XCTest
@testable import MoveMeTerminal

/// The answers to the graphics questions picked out of the input, in any pieces, and everything
/// else given back unchanged and in order.
final class GraphicsReplyReaderTests: XCTestCase {
    private func read(_ text: String) -> (replies: [GraphicsReply], other: String) {
        var reader = GraphicsReplyReader()
        let (replies, other) = reader.read(Array(text.utf8))
        return (replies, String(decoding: other, as: UTF8.self))
    }

    func testKittysAnswerOKOrAnError() {
        XCTAssertEqual(read("\u{1B}_Gi=31;OK\u{1B}\\").replies, [.kittyGraphics(id: 31, message: "OK")])
        XCTAssertEqual(read("\u{1B}_Gi=31;EINVAL:Unknown format\u{1B}\\").replies, [.kittyGraphics(id: 31, message: "EINVAL:Unknown format")])
        XCTAssertEqual(read("\u{1B}_Gi=3,p=7;OK\u{1B}\\").replies, [.kittyGraphics(id: 3, message: "OK")])
        XCTAssertEqual(read("\u{1B}_Gi=4294967295;OK\u{07}").replies, [.kittyGraphics(id: 4_294_967_295, message: "OK")])
        // No id, or another APC: not an answer, given back.
        XCTAssertEqual(read("\u{1B}_G;OK\u{1B}\\").other, "\u{1B}_G;OK\u{1B}\\")
        XCTAssertEqual(read("\u{1B}_Xyz\u{1B}\\").other, "\u{1B}_Xyz\u{1B}\\")
    }

    func testDeviceAttributes() {
        // xterm -ti vt340, mlterm, a VT100.
        XCTAssertEqual(read("\u{1B}[?63;1;2;4;6;9;15;22c").replies, [.deviceAttributes(class: 63, attributes: [1, 2, 4, 6, 9, 15, 22])])
        XCTAssertEqual(read("\u{1B}[?63;1;2;3;4;7;29c").replies, [.deviceAttributes(class: 63, attributes: [1, 2, 3, 4, 7, 29])])
        XCTAssertEqual(read("\u{1B}[?1;2c").replies, [.deviceAttributes(class: 1, attributes: [2])])
    }

    func testSixelsColourRegisters() {
        XCTAssertEqual(read("\u{1B}[?1;0;256S\u{1B}[?1;3;0S").replies, [
            .graphicsAttribute(item: 1, status: 0, values: [256]),
            .graphicsAttribute(item: 1, status: 3, values: [0]),
        ])
    }

    func testKeysAndMouseReportsAroundTheRepliesAreGivenBackInOrder() {
        let (replies, other) = read("a\u{1B}_Gi=1;OK\u{1B}\\b\u{1B}[A\u{1B}[<0;10;5M\u{1B}OP\u{1B}xc\u{1B}[?62;4c")
        XCTAssertEqual(replies, [.kittyGraphics(id: 1, message: "OK"), .deviceAttributes(class: 62, attributes: [4])])
        XCTAssertEqual(other, "ab\u{1B}[A\u{1B}[<0;10;5M\u{1B}OP\u{1B}xc")
        // Window reports (XTWINOPS), never asked for, are not answers.
        XCTAssertEqual(read("\u{1B}[8;24;80t\u{1B}[4;480;800t").other, "\u{1B}[8;24;80t\u{1B}[4;480;800t")
    }

    func testAReplySplitAcrossReadsIsHeldUntilItEnds() {
        var reader = GraphicsReplyReader()
        let first = reader.read(Array("x\u{1B}_Gi=1;O".utf8))
        XCTAssertEqual(first.replies, [])
        XCTAssertEqual(first.other, Array("x".utf8))
        XCTAssertTrue(reader.isPending)
        let second = reader.read(Array("K\u{1B}".utf8))
        XCTAssertEqual(second.replies, [])
        let third = reader.read(Array("\\\u{1B}[?6".utf8))
        XCTAssertEqual(third.replies, [.kittyGraphics(id: 1, message: "OK")])
        let fourth = reader.read(Array("2;4c".utf8))
        XCTAssertEqual(fourth.replies, [.deviceAttributes(class: 62, attributes: [4])])
        XCTAssertFalse(reader.isPending)
    }

    func testALoneEscapeIsHeldAndGivenBackByAFlush() {
        var reader = GraphicsReplyReader()
        XCTAssertEqual(reader.read([0x1B]).other, [])
        XCTAssertTrue(reader.isPending)
        XCTAssertEqual(reader.flush(), [0x1B])
        XCTAssertFalse(reader.isPending)
        // ESC ESC: the first is a key, the second may begin a reply.
        XCTAssertEqual(read("\u{1B}\u{1B}[?62;4c").other, "\u{1B}")
        XCTAssertEqual(read("\u{1B}\u{1B}[?62;4c").replies, [.deviceAttributes(class: 62, attributes: [4])])
    }

    func testAStringCutShortByAnEscapeEndsThereAndTheSequenceAfterItIsRead() {
        let (replies, other) = read("\u{1B}_Gi=1;O\u{1B}[?62;4c")
        XCTAssertEqual(replies, [.deviceAttributes(class: 62, attributes: [4])])
        XCTAssertEqual(other, "\u{1B}_Gi=1;O")
    }

    func testHowTheBytesArePiecedDoesNotMatter() {
        var random = SplitMix64(seed: 41)
        let fragments = ["\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}[?63;1;2;4c", "\u{1B}[6;20;10t", "q", "\u{1B}", "\u{1B}[A", "\u{1B}_",
                         "\u{07}", ";", "\u{1B}[<0;3;4M", "é", "\u{1B}[?", "S", "c"]
        for _ in 0..<300 {
            let bytes = (0..<random.inRange(1...12)).flatMap { _ in Array(fragments[random.below(fragments.count)].utf8) }
            var whole = GraphicsReplyReader(), pieces = GraphicsReplyReader()
            let once = whole.read(bytes)
            var replies: [GraphicsReply] = [], other: [UInt8] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + random.inRange(1...4))
                let read = pieces.read(bytes[start..<end])
                (replies, other) = (replies + read.replies, other + read.other)
                start = end
            }
            XCTAssertEqual(replies, once.replies, "\(bytes)")
            XCTAssertEqual(other + pieces.flush(), once.other + whole.flush(), "\(bytes)")
        }
    }
}
