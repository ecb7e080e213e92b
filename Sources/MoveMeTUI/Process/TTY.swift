internal import CNcursesw
import Glibc
import MoveMeSession
import MoveMeStrings
import MoveMeTerminal

/// The terminal while the program owns it: ncurses' screen for output, our own escape
/// sequences for mouse modes and synchronized output, and the way back to how it was found.
///
/// Input is not read through ncurses (see RealTerminal), so no `keypad`, `mousemask` or `getch`.
final class TTY {
    let files: TTYFiles
    let screen: OpaquePointer
    /// ncurses' streams over duplicates of the files (closing them leaves the files open).
    let outputStream: UnsafeMutablePointer<FILE>
    let inputStream: UnsafeMutablePointer<FILE>
    /// The termios found at start: put back at the end whatever ncurses did.
    var original: termios
    /// Whether terminfo has an alternate screen (smcup). Without one (vt100, the Linux
    /// console) the picture would stay after exit, so `end` clears it.
    let hasAlternateScreen: Bool
    /// Whether the cursor can be hidden (terminfo's `civis`; vt100 has none). Where it cannot,
    /// each frame leaves it in the bottom right corner, past the hint's "? help", instead of on
    /// the last cell drawn, where it would jump about the placard while it moves.
    let hidesCursor: Bool
    var isSuspended = false
    var hasEnded = false
    /// The terminal's size, kept here: ncurses is given it only when it needs it.
    var columns = 0
    var rows = 0
    /// Whether ncurses' screen is at the terminal's size. ncurses is set up at terminfo's own
    /// size and brought to the real one only where it draws or moves the cursor over the
    /// whole screen: when it draws the cells (`drawWithNcurses`), on the way back from
    /// `endwin` (a resume) and at the end. A backend that writes its own cells never draws
    /// into its windows, and resizing them allocated and cleared three windows of the real
    /// size: 0.6 million instructions, and their pages, before the first frame at 200x60.
    var ncursesHasRealSize = false
    /// Whether ncurses draws the cells (its backend), and so follows every resize at once:
    /// asked for (`MOVEME_OUTPUT=ncurses`), or the terminal is not of the ANSI family the
    /// escape-sequence backend writes for.
    private(set) var ncursesDraws = false
    /// Set by `resume`: the next update must go through ncurses, which enters the alternate
    /// screen and program mode again.
    var isReturningFromEndwin = false
    /// The next frame repaints the whole terminal: what it shows, where its cursor is and
    /// which colours are set are unknown until then. True from the start. (A backend that
    /// writes every cell itself needs no clear first: every cell is drawn again.)
    var needsRepaint = true
    /// What removes the program's images from the terminal (kitty's keep them apart from the
    /// cells), asked on the way out, and before a stop. Empty where none are drawn.
    var removesImages: () -> String = { "" }
    /// Files of the program's the terminal may not have taken (kitty's images' data,
    /// `KittyTransport`): removed on the way out.
    var removesFiles: [String] = []
    /// The modes set on the terminal (mouse, focus reports, bracketed paste): nil until the
    /// first frame asks for them. Written again after a stop; every one off on the way out.
    private(set) var modes: TerminalModes?

    /// Takes over the terminal: alternate screen, no echo, no line buffering (but signals from
    /// Ctrl-C and Ctrl-Z still arrive as signals), cursor hidden, colours; the mouse and the other modes as the first frame asks (`set`).
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
    }

    /// The modes the frames ask for set on the terminal: only what changes is written.
    func set(_ wanted: TerminalModes) {
        guard !isSuspended, !hasEnded else { return }
        write(PrivateModes.changing(from: modes, to: wanted))
        modes = wanted
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
    func giveNcursesTheRealSize() {
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
}
