import CZlib
import MoveMeRendering
import XCTest
@testable import MoveMeTUI

/// The images kept on a kitty terminal: found again by their look while their views live,
/// the least recently shown let go beyond the limit (never one shown this frame), ids only of
/// the program's range, reused.
final class KittyImagesTests: XCTestCase {
    private final class Owner {}
    private let a = Owner(), b = Owner()
    private var ids: ClosedRange<UInt32> { KittyImages<String>.ids }

    func testAnImageIsFoundAgainByItsLookWhileItsViewLives() {
        var images = KittyImages<String>()
        XCTAssertNil(images.id(for: "placard 240", owners: [a]))
        let (id, evicted) = images.add("placard 240", owners: [a], bytes: 96_000)
        XCTAssertEqual(id, ids.lowerBound)
        XCTAssertEqual(evicted, [])
        images.nextFrame()
        XCTAssertEqual(images.id(for: "placard 240", owners: [a]), id)
        XCTAssertNil(images.id(for: "placard 240", owners: [b]), "another view where the first lived: not its image")
        XCTAssertEqual(images.count, 0, "and the stale one let go")
        XCTAssertEqual(images.bytes, 0)
    }

    func testTheLeastRecentlyShownIsLetGoForRoomAndItsIDReused() {
        var images = KittyImages<String>(limit: .init(images: 3, bytes: 1 << 30))
        var first: [UInt32] = []
        for name in ["one", "two", "three"] {
            first.append(images.add(name, owners: [a], bytes: 10).id)
            images.nextFrame()
        }
        XCTAssertEqual(Set(first).count, 3)
        XCTAssertTrue(first.allSatisfy(ids.contains))
        // "one" shown again: "two" is now the least recently shown.
        XCTAssertEqual(images.id(for: "one", owners: [a]), first[0])
        images.nextFrame()
        let (id, evicted) = images.add("four", owners: [a], bytes: 10)
        XCTAssertEqual(id, first[1], "two's id, which the new image replaces")
        XCTAssertEqual(evicted, [], "nothing else to blank")
        XCTAssertNil(images.id(for: "two", owners: [a]))
        XCTAssertEqual(images.id(for: "one", owners: [a]), first[0])
        XCTAssertEqual(images.count, 3)
    }

    func testBytesBeyondTheLimitLetTheOldestGoAndTheOthersAreBlanked() {
        var images = KittyImages<String>(limit: .init(images: 256, bytes: 100))
        let one = images.add("one", owners: [a], bytes: 40).id
        images.nextFrame()
        let two = images.add("two", owners: [a], bytes: 40).id
        images.nextFrame()
        // 90 bytes more: both must go; one id is reused, the other blanked.
        let (id, evicted) = images.add("big", owners: [a], bytes: 90)
        XCTAssertEqual(Set([id] + evicted), [one, two])
        XCTAssertEqual(evicted.count, 1)
        XCTAssertEqual(images.bytes, 90)
    }

    func testImagesShownThisFrameAreNeverLetGo() {
        var images = KittyImages<String>(limit: .init(images: 2, bytes: 1 << 30))
        let one = images.add("one", owners: [a], bytes: 10).id
        let two = images.add("two", owners: [a], bytes: 10).id
        // All three in one frame: over the limit together, none let go.
        let three = images.add("three", owners: [a], bytes: 10).id
        XCTAssertEqual(Set([one, two, three]).count, 3)
        XCTAssertEqual(images.count, 3)
    }

    func testRemoveAllGivesEveryIDBackAndForgets() {
        var images = KittyImages<String>()
        let one = images.add("one", owners: [a], bytes: 10).id
        let two = images.add("two", owners: [b], bytes: 10).id
        XCTAssertEqual(images.removeAll(), [one, two].sorted())
        XCTAssertNil(images.id(for: "one", owners: [a]))
        XCTAssertEqual(images.add("three", owners: [a], bytes: 10).id, ids.lowerBound)
    }

    func testRemoveAllGivesTheIDsOfImagesLetGoToo() {
        // An image let go stays on the terminal until its id is reused: its id is among those
        // to delete.
        var images = KittyImages<String>()
        let one = images.add("one", owners: [a], bytes: 10).id
        images.nextFrame()
        XCTAssertNil(images.id(for: "one", owners: [b]), "a new view where a lived: let go")
        XCTAssertEqual(images.count, 0)
        XCTAssertEqual(images.used, [one])
        XCTAssertEqual(images.removeAll(), [one])
        XCTAssertEqual(images.used, [])
    }

