import MoveMeStrings
import MoveMeTerminal

/// An overlay: a plane of cells over the scene (the bottom row, the help, the inspector, the
/// fingers' rings, the edit menu, the shake's question), drawn from its own inputs and made again
/// only when they change, as notcurses composes its planes. A new overlay is a type of this
/// protocol in a file of its own and its line in `Compositor.planes`, whose order is the
/// planes' from the bottom up.
protocol Overlay {
    /// What its cells are made from: equal inputs make the same cells.
    associatedtype Inputs: Equatable

    /// What it shows at this frame; nil while it does not show.
    static func inputs(of session: Session) -> Inputs?

    /// Its cells for `inputs`, on a plane the screen's size.
    static func draw(_ inputs: Inputs, on plane: inout PlaneCells, style: OverlayStyle)
}

/// What every overlay draws with, the same for the whole run: the terminal's colours, the
/// user's language and the program's keys.
struct OverlayStyle {
    let depth: ColorDepth
    let strings: Strings
    /// The program's keys (`KeyTable.keys(for:)`): the help's and the bottom row's.
    let keys: [ProgramKey]
    /// The program's items of the bottom row in this language.
    let programItems: ProgramItems

    init(depth: ColorDepth, strings: Strings, keys: [ProgramKey] = KeyTable.all) {
        self.depth = depth
        self.strings = strings
        self.keys = keys
        programItems = ProgramItems(strings, keys: keys)
    }
}
