"""JSON scenes (docs/scene-format.md): a grammar, mutations of the repository's scenes, byte flips."""
import glob
import random
import json
import os

from ._common import NASTY_TEXTS, NUMBERS, flip_bytes

LEAVES = ["Text", "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Color", "Spacer", "Divider",
          "Image", "ProgressView", "TextField", "SecureField", "ContentUnavailableView", "LabeledContent"]
CONTAINERS = ["HStack", "VStack", "ZStack", "ViewThatFits", "ScrollView", "GeometryReader", "Group", "ForEach",
              "Picker", "DisclosureGroup", "List", "Form", "Section", "Grid", "LazyVGrid", "NavigationStack",
              "NavigationView", "TabView", "ToolbarItem", "GroupBox"]
PLACEMENTS = ["automatic", "principal", "topBarLeading", "topBarTrailing", "bottomBar", "status", "confirmationAction", "keyboard"]
TAGS = ["a", "b", 1, 2, True]
COLORS = ["red", "blue", "green", "orange", "primary", "secondary", "clear", "white", "black", "#FF000080", "#12345",
          "blue.gradient", "nope", {"color": "red", "opacity": 0.5}, "thickMaterial", "bar.gradient", {"color": "bar", "opacity": 0.5}]
ALIGNMENTS = ["center", "leading", "trailing", "top", "bottom", "topLeading", "bottomTrailing", "firstTextBaseline",
              "lastTextBaseline", "middle"]
SYMBOLS = ["arrow.down", "bell.fill", "checkmark.circle", "chevron.up", "clock", "nope"]
FRAME_ALIGNMENTS = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
                    "leadingFirstTextBaseline", "centerLastTextBaseline", "trailingFirstTextBaseline"]
HSTACK_ALIGNMENTS = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
VSTACK_ALIGNMENTS = ["leading", "center", "trailing"]
VALID_COLORS = ["red", "blue", "green", "orange", "primary", "secondary", "clear", "#FF000080", "blue.gradient",
                "ultraThinMaterial", "regularMaterial", "bar"]
IMAGES = ["fixtures/tile.png", "tile.png", "fixtures/star.pdf", "fixtures/badge.svg", "missing.png", "fixtures", "/dev/zero", ""]


def color(rng):
    return rng.choice(VALID_COLORS if valid(rng) else COLORS)


def valid(rng):
    """Whether this scene keeps to valid values (most do, so that layout and painting run)."""
    return getattr(rng, "valid", False)


def alignment(rng, valid_ones=FRAME_ALIGNMENTS):
    return rng.choice(valid_ones if valid(rng) else ALIGNMENTS)


def pick(rng, good, bad):
    """One of `good`, or in an invalid scene now and then one of `bad`."""
    return rng.choice(good if valid(rng) or rng.random() < 0.5 else bad)


def number(rng):
    if valid(rng) or rng.random() < 0.7:
        return rng.choice([0, 1, 2, 4, 8, 10, 20, 44, 50, 100, 120, 200, 300, 390])
    return rng.choice(NUMBERS + ["infinity", "{w}", "12", None, True])


def text(rng):
    if rng.random() < (0.85 if valid(rng) else 0.6):
        return rng.choice(["Hello", "Hello World", "Hello Beautiful World", "Hi", "天气很好", "{name}", "Item {i}"])
    if rng.random() < 0.1:
        return rng.choice(["x", "ab ", "\u0301"]) * rng.choice([499, 500, 1666] if valid(rng) else [499, 500, 501, 1666, 1667, 5000, 5001])
    return "".join(rng.choice(NASTY_TEXTS) for _ in range(rng.randint(1, 4)))


