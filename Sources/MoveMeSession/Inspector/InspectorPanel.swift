import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// What the overlays show of the inspector: the panel's lines where the placement puts them,
/// or, when the screen is too small, one line saying so over the scene.
public struct InspectorPanel: Equatable {
    public var placement: InspectorPlacement
    public var lines: [PanelLine]
    /// How many of the touch log's newest entries the wheel can scroll back past: as many as
    /// leave the oldest at the top.
    public var logScrollLimit: Int

    public init(placement: InspectorPlacement, lines: [PanelLine], logScrollLimit: Int = 0) {
        self.placement = placement
        self.lines = lines
        self.logScrollLimit = logScrollLimit
    }

    /// The room for lines in the panel's area: a border and a margin are taken off.
    public static func textArea(of placement: InspectorPlacement, columns: Int, rows: Int) -> CellRect? {
        guard let area = placement.panel(columns: columns, rows: rows) else { return nil }
        switch placement {
        case .beside:
            return CellRect(minColumn: area.minColumn + 2, minRow: area.minRow, maxColumn: area.maxColumn, maxRow: area.maxRow)
        default:
            return CellRect(minColumn: area.minColumn + 1, minRow: area.minRow + 1, maxColumn: area.maxColumn - 1,
                            maxRow: area.maxRow)
        }
    }

    // MARK: Drawing

    private static let background = RGB(28, 31, 38)
    private static let border = RGB(90, 100, 118)

    private static func color(_ role: PanelRole) -> RGB {
        switch role {
        case .title: RGB(255, 255, 255)
        case .heading: RGB(130, 190, 255)
        case .name: RGB(235, 235, 235)
        case .label: RGB(150, 160, 175)
        case .model: RGB(215, 218, 224)
        case .shown: RGB(255, 196, 90)
        case .bar: RGB(110, 205, 140)
        case .track: RGB(70, 76, 90)
        case .quiet: RGB(135, 142, 156)
        }
    }

    /// In eight colours the panel's greys and tints would map to black and dark blue on
    /// black (the palette keeps a muted colour's hue): there each role takes a basic colour
    /// of its own, on black, quiet text in plain white and the rest bright or bold.
    private static func basicColor(_ role: PanelRole) -> Int {
        switch role {
        case .heading: 6  // cyan
        case .shown: 3  // yellow
        case .bar: 2  // green
        default: 7  // white
        }
    }

    static func style(_ role: PanelRole, depth: ColorDepth) -> Style {
        let bold = role == .title || role == .heading
        switch depth {
        case .monochrome:
            return Style(foreground: .white, background: .black, bold: bold || role == .shown,
                         dim: role == .quiet || role == .track)
        case .palette8:
            return Style(foreground: Palette.rgb(ofXterm256: basicColor(role)), background: Palette.rgb(ofXterm256: 0),
                         bold: bold || role == .name || role == .model)
        default:
            return Style(foreground: color(role), background: background, bold: bold)
        }
    }

    /// Draws the panel (its background, a border on the scene's side, the lines) or the
    /// too-small line.
    public func draw(on layer: inout PlaneCells, depth: ColorDepth, strings: Strings = Strings(.english)) {
        let columns = layer.columns, rows = layer.rows
        guard let area = placement.panel(columns: columns, rows: rows),
              let text = Self.textArea(of: placement, columns: columns, rows: rows) else {
            guard rows > 0 else { return }
            let message = InspectorPlacement.tooSmallMessage(columns: columns, strings: strings)
            let style = depth == .monochrome ? Style(foreground: .white, background: .black, reverse: true)
                                             : Style(foreground: Self.color(.shown), background: Self.background)
            layer.put(String(repeating: " ", count: columns), column: 0, row: 0, style: style)
            layer.put(message, column: (columns - message.cells) / 2, row: 0, style: style)
            return
        }
        let plain = Self.style(.label, depth: depth)
        let edge = depth == .monochrome || depth == .palette8 ? plain : Style(foreground: Self.border, background: Self.background)
        for row in area.minRow..<area.maxRow {
            layer.put(String(repeating: " ", count: area.width), column: area.minColumn, row: row, style: plain)
        }
        if case .beside = placement {
            for row in area.minRow..<area.maxRow { layer.put("│", column: area.minColumn, row: row, style: edge) }
        } else {
            layer.put(String(repeating: "─", count: area.width), column: area.minColumn, row: area.minRow, style: edge)
        }
        for (index, line) in lines.prefix(text.height).enumerated() {
            var column = text.minColumn
            for span in line.truncated(to: text.width).spans {
                layer.put(span.text, column: column, row: text.minRow + index, style: Self.style(span.role, depth: depth))
                column += span.text.cells
            }
        }
    }

    /// "slow animations ×10" in the scene's top-right corner, so it shows with the panel closed.
    public static func drawSlowBadge(on layer: inout PlaneCells, sceneColumns: Int, speed: Double,
                                     depth: ColorDepth, strings: Strings = Strings(.english)) {
        guard layer.rows > 0 else { return }
        var badge = " " + strings.format(.slowBadge, PanelFormat.number(1 / speed, strings)) + " "
        if badge.cells > sceneColumns { badge = " " + strings[.slowBadgeShort] + " " }
        guard badge.cells <= sceneColumns else { return }
        let style = depth == .monochrome ? Style(foreground: .white, background: .black, reverse: true)
                                         : Style(foreground: RGB(20, 20, 20), background: color(.shown))
        layer.put(badge, column: sceneColumns - badge.cells, row: 0, style: style)
    }
}
