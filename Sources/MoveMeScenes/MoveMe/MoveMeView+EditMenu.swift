import MoveMeCore
/// The placard's edit menu on a long press, as UILongPressGestureRecognizer recognises one:
/// `minimumPressDuration` down without moving further than the slop, with the finger still
/// down. The recognition is a delayed perform on the application's run loop, so a front end
/// sleeping wakes for it (the scene's `nextTimerTime`). MoveMe's own touch handling is left as
/// it was: the press pulses, a move drags, a release bounces home.
extension MoveMeView {
    /// A touch began on the placard: watched for a long press. The mouse's is recognised while
    /// it is held; the keys' finger stays down between keys by design (arrows drag it at a
    /// person's pace), so a pause is no long press there: it is judged when it lets go.
    func watchForLongPress(_ touch: Touch) {
        let press = LongPressTracker(start: touch.location(in: self), time: touch.timestamp)
        longPress = press
        guard touch.source == .mouse, let runLoop = window?.application?.runLoop else { return }
        runLoop.cancelPreviousPerformRequests(withTarget: self)
        runLoop.perform(after: press.recognitionTime - runLoop.currentTime, target: self) { view in
            view.longPressRecognized()
        }
    }

    /// The press lasted with the touch still down and near where it began: the placard
    /// becomes first responder and its menu shows over it, under the finger.
    private func longPressRecognized() {
        guard heldTouch != nil, longPress?.recognize() == true else { return }
        showEditMenuOverPlacard()
    }

    /// A move of the watched touch: one further than the slop makes the press a drag, before
    /// the long press (nothing waits any more) or after it (the menu, pointing at where the
    /// placard was, goes). Then the touch is watched no more, so a drag's moves cost nothing.
    func longPressTouchMoved(to location: Point) {
        longPress?.touchMoved(to: location)
        guard let press = longPress, press.wandered else { return }
        longPress = nil
        stopWaitingForLongPress()
        if press.isRecognized, let menu = window?.application?.menuController, menu.isMenuVisible {
            menu.setMenuVisible(false, animated: true)
        }
    }

    /// After the placard's touch ended (and its bounce began, as ever): a menu the long press
    /// showed moves over where the placard comes to rest; the keys' long press shows it there.
    func placardTouchEnded(_ touch: Touch) {
        defer { longPress = nil }
        stopWaitingForLongPress()
        guard let press = longPress else { return }
        if press.isRecognized {
            // Still showing (Esc may have hidden it meanwhile): pointed at the placard's new place.
            if window?.application?.menuController.isMenuVisible == true { showEditMenuOverPlacard() }
        } else if press.isLongPress(endedAt: touch.timestamp) {
            showEditMenuOverPlacard()
        }
    }

    /// The touch was cancelled (an interruption): no long press; a menu already showing is
    /// pointed at the placard, which is back in the middle.
    func longPressTouchCancelled() {
        stopWaitingForLongPress()
        if longPress?.isRecognized == true, window?.application?.menuController.isMenuVisible == true {
            longPress = nil
            showEditMenuOverPlacard()
        }
        longPress = nil
    }

    private func stopWaitingForLongPress() {
        window?.application?.runLoop.cancelPreviousPerformRequests(withTarget: self)
    }

    private func showEditMenuOverPlacard() {
        guard let menu = window?.application?.menuController, placardView.becomeFirstResponder() else { return }
        menu.setTargetRect(placardView.bounds, in: placardView)
        // Not told to the touch log: the touch did what MoveMe's touches do, and the log says
        // that; the menu is the menu controller's to show.
        menu.setMenuVisible(true, animated: true)
    }
}
