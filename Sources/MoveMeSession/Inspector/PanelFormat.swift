import MoveMeCore
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// How the inspector writes values: short, as a person reads them off a debugger, in the
/// numbers of the language of `s` ("8.5" in English, "8,5" in French). Points are window points
/// (a cell is one point wide and two tall).
enum PanelFormat {
    /// "8", "8.5", "-0.3": a whole number without decimals, else one.
    static func number(_ value: Double, _ s: Strings) -> String {
        let tenths = s.decimal(value, places: 1)
        return tenths.hasSuffix(String(s.decimalSeparator) + "0") ? String(tenths.dropLast(2)) : tenths
    }

    /// "20,24"; "20;24" where a comma is the decimal separator, so that "20,5;24" reads as two
    /// numbers.
    static func point(_ point: Point, _ s: Strings) -> String {
        number(point.x, s) + coordinateSeparator(s) + number(point.y, s)
    }

    /// What stands between a point's two numbers: a comma, or a semicolon where the comma is
    /// the decimal separator.
    static func coordinateSeparator(_ s: Strings) -> String {
        s.decimalSeparator == "," ? ";" : ","
    }

    /// "8,19 24×10": origin, then size.
    static func rect(_ rect: Rect, _ s: Strings) -> String {
        point(rect.origin, s) + " " + number(rect.width, s) + "×" + number(rect.height, s)
    }

    /// "×1.10 0°": the scale (both axes when they differ) and the rotation.
    static func transform(_ components: TransformComponents, _ s: Strings) -> String {
        let x = s.decimal(components.scaleX, places: 2), y = s.decimal(components.scaleY, places: 2)
        return "×" + (x == y ? x : x + "/" + y) + " " + number(components.rotation * 180 / .pi, s) + "°"
    }

    static func value(_ value: AnimatableValue, _ s: Strings) -> String {
        switch value {
        case .point(let p): point(p, s)
        case .rect(let r): rect(r, s)
        case .transform(let t): transform(t.components, s)
        case .scalar(let scalar): s.decimal(scalar, places: 2)
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
