import MoveMeCore
import MoveMeStrings
import MoveMeRendering
import MoveMeDynamics

/// The inspector's lines for one snapshot of the model, as a pure function of the snapshot and
/// the room there is: the view tree (model and presentation side by side), the touch, the
/// animations, the dynamics, as much of the touch log as fits, newest last, and the
/// application's newest life-cycle calls at the foot (its state in the title while inactive).
///
/// No clock and no state: the same snapshot gives the same lines, so a still model gives a
/// still panel, and a panel drawn again costs nothing on the screen.
public enum InspectorReport {
    /// Where a detail line's label, model value and shown value begin.
    static let labelColumn = 1
    static let modelColumn = 11
    static let shownColumn = 27
    /// Cells of a progress bar.
    static let barCells = 10
    /// How many stopped animations are listed.
    static let stoppedShown = 2

    public static func lines(model: ModelSnapshot, dynamics: DynamicsSnapshot? = nil, editing: EditingSnapshot? = nil,
                             columns: Int, rows: Int, strings: Strings = Strings(.english)) -> [PanelLine] {
        guard columns > 0, rows > 0 else { return [] }
        let s = strings
        // Editing before the touch, whose lines grow and shrink as touches come and go.
        var rest = (editing.map { self.editing($0, columns: columns, s) } ?? []) + touch(model, columns: columns, s)
            + animations(model, columns: columns, s)
        if let dynamics { rest += self.dynamics(dynamics, columns: columns, s) }
        var fixed = [title(model, s)] + views(model, compact: false, columns: columns, s) + rest
        if fixed.count > rows {
            // Several leaves (the squares of a dynamics scene): a line each.
            fixed = [title(model, s)] + views(model, compact: true, columns: columns, s) + rest
        }
        var result: [PanelLine]
        if fixed.count > rows {
            result = Array(fixed.prefix(rows - 1)) + [PanelLine(PanelSpan("…", .quiet))]
        } else {
            // The life cycle keeps to the panel's last rows, so that a touch log that grows (or
            // a touch section that changes height) moves none of it.
            let calls = lifeCycle(model, rows: rows - fixed.count, s)
            result = fixed + log(model, columns: columns, rows: rows - fixed.count - calls.count, s)
            if !calls.isEmpty {
                result += Array(repeating: PanelLine(), count: rows - result.count - calls.count) + calls
            }
        }
        return result.map { $0.truncated(to: columns) }
    }

    // MARK: Sections

    private static func title(_ model: ModelSnapshot, _ s: Strings) -> PanelLine {
        var line = PanelLine(PanelSpan(s[.inspectorTitle], .title))
        if model.animationSpeed != 1 {
            line.add("  " + s.format(.inspectorSlow, PanelFormat.number(1 / model.animationSpeed, s)), .shown)
        }
        // Inactive between resign and become active (an application not yet launched has
        // logged nothing and is not interrupted).
        if model.applicationState == .inactive, !model.lifeCycleLog.isEmpty {
            line.add("  " + s[.inspectorInactive], .shown)
        }
        return line
    }

    /// The newest calls of the application's life cycle that fit (at most `lifeCycleShown`),
    /// oldest of them first, with their times: "1.5 s applicationWillResignActive". At the foot
    /// of the panel, below the touch log, which takes the rest.
    private static func lifeCycle(_ model: ModelSnapshot, rows: Int, _ s: Strings) -> [PanelLine] {
        let room = min(lifeCycleShown, rows - 1)
        guard room >= 1, !model.lifeCycleLog.isEmpty else { return [] }
        let entries = model.lifeCycleLog.suffix(room).map { entry in
            var line = PanelLine()
            // The call first, as every line of the panel names before it gives a value.
            var text = s.format(.inspectorCallAt, entry.call.rawValue, PanelFormat.number(entry.time, s))
            if let url = entry.url {
                text += " " + SafeText.escaped(url) + " → " + s[entry.handled == true ? .inspectorOpened : .inspectorRefused]
            }
            line.add(text, .model, at: labelColumn)
            return line
        }
        return [PanelLine(PanelSpan(s[.inspectorLifeCycle], .heading))] + entries
    }

    /// How many life-cycle calls are listed.
    static let lifeCycleShown = 3
}
