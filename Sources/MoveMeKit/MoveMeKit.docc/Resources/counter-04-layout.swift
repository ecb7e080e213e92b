import MoveMeKit

/// The count in a label between a "−" and a "+" button.
final class CounterViewController: ViewController {
    private var count = 0
    private let label = Label(text: "0")
    private let minus = Button()
    private let plus = Button()

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
        label.textColor = .white
        view.addSubview(label)
        self.view = view
    }

    /// The buttons and the count in the middle, laid out again when the terminal changes size:
    /// around the middle of the centre row, as text sits on whole rows of cells, two points tall.
    override func viewDidLayoutSubviews() {
        let center = Point(x: view.bounds.center.x, y: (view.bounds.center.y / 2).rounded(.down) * 2 + 1)
        label.frame = Rect(x: center.x - 5, y: center.y - 3, width: 10, height: 6)
        minus.frame = Rect(x: center.x - 17, y: center.y - 3, width: 9, height: 6)
        plus.frame = Rect(x: center.x + 8, y: center.y - 3, width: 9, height: 6)
    }

    func increment(_ sender: Button) {
        count += 1
        label.text = String(count)
    }

    func decrement(_ sender: Button) {
        count -= 1
        label.text = String(count)
    }
}
