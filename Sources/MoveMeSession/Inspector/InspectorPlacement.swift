import MoveMeStrings
import MoveMeRendering

/// Where the inspector goes on a screen of a given size: beside the scene (the scene keeps the
/// left part), below it (the scene keeps the top), or nowhere when the screen is too small for
/// both a usable scene and a readable panel. The scene always starts at the top-left cell, so
/// pointer cells in the scene are the scene's own.
public enum InspectorPlacement: Equatable, Sendable {
    case beside(sceneColumns: Int)
    case below(sceneRows: Int)
    /// Too small for the panel: it steps aside and one line says so.
    case tooSmall

    /// The narrowest panel, and the width its lines are written for (wider, a moving
    /// placard's presentation values fit beside the model's without being cut).
    public static let panelColumns = 40
    public static let preferredPanelColumns = 46
    /// The fewest rows the panel is worth showing in.
    public static let panelRows = 16
    /// The smallest scene the placard still moves about in (it is 24×5 cells, with room to drag).
    public static let sceneColumns = 30
    public static let sceneRows = 12

    /// Beside where the screen is wide enough (at 80×24: a scene of 34 columns, the placard
    /// with room around it, and a panel of 46), else below where it is tall enough, else too
    /// small.
    public static func choose(columns: Int, rows: Int) -> InspectorPlacement {
        if columns >= sceneColumns + panelColumns, rows >= panelRows {
            let panel = min(preferredPanelColumns, columns - sceneColumns - 4)
            return .beside(sceneColumns: columns - max(panelColumns, panel))
        }
        if columns >= panelColumns, rows >= sceneRows + panelRows {
            return .below(sceneRows: max(sceneRows, rows - max(panelRows, rows / 2)))
        }
        return .tooSmall
    }

    /// The message for `.tooSmall`, the longest that fits `columns`: each says what size the
    /// panel needs, down to the size alone.
    public static func tooSmallMessage(columns: Int, strings: Strings = Strings(.english)) -> String {
        let beside = "\(sceneColumns + panelColumns)×\(panelRows)", below = "\(panelColumns)×\(sceneRows + panelRows)"
        let needed = strings.format(.inspectorOr, beside, below)
        let choices = [strings.format(.inspectorNeeds, needed), strings.format(.inspectorNeedsShort, needed),
                       strings.format(.inspectorNeedsShort, beside), strings.format(.inspectorNeedsShortest, needed),
                       strings.format(.inspectorNeedsShortest, beside), beside]
        return choices.first { $0.cells <= columns } ?? choices.last!.prefix(cells: max(0, columns))
    }

    /// The scene's part of a screen of this size.
    public func scene(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        switch self {
        case .beside(let sceneColumns): (min(columns, sceneColumns), rows)
        case .below(let sceneRows): (columns, min(rows, sceneRows))
        case .tooSmall: (columns, rows)
        }
    }

    /// The panel's part, nil when it steps aside.
    public func panel(columns: Int, rows: Int) -> CellRect? {
        switch self {
        case .beside(let sceneColumns): CellRect(minColumn: sceneColumns, minRow: 0, maxColumn: columns, maxRow: rows)
        case .below(let sceneRows): CellRect(minColumn: 0, minRow: sceneRows, maxColumn: columns, maxRow: rows)
        case .tooSmall: nil
        }
    }
}
