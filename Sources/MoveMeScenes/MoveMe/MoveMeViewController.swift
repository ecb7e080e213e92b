import MoveMeCore
/// The controller of MoveMe's screen, as the tour's MoveMeViewController: it manages the
/// window's content view, the MoveMe view, which it makes on first use as the tour's controller
/// loads it from the nib named "MoveMeView". The view sets up its placard itself, in its
/// initialiser (the tour's `setUpPlacardView`): the controller neither makes nor knows it.
///
/// It adds nothing to ViewController's jobs: the window's resize reaches it as the device
/// turning (`viewWillTransition(to:)`) before the MoveMe view follows and lays out, and a memory
/// warning reaches it before the views (the view is on screen, so it keeps it).
public final class MoveMeViewController: ViewController {
    /// Where the view is made, the window's bounds (the nib's frame, in the tour).
    private let frame: Rect
    private let greetings: [String]

    /// A controller whose view, once made, fills `frame` and shows `greetings`.
    public init(frame: Rect, greetings: [String] = Greetings.standard) {
        self.frame = frame
        self.greetings = greetings
        super.init()
    }

    /// The MoveMe view, as the tour's nib holds it.
    public override func loadView() {
        view = MoveMeView(frame: frame, greetings: greetings)
    }

    /// Its view, made on first use.
    public var moveMeView: MoveMeView {
        view as! MoveMeView  // only `loadView` sets it
    }
}
