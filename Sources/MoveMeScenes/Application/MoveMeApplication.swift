import MoveMeCore
import MoveMeStrings

/// The program's application: UIKit's, with the texts of its bundle in the user's language,
/// as an app's `Localizable.strings` are chosen once at launch (`NSLocalizedString`).
public final class MoveMeApplication: Application {
    public let localizedStrings: Strings

    public init(strings: Strings = Strings(.english), runLoop: RunLoop = RunLoop(), delegate: ApplicationDelegate? = nil) {
        localizedStrings = strings
        super.init(runLoop: runLoop, delegate: delegate)
    }
}

extension View {
    /// The texts of the application this view's window belongs to, as a view would ask its
    /// bundle; English for a view in no window, or in one of an application without texts.
    public var strings: Strings { window?.application?.strings ?? Strings(.english) }
}

extension Application {
    /// The application's texts; English for one without texts of its own.
    public var strings: Strings { (self as? MoveMeApplication)?.localizedStrings ?? Strings(.english) }
}
