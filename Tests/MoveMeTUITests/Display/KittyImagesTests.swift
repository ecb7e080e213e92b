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
