import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// How the inspector writes values: short, as a person reads them off a debugger. Points are
/// window points (a cell is one point wide and two tall).
enum PanelFormat {
    /// "8", "8.5", "-0.3": a whole number without decimals, else one.
    static func number(_ value: Double) -> String {
        let tenths = value.decimalText(places: 1)
        return tenths.hasSuffix(".0") ? String(tenths.dropLast(2)) : tenths
    }

    /// "20,24"
    static func point(_ point: Point) -> String {
        number(point.x) + "," + number(point.y)
    }

    /// "8,19 24×10": origin, then size.
    static func rect(_ rect: Rect) -> String {
        point(rect.origin) + " " + number(rect.width) + "×" + number(rect.height)
    }

    /// "×1.10 0°": the scale (both axes when they differ) and the rotation.
    static func transform(_ components: TransformComponents) -> String {
        let x = components.scaleX.decimalText(places: 2), y = components.scaleY.decimalText(places: 2)
        return "×" + (x == y ? x : x + "/" + y) + " " + number(components.rotation * 180 / .pi) + "°"
    }

    static func value(_ value: AnimatableValue) -> String {
        switch value {
        case .point(let p): point(p)
        case .rect(let r): rect(r)
        case .transform(let t): transform(t.components)
        case .scalar(let s): s.decimalText(places: 2)
        case .color(let c): c.rgb.description
        }
    }

    /// UIKit's name for the property a block animation changes: "center", "transform".
    static func name(_ property: AnimatableProperty) -> String {
        String(describing: property)
    }

    static func phase(_ phase: TouchPhase) -> String {
        String(describing: phase)
    }

    /// "[██████░░░░]": `cells` cells, played part first.
    static func bar(_ progress: Double, cells: Int) -> (played: String, left: String) {
        let played = Int((min(1, max(0, progress)) * Double(cells)).rounded())
        return (String(repeating: "█", count: played), String(repeating: "░", count: cells - played))
    }
}
