import MoveMeKit

/// The count, drawn in a rounded box of its own colour.
final class CountView: View {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(in context: any GraphicsContext) {
        if context.showsColor {
            let box = RoundedRect(context.bounds, cornerRadius: 2)
            context.fill { point in box.contains(point) ? Color(red: 1, green: 0.85, blue: 0.3) : nil }
        } else {
            context.strokeOutline()
        }
        context.drawText(String(count), centeredAt: context.bounds.center, color: .black, bold: true)
    }
}
