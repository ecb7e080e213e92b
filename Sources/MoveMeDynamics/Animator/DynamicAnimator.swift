import MoveMeCore

/// Told when a dynamic animator stops simulating because everything rests, and when it starts
/// again: a front end draws frames only in between.
public protocol DynamicAnimatorDelegate: AnyObject {
    /// The animator is about to step again: something changed while it was paused, or it resumed
    /// after `suspend()`.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    /// The animator stopped stepping: every item rests, or it was suspended.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

public extension DynamicAnimatorDelegate {
    /// Does nothing by default.
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    /// Does nothing by default.
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Runs behaviours on dynamic items in the coordinates of a reference view, as
/// UIDynamicAnimator, on Chipmunk2D. Time is passed in with `advance(to:)`; nothing reads a clock.
///
/// The simulation moves in fixed steps of `stepDuration`, counted from the time it last resumed,
/// so the state at a given time is the same whatever the frame rate that asked for it. It pauses
/// by itself when every item rests (the engine's bodies sleep) and resumes when a behaviour,
/// item or property changes.
public final class DynamicAnimator {
    /// The simulation's fixed step: 1/120 s.
    public static let stepDuration = 1.0 / 120
    /// Past this much time behind (a suspended program), the simulation skips ahead rather than
    /// computing every missed step.
    static let maximumCatchUp = 5.0
    /// Below this speed (points/s) a body counts as idle, however weak the gravity.
    static let minimumIdleSpeed = 0.5

    /// The view whose coordinates the items' centres and the boundaries are in.
    public private(set) weak var referenceView: View?
    /// Told when the simulation pauses and resumes.
    public weak var delegate: DynamicAnimatorDelegate?
    /// The behaviours added to it, in order (their children are theirs).
    public private(set) var behaviors: [DynamicBehavior] = []
    /// False while paused: everything rests (or the animator is suspended) and advancing time
    /// costs nothing.
    public private(set) var isRunning = false
    /// Suspended (`suspend()`): no step is taken until `resume()`, whatever changes meanwhile.
    public private(set) var isSuspended = false
    /// The simulated time so far: steps taken while running.
    public private(set) var elapsedTime = 0.0
    /// The latest time passed to `advance(to:beforeEachStep:)`.
    public private(set) var currentTime: Double
    /// The clock of the animations the simulation keeps time with, if any (a scene's window
    /// animator, whose local time it is advanced to). A change made while paused, by one of
    /// their completions say, resumes the simulation at that clock's time rather than at the
    /// last time passed in, so the steps after it fall at the same times whatever the frame rate.
    public weak var clock: Animator?

    /// How many of the reference view's points one of UIKit's is: 1 on the phone. A terminal
    /// scene laid out at the phone's scale sets its factor (`PhoneScale`), so that UIKit's own
    /// values (gravity's magnitude 1, 1000 points/s²) stay what the recipe set and the scale
    /// is applied once, here.
    public var scale = 1.0 {
        didSet { if scale != oldValue { setNeedsSync() } }
    }

    let world = PhysicsWorld()
    private var needsSync = false
    /// Every behaviour of the tree, parents first, as of the last sync.
    private var allBehaviors: [DynamicBehavior] = []
    /// The reference view's bounds at the last sync: walls follow it when it changes.
    private var referenceBounds: Rect?
    private var stepOrigin: Double
    private var stepsTaken = 0
    /// While suspended: whether it was running, and how long after its last step it stopped.
    private var runningWhenSuspended = false
    private var timeSinceStepWhenSuspended = 0.0

    /// An animator for items in `referenceView`, whose clock reads `time` (0 if it is not finite).
    public init(referenceView: View, time: Double = 0) {
        self.referenceView = referenceView
        currentTime = time.finite(or: 0)
        stepOrigin = currentTime
    }

    // MARK: Behaviours

    /// Adds a behaviour that is in no other animator and is no other behaviour's child.
    public func addBehavior(_ behavior: DynamicBehavior) {
        guard behavior.animator == nil, behavior.parent == nil else { return }
        behaviors.append(behavior)
        behavior.animator = self
        for each in behavior.subtree { each.willMove(to: self) }
        setNeedsSync()
    }

    /// Removes a behaviour added with `addBehavior(_:)`, and its children; its items stop being
    /// simulated unless another behaviour has them.
    public func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        uninstall(behavior)
        behaviors.remove(at: index)
        behavior.animator = nil
        setNeedsSync()
    }

    /// Removes every behaviour.
    public func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// Takes a behaviour's subtree out of the engine (it is leaving this animator).
    func uninstall(_ behavior: DynamicBehavior) {
        for each in behavior.subtree {
            world.removeState(for: each)
            each.willMove(to: nil)
        }
        deliverContacts()
    }

    // MARK: Items

    /// Takes an item's current centre and rotation as its state, after the app moved it.
    public func updateItem(usingCurrentState item: DynamicItem) {
        guard let body = world.body(for: item) else { return }
        body.readState()
        setNeedsSync()
    }

    /// Re-lays an item out after the app moved and resized it with everything around it (a
    /// scene laid out again at a new scale): its centre, rotation and size are taken as they
    /// are now, and its velocity is scaled by `factor`, so it goes on as it was going.
    public func updateItem(usingCurrentState item: DynamicItem, scalingVelocityBy factor: Double) {
        guard let body = world.body(for: item), factor.isFinite, factor > 0 else { return updateItem(usingCurrentState: item) }
        body.velocity = body.velocity * factor
        body.readSize()
        updateItem(usingCurrentState: item)
    }

