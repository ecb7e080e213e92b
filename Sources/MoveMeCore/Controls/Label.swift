/// A view that shows one line of text, as UILabel: the text the app gives it, in its colour,
/// centred in its bounds (the model's drawing centres text on a point). It takes no touches, as
/// UILabel's `isUserInteractionEnabled` is false by default: they go to the view behind it.
///
/// The text is the app's: the core has no words of its own. It is drawn whole, as given (made
/// safe to show, and fitted by the app if it may not fit).
open class Label: View {
    /// What it shows; nil or empty: nothing.
    public var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// The text's colour: black by default, as UILabel's.
    public var textColor = Color.black {
        didSet { if textColor != oldValue { setNeedsDisplay() } }
    }
    /// Whether the text is bold; not by default.
    public var isBold = false {
        didSet { if isBold != oldValue { setNeedsDisplay() } }
    }

    /// A label showing `text` over `frame` of its superview.
    public init(frame: Rect = .zero, text: String? = nil) {
        self.text = text
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Its background, then the text at the centre.
    open override func draw(in context: any GraphicsContext) {
        super.draw(in: context)
        guard let text, !text.isEmpty else { return }
        context.drawText(text, centeredAt: context.bounds.center, color: textColor, bold: isBold)
    }
}
