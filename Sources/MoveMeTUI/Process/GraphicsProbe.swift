import Glibc
import MoveMeTerminal

/// Asks the terminal, once at the start, how it draws images (`GraphicsQueries`: kitty's query,
/// whether it reads shared memory and temporary files, sixel's colour registers, then Primary
/// Device Attributes, which every terminal answers), and waits for the answers: until DA1's
/// comes, or `timeout` passes for a terminal that answers nothing. Whatever else arrives
/// meanwhile (keys typed, a click) is kept, in order, for the program's input. The media's
/// files are removed once the answers are in, whoever read them.
enum GraphicsProbe {
    /// At most this long for the answers: a terminal on this machine answers within a few
    /// milliseconds, one over a slow link within a round trip; one that never answers costs
    /// this once, at the start.
    static let timeout = 0.4

    /// The terminal's answers, and the input that came with them.
    static func ask(_ tty: TTY, timeout: Double = timeout) -> (detection: GraphicsDetection, input: [UInt8]) {
        let clock = Clock()
        var detection = GraphicsDetection()
        var reader = GraphicsReplyReader()
        var input: [UInt8] = []
        // A 1 × 1 RGB image's three bytes in each medium kitty may read, as `icat` asks.
        let rings = [KittyMedium.sharedMemory, .temporaryFile].compactMap { KittyTransport(medium: $0) }
        defer { for ring in rings { ring.removeAll() } }
        let media = rings.compactMap { ring in ring.write([0, 0, 0]).map { (ring.medium, $0) } }
        tty.write(GraphicsQueries.all(media: media))
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !detection.isComplete {
            let left = timeout - clock.now
            guard left > 0 else { break }
            var descriptor = pollfd(fd: tty.files.input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((left * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(tty.files.input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            let (replies, other) = reader.read(buffer[0..<count])
            for reply in replies { detection.record(reply) }
            input += other
        }
        input += reader.flush()
        // What runs killed outright left of their images' files: looked for only where the
        // terminal reads them, so that a start on any other terminal reads no directory.
        if detection.fastestMedium != .direct { KittyTransport.removeOrphans() }
        return (detection, input)
    }
}
