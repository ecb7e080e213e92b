/// How recognizers of the same touches decide between them, as UIKit's: `require(toFail:)`, the
/// delegate's say, and by default one recognizing at a time; and what each change of state sets
/// off: the actions, the reset, and what the touches' view gets.
extension GestureRecognizer {
    /// Waits for `other` to fail before this one may leave possible, as UIKit's: "prevent this
    /// gesture's actions from being called until otherGestureRecognizer transitions to Failed";
    /// if `other` begins or is recognized instead, this one fails. The usual case: a single tap
    /// that requires a double tap to fail acts only once no second tap came.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.object === other }) else { return }
        failureRequirements.append(WeakReference(other))
        other.dependents.append(WeakReference(self))
    }

    /// Whether it is in a sequence of touches and has not decided: possible, with touches
    /// received since its reset. One with no touches is no one's to wait for.
    var isInPlay: Bool { currentState == .possible && !trackedTouches.isEmpty }

    /// The other recognizers tracking any of this one's touches.
    var rivals: [GestureRecognizer] {
        var rivals: [GestureRecognizer] = []
        for touch in trackedTouches {
            for reference in touch.gestures?.recognizers ?? [] {
                guard let other = reference.object, other !== self, other.trackedTouches.contains(touch),
                      !rivals.contains(where: { $0 === other }) else { continue }
                rivals.append(other)
            }
        }
        return rivals
    }

    /// Whether the two may recognize together: either's delegate says so.
    func recognizesSimultaneously(with other: GestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether `other` recognizing keeps this one from it.
    private func isPrevented(by other: GestureRecognizer) -> Bool {
        !recognizesSimultaneously(with: other) && other.canPrevent(self) && canBePrevented(by: other)
    }

    // MARK: Changing state

    /// A state the recognizer sets: checked against UIKit's rules, then shown.
    func attemptState(_ new: State) {
        guard pendingState == nil, currentState.allows(new) else { return }
        guard currentState == .possible, new.hasRecognized else { return apply(new) }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return apply(.failed) }
        leavePossible(for: new)
    }

    /// Out of possible into a recognized state, unless another keeps it: a recognizer it
    /// requires to fail that recognized (then it fails) or is still in play (then it waits), or
    /// one already recognizing that prevents it (then it fails).
    private func leavePossible(for new: State) {
        let requirements = failureRequirements.compactMap(\.object)
        if requirements.contains(where: { $0.currentState.hasRecognized }) { return apply(.failed) }
        if requirements.contains(where: \.isInPlay) {
            pendingState = new
            return
        }
        let active = rivals.filter { $0.currentState == .began || $0.currentState == .changed }
        if active.contains(where: isPrevented(by:)) { return apply(.failed) }
        apply(new)
    }

    /// Shows `new`: others it wins over fail or are cancelled, those waiting for it fail or go
    /// on, the actions and the reset are queued, and the window settles its touches.
    func apply(_ new: State) {
        let window = view?.window
        window?.gestureChangeDepth += 1
        let old = currentState
        currentState = new
        pendingState = nil
        if old == .possible, new.hasRecognized {
            for dependent in dependents.compactMap(\.object) where dependent.currentState == .possible && dependent.isInPlay {
                dependent.apply(.failed)
            }
            prevailOverRivals()
        }
        if new == .failed {
            for dependent in dependents.compactMap(\.object) where dependent.pendingState != nil { dependent.resolvePending() }
        }
        if new.sendsActions { onNextTurn { $0.sendActions() } }
        if new.isFinished { onNextTurn { $0.resetToPossible() } }
        window?.gestureChangeDepth -= 1
        window?.recognizerDidChangeState(at: time)
    }

    /// Recognizing: each rival it can prevent (and that lets it), unless they recognize
    /// together, fails if possible or is cancelled if recognizing.
    private func prevailOverRivals() {
        let requirements = failureRequirements.compactMap(\.object)
        for rival in rivals where !requirements.contains(where: { $0 === rival }) && rival.isPrevented(by: self) {
            if rival.currentState == .possible {
                rival.apply(.failed)
            } else if rival.currentState == .began || rival.currentState == .changed {
                rival.apply(.cancelled)
            }
        }
    }

    /// A recognizer it waits for failed: if none it requires is still in play, the state it
    /// reached is shown (or it fails, if one recognized or a rival prevents it).
    private func resolvePending() {
        guard let pending = pendingState else { return }
        let requirements = failureRequirements.compactMap(\.object)
        guard !requirements.contains(where: \.isInPlay) else { return }
        pendingState = nil
        leavePossible(for: pending)
    }

    /// Performs `work` on the run loop's next turn, at this recognizer's time (at once where it
    /// has no run loop: a view in no dispatcher's window).
    private func onNextTurn(_ work: @escaping (GestureRecognizer) -> Void) {
        guard let runLoop else { return work(self) }
        runLoop.perform(after: time - runLoop.currentTime, target: self, work)
    }

    /// The reset, after the actions: possible again, its touches forgotten.
    func resetToPossible() {
        guard currentState.isFinished else { return }
        currentState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        ignoredTouches.removeAll()
        reset()
    }

    /// Taken off its view: possible again, its touches and any waiting state forgotten, its
    /// queued actions dropped.
    func detach() {
        runLoop?.cancelPreviousPerformRequests(withTarget: self)
        view = nil
        currentState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        ignoredTouches.removeAll()
        reset()
    }
}
