import MoveMeCore
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeDynamics
import MoveMeTerminal

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
            line.add("  " + s.format(.inspectorSlow, PanelFormat.number(1 / model.animationSpeed)), .shown)
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
            var text = s.format(.inspectorCallAt, entry.call.rawValue, PanelFormat.number(entry.time))
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

    /// The tree; a view that draws something of its own (a leaf), is transformed or animates
    /// gets its centre, frame, bounds and transform on lines of their own, or, `compact`, its
    /// centre and transform beside its name. A shown value that does not fit beside the model
    /// value goes under it, marked "→", rather than being cut.
    private static func views(_ model: ModelSnapshot, compact: Bool, columns: Int, _ s: Strings) -> [PanelLine] {
        var heading = PanelLine(PanelSpan(s[.inspectorViews], .heading))
        let animating = model.views.contains(where: \.isAnimating)
        if animating {
            heading.add(s[.inspectorModel], .model, at: modelColumn)
            heading.add(s[.inspectorShown], .shown, at: shownColumn)
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
                if let shown = view.presentation.map(summary) {
                    if max(shownColumn, line.count + 1) + shown.cells <= columns {
                        line.add(shown, .shown, at: shownColumn)
                    } else {
                        // As the details do: under the model value, marked, rather than cut.
                        lines.append(line)
                        line = PanelLine()
                        line.add("→ " + shown, .shown, at: modelColumn - 2)
                    }
                }
            }
            if !view.isUserInteractionEnabled { line.add(" · " + s[.inspectorNoTouches], .quiet) }
            if view.isHidden { line.add(" · " + s[.inspectorHidden], .quiet) }
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
                    if max(shownColumn, detail.count + 1) + shown.cells <= columns {
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

    /// The touch in flight; with none, the last one as the log has it. With more than the
    /// pointer's finger down, every touch in flight.
    private static func touch(_ model: ModelSnapshot, columns: Int, _ s: Strings) -> [PanelLine] {
        if model.touches.contains(where: { $0.finger != 0 }) { return touches(model.touches, s) }
        var heading = PanelLine(PanelSpan(s[.inspectorTouch], .heading))
        if let touch = model.touch {
            heading.add(" " + describe(touch.phase, tapCount: touch.tapCount, source: touch.source, s), .model)
            var place = PanelLine()
            place.add(s[.inspectorWindow] + " " + PanelFormat.point(touch.locationInWindow), .model, at: labelColumn)
            guard let view = touch.viewTypeName, let local = touch.locationInView else {
                place.add(" · " + s[.inspectorHitNoView], .quiet)
                return [heading, place]
            }
            let inView = s[.inspectorIn] + " " + view + " " + PanelFormat.point(local)
            if place.count + 3 + inView.cells <= columns {
                place.add(" · " + inView, .model)
                return [heading, place]
            }
            // A long view name (a recipe's): the place in it on a line of its own, not cut.
            var inViewLine = PanelLine()
            inViewLine.add(inView, .model, at: labelColumn)
            return [heading, place, inViewLine]
        }
        guard let last = model.touchLog.last else {
            heading.add(" " + s[.inspectorNoneYet], .quiet)
            return [heading]
        }
        heading.add(" " + describe(last.phase, tapCount: last.tapCount, source: last.source, s), .quiet)
        var place = PanelLine()
        place.add(s[.inspectorWindow] + " " + PanelFormat.point(last.location) + " · " + (last.viewTypeName ?? s[.inspectorHitNoView]),
                  .quiet, at: labelColumn)
        return [heading, place]
    }

    /// A line a finger, in finger order: its phase (stationary too), tap count and view, or
    /// that it was refused.
    private static func touches(_ touches: [TouchSnapshot], _ s: Strings) -> [PanelLine] {
        var heading = PanelLine(PanelSpan(s[.inspectorTouches], .heading))
        heading.add(" " + s.format(.inspectorDown, "\(touches.count)"), .model)
        return [heading] + touches.map { touch in
            var line = PanelLine()
            line.add(s.format(.inspectorFinger, "\(touch.finger)") + " " + PanelFormat.phase(touch.phase) + " · tapCount \(touch.tapCount)",
                     .model, at: labelColumn)
            if touch.refusal != nil {
                line.add(" · " + s[.inspectorRefused], .quiet)
            } else {
                line.add(" · " + (touch.viewTypeName ?? s[.inspectorHitNoView]), touch.viewTypeName == nil ? .quiet : .model)
            }
            return line
        }
    }

    private static func describe(_ phase: TouchPhase, tapCount: Int, source: TouchSource, _ s: Strings) -> String {
        PanelFormat.phase(phase) + " · tapCount \(tapCount) · " + s[source == .keyboard ? .inspectorKeys : .inspectorMouse]
    }

    private static func animations(_ model: ModelSnapshot, columns: Int, _ s: Strings) -> [PanelLine] {
        var heading = PanelLine(PanelSpan(s[.inspectorAnimations], .heading))
        if model.animations.isEmpty { heading.add(" " + s[.inspectorNoneRunning], .quiet) }
        var lines = [heading]
        for animation in model.animations {
            var what = PanelLine()
            what.add(PanelFormat.name(animation.property), .name, at: labelColumn)
            let from = PanelFormat.value(animation.from), to = "→ " + PanelFormat.value(animation.to)
            var toLine: PanelLine?
            if max(modelColumn, what.count + 1) + from.count + 1 + to.count <= columns {
                what.add(from + " " + to, .model, at: modelColumn)
            } else {
                // A long pair of values (frames): where it goes under where it comes from.
                what.add(from, .model, at: modelColumn)
                toLine = PanelLine()
                toLine!.add(to, .model, at: modelColumn - 2)
            }
            let segment = animation.segment.map { " seg \($0.number)/\($0.count)" }
            var progress = PanelLine()
            if animation.hasBegun {
                let bar = PanelFormat.bar(animation.progress, cells: barCells)
                progress.add(bar.played, .bar, at: modelColumn)
                progress.add(bar.left, .track)
                progress.add(" " + (animation.curve.name ?? animation.curve.description), .quiet)
            } else {
                progress.add(s[.inspectorWaiting], .quiet, at: modelColumn)
            }
            if let segment {
                // Beside the values where it fits, else after the bar.
                if toLine == nil, what.count + segment.count <= columns {
                    what.add(segment, .shown)
                } else if toLine != nil, toLine!.count + segment.count <= columns {
                    toLine!.add(segment, .shown)
                } else {
                    progress.add(segment, .shown)
                }
            }
            lines += [what] + (toLine.map { [$0] } ?? []) + [progress]
        }
        for stopped in model.recentlyStopped.suffix(stoppedShown) {
            var line = PanelLine()
            line.add(PanelFormat.name(stopped.property), .quiet, at: labelColumn)
            line.add(s.format(.inspectorStopped, "\(stopped.finished)"), .quiet, at: modelColumn)
            lines.append(line)
        }
        return lines
    }

    /// A behaviour's settings go on lines of their own, word-wrapped, when they do not fit
    /// beside its name.
    private static func dynamics(_ dynamics: DynamicsSnapshot, columns: Int, _ s: Strings) -> [PanelLine] {
        var heading = PanelLine(PanelSpan(s[.inspectorDynamics], .heading))
        heading.add(" " + s[dynamics.isRunning ? .inspectorRunning : .inspectorPaused], dynamics.isRunning ? .model : .quiet)
        heading.add(" · " + s.format(.inspectorSimulated, dynamics.elapsedTime.decimalText(places: 2)), .quiet)
        var lines = [heading]
        for behavior in dynamics.behaviors {
            var line = PanelLine()
            line.add(behavior.typeName, .name, at: labelColumn + behavior.depth)
            if behavior.itemCount > 0 {
                line.add(" " + (behavior.itemCount == 1 ? s[.inspectorOneItem] : s.format(.inspectorItems, "\(behavior.itemCount)")), .label)
            }
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
                     item.isResting ? .quiet : .shown, at: max(modelColumn, line.count + 1))
            // Its colour says so too (quiet): the word goes where there is no room.
            let resting = " " + s[.inspectorResting]
            if item.isResting, line.count + resting.cells <= columns { line.add(resting, .quiet) }
            lines.append(line)
        }
        for contact in dynamics.contacts {
            var line = PanelLine()
            line.add(s[.inspectorContact], .label, at: labelColumn)
            line.add(contact.item + " · " + contact.other, .model, at: modelColumn)
            lines.append(line)
        }
        return lines
    }

    /// Words on lines of at most `width` characters (a word longer than that alone on one). A
    /// value stays with its label ("resistance 1.20", "anchor (10.5, 17.0)"): a word that starts
    /// like a number goes with the word before it, so a wrap never leaves a value alone.
    static func wrap(_ text: String, width: Int) -> [String] {
        var words: [String] = []
        for word in text.split(separator: " ") {
            if let first = word.first, first.isNumber || "-(×".contains(first), let label = words.popLast(),
               label.count + 1 + word.count <= width {
                words.append(label + " " + word)
            } else {
                words.append(String(word))
            }
        }
        var lines: [String] = []
        var line = ""
        for word in words {
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
    private static func log(_ model: ModelSnapshot, columns: Int, rows: Int, _ s: Strings) -> [PanelLine] {
        guard rows >= 2, !model.touchLog.isEmpty else { return [] }
        var entries: [[PanelLine]] = []
        var used = 1
        for entry in model.touchLog.reversed() {
            var line = PanelLine()
            let moves = entry.deliveries > 1 ? " ×\(entry.deliveries)" : ""
            line.add(PanelFormat.phase(entry.phase) + moves + " tapCount \(entry.tapCount) " + s[.inspectorOn] + " "
                     + (entry.viewTypeName ?? s[.inspectorNoView]) + (entry.source == .keyboard ? " (" + s[.inspectorKeys] + ")" : "")
                     + (entry.finger != 0 ? " (" + s.format(.inspectorFinger, "\(entry.finger)") + ")" : ""),
                     .model, at: labelColumn)
            var block = [line]
            if let action = entry.action {
                if line.count + 3 + action.cells <= columns {
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
        return [PanelLine(PanelSpan(s[.inspectorTouchLog], .heading))] + entries.reversed().flatMap { $0 }
    }
}
