@testable import MoveMeRendering
import MoveMeCore
import XCTest
@testable import MoveMeTerminal

/// The dither search with its hues taken from a table gives the answers it gave finding them
/// for each partner.
final class PaletteSearchTests: XCTestCase {
    /// The search as it was: both hues found again for every partner.
    private func reference(_ color: RGB) -> (upper: Int, lower: Int) {
        let own = Palette.xterm256(color)
        let lab = CIELAB(color)
        let ownDistance = lab.squaredDistance(to: Palette.xterm256Lab[own - 16]).squareRoot()
        guard ownDistance > Palette.ditherThreshold, lab.chroma < Palette.ditherChroma else { return (own, own) }
        let ownLight = Palette.xterm256Linear[own - 16]
        var best = own, bestDistance = ownDistance - Palette.ditherGain
        for (offset, partner) in Palette.xterm256Linear.enumerated() {
            let candidate = Palette.xterm256Lab[offset]
            guard candidate.chroma < Palette.mutedTint
                    || CIELAB.hueDifference(candidate.hue, lab.hue) <= Palette.partnerHueTolerance else { continue }
            let mixed = CIELAB(linear: ((ownLight.red + partner.red) / 2, (ownLight.green + partner.green) / 2,
                                        (ownLight.blue + partner.blue) / 2))
            let distance = lab.squaredDistance(to: mixed).squareRoot()
            if distance < bestDistance { (best, bestDistance) = (16 + offset, distance) }
        }
        return (own, best)
    }

    func testTheSearchGivesTheSameHalvesForSeededAndPlacardColours() {
        var random = SplitMix64(seed: 0x6875_6573)
        var colors = (0..<1_500).map { _ in RGB(random.byte(), random.byte(), random.byte()) }
        // Muted ones, which are the dithered: near the placard's grey-blues and greys.
        colors += (0..<1_500).map { _ in
            let grey = random.inRange(40...220)
            return RGB(UInt8(grey), UInt8(min(255, grey + random.inRange(0...12))), UInt8(min(255, grey + random.inRange(0...30))))
        }
        var dithered = 0
        for color in colors {
            let (found, expected) = (Palette.searchedXterm256Halves(color), reference(color))
            XCTAssertEqual(found.upper, expected.upper, "\(color)")
            XCTAssertEqual(found.lower, expected.lower, "\(color)")
            if found.upper != found.lower { dithered += 1 }
        }
        XCTAssertGreaterThan(dithered, 300, "the seeded colours reach the partner search")
    }
}
