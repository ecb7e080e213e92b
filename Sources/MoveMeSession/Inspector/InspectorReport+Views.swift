import MoveMeCore
import MoveMeStrings

/// The inspector's view tree: a line a view, with the view controller that manages it beside
/// it, a line under it for each of its gesture recognizers, and a leaf's, a transformed or an
/// animating view's geometry, model and shown side by side.
extension InspectorReport {
    /// The tree; a view that draws something of its own (a leaf), is transformed or animates
    /// gets its centre, frame, bounds and transform on lines of their own, or, `compact`, its
    /// centre and transform beside its name. A shown value that does not fit beside the model
    /// value goes under it, marked "→", rather than being cut.
    static func views(_ model: ModelSnapshot, compact: Bool, columns: Int, _ s: Strings) -> [PanelLine] {
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
                line.add(PanelFormat.rect(view.model.frame, s), .model, at: line.count + 1)
            } else if compact {
                let summary = { (geometry: ViewGeometry) in
                    PanelFormat.point(geometry.center, s) + " " + PanelFormat.transform(geometry.transform, s)
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
            // Its controller, the window's root or a child (UIKit's class name, as the views'),
            // where the whole name fits: the view's name and place come first.
            if let controller = view.viewControllerName, line.count + 3 + controller.cells <= columns {
                line.add(" · " + controller, .quiet)
            }
            lines.append(line)
            // Its recognizers, in the order they were added, each with where it is in
            // recognizing, as a touch's phase is shown (UIKit's names: "began", "failed"); a
            // disabled one sees no touches, as a view that takes none is marked.
            for recognizer in view.gestureRecognizers {
                var text = String(repeating: " ", count: view.depth + 1) + recognizer.kind + " " + recognizer.state.name
                if !recognizer.isEnabled { text += " · " + s[.inspectorNoTouches] }
                lines.append(PanelLine(PanelSpan(text, .quiet)))
            }
            guard detailed, !compact else { continue }
            let details: [(String, (ViewGeometry) -> String)] = [
                ("center", { PanelFormat.point($0.center, s) }),
                ("frame", { PanelFormat.rect($0.frame, s) }),
                ("bounds", { PanelFormat.rect($0.bounds, s) }),
                ("transform", { PanelFormat.transform($0.transform, s) }),
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
}
