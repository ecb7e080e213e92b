import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// The bottom row's text (`Caption.text`), made again only when something it is made from
/// changes: the caption, the scene's keys, the program's items, the width. Fitting the items
/// to the row tries them one by one; done every frame, it was a tenth of a two-finger frame in
/// the touches scene, whose caption changes only when the gesture does.
///
/// Everything the text depends on is in the key, so a new language (its translated keys and
/// items) or a new size makes it anew without being told.
struct CaptionCache {
    private struct Inputs: Equatable {
        var caption: String
        var keys: [String]
        var programItems: [String]
        var columns: Int
    }

    private var last: (inputs: Inputs, text: String)?
    /// The widths the last text's title could have for the same items to follow it.
    private var titleWidths: ClosedRange<Int>?
    /// The last caption's title (before its colon, or all of it) and what follows it.
    private var lastParts: CaptionParts?
    /// The program's items in the last language asked for, formatted once.
    private var program: ProgramItems?
    /// How many times the text was made, not taken from the cache (for tests).
    private(set) var made = 0
    /// How many times it was the last text with a new title of the same width (for tests).
    private(set) var retitled = 0

    /// A caption as the bottom row reads it: a title, and the colon and description after it.
    private struct CaptionParts: Equatable {
        var title: String
        var colon: String?
        var description: String?

        init(_ caption: String) {
            if let parts = Caption.titleAndDescription(caption) {
                (title, colon, description) = (parts.title, parts.colon, parts.description)
            } else {
                title = caption
            }
        }
    }

    /// `Caption.text(caption:keys:columns:strings:)`, from the cache when nothing changed.
    mutating func text(caption: String, keys: [(key: Character, meaning: String)], columns: Int,
                       strings: Strings = Strings(.english)) -> String {
        let program: ProgramItems
        if let kept = self.program, kept.language == strings.language {
            program = kept
        } else {
            program = ProgramItems(strings)
            self.program = program
        }
        let inputs = Inputs(caption: caption, keys: keys.map { "\($0.key) \($0.meaning)" },
                            programItems: program.all, columns: columns)
        if let last, last.inputs == inputs { return last.text }
        let parts = CaptionParts(caption)
        defer { lastParts = parts }
        if let last, let previous = lastParts, let text = retitle(last, from: previous, to: parts, inputs: inputs) {
            self.last = (inputs, text)
            retitled += 1
            return text
        }
        let (text, widths) = Caption.fit(caption: caption, keys: keys, columns: columns, strings: strings, program: program)
        (last, titleWidths) = ((inputs, text), widths)
        made += 1
        return text
    }

    /// The last text with the new title in place of the old, when only the title's words
    /// changed and its width stays among those that fit the same items (`BottomRow.fit`): a
    /// pinch's figures ("pinch ×1.23, turn 7°"), new every frame. The row fits its items by
    /// their widths alone and always shows the title first, so the same items fit and the line
    /// is the new title and the rest as it was.
    private func retitle(_ last: (inputs: Inputs, text: String), from previous: CaptionParts, to parts: CaptionParts,
                         inputs: Inputs) -> String? {
        guard parts.colon == previous.colon, parts.description == previous.description, inputs.keys == last.inputs.keys,
              inputs.programItems == last.inputs.programItems, inputs.columns == last.inputs.columns,
              let widths = titleWidths, widths.contains(parts.title.cells) else { return nil }
        // A title too long for the row alone is shortened at a word: not the same line's start.
        let old = previous.title.utf8.count
        var text = last.text, title = previous.title
        // Compared and cut in the bytes, in place: the generic `starts(with:)` and a dropped
        // slice decoded cost 2,500 instructions every frame a pinch's figures changed.
        return text.withUTF8 { line -> String? in
            title.withUTF8 { start -> String? in
                guard line.count >= start.count, start.isEmpty || Bytes.equal(line.baseAddress!, start.baseAddress!, count: start.count) else {
                    return nil
                }
                return parts.title + String(decoding: UnsafeBufferPointer(rebasing: line[old...]), as: UTF8.self)
            }
        }
    }
}
