import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import harness  # noqa: E402


def pytest_sessionstart(session):
    path = harness.binary()
    if not os.access(path, os.X_OK):
        pytest.exit(f"moveme binary not found at {path}: build it (Tests/EndToEnd/run.sh does) "
                    f"or set MOVEME_BIN", returncode=2)


@pytest.fixture
def spawn():
    """harness.start(...) whose programs are always cleaned up (killed if still running)."""
    sessions = []

    def start(*args, **kwargs):
        session = harness.start(*args, **kwargs)
        sessions.append(session)
        return session

    yield start
    for session in sessions:
        session.close()


@pytest.fixture(params=harness.TERMS)
def term(request):
    return request.param
