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
        report(model: model, dynamics: dynamics, editing: editing, columns: columns, rows: rows, strings: strings).lines
    }

    /// The lines with the touch log scrolled `logScrolledBack` entries back from the newest (the
    /// wheel's), and how far back the log can go in this room.
    static func report(model: ModelSnapshot, dynamics: DynamicsSnapshot?, editing: EditingSnapshot?, columns: Int,
                       rows: Int, logScrolledBack: Int = 0, strings: Strings) -> (lines: [PanelLine], logScrollLimit: Int) {
        guard columns > 0, rows > 0 else { return ([], 0) }
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
        var logScrollLimit = 0
        if fixed.count > rows {
            result = Array(fixed.prefix(rows - 1)) + [PanelLine(PanelSpan("…", .quiet))]
        } else {
            // The life cycle keeps to the panel's last rows, so that a touch log that grows (or
            // a touch section that changes height) moves none of it.
            let calls = lifeCycle(model, columns: columns, rows: rows - fixed.count, s)
            let touchLog = log(model, columns: columns, rows: rows - fixed.count - calls.count, scrolledBack: logScrolledBack, s)
            logScrollLimit = touchLog.scrollLimit
            result = fixed + touchLog.lines
            if !calls.isEmpty {
                result += Array(repeating: PanelLine(), count: rows - result.count - calls.count) + calls
            }
        }
        return (result.map { $0.truncated(to: columns) }, logScrollLimit)
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

    /// The newest calls of the application's life cycle that fit (at most `lifeCycleShown`
    /// lines), oldest of them first, with their times: "applicationWillResignActive at 1.5 s".
    /// At the foot of the panel, below the touch log, which takes the rest.
    private static func lifeCycle(_ model: ModelSnapshot, columns: Int, rows: Int, _ s: Strings) -> [PanelLine] {
        let room = min(lifeCycleShown, rows - 1)
        guard room >= 1, !model.lifeCycleLog.isEmpty else { return [] }
        var entries: [[PanelLine]] = []
        var used = 0
        for entry in model.lifeCycleLog.suffix(lifeCycleShown).reversed() {
            let lines = call(entry, columns: columns, s)
            guard used + lines.count <= room else { break }
            used += lines.count
            entries.append(lines)
        }
        guard !entries.isEmpty else { return [] }
        return [PanelLine(PanelSpan(s[.inspectorLifeCycle], .heading))] + entries.reversed().flatMap { $0 }
    }

    /// One call, its name first, as every line of the panel names before it gives a value;
    /// where the name and the time do not fit one line (applicationDidReceiveMemoryWarning at
    /// 80×24 once ten seconds have passed), the time goes on the line below, never cut.
    private static func call(_ entry: LifeCycleLogEntry, columns: Int, _ s: Strings) -> [PanelLine] {
        let time = PanelFormat.number(entry.time, s)
        let opened = entry.url.map { " " + SafeText.escaped($0) + " → " + s[entry.handled == true ? .inspectorOpened : .inspectorRefused] } ?? ""
        var line = PanelLine()
        line.add(s.format(.inspectorCallAt, entry.call.rawValue, time) + opened, .model, at: labelColumn)
        guard line.count > columns else { return [line] }
        var name = PanelLine(), when = PanelLine()
        name.add(entry.call.rawValue, .model, at: labelColumn)
        when.add(s.format(.inspectorAt, time) + opened, .model, at: labelColumn + 2)
        return [name] + when.wrapped(to: columns, indent: labelColumn + 2)
    }

    /// How many life-cycle calls are listed.
    static let lifeCycleShown = 3
}
