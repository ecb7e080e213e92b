extension Strings {
    /// Simplified Chinese, continued: the texts of the keys' finger beyond MoveMe (Tab's choice, a tap from
    /// the keys, the modifier `a` stands in for), the wheel's scroll of the touch log and a
    /// copy's notice. Apart from `chineseSimplified`, whose file had no room left under 300 lines;
    /// `table(of:)` takes both.
    static let chineseSimplifiedInput: [TextKey: String] = [
        .keySpace: "空格",
        .actionFocusNextSquare: "选择下一个方块（四角标出）",
        .actionFocusNextTile: "选择下一个方块（四角标出）",
        .actionDragFocused: "像手指一样拖动它",
        .actionTapStartsAgain: "重新开始，如同点击",
        .shortChoose: "选择",
        .captionKeySquare: "方块",
        .captionKeyTile: "方块",
        .captionKeyAgain: "重来",
        .captionAltHeld: "[按住 Alt]",
        .captionAltShiftHeld: "[按住 Alt-Shift]",
        .inspectorNewerBelow: "下方较新：{1}",
        .noticeCopied: "已复制到剪贴板",
    ]

    /// The language's whole table: its main file's and this file's texts.
    static let chineseSimplifiedTable = chineseSimplified.merging(chineseSimplifiedInput) { main, _ in main }
}
