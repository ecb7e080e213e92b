import MoveMeCore
import MoveMeStrings
extension Strings {
    /// A standard edit command's title in this language ("Coller" for paste:), as the system
    /// words UIKit's; a custom command is shown by its `MenuItem`'s title, and is its selector's
    /// name here.
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
        return key.map { self[$0] } ?? action.name
    }
}
