/// What a run of the inspector's text is, for its colour: the front end picks the colours, the
/// text says what things are.
public enum PanelRole: Sendable {
    case title, heading, name, label
    /// A model value, and what an animation shows now (the presentation).
    case model, shown
    /// A progress bar's played and unplayed parts.
    case bar, track
    /// What is over or beside the point (the last touch, a paused animator).
    case quiet
}

public struct PanelSpan: Equatable, Sendable {
    public var text: String
    public var role: PanelRole

    public init(_ text: String, _ role: PanelRole) {
        self.text = text
        self.role = role
    }
}

/// One line of the inspector: runs of text, measured in cells (a Chinese label takes two a
/// character).
public struct PanelLine: Equatable, Sendable {
    public private(set) var spans: [PanelSpan] = []

    public init(_ spans: PanelSpan...) {
        self.spans = spans
    }

    public var text: String { spans.map(\.text).joined() }
    public var count: Int { spans.reduce(0) { $0 + $1.text.cells } }

    /// Adds a run at the end.
    public mutating func add(_ text: String, _ role: PanelRole) {
        guard !text.isEmpty else { return }
        spans.append(PanelSpan(text, role))
    }

    /// Adds a run starting at `column` (spaces up to it; one space at least after earlier text).
    public mutating func add(_ text: String, _ role: PanelRole, at column: Int) {
        let gap = count == 0 ? column : max(1, column - count)
        add(String(repeating: " ", count: gap), .label)
        add(text, role)
    }

    /// The line on as many lines of at most `width` cells as it takes, broken between words and
    /// never inside one, the lines after the first starting at `indent`: "Касаний нет после
    /// предупреждения о памяти" on two lines, not cut. A word wider than a line is left to
    /// `truncated`.
    public func wrapped(to width: Int, indent: Int) -> [PanelLine] {
        guard count > width else { return [self] }
        var lines: [PanelLine] = []
        var line = PanelLine(), hasWord = false, space = ""
        for span in spans {
            var word = ""
            func place() {
                guard !word.isEmpty else { return }
                if hasWord, line.count + space.cells + word.cells > width {
                    lines.append(line)
                    line = PanelLine()
                    line.add(String(repeating: " ", count: indent), .label)
                    space = ""
                }
                line.add(space + word, span.role)
                (hasWord, space, word) = (true, "", "")
            }
            for character in span.text {
                if character == " " {
                    place()
                    space.append(" ")
                } else {
                    word.append(character)
                }
            }
            place()
        }
        return lines + [line]
    }

    /// The line cut to `width` cells, with "…" where it was cut.
    public func truncated(to width: Int) -> PanelLine {
        guard count > width else { return self }
        var result = PanelLine()
        var room = max(0, width - 1)
        for span in spans where room > 0 {
            let part = span.text.prefix(cells: room)
            result.add(part, span.role)
            room -= part.cells
        }
        if width > 0 { result.add("…", spans.last?.role ?? .label) }
        return result
    }
}