def modifier(rng, depth):
    kind = rng.choice(["frame", "flexFrame", "fixedSize", "padding", "border", "background", "overlay", "offset",
                       "position", "alignmentGuide", "layoutPriority", "lineLimit", "truncationMode",
                       "multilineTextAlignment", "minimumScaleFactor", "font", "bold", "italic", "foregroundColor",
                       "opacity", "clipped", "cornerRadius", "hidden", "pickerStyle", "textFieldStyle",
                       "ignoresSafeArea", "safeAreaPadding", "safeAreaInset", "containerRelativeFrame",
                       "styleBackground", "layoutDirection", "dynamicTypeSize", "environment",
                       "flipsForRightToLeftLayoutDirection", "navigationTitle", "navigationBarTitleDisplayMode", "toolbar",
                       "toolbarBackground", "searchable", "tabItem", "badge", "tabViewStyle", "presentation", "disabled"]
                      + ([] if valid(rng) else ["unknown"]))
    if kind == "navigationTitle":
        return {"navigationTitle": pick(rng, [text(rng), {"type": "Text", "text": text(rng)}], [3, {"type": "Color", "color": "red"}])}
    if kind == "navigationBarTitleDisplayMode":
        return {"navigationBarTitleDisplayMode": pick(rng, ["automatic", "inline", "large"], ["huge", 1])}
    if kind == "toolbar":
        items = [view(rng, depth + 1) if depth < 6 else {"type": "Text", "text": "x"} for _ in range(rng.choice([0, 1, 3, 30]))]
        for item in items:
            if item.get("type") == "ToolbarItem" or rng.random() < 0.3:
                item["placement"] = pick(rng, PLACEMENTS, ["top", 3])
                item["type"] = "ToolbarItem"
                item.setdefault("children", [])
        return {"toolbar": pick(rng, [items, {"visibility": rng.choice(["hidden", "visible", "automatic"]),
                                              "for": rng.sample(["navigationBar", "bottomBar", "tabBar", "automatic"], rng.randint(0, 3))}],
                                [{"visibility": "gone"}, {"for": ["navigationBar"]}, 3, {"visibility": "hidden", "for": ["sideBar"]}])}
    if kind == "toolbarBackground":
        return {"toolbarBackground": pick(rng, [{"style": color(rng), "for": ["navigationBar"]}, {"visibility": "visible", "for": ["bottomBar", "tabBar"]}],
                                          [{"style": "red", "visibility": "hidden"}, {}, "red"])}
    if kind == "searchable":
        return {"searchable": pick(rng, [True, False, {"prompt": text(rng)}, {}], [{"text": "x"}, 3])}
    if kind == "tabItem":
        return {"tabItem": pick(rng, [[{"type": "Label", "title": text(rng), "systemImage": rng.choice(SYMBOLS)}],
                                      [{"type": "Image", "systemName": rng.choice(SYMBOLS)}, {"type": "Text", "text": text(rng)}]],
                                [3, [{"type": "Nope"}]])}
    if kind == "badge":
        return {"badge": pick(rng, [0, 3, 10**9, "New", ""], [1.5, 10**12, [1]])}
    if kind == "tabViewStyle":
        return {"tabViewStyle": pick(rng, ["automatic", "page", "tabBarOnly"], ["carousel", 2])}
    if kind == "disabled":
        return {"disabled": pick(rng, [True, False], ["yes", 1, None, {}])}
    if kind == "presentation":
        return {rng.choice(["sheet", "alert", "popover", "fullScreenCover", "confirmationDialog"]): pick(rng, [True, False], [{"content": 1}, 0])}
    if kind == "frame":
        return {"frame": {k: number(rng) for k in rng.sample(["width", "height", "alignment"], rng.randint(0, 3))
                          if k != "alignment"} | ({"alignment": alignment(rng)} if rng.random() < 0.3 else {})}
    if kind == "flexFrame":
        keys = rng.sample(["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"], rng.randint(1, 4))
        return {"frame": {k: number(rng) for k in keys}}
    if kind == "fixedSize":
        return {"fixedSize": rng.choice([True, False, {"horizontal": True}, {"vertical": True, "horizontal": False}])}
    if kind == "padding":
        return {"padding": rng.choice([number(rng), True, {"edges": ["horizontal"], "length": number(rng)},
                                       {"top": number(rng), "leading": 3}])}
    if kind == "border":
        return {"border": rng.choice([color(rng), {"color": "red", "width": number(rng)}])}
    if kind in ("background", "overlay"):
        content = view(rng, depth + 1) if depth < 6 else {"type": "Color", "color": "red"}
        return {kind: rng.choice([content, {"alignment": alignment(rng), "content": content}])}
    if kind in ("offset", "position"):
        return {kind: {"x": number(rng), "y": number(rng)}}
    if kind == "alignmentGuide":
        return {"alignmentGuide": {"guide": pick(rng, ["leading", "centerX", "top", "bottom", "firstTextBaseline"], ["x", "mid", "hmid"]),
                                   "value": pick(rng, [rng.choice([0, 10, -20, 44]), "width / 2", "height - 10", "-(width)",
                                                       "explicit.top ?? 4"], ["((1)", "1/0", None, "mid + 1", "explicit.mid", "?? 1"])}}
    if kind == "pickerStyle":
        return {"pickerStyle": pick(rng, ["automatic", "menu", "segmented"], ["wheel", 1])}
    if kind == "textFieldStyle":
        return {"textFieldStyle": pick(rng, ["automatic", "plain", "roundedBorder"], ["bezel", None])}
    if kind == "layoutPriority":
        return {"layoutPriority": pick(rng, [1, -1, 0, 1e6], [2e6])}
    if kind == "lineLimit":
        return {"lineLimit": pick(rng, [1, 2, None, 100000, {"limit": 3, "reservesSpace": True}, {"limit": 1, "reservesSpace": False},
                                   [2, 4], [1, 1]], [0, {"limit": 2}, {"limit": 0, "reservesSpace": True}, {"reservesSpace": "yes"},
                                                     [4, 2], [0, 3], [1], []])}
    if kind == "truncationMode":
        return {"truncationMode": pick(rng, ["head", "middle", "tail"], ["none"])}
    if kind == "layoutDirection":
        return {"layoutDirection": pick(rng, ["leftToRight", "rightToLeft"], ["upsideDown", 1])}
    if kind == "dynamicTypeSize":
        return {"dynamicTypeSize": pick(rng, ["xSmall", "large", "xxxLarge", "accessibility5", "AX3", {"through": "large"},
                                             {"from": "small", "through": "xLarge"}], ["huge", {}, {"from": "xxLarge", "through": "small"}])}
    if kind == "environment":
        return {"environment": pick(rng, [{"layoutDirection": "rightToLeft"}, {"dynamicTypeSize": "xxLarge"}, {"colorScheme": "dark"}],
                                    [{"colorScheme": "dim"}, {}, {"layoutDirection": "rightToLeft", "dynamicTypeSize": "large"}])}
    if kind == "flipsForRightToLeftLayoutDirection":
        return {"flipsForRightToLeftLayoutDirection": pick(rng, [True, False], ["yes"])}
    if kind == "multilineTextAlignment":
        return {"multilineTextAlignment": rng.choice(["leading", "center", "trailing"])}
    if kind == "minimumScaleFactor":
        return {"minimumScaleFactor": pick(rng, [0.5, 0.01, 1], [0, 2])}
    if kind == "font":
        return {"font": pick(rng, ["body", "largeTitle", "caption2",
                                   {"size": rng.choice([1, 9, 17, 40, 200]), "weight": rng.choice(["bold", "ultraLight", "heavy"]),
                                    "design": rng.choice(["default", "monospaced", "serif", "rounded"])},
                                   {"family": rng.choice(["Inter", "Comfortaa", "Nope Sans"])}],
                             ["nope", {"size": number(rng)}, {"family": rng.choice([",", "A" * 201, "\u0000x", ""])}])}
    if kind in ("bold", "italic", "clipped", "hidden"):
        return {kind: pick(rng, [True, False], ["{flag}", 1])}
    if kind == "foregroundColor":
        return {"foregroundColor": color(rng)}
    if kind == "opacity":
        return {"opacity": pick(rng, [0, 0.5, 1], [2, -1])}
    if kind == "cornerRadius":
        return {"cornerRadius": number(rng)}
    if kind == "ignoresSafeArea":
        return rng.choice([{"ignoresSafeArea": pick(rng, [True, {"regions": "container", "edges": ["top"]}], [{"regions": "nope"}, 1])},
                           {"edgesIgnoringSafeArea": pick(rng, ["all", ["bottom", "horizontal"], []], ["sideways"])}])
    if kind == "safeAreaPadding":
        return {"safeAreaPadding": pick(rng, [number(rng), True, {"edges": ["vertical"], "length": 12}], [-5, {"edges": "top"}])}
    if kind == "safeAreaInset":
        content = view(rng, depth + 1) if depth < 6 else {"type": "Color", "color": "gray"}
        return {"safeAreaInset": pick(rng, [{"edge": rng.choice(["top", "bottom", "leading", "trailing"]), "spacing": number(rng),
                                             "content": content}, {"edge": "bottom", "alignment": "leading", "content": content}],
                                      [{"edge": "middle", "content": content}, {"edge": "top"}])}
    if kind == "containerRelativeFrame":
        return {"containerRelativeFrame": pick(rng, [{"axes": "horizontal", "count": rng.choice([1, 3, 1000]), "span": 2, "spacing": number(rng)},
                                                      {"axes": ["horizontal", "vertical"], "length": "length * 0.8"}],
                                               [{"axes": "horizontal", "count": 0}, {"axes": "vertical", "length": "axis"},
                                                {"axes": "horizontal", "span": 2}])}
    if kind == "styleBackground":
        return {"background": pick(rng, [color(rng), {"style": color(rng), "ignoresSafeAreaEdges": ["top"]}], [{"style": 3}])}
    return {"unknownModifier": 1}


