import MoveMeKit

/// At launch, a window the screen's size whose root view controller is the fling's.
@main
final class FlingDelegate: TerminalApplicationDelegate {
    var window: Window?

    static let name = "fling"
    static let help: KeyValuePairs<String, String> = ["drag the square": "throw it: it bounces off the edges and comes back"]

    func applicationDidFinishLaunching(_ application: Application) {
        let window = Window(frame: application.screen.bounds)
        window.rootViewController = FlingViewController(runLoop: application.runLoop)
        self.window = window
    }
}
