import MoveMeRendering

extension GreetingsFile {
    /// `line` made safe and fit to show on one placard line.
    ///
    /// Removes escape sequences whole (``ControlSequences``), then everything else that could
    /// reach the terminal as a control or reorder the display (C0, C1, DEL, bidi controls,
    /// zero-width space, BOM, line separators); a tab becomes a space. Combining marks stay on their base character, but a mark with no base at the
    /// start is dropped. Surrounding whitespace is trimmed, and a greeting wider than
    /// ``maximumWidth`` cells is shortened in the middle with "…".
    public static func sanitize(_ line: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in ControlSequences.removed(from: line).unicodeScalars {
            if scalar == "\t" {
                scalars.append(" ")
            } else if !SafeText.isRemoved(scalar) {
                scalars.append(scalar)
            }
        }
        // Leading: whitespace, and marks or joiners that would have nothing to attach to (a
        // terminal would put them on whatever cell precedes the placard text).
        let leading = scalars.prefix { $0.properties.isWhitespace || SafeText.isBaseless($0) }.count
        scalars.removeFirst(leading)
        let trailing = scalars.reversed().prefix { $0.properties.isWhitespace }.count
        scalars.removeLast(trailing)
        return String(scalars).truncatingMiddle(toWidth: maximumWidth)
    }
}