def grid_cell(rng, depth):
    """A cell of a Grid, now and then with the modifiers a Grid reads from its cells."""
    cell = view(rng, depth + 1)
    for _ in range(rng.choice([0, 0, 1, 2])):
        cell.setdefault("modifiers", []).append(rng.choice([
            {"gridCellColumns": pick(rng, [1, 2, 3], [0, 1001])},
            {"gridColumnAlignment": pick(rng, ["leading", "center", "trailing"], ["top"])},
            {"gridCellUnsizedAxes": pick(rng, ["horizontal", "vertical", ["horizontal", "vertical"]], [[], "diagonal"])}]))
    return cell


def grid_item(rng):
    size = rng.choice([{"fixed": number(rng)}, {"flexible": {}}, {"flexible": {"minimum": number(rng)}},
                       {"adaptive": {"minimum": pick(rng, [40, 70, 140], [0, "infinity"])}},
                       {"adaptive": {"minimum": 50, "maximum": pick(rng, [52, 100, "infinity"], [10])}}])
    if rng.random() < 0.3:
        size["spacing"] = number(rng)
    return size


# Issue 26's controls apps use (Link … AsyncImage), generated by `app_control`.
APP_CONTROLS = ["Link", "Menu", "ShareLink", "ColorPicker", "DatePicker", "Gauge", "AsyncImage"]


