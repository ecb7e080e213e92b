import MoveMeDynamics
import MoveMeScenes
import MoveMeStrings

/// The inspector's dynamics lines: the behaviours and their settings, the items' velocities,
/// the contacts.
extension InspectorReport {
    /// A behaviour's settings go on lines of their own, word-wrapped, when they do not fit
    /// beside its name.
    static func dynamics(_ dynamics: DynamicsSnapshot, columns: Int, _ s: Strings) -> [PanelLine] {
        var heading = PanelLine(PanelSpan(s[.inspectorDynamics], .heading))
        heading.add(" " + s[dynamics.isRunning ? .inspectorRunning : .inspectorPaused], dynamics.isRunning ? .model : .quiet)
        heading.add(" · " + s.format(.inspectorSimulated, s.decimal(dynamics.elapsedTime, places: 2)), .quiet)
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
            line.add("v " + PanelFormat.point(item.velocity, s) + " ω " + s.decimal(item.angularVelocity, places: 2),
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
}
