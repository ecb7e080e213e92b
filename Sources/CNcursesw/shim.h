// What Swift needs from ncursesw and the C library and cannot import by itself.
//
// Swift cannot import macros that expand to expressions (A_BOLD, SIG_DFL, TIOCGWINSZ used
// through ioctl's variadic prototype), variadic functions, or — in Swift 6 language mode — C
// globals such as stdscr, LINES and COLS, which it rejects as not concurrency-safe. Each of
// those is exposed here as a small `static inline` function. Nothing here keeps state: every
// function is a pure forward, so it does not matter that each Swift file gets its own copy.
#ifndef MOVEME_CNCURSESW_SHIM_H
#define MOVEME_CNCURSESW_SHIM_H

// Before curses.h, or cchar_t, setcchar and wadd_wch are missing.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <string.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <signal.h>
#include <termios.h>
#include <sys/ioctl.h>
#include <poll.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>
#include <time.h>

// MARK: ncurses globals

static inline WINDOW *moveme_stdscr(void) { return stdscr; }
static inline WINDOW *moveme_curscr(void) { return curscr; }
static inline int moveme_lines(void) { return LINES; }
static inline int moveme_cols(void) { return COLS; }
static inline int moveme_colors(void) { return COLORS; }
static inline int moveme_color_pairs(void) { return COLOR_PAIRS; }

// MARK: attributes (macros built from NCURSES_BITS, not importable)

static inline attr_t moveme_a_normal(void) { return A_NORMAL; }
static inline attr_t moveme_a_bold(void) { return A_BOLD; }
static inline attr_t moveme_a_reverse(void) { return A_REVERSE; }
static inline attr_t moveme_a_dim(void) { return A_DIM; }

/// Fills a cchar_t with a spacing character followed by up to CCHARW_MAX - 1 combining
/// characters (`text` is NUL-terminated) and an extended colour pair (an int, so pairs past
/// 32767 work: setcchar's short argument is then ignored).
static inline int moveme_setcchar(cchar_t *cell, const wchar_t *text, attr_t attrs, int pair) {
    return setcchar(cell, text, attrs, 0, &pair);
}

static inline int moveme_ccharw_max(void) { return CCHARW_MAX; }

/// The cells the C library (and so ncurses) gives a character. glibc declares wcwidth only
/// for _XOPEN_SOURCE, which Swift's view of <wchar.h> does not have.
extern int wcwidth(wchar_t);
static inline int moveme_wcwidth(wchar_t character) { return wcwidth(character); }

// MARK: ncurses' output

/// ncurses 6 keeps what it writes in a buffer of its own, not in the FILE given to newterm (so
/// fflush on that FILE sends nothing), sized for the screen it was set up at: 21 bytes at one
/// cell. It writes the buffer out when full, at the end of doupdate and at endwin: anything
/// else, such as the rest of its set-up strings, waits there. _nc_flush writes it out now.
/// It is libtinfo's (exported since ncurses 5.1, not declared in curses.h); with nothing
/// buffered it costs a test and a store.
extern void _nc_flush(void);
static inline void moveme_flush_ncurses(void) { _nc_flush(); }

// MARK: terminfo look-ups that write nothing

/// Loads the terminfo entry `name` into a throw-away TERMINAL bound to `fd` (give it
/// /dev/null so nothing touches the terminal); with a status pointer setupterm prints nothing.
/// Returns 1 when loaded (release it with moveme_release_probe), 0 when not found or only a
/// generic entry (such as "dumb"), 2 for a hardcopy terminal, -1 when the terminfo database
/// could not be read.
static inline int moveme_probe_terminal(const char *name, int fd) {
    int status = 0;
    // The entry's own lines# and cols#: told to use the environment (the default), setupterm
    // puts the kernel's size, or 24x80, in their place, even in an entry that has none.
    use_env(FALSE);
    if (setupterm(name, fd, &status) == OK) return 1;
    if (status == 1) return 2;
    if (status < 0) return -1;
    return 0;
}

/// True when the loaded entry has string capability `name` (tigetstr returns (char *)-1 for a
/// name that is not a string capability and NULL for one that is absent).
static inline int moveme_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1 && value[0] != '\0';
}

/// Numeric capability `name` of the loaded entry, or -1.
static inline int moveme_numeric_capability(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
}

