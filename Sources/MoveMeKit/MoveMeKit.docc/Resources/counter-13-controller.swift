import MoveMeKit

/// The count between a "−" and a "+" button. The buttons send their actions with no target:
/// the application sends them along the responder chain, from the button up through its
/// superview to this controller, the first responder that implements them. The count is kept
/// in the application's defaults, so the next run starts where this one ended.
final class CounterViewController: ViewController {
    let countView = CountView()
    private let minus = Button()
    private let plus = Button()
    /// Where the count outlives a run: the application's defaults, which the delegate hands
    /// over; the count they hold is shown.
    var defaults: UserDefaults? {
        didSet { countView.count = defaults?.integer(forKey: "count") ?? 0 }
    }

    override func loadView() {
        let view = View()
        // MoveMe's dark grey: white buttons stand out on it in 8 colours too, where a light
        // grey is white.
        view.backgroundColor = Color(white: 0.33)
        for (button, title, action) in [(minus, "−", Action("decrement:", CounterViewController.decrement)),
                                        (plus, "+", Action("increment:", CounterViewController.increment))] {
            button.setTitle(title, for: .normal)
            button.backgroundColor = .white
            button.addTarget(nil, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        view.addSubview(countView)
        self.view = view
    }

    /// The buttons and the count in the middle, laid out again when the terminal changes size:
    /// around the middle of the centre row, as text sits on whole rows of cells, two points tall.
    override func viewDidLayoutSubviews() {
        let center = Point(x: view.bounds.center.x, y: (view.bounds.center.y / 2).rounded(.down) * 2 + 1)
        countView.frame = Rect(x: center.x - 5, y: center.y - 3, width: 10, height: 6)
        minus.frame = Rect(x: center.x - 17, y: center.y - 3, width: 9, height: 6)
        plus.frame = Rect(x: center.x + 8, y: center.y - 3, width: 9, height: 6)
    }

    func increment(_ sender: Button) { set(countView.count + 1) }
    func decrement(_ sender: Button) { set(countView.count - 1) }

    private func set(_ count: Int) {
        countView.count = count
        defaults?.set(count, forKey: "count")
    }

    /// The 0 key sets the count back: a key command of the controller (UIKit's `keyCommands`),
    /// asked while it is first responder, from when its view is on screen.
    override var keyCommands: [KeyCommand] {
        [KeyCommand([.character("0")], title: "zero") { [unowned self] _, _ in set(0) }]
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        becomeFirstResponder()
    }
}
