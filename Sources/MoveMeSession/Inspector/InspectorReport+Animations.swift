import MoveMeCore
import MoveMeStrings

/// The inspector's animation lines: each running animation's values and progress, and the
/// last to stop.
extension InspectorReport {
    static func animations(_ model: ModelSnapshot, columns: Int, _ s: Strings) -> [PanelLine] {
        var heading = PanelLine(PanelSpan(s[model.animations.isEmpty ? .inspectorAnimationsNone : .inspectorAnimations], .heading))
        if model.animations.isEmpty { heading.add(" " + s[.inspectorNoneRunning], .quiet) }
        var lines = [heading]
        for animation in model.animations {
            var what = PanelLine()
            what.add(PanelFormat.name(animation.property), .name, at: labelColumn)
            let from = PanelFormat.value(animation.from, s), to = "→ " + PanelFormat.value(animation.to, s)
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
}
