import MoveMeCore
import MoveMeDynamics

/// What a dynamics scene runs and shows: a view filling the window that is the reference view
/// of its own dynamic animator, built once it is in the window, with a caption and its own keys.
/// The cookbook's recipes (`RecipeView`) are one kind; the throw scene (`ThrowView`, MoveMe's
/// own view) is another.
public protocol DynamicsContent: View {
    init(frame: Rect, time: Double)

    /// The animator whose reference view this is; the scene runs it.
    var dynamicAnimator: DynamicAnimator { get }

    /// Called once the view is in its window (animations need the window's animator).
    func build()

    /// What the scene is, for the bottom row.
    var caption: String { get }

    /// The scene's own keys and what they do.
    var keys: [(key: Character, meaning: String)] { get }

    /// What the scene does with the mouse and its own keys, for the help.
    var help: [HelpLine] { get }

    /// What the keys' finger does in it: drags a square Tab chooses, taps, or nothing (the
    /// throw's placard is the placard's keys', `PlacardHosting`).
    var keyboardFinger: KeyboardFinger { get }

    /// Handles one of the scene's keys; false if it is not one.
    func handleKey(_ key: Character, at time: Double) -> Bool

    /// Takes over what the person chose in the scene this one replaces at a restart (the
    /// collision mode), once built.
    func keepChoices(of previous: any DynamicsContent)

    /// Set by the scene: asks it to start again (a recipe that ends).
    var requestRestart: ((Double) -> Void)? { get set }
}

extension DynamicsContent {
    /// Nothing, unless the content says otherwise.
    public var keyboardFinger: KeyboardFinger { .unused }
}
