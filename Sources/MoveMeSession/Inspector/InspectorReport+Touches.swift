import MoveMeCore
import MoveMeStrings

/// The inspector's touch lines: the touch in flight (every finger's, with more than one) or
/// the last one, and the touch log, newest last.
extension InspectorReport {
    /// The touch in flight; with none, the last one as the log has it. With more than the
    /// pointer's finger down, every touch in flight.
    static func touch(_ model: ModelSnapshot, columns: Int, _ s: Strings) -> [PanelLine] {
        if model.touches.contains(where: { $0.finger != 0 }) { return touches(model.touches, s) }
        var heading = PanelLine(PanelSpan(s[.inspectorTouch], .heading))
        if let touch = model.touch {
            heading.add(" " + describe(touch.phase, tapCount: touch.tapCount, source: touch.source, s), .model)
            var place = PanelLine()
            place.add(s[.inspectorWindow] + " " + PanelFormat.point(touch.locationInWindow, s), .model, at: labelColumn)
            guard let view = touch.viewTypeName, let local = touch.locationInView else {
                place.add(" · " + s[.inspectorHitNoView], .quiet)
                return [heading, place]
            }
            let inView = s[.inspectorIn] + " " + view + " " + PanelFormat.point(local, s)
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
            // None: "none yet" only if none was ever logged; a memory warning's release says so.
            var none = PanelLine(PanelSpan(s[.inspectorTouchNone], .heading))
            none.add(" " + s[model.touchCount == 0 ? .inspectorNoneYet : .inspectorNoneSinceWarning], .quiet)
            return none.wrapped(to: columns, indent: labelColumn + 2)
        }
        heading.add(" " + describe(last.phase, tapCount: last.tapCount, source: last.source, s), .quiet)
        var place = PanelLine()
        place.add(s[.inspectorWindow] + " " + PanelFormat.point(last.location, s) + " · " + (last.viewTypeName ?? s[.inspectorHitNoView]),
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

    /// The newest entries that fit, oldest of them first: "began tapCount 2 on MoveMeView →
    /// next greeting", on two lines when one is too narrow.
    static func log(_ model: ModelSnapshot, columns: Int, rows: Int, _ s: Strings) -> [PanelLine] {
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
        // No heading without an entry under it (a bounce's animations can leave it one row).
        guard !entries.isEmpty else { return [] }
        return [PanelLine(PanelSpan(s[.inspectorTouchLog], .heading))] + entries.reversed().flatMap { $0 }
    }
}
