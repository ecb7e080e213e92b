internal import CNcursesw
import Glibc
import MoveMeCore
import MoveMeSession
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// The terminal while the program owns it: ncurses' screen for output, our own escape
/// sequences for mouse modes and synchronized output, and the way back to how it was found.
///
/// Input is not read through ncurses (see InputReader), so no `keypad`, `mousemask` or `getch`.
final class TTY {
    let files: TTYFiles
    private let screen: OpaquePointer
    /// ncurses' streams over duplicates of the files (closing them leaves the files open).
    private let outputStream: UnsafeMutablePointer<FILE>
    private let inputStream: UnsafeMutablePointer<FILE>
    /// The termios found at start: put back at the end whatever ncurses did.
    private var original: termios
    /// Whether terminfo has an alternate screen (smcup). Without one (vt100, the Linux
    /// console) the picture would stay after exit, so `end` clears it.
    private let hasAlternateScreen: Bool
    /// Whether the cursor can be hidden (terminfo's `civis`; vt100 has none). Where it cannot,
    /// each frame leaves it in the bottom right corner, past the hint's "? help", instead of on
    /// the last cell drawn, where it would jump about the placard while it moves.
    let hidesCursor: Bool
    private(set) var isSuspended = false
    private var hasEnded = false
    /// The terminal's size, kept here: ncurses is given it only when it needs it.
    private(set) var columns = 0
    private(set) var rows = 0
    /// Whether ncurses' screen is at the terminal's size. ncurses is set up at terminfo's own
    /// size and brought to the real one only where it draws or moves the cursor over the
    /// whole screen: when it draws the cells (`drawWithNcurses`), on the way back from
    /// `endwin` (a resume) and at the end. A backend that writes its own cells never draws
    /// into its windows, and resizing them allocated and cleared three windows of the real
    /// size: 0.6 million instructions, and their pages, before the first frame at 200x60.
    private var ncursesHasRealSize = false
    /// Whether ncurses draws the cells (its backend), and so follows every resize at once:
    /// asked for (`MOVEME_OUTPUT=ncurses`), or the terminal is not of the ANSI family the
    /// escape-sequence backend writes for.
    private(set) var ncursesDraws = false

    /// Takes over the terminal: alternate screen, no echo, no line buffering (but signals from
    /// Ctrl-C and Ctrl-Z still arrive as signals), cursor hidden, colours, mouse on.
    /// `ncursesOutput`: ncurses is to draw the cells even where the program could write them.
    init(profile: TerminfoProfile, original: termios, files: TTYFiles, strings: Strings = Strings(.english),
         ncursesOutput: Bool = false) throws(StartError) {
        self.original = original
        self.files = files
        let outputCopy = dup(files.output), inputCopy = dup(files.input)
        guard outputCopy >= 0, inputCopy >= 0,
              let output = fdopen(outputCopy, "w"), let input = fdopen(inputCopy, "r") else {
            if outputCopy >= 0 { close(outputCopy) }
            if inputCopy >= 0 { close(inputCopy) }
            throw StartError(strings[.errorCannotOpenTerminal])
        }
        _ = moveme_set_cloexec(outputCopy)
        _ = moveme_set_cloexec(inputCopy)
        outputStream = output
        inputStream = input
        // ncurses is set up small, and the real size kept here (`takeRealSize`: the kernel's,
        // as on every resize): `newterm` clears its three windows, leaving its initial state
        // compares and clears them again and `use_default_colors` walks them, each in
        // proportion to their size (2.5 million instructions at 200x60, of 13.5 from exec to
        // the first frame). Where it draws the cells, at terminfo's own size (80x24 for
        // xterm); where the program writes them, at one cell (0.3 million instructions and 40
        // pages for three windows of 80x24).
        // An entry without a size (cygwin's has no lines#) is set up at the kernel's: told to
        // take terminfo's, ncurses' newterm fails there.
        let setUpSize = profile.writesOwnCells && !ncursesOutput ? (columns: 1, rows: 1)
            : profile.terminfoSize == nil ? Self.realSize(of: files.output, terminfoSize: nil) : nil
        let created: OpaquePointer? = Self.settingUp(at: setUpSize) {
            if let name = profile.cursesName {
                newterm(name, output, input)
            } else {
                newterm(nil, output, input)
            }
        }
        guard let created else {
            fclose(output)
            fclose(input)
            // Named, with the size it was tried at: the checks before start found the entry
            // usable, so what is left to say is what ncurses was given.
            let name = profile.cursesName ?? getenv("TERM").map { String(cString: $0) } ?? ""
            let size = setUpSize ?? profile.terminfoSize ?? (80, 24)
            throw StartError(strings.format(.errorSetUpTerminal, name, "\(size.columns)x\(size.rows)"))
        }
        screen = created
        _ = set_term(screen)
        hasAlternateScreen = moveme_has_string_capability("smcup") != 0
        hidesCursor = moveme_has_string_capability("civis") != 0
        ncursesDraws = ncursesOutput || !EscapeSequenceBackend.suitsTerminal()
        if ncursesDraws { leaveInitialState() }
        cbreak()
        noecho()
        nonl()
        ignoreFlowControl()
        if !ncursesDraws { sendOutputAsIs() }
        _ = intrflush(moveme_stdscr(), false)
        // Never look at stdin during an update: ncurses would cut a frame short when input is
        // waiting, and the input is ours to read.
        _ = typeahead(-1)
        // The cursor is hidden: leaving it wherever the last cell was written saves moves.
        // Where it cannot be hidden, ncurses is to put it where `present` parks it.
        _ = leaveok(moveme_stdscr(), hidesCursor)
        _ = curs_set(0)
        if profile.depth != .monochrome {
            _ = start_color()
            // Pair 0 is then the terminal's own colours, so the reset ncurses sends at the end of
            // every update is the short one.
            _ = use_default_colors()
        }
        takeRealSize(terminfoSize: profile.terminfoSize)
        write(PrivateModes.mouseOn)
        write(PrivateModes.focusOn)
        write(PrivateModes.bracketedPasteOn)
    }

