import MoveMeTerminal

/// Any byte stream through the input decoder and its mouse report interpreter: nothing it
/// yields is unsafe (a mouse event off the screen, a control character as a key), after a
/// pause nothing is left pending, and how the bytes are split between reads never changes the events.
///
/// The input: two bytes of screen size, one of how to split the reads, then the terminal's bytes.
public enum InputDecoderFuzz {
    public static func run(_ data: [UInt8]) {
        var input = FuzzedDataProvider(data)
        let sizes = [(80, 24), (1, 1), (223, 50), (224, 300), (9999, 9999), (2, 1)]
        let size = input.byte()
        let (columns, rows) = size < 6 ? sizes[Int(size)] : (Int(size), input.inRange(1...256))
        let split = input.byte()
        let stream = Array(input.remainingBytes())

        var whole = InputDecoder(columns: columns, rows: rows)
        let wholeEvents = whole.decode(stream)
        check(wholeEvents, columns: columns, rows: rows)

        // The same bytes in reads of 1 to 16 bytes; with the top bit of `split`, a pause (a
        // flush) after each read and the screen resized now and then, where only safety holds.
        var chunked = InputDecoder(columns: columns, rows: rows)
        let pauses = split & 0x80 != 0
        var events: [InputEvent] = []
        var offset = 0
        var read = 0
        while offset < stream.count {
            let length = Int((split &+ UInt8(truncatingIfNeeded: read &* 7)) % 16) + 1
            let end = min(stream.count, offset + length)
            let some = chunked.decode(stream[offset..<end])
            check(some, columns: chunked.columns, rows: chunked.rows)
            events += some
            if pauses {
                check(chunked.flushPending(), columns: chunked.columns, rows: chunked.rows)
                if read % 5 == 4 { (chunked.columns, chunked.rows) = (1 + read % 300, 1 + read % 70) }
            }
            offset = end
            read += 1
        }
        if !pauses {
            require(events == wholeEvents, "reads of \(split % 16 + 1)-ish bytes decode differently from the whole")
        }
        check(chunked.flushPending(), columns: chunked.columns, rows: chunked.rows)
        require(!chunked.hasPendingInput, "input still pending after a flush")
    }

    /// Traps on the first event a terminal could not have meant or the program must not see.
    static func check(_ events: [InputEvent], columns: Int, rows: Int) {
        for event in events {
            switch event {
            case .mouse(let mouse):
                require((0..<max(1, columns)).contains(mouse.column) && (0..<max(1, rows)).contains(mouse.row),
                        "\(mouse) outside \(columns)x\(rows)")
            case .key(.character(let character)):
                require(!character.unicodeScalars.contains { $0.properties.generalCategory == .control },
                        "control character \(character.unicodeScalars.map(\.value)) as a key")
            case .key(.control(let character)):
                require(("@"..."_").contains(character) || ("a"..."z").contains(character),
                        "strange control key \(character)")
            default:
                break
            }
        }
    }
}
