extension Strings {
    /// The counted texts, in each plural form the language has.
    static let frenchPlurals: [PluralKey: [PluralCategory: String]] = [
        .logBounceHome: [.one: "retour au centre ({1} rebond, {2} s)", .many: "retour au centre ({1} de rebonds, {2} s)", .other: "retour au centre ({1} rebonds, {2} s)"],
        .pasteSequencesRemoved: [.one: "{1} séquence d’échappement retirée", .many: "{1} de séquences d’échappement retirées", .other: "{1} séquences d’échappement retirées"],
        .pasteControlsRemoved: [.one: "{1} caractère de contrôle retiré", .many: "{1} de caractères de contrôle retirés", .other: "{1} caractères de contrôle retirés"],
        .pasteLinesJoined: [.one: "{1} ligne réunie", .many: "{1} de lignes réunies", .other: "{1} lignes réunies"],
    ]
}
