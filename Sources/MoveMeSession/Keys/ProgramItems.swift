import MoveMeStrings

/// The program's bottom-row items in one language ("1-6 scenes", "r restart", "? help",
/// "q quit"), which is which, and their widths, for the fit of the bottom row
/// (`BottomRow.line`): made once a run (`OverlayStyle`), as they do not change in it.
struct ProgramItems: Equatable {
    let language: Language
    /// In the row's order (`KeyTable.bottomRowItems`).
    let all: [String]
    let quit: String?, help: String?, scenes: String?, restart: String?
    /// Each of `all`'s width in cells.
    let widths: [Int]

    /// `keys`: the program's (`KeyTable.keys(for:)`), of which those on the bottom row.
    init(_ strings: Strings, keys: [ProgramKey] = KeyTable.all) {
        language = strings.language
        all = KeyTable.bottomRowItems(strings, keys: keys)
        quit = KeyTable.quit.item(strings)
        help = KeyTable.help.item(strings)
        // Which of them is which: a program without scene keys finds no index for them.
        scenes = KeyTable.scenes.item(strings)
        restart = KeyTable.restart.item(strings)
        widths = all.map(\.cells)
    }
}
