/// The pasteboards of one application: the general one, the find one, named ones and unique
/// ones. What UIKit keeps in the system (`UIPasteboard.general`, `UIPasteboard(name:create:)`,
/// `UIPasteboard.withUniqueName()`, `UIPasteboard.remove(withName:)`) is kept here, by the
/// `Application`, so two applications (two tests) never share a pasteboard:
/// `application.pasteboards.general` is `UIPasteboard.general`.
public final class Pasteboards {
    /// The general pasteboard's name, UIPasteboard.Name.general's.
    public static let generalName = "com.apple.UIKit.pboard.general"
    /// The find pasteboard's name, UIPasteboard.Name.find's.
    public static let findName = "com.apple.UIKit.pboard.find"

    /// The one shared with other programs: the front end connects it to the terminal's clipboard.
    public let general = Pasteboard(name: generalName)
    /// The search text of the find bar.
    public let find = Pasteboard(name: findName)
    private var named: [String: Pasteboard] = [:]
    private var uniqueCount = 0

    /// An application's pasteboards: the general and the find ones, both empty.
    public init() {}

    /// The pasteboard called `name`, made if `create` and there is none yet; nil otherwise.
    /// The system names give the general and find pasteboards.
    ///
    /// - Parameters:
    ///   - name: The pasteboard's name; `generalName` and `findName` give the system's.
    ///   - create: Whether to make it when there is none of that name.
    /// - Returns: The pasteboard, or nil when there is none and `create` is false.
    public func pasteboard(name: String, create: Bool) -> Pasteboard? {
        switch name {
        case Self.generalName: return general
        case Self.findName: return find
        default: break
        }
        if let existing = named[name] { return existing }
        guard create else { return nil }
        let made = Pasteboard(name: name)
        named[name] = made
        return made
    }

    /// A new pasteboard with a name no other has.
    public func withUniqueName() -> Pasteboard {
        var name: String
        repeat {
            uniqueCount += 1
            name = "org.moveme.pboard.unique.\(uniqueCount)"
        } while named[name] != nil
        return pasteboard(name: name, create: true)!
    }

    /// Forgets a named pasteboard (the general and find ones stay).
    public func remove(withName name: String) {
        named[name] = nil
    }
}
