/// The preview page: one self-contained HTML document (inline CSS and script, no external resource).
///
/// It fetches `/state` and builds the DOM from it with `textContent` and attribute setters only, so
/// scene names and diagnostics (which may quote markup) are never parsed as HTML. A WebSocket to
/// `/events` says when to fetch again; a new picture is loaded off-screen and swapped in when
/// complete, so the old one stays visible until then. For tests and tools, each scene's `<img>`
/// carries `data-version` (the good render shown: `pictureVersion`) and `data-loaded-at` (when it
/// appeared, in ms since the epoch) and `data-variant` (the query of its theme and scale switches).
/// The switches (theme, scale) are query parameters of the picture (`PreviewVariant`); the background
/// (light, dark, checkerboard) is the page's own, behind a stage exactly the picture's size.
enum PreviewPage {
    static let html = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>scenec preview</title>
    <style>
    :root { color-scheme: light; font: 14px/1.4 system-ui, sans-serif; }
    body { margin: 0; display: flex; min-height: 100vh; background: #f4f4f6; color: #1d1d1f; }
    nav { width: 220px; flex: none; background: #fff; border-right: 1px solid #ddd; padding: 12px; box-sizing: border-box; }
    nav h1 { font-size: 15px; margin: 0 0 8px; }
    nav ul { list-style: none; margin: 0; padding: 0; }
    nav li a { display: block; padding: 3px 6px; border-radius: 4px; color: inherit; text-decoration: none; overflow-wrap: anywhere; }
    nav li a:hover { background: #eef; }
    nav li.broken a { color: #b00020; }
    main { flex: 1; padding: 12px 16px; overflow: auto; }
    .toolbar { display: flex; flex-wrap: wrap; gap: 8px 20px; align-items: center; margin-bottom: 12px; }
    .toolbar label { white-space: nowrap; }
    .status { font-size: 12px; color: #666; }
    .status.offline { color: #b00020; }
    section.scene { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px; margin-bottom: 16px; }
    section.scene h2 { font-size: 14px; margin: 0 0 8px; font-weight: 600; overflow-wrap: anywhere; }
    /* Exactly the picture's size: the background shows where the picture is transparent, nowhere else. */
    .stage { position: relative; display: inline-block; vertical-align: top; line-height: 0;
             background: repeating-conic-gradient(#e8e8e8 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
    body[data-background="light"] .stage { background: #ffffff; }
    body[data-background="dark"] .stage { background: #1c1c1e; }
    .stage img { display: block; image-rendering: auto; }
    .stage img:not([src]) { display: none; }
    .stage.empty { display: block; background: none; line-height: normal; }
    .stage.empty .problems { position: static; max-height: none; }
    /* A panel over the top of the last good picture, which stays visible below it and outlined. */
    .problems { position: absolute; top: 0; left: 0; right: 0; max-height: 100%; overflow: auto;
                background: rgba(255, 240, 240, 0.94); border-bottom: 2px solid #b00020; padding: 8px;
                box-sizing: border-box; min-width: 360px; }
    section.broken .stage { outline: 2px solid #b00020; }
    .problems.none { display: none; }
    .problem { margin: 0 0 8px; font: 12px/1.35 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
    .problem .where { color: #b00020; font-weight: 600; }
    .problem pre { margin: 2px 0 0; padding: 2px 4px; background: #fff; border-left: 3px solid #b00020; white-space: pre-wrap; }
    .warnings { font: 12px ui-monospace, monospace; color: #8a5a00; white-space: pre-wrap; margin-top: 6px; }
    .pending { color: #666; font-size: 12px; padding: 8px; }
    </style>
    </head>
    <body data-generation="0" data-background="checker">
    <nav><h1>scenec preview</h1><ul id="list"></ul></nav>
    <main>
    <div class="toolbar">
      <span role="radiogroup" aria-label="Format">
        <label><input type="radio" name="format" value="png" checked> PNG</label>
        <label><input type="radio" name="format" value="svg"> SVG</label>
      </span>
      <label>Theme <select id="theme" data-dimension="theme"></select></label>
      <label>Scale <select id="scale" data-dimension="scale"></select></label>
      <label>Locale <select id="locale" data-dimension="locale"></select></label>
      <label>Row <select id="row" data-dimension="row"></select></label>
      <span role="radiogroup" aria-label="Background">
        <label><input type="radio" name="background" value="light"> Light</label>
        <label><input type="radio" name="background" value="dark"> Dark</label>
        <label><input type="radio" name="background" value="checker" checked> Checkerboard</label>
      </span>
      <label>Zoom <select id="zoom">
        <option value="0.5">50%</option><option value="1" selected>100%</option>
        <option value="2">200%</option><option value="4">400%</option>
      </select></label>
      <span id="status" class="status">connecting…</span>
    </div>
    <div id="scenes"></div>
    </main>
    <script>
    "use strict";
    const view = { format: "png", zoom: 1, state: null };
    const cards = new Map();

    // The switches that choose which picture the server renders, each a query parameter of
    // /render/ID.png (PreviewVariant): the served value is sent as nothing. To add one, add its
    // <select data-dimension> above and its entry here.
    const dimensions = {
      theme: {
        served: state => state.theme,
        options: state => [...new Set(state.scenes.flatMap(s => s.themes))],
        label: value => value,
        appliesTo: (scene, value) => scene.themes.includes(value),
      },
      scale: {
        served: state => String(state.scale),
        options: state => [...new Set([...state.scales, state.scale])].sort((a, b) => a - b).map(String),
        label: value => value + "×",
        appliesTo: () => true,
      },
      // The served locale is "" (each scene's own tokens) unless serve was started with --locale.
      locale: {
        served: state => state.locale || "",
        options: state => ["", ...new Set(state.scenes.flatMap(s => s.locales))],
        label: value => value || "scene's own",
        appliesTo: (scene, value) => scene.locales.includes(value),
      },
      // Rows of serve --data, 1-based; "" is no row.
      row: {
        served: () => "",
        options: state => ["", ...Array.from({ length: state.rows }, (_, i) => String(i + 1))],
        label: value => value ? "row " + value : "no row",
        appliesTo: () => true,
      },
    };
    const chosen = {};

    function variantQuery(scene) {
      let query = "";
      for (const [name, dimension] of Object.entries(dimensions)) {
        const value = chosen[name];
        if (value === undefined || value === dimension.served(view.state) || !dimension.appliesTo(scene, value)) continue;
        query += "&" + name + "=" + encodeURIComponent(value);
      }
      return query;
    }

    function fillSwitches(state) {
      for (const [name, dimension] of Object.entries(dimensions)) {
        const select = document.querySelector("select[data-dimension=" + name + "]");
        const values = dimension.options(state);
        if (chosen[name] === undefined) chosen[name] = dimension.served(state);
        const shown = [...select.options].map(o => o.value);
        if (shown.join("\\n") !== values.join("\\n")) {
          select.replaceChildren(...values.map(value => {
            const option = el("option", null, dimension.label(value));
            option.value = value;
            return option;
          }));
        }
        select.value = chosen[name];
        // A switch with one choice (no locales, no data rows) is not shown.
        select.closest("label").hidden = values.length < 2;
      }
    }

    function el(tag, className, text) {
      const node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function pictureURL(scene) {
      const path = scene.id.split("/").map(encodeURIComponent).join("/");
      return "/render/" + path + "." + view.format + "?v=" + scene.pictureVersion + variantQuery(scene);
    }

    function card(scene) {
      let c = cards.get(scene.id);
      if (c) return c;
      const section = el("section", "scene");
      section.dataset.scene = scene.id;
      section.id = "scene-" + cards.size;
      const title = el("h2", null, scene.id + ".xml");
      const stage = el("div", "stage");
      const img = el("img");
      img.alt = scene.id;
      const problems = el("div", "problems none");
      const pending = el("div", "pending", "rendering…");
      const warnings = el("div", "warnings");
      stage.append(img, problems);
      section.append(title, pending, stage, warnings);
      const item = el("li");
      const link = el("a", null, scene.id);
      link.href = "#" + section.id;
      item.append(link);
      c = { section, stage, img, problems, pending, warnings, item, shown: "" };
      cards.set(scene.id, c);
      return c;
    }

    function showProblems(box, problems) {
      box.replaceChildren();
      box.classList.toggle("none", problems.length === 0);
      for (const p of problems) {
        const row = el("div", "problem");
        row.append(el("span", "where", p.location + ": " + p.severity + ": "), document.createTextNode(p.message));
        if (p.sourceLine !== undefined && p.sourceLine !== null) row.append(el("pre", null, p.sourceLine));
        box.append(row);
      }
    }

    function update(scene) {
      const c = card(scene);
      c.section.dataset.version = scene.version;
      c.section.classList.toggle("broken", scene.errors.length > 0);
      c.item.classList.toggle("broken", scene.errors.length > 0);
      c.pending.hidden = !(scene.rendering && !scene.hasPicture);
      // Without a picture the stage has no size: the diagnostics then take the room they need.
      c.stage.classList.toggle("empty", !scene.hasPicture);
      showProblems(c.problems, scene.errors);
      c.warnings.textContent = scene.warnings.map(w => w.text).join("\\n");
      if (scene.hasPicture && scene.width) {
        c.img.style.width = (scene.width * view.zoom) + "px";
        c.img.style.height = (scene.height * view.zoom) + "px";
        const url = pictureURL(scene);
        if (c.shown !== url) {
          c.shown = url;
          // Load off-screen and swap that very element in when complete: the old picture stays until
          // the new one is ready, and the new one is fetched and decoded once (pictures are no-store,
          // so giving the shown <img> the URL again would fetch it again).
          const next = new Image();
          next.alt = scene.id;
          next.onload = () => {
            if (c.shown !== url) return;
            next.style.width = c.img.style.width;
            next.style.height = c.img.style.height;
            next.dataset.version = scene.pictureVersion;
            next.dataset.format = view.format;
            next.dataset.variant = variantQuery(scene);
            next.dataset.loadedAt = Date.now();
            c.img.replaceWith(next);
            c.img = next;
          };
          next.src = url;
        }
      }
    }

    let fetching = false, again = false;
    async function refresh() {
      if (fetching) { again = true; return; }
      fetching = true;
      try {
        const response = await fetch("/state", { cache: "no-store" });
        const state = await response.json();
        view.state = state;
        fillSwitches(state);
        const ids = new Set(state.scenes.map(s => s.id));
        for (const [id, c] of cards) {
          if (!ids.has(id)) { c.section.remove(); c.item.remove(); cards.delete(id); }
        }
        const list = document.getElementById("list"), scenes = document.getElementById("scenes");
        for (const scene of state.scenes) {
          update(scene);
          const c = cards.get(scene.id);
          list.append(c.item);
          scenes.append(c.section);
        }
        document.body.dataset.generation = state.generation;
      } catch (e) {
        setStatus("cannot reach the server", true);
      } finally {
        fetching = false;
        if (again) { again = false; refresh(); }
      }
    }

    function setStatus(text, offline) {
      const status = document.getElementById("status");
      status.textContent = text;
      status.classList.toggle("offline", offline);
    }

    function connect() {
      const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/events");
      socket.onopen = () => { setStatus("live", false); document.body.dataset.live = "true"; refresh(); };
      socket.onmessage = () => refresh();
      socket.onclose = () => {
        document.body.dataset.live = "false";
        setStatus("reconnecting…", true);
        setTimeout(connect, 1000);
      };
    }

    for (const radio of document.querySelectorAll("input[name=format]")) {
      radio.addEventListener("change", () => { view.format = radio.value; if (view.state) view.state.scenes.forEach(update); });
    }
    for (const select of document.querySelectorAll("select[data-dimension]")) {
      select.addEventListener("change", () => { chosen[select.dataset.dimension] = select.value; if (view.state) view.state.scenes.forEach(update); });
    }
    for (const radio of document.querySelectorAll("input[name=background]")) {
      radio.addEventListener("change", () => { document.body.dataset.background = radio.value; });
    }
    document.getElementById("zoom").addEventListener("change", e => {
      view.zoom = Number(e.target.value);
      if (view.state) view.state.scenes.forEach(update);
    });
    refresh();
    connect();
    </script>
    </body>
    </html>
    """
}
