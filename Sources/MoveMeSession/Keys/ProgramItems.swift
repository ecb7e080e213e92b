import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// The program's bottom-row items in one language ("1-6 scenes", "r restart", "? help",
/// "q quit"), and which is which, for the fit of the bottom row (`BottomRow.line`).
struct ProgramItems: Equatable {
    let language: Language
    /// In the row's order (`KeyTable.bottomRowItems`).
    let all: [String]
    let quit: String?, help: String?, scenes: String?, restart: String?

    init(_ strings: Strings) {
        language = strings.language
        all = KeyTable.bottomRowItems(strings)
        quit = KeyTable.quit.item(strings)
        help = KeyTable.help.item(strings)
        scenes = KeyTable.scenes.item(strings)
        restart = KeyTable.restart.item(strings)
    }
}
