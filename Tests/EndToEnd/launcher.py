"""Runs a program as an interactive shell runs a job: in its own process group, made the
terminal's foreground group, with this launcher as its parent in the same session.

Usage: launcher.py STATUS_FD PROGRAM [ARGS...]

Started by harness.start(job_control=True) as the session leader of a new pty. It reports on
STATUS_FD, one line each: `pid N` once, then `stopped SIG`, `continued`, and finally
`status RAW` (the raw wait status) when the program ends, after which it exits.

Why: without a parent in the same session the program's process group is orphaned, and the
kernel discards the stop of an orphaned group on SIGTSTP (POSIX), so Ctrl-Z could not be tested.
"""

import os
import signal
import sys


def main() -> None:
    status_fd = int(sys.argv[1])
    argv = sys.argv[2:]
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    pid = os.fork()
    if pid == 0:
        try:
            os.close(status_fd)
            os.setpgid(0, 0)
            os.tcsetpgrp(0, os.getpid())
            for sig in (signal.SIGTTOU, signal.SIGPIPE, signal.SIGXFSZ, signal.SIGINT):
                signal.signal(sig, signal.SIG_DFL)
            os.execve(argv[0], argv, dict(os.environ))
        except BaseException as error:
            os.write(2, f"launcher: exec failed: {error}\n".encode())
            os._exit(127)
    try:
        os.setpgid(pid, pid)
    except OSError:
        pass  # already done by the child (or it has exec'd)
    try:
        os.tcsetpgrp(0, pid)
    except OSError:
        pass
    os.write(status_fd, f"pid {pid}\n".encode())
    while True:
        try:
            _, status = os.waitpid(pid, os.WUNTRACED | os.WCONTINUED)
        except InterruptedError:
            continue
        if os.WIFSTOPPED(status):
            os.write(status_fd, f"stopped {os.WSTOPSIG(status)}\n".encode())
        elif os.WIFCONTINUED(status):
            os.write(status_fd, b"continued\n")
        else:
            os.write(status_fd, f"status {status}\n".encode())
            return


if __name__ == "__main__":
    main()