def app_control(rng, kind, node, depth):
    """The members of one of APP_CONTROLS (and now and then its style), valid or not."""
    label = lambda: view(rng, depth + 1)
    if kind in ("Link", "Menu", "ColorPicker", "DatePicker") or (kind == "ShareLink" and rng.random() < 0.5):
        if rng.random() < 0.7:
            node["title"] = text(rng)
        else:
            node["label"] = label()
    if kind == "Link":
        node["destination"] = pick(rng, ["https://swift.org", "mailto:a@b.c", "file:///tmp"], ["no url", "", 3, None])
    elif kind == "Menu":
        if "title" in node and rng.random() < 0.4:
            node["systemImage"] = rng.choice(SYMBOLS)
        node["children"] = pick(rng, [[view(rng, depth + 1)], []], [[3], "x"])
    elif kind == "ColorPicker":
        node["selection"] = color(rng)
        if rng.random() < 0.3:
            node["supportsOpacity"] = pick(rng, [True, False], [1, "no"])
    elif kind == "DatePicker":
        node["selection"] = pick(rng, ["2026-01-01T09:41:00Z", "2024-02-29T23:59:59Z", "1999-12-31T00:00:00+05:00"],
                                 ["yesterday", 0, "2026-13-01T00:00:00Z", None])
        if rng.random() < 0.5:
            node["displayedComponents"] = pick(rng, [["date"], ["hourAndMinute"], ["date", "hourAndMinute"]], [[], ["day"], "date"])
        if rng.random() < 0.4:
            node["modifiers"] = [{"datePickerStyle": pick(rng, ["automatic", "compact", "graphical"], ["wheel", 1])}]
    elif kind == "Gauge":
        node["value"] = pick(rng, [0, 0.5, 1, 42], [float("nan"), "x", 1e300])
        if rng.random() < 0.5:
            node["in"] = pick(rng, [[0, 100], [32, 100], [1, 1]], [[1, 0], [0], "0...1"])
        if valid(rng) or rng.random() < 0.8:
            node["label"] = label()
        for key in ("currentValueLabel", "minimumValueLabel", "maximumValueLabel"):
            if rng.random() < 0.4:
                node[key] = pick(rng, [{"type": "Text", "text": text(rng)}], [3, []])
        if rng.random() < 0.5:
            node["modifiers"] = [{"gaugeStyle": pick(rng, ["automatic", "linearCapacity", "accessoryLinearCapacity",
                                                            "accessoryCircularCapacity", "accessoryCircular"], ["accessoryLinear", None])}]
    elif kind == "AsyncImage":
        node["url"] = pick(rng, ["https://example.com/a.png", None, "file:///dev/null", "file:///nonexistent.png"], [3, []])
        if rng.random() < 0.3:
            node["scale"] = pick(rng, [1, 2, 3], [0, 1.5, "2"])
        if rng.random() < 0.4:
            node["content"], node["placeholder"] = label(), label()
    return node


