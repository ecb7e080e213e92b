/* The floor of the benchmark's session: what its input and output alone cost on this machine.
 *
 * Benchmarks/drive.py plays the scripted session (Benchmarks/session.txt) to this program as it
 * does to moveme. It does only what any program playing that session must: sleep in poll()
 * until a report comes or a frame is due, read the report, and write one frame of about the
 * size moveme writes (600 bytes of cursor moves, colours and half blocks) for every report and
 * 60 times a second through the pulse (0.3 s after the first press) and the bounce (2 s after
 * the first release); a whole screen at the start and on SIGWINCH; q quits. It draws nothing:
 * its CPU is the kernel's and the machine's share of a session (the wake-ups, reads and
 * writes), which no drawing can take away.
 *
 *     cc -O2 -o floor Benchmarks/floor.c      # Benchmarks/run builds it beside moveme
 */
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static volatile sig_atomic_t resized = 0;
static void on_winch(int signal) { (void)signal; resized = 1; }

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static void put(const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(1, bytes, count);
        if (written <= 0) return;
        bytes += written;
        count -= (size_t)written;
    }
}

/* A frame of a drag's size: twelve rows of a moving block of half blocks in 256 colours. */
static void frame(int step) {
    char bytes[1024];
    int count = 0;
    for (int row = 0; row < 12; row++) {
        count += snprintf(bytes + count, sizeof bytes - count,
                          "\x1b[%d;%dH\x1b[38;5;%d;48;5;67m\xe2\x96\x84\xe2\x96\x84\xe2\x96\x84 ",
                          20 + row, 50 + step % 40, 240 + row % 10);
    }
    put(bytes, (size_t)count);
}

/* The whole screen, as a first frame or a repaint is. */
static void screen(void) {
    struct winsize size = {0};
    ioctl(1, TIOCGWINSZ, &size);
    size_t cells = (size_t)size.ws_col * size.ws_row;
    char *bytes = malloc(cells + 3);
    if (!bytes) return;
    memcpy(bytes, "\x1b[H", 3);
    memset(bytes + 3, ' ', cells);
    put(bytes, cells + 3);
    free(bytes);
}

int main(void) {
    struct termios saved, raw;
    if (tcgetattr(0, &saved) != 0) return 2;
    raw = saved;
    cfmakeraw(&raw);
    tcsetattr(0, TCSANOW, &raw);
    signal(SIGWINCH, on_winch);
    const char *on = "\x1b[?1049h\x1b[?1000h\x1b[?1002h\x1b[?1006h";
    put(on, strlen(on));
    screen();

    double animating_until = 0;
    int step = 0, presses = 0, releases = 0, quit = 0;
    char input[4096];
    while (!quit) {
        struct pollfd descriptor = {.fd = 0, .events = POLLIN};
        int ready = poll(&descriptor, 1, now() < animating_until ? 16 : -1);
        if (resized) {
            resized = 0;
            screen();
        }
        if (ready > 0 && (descriptor.revents & POLLIN)) {
            ssize_t count = read(0, input, sizeof input);
            if (count <= 0) break;
            for (ssize_t i = 0; i < count; i++) {
                if (input[i] == 'q') quit = 1;
                if (input[i] != 'M' && input[i] != 'm') continue;
                /* An SGR mouse report, ESC [ < button ; column ; row M (m: released). */
                ssize_t start = i;
                while (start > 0 && input[start] != '<') start--;
                int button = atoi(input + start + 1);
                if (input[i] == 'M' && button == 0 && presses++ == 0) animating_until = now() + 0.3;
                if (input[i] == 'm' && releases++ == 0) animating_until = now() + 2.0;
            }
            if (!quit) frame(step++);
        } else if (ready == 0) {
            frame(step++);
        }
    }
    const char *off = "\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[?1049l";
    put(off, strlen(off));
    tcsetattr(0, TCSANOW, &saved);
    return 0;
}