    func testTheRangeIsTheProgramsOwnAndTheRemovalDeletesEachOfItsIDsAndNoOther() {
        XCTAssertEqual(ids.count, 256)
        XCTAssertEqual(ids.lowerBound >> 16, 0x4D4D)
        let removal = KittyPictures(painter: NoText()).removal
        XCTAssertFalse(removal.contains("d=A"), "never every image on the screen")
        XCTAssertEqual(removal.components(separatedBy: "a=d,d=I,").count - 1, 256)
        XCTAssertTrue(removal.contains("i=\(ids.lowerBound),") && removal.contains("i=\(ids.upperBound),"))
    }

    // MARK: Deflate

    func testDeflatedPixelsComeBackAsTheyWere() throws {
        // A placard's rows: runs of a colour, a gradient down.
        var pixels: [UInt8] = []
        for row in 0..<100 { for _ in 0..<240 { pixels += [UInt8(98 + row / 4), 110, 125, 255] } }
        let deflated = try XCTUnwrap(Deflate.compress(pixels))
        XCTAssertLessThan(deflated.count, pixels.count / 20)
        XCTAssertEqual(inflate(deflated, count: pixels.count), pixels)
    }

    func testAViewsPixelsGoByTheirRunsAndComeBackAsTheyWere() throws {
        // A placard: a gradient down, its sides a border two pixels wide, its corners clear,
        // a line of text in the middle: runs along the rows, runs down the columns, literals.
        let (width, height) = (240, 100)
        var pixels: [UInt8] = []
        for row in 0..<height {
            for column in 0..<width {
                let corner = (row < 6 || row >= height - 6) && (column < 6 || column >= width - 6)
                let side = column < 2 || column >= width - 2
                let text = (45..<55).contains(row) && (90..<150).contains(column)
                pixels += corner ? [0, 0, 0, 0] : side ? [200, 200, 200, 255]
                    : text ? [UInt8(truncatingIfNeeded: row * 7 + column * 13), 255, 255, 255] : [UInt8(98 + row / 4), 110, 125, 255]
            }
        }
        let runs = try XCTUnwrap(PixelRunDeflate.compress(pixels, width: width))
        XCTAssertEqual(inflate(runs, count: pixels.count), pixels, "zlib reads it back, as kitty does")
        XCTAssertLessThan(runs.count, pixels.count / 20)
        XCTAssertEqual(Deflate.compress(pixels: pixels, width: width), runs)
        // Rows of one pixel: every match a row back is one back, too.
        let column = Array(pixels.prefix(4 * 100))
        XCTAssertEqual(inflate(try XCTUnwrap(PixelRunDeflate.compress(column, width: 1)), count: column.count), column)
        // Not rows of 4-byte pixels of that width, or rows deflate cannot reach back to: none.
        XCTAssertNil(PixelRunDeflate.compress(Array(pixels.dropLast(4)), width: width))
        XCTAssertNil(PixelRunDeflate.compress([], width: width))
        XCTAssertNil(PixelRunDeflate.compress(Array(repeating: 0, count: 8193 * 4), width: 8193))
    }

    func testPixelsWithoutRunsAreLeftToLibdeflate() throws {
        var state: UInt32 = 2_463_534_242
        let noisy = (0..<4096).map { index -> UInt8 in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state) & 0xF0
        }
        XCTAssertNil(PixelRunDeflate.compress(noisy, width: 32), "more than an eighth of the bytes")
        XCTAssertEqual(Deflate.compress(pixels: noisy, width: 32), Deflate.compress(noisy))
        // Pixels with runs enough, and a literal of every value: the codes made for them.
        let mixed = (0..<256).flatMap { [UInt8($0), UInt8(255 - $0), 7, 255] } + Array(repeating: 9, count: 64 * 1024)
        XCTAssertEqual(inflate(try XCTUnwrap(PixelRunDeflate.compress(mixed, width: 64)), count: mixed.count), mixed)
    }

    func testNoiseThatDeflateCannotShrinkIsSentAsItIs() {
        var state: UInt32 = 2_463_534_242
        let noise = (0..<4096).map { _ -> UInt8 in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        XCTAssertNil(Deflate.compress(noise))
        XCTAssertNil(Deflate.compress([]))
    }

    private final class NoText: TextPainter {
        func draw(_ run: TextRun, into image: inout PixelImage, pixelHeight: Int) {}
    }

    /// zlib's own inflate, as kitty reads `o=z`.
    private func inflate(_ bytes: [UInt8], count: Int) -> [UInt8]? {
        var size = uLong(count)
        var out = [UInt8](repeating: 0, count: count)
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { uncompress(target.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        return status == Z_OK && Int(size) == count ? out : nil
    }
}
