import MoveMeKit

/// At launch, a window the screen's size whose root view controller is the counter's.
@main
final class CounterDelegate: TerminalApplicationDelegate {
    var window: Window?

    static let name = "counter"

    func applicationDidFinishLaunching(_ application: Application) {
        let window = Window(frame: application.screen.bounds)
        window.rootViewController = CounterViewController()
        self.window = window
    }
}