/// The loaded entry's change_scroll_region (csr) for rows `top` to `bottom` (0-based), or NULL
/// where it has none. (tiparm is variadic: Swift cannot call it.)
static inline const char *moveme_scroll_region(int top, int bottom) {
    char *csr = tigetstr("csr");
    if (csr == NULL || csr == (char *)-1) return NULL;
    return tiparm(csr, top, bottom);
}

static inline void moveme_release_probe(void) {
    if (cur_term != NULL) del_curterm(cur_term);
}

// MARK: C library pieces

static inline FILE *moveme_stdout(void) { return stdout; }
static inline FILE *moveme_stdin(void) { return stdin; }

/// The process environment (`environ` is a mutable C global).
static inline char **moveme_environ(void) {
    extern char **environ;
    return environ;
}

/// The terminal's size through TIOCGWINSZ (ioctl is variadic, so Swift cannot call it).
/// Returns 0 and fills the row and column counts, or -1. (No parameter is called `lines` or
/// `columns`: term.h defines those names as macros for terminfo capabilities.)
static inline int moveme_window_size(int fd, int *row_count, int *column_count) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *row_count = size.ws_row;
    *column_count = size.ws_col;
    return 0;
}

/// The window's size in pixels as TIOCGWINSZ gives it (0 where the terminal does not say, as
/// tmux and the Linux console do): with the cells, what turns SGR-Pixels reports into cells.
static inline int moveme_window_pixels(int fd, int *width, int *height) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *width = size.ws_xpixel;
    *height = size.ws_ypixel;
    return 0;
}

/// sigaction with a plain handler (the union inside struct sigaction is awkward from Swift).
/// `old` may be NULL.
static inline int moveme_set_handler(int sig, void (*handler)(int), int flags, struct sigaction *old) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = flags;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, old);
}

/// Puts back an action saved by moveme_set_handler.
static inline int moveme_restore_handler(int sig, const struct sigaction *saved) {
    return sigaction(sig, saved, NULL);
}

/// sigaction with a handler given the signal's information and context (SA_SIGINFO), which
/// it passes on to the action it replaced (`moveme_call_saved_action`). `old` may be NULL.
static inline int moveme_set_info_handler(int sig, void (*handler)(int, siginfo_t *, void *), int flags,
                                          struct sigaction *old) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    action.sa_flags = flags | SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, old);
}

/// Whether a saved action ignores its signal (SIG_IGN).
static inline int moveme_action_ignores(const struct sigaction *saved) {
    return !(saved->sa_flags & SA_SIGINFO) && saved->sa_handler == SIG_IGN;
}

/// Runs a saved action's handler for `sig` as the kernel would call it, and returns when it
/// does; nothing when the action is the default or ignores the signal.
static inline void moveme_call_saved_action(int sig, const struct sigaction *saved, siginfo_t *info, void *context) {
    if (saved->sa_flags & SA_SIGINFO) {
        if (saved->sa_sigaction != NULL) saved->sa_sigaction(sig, info, context);
    } else if (saved->sa_handler != SIG_DFL && saved->sa_handler != SIG_IGN) {
        saved->sa_handler(sig);
    }
}

/// SIG_DFL and SIG_IGN are casts of integers to function pointers: not importable.
static inline int moveme_default_handler(int sig) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, NULL);
}

/// Signal numbers run from 1 to moveme_signal_count() - 1 (NSIG).
static inline int moveme_signal_count(void) { return NSIG; }

/// Unblocks `sig` for this thread (a handler that stops the process runs with it blocked).
static inline int moveme_unblock_signal(int sig) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, sig);
    return sigprocmask(SIG_UNBLOCK, &set, NULL);
}

/// An alternate signal stack, so the crash guard runs even after a stack overflow.
static inline int moveme_set_alternate_stack(void *memory, size_t size) {
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = memory;
    stack.ss_size = size;
    stack.ss_flags = 0;
    return sigaltstack(&stack, NULL);
}

static inline int moveme_set_flags(int fd, int flags) {
    int current = fcntl(fd, F_GETFL);
    if (current < 0) return -1;
    return fcntl(fd, F_SETFL, current | flags);
}

static inline int moveme_set_cloexec(int fd) {
    return fcntl(fd, F_SETFD, FD_CLOEXEC);
}

#endif
