import MoveMeScenes
import MoveMeCore

/// A random history of a person at the terminal, through the touch dispatcher into a scene:
/// the mouse's button down, moves and up anywhere on the screen, the keys' finger on the
/// placard, the scene's own keys, resizes, restarts and time passing by any step. Nothing
/// crashes, every view stays finite, and once the person lets go and waits, no touch is stuck,
/// touches are taken again and (in MoveMe) the placard is home, still and its normal size.
///
/// The input: a byte for the scene, two for its size, then an operation a byte or a few.
public enum TouchesFuzz {
    static let steps = [0, 0.001, 1.0 / 60, 0.05, 0.1, 0.2, 0.35, 0.5, 1, 3, 100]

    public static func run(_ data: [UInt8]) {
        var input = FuzzedDataProvider(data)
        var time = Double(input.below(4)) * 1000
        let sceneChoice = input.below(1 + DynamicsScene.Recipe.allCases.count)
        var columns = input.inRange(0...200)
        var rows = input.inRange(0...60)
        let scene: any Scene = sceneChoice == 0
            ? MoveMeApp(columns: columns, rows: rows, time: time)
            : DynamicsScene(DynamicsScene.Recipe.allCases[sceneChoice - 1], columns: columns, rows: rows, time: time)
        // The keys' finger on MoveMe's placard, in the scenes that show it.
        let placard = scene as? any PlacardHosting

        func cell() -> (column: Int, row: Int) {
            (input.below(max(1, columns)), input.below(max(1, rows)))
        }
        var operations = 0
        while !input.isExhausted && operations < 400 {
            operations += 1
            time += steps[input.below(steps.count)] * (input.bool() ? 1 : 0.5)
            switch input.below(14) {
            case 0, 1:
                let (column, row) = cell()
                scene.pointerDown(column: column, row: row, at: time)
            case 2, 3, 4:
                let (column, row) = cell()
                scene.pointerMoved(column: column, row: row, at: time)
            case 5, 6:
                let (column, row) = cell()
                scene.pointerUp(column: column, row: row, at: time)
            case 7:
                scene.cancelTouches(at: time)
            case 8:
                // One of the scene's key commands, as the front end sends a key it takes.
                let commands = scene.keyCommands
                if !commands.isEmpty {
                    let command = input.pick(commands)
                    if !command.inputs.isEmpty { command.action(input.pick(command.inputs), time) }
                }
            case 9:
                placard?.movePlacard(columns: input.inRange(-3...3), rows: input.inRange(-3...3), at: time)
            case 10:
                switch input.below(3) {
                case 0: placard?.grabPlacard(at: time)
                case 1: placard?.releasePlacard(at: time)
                default: placard?.showNextGreetingFromKeyboard(at: time)
                }
            case 11:
                columns = input.inRange(0...200)
                rows = input.inRange(0...60)
                scene.advance(to: time)
                scene.resize(columns: columns, rows: rows)
            case 12:
                if input.below(8) == 0 { scene.restart(at: time) } else { scene.advance(to: time) }
            default:
                scene.advance(to: time)
                _ = scene.render()
            }
            checkFinite(scene.window)
        }

        // The person lets go of everything and waits.
        placard?.releasePlacard(at: time)
        let (column, row) = cell()
        scene.pointerUp(column: column, row: row, at: time)
        for _ in 0..<40 {
            time += 0.5
            scene.advance(to: time)
        }
        checkFinite(scene.window)
        _ = scene.render()
        require(!scene.isTouching, "a touch is stuck after the person let go")
        require(!scene.dispatcher.isIgnoringInteractionEvents, "touches are still ignored 20 s after letting go")
        if let app = scene as? MoveMeApp {
            require(!app.isAnimating, "MoveMe still animates 20 s after letting go")
            let placard = app.placardView
            require(placard.center == app.moveMeView.middle,
                    "the placard rests at \(placard.center), not home at \(app.moveMeView.middle)")
            require(placard.transform == .identity, "the placard rests scaled or turned: \(placard.transform)")
            require(app.moveMeView.isUserInteractionEnabled, "MoveMe takes no touches once at rest")
        }
    }

    /// Traps on a view whose geometry is not finite.
    static func checkFinite(_ view: View) {
        require(view.center.x.isFinite && view.center.y.isFinite, "\(view.typeName) centre \(view.center)")
        let size = view.bounds.size
        require(size.width.isFinite && size.height.isFinite, "\(view.typeName) size \(size)")
        require(view.transform.isFinite, "\(view.typeName) transform \(view.transform)")
        for subview in view.subviews { checkFinite(subview) }
    }
}
