/// The keys' finger on MoveMe's placard, in any scene that shows it: a key presses on the
/// placard's centre (the pulse), arrows drag it, another lets go. The views see ordinary touches,
/// so what follows (the bounce, or a throw) is the scene's own.
extension Scene {
    /// A touch, from the mouse or the keys, holds the placard.
    public var isHoldingPlacard: Bool {
        guard let placard = placardHost?.placardView else { return false }
        return dispatcher.activeTouch?.view === placard
    }

    /// Presses on the placard's centre with the keys, as a finger would: the pulse. Nothing
    /// happens while the placard takes no touches (the bounce) or the mouse holds a touch.
    public func grabPlacard(at time: Double) {
        advance(to: time)
        guard let placard = placardHost?.placardView else { return }
        dispatcher.keyboardPress(on: placard, time: time)
    }

    /// Drags the placard by whole cells, grabbing it first if needed; the touch stays on the
    /// scene (at most the centre of its last cell).
    public func movePlacard(columns dx: Int, rows dy: Int, at time: Double) {
        grabPlacard(at: time)
        let cellCentres = Rect(x: 0, y: 0, width: max(0, Double(columns) - 0.5), height: max(0, Double(rows) * 2 - 1))
        dispatcher.keyboardMove(by: Point(x: Double(dx), y: Double(dy) * 2), within: cellCentres, time: time)
    }

    /// Lets go of the placard held by the keys.
    public func releasePlacard(at time: Double) {
        advance(to: time)
        dispatcher.keyboardRelease(time: time)
    }

    /// The next greeting, asked for with a key: as a double tap on the background, ignored
    /// while the placard's view takes no touches (the bounce, a flight).
    public func showNextGreetingFromKeyboard(at time: Double) {
        advance(to: time)
        guard let host = placardHost, host.isUserInteractionEnabled, !dispatcher.isIgnoringInteractionEvents else { return }
        host.placardView.showNextGreeting()
    }
}
