/// Turns the bytes a terminal sends into keys, mouse reports and focus changes.
///
/// Understands SGR (1006), SGR-Pixels (1016), urxvt (1015) and X10 mouse reports; xterm,
/// VT220, rxvt and Linux console keys; focus reports (1004); DECRQM's answers (DECRPM);
/// bracketed pastes (2004) as one event each. A sequence split across reads is completed by the next
/// call. Every byte is looked at a bounded number of times, state is bounded, and anything
/// malformed is dropped without taking valid input after it down too.
public struct InputDecoder: Sendable {
    /// Screen size in cells; mouse events are clamped into it. Update it on resize.
    public var columns: Int
    /// Screen size in cells; mouse events are clamped into it. Update it on resize.
    public var rows: Int
    /// A cell's size in pixels, when the terminal tells it (update it on resize): needed to
    /// read SGR-Pixels reports.
    public var cellPixelSize: CellPixelSize?
    /// Whether SGR reports count pixels (SGR-Pixels, DECSET 1016) rather than cells. It turns
    /// on by itself when the terminal answers a DECRQM for 1016 with "set" while the cell size
    /// is known, and off with any other answer: a terminal answers in order, so every report
    /// after that answer is in the new unit and every one before it in the old. Set it to false
    /// whenever mouse modes are written again without 1016 (SGR, 1006, replaces it in xterm).
    public var reportsPixels = false

    /// Past this many parameter bytes a CSI or SS3 sequence is skipped, not stored.
    /// (Control strings are not stored at all, however long: they are discarded as they come.)
    static let longestControlSequence = 64
    /// Past this many bytes a bracketed paste's text is not kept, only counted, up to its end
    /// marker: a paste of megabytes costs no more memory than this (a pasteboard refuses it).
    public static let longestPaste = 65_536 + 4

    enum State: Equatable, Sendable {
        case ground
        /// After ESC.
        case escape
        /// After `ESC [`; parameter and intermediate bytes collect in `sequence`.
        case controlSequence
        /// After `ESC O`; parameter bytes collect in `sequence`.
        case singleShift
        /// A CSI or SS3 too long to be real: skipped up to its final byte.
        case skippingControlSequence
        /// After `ESC [ M`: three raw bytes collect in `sequence`.
        case x10Mouse
        /// After `ESC [ [`: the Linux console's F1–F5 end in A–E.
        case linuxFunctionKey
        /// After the introducer of an OSC, DCS, APC, PM or SOS string (`ESC ]`, `ESC P`,
        /// `ESC _`, `ESC ^`, `ESC X`; the byte is kept), before any of its body. On their own,
        /// these two bytes are as likely Alt with `]`, `P`, `_`, `^` or `X`.
        case controlStringIntroducer(UInt8)
        /// Inside the body of a control string: data (a terminal's reply), never keys,
        /// however long. It is discarded byte by byte, never stored, up to its end: BEL or ST
        /// (`ESC \`); CAN or SUB cancels it; an ESC that is not ST ends it and starts a new
        /// sequence. A pause does not end it (see ``flushPending()``).
        case controlString(afterEscape: Bool)
        /// Inside a multi-byte UTF-8 character.
        case utf8(UTF8ScalarAssembler)
        /// Between `ESC [ 200 ~` and `ESC [ 201 ~`: text, kept in `pasted`, never keys;
        /// `matched` bytes of the end marker have come (held back, as they may be text).
        case bracketedPaste(matched: Int)
    }

    /// What one step did with the byte it was given.
    enum Outcome { case consumed, reprocess }

