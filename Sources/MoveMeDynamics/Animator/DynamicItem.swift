import MoveMeCore

/// Something a dynamic animator can move, as UIDynamicItem: it reads `bounds` for size and
/// mass when the item joins, and writes `center` and the rotation in `transform` each step.
/// Views are dynamic items. Items are expected to be subviews of the animator's reference view,
/// so their centres are in its coordinates.
public protocol DynamicItem: AnyObject {
    var center: Point { get set }
    var bounds: Rect { get }
    var transform: AffineTransform { get set }
}

extension View: DynamicItem {}

/// One key per item object, for dictionaries and sets of items.
typealias ItemID = ObjectIdentifier

func itemID(_ item: DynamicItem) -> ItemID { ObjectIdentifier(item) }
