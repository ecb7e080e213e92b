/// Where a recognizer's touches are, for the concrete recognizers: in the window's coordinates,
/// which they keep, converted to a view's on request, as a touch's location is.
extension GestureRecognizer {
    /// The touches down now that it tracks and has not ignored, in the order they began.
    var activeTouches: [Touch] {
        trackedTouches.filter { $0.isActive && !ignoredTouches.contains($0) }
    }

    /// The mean of `points`; the origin for none.
    static func centroid(of points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(Point.zero) { $0 + $1 }
        return sum / Double(points.count)
    }

    /// The centroid of the touches down now, in window coordinates.
    var activeCentroid: Point {
        Self.centroid(of: activeTouches.map { $0.location(in: nil) })
    }

    /// A point of the window in `view`'s coordinates (nil: the window's).
    func convert(fromWindow point: Point, to view: View?) -> Point {
        guard let view, let window = self.view?.window, view !== window else { return point }
        return view.convert(point, from: window)
    }

    /// A point of `view` (nil: the window) in the window's coordinates.
    func convert(toWindow point: Point, from view: View?) -> Point {
        guard let view, let window = self.view?.window, view !== window else { return point }
        return window.convert(point, from: view)
    }

    /// A vector of the window (a translation, a velocity) in `view`'s coordinates: its ends
    /// converted, so a scaled or turned view gets it scaled or turned.
    func convert(vectorFromWindow vector: Point, to view: View?) -> Point {
        convert(fromWindow: vector, to: view) - convert(fromWindow: .zero, to: view)
    }

    /// A non-repeating timer on its run loop that fires at `date` (seconds of the run loop),
    /// with the recognizer's time set to the fire's: a long press's minimum duration, a tap's
    /// wait for the next. Nil where it has no run loop.
    func startTimer(at date: Double, _ fire: @escaping (GestureRecognizer) -> Void) -> Timer? {
        guard let runLoop else { return nil }
        let timer = Timer(fire: date, interval: 0, repeats: false) { [weak self, unowned runLoop] _ in
            guard let self else { return }
            time = runLoop.currentTime
            fire(self)
        }
        runLoop.add(timer)
        return timer
    }
}
