/// The value at fraction `p` (0 to 1) of `values` sorted, the nearest rank; nil when there are
/// no values (a short run may measure none of a case: `moveme-bench 1` plays five heaps, none of
/// them of ten items).
func percentile(_ values: [Double], _ p: Double) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

/// Microseconds to two decimals, or "n/a" for a figure nothing measured.
func format2(_ x: Double?) -> String {
    guard let x else { return "n/a" }
    let scaled = (x * 100).rounded() / 100
    return "\(scaled)"
}
