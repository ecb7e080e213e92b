/// An action sent every frame, as CADisplayLink: made with a target and an action, added to a
/// run loop (`add(to:)`), and sent by the run loop once a turn (`RunLoop.advance(to:)`) when a
/// frame has come, until it is paused or invalidated. A front end keeps drawing frames while a
/// run loop has a display link that is not paused (`RunLoop.hasActiveDisplayLinks`).
///
/// Frames fall on a grid of the frame interval that starts at the turn the link is first
/// called in, as a display's refreshes do: the action is sent at most once a turn, in the
/// first turn at or after a frame's time; `timestamp` is then the frame's time (the last
/// refresh: the turn's time or a little before) and `targetTimestamp` the next's, so the time
/// left for the frame is `targetTimestamp` less the run loop's `currentTime`. Frames a late
/// turn passed over are not sent, as a display link does not catch up the refreshes it missed.
public final class DisplayLink {
    /// The display's refresh rate, as UIScreen's `maximumFramesPerSecond`: 60.
    public static let maximumFramesPerSecond = 60

    /// The frame rate it asks for; 0 (the default), or more than the display's, is the display's.
    /// A change takes effect at the next frame, on a new grid.
    public var preferredFramesPerSecond = 0 {
        didSet { gridStart = nil }
    }
    /// While paused the action is not sent, and a front end need not draw frames for it.
    public var isPaused = false
    /// The time of the frame being shown, the last refresh: the time it was last called at.
    /// 0 before it is first called.
    public private(set) var timestamp: Double = 0
    /// The time of the next frame. 0 before it is first called.
    public private(set) var targetTimestamp: Double = 0
    /// The time between the display's refreshes (1/60 s); 0 until it is first called, as
    /// CADisplayLink's is undefined until then.
    public private(set) var duration: Double = 0

    /// Held strongly until it is invalidated, as CADisplayLink holds its target.
    private var target: AnyObject?
    private let action: Action
    /// The run loop it was added to.
    private weak var runLoop: RunLoop?
    /// The time of the grid's first frame; nil until the first call, and after a change of rate.
    private var gridStart: Double?

    /// A display link that sends `action` to `target` each frame, with itself as the sender
    /// (`Action("step:", Game.step)` for `func step(_ link: DisplayLink)`). It does nothing until
    /// it is added to a run loop.
    public init(target: AnyObject, action: Action) {
        self.target = target
        self.action = action
    }

    /// Adds it to a run loop, which holds it and calls it from its next turn. A link belongs to
    /// one run loop: added to another, it leaves the first. An invalidated link cannot be added.
    public func add(to runLoop: RunLoop) {
        guard target != nil, self.runLoop !== runLoop else { return }
        self.runLoop?.displayLinks.removeAll { $0 === self }
        self.runLoop = runLoop
        runLoop.displayLinks.append(self)
    }

    /// Takes it out of `runLoop`; it can be added again.
    public func remove(from runLoop: RunLoop) {
        guard self.runLoop === runLoop else { return }
        runLoop.displayLinks.removeAll { $0 === self }
        self.runLoop = nil
    }

    /// Takes it out of its run loop and lets its target go, for good, as CADisplayLink's.
    public func invalidate() {
        if let runLoop { remove(from: runLoop) }
        target = nil
    }

    /// The interval between the frames it is sent: its preferred rate's, or the display's.
    private var frameInterval: Double {
        let rate = preferredFramesPerSecond
        return 1 / Double(rate > 0 && rate < Self.maximumFramesPerSecond ? rate : Self.maximumFramesPerSecond)
    }

    /// A turn of `runLoop` at `time`: whether a frame has come since the last, and if so the
    /// frame's times, set before the action is sent. None for a link paused, invalidated or
    /// taken out of that run loop (by an action sent before it in the same turn).
    func frameHasCome(at time: Double, in runLoop: RunLoop) -> Bool {
        guard !isPaused, target != nil, self.runLoop === runLoop else { return false }
        let interval = frameInterval
        guard let start = gridStart, time >= start else {
            gridStart = time
            setFrame(time, interval: interval)
            return true
        }
        guard time >= targetTimestamp else { return false }
        // A hair's allowance: a turn at a frame's time, computed, falls in that frame.
        let frames = ((time - start) / interval + 1e-9).rounded(.down)
        setFrame(start + frames * interval, interval: interval)
        return true
    }

    private func setFrame(_ time: Double, interval: Double) {
        timestamp = time
        targetTimestamp = time + interval
        duration = 1 / Double(Self.maximumFramesPerSecond)
    }

    /// Sends the action, to its target, from itself.
    func send() {
        guard let target else { return }
        _ = action.send(to: target, from: self, for: nil)
    }
}
