import MoveMeCore
import MoveMeStrings

extension Strings {
    /// A number with `places` decimals as this language writes it: "2.68" in English, "2,68" in
    /// French (`decimalSeparator`). The core gives numbers; the words and marks around them
    /// are made here, where the language is known.
    public func decimal(_ value: Double, places: Int) -> String {
        value.decimalText(places: places, separator: decimalSeparator)
    }
}
