import MoveMeCore

/// Something a dynamic animator can move, as UIDynamicItem: it reads `bounds` for size and
/// mass when the item joins, and writes `center` and the rotation in `transform` each step.
/// Views are dynamic items. Items are expected to be subviews of the animator's reference view,
/// so their centres are in its coordinates.
public protocol DynamicItem: AnyObject {
    /// Where the item is, in the reference view's coordinates: written each step.
    var center: Point { get set }
    /// The item's size, for its shape and its mass: read when it joins.
    var bounds: Rect { get }
    /// The item's rotation is written here each step, as a rotation about its centre.
    var transform: AffineTransform { get set }
}

/// Any view can be moved by a dynamic animator.
extension View: DynamicItem {}

/// One key per item object, for dictionaries and sets of items.
typealias ItemID = ObjectIdentifier

func itemID(_ item: DynamicItem) -> ItemID { ObjectIdentifier(item) }
