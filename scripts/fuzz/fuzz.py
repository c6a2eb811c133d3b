#!/usr/bin/env python3
"""Fuzzes the real `render` binary with generated scenes and random flags (issue 11).

Each case makes one scene (a front end's grammar, a mutation of the repository's scenes, or
byte flips), runs `render`, `render sweep` or `render check` on it in a fresh folder with a
timeout and a memory cap, and checks what every run must satisfy:

- the exit status is 0, 1, 2 or 3 (no crash, no signal, no hang);
- on exit 1 the message names the scene file, has no raw control characters and no NSError;
- on exit 0 every output is a valid PNG / SVG (XML) / PDF / JSON file;
- on any other exit no output file was written (all or nothing);
- no temporary or stray file is left, and no input (scene, images) changed.

Case N of seed S is the same on every machine: `fuzz.py --seed S --replay N` runs it again.
Findings are written to --findings (default fuzz-findings/), one folder per case.

    scripts/fuzz/fuzz.py --seed 1 --cases 300 --max-seconds 45     # the smoke run of `make test`
    scripts/fuzz/fuzz.py --minutes 60 --jobs 2                      # a campaign (`make fuzz MINUTES=60`)
"""
import argparse
import concurrent.futures
import hashlib
import os
import random
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
from frontends import FRONTENDS  # noqa: E402
from frontends._common import Project  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FIXTURES = [("Tests/Golden/fixtures/tile.png", "fixtures/tile.png"), ("Tests/Golden/fixtures/tile.png", "tile.png"),
            ("Tests/Golden/fixtures/star.pdf", "fixtures/star.pdf"), ("Tests/Golden/fixtures/badge.svg", "fixtures/badge.svg")]
SCENE_NAMES = ["scene", "scene", "scene", "ünï cödé & <x>", "a.b", "n" * 200]
# Previews appended to a Swift case that runs `render previews` (every form docs/previews.md lists).
# `--view` expressions (`add_view_expression`): DEEP is views nested from 3 to 5,000 deep.
VIEW_EXPRESSIONS = [
    'Text("fuzz").padding()', 'VStack { Text("a"); Color.red.frame(width: 10) }', "DEEP",
    'Undeclared(x: 1)', "Text(", "", "  ", "let a = 1\nreturn Text(\"\\(a)\")",
    "var n = 0\nwhile true { n += 1 }\nreturn Text(\"x\")", 'Text("a")' + ".padding()" * 3000,
    "ContentView().frame(width: -1)", "#Preview { Text(\"x\") }", "struct", "Dark mode", "\u001b[31m",
]

PREVIEW_BLOCKS = [
    b'\n#Preview { Text("fuzz") }\n',
    b'\n#Preview("Wide", traits: .landscapeLeft, .sizeThatFitsLayout) { Text("a").padding() }\n#Preview { Color.red }\n',
    b'\n#Preview(traits: .fixedLayout(width: 0, height: 1e9)) { Text("b") }\n',
    b'\nstruct Fuzz_Previews: PreviewProvider {\n    static var previews: some View {\n        Group {\n'
    b'            Text("a").previewDisplayName("A")\n            Text("b").previewLayout(.fixed(width: 300, height: 70))\n'
    b'        }\n        .previewLayout(.sizeThatFits)\n        ForEach(["iPhone SE (3rd generation)", "iPad"], id: \\.self) { name in\n'
    b'            Text(name).previewDevice(PreviewDevice(rawValue: name)).preferredColorScheme(.dark)\n        }\n    }\n}\n',
]

# A case may take --timeout seconds of CPU time, and this many times as long on the clock (the
# machine may be shared; a case blocked on a FIFO uses no CPU).
WALL_FACTOR = 20
BACKGROUNDS = ["white", "transparent", "#00000000", "red", "mauve", "#12", "blue.gradient"]


