import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// The program's bottom-row items in one language ("1-6 scenes", "r restart", "? help",
/// "q quit"), formatted once: the bottom row is fitted every frame a pinch changes its caption,
/// and formatting them again each time (twice, for the cache's key and the fit) was a tenth
/// of what the caption cost.
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
