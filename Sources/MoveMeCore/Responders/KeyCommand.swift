/// A key a scene answers, as UIKit's `UIKeyCommand`: the inputs that send it, the short title
/// the front end shows for it (the bottom row's "m mode"), and the action, sent with the time.
/// A front end asks its responders for their key commands in turn, the scene's before its own,
/// and performs the first that takes the key.
public struct KeyCommand {
    /// A key as a scene knows it (the front end maps its terminal's keys onto these).
    public enum Input: Hashable, Sendable {
        /// A key that types a character.
        case character(Character)
        /// An arrow key, Enter or Tab.
        case up, down, left, right, enter, tab
    }

    /// The keys that send it.
    public var inputs: [Input]
    /// Shown after the key on the bottom row ("m mode"); nil for keys the help alone names.
    public var title: String?
    /// What it does, given the key that sent it and the time.
    public var action: (Input, Double) -> Void

    /// A command sent by any of `inputs`, shown as `title` on the bottom row if it has one.
    public init(_ inputs: [Input], title: String? = nil, action: @escaping (Input, Double) -> Void) {
        self.inputs = inputs
        self.title = title
        self.action = action
    }
}