def view(rng, depth=0):
    containers = depth < rng.choice([2, 4, 6, 12])
    kind = rng.choice(LEAVES + APP_CONTROLS + (CONTAINERS if containers else []))
    node = {"type": kind}
    if kind in APP_CONTROLS:
        return app_control(rng, kind, node, depth)
    if kind == "Text":
        node["text"] = text(rng)
    elif kind in ("Rectangle", "Circle", "Ellipse", "Capsule", "RoundedRectangle"):
        if kind == "RoundedRectangle":
            node["cornerRadius"] = number(rng)
        if rng.random() < 0.5:
            node["fill"] = color(rng)
        if rng.random() < 0.3:
            node["stroke"], node["lineWidth"] = color(rng), number(rng)
    elif kind == "Color":
        node["color"] = color(rng)
    elif kind == "Spacer" and rng.random() < 0.3:
        node["minLength"] = number(rng)
    elif kind == "Image":
        if rng.random() < 0.5:
            node["systemName"] = rng.choice(SYMBOLS[:-1] if valid(rng) else SYMBOLS)
        else:
            node["file"] = rng.choice(IMAGES[:4] if valid(rng) else IMAGES)
    elif kind == "ProgressView" and rng.random() < 0.5:
        node["value"] = rng.choice([0, 0.3, 1, 1.5, "{v}"])
    elif kind in ("TextField", "SecureField"):
        node["title"] = text(rng)
        if rng.random() < 0.6:
            node["text"] = text(rng)
        if kind == "TextField" and rng.random() < 0.3:
            node["axis"] = pick(rng, ["horizontal", "vertical"], ["diagonal", 3])
    elif kind == "ContentUnavailableView":
        shape = rng.choice(["title", "label", "search", "bad"] if not valid(rng) else ["title", "label", "search"])
        if shape == "title":
            node["title"], node["systemImage"] = text(rng), rng.choice(SYMBOLS)
        elif shape == "label":
            node["label"] = view(rng, depth + 1)
        elif shape == "search":
            node["search"] = pick(rng, [True, "moss"], [3, None, []])
        if rng.random() < 0.5:
            node["description"] = rng.choice([text(rng), view(rng, depth + 1)])
        if rng.random() < 0.3:
            node["actions"] = [view(rng, depth + 1) for _ in range(rng.choice([0, 1, 2]))]
    elif kind == "LabeledContent":
        node["title"] = text(rng)
        if rng.random() < 0.7:
            node["value"] = pick(rng, ["1.0", 42, 2.5], [None, [], {}])
        else:
            node["children"] = [view(rng, depth + 1)]
    elif kind == "ForEach":
        lower = rng.choice([0, 0, 1, -3, 10])
        node["range"] = [lower, lower + rng.choice([0, 1, 3, 10, 50, 500])]
        node["content"] = view(rng, depth + 1)
    elif kind in CONTAINERS:
        node["children"] = [view(rng, depth + 1) for _ in range(rng.choice([0, 1, 2, 3, 5, 20]))]
        if kind == "ScrollView" and valid(rng):
            node["children"] = node["children"][:1] or [view(rng, depth + 1)]
        if kind in ("HStack", "VStack"):
            if rng.random() < 0.4:
                node["spacing"] = number(rng)
            if rng.random() < 0.4:
                node["alignment"] = alignment(rng, HSTACK_ALIGNMENTS if kind == "HStack" else VSTACK_ALIGNMENTS)
        elif kind == "ZStack" and rng.random() < 0.4:
            node["alignment"] = alignment(rng)
        elif kind == "ViewThatFits" and rng.random() < 0.5:
            node["in"] = rng.choice(["horizontal", "vertical", ["horizontal", "vertical"], []])
        elif kind == "ScrollView" and rng.random() < 0.5:
            node["axes"] = rng.choice(["horizontal", "vertical", ["horizontal"]])
        elif kind == "Grid":
            node["children"] = [{"type": "GridRow", "children": [grid_cell(rng, depth + 1) for _ in range(rng.choice([0, 1, 2, 3]))]}
                                if rng.random() < 0.7 else grid_cell(rng, depth) for _ in range(rng.choice([0, 1, 2, 4]))]
            if rng.random() < 0.5:
                node["alignment"] = alignment(rng)
        elif kind == "LazyVGrid":
            node["columns"] = [grid_item(rng) for _ in range(rng.choice([1, 2, 3] if valid(rng) else [0, 1, 2, 3]))]
        elif kind == "Picker":
            node["title"] = text(rng)
            node["selection"] = pick(rng, TAGS, [None, [1], {"a": 1}])
            for child in node["children"]:
                if rng.random() < 0.8:
                    child.setdefault("modifiers", []).append({"tag": pick(rng, TAGS, [None, [], {}])})
        elif kind == "DisclosureGroup":
            node["title"] = text(rng)
            if rng.random() < 0.7:
                node["isExpanded"] = pick(rng, [True, False], ["yes", 1])
        elif kind == "TabView" and rng.random() < 0.5:
            node["selection"] = pick(rng, TAGS, [None, [1]])
            for child in node["children"]:
                if rng.random() < 0.8:
                    child.setdefault("modifiers", []).append({"tag": pick(rng, TAGS, [None, [], {}])})
        elif kind == "ToolbarItem" and rng.random() < 0.7:
            node["placement"] = pick(rng, PLACEMENTS, ["top", 3])
        elif kind == "Section":
            for key in ("header", "footer"):
                if rng.random() < 0.5:
                    node[key] = rng.choice(["Title", "", view(rng, depth + 1)] if valid(rng) else [[], 3, None, "x" * 300])
            node.pop("id", None)
    if kind in ("List", "Form") and rng.random() < 0.5:
        style = rng.choice(["plain", "insetGrouped", "grouped", "inset", "automatic"] if valid(rng) else ["sidebar", "", 3])
        node.setdefault("modifiers", []).append({"listStyle": style})
    if rng.random() < 0.3 and kind not in ("Group", "ForEach", "Section"):
        ids = ["a", "b", "v{i}", "root"] if valid(rng) else ["a", "b", "v{i}", "c#1", "", "x" * 201, "root"]
        node["id"] = rng.choice(ids) + str(rng.randrange(1_000_000))
    if rng.random() < 0.6:
        node["modifiers"] = [modifier(rng, depth) for _ in range(rng.choice([1, 1, 2, 3, 6, 40]))]
    return node


