import MoveMeCore
import MoveMeStrings
/// The background: dark grey, filling the window, holding the placard. It handles every touch,
/// as the original's MoveMeView does: the pulse on a press on the placard, the drag, the bounce
/// home on release, and the next greeting on a double tap elsewhere.
///
/// Open so that a scene can let go of the placard differently (with physics, say): override
/// `placardWasReleased(_:)`. The touch methods and `layoutSubviews` are open too, as UIView's
/// are: a subclass that watches the drag (its velocity) or owns the placard for a while (a
/// flight) overrides them and calls super.
open class MoveMeView: View {
    public static let grey = Color(white: 0.33)
    public static let growDuration = 0.15
    public static let shrinkDuration = 0.15
    public static let grownScale = 1.2
    public static let heldScale = 1.1
    /// The bounce's key, the original's: a new bounce replaces one under way.
    public static let bounceKey = "animatePlacardViewToCenter"

    public let placardView: PlacardView
    /// The touch holding the placard, if any: a resize leaves a held placard under the pointer.
    /// Weak: the dispatcher owns the touch in flight, and a touch holds its window, which holds
    /// this view; a strong one would keep a scene dropped mid-drag alive.
    public private(set) weak var heldTouch: Touch?
    /// The bounds' size at the last layout: only a change of it moves the placard.
    private var laidOutSize: Size
    /// The touch on the placard, watched for a long press: the edit menu comes with one
    /// (`MoveMeView+EditMenu`); nil once the touch is a drag.
    var longPress: LongPressTracker?

    public init(frame: Rect, greetings: [String] = Greetings.standard) {
        placardView = PlacardView(greetings: greetings)
        laidOutSize = frame.size
        super.init(frame: frame)
        backgroundColor = Self.grey
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(placardView)
        placardView.widthLimit = PlacardView.widthLimit(forScreenWidth: frame.width)
        placardView.center = middle
    }

    /// The centre of this view, where the placard rests.
    public var middle: Point { bounds.center }

    /// The bounce's stop threshold for this screen's width.
    public var bounceThreshold: Double { BouncePath.threshold(forScreenWidth: bounds.width) }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first else { return }
        guard touch.view === placardView else {
            // A double tap outside the placard shows the next greeting.
            if touch.tapCount == 2 {
                placardView.showNextGreeting()
                report(strings[.logNextGreeting], for: touch)
            }
            return
        }
        heldTouch = touch
        followsReport = strings[.logFollows]
        watchForLongPress(touch)
        animateFirstTouch(touch)
        report(strings[.logPulse], for: touch)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, touch.view === placardView else { return }
        let location = touch.location(in: self)
        placardView.center = location
        if longPress != nil { longPressTouchMoved(to: location) }
        report(followsReport ?? strings[.logFollows], for: touch)
    }

    /// What the touch log is told each move of a drag, looked up when the touch began: a
    /// drag reports it hundreds of times, and a look-up hashes the key's name.
    private var followsReport: String?

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let touch = touches.first, touch.view === placardView else { return }
        heldTouch = nil
        placardWasReleased(touch)
        placardTouchEnded(touch)
    }

    /// The touch holding the placard ended. The original's: no touches until the placard is
    /// home, and the bounce home, which turns them on again when it stops.
    open func placardWasReleased(_ touch: Touch) {
        isUserInteractionEnabled = false
        guard let path = animatePlacardViewToCenter() else { return }
        report(strings.plural(.logBounceHome, count: path.excursions, strings.decimal(path.duration, places: 2)), for: touch)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        heldTouch = nil
        window?.animator.removeAllAnimations(of: placardView)
        placardView.center = middle
        placardView.transform = .identity
        longPressTouchCancelled()
        if let touch = touches.first { report(strings[.logBackToCentre], for: touch) }
    }

    /// Tells the window's touch log what a touch did, for an inspector.
    func report(_ action: String, for touch: Touch) {
        touch.window.touchLog.report(action, for: touch)
    }

    // MARK: Animations

    /// The pulse: grow to 1.2 in 0.15 s; then shrink to 1.1 and move to the touch in 0.15 s.
    ///
    /// Two changes from the original, both so the placard ends where it belongs: the second step
    /// is skipped when the first was cut short (a release or a cancel), so the placard always
    /// comes home; and it moves to where the touch is when it starts, which is the touch-down
    /// point unless the pointer has moved. A finger always jitters, so on the iPhone the next
    /// move corrects it; a mouse held still after a quick drag would leave the placard away
    /// from the pointer.
    private func animateFirstTouch(_ touch: Touch) {
        guard let animator = window?.animator else { return }
        // The animator keeps the completion until the pulse stops, so it holds neither the
        // animator nor the touch (whose window owns the animator): a scene dropped mid-pulse
        // is freed.
        animator.animate(withDuration: Self.growDuration, animations: {
            placardView.transform = AffineTransform(scale: Self.grownScale)
        }, completion: { [weak self, weak touch] finished in
            guard let self, let touch, finished, self.heldTouch === touch, let animator = self.window?.animator else { return }
            animator.animate(withDuration: Self.shrinkDuration) {
                self.placardView.transform = AffineTransform(scale: Self.heldScale)
                self.placardView.center = touch.location(in: self)
            }
        })
    }

    /// The bounce home: along the bounce path with the scale going back to 1, as one group
    /// under the ease-in curve; the model values are set to the final ones at once. Interaction
    /// comes back when it stops. Returns the path it follows (nil outside a window).
    @discardableResult
    public func animatePlacardViewToCenter() -> BouncePath? {
        guard let animator = window?.animator else { return nil }
        let path = BouncePath(from: placardView.center, to: middle, threshold: bounceThreshold)
        let shownTransform = placardView.presentation.transform
        // The bounce starts from what is shown and takes over from the pulse, which stops
        // here (unfinished, so its second half never starts); an earlier bounce is replaced
        // through the shared key.
        for property in [AnimatableProperty.center, .transform] {
            animator.removeAnimation(forKey: property.keyPath, of: placardView)
        }
        animator.add([
            .center: .keyframes(path.vertices.map { .point($0) }, .linear),
            .transform: .basic(from: .transform(shownTransform), to: .transform(.identity)),
        ], to: placardView, duration: path.duration, curve: .easeIn, forKey: Self.bounceKey) { [weak self] _ in
            self?.placardView.transform = .identity
            self?.isUserInteractionEnabled = true
        }
        placardView.center = middle
        placardView.transform = .identity
        return path
    }

    // MARK: Layout

    /// After a resize the placard goes back to the middle, unless a touch holds it: then it
    /// stays under the pointer. A bounce under way is cut short (it ends where it should).
    /// Other layouts (a subview added, `setNeedsLayout`) leave the placard and its bounce alone.
    /// The placard's width limit follows the width either way.
    open override func layoutSubviews() {
        let size = bounds.size
        defer { laidOutSize = size }
        placardView.widthLimit = PlacardView.widthLimit(forScreenWidth: size.width)
        guard size != laidOutSize, heldTouch == nil else { return }
        window?.animator.removeAllAnimations(of: placardView)
        placardView.center = middle
    }
}
