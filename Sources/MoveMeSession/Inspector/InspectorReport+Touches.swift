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
    /// next greeting", on two lines when one is too narrow; `scrolledBack` newest left out (the
    /// wheel's), no further than the oldest at the top, the heading saying how many. Also how
    /// far back it can go.
    static func log(_ model: ModelSnapshot, columns: Int, rows: Int, scrolledBack: Int = 0,
                    _ s: Strings) -> (lines: [PanelLine], scrollLimit: Int) {
        guard rows >= 2, !model.touchLog.isEmpty else { return ([], 0) }
        let blocks = model.touchLog.reversed().map { block(for: $0, columns: columns, s) }
        // The deepest it goes back: the oldest entries that fit, at the top.
        var room = rows - 1, oldestFitting = 0
        for block in blocks.reversed() {
            guard block.count <= room else { break }
            room -= block.count
            oldestFitting += 1
        }
        let limit = blocks.count - oldestFitting, back = min(max(0, scrolledBack), limit)
        var shown: [[PanelLine]] = []
        var used = 1
        for block in blocks.dropFirst(back) {
            guard used + block.count <= rows else { break }
            used += block.count
            shown.append(block)
        }
        // No heading without an entry under it (a bounce's animations can leave it one row).
        guard !shown.isEmpty else { return ([], limit) }
        var heading = PanelLine(PanelSpan(s[.inspectorTouchLog], .heading))
        if back > 0 { heading.add(" · " + s.format(.inspectorNewerBelow, String(back)), .quiet) }
        return ([heading] + shown.reversed().flatMap { $0 }, limit)
    }

    /// One entry's lines: what the touch was and on what, then what it did, below when the
    /// line is too narrow for both.
    private static func block(for entry: TouchLogEntry, columns: Int, _ s: Strings) -> [PanelLine] {
        var line = PanelLine()
        let moves = entry.deliveries > 1 ? " ×\(entry.deliveries)" : ""
        line.add(PanelFormat.phase(entry.phase) + moves + " tapCount \(entry.tapCount) " + s[.inspectorOn] + " "
                 + (entry.viewTypeName ?? s[.inspectorNoView]) + (entry.source == .keyboard ? " (" + s[.inspectorKeys] + ")" : "")
                 + (entry.finger != 0 ? " (" + s.format(.inspectorFinger, "\(entry.finger)") + ")" : ""),
                 .model, at: labelColumn)
        guard let action = entry.action else { return [line] }
        if line.count + 3 + action.cells <= columns {
            line.add(" → " + action, .shown)
            return [line]
        }
        var next = PanelLine()
        next.add("→ " + action, .shown, at: labelColumn + 2)
        return [line, next]
    }
}
