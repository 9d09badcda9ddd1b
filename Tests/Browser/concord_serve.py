"""`concord serve` as a background process for the browser tests."""
import pathlib
import re
import subprocess
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONCORD = ROOT / ".build" / "debug" / "concord"


class Serve:
    """`concord serve --port 0 ARGS` in the background; `url` is the address it prints."""

    def __init__(self, *args, cwd=ROOT, start_timeout=180):
        self.proc = subprocess.Popen([str(CONCORD), "serve", "--port", "0", *args], cwd=cwd, text=True,
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.lines, self.cond = [], threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()
        self.url = self.wait_for(r"Serving .* at (http://[^\s,]+)", start_timeout).group(1)
        self.port = int(re.search(r":(\d+)/", self.url).group(1))

    def _read(self):
        for line in self.proc.stdout:
            with self.cond:
                self.lines.append(line)
                self.cond.notify_all()

    def wait_for(self, pattern, timeout, after=0):
        """The first match of `pattern` in the server's output (from line `after` on), waiting up to `timeout` s."""
        deadline = time.time() + timeout
        with self.cond:
            while True:
                for line in self.lines[after:]:
                    match = re.search(pattern, line)
                    if match:
                        return match
                left = deadline - time.time()
                if left <= 0 or self.proc.poll() is not None:
                    raise AssertionError(f"no line matching {pattern!r} in:\n{''.join(self.lines)}")
                self.cond.wait(left)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
