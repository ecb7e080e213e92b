internal import CNcursesw
import Glibc
import MoveMeStrings
import MoveMeTerminal

/// The checks made before anything is written to the terminal: on failure the terminal is
/// untouched and the reason goes to stderr.
///
/// Terminfo entries are looked up with `setupterm` bound to /dev/null, which reads the
/// database and writes nothing anywhere.
public enum Preflight {
    /// The reasons are in the language of `strings`.
    public static func check(environment: [String: String], noColor: Bool, files: TTYFiles = .standard,
                             strings: Strings = Strings(.english)) throws(StartError) -> TerminfoProfile {
        guard isatty(files.input) == 1 else { throw StartError(strings[.errorStdinNotTerminal]) }
        guard isatty(files.output) == 1 else { throw StartError(strings[.errorStdoutNotTerminal]) }
        guard let term = environment["TERM"], !term.isEmpty else { throw StartError(strings[.errorTermUnset]) }
        let shown = term.count > 60 ? String(term.prefix(60)) + "…" : term
        guard term != "dumb" else { throw StartError(strings[.errorTermDumb]) }
        let colors: Int
        var ansi = false
        var size: (columns: Int, rows: Int)?
        var mouse = true
        switch probe(term) {
        case .missing: throw StartError(strings.format(.errorUnknownTerminal, shown))
        case .hardcopy: throw StartError(strings.format(.errorHardcopy, shown))
        case .unreadable: throw StartError(strings.format(.errorTerminfoUnreadable, shown))
        case .found(let hasCursorAddressing, let found, let isANSI, let terminfoSize, let hasMouse):
            guard hasCursorAddressing else { throw StartError(strings.format(.errorNoCursorAddressing, shown)) }
            colors = found
            ansi = isANSI
            size = terminfoSize
            mouse = hasMouse
        }
        var depth = ColorDepth.detect(environment: environment, terminalColors: colors, noColorFlag: noColor)
        var cursesName: String? = nil
        if depth == .trueColor && colors < ColorDepth.directColorCount {
            // ncurses 6.4 emits 24-bit colour only through a direct-colour terminfo entry: the
            // terminal's own ("foot-direct" for TERM=foot), or its family's ("xterm-direct" for
            // xterm-256color, "tmux-direct" for tmux-256color). Debian ships them in
            // ncurses-term; without one, the 256-colour palette.
            let family = term.split(separator: "-").first.map(String.init) ?? term
            let candidates = [term + "-direct", family + "-direct"]
            cursesName = candidates.first { name in
                if case .found(true, let direct, _, _, _) = probe(name) { return direct >= ColorDepth.directColorCount }
                return false
            }
            if cursesName == nil {
                depth = colors >= 256 ? .palette256 : .palette8
            }
        }
        return TerminfoProfile(cursesName: cursesName, depth: depth, writesOwnCells: ansi, terminfoSize: size,
                               describesMouse: mouse)
    }

    private enum Lookup {
        case found(hasCursorAddressing: Bool, colors: Int, isANSI: Bool, size: (columns: Int, rows: Int)?, hasMouse: Bool)
        case missing
        case hardcopy
        case unreadable
    }

    private static func probe(_ name: String) -> Lookup {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { return .unreadable }
        defer { close(null) }
        switch moveme_probe_terminal(name, null) {
        case 1:
            defer { moveme_release_probe() }
            let columns = Int(moveme_numeric_capability("cols")), rows = Int(moveme_numeric_capability("lines"))
            return .found(hasCursorAddressing: moveme_has_string_capability("cup") != 0,
                          colors: Int(moveme_numeric_capability("colors")), isANSI: EscapeSequenceBackend.suitsTerminal(),
                          size: columns > 0 && rows > 0 ? (columns, rows) : nil,
                          hasMouse: moveme_has_string_capability("kmous") != 0)
        case 0: return .missing
        case 2: return .hardcopy
        default: return .unreadable
        }
    }
}

/// The environment as a dictionary (read from the C `environ`: no Foundation needed).
public func processEnvironment() -> [String: String] {
    var environment: [String: String] = [:]
    guard var entry = moveme_environ() else { return environment }
    while let pointer = entry.pointee {
        // Split at the first "=" in the bytes (read before the first frame: split as
        // characters, each variable was broken into graphemes to find it).
        pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { bytes in
            let count = strlen(pointer)
            guard let equals = memchr(bytes, Int32(UInt8(ascii: "=")), count) else { return }
            let name = equals.assumingMemoryBound(to: UInt8.self) - bytes
            environment[String(decoding: UnsafeBufferPointer(start: bytes, count: name), as: UTF8.self)] =
                String(decoding: UnsafeBufferPointer(start: bytes + name + 1, count: count - name - 1), as: UTF8.self)
        }
        entry += 1
    }
    return environment
}
