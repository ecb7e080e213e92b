/// An edit command, as a selector of UIResponderStandardEditActions or a custom menu item's
/// action: what `canPerformAction(_:withSender:)` is asked about and `perform(_:withSender:)`
/// is told to do. It is a name only, as a selector is: the words the edit menu shows for it are
/// the front end's, in the user's language (a custom command's are its `MenuItem`'s title).
public struct EditAction: Hashable, Sendable {
    /// The selector's name, which identifies the action ("copy:").
    public let name: String

    /// An action with a selector's name ("copy:").
    public init(_ name: String) {
        self.name = name
    }

    /// Cut: UIResponderStandardEditActions' `cut:`.
    public static let cut = EditAction("cut:")
    /// Copy: `copy:`.
    public static let copy = EditAction("copy:")
    /// Paste: `paste:`.
    public static let paste = EditAction("paste:")
    /// Select: `select:`.
    public static let select = EditAction("select:")
    /// Select All: `selectAll:`.
    public static let selectAll = EditAction("selectAll:")
    /// Delete: `delete:`.
    public static let delete = EditAction("delete:")

    /// The standard commands, in the order the edit menu shows them.
    public static let standard: [EditAction] = [.cut, .copy, .paste, .select, .selectAll, .delete]
}
