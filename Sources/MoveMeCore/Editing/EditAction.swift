/// An edit command, as a selector of UIResponderStandardEditActions or a custom menu item's
/// action: what `canPerformAction(_:withSender:)` is asked about and `perform(_:withSender:)`
/// is told to do. `title` is what the edit menu shows.
public struct EditAction: Hashable, Sendable {
    /// The selector's name, which identifies the action ("copy:").
    public let name: String
    /// What the edit menu shows for it ("Copy").
    public let title: String

    /// An action with a selector's name ("copy:") and a menu title.
    public init(_ name: String, title: String) {
        self.name = name
        self.title = title
    }

    /// Cut: UIResponderStandardEditActions' `cut:`.
    public static let cut = EditAction("cut:", title: "Cut")
    /// Copy: `copy:`.
    public static let copy = EditAction("copy:", title: "Copy")
    /// Paste: `paste:`.
    public static let paste = EditAction("paste:", title: "Paste")
    /// Select: `select:`.
    public static let select = EditAction("select:", title: "Select")
    /// Select All: `selectAll:`.
    public static let selectAll = EditAction("selectAll:", title: "Select All")
    /// Delete: `delete:`.
    public static let delete = EditAction("delete:", title: "Delete")

    /// The standard commands, in the order the edit menu shows them.
    public static let standard: [EditAction] = [.cut, .copy, .paste, .select, .selectAll, .delete]
}
