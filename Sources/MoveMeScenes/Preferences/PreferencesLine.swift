/// One line of a preferences file as a person wrote it, its line ending left off: a
/// `key = value`, or nothing (blank, or only a comment), with the text around the value kept,
/// so that a save puts a new value in its place and leaves the rest of the line as it was.
///
/// `#` starts a comment wherever it is, after a value too ("greeting = 13  # my favourite"),
/// so no value holds one: none this program takes does (whole numbers, true or false, names).
/// Spaces and tabs around the key and the value are not part of them.
struct PreferencesLine: Equatable {
    /// nil for a line with no preference: blank, or a comment.
    let key: String?
    /// The value as written (empty for a line with no preference).
    let value: String
    /// The line's text before and after its value: the key, `=` and spaces; spaces and the comment.
    let beforeValue: String
    let afterValue: String

    /// The line in `text`; nil when it is neither blank, a comment nor `key = value`.
    init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
        let commentStart = scalars.firstIndex(of: "#") ?? scalars.count
        guard let equals = scalars[..<commentStart].firstIndex(of: "=") else {
            guard scalars[..<commentStart].allSatisfy(isSpace) else { return nil }
            (key, value, beforeValue, afterValue) = (nil, "", text, "")
            return
        }
        var start = equals + 1
        while start < commentStart, isSpace(scalars[start]) { start += 1 }
        var end = commentStart
        while end > start, isSpace(scalars[end - 1]) { end -= 1 }
        func string(_ part: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(part)) }
        key = string(scalars[..<equals]).trimmingSpaces
        value = string(scalars[start..<end])
        beforeValue = string(scalars[..<start])
        afterValue = string(scalars[end...])
    }

    /// The same line with `newValue` where its value was.
    func replacingValue(with newValue: String) -> String {
        beforeValue + newValue + afterValue
    }
}
