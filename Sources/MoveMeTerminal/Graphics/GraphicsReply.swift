/// A terminal's answer to one of the start-up questions about graphics (`GraphicsQueries`),
/// recognised in the input by `GraphicsReplyReader`.
public enum GraphicsReply: Equatable, Sendable {
    /// kitty's graphics protocol: `ESC _ G i=<id> ; <message> ESC \`, the message `OK` or an
    /// error (`ENOENT:…`, `EINVAL:…`).
    case kittyGraphics(id: UInt32, message: String)
    /// Primary Device Attributes (DA1): `ESC [ ? <class> ; <attributes> c`. The class is the
    /// family (62 VT220, 63 VT320, 64 VT420, 65 VT510, and 1 or 6 the VT100s'); in the 62 and
    /// later families the attributes list what it has, 4 being sixel graphics.
    case deviceAttributes(class: Int, attributes: [Int])
    /// XTSMGRAPHICS: `ESC [ ? <item> ; <status> ; <values> S`; item 1 the number of colour
    /// registers; status 0 success.
    case graphicsAttribute(item: Int, status: Int, values: [Int])

    /// Numbers larger than this are not a terminal's (a corrupt sequence).
    static let largestNumber = 1_000_000

    /// The reply a CSI sequence is: `parameters` everything between `ESC [` and `final`. Nil
    /// for any other sequence (a key, a mouse report).
    static func controlSequence(parameters: ArraySlice<UInt8>, final: UInt8) -> GraphicsReply? {
        let isPrivate = parameters.first == UInt8(ascii: "?")
        guard let numbers = fields(isPrivate ? parameters.dropFirst() : parameters), let first = numbers.first else { return nil }
        switch (isPrivate, final) {
        case (true, UInt8(ascii: "c")):
            return .deviceAttributes(class: first, attributes: Array(numbers.dropFirst()))
        case (true, UInt8(ascii: "S")) where numbers.count >= 2:
            return .graphicsAttribute(item: first, status: numbers[1], values: Array(numbers.dropFirst(2)))
        default:
            return nil
        }
    }

    /// The reply an APC string is: `body` everything between `ESC _` and its end. Nil unless it
    /// is kitty's graphics (`G` keys `;` message) with an image id.
    static func applicationCommand(body: ArraySlice<UInt8>) -> GraphicsReply? {
        guard body.first == UInt8(ascii: "G") else { return nil }
        let rest = body.dropFirst()
        let keys = rest.prefix { $0 != UInt8(ascii: ";") }
        let message = rest.dropFirst(keys.count + 1)
        var id: UInt32?
        for pair in keys.split(separator: UInt8(ascii: ",")) where pair.starts(with: "i=".utf8) {
            guard let value = fields(pair.dropFirst(2), largest: Int(UInt32.max)), value.count == 1, let number = UInt32(exactly: value[0]) else { return nil }
            id = number
        }
        guard let id, message.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return .kittyGraphics(id: id, message: String(decoding: message, as: UTF8.self))
    }

    /// Decimal fields separated by `;`, an empty one as 0 (a parameter's default); nil when one
    /// holds anything else, or a number above `largest` (no terminal sends one).
    static func fields(_ bytes: ArraySlice<UInt8>, largest: Int = largestNumber) -> [Int]? {
        var numbers: [Int] = [], current = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                numbers.append(current)
                current = 0
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                current = current * 10 + Int(byte - UInt8(ascii: "0"))
                guard current <= largest else { return nil }
            default:
                return nil
            }
        }
        numbers.append(current)
        return numbers
    }
}
