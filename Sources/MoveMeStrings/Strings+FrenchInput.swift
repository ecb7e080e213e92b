extension Strings {
    /// French, continued: the texts of the keys' finger beyond MoveMe (Tab's choice, a tap from
    /// the keys, the modifier `a` stands in for), the wheel's scroll of the touch log and a
    /// copy's notice. Apart from `french`, whose file had no room left under 300 lines;
    /// `table(of:)` takes both.
    static let frenchInput: [TextKey: String] = [
        .keySpace: "espace",
        .actionFocusNextSquare: "choisir le carré suivant (coins marqués)",
        .actionFocusNextTile: "choisir la tuile suivante (coins marqués)",
        .actionDragFocused: "le glisser comme un doigt",
        .actionTapStartsAgain: "recommencer, comme un clic",
        .shortChoose: "choisir",
        .captionKeySquare: "carré",
        .captionKeyTile: "tuile",
        .captionKeyAgain: "encore",
        .captionAltHeld: "[Alt maintenue]",
        .captionAltShiftHeld: "[Alt-Maj maintenues]",
        .inspectorNewerBelow: "plus récentes en dessous : {1}",
        .noticeCopied: "Copié dans le presse-papiers",
    ]

    /// The language's whole table: its main file's and this file's texts.
    static let frenchTable = french.merging(frenchInput) { main, _ in main }
}
