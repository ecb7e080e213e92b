import Foundation
import TestSupport
import XCTest
import MoveMeCore
@testable import MoveMeDynamics

/// Debian builds Chipmunk with debug on: its first space prints two lines to standard output.
/// On a full-screen terminal they would be garbage on the screen, so nothing may reach fd 1.
final class SilenceTests: XCTestCase {
    /// In a fresh process (the banner comes only once per process), the first animator and its
    /// first steps write nothing to standard output.
    func testTheEnginesFirstInitialisationWritesNothingToStandardOutput() throws {
        if ProcessInfo.processInfo.environment["MOVEME_SILENCE_CHILD"] != nil {
            return firstInitialisation()
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        // The test bundle runs just this test when named; XCTest's own report shares stdout,
        // so look for the banner's words rather than for silence.
        child.arguments = ["MoveMeDynamicsTests.SilenceTests/testTheEnginesFirstInitialisationWritesNothingToStandardOutput"]
        child.environment = ProcessInfo.processInfo.environment.merging(["MOVEME_SILENCE_CHILD": "1"]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = Pipe()
        try child.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(child.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("SILENCE-CHILD-RAN"), "the child did not run the test: \(text)")
        XCTAssertFalse(text.contains("Chipmunk"), text)
        XCTAssertFalse(text.contains("cpSpace"), text)
    }

    private func firstInitialisation() {
        let written = capturingTerminalOutput {
            let stage = Stage()
            let view = stage.square(50, at: Point(x: 160, y: 100))
            stage.animator.addBehavior(GravityBehavior(items: [view]))
            stage.run(0.5)
        }
        print(written.isEmpty ? "SILENCE-CHILD-RAN" : "wrote: \(String(decoding: written, as: UTF8.self))")
    }

    /// Chipmunk's warnings go to standard error, and carry on: none may reach the terminal. A
    /// pin joint made while its two points coincide is one that warns.
    func testTheEnginesWarningsStayOffTheTerminal() {
        let written = capturingTerminalOutput {
            let stage = Stage()
            let view = stage.square(20, at: Point(x: 160, y: 100))
            let attachment = AttachmentBehavior(item: view, attachedToAnchor: view.center)
            attachment.length = 30
            stage.animator.addBehavior(attachment)
            stage.animator.addBehavior(GravityBehavior(items: [view]))
            stage.run(1)
            XCTAssertEqual(view.center.y, 130, accuracy: 1)
        }
        XCTAssertEqual(String(decoding: written, as: UTF8.self), "")
    }
}
