import XCTest
@testable import MoveMeTerminal

/// Which way views are drawn, from what the terminal answered before DA1, where the program
/// runs, and what was asked for.
final class GraphicsModeTests: XCTestCase {
    private let xterm = GraphicsMode.Environment(term: "xterm-256color")

    private func detection(_ replies: [GraphicsReply]) -> GraphicsDetection {
        var detection = GraphicsDetection(kittyID: 31)
        for reply in replies { detection.record(reply) }
        return detection
    }

    private func auto(_ replies: [GraphicsReply], in environment: GraphicsMode.Environment? = nil) -> GraphicsMode {
        GraphicsMode.choose(.auto, environment: environment ?? xterm, detection: detection(replies))
    }

    private let kittyOK = GraphicsReply.kittyGraphics(id: 31, message: "OK")
    private let kittyDA1 = GraphicsReply.deviceAttributes(class: 62, attributes: [22])
    private let vt340 = GraphicsReply.deviceAttributes(class: 63, attributes: [1, 2, 4, 6, 9, 15, 22])

    func testKittyAnswersTheQueryBeforeDA1() {
        XCTAssertEqual(auto([kittyOK, kittyDA1]), .kitty)
        // After DA1, an answer is not to the query asked with it.
        XCTAssertEqual(auto([kittyDA1, kittyOK]), .cells)
        // An error is no OK.
        XCTAssertEqual(auto([.kittyGraphics(id: 31, message: "EINVAL:bad"), kittyDA1]), .cells)
        // A terminal with both (WezTerm): kitty's.
        XCTAssertEqual(auto([kittyOK, vt340]), .kitty)
    }

    func testSixelByAttributeFourOfDA1WithItsColourRegisters() {
        let replies: [GraphicsReply] = [.graphicsAttribute(item: 1, status: 0, values: [256]), vt340]
        XCTAssertEqual(auto(replies), .sixel)
        let found = detection(replies)
        XCTAssertEqual(found.colorRegisters, 256)
        XCTAssertTrue(found.isComplete)
        // A failed read says nothing.
        XCTAssertNil(detection([.graphicsAttribute(item: 1, status: 3, values: [0])]).colorRegisters)
    }

    func testNoAnswerAtAllOrAPlainTerminalIsCells() {
        XCTAssertEqual(auto([]), .cells)
        XCTAssertFalse(detection([]).isComplete)
        XCTAssertEqual(auto([.deviceAttributes(class: 62, attributes: [1, 22])]), .cells)
        // A VT100's options are not attributes: its 4 is no sixel.
        XCTAssertEqual(auto([.deviceAttributes(class: 1, attributes: [4])]), .cells)
        XCTAssertEqual(auto([.deviceAttributes(class: 6, attributes: [])]), .cells)
    }

    func testMultiplexersAndTheConsoleStayOnCells() {
        for environment in [
            GraphicsMode.Environment(term: "tmux-256color"), GraphicsMode.Environment(term: "xterm-256color", tmux: "/tmp/tmux-0/default,1,0"),
            GraphicsMode.Environment(term: "screen-256color"), GraphicsMode.Environment(term: "xterm", sty: "123.pts-0.host"),
            GraphicsMode.Environment(term: "linux"),
        ] {
            XCTAssertEqual(auto([kittyOK, kittyDA1], in: environment), .cells, "\(environment)")
            XCTAssertEqual(auto([vt340], in: environment), .cells, "\(environment)")
        }
        XCTAssertFalse(GraphicsMode.Environment(term: nil, tmux: "", sty: "").keepsCells)
    }

    func testAKindNamedIsDrawnOnlyWhereTheTerminalAnswersForIt() {
        let tmux = GraphicsMode.Environment(term: "tmux-256color", tmux: "x")
        // Forced where the terminal draws no such image, the screen was blank: cells.
        XCTAssertEqual(GraphicsMode.choose(.kitty, environment: xterm, detection: detection([kittyDA1])), .cells)
        XCTAssertEqual(GraphicsMode.choose(.sixel, environment: xterm, detection: GraphicsDetection()), .cells)
        XCTAssertEqual(GraphicsMode.choose(.sixel, environment: xterm, detection: detection([kittyOK, kittyDA1])), .cells)
        XCTAssertEqual(GraphicsMode.choose(.kitty, environment: tmux, detection: detection([kittyOK, kittyDA1])), .cells)
        // Answered for: drawn, the other kind named too (WezTerm has both).
        XCTAssertEqual(GraphicsMode.choose(.kitty, environment: xterm, detection: detection([kittyOK, kittyDA1])), .kitty)
        XCTAssertEqual(GraphicsMode.choose(.sixel, environment: xterm, detection: detection([kittyOK, vt340])), .sixel)
        XCTAssertEqual(GraphicsMode.choose(.cells, environment: xterm, detection: detection([kittyOK, kittyDA1])), .cells)
        XCTAssertEqual(GraphicsMode.Preference.allCases.compactMap(\.namedImages), [.kitty, .sixel])
        XCTAssertEqual(GraphicsMode.Preference(rawValue: "auto"), .auto)
        XCTAssertEqual(GraphicsMode.Preference.allCases.map(\.rawValue), ["auto", "kitty", "sixel", "cells"])
    }
}
