@testable import MoveMeRendering
import MoveMeCore
import XCTest
@testable import MoveMeTerminal

/// The 256-colour answers stay exactly what they were when every miss worked out all its
/// mixes again, found the tinted choice through a filtered array, and took each hue
/// difference's remainder: the palette's code as it was, kept here to compare with.
final class PaletteMixMemoryTests: XCTestCase {
    // MARK: The code as it was

    private static func oldHueDifference(_ first: Double, _ second: Double) -> Double {
        let difference = abs(first - second).truncatingRemainder(dividingBy: 360)
        return min(difference, 360 - difference)
    }

    private static func oldXterm256(_ color: RGB) -> Int {
        let nearest = Palette.nearestXterm256(color)
        let lab = CIELAB(color)
        guard lab.chroma >= Palette.mutedTint, Palette.xterm256Lab[nearest - 16].chroma < lab.chroma / 2 else { return nearest }
        let (halfChroma, hue) = (lab.chroma / 2, lab.hue)
        let keeping = Palette.xterm256Candidates.filter {
            $0.chroma >= halfChroma && oldHueDifference($0.hue, hue) <= Palette.hueTolerance
        }
        guard let kept = keeping.min(by: {
            (lab.squaredDistance(to: $0.lab), $0.index) < (lab.squaredDistance(to: $1.lab), $1.index)
        }) else { return nearest }
        let nearestDistance = lab.squaredDistance(to: Palette.xterm256Lab[nearest - 16])
        let maximumRatio = Palette.tintCostLimit * Palette.tintCostLimit
        return lab.squaredDistance(to: kept.lab) <= nearestDistance * maximumRatio ? kept.index : nearest
    }

    private static func oldSearchedHalves(_ color: RGB) -> (upper: Int, lower: Int) {
        let own = oldXterm256(color)
        let lab = CIELAB(color)
        let ownDistance = lab.squaredDistance(to: Palette.xterm256Lab[own - 16]).squareRoot()
        guard ownDistance > Palette.ditherThreshold, lab.chroma < Palette.ditherChroma else { return (own, own) }
        let ownLight = Palette.xterm256Linear[own - 16]
        var best = own, bestDistance = ownDistance - Palette.ditherGain
        let hue = lab.hue
        for (offset, partner) in Palette.xterm256Linear.enumerated() {
            let candidate = Palette.xterm256Tints[offset]
            guard candidate.chroma < Palette.mutedTint
                    || oldHueDifference(candidate.hue, hue) <= Palette.partnerHueTolerance else { continue }
            let mixed = CIELAB(linear: ((ownLight.red + partner.red) / 2, (ownLight.green + partner.green) / 2,
                                        (ownLight.blue + partner.blue) / 2))
            let distance = lab.squaredDistance(to: mixed).squareRoot()
            if distance < bestDistance { (best, bestDistance) = (16 + offset, distance) }
        }
        return (own, best)
    }

    // MARK: Old and new side by side

    /// Random colours, and muted ones near the placard's grey-blues and greys (the dithered).
    private static let colors: [RGB] = {
        var random = SplitMix64(seed: 0x6D69_7865)
        var colors = (0..<3_000).map { _ in RGB(random.byte(), random.byte(), random.byte()) }
        colors += (0..<3_000).map { _ in
            let grey = random.inRange(30...230)
            return RGB(UInt8(grey), UInt8(min(255, grey + random.inRange(0...14))), UInt8(min(255, grey + random.inRange(0...34))))
        }
        return colors
    }()

    func testHueDifferencesAreTheRemaindersTheyWere() {
        var random = SplitMix64(seed: 0x6875_6564)
        var pairs = (0..<20_000).map { _ in (random.double(0...359.999_999), random.double(0...359.999_999)) }
        pairs += [(0, 0), (0, 359.999_999_999_999_94), (359.999_999_999_999_94, 0), (180, 0), (0, 180), (90, 270),
                  (-10, 370), (720, 0), (0, -360), (.nan, 10), (10, .infinity)]
        for (first, second) in pairs {
            let (new, old) = (CIELAB.hueDifference(first, second), Self.oldHueDifference(first, second))
            XCTAssertTrue(new == old || (new.isNaN && old.isNaN), "\(first), \(second): \(new) against \(old)")
        }
        XCTAssertEqual(CIELAB.hueDifference(10, 350), 20)
        XCTAssertEqual(CIELAB.hueDifference(0, 720), 0)
    }

    func testTheTintedChoiceIsWhatItWas() {
        var tinted = 0
        for color in Self.colors {
            let (new, old) = (Palette.xterm256(color), Self.oldXterm256(color))
            XCTAssertEqual(new, old, "\(color)")
            if new != Palette.nearestXterm256(color) { tinted += 1 }
        }
        XCTAssertGreaterThan(tinted, 300, "the colours reach the hue-keeping choice")
    }

    /// One search that remembers its mixes, asked for every colour (and each again, in
    /// another order, when most of its mixes are remembered), answers as each search alone did.
    func testASearchThatRemembersItsMixesAnswersAsTheSearchAloneDid() {
        var search = Palette.HalvesSearch()
        var dithered = 0
        for color in Self.colors + Self.colors.reversed() {
            let old = Self.oldSearchedHalves(color)
            let (remembered, alone) = (search.halves(color), Palette.searchedXterm256Halves(color))
            XCTAssertEqual(remembered.upper, old.upper, "\(color)")
            XCTAssertEqual(remembered.lower, old.lower, "\(color)")
            XCTAssertEqual(alone.upper, old.upper, "\(color)")
            XCTAssertEqual(alone.lower, old.lower, "\(color)")
            if old.upper != old.lower { dithered += 1 }
        }
        XCTAssertGreaterThan(dithered, 1_000, "the colours reach the partner search")
    }

    func testTheSearchThatRemembersAnswersTheFirstFrameFromItsTable() {
        var search = Palette.HalvesSearch()
        XCTAssertEqual(search.halves(RGB(98, 110, 125)).upper, 67)
        XCTAssertEqual(search.halves(RGB(98, 110, 125)).lower, 59)
        XCTAssertEqual(search.halves(RGB(84, 84, 84)).lower, 240)
    }
}