class Case:
    """One generated case: its input, its command line, and what it must satisfy."""

    def __init__(self, seed, index, frontends, seeds, binary):
        rng = random.Random(f"{seed}:{index}")
        self.index = index
        self.frontend = rng.choices(frontends, weights=[1] * len(frontends))[0]
        name, _, generate = rng.choices(self.frontend.generators, weights=[w for _, w, _ in self.frontend.generators])[0]
        self.generator = f"{self.frontend.name}/{name}"
        try:
            self.data = generate(rng, seeds[self.frontend.name])
        except (ValueError, RecursionError) as error:  # a generator's own limits: fall back to the seed's bytes
            self.generator += f" (failed: {type(error).__name__})"
            self.data = rng.choice(seeds[self.frontend.name])[1]
        self.scene = rng.choice(SCENE_NAMES) + self.frontend.extension
        # A project: the scene somewhere in a folder of other files (a module, a package).
        self.files, extra, self.names = {}, [], []
        if isinstance(self.data, Project):
            project, self.data = self.data, self.data.data
            self.scene = project.scene or self.scene
            self.files, extra, self.names = project.files, project.arguments, project.names
        self.kind = rng.choices(["render", "sweep", "check"], weights=[75, 12, 13])[0]
        if self.files and self.kind == "check":
            self.kind = "render"  # `render check` would take every file of the project as a scene
        self.stdin = None
        self.outputs = []          # files the command may write (relative to the case folder)
        self.stdout_format = None  # "-" when the image goes to standard output
        self.expect_status = None  # the statuses this case must end with, when known
        params = self.frontend.parameters(self.data)
        scene_options = self.scene_options(rng, params) + extra
        if self.kind == "render":
            self.args = [binary] + self.render_arguments(rng) + scene_options
        elif self.kind == "sweep":
            source = self.scene
            if self.frontend.name == "json" and rng.random() < 0.1:
                source, self.stdin = "-", self.data
            self.args = [binary, "sweep", source] + self.sweep_arguments(rng, params) + scene_options
        else:
            self.scene = "suite/" + self.scene
            self.files = {"suite/" + path: entry for path, entry in self.files.items()}
            self.args = [binary, "check", "suite"] + rng.choice([[], ["--record", rng.choice(["never", "missing", "failed", "all"])]])
            self.golden = rng.choice([None, None, "bytes", "folder", "tile"])
        self.make_previews_case(seed, index, binary)
        self.add_view_expression(seed, index)

    def add_view_expression(self, seed, index):
        """Some Swift `render` cases give `--view` a view expression (a `#Preview`
        body on the command line): valid, malformed, unknown names, deep nesting, endless loops.
        A draw of its own, so every other case stays what it was."""
        extra = random.Random(f"{seed}:{index}:view")
        if self.frontend.name != "swift" or self.kind != "render" or extra.random() >= 0.08:
            return
        depth = extra.choice([3, 50, 199, 201, 5000])
        text = extra.choice(VIEW_EXPRESSIONS).replace("DEEP", "VStack { " * depth + 'Text("d")' + " }" * depth)
        for _ in range(extra.choice([0, 0, 1, 3])):  # characters cut or repeated
            at = extra.randrange(len(text) + 1)
            text = text[:at] + extra.choice(["", "(", ")", "{", "\"", ".", text[at:at + 4]]) + text[at + 1:]
        self.args += ["--view", text]
        self.names = self.names + ["--view"]  # an error in the expression names it, not the scene

    def make_previews_case(self, seed, index, binary):
        """Some Swift cases run `render previews` or `render check --previews` over a folder
        holding the scene instead, often with previews appended. A draw of its own, so every
        other case stays what it was."""
        extra = random.Random(f"{seed}:{index}:previews")
        if self.frontend.name != "swift" or extra.random() >= 0.12:
            return
        self.kind = "previews"
        self.scene = "app/" + os.path.basename(self.scene)
        self.stdin, self.outputs, self.expect_status, self.stdout_format = None, [], None, None
        if extra.random() < 0.7:
            self.data += extra.choice(PREVIEW_BLOCKS)
        if extra.random() < 0.5:
            self.args = [binary, "previews", "app", "-o", "gallery", "--scale", "1"] + extra.choice(
                [[], ["--rtl"], ["--devices", "iphone-se,ipad-11"], ["--dynamic-type", "xSmall,accessibility5"],
                 ["--color-schemes", "light,dark"], ["--jobs", "1"]])
        else:
            self.args = [binary, "check", "app", "--previews"] + extra.choice(
                [[], ["--record", "never"], ["--allow-placeholders"], ["--shard", "2/3"], ["--rtl", "--device", "iphone-se"]])

    def scene_options(self, rng, params):
        options = []
        if self.kind == "check":
            return options
        bad = rng.random() < 0.1  # most cases keep to valid flags, so that the scene is rendered
        if rng.random() < 0.3:
            options += ["-w", rng.choice(["0", "1", "100", "390", "32767"] + (["32768", "-1", "nan", "1e9"] if bad else []))]
        if rng.random() < 0.2:
            options += ["--height", rng.choice(["0", "50", "32767"] + (["inf"] if bad else []))]
        if rng.random() < 0.2:
            options += ["--scale", rng.choice(["0.1", "1", "2", "3", "8"] + (["0.05", "9"] if bad else []))]
        if rng.random() < 0.1:
            options += ["--rtl"]
        if rng.random() < 0.1:
            options += ["--color-scheme", rng.choice(["light", "dark"] + (["dim", ""] if bad else []))]
        if rng.random() < 0.1:
            options += ["--dynamic-type", rng.choice(["xSmall", "large", "accessibility5"] + (["huge", ""] if bad else []))]
        if rng.random() < 0.15:
            options += ["--background", rng.choice(BACKGROUNDS[:4] + (BACKGROUNDS[4:] if bad else []))]
        if rng.random() < 0.1 and "-w" not in options and "--height" not in options:
            options += ["--device", rng.choice(["iphone-15", "iphone-se", "iPhone 13 mini"] + (["pixel-8", ""] if bad else []))]
            if rng.random() < 0.3:
                options += ["--landscape"]
        if rng.random() < 0.3 and (params or bad):
            name = rng.choice(params + (["undeclared"] if bad else [])) if params else "undeclared"
            options += ["--set", f"{name}={rng.choice(['0', '50', '-3', 'wide', '{p}', '1e400', ''])}"]
        if self.kind == "sweep" and "-w" in options and rng.random() < 0.8:
            index = options.index("-w")
            del options[index:index + 2]
        return options

    def render_arguments(self, rng):
        arguments = [self.scene]
        if self.frontend.name == "json" and rng.random() < 0.05:  # standard input is JSON
            arguments = ["-"]
            self.stdin = self.data
        output = rng.choices(["out.png", "out.svg", "out.pdf", "-", None, "missing/out.png", "clobber"],
                             weights=[30, 15, 15, 10, 10, 3, 5])[0]
        if output is None and arguments != ["-"]:
            default = os.path.splitext(self.scene)[0] + ".png"
            self.outputs.append(default)
            if default == self.scene:
                self.expect_status = (1, 2)
        elif output == "clobber":
            arguments += ["-o", self.scene.replace(self.frontend.extension, ".png"), "--layout-json", self.scene]
            self.outputs.append(self.scene.replace(self.frontend.extension, ".png"))
            if arguments[0] == "-":
                self.outputs.append(self.scene)  # read from standard input, the file is an output
            self.expect_status = (1, 2) if arguments[0] != "-" else None
        elif output == "-":
            arguments += ["-o", "-"]
            self.stdout_format = "-"
        else:
            output = output or "out.png"
            arguments += ["-o", output]
            self.outputs.append(output)
        if rng.random() < 0.3 and output != "clobber":
            dump = rng.choice(["dump.json", "-"]) if output != "-" else "dump.json"
            arguments += ["--layout-json", dump]
            if dump != "-":
                self.outputs.append(dump)
        if rng.random() < 0.15 and self.stdout_format is None:
            arguments.append(rng.choice(["--explain", "--explain=json"]))
        if rng.random() < 0.2:
            arguments.append("--debug-borders")
            if rng.random() < 0.5:
                arguments += ["--debug-ids", rng.choice(["a", "v,b", "", ",,", "a\u001b"])]
            if rng.random() < 0.5:
                arguments.append("--legend")
        return arguments

    def sweep_arguments(self, rng, params):
        bad = rng.random() < 0.15
        start = rng.choice([0, 10, 90] + ([-5, 1e9] if bad else []))
        count = rng.choice([1, 2, 3, 5, 8] + ([401] if bad else []))
        step = rng.choice([10, 1, 0.5] + ([0, -1, 1e-9] if bad else []))
        arguments = ["--from", str(start), "--to", str(start + count * abs(step or 1)), "--step", str(step)]
        if params and rng.random() < 0.5:
            arguments += ["--param", rng.choice(params)]
        for flag, name in [("-o", "anim.png"), ("--sheet", "sheet.png")]:
            if rng.random() < 0.6:
                arguments += [flag, name]
                self.outputs.append(name)
        return arguments

    def command_line(self):
        return " ".join(repr(a) if " " in a or not a else a for a in self.args[1:])


