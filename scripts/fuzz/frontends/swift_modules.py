"""Swift files read with their module (docs/swift-input.md, "The module" and "Compilation
conditions"; issue 24, item 3): each case is a folder, not a file (`_common.Project`).

- `package`: a `Package.swift` (valid, mutated, or hostile: thousands of targets, deep
  brackets, paths that leave the package, a FIFO or a huge file in its place) and its
  target's files, the scene among them;
  with, at times, remote dependencies checked out in `.build/checkouts` (cyclic, huge,
  nested deep, many) and a `Package.resolved` (malformed, huge, a FIFO) the scene imports;
- `xcode`: an `.xcodeproj` whose `project.pbxproj` lists the files (build phases and
  synchronized folders), with group cycles, absolute paths to devices, deep nesting, flipped bytes;
- `folder`: `--module DIR` over a folder with many files, huge files, files that do not parse
  or are not UTF-8, symlink cycles, dangling links, links to devices, FIFOs, folders named
  `x.swift`, deep folders; and `--module` given a file, nothing or a missing folder;
- `conditions`: `#if` nested deep, long `#elseif` chains, unknown and malformed conditions,
  version conditions at the edges of Int, and `--define` with odd names;
- `assets`: an asset catalog beside the scene, which names its colours and images (by string,
  by generated symbol, in loops): malformed or hostile `Contents.json` (not JSON, not an
  object, nested 100,000 deep, 2 MiB, a FIFO, a link to `/dev/zero`), colour components out of
  range, NaN, infinite or of the wrong type, odd colour spaces and appearances, PNGs that are
  corrupt, truncated, of extreme sizes or inflate to 64 MiB, JPEG/PDF/SVG/HEIC files, image
  files that are FIFOs, links or folders, groups nested deep, thousands of sets, link loops;
  the module's files with CR or mixed line endings.

Paths never lead into the folder that holds the case (other cases run there at the same
time), so that a case does the same every time. The module's files are seeds split at their top-level declarations (so the scene uses what
the other files declare), or real apps' files from one app (`fuzz.py --seeds DIR`).
"""
import re

from ._common import Project, flip_bytes
from . import hostile_assets, hostile_swift
from .swift_sources import FRONTEND as SWIFT, mutate

TOP_LEVEL = re.compile(r"^(?=(?:@\w+[^\n]*\n)*(?:(?:public|private|fileprivate|internal|final)\s+)*(?:struct|enum|class|extension|func|let|var|#Preview|protocol)\b)", re.M)


def split(text):
    """A file's top-level declarations, each with the lines before it."""
    starts = [m.start() for m in TOP_LEVEL.finditer(text)]
    if not starts or starts[0] != 0:
        starts = [0] + starts
    return [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])]


def module_files(rng, seeds, folder):
    """The scene and the module's other files below `folder`: one seed split across files, or
    several files of one real app (seeds that share their first folder)."""
    files = {}
    name, data = rng.choice(seeds)
    text = data.decode("utf-8", "replace")
    if "/" in name and rng.random() < 0.5:
        app = name.split("/")[0]
        fellows = [s for s in seeds if s[0].startswith(app + "/") and s[0] != name]
        for other, content in rng.sample(fellows, min(len(fellows), rng.choice([1, 5, 20, 60]))):
            files[f"{folder}/{other.split('/', 1)[1]}"] = content
        return text.encode(), files
    parts = split(text)
    keep = [p for p in parts if "#Preview" in p or "struct" not in p] or parts[:1]
    scene = "".join(keep)
    for index, part in enumerate(p for p in parts if p not in keep):
        path = f"{folder}/{rng.choice(['', 'Views/', 'Model/'])}Part{index}.swift"
        files[path] = files.get(path, b"") + part.encode()
    if rng.random() < 0.3 and files:
        path = rng.choice(sorted(files))
        files[path] = mutate(rng, files[path].decode("utf-8", "replace"))
    return scene.encode(), files