def grammar(rng, seeds):
    """A random scene from the format's grammar, with parameters and canvas; two in three keep
    to valid values."""
    if rng.random() < 0.8:
        rng = random.Random(rng.random())
        rng.valid = True
    root = view(rng)
    if valid(rng) and root["type"] in ("Group", "ForEach"):
        root = {"type": "VStack", "children": [root]}
    if rng.random() < 0.5:
        return json.dumps(root).encode()
    scene = {"root": root}
    if rng.random() < 0.4:
        # Custom alignments: used by name above only in invalid scenes; loops, wrong axes and
        # bad defaults are bad input.
        scene["alignments"] = {"mid": {"axis": pick(rng, ["vertical"], ["horizontal", "depth"]),
                                       "default": pick(rng, ["height / 3", "bottom", 4], ["mid + 1", "hmid", "explicit.mid"])},
                               "hmid": {"axis": "horizontal", "default": pick(rng, ["explicit.leading ?? width / 2"], ["mid", "", None])}}
    if rng.random() < 0.6:
        scene["params"] = {"w": rng.choice([100, 0, -5, "12", "wide"]), "name": text(rng), "flag": "true", "v": 0.5}
    if rng.random() < 0.6:
        scene["canvas"] = {k: v for k, v in [("width", number(rng)), ("height", number(rng)), ("scale", rng.choice([1, 2, 3, 0.1, 8, 9])),
                                              ("background", rng.choice(COLORS + ["transparent"])), ("alignment", alignment(rng))]
                           if rng.random() < 0.5}
    return json.dumps(scene, ensure_ascii=rng.random() < 0.5).encode()


