/// An edit command, as a selector of UIResponderStandardEditActions or a custom menu item's
/// action: what `canPerformAction(_:withSender:)` is asked about and `perform(_:withSender:)`
/// is told to do. `title` is what the edit menu shows.
public struct EditAction: Hashable, Sendable {
    /// The selector's name, which identifies the action ("copy:").
    public let name: String
    public let title: String

    public init(_ name: String, title: String) {
        self.name = name
        self.title = title
    }

    public static let cut = EditAction("cut:", title: "Cut")
    public static let copy = EditAction("copy:", title: "Copy")
    public static let paste = EditAction("paste:", title: "Paste")
    public static let select = EditAction("select:", title: "Select")
    public static let selectAll = EditAction("selectAll:", title: "Select All")
    public static let delete = EditAction("delete:", title: "Delete")

    /// The standard commands, in the order the edit menu shows them.
    public static let standard: [EditAction] = [.cut, .copy, .paste, .select, .selectAll, .delete]
}
