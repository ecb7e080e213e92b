/// Picks the answers to the graphics questions out of the input while the program waits for
/// them at start-up: replies come back on standard input among whatever the person types, and
/// a terminal that does not know a question says nothing. Everything that is not a reply is
/// given back, in order and unchanged, for the `InputDecoder` (keys typed meanwhile, a mouse
/// report).
///
/// Bytes may come in any pieces: a sequence begun at the end of one read is held until the
/// next completes it. A lone Esc key is held the same way; after a pause (the caller's time-out)
/// `flush` gives back what is held.
public struct GraphicsReplyReader: Sendable {
    /// The sequence begun and not yet ended, from its ESC.
    private var held: [UInt8] = []
    /// The longest sequence held before it is given back as input: replies are far shorter (a
    /// kitty error message is a line); anything longer is not one.
    static let longest = 512

    public init() {}

    /// Whether a sequence has begun and not ended.
    public var isPending: Bool { !held.isEmpty }

    /// The replies `bytes` complete, and the bytes that are not part of one, in order.
    public mutating func read(_ bytes: some Sequence<UInt8>) -> (replies: [GraphicsReply], other: [UInt8]) {
        var replies: [GraphicsReply] = [], other: [UInt8] = []
        for byte in bytes { consume(byte, &replies, &other) }
        return (replies, other)
    }

    /// What is held, given back as input: the pause after it says it was not a reply.
    public mutating func flush() -> [UInt8] {
        defer { held.removeAll() }
        return held
    }

    private mutating func consume(_ byte: UInt8, _ replies: inout [GraphicsReply], _ other: inout [UInt8]) {
        let escape: UInt8 = 0x1B
        guard !held.isEmpty else {
            if byte == escape { held = [byte] } else { other.append(byte) }
            return
        }
        held.append(byte)
        switch held[1] {
        case UInt8(ascii: "[") where held.count > 2:
            if (0x40...0x7E).contains(byte) {
                let reply = GraphicsReply.controlSequence(parameters: held[2..<(held.count - 1)], final: byte)
                finish(reply, &replies, &other)
            } else if !(0x20...0x3F).contains(byte) || held.count > Self.longest {
                giveBack(reprocessing: byte, &replies, &other)
            }
        case UInt8(ascii: "["):
            break
        case UInt8(ascii: "_"):
            // An APC ends with ST (ESC \) or BEL.
            let count = held.count
            if byte == 0x07 {
                finish(GraphicsReply.applicationCommand(body: held[2..<(count - 1)]), &replies, &other)
            } else if count >= 4 && held[count - 2] == escape && byte == UInt8(ascii: "\\") {
                finish(GraphicsReply.applicationCommand(body: held[2..<(count - 2)]), &replies, &other)
            } else if count > 3 && held[count - 2] == escape {
                // An ESC that is not ST ends what came before it, which was no reply.
                let last = held.removeLast(), first = held.removeLast()
                other += held
                held = []
                consume(first, &replies, &other)
                consume(last, &replies, &other)
            } else if count > Self.longest {
                giveBack(reprocessing: nil, &replies, &other)
            }
        default:
            // Not CSI or APC: a key (Alt with a key, SS3's function keys) or ESC ESC.
            giveBack(reprocessing: byte, &replies, &other)
        }
    }

    /// The held sequence is done: its reply, or its bytes given back.
    private mutating func finish(_ reply: GraphicsReply?, _ replies: inout [GraphicsReply], _ other: inout [UInt8]) {
        if let reply { replies.append(reply) } else { other += held }
        held = []
    }

    /// The held bytes are no reply: given back, and the last one read again when it may begin
    /// a sequence of its own (an ESC).
    private mutating func giveBack(reprocessing byte: UInt8?, _ replies: inout [GraphicsReply], _ other: inout [UInt8]) {
        if let byte, byte == 0x1B {
            held.removeLast()
            other += held
            held = [byte]
        } else {
            other += held
            held = []
        }
    }
}