    /// The size ncurses would have found itself: the kernel's, else LINES and COLUMNS from the
    /// environment, else terminfo's (found before the set-up, which may have been at one cell). ncurses set the scroll region to
    /// the rows it was set up with and sends it again only when it comes back from `endwin`:
    /// the whole screen's is sent here, or the rows below would not scroll, after exit too.
    private func takeRealSize(terminfoSize: (columns: Int, rows: Int)?) {
        (columns, rows) = (Int(moveme_cols()), Int(moveme_lines()))
        ncursesHasRealSize = true
        let size = Self.realSize(of: files.output, terminfoSize: terminfoSize)
        guard size.columns != columns || size.rows != rows else { return }
        resize(columns: size.columns, rows: size.rows)
        if size.rows > 1, let region = moveme_scroll_region(0, Int32(size.rows - 1)) {
            write(Array(String(cString: region).utf8))
        }
    }

    /// ncurses draws the cells from now on (its backend): its screen follows the terminal's
    /// size.
    func drawWithNcurses() {
        ncursesDraws = true
        giveNcursesTheRealSize()
    }

    /// ncurses' screen made the terminal's size, where it is not yet.
    private func giveNcursesTheRealSize() {
        guard !ncursesHasRealSize else { return }
        _ = resize_term(Int32(rows), Int32(columns))
        ncursesHasRealSize = true
    }

    /// Until ncurses has once come back from `endwin`, it flushes its output at every cursor
    /// move (so that low-level terminfo programs see their output): a dozen small writes a
    /// frame, each waking the terminal. Leaving and coming back once, before anything is
    /// drawn and before colours start (coming back with colours on would reset the
    /// terminal's palette), moves it out of that state: every frame then reaches the terminal
    /// in one write. Only where ncurses draws the frames: where the program writes its own
    /// cells, ncurses moves no cursor until a resume, which comes back from `endwin` itself,
    /// and the round trip only left the alternate screen and entered it again, and cleared
    /// what the first frame paints whole (0.3 million instructions before the first frame).
    private func leaveInitialState() {
        _ = endwin()
        _ = doupdate()
    }

    /// Ctrl-S and Ctrl-Q become plain input. With XON/XOFF on (cbreak leaves it), one stray
    /// Ctrl-S stops the terminal taking output: the next frame blocks in write() and nothing,
    /// not even q or SIGTERM, gets through until Ctrl-Q. Saved as ncurses' program mode, so a
    /// resume brings it back too; `endwin` and `end` put the user's setting back.
    private func ignoreFlowControl() {
        changeProgramMode { $0.c_iflag &= ~tcflag_t(IXON | IXOFF) }
    }

