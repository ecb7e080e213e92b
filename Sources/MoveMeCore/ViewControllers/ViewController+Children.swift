/// Containment, as UIViewController's: a controller adds children whose views it puts in its
/// own, and they are told what it is told (appearing, the size, memory warnings).
extension ViewController {
    /// Makes `child` a child of this controller, after `child.willMove(toParent: self)`, as
    /// UIKit's (a child of another is first removed from it). The container then puts the
    /// child's view in its own and calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Leaves its parent, then `didMove(toParent: nil)`, as UIKit's. The container first calls
    /// `willMove(toParent: nil)` and takes the child's view out of its own.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The top of its family: itself, or its parent's top.
    var topAncestor: ViewController { parent?.topAncestor ?? self }
}
