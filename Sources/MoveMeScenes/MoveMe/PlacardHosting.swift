import MoveMeCore
/// The keys' finger on MoveMe's placard, in any scene that shows it: a key presses on the
/// placard's centre (the pulse), arrows drag it, another lets go. The views see ordinary touches,
/// so what follows (the bounce, or a throw) is the scene's own.
public protocol PlacardHosting: Scene {
    /// The MoveMe view, in a scene that shows MoveMe's placard; nil in one without it.
    var placardHost: MoveMeView? { get }
}

extension PlacardHosting {
    public var placardHostIfAny: MoveMeView? { placardHost }

    /// The keys' finger as key commands: arrows or hjkl drag the placard (`Scene+KeyboardFinger`),
    /// space or enter let it go, n or tab show the next greeting. None in a scene without the
    /// placard.
    public var placardKeyCommands: [KeyCommand] {
        guard placardHost != nil else { return [] }
        return arrowKeyCommands { [unowned self] columns, rows, time in movePlacard(columns: columns, rows: rows, at: time) }
            + [
                KeyCommand([.character(" "), .enter]) { [unowned self] _, time in releasePlacard(at: time) },
                KeyCommand([.character("n"), .tab]) { [unowned self] _, time in showNextGreetingFromKeyboard(at: time) },
            ]
    }

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

    /// Drags the placard by whole cells, grabbing it first if needed.
    public func movePlacard(columns dx: Int, rows dy: Int, at time: Double) {
        grabPlacard(at: time)
        moveKeyboardTouch(columns: dx, rows: dy, at: time)
    }

    /// Lets go of the placard held by the keys.
    public func releasePlacard(at time: Double) {
        releaseKeyboardTouch(at: time)
    }

    /// The next greeting, asked for with a key: as a double tap on the background, ignored
    /// while the placard's view takes no touches (the bounce, a flight).
    public func showNextGreetingFromKeyboard(at time: Double) {
        advance(to: time)
        guard let host = placardHost, host.isUserInteractionEnabled, !dispatcher.isIgnoringInteractionEvents else { return }
        host.placardView.showNextGreeting()
    }
}