    /// Output post-processing off (OPOST) while the program writes its own frames: they hold
    /// no newline or tab for the kernel to translate (cursor moves place everything), and with
    /// it on the terminal driver read every byte of every frame on its way through `write`.
    /// Saved as ncurses' program mode, as above; `end` puts the user's setting back.
    private func sendOutputAsIs() {
        changeProgramMode { $0.c_oflag &= ~tcflag_t(OPOST) }
    }

    /// Changes the terminal's modes now and saves them as ncurses' program mode, which a
    /// resume (`reset_prog_mode`) brings back.
    private func changeProgramMode(_ change: (inout termios) -> Void) {
        var mode = termios()
        guard tcgetattr(files.input, &mode) == 0 else { return }
        change(&mode)
        _ = tcsetattr(files.input, TCSANOW, &mode)
        _ = def_prog_mode()
    }

    var colors: Int { Int(moveme_colors()) }

    /// The size the kernel reports for the terminal, or nil (a pty may report 0×0).
    func windowSize() -> (columns: Int, rows: Int)? {
        Self.windowSize(of: files.output)
    }

    /// The size of a cell in pixels, from the kernel's window size, or nil where the terminal
    /// gives no pixels (tmux, the Linux console, a pty nobody sized).
    func cellPixelSize() -> CellPixelSize? {
        var width: Int32 = 0, height: Int32 = 0
        guard let size = windowSize(), moveme_window_pixels(files.output, &width, &height) == 0 else { return nil }
        return CellPixelSize(pixelWidth: Int(width), pixelHeight: Int(height), columns: size.columns, rows: size.rows)
    }

    /// Asks for mouse reports in pixels (SGR-Pixels) and whether the terminal took it; only
    /// where the cell's size in pixels is known, or pixels could not be turned into cells.
    func requestPixelMouse() {
        guard !isSuspended, !hasEnded else { return }
        write(PrivateModes.pixelMouseOn)
    }

    /// The mouse modes written again, in cells (1006 replaces 1016): after the cell's size in
    /// pixels is lost.
    func requestCellMouse() {
        guard !isSuspended, !hasEnded else { return }
        write(PrivateModes.mouseOn)
    }

    /// The terminal is now this size (ncurses' screen too, where it draws); what is on the
    /// terminal is repainted by the next update.
    func resize(columns: Int, rows: Int) {
        (self.columns, self.rows) = (max(1, columns), max(1, rows))
        ncursesHasRealSize = false
        if ncursesDraws { giveNcursesTheRealSize() }
        invalidate()
    }

    /// Where a cursor that cannot be hidden waits between frames: the bottom right corner.
    var cursorParking: (column: Int, row: Int)? {
        hidesCursor ? nil : (max(0, columns - 1), max(0, rows - 1))
    }

    /// Sends what was drawn into ncurses since the last update, as one synchronized frame.
    func present() {
        write(PrivateModes.beginFrame)
        if let parking = cursorParking { _ = wmove(moveme_stdscr(), Int32(parking.row), Int32(parking.column)) }
        _ = wnoutrefresh(moveme_stdscr())
        _ = doupdate()
        write(PrivateModes.endFrame)
        needsRepaint = false
    }

    /// Sends `bytes` (cells a backend wrote as escape sequences itself) as one frame, in one
    /// write, synchronized unless it is short (`SynchronizedOutput`). ncurses draws nothing
    /// then: only after a resume does it write, to return to the alternate screen and its
    /// modes, before the frame (which is then always synchronized).
    func present(appending bytes: [UInt8]) {
        // A drag's or a bounce's frame: the bytes as they are, neither copied nor joined.
        if !needsRepaint && !isReturningFromEndwin && !SynchronizedOutput.marks(frameOf: bytes.count, oneWrite: true) {
            write(bytes)
            return
        }
        var frame: [UInt8] = needsRepaint ? Array(Self.attributesOff.utf8) : []
        let marked = SynchronizedOutput.marks(frameOf: frame.count + bytes.count, oneWrite: !isReturningFromEndwin)
        if marked { frame = Array(PrivateModes.beginFrame.utf8) + frame }
        if isReturningFromEndwin {
            // Coming back, ncurses repaints its screen and sets the scroll region to its rows.
            giveNcursesTheRealSize()
            write(frame)
            _ = wnoutrefresh(moveme_stdscr())
            _ = doupdate()
            frame = []
            isReturningFromEndwin = false
        }
        write(frame + bytes + (marked ? Array(PrivateModes.endFrame.utf8) : []))
        needsRepaint = false
    }

