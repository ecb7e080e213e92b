extension Double {
    /// The number with exactly `places` decimals (0...9), rounded half away from zero:
    /// "1.73", "-0.50", "12"; "nan", "inf" and "-inf" for what is not finite. The core has no
    /// Foundation, so no `String(format:)`.
    public func decimalText(places: Int) -> String {
        guard isFinite else { return isNaN ? "nan" : (self < 0 ? "-inf" : "inf") }
        let places = min(max(0, places), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(self) * Double(scale)).rounded()
        guard scaled < 9e18 else { return "\(self)" }  // past Int: Swift's own spelling
        let units = Int(scaled)
        let sign = self < 0 && units > 0 ? "-" : ""
        guard places > 0 else { return sign + String(units) }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