def limit_memory(megabytes, cpu_seconds):
    """The child's address space, and its CPU time: past `cpu_seconds` the kernel sends SIGXCPU
    (a hang), so that a loaded machine does not turn a slow case into one."""
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
        seconds = int(cpu_seconds + 0.999)
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 1))
        os.setpgrp()
    return apply


def snapshot(folder):
    """Every file below `folder` with its SHA-256 (folders as 'dir')."""
    files = {}
    for base, directories, names in os.walk(folder):
        for name in directories:
            files[os.path.relpath(os.path.join(base, name), folder)] = "dir"
        for name in names:
            path = os.path.join(base, name)
            mode = os.lstat(path).st_mode
            if stat.S_ISLNK(mode):
                files[os.path.relpath(path, folder)] = "link " + os.readlink(path)
            elif not stat.S_ISREG(mode):
                files[os.path.relpath(path, folder)] = f"special {stat.S_IFMT(mode)}"
            else:
                with open(path, "rb") as handle:
                    files[os.path.relpath(path, folder)] = hashlib.sha256(handle.read()).hexdigest()
    return files


def prepare(case, folder):
    os.makedirs(os.path.join(folder, "fixtures"))
    for source, target in FIXTURES:
        shutil.copy(os.path.join(ROOT, source), os.path.join(folder, target))
    for path, entry in sorted(case.files.items()):
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if isinstance(entry, bytes):
            with open(target, "wb") as handle:
                handle.write(entry)
        elif entry[0] == "symlink":
            os.symlink(entry[1], target)
        elif entry[0] == "fifo":
            os.mkfifo(target)
        elif entry[0] == "dir":
            os.makedirs(target, exist_ok=True)
    scene_path = os.path.join(folder, case.scene)
    os.makedirs(os.path.dirname(scene_path), exist_ok=True)
    if case.stdin is None:
        with open(scene_path, "wb") as handle:
            handle.write(case.data)
    if case.kind == "previews":
        shutil.copy(os.path.join(ROOT, FIXTURES[0][0]), os.path.join(folder, "app", "tile.png"))
    if case.kind == "check":
        os.makedirs(os.path.join(folder, "suite", "fixtures"), exist_ok=True)
        shutil.copy(os.path.join(ROOT, FIXTURES[0][0]), os.path.join(folder, "suite", "fixtures", "tile.png"))
        golden = os.path.join(folder, "suite", "__goldens__", os.path.splitext(os.path.basename(case.scene))[0] + ".png")
        if case.golden:
            os.makedirs(os.path.dirname(golden), exist_ok=True)
        if case.golden == "bytes":
            with open(golden, "wb") as handle:
                handle.write(oracle.__name__.encode() * 10)
        elif case.golden == "folder":
            os.makedirs(golden)
        elif case.golden == "tile":
            shutil.copy(os.path.join(ROOT, FIXTURES[0][0]), golden)


