"""Scene front ends the fuzzer can generate input for.

A front end is a module in this folder that defines `FRONTEND`, an object with:

- `name`: a short name (`json`), chosen with `fuzz.py --frontend NAME`;
- `extension`: the scene file's extension (`.json`), which is how `render` picks the front end;
- `seeds(root)`: the repository's example scenes, as a list of `(name, bytes)`;
- `generators`: a list of `(name, weight, function)`; `function(rng, seeds)` returns the bytes
  of one scene file. `rng` is a `random.Random`; use nothing else for randomness, so that a
  seed reproduces a run.
- `parameters(data)`: the names of the scene's parameters (for `--set` and `sweep --param`),
  or an empty list.

Every module here is loaded; a Swift-source front end (`render View.swift`) is added by
dropping a `swift_sources.py` beside `json_scenes.py`.
"""
import importlib
import pkgutil

FRONTENDS = {}

for _module in pkgutil.iter_modules(__path__):
    _loaded = importlib.import_module(f"{__name__}.{_module.name}")
    _frontend = getattr(_loaded, "FRONTEND", None)
    if _frontend is not None:
        FRONTENDS[_frontend.name] = _frontend