def hostile_file(rng, seeds):
    """One more file for the module that costs: a hostile generator's output, or worse."""
    choice = rng.random()
    if choice < 0.5:
        return rng.choice([hostile_swift.nesting, hostile_swift.declarations, hostile_swift.recursion,
                           hostile_swift.strings, hostile_swift.extreme])(rng, seeds)
    if choice < 0.6:
        return b";" * rng.choice([1000, 400 << 10, 600 << 10, 3 << 20])
    if choice < 0.7:
        return ("let a = " + "a + " * rng.choice([1000, 100000, 200000]) + "1\n").encode()
    if choice < 0.8:
        return "".join(f"let v{i} = {i}\n" for i in range(rng.choice([100, 50000, 200000]))).encode()
    if choice < 0.9:
        return flip_bytes(rng, rng.choice(seeds)[1])
    return b"struct Broken {\n" + b"\xff\xfe" + b"}\n"


def package(rng, seeds):
    scene, files = module_files(rng, seeds, "Sources/App")
    path = rng.choice([None, None, '"Sources/App"', '"."', '"Sources/.."', '"/"', '"/usr/share"', '"Sources/App/Part0.swift"', '""',
                       '"Sources//App/"', '"/dev"', '"\\u{0}"'])
    fields = [f'name: "{rng.choice(["App", "App", "", "A/B", "..", "Äpp"])}"']
    if path:
        fields.append(f"path: {path}")
    if rng.random() < 0.2:
        fields.append("exclude: [" + ", ".join(rng.sample(['"Views"', '"../App"', '""', '"/"', '"Part0.swift"'], 2)) + "]")
    if rng.random() < 0.2:
        fields.append("sources: [" + ", ".join(rng.sample(['"Views"', '"../App"', '"."', '"/"', '"Model"'], 2)) + "]")
    target = f'.{rng.choice(["target", "executableTarget", "testTarget"])}({", ".join(fields)})'
    targets = [target]
    shape = rng.random()
    if shape < 0.1:
        targets += [f'.target(name: "T{i}")' for i in range(rng.choice([1000, 20000]))]
    manifest = ("// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n"
                f"    name: \"App\",\n    targets: [\n        {(',' + chr(10) + '        ').join(targets)}\n    ]\n)\n")
    if 0.1 <= shape < 0.2:
        depth = rng.choice([20, 199, 5000, 100000])
        manifest = manifest.replace("targets: [", "targets: " + rng.choice(["[", "(", "{"]) * depth + "[", 1)
    elif 0.2 <= shape < 0.3:
        manifest = flip_bytes(rng, manifest.encode()).decode("utf-8", "replace")
    files["Package.swift"] = manifest.encode()
    if 0.3 <= shape < 0.35:
        files["Package.swift"] = rng.choice([("fifo",), ("dir",), ("symlink", "/dev/zero"), ("symlink", "Package.swift"),
                                             b"// " + b"x" * (2 << 20)])
    if rng.random() < 0.3:
        files[f"Sources/App/Extra{rng.randrange(3)}.swift"] = hostile_file(rng, seeds)
    if rng.random() < 0.15:
        files["Sources/App/Nested/Package.swift"] = b"let package = Package(name: \"N\")\n"
        files["Sources/App/Nested/Hidden.swift"] = b"struct Hidden {}\n"
    if rng.random() < 0.15:
        checkouts(rng, files)
        scene = b"import DepKit\nimport Gone\n" + scene
    folder = rng.choice(["Sources/App", "Sources/App/Views", "Sources/Other", ""])
    scene_path = f"{folder}/{rng.choice(['ContentView', 'scene'])}.swift".lstrip("/")
    return Project(scene, scene=scene_path, files=files, names=list(files) + ["Package.swift"])


def checkouts(rng, files):
    """Remote dependencies where SwiftPM checks them out (docs/swift-input.md, "Package
    dependencies"): a `.build/checkouts` of packages valid, cyclic, huge, deeply nested or many,
    and a `Package.resolved` valid, malformed, huge or in place of a FIFO; the scene imports them."""
    shape = rng.random()
    view = b"import SwiftUI\nimport DepCore\npublic struct Badge: View { public init() {}\n public var body: some View { Text(\"b\").padding(.depInset) } }\n"
    core = b"import CoreGraphics\nimport DepKit\npublic extension CGFloat { static let depInset: CGFloat = 4 }\n"
    manifest = ('let package = Package(name: "Dep", targets: [.target(name: "DepKit", dependencies: ["DepCore"]), '
                '.target(name: "DepCore", dependencies: ["DepKit"])])\n')
    if shape < 0.2:
        manifest = "// " + "x" * rng.choice([300 << 10, 2 << 20])
    elif shape < 0.35:
        manifest = "let p = " + "(" * rng.choice([500, 100000]) + "\n"
    elif shape < 0.5:
        manifest = flip_bytes(rng, manifest.encode()).decode("utf-8", "replace")
    files[".build/checkouts/Dep/Package.swift"] = manifest.encode()
    files[".build/checkouts/Dep/Sources/DepKit/Badge.swift"] = view
    files[".build/checkouts/Dep/Sources/DepCore/Inset.swift"] = core
    if rng.random() < 0.2:
        for index in range(rng.choice([70, 400])):
            files[f".build/checkouts/P{index}/Package.swift"] = f'let package = Package(name: "P{index}", targets: [.target(name: "P{index}")])\n'.encode()
    resolved = '{"pins": [{"identity": "dep", "location": "https://example.com/Dep.git", "state": {}}, {"identity": "gone", "location": "https://example.com/Gone", "state": {}}], "version": 2}'
    files["Package.resolved"] = rng.choice([resolved.encode(), b"{ \"pins\": [", b"[" * 100000, ("fifo",), b" " * (2 << 20)])