def check(case, folder, before, status, stdout, stderr, elapsed, timeout, rss=0, max_rss=None, cpu=0.0):
    """The problems of one finished case (an empty list when it behaved)."""
    problems = []
    if status is None:
        return [f"hang: no exit within {timeout * WALL_FACTOR:g} s of wall-clock time"]
    if status == -signal.SIGXCPU or (status == -signal.SIGKILL and cpu >= int(timeout)):
        return [f"hang: more than {timeout:g} s of CPU time"]
    if max_rss and rss > max_rss << 10:
        problems.append(f"memory: peak resident size {rss >> 10} MiB, over {max_rss} MiB")
    if status < 0:
        problems.append(f"crash: killed by signal {-status}")
    elif status not in oracle.ALLOWED_STATUS:
        problems.append(f"crash: exit status {status}")
    text = stderr.decode("utf-8", "replace") + stdout.decode("utf-8", "replace")[-2000:]
    for mark in oracle.CRASH_MARKS:
        if mark in text:
            problems.append(f"crash: '{mark}' in the output")
    if case.expect_status is not None and status not in case.expect_status:
        problems.append(f"expected exit {' or '.join(map(str, case.expect_status))}, got {status}")
    after = snapshot(folder)
    rerecords = case.kind == "check" and any(mode in case.args for mode in ("failed", "all"))
    if case.kind == "previews":
        return problems + previews_problems(case, folder, before, status, stdout, stderr, snapshot(folder))
    for path, digest in before.items():
        if rerecords and "/__goldens__/" in "/" + path:
            continue  # --record failed|all replaces goldens: they are its outputs
        if after.get(path) != digest:
            problems.append(f"clobbered: input {path} changed")
    created = {path for path in after if path not in before}
    stray = [p for p in created if ".render-" in p and p.endswith(".tmp")]
    if stray:
        problems.append(f"stray temporary files: {sorted(stray)}")
    if case.kind != "check":
        unexpected = [p for p in created if p not in case.outputs and p not in stray]
        if unexpected:
            problems.append(f"unexpected files: {sorted(unexpected)}")
        if status == 0:
            for output in case.outputs:
                path = os.path.join(folder, output)
                if not os.path.isfile(path):
                    # sweep may write either file; render writes all it was asked for
                    if case.kind == "render":
                        problems.append(f"exit 0 but no {output}")
                    continue
                with open(path, "rb") as handle:
                    problem = oracle.valid_output(output, handle.read())
                if problem:
                    problems.append(f"invalid output {output}: {problem}")
            if case.stdout_format == "-":
                problem = oracle.valid_png(stdout)
                if problem:
                    problems.append(f"invalid PNG on standard output: {problem}")
        elif created - set(stray):
            problems.append(f"exit {status} but files were written: {sorted(created)}")
        if status == 1:
            names = ["<stdin>"] if case.stdin is not None else [case.scene] + case.names
            problem = oracle.message_problem(stderr, names)
            if problem:
                problems.append(problem)
            if case.generator.endswith("line-endings") and case.stdin is None:
                problem = oracle.caret_problem(stderr, case.scene)
                if problem:
                    problems.append(problem)
    else:
        last = stdout.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        if status in (0, 1) and not (" passed, " in last[0] and last[0].endswith(" failed")):
            if status == 0 or "no *.json" not in text:
                problems.append(f"check did not end with 'N passed, N failed': {last[0][:200]!r}")
    return problems


