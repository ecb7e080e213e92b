@testable import MoveMeRendering
import XCTest
@testable import MoveMeTerminal

/// kitty's graphics protocol, byte for byte as its documentation writes the commands
/// (https://sw.kovidgoyal.net/kitty/graphics-protocol/): base64 payloads in chunks of 4096,
/// `m=1` on all but the last; placements with pixel offsets at the cursor; deletion.
final class KittyGraphicsTests: XCTestCase {
    private let st = "\u{1B}\\"

    func testBase64AsRFC4648() {
        XCTAssertEqual(Base64.encode([]), "")
        XCTAssertEqual(Base64.encode(Array("f".utf8)), "Zg==")
        XCTAssertEqual(Base64.encode(Array("fo".utf8)), "Zm8=")
        XCTAssertEqual(Base64.encode(Array("foo".utf8)), "Zm9v")
        XCTAssertEqual(Base64.encode(Array("foob".utf8)), "Zm9vYg==")
        XCTAssertEqual(Base64.encode([0xFF, 0x00, 0x00, 0xFF]), "/wAA/w==")
        XCTAssertEqual(Base64.encode([0xFB, 0xEF, 0xBE]), "++++")
    }

    func testAnImageOfOneChunkIsOneCommandWithoutM() throws {
        let red = try XCTUnwrap(PixelImage(width: 1, height: 1, bytes: [255, 0, 0, 255]))
        XCTAssertEqual(KittyGraphics.transmit(red, id: 1), "\u{1B}_Ga=t,f=32,s=1,v=1,i=1,q=2;/wAA/w==" + st)
    }

    func testADeflatedImageSaysSo() throws {
        let red = try XCTUnwrap(PixelImage(width: 1, height: 1, bytes: [255, 0, 0, 255]))
        XCTAssertEqual(KittyGraphics.transmit(red, id: 1, deflated: [1, 2, 3]), "\u{1B}_Ga=t,f=32,s=1,v=1,i=1,o=z,q=2;AQID" + st)
    }

    func testAPayloadOver4096IsChunkedWithMOnEachAndOnlyTheFirstCarriesTheKeys() {
        // 32 × 32 transparent pixels: 4096 zero bytes, 5464 characters of base64 (1365 groups
        // of AAAA and a last byte, AA==): one chunk of 4096, one of 1368.
        let image = PixelImage(width: 32, height: 32)
        XCTAssertEqual(KittyGraphics.transmit(image, id: 7),
                       "\u{1B}_Ga=t,f=32,s=32,v=32,i=7,q=2,m=1;" + String(repeating: "A", count: 4096) + st
                       + "\u{1B}_Gq=2,m=0;" + String(repeating: "A", count: 1364) + "AA==" + st)
    }

    func testThreeChunks() {
        // 64 × 32: 8192 bytes, 10924 characters: 4096, 4096 and 2732.
        let commands = KittyGraphics.transmit(PixelImage(width: 64, height: 32), id: 2).components(separatedBy: st).dropLast()
        XCTAssertEqual(commands.map { $0.prefix { $0 != ";" } }, ["\u{1B}_Ga=t,f=32,s=64,v=32,i=2,q=2,m=1", "\u{1B}_Gq=2,m=1", "\u{1B}_Gq=2,m=0"])
        XCTAssertEqual(commands.map { $0.split(separator: ";")[1].count }, [4096, 4096, 2732])
    }

    func testAPlacementMovesTheCursorToItsCellAndBackAndDoesNotMoveIt() throws {
        let at = try XCTUnwrap(ImagePlacement(originX: 125, originY: 74, width: 71, height: 44, cellWidth: 10, cellHeight: 20,
                                              columns: 80, rows: 24))
        XCTAssertEqual(at, ImagePlacement(column: 12, row: 3, offsetX: 5, offsetY: 14))
        XCTAssertEqual(KittyGraphics.place(id: 1, placement: 1, at: at, zIndex: 1),
                       "\u{1B}7\u{1B}[4;13H\u{1B}_Ga=p,i=1,p=1,X=5,Y=14,z=1,C=1,q=2" + st + "\u{1B}8")
        // Moved: the same ids, so kitty replaces the placement.
        let moved = try XCTUnwrap(ImagePlacement(originX: 126, originY: 74, width: 71, height: 44, cellWidth: 10, cellHeight: 20,
                                                 columns: 80, rows: 24))
        XCTAssertEqual(KittyGraphics.place(id: 1, placement: 1, at: moved, zIndex: -2),
                       "\u{1B}7\u{1B}[4;13H\u{1B}_Ga=p,i=1,p=1,X=6,Y=14,z=-2,C=1,q=2" + st + "\u{1B}8")
    }

    func testAnImagePartlyOffTheScreenShowsThePartOnIt() throws {
        // 7 pixels off the left and 4 above: the rest, from the screen's first cell.
        let topLeft = try XCTUnwrap(ImagePlacement(originX: -7, originY: -4, width: 71, height: 44, cellWidth: 10, cellHeight: 20,
                                                   columns: 80, rows: 24))
        XCTAssertEqual(KittyGraphics.place(id: 3, placement: 1, at: topLeft, zIndex: 1),
                       "\u{1B}7\u{1B}[1;1H\u{1B}_Ga=p,i=3,p=1,x=7,y=4,w=64,h=40,X=0,Y=0,z=1,C=1,q=2" + st + "\u{1B}8")
        // Past the bottom right of an 80 × 24 screen of 800 × 480 pixels.
        let bottomRight = try XCTUnwrap(ImagePlacement(originX: 790, originY: 470, width: 71, height: 44, cellWidth: 10,
                                                       cellHeight: 20, columns: 80, rows: 24))
        XCTAssertEqual(bottomRight, ImagePlacement(column: 79, row: 23, offsetX: 0, offsetY: 10,
                                                   source: ImagePlacement.Source(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertNil(ImagePlacement(originX: 800, originY: 0, width: 71, height: 44, cellWidth: 10, cellHeight: 20, columns: 80, rows: 24))
        XCTAssertNil(ImagePlacement(originX: -71, originY: 0, width: 71, height: 44, cellWidth: 10, cellHeight: 20, columns: 80, rows: 24))
    }

    func testDeletionAndTheQuery() {
        XCTAssertEqual(KittyGraphics.delete(id: 9), "\u{1B}_Ga=d,d=I,i=9,q=2" + st)
        XCTAssertEqual(KittyGraphics.deletePlacements(id: 9), "\u{1B}_Ga=d,d=i,i=9,q=2" + st, "lowercase: the image kept")
        XCTAssertEqual(KittyGraphics.deletePlacement(id: 9, placement: 2), "\u{1B}_Ga=d,d=i,i=9,p=2,q=2" + st)
        XCTAssertEqual(KittyGraphics.blank(id: 9), "\u{1B}_Ga=t,f=32,s=1,v=1,i=9,q=2;AAAAAA==" + st, "one transparent pixel")
        // As kitty's documentation asks: a 1 × 1 RGB image, queried, then DA1.
        XCTAssertEqual(KittyGraphics.query(id: 31), "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA" + st)
        XCTAssertEqual(GraphicsQueries.all(kittyID: 31),
                       "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA" + st + "\u{1B}[?1;1;0S\u{1B}[c")
    }
}