def pbx_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def xcode(rng, seeds):
    scene, files = module_files(rng, seeds, "App")
    paths = sorted(p[len("App/"):] for p in files)
    scene_name = rng.choice(["ContentView.swift", "scene.swift"])
    objects = {"ROOT": {"isa": "PBXProject", "mainGroup": "MAIN", "targets": ["T1"],
                        "projectDirPath": rng.choice(['""', '""', '"/"', '"App/.."', '"App"'])},
               "MAIN": {"isa": "PBXGroup", "children": ["G1"], "sourceTree": '"<group>"'},
               "G1": {"isa": "PBXGroup", "children": [], "path": "App", "sourceTree": '"<group>"'}}
    build_files = []
    for index, path in enumerate(paths + [scene_name]):
        objects[f"F{index}"] = {"isa": "PBXFileReference", "path": pbx_string(path), "sourceTree": '"<group>"'}
        objects["G1"]["children"].append(f"F{index}")
        objects[f"B{index}"] = {"isa": "PBXBuildFile", "fileRef": f"F{index}"}
        build_files.append(f"B{index}")
    target = {"isa": "PBXNativeTarget", "buildPhases": ["P1"], "name": "App"}
    objects["P1"] = {"isa": "PBXSourcesBuildPhase", "files": build_files}
    shape = rng.random()
    if shape < 0.15:  # a synchronized folder (Xcode 16), sometimes somewhere it should not be
        objects["S1"] = {"isa": "PBXFileSystemSynchronizedRootGroup",
                         "path": rng.choice(["App", "App", ".", "App/..", "/", "/proc/self", "App/loop"]),
                         "sourceTree": rng.choice(['"<group>"', "SOURCE_ROOT", '"<absolute>"'])}
        target["fileSystemSynchronizedGroups"] = ["S1"]
    elif shape < 0.25:  # groups that contain each other
        objects["G2"] = {"isa": "PBXGroup", "children": ["G1"], "path": "X", "sourceTree": '"<group>"'}
        objects["G1"]["children"].append("G2")
        objects["G1"]["children"].append("G1")
    elif shape < 0.35:  # absolute paths to things that are not source files
        for index, path in enumerate(["/dev/zero", "/dev/stdin", "/proc/self/mem", "/", "/nonexistent.swift", "App/pipe.swift"]):
            objects[f"A{index}"] = {"isa": "PBXFileReference", "path": pbx_string(path if path[0] == "/" else path), "sourceTree": '"<absolute>"'
                                    if path[0] == "/" else "SOURCE_ROOT"}
            objects[f"AB{index}"] = {"isa": "PBXBuildFile", "fileRef": f"A{index}"}
            build_files.append(f"AB{index}")
        files["App/pipe.swift"] = ("fifo",)
    elif shape < 0.4:  # many files
        for index in range(rng.choice([2000, 6000])):
            objects[f"M{index}"] = {"isa": "PBXFileReference", "path": f"M{index}.swift", "sourceTree": '"<group>"'}
            objects[f"MB{index}"] = {"isa": "PBXBuildFile", "fileRef": f"M{index}"}
            objects["G1"]["children"].append(f"M{index}")
            build_files.append(f"MB{index}")
    objects["T1"] = target

    def value(v):
        if isinstance(v, list):
            return "(" + ", ".join(v) + ", )"
        return v

    body = "".join(f"\t\t{key} = {{" + "".join(f"{k} = {value(v)}; " for k, v in obj.items()) + "};\n"
                   for key, obj in objects.items())
    text = f"// !$*UTF8*$!\n{{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {{\n{body}\t}};\n\trootObject = ROOT;\n}}\n"
    choice = rng.random()
    if choice < 0.1:
        depth = rng.choice([100, 10000, 1000000])
        text = text.replace("archiveVersion = 1;", "deep = " + "(" * depth + ")" * depth + ";", 1)
    elif choice < 0.2:
        text = flip_bytes(rng, text.encode()).decode("utf-8", "replace")
    project = {"App.xcodeproj/project.pbxproj": text.encode()}
    if choice > 0.97:
        project = {"App.xcodeproj/project.pbxproj": rng.choice([("fifo",), ("dir",), ("symlink", "/dev/zero")])}
    if rng.random() < 0.2:
        files[f"App/Extra{rng.randrange(3)}.swift"] = hostile_file(rng, seeds)
    files.update(project)
    if rng.random() < 0.2:
        files["App/loop"] = ("symlink", ".")
    return Project(scene, scene=f"App/{scene_name}", files=files, names=list(files))