    var state = State.ground
    var sequence: [UInt8] = []
    var mouse = MouseReportInterpreter()
    /// The paste's bytes so far, at most `longestPaste`; `pastedCount` counts them all.
    var pasted: [UInt8] = []
    var pastedCount = 0
    /// The end of a bracketed paste.
    static let pasteEnd = Array("\u{1B}[201~".utf8)

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        sequence.reserveCapacity(Self.longestControlSequence)
    }

    /// Whether an incomplete sequence (a lone ESC, half a mouse report or character) waits
    /// for more bytes that should come at once. If none come soon (about 25 ms), call
    /// ``flushPending()``.
    ///
    /// False inside the body of a control string (an OSC or DCS reply, say), though the
    /// decoder is not in its ground state: only the string's terminator ends it, so waiting
    /// on a timer would do nothing (``flushPending()`` leaves it as it is). Bytes after it
    /// are decoded as usual once it has ended.
    public var hasPendingInput: Bool {
        switch state {
        case .ground, .controlString, .bracketedPaste: return false
        default: return true
        }
    }

    /// The events `bytes` complete. An incomplete sequence at the end stays pending.
    ///
    /// Inlinable, so the loop is specialized for the caller's collection: unspecialized, each
    /// byte went through the generic iterator's witness tables, which cost more than decoding it.
    @inlinable
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        decode(bytes, appendingTo: &events)
        return events
    }

    /// The same, appended to `events` (a reader's list kept from read to read, so that a
    /// wake-up makes and frees no array). Inlinable for the same reason.
    @inlinable
    public mutating func decode(_ bytes: some Sequence<UInt8>, appendingTo events: inout [InputEvent]) {
        for byte in bytes { consume(byte, into: &events) }
    }

    /// One byte, appending the events it completes.
    @usableFromInline
    mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
        // A byte is reprocessed only from a state that has just moved towards ground, so
        // this runs at most three times (string → escape → ground).
        while step(byte, into: &events) == .reprocess {}
    }

    /// Gives up on the pending sequence after a pause (about 25 ms): a lone ESC was the Escape
    /// key, and a control string's introducer alone (`ESC ]`, `ESC P`…) Alt with that key,
    /// which comes out as Escape and then the key (as for `ESC x`); a cut CSI or SS3 sequence,
    /// mouse report or character is dropped. A control string whose body has begun stays:
    /// it is data however slowly it comes, so its tail is still discarded and not read as
    /// keys. Calling this again, or with nothing pending, does nothing.
    public mutating func flushPending() -> [InputEvent] {
        var events: [InputEvent] = []
        switch state {
        case .controlString, .bracketedPaste:
            // A paste, like a control string, ends only with its marker.
            return []
        case .escape:
            events = [.key(.escape)]
        case .controlStringIntroducer(let introducer):
            events = [.key(.escape), .key(.character(Character(Unicode.Scalar(introducer))))]
        default:
            break
        }
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        return events
    }

    /// How many bytes the pending sequence holds; tests check it stays bounded.
    var pendingByteCount: Int { sequence.count }

    /// The button the decoder believes is held, for X10 and urxvt releases.
    var heldButton: MouseButton? { mouse.heldButton }

    private mutating func step(_ byte: UInt8, into events: inout [InputEvent]) -> Outcome {
        switch state {
        case .ground:
            ground(byte, into: &events)
            return .consumed
        case .escape:
            return escape(byte, into: &events)
        case .controlSequence:
            return controlSequence(byte, into: &events)
        case .singleShift:
            return singleShift(byte, into: &events)
        case .skippingControlSequence:
            return skippingControlSequence(byte)
        case .x10Mouse:
            return x10Mouse(byte, into: &events)
        case .linuxFunctionKey:
            state = .ground
            guard ControlSequenceParameters.isFinalByte(byte) else { return .reprocess }
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
                events.append(.key(.function(Int(byte - UInt8(ascii: "A")) + 1)))
            }
            return .consumed
        case .controlStringIntroducer:
            return controlString(byte, afterEscape: false)
        case .controlString(let afterEscape):
            return controlString(byte, afterEscape: afterEscape)
        case .bracketedPaste(let matched):
            return bracketedPaste(byte, matched: matched, into: &events)
        case .utf8(var assembler):
            switch assembler.feed(byte) {
            case .needMore:
                state = .utf8(assembler)
                return .consumed
            case .scalar(let scalar):
                state = .ground
                if let key = Self.printable(scalar) { events.append(.key(key)) }
                return .consumed
            case .invalidRetry:
                state = .ground  // the broken character is dropped, the byte starts afresh
                return .reprocess
            }
        }
    }
}
