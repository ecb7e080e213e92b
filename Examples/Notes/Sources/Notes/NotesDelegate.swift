import MoveMeKit

/// At launch, a window the screen's size whose root view controller manages the board.
@main
final class NotesDelegate: TerminalApplicationDelegate {
    var window: Window?

    static let name = "notes"
    static let help: KeyValuePairs<String, String> = [
        "drag a note": "move it",
        "long-press": "the edit menu: cut, copy, delete a note; paste on the board",
        "paste (terminal)": "a new note with the text",
    ]

    func applicationDidFinishLaunching(_ application: Application) {
        let window = Window(frame: application.screen.bounds)
        let board = BoardView()
        // Spread across the window's width: at fixed places, one was cut off on a narrow one.
        for (index, text) in ["buy milk", "call Ana", "ship it"].enumerated() {
            let place = Point(x: window.bounds.width * Double(index + 1) / 4, y: 11 + Double(index % 2) * 8)
            board.add(NoteView(text: text), at: place, animated: false)
        }
        window.rootViewController = BoardViewController(board: board)
        self.window = window
    }
}

/// Manages the board; the board is first responder once on screen, so that text pasted into
/// the terminal becomes a note.
final class BoardViewController: ViewController {
    init(board: BoardView) {
        super.init()
        view = board
    }

    override func viewDidAppear(_ animated: Bool) {
        view.becomeFirstResponder()
    }
}