def folder(rng, seeds):
    scene, files = module_files(rng, seeds, "mod")
    for _ in range(rng.choice([0, 1, 1, 2, 3])):
        choice = rng.random()
        name = f"mod/x{rng.randrange(1000)}.swift"
        if choice < 0.25:
            files[name] = hostile_file(rng, seeds)
        elif choice < 0.35:
            files["mod/loop"] = ("symlink", ".")
            files["mod/a.swift"], files["mod/b.swift"] = ("symlink", "b.swift"), ("symlink", "a.swift")
        elif choice < 0.45:
            files[name] = rng.choice([("symlink", "/dev/zero"), ("symlink", "/dev/urandom"), ("symlink", "/proc/self/fd/0"),
                                      ("symlink", "nowhere.swift"), ("symlink", "/")])
        elif choice < 0.55:
            files[name] = ("fifo",)
        elif choice < 0.6:
            files[name] = ("dir",)
        elif choice < 0.7:
            for index in range(rng.choice([100, 1000, 5001])):
                files[f"mod/many/f{index}.swift"] = f"let m{index} = {index}\n".encode()
        elif choice < 0.8:
            files["mod/" + "d/" * rng.choice([50, 300]) + "deep.swift"] = b"struct Deep {}\n"
        elif choice < 0.9:
            files[name] = b"\xc3\x28 not UTF-8\n"
        else:
            other = rng.choice(sorted(files) or [name])
            files[name] = files.get(other, b"") if isinstance(files.get(other, b""), bytes) else b""
    if rng.random() < 0.1:
        line_ends(rng, files)
    module = rng.choice(["mod", "mod", "mod", "mod/", "./mod", "nope", "scene.swift", "", "mod/loop", "/dev/null", "mod/..", "/proc/self", "/"])
    arguments = ["--module", module] if module != "scene.swift" else ["--module", "mod/scene.swift"]
    return Project(scene, scene="mod/scene.swift", files=files, arguments=arguments, names=list(files))


CONDITIONS = ["DEBUG", "RELEASE", "os(iOS)", "os(macOS)", "os()", "os(iOS, macOS)", "canImport(SwiftUI)", "canImport(UIKit.UIView)",
              "canImport(AppKit)", "canImport()", "swift(>=5.9)", "swift(<6)", "swift(>=99999999999999999999)", "swift(>=6.0.0.0.0.0.0)",
              "swift(>=)", "swift(5)", "compiler(>=6.0)", "compiler(>=-1)", "targetEnvironment(simulator)", "arch(arm64)",
              "hasFeature(StrictConcurrency)", "hasAttribute(retroactive)", "true", "false", "1", "FLAG", "!DEBUG", "!!DEBUG",
              "DEBUG == 1", "os(iOS) && !os(macOS)", "(DEBUG || RELEASE) && FLAG", "a.b", "x ? y : z", "\"DEBUG\"",
              "_endian(little)", "_pointerBitWidth(_64)", "_runtime(_ObjC)", "unknown(thing)", "os(iOS) ||", "&& DEBUG"]
DEFINES = ["FLAG", "RELEASE", "DEBUG", "", "A B", "1", "-", "--module", "é", "X" * 1000, "os(macOS)", "FLAG=1", "\u202e"]


