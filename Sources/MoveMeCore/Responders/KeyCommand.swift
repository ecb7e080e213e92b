/// A key a scene answers, as UIKit's `UIKeyCommand`: the inputs that send it, the short title
/// the front end shows for it (the bottom row's "m mode"), and the action, sent with the time.
/// A front end asks its responders for their key commands in turn, the scene's before its own,
/// and performs the first that takes the key.
public struct KeyCommand {
    /// A key as a scene knows it (the front end maps its terminal's keys onto these).
    public enum Input: Hashable, Sendable {
        case character(Character)
        case up, down, left, right, enter, tab
    }

    public var inputs: [Input]
    /// Shown after the key on the bottom row ("m mode"); nil for keys the help alone names.
    public var title: String?
    public var action: (Input, Double) -> Void

    public init(_ inputs: [Input], title: String? = nil, action: @escaping (Input, Double) -> Void) {
        self.inputs = inputs
        self.title = title
        self.action = action
    }
}
