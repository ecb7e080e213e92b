@testable import MoveMeStrings
import Foundation
import XCTest

/// The desktop entry (share/moveme.desktop, installed for the moveme:// scheme) speaks the
/// program's languages, as an app's InfoPlist.strings localizes its display name: its Name and
/// Comment in each language are the strings tables' display name and the command's abstract.
final class DesktopEntryTests: XCTestCase {
    /// The entry's keys and values, `Name[fr]` as written.
    private func entry() throws -> [String: String] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("share/moveme.desktop"), encoding: .utf8)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("[") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return values
    }

    /// The desktop's name of each language (a locale, as `Name[zh_CN]`); English is the key's own.
    private let locales: [Language: String] = [.english: "", .french: "[fr]", .russian: "[ru]", .chineseSimplified: "[zh_CN]"]

    func testTheNameAndCommentAreTheStringsTablesInEveryLanguage() throws {
        let values = try entry()
        for language in Language.allCases {
            let strings = Strings(language), locale = try XCTUnwrap(locales[language], "\(language)")
            XCTAssertEqual(values["Name" + locale], strings[.displayName], "\(language)")
            // A comment is a phrase: the abstract without its full stop.
            var comment = strings[.commandAbstract]
            while let last = comment.last, last == "." || last == "。" { comment.removeLast() }
            XCTAssertEqual(values["Comment" + locale], comment, "\(language)")
        }
        XCTAssertEqual(values["Name"], "MoveMe")
    }
}
