import MoveMeStrings
import MoveMeTerminal

extension GraphicsFallback {
    /// What the bottom row says at the start: no images of the kind asked for, why, and that
    /// the views are drawn in cells.
    func notice(_ strings: Strings) -> String {
        let key: TextKey = switch reason {
        case .multiplexer: .noticeImagesMultiplexer
        case .ncursesDraws: .noticeImagesNcurses
        case .noPixelSize: .noticeImagesNoPixelSize
        case .unanswered: .noticeImagesUnanswered
        case .noFont: .noticeImagesNoFont
        }
        return strings.format(key, asked.rawValue)
    }
}
