import MoveMeRendering
/// The colours a sixel image paints with, at most as many as the terminal has colour registers
/// (xterm's VT340 has 16 by default, up to 1024 when asked; mlterm 256), chosen by median cut:
/// the image's colours are split, box by box, across the middle of their widest channel, and
/// each box's colours become their weighted mean. A placard's few hundred colours (a gradient
/// of grey-blues, a white border, the edges' blends) keep their steps where a fixed cube of
/// colours would band the gradient into two or three.
public struct SixelPalette: Equatable, Sendable {
    /// The registers' colours, register 0 first.
    public let colors: [RGB]
    /// Each of the image's colours' register.
    private let registers: [RGB: Int]

    /// The palette of `image`'s painted pixels (those `SixelEncoder` paints: alpha 128 and
    /// more), at most `maximumColors` of them (at least 1).
    public init(image: PixelImage, maximumColors: Int = 256) {
        var counts: [RGB: Int] = [:]
        // A run of one colour counted once (the image is mostly runs): a hash a run, not a pixel.
        var run: (color: RGB, count: Int)?
        for i in stride(from: 0, to: image.bytes.count, by: 4) where image.bytes[i + 3] >= SixelEncoder.opaque {
            let color = RGB(image.bytes[i], image.bytes[i + 1], image.bytes[i + 2])
            if run?.color == color {
                run!.count += 1
            } else {
                if let run { counts[run.color, default: 0] += run.count }
                run = (color, 1)
            }
        }
        if let run { counts[run.color, default: 0] += run.count }
        self.init(counts: counts, maximumColors: maximumColors)
    }

    /// The palette of colours counted so (how many pixels each).
    init(counts: [RGB: Int], maximumColors: Int) {
        // In one order whatever the dictionary's, so the same image makes the same bytes.
        let sorted = counts.sorted { Self.key($0.key) < Self.key($1.key) }
        var boxes: [[(color: RGB, count: Int)]] = sorted.isEmpty ? [] : [sorted.map { ($0.key, $0.value) }]
        // Each box's widest channel, kept beside it: only the two halves of a split are measured.
        var spreads = boxes.map { Self.widestChannel(of: $0) }
        while boxes.count < max(1, maximumColors) {
            // The box whose colours spread widest on one channel, the first of equals.
            let wider = { (a: Int, b: Int) in spreads[a].spread < spreads[b].spread || (spreads[a].spread == spreads[b].spread && a > b) }
            guard let pick = spreads.indices.max(by: wider), spreads[pick].spread > 0 else { break }
            let channel = spreads[pick].channel
            let box = boxes[pick].sorted { (Self.value($0.color, channel), Self.key($0.color)) < (Self.value($1.color, channel), Self.key($1.color)) }
            // Split where half the box's pixels lie before, leaving a colour on each side.
            let total = box.reduce(0) { $0 + $1.count }
            var cut = 1, before = box[0].count
            while cut < box.count - 1 && before * 2 < total {
                before += box[cut].count
                cut += 1
            }
            boxes[pick] = Array(box[..<cut])
            boxes.insert(Array(box[cut...]), at: pick + 1)
            spreads[pick] = Self.widestChannel(of: boxes[pick])
            spreads.insert(Self.widestChannel(of: boxes[pick + 1]), at: pick + 1)
        }
        var colors: [RGB] = [], registers: [RGB: Int] = [:]
        for box in boxes {
            let total = box.reduce(0) { $0 + $1.count }
            func mean(_ channel: Int) -> UInt8 {
                UInt8((box.reduce(0) { $0 + Int(Self.value($1.color, channel)) * $1.count } + total / 2) / total)
            }
            for entry in box { registers[entry.color] = colors.count }
            colors.append(RGB(mean(0), mean(1), mean(2)))
        }
        (self.colors, self.registers) = (colors, registers)
    }

    /// The register a colour of the image is painted with.
    public func register(of color: RGB) -> Int? { registers[color] }

    private static func key(_ c: RGB) -> Int { Int(c.red) << 16 | Int(c.green) << 8 | Int(c.blue) }

    private static func value(_ c: RGB, _ channel: Int) -> UInt8 { channel == 0 ? c.red : channel == 1 ? c.green : c.blue }

    private static func widestChannel(of box: [(color: RGB, count: Int)]) -> (channel: Int, spread: Int) {
        guard let first = box.first?.color else { return (0, 0) }
        var (low, high) = (first, first)
        for (color, _) in box {
            (low.red, high.red) = (min(low.red, color.red), max(high.red, color.red))
            (low.green, high.green) = (min(low.green, color.green), max(high.green, color.green))
            (low.blue, high.blue) = (min(low.blue, color.blue), max(high.blue, color.blue))
        }
        var best = (channel: 0, spread: 0)
        for channel in 0..<3 {
            let spread = Int(value(high, channel)) - Int(value(low, channel))
            if spread > best.spread { best = (channel, spread) }
        }
        return best
    }
}
