/// The texts that count something, each given in every plural form its language has
/// (`PluralCategory`), rather than rephrased around the number. `{1}` is the count; `{2}`… are
/// the other values, as in `TextKey`'s texts.
public enum PluralKey: String, CaseIterable, Sendable {
    /// The touch log's bounce home: {1} excursions, {2} seconds.
    case logBounceHome
    /// A paste's escape sequences removed whole.
    case pasteSequencesRemoved
    /// A paste's other control characters removed.
    case pasteControlsRemoved
    /// A paste's lines joined into one.
    case pasteLinesJoined
}
