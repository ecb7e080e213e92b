import MoveMeCore
import MoveMeDynamics

/// The inspector's lines for one snapshot of the model, as a pure function of the snapshot and
/// the room there is: the view tree (model and presentation side by side), the touch, the
/// animations, the dynamics, and as much of the touch log as fits, newest last.
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
                             columns: Int, rows: Int) -> [PanelLine] {
        guard columns > 0, rows > 0 else { return [] }
        // Editing before the touch, whose lines grow and shrink as touches come and go.
        var rest = (editing.map { self.editing($0, columns: columns) } ?? []) + touch(model) + animations(model)
        if let dynamics { rest += self.dynamics(dynamics, columns: columns) }
        var fixed = [title(model)] + views(model, compact: false, columns: columns) + rest
        if fixed.count > rows {
            // Several leaves (the squares of a dynamics scene): a line each.
            fixed = [title(model)] + views(model, compact: true, columns: columns) + rest
        }
        var result: [PanelLine]
        if fixed.count > rows {
            result = Array(fixed.prefix(rows - 1)) + [PanelLine(PanelSpan("…", .quiet))]
        } else {
            result = fixed + log(model, columns: columns, rows: rows - fixed.count)
        }
        return result.map { $0.truncated(to: columns) }
    }

    // MARK: Sections

    private static func title(_ model: ModelSnapshot) -> PanelLine {
        var line = PanelLine(PanelSpan("Inspector", .title))
        if model.animationSpeed != 1 {
            line.add("  slow animations ×" + PanelFormat.number(1 / model.animationSpeed), .shown)
        }
        return line
    }

    /// The tree; a view that draws something of its own (a leaf), is transformed or animates
    /// gets its centre, frame, bounds and transform on lines of their own, or, `compact`, its
    /// centre and transform beside its name. A shown value that does not fit beside the model
    /// value goes under it, marked "→", rather than being cut.
    private static func views(_ model: ModelSnapshot, compact: Bool, columns: Int) -> [PanelLine] {
        var heading = PanelLine(PanelSpan("Views", .heading))
        let animating = model.views.contains(where: \.isAnimating)
        if animating {
            heading.add("model", .model, at: modelColumn)
            heading.add("shown", .shown, at: shownColumn)
        }
        var lines = [heading]
        for (index, view) in model.views.enumerated() {
            let isLeaf = index + 1 == model.views.count || model.views[index + 1].depth <= view.depth
            let detailed = isLeaf || view.isAnimating || view.model.transform != TransformComponents()
            var line = PanelLine(PanelSpan(String(repeating: " ", count: view.depth) + view.typeName, .name))
            if !detailed {
                line.add(PanelFormat.rect(view.model.frame), .model, at: line.count + 1)
            } else if compact {
                let summary = { (geometry: ViewGeometry) in
                    PanelFormat.point(geometry.center) + " " + PanelFormat.transform(geometry.transform)
                }
                line.add(summary(view.model), .model, at: max(modelColumn, line.count + 1))
                if let shown = view.presentation { line.add(summary(shown), .shown, at: shownColumn) }
            }
            if !view.isUserInteractionEnabled { line.add(" · no touches", .quiet) }
            if view.isHidden { line.add(" · hidden", .quiet) }
            lines.append(line)
            guard detailed, !compact else { continue }
            let details: [(String, (ViewGeometry) -> String)] = [
                ("center", { PanelFormat.point($0.center) }),
                ("frame", { PanelFormat.rect($0.frame) }),
                ("bounds", { PanelFormat.rect($0.bounds) }),
                ("transform", { PanelFormat.transform($0.transform) }),
            ]
            for (label, text) in details {
                var detail = PanelLine()
                detail.add(label, .label, at: labelColumn)
                detail.add(text(view.model), .model, at: modelColumn)
                if let shown = view.presentation.map(text) {
                    if max(shownColumn, detail.count + 1) + shown.count <= columns {
                        detail.add(shown, .shown, at: shownColumn)
                    } else {
                        lines.append(detail)
                        detail = PanelLine()
                        detail.add("→ " + shown, .shown, at: modelColumn - 2)
                    }
                }
                lines.append(detail)
            }
        }
        return lines
    }

    /// The touch in flight; with none, the last one as the log has it.
    private static func touch(_ model: ModelSnapshot) -> [PanelLine] {
        var heading = PanelLine(PanelSpan("Touch", .heading))
        if let touch = model.touch {
            heading.add(" " + describe(touch.phase, tapCount: touch.tapCount, source: touch.source), .model)
            var place = PanelLine()
            place.add("window " + PanelFormat.point(touch.locationInWindow), .model, at: labelColumn)
            if let view = touch.viewTypeName, let local = touch.locationInView {
                place.add(" · in " + view + " " + PanelFormat.point(local), .model)
            } else {
                place.add(" · hit no view", .quiet)
            }
            return [heading, place]
        }
        guard let last = model.touchLog.last else {
            heading.add(" none yet", .quiet)
            return [heading]
        }
        heading.add(" " + describe(last.phase, tapCount: last.tapCount, source: last.source), .quiet)
        var place = PanelLine()
        place.add("window " + PanelFormat.point(last.location) + " · " + (last.viewTypeName ?? "hit no view"),
                  .quiet, at: labelColumn)
        return [heading, place]
    }

    private static func describe(_ phase: TouchPhase, tapCount: Int, source: TouchSource) -> String {
        PanelFormat.phase(phase) + " · tapCount \(tapCount)" + (source == .keyboard ? " · keys" : " · mouse")
    }

    private static func animations(_ model: ModelSnapshot) -> [PanelLine] {
        var heading = PanelLine(PanelSpan("Animations", .heading))
        if model.animations.isEmpty { heading.add(" none running", .quiet) }
        var lines = [heading]
        for animation in model.animations {
            var what = PanelLine()
            what.add(PanelFormat.name(animation.property), .name, at: labelColumn)
            what.add(PanelFormat.value(animation.from) + " → " + PanelFormat.value(animation.to), .model, at: modelColumn)
            if let segment = animation.segment { what.add(" seg \(segment.number)/\(segment.count)", .shown) }
            var progress = PanelLine()
            if animation.hasBegun {
                let bar = PanelFormat.bar(animation.progress, cells: barCells)
                progress.add(bar.played, .bar, at: modelColumn)
                progress.add(bar.left, .track)
                progress.add(" " + (animation.curve.name ?? animation.curve.description), .quiet)
            } else {
                progress.add("waiting for its delay", .quiet, at: modelColumn)
            }
            lines += [what, progress]
        }
        for stopped in model.recentlyStopped.suffix(stoppedShown) {
            var line = PanelLine()
            line.add(PanelFormat.name(stopped.property), .quiet, at: labelColumn)
            line.add("stopped, finished: \(stopped.finished)", .quiet, at: modelColumn)
            lines.append(line)
        }
        return lines
    }

    /// A behaviour's settings go on lines of their own, word-wrapped, when they do not fit
    /// beside its name.
    private static func dynamics(_ dynamics: DynamicsSnapshot, columns: Int) -> [PanelLine] {
        var heading = PanelLine(PanelSpan("Dynamics", .heading))
        heading.add(dynamics.isRunning ? " running" : " paused", dynamics.isRunning ? .model : .quiet)
        heading.add(" · " + dynamics.elapsedTime.decimalText(places: 2) + " s simulated", .quiet)
        var lines = [heading]
        for behavior in dynamics.behaviors {
            var line = PanelLine()
            line.add(behavior.typeName, .name, at: labelColumn + behavior.depth)
            if behavior.itemCount > 0 { line.add(" \(behavior.itemCount) item" + (behavior.itemCount == 1 ? "" : "s"), .label) }
            lines.append(line)
            guard !behavior.settings.isEmpty else { continue }
            if line.count + 1 + behavior.settings.count <= columns {
                lines[lines.count - 1].add(" " + behavior.settings, .quiet)
            } else {
                let indent = labelColumn + behavior.depth + 2
                for part in wrap(behavior.settings, width: columns - indent) {
                    var settings = PanelLine()
                    settings.add(part, .quiet, at: indent)
                    lines.append(settings)
                }
            }
        }
        for item in dynamics.items {
            var line = PanelLine()
            line.add(item.name, .name, at: labelColumn)
            line.add("v " + PanelFormat.point(item.velocity) + " ω " + item.angularVelocity.decimalText(places: 2),
                     item.isResting ? .quiet : .shown, at: modelColumn)
            if item.isResting { line.add(" resting", .quiet) }
            lines.append(line)
        }
        for contact in dynamics.contacts {
            var line = PanelLine()
            line.add("contact", .label, at: labelColumn)
            line.add(contact.item + " · " + contact.other, .model, at: modelColumn)
            lines.append(line)
        }
        return lines
    }

    /// Words on lines of at most `width` characters (a word longer than that alone on one).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The newest entries that fit, oldest of them first: "began tapCount 2 on MoveMeView →
    /// next greeting", on two lines when one is too narrow.
    private static func log(_ model: ModelSnapshot, columns: Int, rows: Int) -> [PanelLine] {
        guard rows >= 2, !model.touchLog.isEmpty else { return [] }
        var entries: [[PanelLine]] = []
        var used = 1
        for entry in model.touchLog.reversed() {
            var line = PanelLine()
            let moves = entry.deliveries > 1 ? " ×\(entry.deliveries)" : ""
            line.add(PanelFormat.phase(entry.phase) + moves + " tapCount \(entry.tapCount) on "
                     + (entry.viewTypeName ?? "no view") + (entry.source == .keyboard ? " (keys)" : ""),
                     .model, at: labelColumn)
            var block = [line]
            if let action = entry.action {
                if line.count + 3 + action.count <= columns {
                    block[0].add(" → " + action, .shown)
                } else {
                    var next = PanelLine()
                    next.add("→ " + action, .shown, at: labelColumn + 2)
                    block.append(next)
                }
            }
            guard used + block.count <= rows else { break }
            used += block.count
            entries.append(block)
        }
        return [PanelLine(PanelSpan("Touch log", .heading))] + entries.reversed().flatMap { $0 }
    }
}
