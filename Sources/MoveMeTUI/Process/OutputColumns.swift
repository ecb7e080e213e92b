import Glibc

/// How wide printed text is laid out (`moveme --help`, `moveme settings`): the terminal's width
/// when standard output is a terminal, as the kernel reports it (TIOCGWINSZ), else COLUMNS (a
/// pty nobody sized), else 80; and 80 when it is not a terminal (a pipe, a file, `less`).
///
/// The kernel's width before COLUMNS (ArgumentParser reads COLUMNS first): an exported COLUMNS
/// is the width of whatever terminal the shell had when it was set, and lines laid out to it
/// wrap on a narrower one.
public enum OutputColumns {
    public static func of(_ output: Int32 = STDOUT_FILENO, environment: [String: String]) -> Int {
        guard isatty(output) == 1 else { return 80 }
        if let size = TTY.windowSize(of: output) { return size.columns }
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return 80
    }
}
