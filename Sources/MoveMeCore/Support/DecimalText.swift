/// Numbers written with a fixed number of decimals, without Foundation.
extension Double {
    /// The number with exactly `places` decimals (0...9), rounded half away from zero:
    /// "1.73", "-0.50", "12"; "nan", "inf" and "-inf" for what is not finite. The core has no
    /// Foundation, so no `String(format:)`.
    ///
    /// - Parameters:
    ///   - places: How many decimals.
    ///   - separator: What goes before them: "." by default, a language's own where text for a
    ///     person is made ("1,73" in French). The core knows no language: its caller gives the
    ///     mark. An ASCII character; any other writes ".".
    public func decimalText(places: Int, separator: Character = ".") -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = min(max(0, places), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * Double(scale)).rounded()
        guard scaled < 9e18 else { return "\(self)" }  // past Int: Swift's own spelling
        let units = Int(scaled)
        return Self.decimalText(units: units, places: places, negative: self < 0 && units > 0,
                                separator: separator.asciiValue ?? UInt8(ascii: "."))
    }

    /// `units` (≥ 0) with `separator` before its last `places` digits, at least one digit
    /// before it: the digits written right to left into the text's own storage (a pinch's two
    /// figures, every frame they change, were five texts made and joined).
    private static func decimalText(units: Int, places: Int, negative: Bool, separator: UInt8) -> String {
        var digits = 1, rest = units / 10
        while rest > 0 { (digits, rest) = (digits + 1, rest / 10) }
        let shown = max(digits, places + 1), length = (negative ? 1 : 0) + shown + (places > 0 ? 1 : 0)
        return String(unsafeUninitializedCapacity: length) { text in
            var index = length
            rest = units
            for position in 0..<shown {
                if places > 0, position == places {
                    index -= 1
                    text[index] = separator
                }
                index -= 1
                text[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if negative { text[0] = UInt8(ascii: "-") }
            return length
        }
    }
}
