import MoveMeCore
import MoveMeStrings
import MoveMeRendering
extension Strings {
    /// An edit command's title in this language ("Coller" for paste:); a custom menu item's
    /// own title as it was given.
    public func title(of action: EditAction) -> String {
        let key: TextKey? = switch action.name {
        case EditAction.cut.name: .menuCut
        case EditAction.copy.name: .menuCopy
        case EditAction.paste.name: .menuPaste
        case EditAction.select.name: .menuSelect
        case EditAction.selectAll.name: .menuSelectAll
        case EditAction.delete.name: .menuDelete
        default: nil
        }
        return key.map { self[$0] } ?? action.title
    }

    /// An undo action's name ("Paste", a standard command's English title, as the edit was
    /// registered under) in this language; any other name as it is.
    public func actionName(_ name: String) -> String {
        EditAction.standard.first { $0.title == name }.map(title(of:)) ?? name
    }
}
