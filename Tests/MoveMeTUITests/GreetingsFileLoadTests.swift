@testable import MoveMeTUI
@testable import MoveMeRendering
@testable import MoveMeScenes
import Foundation
import XCTest

final class GreetingsFileLoadTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("MoveMeTerminalTests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func file(_ name: String, _ bytes: [UInt8]) -> String {
        let path = directory.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    private func loadError(_ path: String) -> GreetingsFileError? {
        do {
            _ = try GreetingsFile.load(path: path)
            return nil
        } catch {
            return error
        }
    }

    func testLoadsAFile() throws {
        let path = file("hello.txt", Array("Hello\nBonjour\n".utf8))
        XCTAssertEqual(try GreetingsFile.load(path: path), ["Hello", "Bonjour"])
    }

    func testANamedPipeWithNoWriterIsEmptyNotAHang() {
        let path = directory.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        XCTAssertEqual(loadError(path), .empty(path: path))
    }

    func testMissingFile() {
        let path = directory.appendingPathComponent("nope.txt").path
        XCTAssertEqual(loadError(path), .missing(path: path))
    }

    func testPathThroughAFileIsMissing() {
        let path = file("plain.txt", Array("x".utf8)) + "/inside"
        XCTAssertEqual(loadError(path), .missing(path: path))
    }

    func testDirectoryIsSaidToBeOne() {
        XCTAssertEqual(loadError(directory.path), .isDirectory(path: directory.path))
    }

    /// Root reads files whatever their permissions, so this one runs only for other users; the
    /// end-to-end tests run the same case as an unprivileged user when they run as root.
    func testFileWithoutPermissionIsUnreadable() throws {
        try XCTSkipIf(geteuid() == 0, "root reads files whatever their permissions")
        let path = file("secret.txt", Array("x".utf8))
        XCTAssertEqual(chmod(path, 0), 0)
        XCTAssertEqual(loadError(path), .unreadable(path: path, reason: "Permission denied"))
    }

    /// A file that opens but whose read fails, for root too: the process's own memory at
    /// address 0, which is never mapped.
    func testReadErrorIsUnreadable() {
        XCTAssertEqual(loadError("/proc/self/mem"), .unreadable(path: "/proc/self/mem", reason: "Input/output error"))
    }

    func testSymbolicLinkLoopIsUnreadable() throws {
        let path = directory.appendingPathComponent("loop").path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: path)
        XCTAssertEqual(loadError(path), .unreadable(path: path, reason: "Too many levels of symbolic links"))
    }

    func testInvalidUTF8ReportsTheLine() {
        let path = file("latin1.txt", Array("one\ntwo\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x0A])
        XCTAssertEqual(loadError(path), .notUTF8(path: path, line: 3))
    }

    func testEmptyFile() {
        let path = file("empty.txt", [])
        XCTAssertEqual(loadError(path), .empty(path: path))
    }

    func testFileLargerThanOneMebibyteIsRefused() {
        let path = file("big.txt", [UInt8](repeating: UInt8(ascii: "a"), count: GreetingsFile.maximumByteCount + 1))
        XCTAssertEqual(loadError(path), .tooLarge(path: path))
    }

    func testFileOfExactlyOneMebibyteIsRead() throws {
        let path = file("limit.txt", [UInt8](repeating: UInt8(ascii: "a"), count: GreetingsFile.maximumByteCount))
        XCTAssertEqual(try GreetingsFile.load(path: path).count, 1)
    }

    func testEndlessDeviceIsRefusedAfterTheLimit() {
        XCTAssertEqual(loadError("/dev/zero"), .tooLarge(path: "/dev/zero"))
    }

    func testErrorDescriptionsAreSentences() {
        XCTAssertEqual(GreetingsFileError.missing(path: "x").description, "greetings file 'x' does not exist")
        XCTAssertEqual(GreetingsFileError.notUTF8(path: "x", line: 4).description, "greetings file 'x' is not valid UTF-8 on line 4")
        XCTAssertEqual(GreetingsFileError.tooLarge(path: "x").description, "greetings file 'x' is larger than 1 MiB")
        XCTAssertEqual(GreetingsFileError.empty(path: "x").description, "greetings file 'x' is empty")
        XCTAssertEqual(GreetingsFileError.blank(path: "x").description, "greetings file 'x' has no greetings: every line is blank")
        XCTAssertEqual(GreetingsFileError.isDirectory(path: "x").description, "greetings file 'x' is a directory")
        XCTAssertEqual(GreetingsFileError.unreadable(path: "x", reason: "Permission denied").description,
                       "greetings file 'x' cannot be read: Permission denied")
    }

    func testErrorDescriptionEscapesControlsInThePath() {
        let description = GreetingsFileError.missing(path: "a\u{1B}[2Jb").description
        XCTAssertFalse(description.unicodeScalars.contains(where: SafeText.isControl))
        XCTAssertTrue(description.contains("a\\u{1B}[2Jb"))
    }
}