    /// Set by `resume`: the next update must go through ncurses, which enters the alternate
    /// screen and program mode again.
    private var isReturningFromEndwin = false

    /// The next frame repaints the whole terminal: what it shows, where its cursor is and
    /// which colours are set are unknown until then. True from the start. (A backend that
    /// writes every cell itself needs no clear first: every cell is drawn again.)
    private(set) var needsRepaint = true

    /// Repaints everything on the next update (after a resize, a resume, an unknown change).
    func invalidate() {
        _ = clearok(moveme_curscr(), true)
        needsRepaint = true
    }

    /// Ctrl-Z: mouse off and the terminal as it was found, before the process stops.
    func suspend() {
        guard !isSuspended, !hasEnded else { return }
        write(PrivateModes.focusOff)
        write(PrivateModes.mouseOff + Self.attributesOff)
        write(PrivateModes.bracketedPasteOff)
        _ = endwin()
        _ = tcsetattr(files.input, TCSADRAIN, &original)
        isSuspended = true
    }

    /// After `fg`: ncurses' terminal modes back at once (input is not echoed), mouse on. The
    /// next `present` returns to the alternate screen and repaints everything, inside one
    /// synchronized frame, at the size the terminal has then.
    func resume() {
        guard isSuspended, !hasEnded else { return }
        isSuspended = false
        isReturningFromEndwin = true
        _ = reset_prog_mode()
        invalidate()
        write(PrivateModes.mouseOn)
        write(PrivateModes.focusOn)
        write(PrivateModes.bracketedPasteOn)
    }

    /// After a SIGCONT we did not cause (someone sent SIGSTOP): the shell may have changed the
    /// terminal modes meanwhile, so put ours back and repaint.
    func reassert() {
        guard !isSuspended, !hasEnded else { return }
        _ = reset_prog_mode()
        invalidate()
        write(PrivateModes.mouseOn)
        write(PrivateModes.focusOn)
        write(PrivateModes.bracketedPasteOn)
    }

    /// Leaves the terminal exactly as found: mouse off, ncurses' own reset (attributes, cursor,
    /// alternate screen), then the original termios. Without an alternate screen, what was
    /// drawn is cleared first, so the shell's prompt comes back on an empty screen and not
    /// over the placard and the hint.
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        if !isSuspended {
            // Colours a backend set itself off first: ncurses knows only its own.
            write(PrivateModes.focusOff)
            write(PrivateModes.mouseOff + Self.attributesOff)
            write(PrivateModes.bracketedPasteOff)
            // Where there is no alternate screen, ncurses clears the screen and leaves the
            // cursor on the bottom row: it needs the real size for that. Leaving the
            // alternate screen brings back the cursor where the shell had it, wherever
            // ncurses leaves it: its screen is not grown to the terminal's size just to be
            // freed (0.55 million instructions and 170 fresh pages at every exit).
            if !hasAlternateScreen {
                giveNcursesTheRealSize()
                _ = wclear(moveme_stdscr())
                _ = wrefresh(moveme_stdscr())
            }
            _ = endwin()
        }
        delscreen(screen)
        fclose(outputStream)
        fclose(inputStream)
        _ = tcsetattr(files.input, TCSADRAIN, &original)
    }

    /// Sends a sequence the session asked for besides frames (OSC 52), at once.
    func send(_ text: String) {
        guard !isSuspended, !hasEnded else { return }
        write(text)
    }

    private static let attributesOff = "\u{1B}[0m"

    private func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes our own bytes straight to the terminal, after what ncurses has buffered, so the
    /// two never interleave. ncurses' buffer is its own, not its FILE's, and at one cell it
    /// holds 21 bytes: its set-up went out in pieces, and the scroll region and mouse modes
    /// written here landed inside one of its sequences (under xtermm, crt, color_xterm… the
    /// rest of it was left as text on the user's screen at exit).
    private func write(_ bytes: [UInt8]) {
        moveme_flush_ncurses()
        var offset = 0
        while offset < bytes.count {
            // Read in place (a mutable view of a shared array made a copy of the frame first).
            let written = bytes.withUnsafeBytes { Glibc.write(files.output, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
        }
    }
}
