import MoveMeCore

/// A model colour as the 8-bit channels cells are painted with, and back.
extension Color {
    /// The model's colour of a cell colour, with `alpha`.
    public init(_ rgb: RGB, alpha: Double = 1) {
        self.init(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255, alpha: alpha)
    }

    /// The opaque colour, rounded to 8 bits a channel.
    public var rgb: RGB {
        // Adding a half and truncating rounds these non-negative values, without a libm call.
        func byte(_ v: Double) -> UInt8 { UInt8(v.clamped(to: 0...1) * 255 + 0.5) }
        return RGB(byte(red), byte(green), byte(blue))
    }
}
