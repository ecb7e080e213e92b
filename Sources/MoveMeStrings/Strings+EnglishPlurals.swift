extension Strings {
    /// The counted texts, in each plural form the language has.
    static let englishPlurals: [PluralKey: [PluralCategory: String]] = [
        .logBounceHome: [.one: "bounce home ({1} excursion, {2} s)", .other: "bounce home ({1} excursions, {2} s)"],
        .pasteSequencesRemoved: [.one: "{1} escape sequence removed", .other: "{1} escape sequences removed"],
        .pasteControlsRemoved: [.one: "{1} control character removed", .other: "{1} control characters removed"],
        .pasteLinesJoined: [.one: "{1} line joined", .other: "{1} lines joined"],
    ]
}
