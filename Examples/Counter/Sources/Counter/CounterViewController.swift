import MoveMeKit

/// The count in a label between a "−" and a "+" button. The buttons send their actions with
/// no target: the application sends them along the responder chain, from the button up
/// through its superview to this controller, the first responder that implements them.
final class CounterViewController: ViewController {
    private(set) var count = 0
    private let label = Label(text: "0")
    private let minus = Button()
    private let plus = Button()

    override func loadView() {
        let view = View()
        view.backgroundColor = Color(white: 0.95)
        label.isBold = true
        for (button, title, action) in [(minus, "−", Action("decrement:", CounterViewController.decrement)),
                                        (plus, "+", Action("increment:", CounterViewController.increment))] {
            button.setTitle(title, for: .normal)
            button.backgroundColor = .white
            button.addTarget(nil, action: action, for: .touchUpInside)
            view.addSubview(button)
        }
        view.addSubview(label)
        self.view = view
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

    /// The label and the buttons in the middle, laid out again when the terminal changes size.
    override func viewDidLayoutSubviews() {
        let center = view.bounds.center
        label.frame = Rect(x: center.x - 5, y: center.y - 2, width: 10, height: 4)
        minus.frame = Rect(x: center.x - 17, y: center.y - 3, width: 9, height: 6)
        plus.frame = Rect(x: center.x + 8, y: center.y - 3, width: 9, height: 6)
    }

    func increment(_ sender: Button) { set(count + 1) }
    func decrement(_ sender: Button) { set(count - 1) }

    private func set(_ count: Int) {
        self.count = count
        label.text = String(count)
    }
}