def conditions(rng, seeds):
    depth = rng.choice([1, 3, 30, 199, 201, 1000, 20000])
    shape = rng.randrange(5)
    condition = lambda: rng.choice(CONDITIONS)  # noqa: E731
    if shape == 0:  # nested around views
        code = "VStack {\n" + "".join(f"#if {condition()}\n" for _ in range(depth)) + "Text(\"in\")\n" + "#else\nText(\"out\")\n#endif\n" * depth + "}\n"
    elif shape == 1:  # a long chain
        code = "VStack {\n#if " + condition() + "\nText(\"0\")\n" + "".join(f"#elseif {condition()}\nText(\"{i}\")\n" for i in range(depth)) + "#endif\n}\n"
    elif shape == 2:  # in a modifier chain
        code = "Text(\"a\")\n" + "".join(f"#if {condition()}\n.padding({i})\n#endif\n" for i in range(min(depth, 2000)))
    elif shape == 3:  # around declarations and members
        code = ("".join(f"#if {condition()}\n" for _ in range(depth)) + "struct V: View { var body: some View { Text(\"v\") } }\n" +
                "#endif\n" * depth + "struct W: View {\n#if " + condition() + "\nlet n = 1\n#else\nlet n = 2\n#endif\n"
                "var body: some View { Text(\"\\(n)\") }\n}\n#Preview { W() }\n")
    else:  # a seed with conditions spliced between its lines
        lines = rng.choice(seeds)[1].decode("utf-8", "replace").split("\n")
        for _ in range(rng.choice([1, 3, 10])):
            index = rng.randrange(len(lines) + 1)
            lines[index:index] = [f"#if {condition()}", "#elseif " + condition() if rng.random() < 0.3 else "#else", "#endif"][:rng.choice([1, 2, 3, 3])]
        code = "\n".join(lines)
    arguments = []
    for _ in range(rng.choice([0, 1, 1, 2, 200])):
        arguments += ["--define", rng.choice(DEFINES)]
    data = code.encode() if shape == 4 else hostile_swift.wrap(rng, code).encode()
    if rng.random() < 0.1:
        data = data.replace(b"\n", rng.choice([b"\r", b"\r\n"]))
    return Project(data, arguments=arguments)


def line_ends(rng, files):
    """Some of the module's files with CR (old Mac), CRLF or mixed line ends."""
    for path in sorted(files):
        if isinstance(files[path], bytes) and path.endswith(".swift") and rng.random() < 0.5:
            lines = files[path].split(b"\n")
            files[path] = b"".join(line + rng.choice([b"\r", b"\r\n", b"\n"]) for line in lines)


def assets(rng, seeds):
    """A scene that names the assets of a catalog beside it (`hostile_assets`), in a module."""
    scene, files = module_files(rng, seeds, "mod") if rng.random() < 0.3 else (b"", {})
    catalog, names = hostile_assets.catalog(rng, rng.choice(["mod/Assets.xcassets", "mod/Sub/Media.xcassets"]))
    files.update(catalog)
    if rng.random() < 0.2:
        more, extra = hostile_assets.catalog(rng, "mod/Other.xcassets")
        files.update(more)
        names += extra
    if rng.random() < 0.2:
        line_ends(rng, files)
    code = hostile_assets.uses(rng, names)
    if scene and rng.random() < 0.5:
        scene += ("\n#Preview {\n" + code + "\n}\n").encode()
    else:
        scene = hostile_swift.wrap(rng, "VStack {\n" + code + "\n}").encode()
    if rng.random() < 0.1:
        scene = scene.replace(b"\n", rng.choice([b"\r", b"\r\n"]))
    return Project(scene, scene="mod/scene.swift", files=files, arguments=["--module", "mod"], names=list(files))


class ModuleFrontend:
    name = "module"
    extension = ".swift"
    generators = [("package", 3, package), ("xcode", 3, xcode), ("folder", 3, folder), ("conditions", 3, conditions),
                  ("assets", 3, assets)]

    @staticmethod
    def seeds(root):
        return SWIFT.seeds(root)

    @staticmethod
    def external_seeds(directories):
        return SWIFT.external_seeds(directories)

    @staticmethod
    def parameters(data):
        return SWIFT.parameters(data)


FRONTEND = ModuleFrontend() if SWIFT is not None else None
