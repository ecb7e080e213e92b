internal import CNcursesw
import Glibc

/// Giving the terminal back as it was found, for a while (Ctrl-Z, until `fg`) or for good
/// (`end`), and taking it again.
extension TTY {
    /// Ctrl-Z: mouse off and the terminal as it was found, before the process stops.
    func suspend() {
        guard !isSuspended, !hasEnded else { return }
        write(removesImages() + PrivateModes.focusOff)
        write(PrivateModes.mouseOff + PrivateModes.attributesOff)
        write(PrivateModes.bracketedPasteOff)
        _ = endwin()
        _ = tcsetattr(files.input, TCSADRAIN, &original)
        isSuspended = true
    }

    /// After `fg`: ncurses' terminal modes back at once (input is not echoed), the frames' modes
    /// again. The next frame returns to the alternate screen and repaints everything, inside one
    /// synchronized frame, at the size the terminal has then.
    func resume() {
        guard isSuspended, !hasEnded else { return }
        isSuspended = false
        isReturningFromEndwin = true
        _ = reset_prog_mode()
        invalidate()
        if let modes { write(PrivateModes.changing(from: nil, to: modes)) }
    }

    /// After a SIGCONT we did not cause (someone sent SIGSTOP): the shell may have changed the
    /// terminal modes meanwhile, so put ours back and repaint.
    func reassert() {
        guard !isSuspended, !hasEnded else { return }
        _ = reset_prog_mode()
        invalidate()
        if let modes { write(PrivateModes.changing(from: nil, to: modes)) }
    }

    /// Leaves the terminal exactly as found: mouse off, ncurses' own reset (attributes, cursor,
    /// alternate screen), then the original termios. Without an alternate screen, what was
    /// drawn is cleared first, so the shell's prompt comes back on an empty screen and not
    /// over the placard and the hint.
    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        for path in removesFiles { unlink(path) }
        if !isSuspended {
            // Colours a backend set itself off first: ncurses knows only its own.
            write(removesImages() + PrivateModes.focusOff)
            write(PrivateModes.mouseOff + PrivateModes.attributesOff)
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
}