def previews_problems(case, folder, before, status, stdout, stderr, after):
    """`render previews` writes its gallery (exit 0, or 1 with failed previews in it) or nothing;
    `render check --previews` ends with its tally; neither changes an input."""
    problems = []
    for path, digest in before.items():
        if after.get(path) != digest:
            problems.append(f"clobbered: input {path} changed")
    created = {path for path in after if path not in before}
    stray = [p for p in created if ".render-" in p and p.endswith(".tmp")]
    if stray:
        problems.append(f"stray temporary files: {sorted(stray)}")
    if case.args[1] == "previews":
        unexpected = [p for p in created if p != "gallery" and not p.startswith("gallery/") and p not in stray]
        if unexpected:
            problems.append(f"unexpected files: {sorted(unexpected)}")
        if any(p != "gallery" for p in created - set(stray)) and "gallery/index.html" not in created:
            problems.append(f"files written without the gallery's page: {sorted(created)[:5]}")
        if status == 0 and "gallery/index.html" not in created:
            problems.append("exit 0 but no gallery/index.html")
        for path in created:
            if path.endswith(".png"):
                with open(os.path.join(folder, path), "rb") as handle:
                    problem = oracle.valid_png(handle.read())
                if problem:
                    problems.append(f"invalid picture {path}: {problem}")
        if status in (2, 3) and any(p != "gallery" for p in created - set(stray)):
            problems.append(f"exit {status} but files were written: {sorted(created)[:5]}")
        if status == 1 and not created:
            problem = oracle.message_problem(stderr, ["app"])
            if problem:
                problems.append(problem)
    else:
        kept = ("app/__goldens__", "app/__failures__")
        unexpected = [p for p in created if p not in kept and not p.startswith(tuple(k + "/" for k in kept)) and p not in stray]
        if unexpected:
            problems.append(f"unexpected files: {sorted(unexpected)}")
        last = stdout.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
        text = stderr.decode("utf-8", "replace")
        if status in (0, 1) and not (" passed, " in last[0] and last[0].endswith(" failed")):
            if status == 0 or "no #Preview or PreviewProvider to check" not in text:
                problems.append(f"check did not end with 'N passed, N failed': {last[0][:200]!r}")
    return problems


def running(pid):
    """Whether a thread of `pid` is runnable: on a loaded machine a `nice` case may wait long for
    a CPU; one blocked (on a FIFO, a lock) sleeps."""
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/stat") as handle:
                if handle.read().rsplit(")", 1)[1].split()[0] == "R":
                    return True
    except OSError:
        pass
    return False


