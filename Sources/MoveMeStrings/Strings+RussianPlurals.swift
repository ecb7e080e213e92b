extension Strings {
    /// The counted texts, in each plural form the language has.
    static let russianPlurals: [PluralKey: [PluralCategory: String]] = [
        .logBounceHome: [.one: "возврат в центр ({1} отскок, {2} с)", .few: "возврат в центр ({1} отскока, {2} с)", .many: "возврат в центр ({1} отскоков, {2} с)"],
        .pasteSequencesRemoved: [.one: "удалена {1} управляющая последовательность", .few: "удалены {1} управляющие последовательности", .many: "удалено {1} управляющих последовательностей"],
        .pasteControlsRemoved: [.one: "удалён {1} управляющий символ", .few: "удалены {1} управляющих символа", .many: "удалено {1} управляющих символов"],
        .pasteLinesJoined: [.one: "объединена {1} строка", .few: "объединены {1} строки", .many: "объединено {1} строк"],
    ]
}
