extension Strings {
    /// English, the development language, continued: the texts of the keys' finger beyond MoveMe (Tab's choice, a tap from
    /// the keys, the modifier `a` stands in for), the wheel's scroll of the touch log and a
    /// copy's notice. Apart from `english`, whose file had no room left under 300 lines;
    /// `table(of:)` takes both.
    static let englishInput: [TextKey: String] = [
        .keySpace: "space",
        .actionFocusNextSquare: "choose the next square (its corners marked)",
        .actionFocusNextTile: "choose the next tile (its corners marked)",
        .actionDragFocused: "drag it as a finger would",
        .actionTapStartsAgain: "start again, as a click",
        .shortChoose: "choose",
        .captionKeySquare: "square",
        .captionKeyTile: "tile",
        .captionKeyAgain: "again",
        .captionAltHeld: "[Alt held]",
        .captionAltShiftHeld: "[Alt-Shift held]",
        .inspectorNewerBelow: "newer below: {1}",
        .noticeCopied: "Copied to the clipboard",
    ]

    /// The language's whole table: its main file's and this file's texts.
    static let englishTable = english.merging(englishInput) { main, _ in main }
}
