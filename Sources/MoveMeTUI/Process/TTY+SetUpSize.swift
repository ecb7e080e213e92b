internal import CNcursesw
import Glibc

/// The sizes ncurses is set up at: see `TTY.init`.
extension TTY {
    /// The terminal's size as ncurses would find it: the kernel's, else LINES and COLUMNS from
    /// the environment, else terminfo's, else 80x24 (ncurses' last resort too).
    static func realSize(of output: Int32, terminfoSize: (columns: Int, rows: Int)?) -> (columns: Int, rows: Int) {
        func environment(_ name: String) -> Int? { getenv(name).flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil } }
        return windowSize(of: output) ?? environment("COLUMNS").flatMap { columns in environment("LINES").map { (columns, $0) } }
            ?? terminfoSize ?? (80, 24)
    }

    /// `body` (ncurses' set-up) with ncurses taking its size from terminfo, or, given a
    /// `size`, from LINES and COLUMNS set to it for the while (what ncurses reads before the
    /// kernel's size when told to use the environment; both are put back as they were).
    static func settingUp(at size: (columns: Int, rows: Int)?, _ body: () -> OpaquePointer?) -> OpaquePointer? {
        guard let size else {
            use_env(false)
            return body()
        }
        let names = ["LINES", "COLUMNS"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        setenv("LINES", String(size.rows), 1)
        setenv("COLUMNS", String(size.columns), 1)
        use_env(true)
        defer {
            use_env(false)
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return body()
    }

    /// The size the kernel reports for `output`, or nil (a pty may report 0×0).
    static func windowSize(of output: Int32) -> (columns: Int, rows: Int)? {
        var rows: Int32 = 0, columns: Int32 = 0
        guard moveme_window_size(output, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return (Int(columns), Int(rows))
    }
}
