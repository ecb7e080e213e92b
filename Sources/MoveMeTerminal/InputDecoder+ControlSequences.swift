/// CSI and SS3 sequences, collected up to their final byte, and the keys, mouse reports,
/// focus changes and mode reports they stand for.
extension InputDecoder {
    mutating func controlSequence(_ byte: UInt8, into events: inout [InputEvent]) -> Outcome {
        if ControlSequenceParameters.isFinalByte(byte) {
            if byte == UInt8(ascii: "M") && sequence.isEmpty {
                state = .x10Mouse  // `ESC [ M` is followed by three raw bytes
                return .consumed
            }
            if byte == UInt8(ascii: "[") && sequence.isEmpty {
                state = .linuxFunctionKey
                return .consumed
            }
            if byte == UInt8(ascii: "~") && sequence.elementsEqual("200".utf8) {
                state = .bracketedPaste(matched: 0)
                pasted.removeAll(keepingCapacity: false)
                pastedCount = 0
                return .consumed
            }
            state = .ground
            if let event = controlSequenceEvent(final: byte) { events.append(event) }
            return .consumed
        }
        return collect(byte)
    }

    mutating func singleShift(_ byte: UInt8, into events: inout [InputEvent]) -> Outcome {
        if ControlSequenceParameters.isFinalByte(byte) {
            state = .ground
            // Parameters are allowed (some terminals send `ESC O 5 A`) but only digits and ';'.
            if ControlSequenceParameters.numbers(sequence[...]) != nil,
               let key = KeySequences.ss3Key(final: byte) {
                events.append(.key(key))
            }
            return .consumed
        }
        return collect(byte)
    }

    /// Stores a parameter or intermediate byte of a CSI or SS3 sequence. Any other byte means
    /// the sequence was cut short: it is dropped and the byte decoded afresh, so that an ESC
    /// inside it starts the next sequence.
    private mutating func collect(_ byte: UInt8) -> Outcome {
        guard ControlSequenceParameters.isParameterByte(byte)
                || ControlSequenceParameters.isIntermediateByte(byte)
        else {
            state = .ground
            return .reprocess
        }
        guard sequence.count < Self.longestControlSequence else {
            sequence.removeAll(keepingCapacity: true)
            state = .skippingControlSequence
            return .consumed
        }
        sequence.append(byte)
        return .consumed
    }

    mutating func skippingControlSequence(_ byte: UInt8) -> Outcome {
        if ControlSequenceParameters.isFinalByte(byte) {
            state = .ground
            return .consumed
        }
        if ControlSequenceParameters.isParameterByte(byte) || ControlSequenceParameters.isIntermediateByte(byte) {
            return .consumed
        }
        state = .ground
        return .reprocess
    }

    mutating func x10Mouse(_ byte: UInt8, into events: inout [InputEvent]) -> Outcome {
        // Coordinates are raw bytes and may be anything from 0x21 up, but an ESC means the
        // report was cut short and a new sequence starts.
        guard byte != 0x1B else {
            state = .ground
            return .reprocess
        }
        sequence.append(byte)
        guard sequence.count == 3 else { return .consumed }
        state = .ground
        if let event = mouseEvent(MouseReport.x10(sequence[...])) { events.append(event) }
        return .consumed
    }

    /// The event a complete CSI sequence (`ESC [`, `sequence`, `final`) stands for, if any.
    private mutating func controlSequenceEvent(final: UInt8) -> InputEvent? {
        let parameters = sequence[...]
        if final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
           parameters.first == UInt8(ascii: "<") {
            return mouseEvent(MouseReport.sgr(parameterBytes: parameters, final: final),
                              pixels: reportsPixels ? cellPixelSize : nil)
        }
        if let report = ModeReport.decrpm(parameters: parameters, final: final) {
            if report.isPrivate && report.mode == ModeReport.sgrPixelsMouse {
                reportsPixels = report.isSet && cellPixelSize != nil
            }
            return .modeReport(report)
        }
        if final == UInt8(ascii: "M") {
            return mouseEvent(MouseReport.urxvt(parameterBytes: parameters))
        }
        // Keys carry only digits and ';': a private marker or intermediate byte means a reply
        // to a query or something else that is not a key.
        guard let numbers = ControlSequenceParameters.numbers(parameters) else { return nil }
        if numbers.isEmpty && final == UInt8(ascii: "I") { return .focus(true) }
        if numbers.isEmpty && final == UInt8(ascii: "O") { return .focus(false) }
        return KeySequences.csiKey(parameters: numbers, final: final).map(InputEvent.key)
    }

    /// The event for a report that parsed (nil when it did not), placed on the current screen.
    private mutating func mouseEvent(_ report: MouseReport?, pixels: CellPixelSize? = nil) -> InputEvent? {
        guard let report else { return nil }
        return mouse.event(for: report, columns: columns, rows: rows, pixels: pixels).map(InputEvent.mouse)
    }
}
