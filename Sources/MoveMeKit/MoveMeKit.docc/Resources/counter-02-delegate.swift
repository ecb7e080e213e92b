import MoveMeKit

/// At launch, a window the screen's size, with a view controller whose view fills it.
@main
final class CounterDelegate: TerminalApplicationDelegate {
    var window: Window?

    func applicationDidFinishLaunching(_ application: Application) {
        let window = Window(frame: application.screen.bounds)
        let controller = ViewController()
        controller.view = View()
        // MoveMe's dark grey: the white buttons to come stand out on it in 8 colours too, where
        // a light grey is white.
        controller.view.backgroundColor = Color(white: 0.33)
        window.rootViewController = controller
        self.window = window
    }
}
