/// A control that shows a title and sends its actions when pressed, as UIButton of the system
/// type: its title and the title's colour are kept per state (`setTitle(_:for:)`), and it is
/// highlighted while a finger is held on it (`Control`'s tracking), drawn again at each change.
/// A press is `.touchUpInside`; a finger that leaves it before lifting makes none (touch up
/// outside), and one taken away sends touch cancel.
///
/// The title is the app's: the core has no words of its own. It is drawn whole, centred, as
/// given (text already made safe to show, and fitted by the app if it may not fit).
open class Button: Control {
    /// UIKit's system tint, a normal title's colour unless set: a blue.
    public static let tintColor = Color(red: 0, green: 122 / 255, blue: 1)
    /// A highlighted title's colour unless set: the tint, paler, as a pressed system button's.
    public static let highlightedTitleColor = tintColor.interpolated(to: .white, 0.6)
    /// A disabled title's colour unless set: a grey.
    public static let disabledTitleColor = Color(white: 0.56)

    private var titles: [State: String] = [:]
    private var titleColors: [State: Color] = [:]

    /// Sets the title shown in `state` (nil: the normal title is shown there, or none).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        setNeedsDisplay()
    }

    /// The title shown in `state`: its own, else the normal one, as UIButton's ("If no title
    /// has been set for the specific state, this method returns the title associated with the
    /// normal state"). States are matched exactly: highlighted and selected together have their
    /// own title or the normal one.
    public func title(for state: State) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title shown now, in the button's `state`.
    public var currentTitle: String? { title(for: state) }

    /// Sets the title's colour in `state` (nil: the normal colour, or the default).
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        setNeedsDisplay()
    }

    /// The title's colour in `state`: its own, else the normal one, else the system's for the
    /// state (the tint; paler while highlighted; grey while disabled).
    public func titleColor(for state: State) -> Color {
        if let color = titleColors[state] { return color }
        if state.contains(.disabled) { return titleColors[.normal] ?? Self.disabledTitleColor }
        if state.contains(.highlighted) { return Self.highlightedTitleColor }
        return titleColors[.normal] ?? Self.tintColor
    }

    /// The title's colour now.
    public var currentTitleColor: Color { titleColor(for: state) }

    /// Its background, then the title at the centre. Where the device has no colour it is
    /// outlined, and while highlighted filled in reverse with its title bold, so a press shows
    /// there too (a button one line tall is all outline: the bold title shows it).
    open override func draw(in context: any GraphicsContext) {
        let showsColor = context.showsColor
        if showsColor {
            super.draw(in: context)
        } else {
            context.strokeOutline(filled: isHighlighted)
        }
        guard let title = currentTitle, !title.isEmpty else { return }
        context.drawText(title, centeredAt: context.bounds.center, color: currentTitleColor, bold: !showsColor && isHighlighted)
    }
}
