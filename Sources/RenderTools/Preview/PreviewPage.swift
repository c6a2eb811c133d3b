/// The page `render preview` serves at `/`: one self-contained HTML file (no file, font or
/// script from elsewhere; the server's Content-Security-Policy allows nothing else). It asks
/// `/state` for the previews, `/render` for each picture under the controls' settings, and
/// listens to `/events`: a change of the module re-renders without a reload. Text from files
/// is put in the page as text (`textContent`), never as HTML.
enum PreviewPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>render preview</title>
<style>
  :root { font: 14px/1.4 system-ui, -apple-system, "Inter", sans-serif; color: #1c1c1e; }
  body { margin: 0; background: #f2f2f7; }
  header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid #d1d1d6; padding: 8px 16px; }
  header h1 { font-size: 15px; margin: 0 0 6px; font-weight: 600; }
  header h1 code { font-weight: 400; }
  #status { float: right; font-size: 12px; color: #636366; }
  #status.live::before { content: "● "; color: #34c759; }
  #status.down::before { content: "● "; color: #ff3b30; }
  .controls { display: flex; flex-wrap: wrap; gap: 6px 18px; align-items: center; }
  .controls label { display: inline-flex; gap: 6px; align-items: center; }
  #widthValue { font-variant-numeric: tabular-nums; min-width: 4.5em; }
  #legend { display: none; gap: 12px; font-size: 12px; }
  #legend.on { display: inline-flex; }
  .swatch { display: inline-block; width: 18px; height: 10px; vertical-align: middle; margin-right: 4px; }
  .swatch.offered { border: 1.5px solid #e0201b; }
  .swatch.chosen { border: 1.5px solid #2040e0; }
  .swatch.ideal { border: 1.5px dashed #e0201b; }
  .arrow { color: #e0201b; font-weight: 700; }
  main { padding: 16px; display: flex; flex-direction: column; gap: 20px; }
  section.preview { background: #fff; border-radius: 10px; padding: 12px 16px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
  section.preview h2 { font-size: 14px; margin: 0 0 8px; }
  section.preview h2 .where { font-weight: 400; color: #636366; margin-left: 8px; }
  .body { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
  .picture { background: repeating-conic-gradient(#f4f4f4 0% 25%, #fff 0% 50%) 0 0/16px 16px; border: 1px solid #d1d1d6; line-height: 0; }
  .picture img { display: block; }
  .side { flex: 1 1 320px; min-width: 280px; display: flex; flex-direction: column; gap: 8px; }
  .explain { margin: 0; max-height: 420px; overflow: auto; font: 11.5px/1.35 "JetBrains Mono", ui-monospace, monospace; background: #f9f9fb; border: 1px solid #e5e5ea; padding: 8px; white-space: pre; }
  .meta { font-size: 12px; color: #636366; }
  .error { border-left: 4px solid #ff3b30; background: #fff1f0; padding: 8px 10px; font-size: 13px; }
  .error .message { font-weight: 600; white-space: pre-wrap; }
  ul.warnings { margin: 0; padding-left: 18px; font-size: 12.5px; }
  ul.warnings a { font-family: ui-monospace, monospace; }
  pre.source { margin: 4px 0; font: 12px/1.35 "JetBrains Mono", ui-monospace, monospace; background: #f9f9fb; border: 1px solid #e5e5ea; padding: 4px 0; overflow-x: auto; }
  pre.source span { display: block; padding: 0 8px; }
  pre.source span.at { background: #ffe9a8; }
  pre.source[hidden] { display: none; }
  .stale img { opacity: .55; }
</style>
</head>
<body>
<header>
  <span id="status">connecting…</span>
  <h1>render preview <code id="path"></code></h1>
  <div class="controls">
    <label>Width <input id="width" type="range" min="120" max="1024" step="1" value="390"><span id="widthValue">390 pt</span></label>
    <label>Device <select id="device"><option value="preview">as the preview says</option><option value="none">none: the width slider</option></select></label>
    <label><input id="landscape" type="checkbox"> landscape</label>
    <label>Colour scheme <select id="scheme"><option>light</option><option>dark</option></select></label>
    <label>Dynamic Type <select id="dynamicType"></select></label>
    <label><input id="debug" type="checkbox"> debug borders</label>
    <span id="legend"><span><span class="swatch offered"></span>offered (proposal)</span><span><span class="swatch chosen"></span>chosen size</span><span><span class="swatch ideal"></span>nil: ideal size asked</span><span><span class="arrow">↔</span> ∞: unbounded</span></span>
    <label><input id="explain" type="checkbox" checked> explain</label>
  </div>
</header>
<main id="previews"></main>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
let state = null;
const controllers = new Map();
window.previewLog = [];

function el(tag, props, ...children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children) if (child != null) node.append(child);
  return node;
}

function query() {
  const p = new URLSearchParams();
  p.set("width", $("width").value);
  p.set("device", $("device").value);
  p.set("landscape", $("landscape").checked ? "1" : "0");
  p.set("scheme", $("scheme").value);
  p.set("dynamicType", $("dynamicType").value);
  p.set("debug", $("debug").checked ? "1" : "0");
  p.set("explain", $("explain").checked ? "1" : "0");
  return p.toString();
}

function sourceBlock(context, line, id) {
  const pre = el("pre", { className: "source", id });
  for (const row of context || []) {
    pre.append(el("span", { className: row.line === line ? "at" : "", textContent: String(row.line).padStart(5) + "  " + row.text }));
  }
  return pre;
}

function show(index, data) {
  const section = $("preview-" + index);
  if (!section) return;
  section.classList.remove("stale");
  const picture = section.querySelector(".picture");
  const side = section.querySelector(".side");
  side.replaceChildren();
  if (data.error) {
    const e = data.error;
    const where = e.file ? e.file + (e.line ? ":" + e.line + ":" + e.column : "") : "";
    const box = el("div", { className: "error" }, el("div", { className: "message", textContent: (where ? where + ": " : "") + e.message }));
    if (e.context && e.context.length) box.append(sourceBlock(e.context, e.line, "error-" + index));
    side.append(box);
    section.dataset.error = "1";
    picture.hidden = true;
  } else {
    delete section.dataset.error;
    picture.hidden = false;
    let img = picture.querySelector("img");
    if (!img) { img = el("img", { alt: section.dataset.title }); picture.append(img); }
    img.onload = () => { img.style.width = (img.naturalWidth / state.scale) + "px"; };
    img.src = data.image;
    img.dataset.version = data.version;
    section.dataset.version = data.version;
    side.append(el("div", { className: "meta", textContent:
      Math.round(data.width) + " × " + Math.round(data.height) + " pt" + (data.device ? " on " + data.device : "") +
      " · rendered in " + data.milliseconds + " ms" + (data.placeholders ? " · " + data.placeholders + " placeholder(s)" : "") }));
    if (data.explain != null) side.append(el("pre", { className: "explain", textContent: data.explain }));
  }
  const warnings = data.warnings || [];
  if (warnings.length) {
    const list = el("ul", { className: "warnings" });
    warnings.forEach((w, i) => {
      const item = el("li");
      if (w.line) {
        const id = "src-" + index + "-" + i;
        const block = sourceBlock(w.context, w.line, id);
        block.hidden = true;
        const link = el("a", { href: "#" + id, textContent: w.file + ":" + w.line + ":" + w.column });
        link.onclick = (event) => { event.preventDefault(); block.hidden = !block.hidden; };
        item.append(link, " " + w.kind + ": " + w.message, block);
      } else {
        item.append(w.text);
      }
      list.append(item);
    });
    side.append(list);
  }
  window.previewLog.push({ index, version: data.version, at: performance.now(), error: !!data.error });
}

async function renderOne(index) {
  controllers.get(index)?.abort();
  const controller = new AbortController();
  controllers.set(index, controller);
  $("preview-" + index)?.classList.add("stale");
  try {
    const response = await fetch("/render?preview=" + index + "&" + query(), { signal: controller.signal });
    if (response.status === 204) return;  // overtaken by a newer request
    if (!response.ok) throw new Error(await response.text());
    show(index, await response.json());
  } catch (error) {
    if (error.name !== "AbortError") $("status").textContent = String(error.message || error);
  }
}

function renderAll() { if (state) state.previews.forEach((p) => renderOne(p.index)); }

async function loadState() {
  const response = await fetch("/state");
  const fresh = await response.json();
  // The same files in the same order keep their sections (and pictures); a moved line only
  // changes the heading.
  const key = (s) => JSON.stringify(s.previews.map((p) => [p.title, p.file]));
  const same = state && key(state) === key(fresh);
  state = fresh;
  document.body.dataset.version = state.version;
  $("path").textContent = state.path;
  if (!$("dynamicType").options.length) {
    for (const size of state.dynamicTypeSizes) $("dynamicType").append(el("option", { value: size, textContent: size, selected: size === "large" }));
    for (const name of state.devices) $("device").append(el("option", { value: name, textContent: name }));
  }
  if (same) {
    for (const p of state.previews) $("preview-" + p.index).querySelector(".where").textContent = p.file + ":" + p.line;
  } else {
    const main = $("previews");
    main.replaceChildren();
    if (!state.previews.length) main.append(el("p", { textContent: "No #Preview or PreviewProvider here yet: save a file that declares one." }));
    for (const p of state.previews) {
      const section = el("section", { className: "preview", id: "preview-" + p.index });
      section.dataset.title = p.title;
      section.append(el("h2", {}, p.title, el("span", { className: "where", textContent: p.file + ":" + p.line })),
                     el("div", { className: "body" }, el("div", { className: "picture" }), el("div", { className: "side" })));
      main.append(section);
    }
  }
  renderAll();
}

let sliderTimer = 0;
$("width").addEventListener("input", () => {
  $("widthValue").textContent = $("width").value + " pt";
  // The slider proposes a width: a device's screen would set it, so moving it leaves the device.
  $("device").value = "none";
  clearTimeout(sliderTimer);
  sliderTimer = setTimeout(renderAll, 25);
});
for (const id of ["device", "landscape", "scheme", "dynamicType", "debug", "explain"]) {
  $(id).addEventListener("change", () => {
    $("legend").classList.toggle("on", $("debug").checked);
    renderAll();
  });
}

const events = new EventSource("/events");
events.addEventListener("change", (event) => {
  $("status").className = "live";
  $("status").textContent = "watching · version " + event.data;
  if (!state || Number(event.data) !== state.version) loadState();
});
events.onerror = () => { $("status").className = "down"; $("status").textContent = "disconnected: is render preview still running?"; };
</script>
</body>
</html>
"""#
}
