/// What a terminal said about drawing images, reply by reply (`record`), up to its answer to
/// Primary Device Attributes, which ends the detection: a terminal answers in order, so a reply
/// to kitty's query counts only when it comes before that answer.
public struct GraphicsDetection: Equatable, Sendable {
    /// The id kitty's query was asked under (`GraphicsQueries.all`).
    public let kittyID: UInt32
    /// kitty's answers before DA1's (`OK`, or an error), by the id of the query.
    public private(set) var kittyMessages: [UInt32: String] = [:]
    /// kitty's answer to its query.
    public var kittyMessage: String? { kittyMessages[kittyID] }
    /// DA1's answer: the class, then the attributes.
    public private(set) var deviceAttributes: [Int]?
    /// The colour registers sixel may use (XTSMGRAPHICS).
    public private(set) var colorRegisters: Int?

    public init(kittyID: UInt32 = GraphicsQueries.kittyID) {
        self.kittyID = kittyID
    }

    /// Takes a reply into account. After DA1's answer, kitty's no longer counts.
    public mutating func record(_ reply: GraphicsReply) {
        switch reply {
        case .kittyGraphics(let id, let message):
            if deviceAttributes == nil { kittyMessages[id] = message }
        case .deviceAttributes(let family, let attributes):
            if deviceAttributes == nil { deviceAttributes = [family] + attributes }
        case .graphicsAttribute(1, 0, let values) where values.count >= 1 && values[0] > 0:
            colorRegisters = values[0]
        case .graphicsAttribute:
            break
        }
    }

    /// Whether DA1 was answered: nothing more is coming.
    public var isComplete: Bool { deviceAttributes != nil }

    /// Whether kitty's query was answered OK before DA1.
    public var speaksKitty: Bool { kittyMessage == "OK" }

    /// The fastest medium the terminal said it reads: shared memory, a temporary file, or
    /// the command itself (base64).
    public var fastestMedium: KittyMedium {
        for medium in [KittyMedium.sharedMemory, .temporaryFile] where kittyMessages[medium.queryID(after: kittyID)] == "OK" {
            return medium
        }
        return .direct
    }

    /// Whether DA1 lists sixel graphics (attribute 4, in a VT220 or later family: the VT100s'
    /// answers hold options, not attributes).
    public var speaksSixel: Bool {
        guard let attributes = deviceAttributes, let family = attributes.first, family >= 62 else { return false }
        return attributes.dropFirst().contains(4)
    }
}
