extension Strings {
    /// Russian, continued: the texts of the keys' finger beyond MoveMe (Tab's choice, a tap from
    /// the keys, the modifier `a` stands in for), the wheel's scroll of the touch log and a
    /// copy's notice. Apart from `russian`, whose file had no room left under 300 lines;
    /// `table(of:)` takes both.
    static let russianInput: [TextKey: String] = [
        .keySpace: "пробел",
        .actionFocusNextSquare: "выбрать следующий квадрат (углы отмечены)",
        .actionFocusNextTile: "выбрать следующую плитку (углы отмечены)",
        .actionDragFocused: "тащить, как пальцем",
        .actionTapStartsAgain: "начать заново, как щелчком",
        .shortChoose: "выбрать",
        .captionKeySquare: "квадрат",
        .captionKeyTile: "плитка",
        .captionKeyAgain: "заново",
        .captionAltHeld: "[Alt зажат]",
        .captionAltShiftHeld: "[Alt-Shift зажаты]",
        .inspectorNewerBelow: "новее ниже: {1}",
        .noticeCopied: "Скопировано в буфер обмена",
    ]

    /// The language's whole table: its main file's and this file's texts.
    static let russianTable = russian.merging(russianInput) { main, _ in main }
}