def communicate(process, data, timeout):
    """Like Popen.communicate, and the child's peak resident size (KiB) and CPU time (s) from
    wait4's rusage; the status is None when the child ran past `timeout` of wall-clock time (it
    is killed: a wait that uses no CPU, as on a FIFO)."""
    outputs = {}

    def pump(name, stream):
        outputs[name] = stream.read()
        stream.close()

    readers = [threading.Thread(target=pump, args=(name, stream)) for name, stream in (("out", process.stdout), ("err", process.stderr))]
    for reader in readers:
        reader.start()
    try:
        process.stdin.write(data)
    except (BrokenPipeError, OSError):
        pass
    finally:
        try:
            process.stdin.close()
        except OSError:
            pass
    deadline, timed_out = time.monotonic() + timeout, False
    hard = deadline + 4 * timeout
    while True:
        pid, wait_status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() > deadline and time.monotonic() < hard and running(process.pid):
            deadline = time.monotonic() + 1  # runnable, only starved of CPU (RLIMIT_CPU stops it if it spins)
        elif time.monotonic() > deadline:
            os.killpg(process.pid, 9)
            pid, wait_status, usage = os.wait4(process.pid, 0)
            timed_out = True
            break
        time.sleep(0.005)
    process.returncode = os.waitstatus_to_exitcode(wait_status)
    for reader in readers:
        reader.join()
    return (outputs.get("out", b""), outputs.get("err", b""), None if timed_out else process.returncode, usage.ru_maxrss,
            usage.ru_utime + usage.ru_stime)


def run(case, base, timeout, memory, keep, max_rss=None):
    folder = tempfile.mkdtemp(prefix=f"case-{case.index}-", dir=base)
    try:
        prepare(case, folder)
        before = snapshot(folder)
        start = time.monotonic()
        process = subprocess.Popen(case.args, cwd=folder, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, preexec_fn=limit_memory(memory, timeout),
                                   env=dict(os.environ, LC_ALL="C.UTF-8", SWIFT_BACKTRACE="enable=no"))
        stdout, stderr, status, rss, cpu = communicate(process, case.stdin or b"", timeout * WALL_FACTOR)
        elapsed = time.monotonic() - start
        problems = check(case, folder, before, status, stdout, stderr, elapsed, timeout, rss, max_rss, cpu)
        return status, cpu, problems, stderr, rss
    finally:
        if not keep:
            shutil.rmtree(folder, ignore_errors=True)


