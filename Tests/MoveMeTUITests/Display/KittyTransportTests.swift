import Glibc
import MoveMeRendering
import MoveMeTerminal
import XCTest
@testable import MoveMeTUI

/// Kitty's images' data by name: a ring of the program's own files, a name still unread never
/// written over, everything removed at the end; the probe's answers choosing the fastest medium.
final class KittyTransportTests: XCTestCase {
    private var directory = ""

    override func setUp() {
        var template = Array("/tmp/moveme-transport-XXXXXX".utf8CString)
        directory = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    override func tearDown() {
        rmdir(directory)
    }

    private func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    private func contents(_ path: String) -> [UInt8] {
        guard let file = fopen(path, "rb") else { return [] }
        defer { fclose(file) }
        var bytes: [UInt8] = [], byte = fgetc(file)
        while byte != EOF { bytes.append(UInt8(byte)); byte = fgetc(file) }
        return bytes
    }

    func testTemporaryFilesAreNamedForKittyAndTheRingNeverWritesOverOneUnread() throws {
        let ring = try XCTUnwrap(KittyTransport(medium: .temporaryFile, pid: 42, directory: directory))
        defer { ring.removeAll() }
        let first = try XCTUnwrap(ring.write([1, 2, 3]))
        XCTAssertEqual(first, "\(directory)/tty-graphics-protocol-moveme-42-0", "a name kitty removes after reading")
        XCTAssertEqual(contents(first), [1, 2, 3])
        // The others of the ring; then the first again, not read yet: base64 instead.
        for _ in 1..<KittyTransport.ringSize { XCTAssertNotNil(ring.write([9])) }
        XCTAssertNil(ring.write([4, 5]))
        XCTAssertEqual(contents(first), [1, 2, 3], "not written over")
        // Read and removed by the terminal: its turn comes round again.
        unlink(first)
        for _ in 1..<KittyTransport.ringSize { _ = ring.write([9]) }
        XCTAssertEqual(ring.write([6]), first)
    }

    func testEverythingOfTheRingIsRemoved() throws {
        let ring = try XCTUnwrap(KittyTransport(medium: .temporaryFile, pid: 43, directory: directory))
        for _ in 0..<3 { _ = ring.write([7]) }
        XCTAssertEqual(ring.paths.filter(exists).count, 3)
        ring.removeAll()
        XCTAssertEqual(ring.paths.filter(exists), [])
    }

    /// A run killed outright (SIGKILL) leaves its ring: the next run's start removes it, and
    /// leaves a live run's alone.
    func testWhatARunKilledOutrightLeftIsRemovedAtTheNextStart() throws {
        let child = fork()
        if child == 0 { _exit(0) }
        var status: Int32 = 0
        waitpid(child, &status, 0)  // a pid now of no process
        let dead = try XCTUnwrap(KittyTransport(medium: .temporaryFile, pid: child, directory: directory))
        let live = try XCTUnwrap(KittyTransport(medium: .temporaryFile, pid: getpid(), directory: directory))
        defer { dead.removeAll(); live.removeAll() }
        let orphan = try XCTUnwrap(dead.write([1])), mine = try XCTUnwrap(live.write([2]))
        let stranger = "\(directory)/tty-graphics-protocol-someone-else"
        fclose(fopen(stranger, "w"))
        defer { unlink(stranger) }
        KittyTransport.removeOrphans(directory: directory)
        XCTAssertFalse(exists(orphan))
        XCTAssertTrue(exists(mine))
        XCTAssertTrue(exists(stranger), "not a name of the program's")
    }

    func testSharedMemoryIsNamedAsShmOpenNamesIt() throws {
        let ring = try XCTUnwrap(KittyTransport(medium: .sharedMemory, pid: getpid()))
        defer { ring.removeAll() }
        XCTAssertEqual(ring.slots[0].name, "/moveme-\(getpid())-0")
        XCTAssertEqual(ring.slots[0].path, "/dev/shm/moveme-\(getpid())-0")
        guard exists("/dev/shm") else { throw XCTSkip("no /dev/shm here") }
        XCTAssertEqual(ring.write([1, 2, 3]), "/moveme-\(getpid())-0")
        XCTAssertEqual(contents("/dev/shm/moveme-\(getpid())-0"), [1, 2, 3])
        XCTAssertNil(KittyTransport(medium: .direct), "base64 names nothing")
    }

    /// The encoder sends an image by name where it can, and as deflated base64 where it cannot.
    func testAnImageGoesByNameThenAsBase64WhenTheRingIsFull() throws {
        let ring = try XCTUnwrap(KittyTransport(medium: .temporaryFile, pid: 44, directory: directory))
        defer { ring.removeAll() }
        let image = PixelImage(width: 20, height: 10)
        let named = try XCTUnwrap(ring.write(image.bytes))
        XCTAssertEqual(KittyGraphics.transmit(image, id: 5, from: named, medium: .temporaryFile, size: image.bytes.count),
                       "\u{1B}_Ga=t,f=32,s=20,v=10,i=5,t=t,S=800,q=2;" + Base64.encode(Array(named.utf8)) + "\u{1B}\\")
        XCTAssertEqual(contents(named).count, 800)
    }

    func testTheProbesAnswersChooseTheFastestMediumTheTerminalReads() {
        let id = GraphicsQueries.kittyID
        var detection = GraphicsDetection()
        detection.record(.kittyGraphics(id: id, message: "OK"))
        XCTAssertEqual(detection.fastestMedium, .direct, "over ssh: neither read")
        detection.record(.kittyGraphics(id: KittyMedium.temporaryFile.queryID(after: id), message: "OK"))
        XCTAssertEqual(detection.fastestMedium, .temporaryFile)
        detection.record(.kittyGraphics(id: KittyMedium.sharedMemory.queryID(after: id), message: "OK"))
        XCTAssertEqual(detection.fastestMedium, .sharedMemory)
        var refused = GraphicsDetection()
        refused.record(.kittyGraphics(id: id, message: "OK"))
        refused.record(.kittyGraphics(id: KittyMedium.sharedMemory.queryID(after: id), message: "EBADF:Failed to open"))
        XCTAssertEqual(refused.fastestMedium, .direct)
        XCTAssertTrue(refused.speaksKitty, "the media's answers are not kitty's own")
        // After DA1 nothing counts.
        refused.record(.deviceAttributes(class: 62, attributes: [22]))
        refused.record(.kittyGraphics(id: KittyMedium.sharedMemory.queryID(after: id), message: "OK"))
        XCTAssertEqual(refused.fastestMedium, .direct)
    }

    func testTheQueriesAskForEachMediumBeforeDA1() {
        let all = GraphicsQueries.all(kittyID: 31, media: [(.sharedMemory, "/moveme-1-0"), (.temporaryFile, "/tmp/x")])
        XCTAssertEqual(all, KittyGraphics.query(id: 31)
            + "\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24;" + Base64.encode(Array("/moveme-1-0".utf8)) + "\u{1B}\\"
            + "\u{1B}_Gi=33,s=1,v=1,a=q,t=t,f=24;" + Base64.encode(Array("/tmp/x".utf8)) + "\u{1B}\\"
            + "\u{1B}[?1;1;0S\u{1B}[c")
    }
}