def _nodes(value, out):
    out.append(value)
    if isinstance(value, dict):
        for child in value.values():
            _nodes(child, out)
    elif isinstance(value, list):
        for child in value:
            _nodes(child, out)
    return out


def mutate_tree(rng, data):
    """Parses a scene and changes a few of its values, keys and subtrees."""
    try:
        tree = json.loads(data)
    except ValueError:
        return flip_bytes(rng, data)
    for _ in range(rng.randint(1, 5)):
        containers = [n for n in _nodes(tree, []) if isinstance(n, (dict, list)) and n]
        if not containers:
            break
        target = rng.choice(containers)
        key = rng.choice(list(target.keys())) if isinstance(target, dict) else rng.randrange(len(target))
        choice = rng.random()
        if choice < 0.3:
            target[key] = rng.choice([number(rng), text(rng), color(rng), None, True, [], {}])
        elif choice < 0.45:
            del target[key]
        elif choice < 0.6:
            target[key] = view(rng, 3)
        elif choice < 0.7 and isinstance(target, list):
            target.extend(json.loads(json.dumps(target[:rng.randint(1, 3)] * rng.choice([1, 10, 100]))))
        elif choice < 0.8:
            target[key] = {"type": rng.choice(["VStack", "HStack", "ZStack"]), "children": [target[key]],
                           "modifiers": [modifier(rng, 5)]}
        elif choice < 0.9 and isinstance(target, dict):
            target.setdefault("modifiers", [])
            if isinstance(target["modifiers"], list):
                target["modifiers"].append(modifier(rng, 5))
        else:
            donor = rng.choice(containers)
            target[key] = json.loads(json.dumps(donor))
    indent = rng.choice([None, None, 1, "\t"])
    return json.dumps(tree, indent=indent, ensure_ascii=rng.random() < 0.3).encode()


def mutation(rng, seeds):
    return mutate_tree(rng, rng.choice(seeds)[1])


def byte_flips(rng, seeds):
    base = rng.choice(seeds)[1] if rng.random() < 0.7 else grammar(rng, seeds)
    return flip_bytes(rng, base)


class JSONFrontend:
    name = "json"
    extension = ".json"
    generators = [("grammar", 5, grammar), ("mutation", 4, mutation), ("bytes", 1, byte_flips)]

    def seeds(self, root):
        paths = sorted(glob.glob(os.path.join(root, "examples", "*.json")) + glob.glob(os.path.join(root, "Tests", "Golden", "*.json"))
                       + glob.glob(os.path.join(root, "docs", "scenes", "*.json")))
        return [(os.path.relpath(p, root), open(p, "rb").read()) for p in paths]

    def parameters(self, data):
        try:
            scene = json.loads(data)
        except ValueError:
            return []
        params = scene.get("params") if isinstance(scene, dict) else None
        return sorted(params.keys()) if isinstance(params, dict) else []


FRONTEND = JSONFrontend()
