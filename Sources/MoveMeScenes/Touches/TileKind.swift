import MoveMeCore
import MoveMeStrings
/// The three tiles of the touches scene, after Apple's Touches sample: one set as a view is by
/// default, one multi-touch, one exclusive.
public enum TileKind: Int, CaseIterable, Sendable {
    case ordinary, multiTouch, exclusive

    /// What the tile is called in captions.
    public var name: String {
        switch self {
        case .ordinary: "ordinary"
        case .multiTouch: "multi-touch"
        case .exclusive: "exclusive"
        }
    }

    /// Its name's key in the strings tables, for the captions in the user's language.
    public var nameKey: TextKey {
        switch self {
        case .ordinary: .tileOrdinary
        case .multiTouch: .tileMultiTouch
        case .exclusive: .tileExclusive
        }
    }

    /// What it is set to, shown on it, in the language of `strings` (exclusiveTouch is
    /// UIKit's name for it, the same in every language).
    public func setting(_ strings: Strings) -> String {
        switch self {
        case .ordinary: strings[.tileOneFinger]
        case .multiTouch: strings[.tilePinchTurn]
        case .exclusive: setting
        }
    }

    /// What it is set to, shown on it, in English.
    public var setting: String {
        switch self {
        case .ordinary: "one finger"
        case .multiTouch: "pinch · turn"
        case .exclusive: "exclusiveTouch"
        }
    }

    var color: Color {
        switch self {
        case .ordinary: Color(red: 0.72, green: 0.33, blue: 0.28)
        case .multiTouch: Color(red: 0.27, green: 0.55, blue: 0.33)
        case .exclusive: Color(red: 0.28, green: 0.40, blue: 0.72)
        }
    }
}
