import MoveMeCore

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
    /// The program's items in the last language asked for, formatted once.
    private var program: ProgramItems?
    /// How many times the text was made, not taken from the cache (for tests).
    private(set) var made = 0

    /// `Caption.text(caption:keys:columns:strings:)`, from the cache when nothing changed.
    mutating func text(caption: String, keys: [(key: Character, meaning: String)], columns: Int,
                       strings: Strings = Strings(.english)) -> String {
        if program?.language != strings.language { program = ProgramItems(strings) }
        let program = program ?? ProgramItems(strings)
        let inputs = Inputs(caption: caption, keys: keys.map { "\($0.key) \($0.meaning)" },
                            programItems: program.all, columns: columns)
        if let last, last.inputs == inputs { return last.text }
        let text = Caption.text(caption: caption, keys: keys, columns: columns, strings: strings, program: program)
        last = (inputs, text)
        made += 1
        return text
    }
}
