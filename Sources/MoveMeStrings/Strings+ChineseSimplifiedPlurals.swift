extension Strings {
    /// The counted texts, in each plural form the language has.
    static let chineseSimplifiedPlurals: [PluralKey: [PluralCategory: String]] = [
        .logBounceHome: [.other: "弹回中央（{1} 次往返，{2} 秒）"],
        .pasteSequencesRemoved: [.other: "删除了 {1} 个转义序列"],
        .pasteControlsRemoved: [.other: "删除了 {1} 个控制字符"],
        .pasteLinesJoined: [.other: "合并了 {1} 行"],
    ]
}
