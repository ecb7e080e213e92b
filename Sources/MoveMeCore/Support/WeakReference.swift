/// An object held weakly, for lists of objects something refers to but does not own (a
/// recognizer's targets, the recognizers it must wait for).
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }
}
