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

    /// The keys' finger as key commands: arrows or hjkl drag the placard (a column is half as
    /// far as a row, in points), space or enter let it go, n or tab show the next greeting.
    /// None in a scene without the placard.
    public var placardKeyCommands: [KeyCommand] {
        guard placardHost != nil else { return [] }
        let moves: [(KeyCommand.Input, Character, columns: Int, rows: Int)] =
            [(.up, "k", 0, -1), (.down, "j", 0, 1), (.left, "h", -2, 0), (.right, "l", 2, 0)]
        return moves.map { move in
            KeyCommand([move.0, .character(move.1)]) { [unowned self] _, time in
                movePlacard(columns: move.columns, rows: move.rows, at: time)
            }
        } + [
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