    /// The items of all behaviours whose centre lies in a rectangle of the reference view.
    public func items(in rect: Rect) -> [DynamicItem] {
        world.orderedBodies.compactMap { body in rect.contains(body.position) ? body.item : nil }
    }

    // MARK: Running

    func setNeedsSync() {
        needsSync = true
        guard !isRunning, !isSuspended else { return }
        isRunning = true
        stepOrigin = clock.map { $0.localTime.finite(or: currentTime) } ?? currentTime
        stepsTaken = 0
        delegate?.dynamicAnimatorWillResume(self)
    }

    // MARK: Suspending

    /// Stops stepping until `resume()`, as a game pauses when its application resigns active:
    /// if it was running, `isRunning` turns false and the delegate is told `didPause`. What
    /// changes meanwhile (a behaviour removed, an item moved) waits for the resume. Advance
    /// it to the moment first: the state is kept exactly as it is then.
    public func suspend() {
        guard !isSuspended else { return }
        isSuspended = true
        runningWhenSuspended = isRunning
        guard isRunning else { return }
        timeSinceStepWhenSuspended = max(0, currentTime - stepTime(stepsTaken))
        isRunning = false
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Goes on from exactly where `suspend()` left it, at `currentTime` (advance it to the
    /// moment first): the pause is cut out of the simulation's time, however long it was, so
    /// the steps after it are those that would have followed without it. The delegate is
    /// told `willResume` if it runs again: it was running, or something changed meanwhile.
    public func resume() {
        guard isSuspended else { return }
        isSuspended = false
        if runningWhenSuspended {
            isRunning = true
            stepOrigin = currentTime - timeSinceStepWhenSuspended
            stepsTaken = 0
            delegate?.dynamicAnimatorWillResume(self)
        } else if needsSync {
            setNeedsSync()
        }
    }

    /// Runs the simulation forward to `time`, in whole steps.
    ///
    /// `beforeEachStep` is told the time of each step just before the step is taken, with
    /// `currentTime` already there: a scene moves its timed animations to that time, so that
    /// what they do (a completion that changes behaviours) and what the step starts (a contact
    /// delegate's animation) happen at the step's own time, whatever the frame rate.
    ///
    /// - Parameters:
    ///   - time: The time to run to; a time that is not finite, or not later than `currentTime`,
    ///     is ignored.
    ///   - beforeEachStep: Told each step's time just before the step.
    public func advance(to time: Double, beforeEachStep: (Double) -> Void = { _ in }) {
        guard time.isFinite, time > currentTime else { return }
        if let known = referenceBounds, referenceView?.bounds != known { setNeedsSync() }
        let dt = Self.stepDuration
        if isRunning, time - stepTime(stepsTaken) > Self.maximumCatchUp {
            stepOrigin = time - Self.maximumCatchUp
            stepsTaken = 0
        }
        // The small addend keeps a time that is a whole number of steps from rounding down.
        let due = Int(((time - stepOrigin) / dt + 1e-7).rounded(.down))
        while isRunning, stepsTaken < due {
            currentTime = max(currentTime, stepTime(stepsTaken + 1))
            beforeEachStep(currentTime)
            step()
            stepsTaken += 1
        }
        currentTime = time
    }

    /// The time the simulation has reached after `count` steps since it last resumed.
    private func stepTime(_ count: Int) -> Double {
        stepOrigin + Double(count) * Self.stepDuration
    }

    private func step() {
        if needsSync { sync() }
        for behavior in allBehaviors { behavior.prepareStep(in: world, animator: self) }
        world.step(Self.stepDuration)
        elapsedTime += Self.stepDuration
        for body in world.orderedBodies { body.writeBack() }
        deliverContacts()
        for behavior in allBehaviors { behavior.action?() }
        if !needsSync, world.isResting {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        }
    }

    /// Brings the engine in line with the behaviours: bodies for every item, their parameters,
    /// each behaviour's shapes and constraints, and no body for an item nothing holds.
    private func sync() {
        needsSync = false
        referenceBounds = referenceView?.bounds
        allBehaviors = behaviors.flatMap(\.subtree)
        var held = Set<ItemID>()
        for behavior in allBehaviors {
            for item in behavior.behaviorItems where held.insert(itemID(item)).inserted {
                world.ensureBody(for: item)
            }
        }
        for body in world.orderedBodies { body.resetParameters() }
        for behavior in allBehaviors { behavior.applyParameters(in: world) }
        for body in world.orderedBodies { body.applyProperties() }
        for behavior in allBehaviors { behavior.sync(in: world, animator: self) }
        world.removeBodies(keeping: held)
        world.updateIdleSpeed(minimum: Self.minimumIdleSpeed, step: Self.stepDuration)
        world.wakeAll()
        deliverContacts()
    }

    /// Tells collision delegates of the contacts that began or ended, now that the engine is
    /// done (a delegate may change behaviours).
    private func deliverContacts() {
        while !world.contacts.isEmpty {
            let contacts = world.contacts
            world.contacts.removeAll()
            for contact in contacts { contact.first.behavior?.report(contact) }
        }
    }
}
