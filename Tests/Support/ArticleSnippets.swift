import Foundation
import XCTest

/// Fails for each ```swift block of a DocC catalogue's articles whose lines, indentation aside,
/// are not lines of `testFile` in the same order: an article's code is a test's code, so it
/// compiles and does what the article says. `catalogue` is relative to the package's root,
/// which is found above `testFile` (a file under `Tests/<target>/`, at any depth).
public func assertSnippets(of catalogue: String, areIn testFile: String, file: StaticString = #filePath,
                           line: UInt = #line) throws {
    var root = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while root.lastPathComponent != "Tests", root.path != "/" { root.deleteLastPathComponent() }
    root.deleteLastPathComponent()
    let source = try String(contentsOfFile: testFile, encoding: .utf8)
    let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
    let directory = root.appendingPathComponent(catalogue)
    let articles = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".md") }
    var checked = 0
    for article in articles.sorted() {
        let text = try String(contentsOf: directory.appendingPathComponent(article), encoding: .utf8)
        var snippet: [Substring]?
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if snippet == nil, row.hasPrefix("```swift") {
                snippet = []
            } else if let lines = snippet, row.hasPrefix("```") {
                snippet = nil
                checked += 1
                let wanted = lines.map(trimmed)
                let found = sourceLines.indices.contains { start in
                    start + wanted.count <= sourceLines.count
                        && Array(sourceLines[start..<start + wanted.count]) == wanted
                }
                XCTAssertTrue(found, "\(article): a snippet is not in \(testFile):\n\(lines.joined(separator: "\n"))",
                              file: file, line: line)
            } else if snippet != nil {
                snippet?.append(row)
            }
        }
    }
    XCTAssertGreaterThan(checked, 0, "no ```swift block in \(catalogue)", file: file, line: line)
}

private func trimmed(_ line: Substring) -> String {
    line.trimmingCharacters(in: .whitespaces)
}
