import MoveMeTerminal

/// The SGR parameters of each colour a writer sends, worked out once as packed bytes (see
/// `ReservedBytes.append(packed:)`): a colour number's "38;5;N" or "48;5;N" (or the short
/// forms of 0–15), and each channel value's digits for true colour's "38;2;R;G;B". A colour
/// change is then a look-up and a store, not a prefix array appended and a number's digits
/// found by division, which were two thirds of a colour's cost in a 256-colour session.
struct ColorParameters {
    /// Foregrounds of numbers 0–255, then backgrounds (the 256 and 8 colours' numbers).
    private let numbers: [UInt64]
    /// The digits of 0–255 (true colour's channels).
    private let channels: [UInt64]

    init(depth: ColorDepth) {
        switch depth {
        case .palette256, .palette8:
            numbers = [false, true].flatMap { background in
                (0..<256).map { Self.numberParameter($0, background: background) }
            }
            channels = []
        case .trueColor:
            numbers = []
            channels = (0..<256).map { ReservedBytes.packedDecimal($0) }
        case .monochrome:
            (numbers, channels) = ([], [])
        }
    }

    /// The parameter of a palette colour number (0–255): 30–37, 90–97 and 38;5;N for a
    /// foreground, 40–47, 100–107 and 48;5;N for a background, as xterm reads them.
    func appendNumber(_ number: Int, background: Bool, to bytes: inout ReservedBytes) {
        bytes.append(packed: numbers[(background ? 256 : 0) + number])
    }

    /// "38;2;R;G;B" or "48;2;R;G;B".
    func appendRGB(red: UInt8, green: UInt8, blue: UInt8, background: Bool, to bytes: inout ReservedBytes) {
        bytes.append(packed: background ? 0x3B_32_3B_38_34 : 0x3B_32_3B_38_33)  // "48;2;", "38;2;"
        let semicolon = UInt64(UInt8(ascii: ";"))
        let (redDigits, greenDigits) = (channels[Int(red)], channels[Int(green)])
        bytes.append(packed: redDigits | semicolon << (8 * ReservedBytes.count(packed: redDigits)))
        bytes.append(packed: greenDigits | semicolon << (8 * ReservedBytes.count(packed: greenDigits)))
        bytes.append(packed: channels[Int(blue)])
    }

    private static func numberParameter(_ number: Int, background: Bool) -> UInt64 {
        switch number {
        case 0..<8: ReservedBytes.packedDecimal((background ? 40 : 30) + number)
        case 8..<16: ReservedBytes.packedDecimal((background ? 100 : 90) + number - 8)
        default: (background ? 0x3B_35_3B_38_34 : 0x3B_35_3B_38_33) | ReservedBytes.packedDecimal(number) << 40  // "48;5;", "38;5;"
        }
    }
}
