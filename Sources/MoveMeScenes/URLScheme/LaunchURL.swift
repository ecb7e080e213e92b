import MoveMeStrings
import MoveMeRendering
/// The `moveme` URL scheme, as a custom scheme an app registers (`CFBundleURLSchemes`) and
/// parses in `application(_:handleOpenURL:)`, refusing what it cannot handle:
///
///     moveme://scene/gravity                  the gravity scene
///     moveme://scene/moveme?greeting=3&slow=1 MoveMe with the fourth greeting, slowly
///     moveme://?inspector=1                   the default scene, the inspector open
///
/// Scene names are those of `--scene`; `greeting` is 0 to 9999 (from 0, as the preferences
/// count); `slow` and `inspector` are 1/0, true/false, yes/no. The scheme and host are
/// case-insensitive, names and values may be percent-encoded. Anything else is refused with
/// the reason: another scheme, an unknown host, scene or parameter, a parameter given twice, a
/// bad value, a user, port or fragment, raw spaces or control characters, broken
/// percent-encoding, or a URL longer than 2048 characters.
public enum LaunchURL {
    public static let scheme = "moveme"
    public static let maximumLength = 2048
    /// The most cells of a URL, or of a part of one, that a message quotes: a URL may be 2048
    /// characters long, and a message is one line.
    public static let shownWidth = 80

    /// `text` (a URL or a part of one) as a message quotes it: cut in the middle to
    /// `shownWidth` cells, keeping how it starts (the scheme, the scene) and how it ends.
    public static func shown(_ text: String) -> String {
        text.truncatingMiddle(toWidth: shownWidth)
    }

    public static func parse(_ text: String) throws(LaunchURLError) -> LaunchState {
        guard text.utf8.count <= maximumLength else { throw .tooLong }
        // Only printable ASCII: everything else must be percent-encoded.
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw .malformed }
        guard let colon = text.firstIndex(of: ":"), text[..<colon].lowercased() == scheme else { throw .notMoveMe }
        var rest = text[text.index(after: colon)...]
        guard rest.hasPrefix("//") else { throw .malformed }
        rest = rest.dropFirst(2)
        if let hash = rest.firstIndex(of: "#") { throw .fragment(String(rest[rest.index(after: hash)...])) }
        let query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        } else {
            query = nil
        }
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        let host = try decoded(rest[..<hostEnd]).lowercased()
        let path = rest[hostEnd...]
        var state = LaunchState()
        switch host {
        case "":
            guard path.isEmpty || path == "/" else { throw .malformed }
        case "scene":
            var name = path.dropFirst()  // the "/"
            if name.hasSuffix("/") { name = name.dropLast() }
            guard !name.isEmpty, !name.contains("/") else { throw .malformed }
            let scene = try decoded(name).lowercased()
            guard LaunchState.sceneNames.contains(scene) else { throw .unknownScene(scene) }
            state.scene = scene
        default:
            throw .unknownHost(host)
        }
        if let query { try apply(query, to: &state) }
        return state
    }

    /// `name=value` pairs joined by `&`; each name at most once.
    private static func apply(_ query: Substring, to state: inout LaunchState) throws(LaunchURLError) {
        var seen: Set<String> = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            guard let equals = pair.firstIndex(of: "=") else { throw .malformed }
            let name = try decoded(pair[..<equals])
            let value = try decoded(pair[pair.index(after: equals)...])
            guard seen.insert(name).inserted else { throw .repeated(name) }
            switch name {
            case "greeting":
                guard !value.isEmpty, value.count <= 4, value.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let number = Int(value), number <= LaunchState.maximumGreeting else {
                    throw .badValue(name: name, value: value, allowed: "0–\(LaunchState.maximumGreeting)")
                }
                state.greetingIndex = number
            case "slow": state.slowAnimations = try flag(name, value)
            case "inspector": state.showsInspector = try flag(name, value)
            default: throw .unknownParameter(name)
            }
        }
    }

    private static func flag(_ name: String, _ value: String) throws(LaunchURLError) -> Bool {
        switch value.lowercased() {
        case "1", "true", "yes": return true
        case "0", "false", "no": return false
        default: throw .badValue(name: name, value: value, allowed: "1, 0")
        }
    }

    /// Percent-decoded, as UTF-8; broken escapes or bytes that are not UTF-8 are malformed.
    static func decoded(_ part: Substring) throws(LaunchURLError) -> String {
        var bytes: [UInt8] = []
        var index = part.utf8.startIndex
        let utf8 = part.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first != utf8.endIndex else { throw .malformed }
                let second = utf8.index(after: first)
                guard second != utf8.endIndex, let high = hexValue(utf8[first]), let low = hexValue(utf8[second]) else {
                    throw .malformed
                }
                bytes.append(high << 4 | low)
                index = utf8.index(after: second)
            } else {
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .malformed }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Why a URL was refused, as the guide's `handleOpenURL:` returns NO. The values quoted come
/// from outside: a front end escapes control characters before showing them.
public enum LaunchURLError: Error, Equatable, Sendable {
    case notMoveMe
    case unknownHost(String)
    case unknownScene(String)
    case unknownParameter(String)
    case repeated(String)
    case badValue(name: String, value: String, allowed: String)
    case tooLong
    case malformed
    /// A fragment (`#…`, without its `#`): the scheme has no use for one.
    case fragment(String)

    /// The reason in the user's language; `quote` makes a value safe to show.
    public func reason(_ strings: Strings, quote: (String) -> String = { $0 }) -> String {
        switch self {
        case .notMoveMe: strings[.urlNotMoveMe]
        case .unknownHost(let host): strings.format(.urlUnknownHost, quote(host), "scene")
        case .unknownScene(let scene): strings.format(.urlUnknownScene, quote(scene), LaunchState.sceneNames.joined(separator: ", "))
        case .unknownParameter(let name): strings.format(.urlUnknownParameter, quote(name))
        case .repeated(let name): strings.format(.urlRepeated, quote(name))
        case .badValue(let name, let value, let allowed): strings.format(.urlBadValue, quote(value), quote(name), allowed)
        case .tooLong: strings.format(.urlTooLong, String(LaunchURL.maximumLength))
        case .malformed: strings[.urlMalformed]
        case .fragment(let fragment): strings.format(.urlFragment, quote(fragment))
        }
    }
}
