import Foundation

/// One input of the scripted session: the left button pressed, dragged or released at a cell
/// (0-based column and row), or `q`.
enum Input: Equatable {
    case press(column: Int, row: Int)
    case drag(column: Int, row: Int)
    case release(column: Int, row: Int)
    case quit
}

/// The scripted session of the performance benchmark, read from Benchmarks/session.txt: the
/// one file that both this bench (on a manual clock) and Benchmarks/drive.py (in real time, to
/// the real program and to the naive peer) play, so their figures are about the same inputs.
///
/// The format, one line each: `size COLUMNS ROWS` once, then `SECONDS EVENT [COLUMN ROW]`;
/// `#` starts a comment.
struct ScriptedSession {
    let columns: Int
    let rows: Int
    /// The inputs in time order, with their times in seconds from the start.
    let inputs: [(time: Double, input: Input)]

    /// Benchmarks/session.txt beside this source file's folder.
    static let standardPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("session.txt").path

    /// Why a session file could not be read, in words for the person who ran the bench.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    init(contentsOfFile path: String) throws {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ReadError(description: "\(path): \(error.localizedDescription)")
        }
        do {
            try self.init(parsing: text)
        } catch let error as ReadError {
            throw ReadError(description: "\(path):\(error)")
        }
    }

    init(parsing text: String) throws {
        var size: (Int, Int)?
        var inputs: [(time: Double, input: Input)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.prefix { $0 != "#" }
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if fields.isEmpty { continue }
            let error = ReadError(description: "\(index + 1): cannot read \"\(rawLine)\"")
            if fields[0] == "size" {
                guard fields.count == 3, let columns = Int(fields[1]), let rows = Int(fields[2]) else { throw error }
                size = (columns, rows)
                continue
            }
            guard let time = Double(fields[0]), time >= 0, time >= (inputs.last?.time ?? 0) else { throw error }
            let cell = fields.count == 4 ? (Int(fields[2]), Int(fields[3])) : (nil, nil)
            switch (fields[1], cell) {
            case let ("press", (column?, row?)): inputs.append((time, .press(column: column, row: row)))
            case let ("drag", (column?, row?)): inputs.append((time, .drag(column: column, row: row)))
            case let ("release", (column?, row?)): inputs.append((time, .release(column: column, row: row)))
            case ("quit", _) where fields.count == 2: inputs.append((time, .quit))
            default: throw error
            }
        }
        guard let (columns, rows) = size else { throw ReadError(description: " no `size` line") }
        self.columns = columns
        self.rows = rows
        self.inputs = inputs
    }
}