def save_finding(directory, case, status, problems, stderr, seed):
    folder = os.path.join(directory, f"seed{seed}-case{case.index}")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, os.path.basename(case.scene)), "wb") as handle:
        handle.write(case.data)
    with open(os.path.join(folder, "finding.txt"), "w") as handle:
        handle.write(f"seed {seed} case {case.index} ({case.generator}, {case.kind})\n")
        handle.write(f"replay: scripts/fuzz/fuzz.py --seed {seed} --replay {case.index}\n")
        handle.write(f"command: render {case.command_line()}\nexit: {status}\n")
        handle.write("".join(f"problem: {p}\n" for p in problems))
        handle.write("stderr:\n" + stderr.decode("utf-8", "replace")[:4000])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "render"))
    parser.add_argument("--seed", type=int, default=None, help="default: from the clock (printed)")
    parser.add_argument("--cases", type=int, default=None, help="stop after this many cases")
    parser.add_argument("--minutes", type=float, default=None, help="stop after this long")
    parser.add_argument("--max-seconds", type=float, default=None, help="stop after this long (a cap for --cases)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=10,
                        help=f"seconds of CPU time a case may take (default 10; wall-clock time: {WALL_FACTOR} times as long)")
    parser.add_argument("--memory", type=int, default=4096, help="address-space cap per case, MiB (default 4096)")
    parser.add_argument("--frontend", action="append", help="only these front ends (default: all)")
    parser.add_argument("--findings", default=os.path.join(ROOT, "fuzz-findings"))
    parser.add_argument("--replay", type=int, action="append", help="run only case N (keeps its folder)")
    parser.add_argument("--max-rss", type=int, default=1024, help="peak resident size a case may reach, MiB (default 1024; 0: no check)")
    parser.add_argument("--seeds", action="append", default=[], metavar="DIR",
                        help="more seeds: a front end's files below DIR (local checkouts of real apps; optional)")
    arguments = parser.parse_args()

    seed = arguments.seed if arguments.seed is not None else int(time.time())
    binary = os.path.abspath(arguments.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"fuzz: no render binary at {binary} (run swift build)")
    names = arguments.frontend or sorted(FRONTENDS)
    frontends = [FRONTENDS[n] for n in names]
    seeds = {f.name: f.seeds(ROOT) + (f.external_seeds(arguments.seeds) if hasattr(f, "external_seeds") else [])
             for f in frontends}
    started = time.monotonic()
    deadline = time.monotonic() + (arguments.minutes * 60 if arguments.minutes else arguments.max_seconds or 1e12)
    if arguments.max_seconds:
        deadline = min(deadline, time.monotonic() + arguments.max_seconds)
    base = tempfile.mkdtemp(prefix="render-fuzz-")
    # A copy, so that rebuilding during a campaign changes nothing under it.
    shutil.copy2(binary, os.path.join(base, "render"))
    binary = os.path.join(base, "render")
    indices = arguments.replay or range(arguments.cases if arguments.cases is not None else sys.maxsize)
    statuses, generators, findings = {}, {}, []
    peak = [0, None, 0.0, None]  # the largest peak resident size (KiB) and its case; the case that took most CPU time, and it
    lock = threading.Lock()
    done = 0
    print(f"fuzz: seed {seed}, front ends {', '.join(names)}, {arguments.jobs} jobs, timeout {arguments.timeout} s, "
          f"memory {arguments.memory} MiB, binary {os.path.relpath(arguments.binary, ROOT)}, "
          f"seeds {', '.join(f'{name} {len(found)}' for name, found in seeds.items())}", flush=True)

    def one(index):
        nonlocal done
        if time.monotonic() > deadline:
            return
        case = Case(seed, index, frontends, seeds, binary)
        status, cpu, problems, stderr, rss = run(case, base, arguments.timeout, arguments.memory, bool(arguments.replay),
                                                     arguments.max_rss)
        with lock:
            done += 1
            if rss > peak[0]:
                peak[0], peak[1] = rss, case.index
            if cpu > peak[2] and status is not None:
                peak[2], peak[3] = cpu, case.index
            statuses[status] = statuses.get(status, 0) + 1
            generators[case.generator] = generators.get(case.generator, 0) + 1
            if problems:
                findings.append((case.index, problems))
                save_finding(arguments.findings, case, status, problems, stderr, seed)
                print(f"FINDING case {case.index} ({case.generator}, exit {status}): {'; '.join(problems)[:300]}", flush=True)
            if arguments.replay:
                print(f"case {index}: render {case.command_line()}\n  exit {status} after {cpu:.2f} s of CPU time\n"
                      f"  {stderr.decode('utf-8', 'replace')[:2000]}")
            elif done % 200 == 0:
                print(f"fuzz: {done} cases, {len(findings)} findings, {(time.monotonic() - started) / 60:.1f} min; "
                      f"peak resident size {peak[0] >> 10} MiB (case {peak[1]}), most CPU time {peak[2]:.2f} s (case {peak[3]})",
                      flush=True)

    try:
        with concurrent.futures.ThreadPoolExecutor(arguments.jobs) as pool:
            pending = set()
            for index in indices:
                if time.monotonic() > deadline:
                    break
                pending.add(pool.submit(one, index))
                if len(pending) >= arguments.jobs * 4:
                    finished, pending = concurrent.futures.wait(pending, return_when=concurrent.futures.FIRST_COMPLETED)
                    for future in finished:
                        future.result()
            for future in pending:
                future.result()
    finally:
        shutil.rmtree(base, ignore_errors=True)
    by_status = ", ".join(f"exit {k if k is not None else 'timeout'}: {v}" for k, v in sorted(statuses.items(), key=lambda kv: str(kv[0])))
    print(f"fuzz: seed {seed}: {done} cases ({by_status}); "
          f"by generator: {', '.join(f'{k} {v}' for k, v in sorted(generators.items()))}")
    if done:
        print(f"fuzz: peak resident size {peak[0] >> 10} MiB (case {peak[1]}); most CPU time of a finished case {peak[2]:.2f} s (case {peak[3]})")
    if findings:
        print(f"fuzz: {len(findings)} findings, written to {os.path.relpath(arguments.findings, ROOT)}/")
        sys.exit(1)
    print("fuzz: no findings")


if __name__ == "__main__":
    main()
