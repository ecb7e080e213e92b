import MoveMeKit

/// The application's delegate: at launch, a window the screen's size whose root view
/// controller is the counter's, as an iPhone app's delegate makes its window.
@main
final class CounterDelegate: TerminalApplicationDelegate {
    var window: Window?

    static let name = "counter"
    static let help: KeyValuePairs<String, String> = [
        "click + or −": "count up or down", "drag the count": "move it", "0": "back to zero",
    ]

    func applicationDidFinishLaunching(_ application: Application) {
        let window = Window(frame: application.screen.bounds)
        let controller = CounterViewController()
        controller.defaults = application.userDefaults
        window.rootViewController = controller
        self.window = window
    }
}
