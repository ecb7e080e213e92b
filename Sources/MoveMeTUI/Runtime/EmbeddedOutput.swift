/// Where an embedded terminal's frames go: into memory, framed as the tty frames them (the
/// synchronized-output marks, an attribute reset after a repaint).
final class EmbeddedOutput: FrameOutput {
    var columns: Int
    var rows: Int
    var cursorParking: (column: Int, row: Int)? { nil }
    private(set) var needsRepaint = true
    /// Every frame's bytes, in order.
    private(set) var frames: [[UInt8]] = []
    /// Called when the display says the terminal's picture is unknown.
    var invalidated: () -> Void = {}

    init(columns: Int, rows: Int) {
        (self.columns, self.rows) = (columns, rows)
    }

    func invalidate() {
        needsRepaint = true
        invalidated()
    }

    func present(appending bytes: [UInt8], holdsSixel: Bool) {
        frames.append(SynchronizedOutput.frame(bytes, afterUnknownState: needsRepaint, holdsSixel: holdsSixel))
        needsRepaint = false
    }

    /// All the bytes sent, one frame after another.
    var bytes: [UInt8] { frames.flatMap { $0 } }
}
