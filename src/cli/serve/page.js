// The page of `swjudge serve`. Every string from a board, a question or an answer is shown with
// textContent (never as HTML); the layout picture is an <img> of the API's SVG (no script runs in
// an image). Nothing is kept on the server: the board and question travel in each request, and
// the link to a board and question holds them in its fragment (compressed: deflate-raw).
//
// An answer belongs to the board it was asked on: each board change bumps `boardVersion`; an
// answer shown for an older version is marked as out of date, and an answer that arrives for an
// older version (or after a newer question) is dropped (`askSeq`).
"use strict";

const $ = (id) => document.getElementById(id);

/**
 * `text` with every character that acts on the text around it, or shows nothing, written as a
 * visible escape, as the terminal shows it (`swjudge::text::escape_controls`): control
 * characters but the line feed and the tab, the direction overrides, isolates and marks, the
 * zero-width space and joiners, the byte-order mark, the soft hyphen, the line and paragraph
 * separators. A title ending in a zero-width joiner no longer looks like the catalog's, and no
 * text after a right-to-left override runs backwards.
 */
function shown(text) {
  return String(text).replace(
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g,
    (c) => {
      const n = c.codePointAt(0);
      if (c === "\u001b") return "\\e";
      if (c === "\r") return "\\r";
      if (c === "\u0000") return "\\0";
      if (n < 0x80) return "\\x" + n.toString(16).padStart(2, "0");
      return "\\u{" + n.toString(16) + "}";
    },
  );
}

/** An element with text (as text, never HTML, through `shown`) and a class. */
function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = shown(text);
  if (cls) e.className = cls;
  return e;
}

function button(text, onClick, cls) {
  const b = el("button", text, cls);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

/** Calls the API: a JSON document, or text (a board, an SVG), with whether it succeeded. */
async function api(path, body) {
  const opts = body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
  let res;
  try {
    res = await fetch(path, opts);
  } catch (e) {
    return { ok: false, json: { errors: [{ message: "the server could not be reached: " + e }] } };
  }
  const type = res.headers.get("Content-Type") || "";
  if (type.startsWith("application/json")) return { ok: res.ok, json: await res.json() };
  return { ok: res.ok, text: await res.text() };
}

const examples = new Map();
const statements = new Map();
const history = [];
/** The board as the controls know it (`/api/edit`'s summary): cards by id, locations. */
let summary = { cards: [], locations: [], game: "swccg" };

let boardVersion = 0;
let askSeq = 0;
let answeredVersion = -1;
let layoutVersion = -1;
let busy = false;
/** How many checks of the board have been shown (`data-checked`, for tests). */
let checks = 0;

function rulesChosen() {
  return $("rules").value || undefined;
}

/** Words for a player: `code` quoted as “code”, `@id` as the card's title and id. */
function plain(text) {
  return String(text)
    .replace(/`([^`]*)`/g, "“$1”")
    .replace(/@([A-Za-z0-9_.-]+)/g, (m, id) => {
      const c = summary.cards.find((x) => x.id === id);
      return c ? c.title + " (" + id + ")" : "the card “" + id + "”";
    });
}

/** A details line holding the technical name of a message (a diagnostic code, a rule id). */
function detailsLine(text) {
  const d = el("details", null, "details-code");
  d.append(el("summary", "Details"), el("p", text, "mono"));
  return d;
}

/** The line (from 1) and character index of a byte offset of `text` (spans are UTF-8 bytes). */
function placeOf(text, offset) {
  const bytes = new TextEncoder().encode(text);
  const before = new TextDecoder().decode(bytes.slice(0, Math.max(0, offset)));
  return { line: before.split("\n").length, index: before.length };
}

/** A button that selects a span of the board in the text area and scrolls the box to it. */
function lineButton(offset, length) {
  const text = $("board").value;
  const start = placeOf(text, offset);
  const end = placeOf(text, offset + (length || 0));
  const b = button("line " + start.line, () => {
    const area = $("board");
    area.focus({ preventScroll: true });
    area.setSelectionRange(start.index, Math.max(end.index, start.index + 1));
    const lh = parseFloat(getComputedStyle(area).lineHeight) || 20;
    const top = (start.line - 1) * lh;
    if (top < area.scrollTop || top + lh > area.scrollTop + area.clientHeight) {
      area.scrollTop = Math.max(0, top - area.clientHeight / 3);
    }
    area.scrollIntoView({ block: "nearest" });
  }, "line-link");
  b.setAttribute("aria-label", "show line " + start.line + " of the board");
  b.dataset.line = String(start.line);
  return b;
}

/** An error document's errors: each message in words, its places, its help, its code. */
function showErrors(target, doc) {
  const box = el("div", null, "error");
  box.setAttribute("role", "alert");
  for (const e of (doc && doc.errors) || []) {
    const p = el("p");
    p.append(el("strong", "Problem: "), el("span", plain(e.message)));
    box.append(p);
    const labels = e.labels || [];
    if (labels.length) {
      const ul = el("ul");
      for (const l of labels) {
        const li = el("li");
        if (e.filename === "board" && l.span) {
          li.append(lineButton(l.span.offset, l.span.length), ": ");
        }
        li.append(el("span", plain(l.label || "")));
        ul.append(li);
      }
      box.append(ul);
    }
    if (e.help) box.append(el("p", plain(e.help)));
    if (e.code) box.append(detailsLine(e.code));
  }
  target.replaceChildren(box);
}

// ----- the board -----

/** The board's text changed (typed, loaded, or changed by the controls). */
function boardChanged() {
  boardVersion++;
  if (busy) setBusy(false);
  markStale();
  updateLink();
  refreshSummarySoon();
}

function markStale() {
  const stale = answeredVersion !== -1 && answeredVersion !== boardVersion;
  $("stale").hidden = !stale;
  $("result").classList.toggle("stale", stale);
  const layoutStale = layoutVersion !== -1 && layoutVersion !== boardVersion;
  $("layout-box").classList.toggle("stale", layoutStale);
  if (layoutStale) {
    $("layout-figure").hidden = true;
    layoutVersion = -1;
    if ($("layout-box").open) {
      // Redrawn once the typing stops, not at each key.
      clearTimeout(layoutTimer);
      layoutTimer = setTimeout(showLayout, 400);
    }
  }
}

let layoutTimer = 0;

/** Puts `text` in the box. A new board (`fresh`) clears the answer, history and question. */
function setBoard(text, fresh) {
  $("board").value = text;
  if (fresh) {
    history.length = 0;
    showHistory();
    clearAnswer();
    $("question").value = "";
  }
  boardChanged();
}

function clearAnswer() {
  $("answer").replaceChildren();
  $("read-as").hidden = true;
  $("readings").hidden = true;
  $("layout-figure").hidden = true;
  answeredVersion = -1;
  layoutVersion = -1;
}

async function loadStart() {
  const v = $("start").value;
  let text;
  if (v.startsWith("new:") || v.startsWith("new-yj:")) {
    const yj = v.startsWith("new-yj:");
    const systems = v.slice(v.indexOf(":") + 1);
    const r = await api(
      "/api/new?systems=" + encodeURIComponent(systems) + (yj ? "&game=young-jedi" : ""),
    );
    if (!r.ok) return showErrors($("problems"), r.json);
    text = r.text;
  } else {
    text = examples.get(v) || "";
  }
  setBoard(text, true);
  await validate();
}

async function validate() {
  const target = $("problems");
  const version = boardVersion;
  const r = await api("/api/validate", { board: $("board").value, rules: rulesChosen() });
  if (version !== boardVersion) return;
  document.body.dataset.checked = String(++checks);
  if (!r.ok) return showErrors(target, r.json);
  const doc = r.json;
  const out = [];
  if (doc.legal) {
    out.push(el("p", "The board is legal (rules: " + doc.rules + ").", "ok"));
  } else {
    out.push(el("p", doc.problems.length + " problem" + (doc.problems.length === 1 ? "" : "s") +
      " (rules: " + doc.rules + "):", "problem"));
    const ul = el("ul");
    for (const p of doc.problems) {
      const li = el("li");
      li.append(lineButton(p.offset, p.length), ": ", el("span", plain(p.message)),
        detailsLine(p.rule + " (" + p.by + ")"));
      ul.append(li);
    }
    out.push(ul);
  }
  for (const n of doc.not_judged || []) out.push(el("p", "not judged: " + plain(n)));
  target.replaceChildren(...out);
}

let layoutUrl = null;
/** The layout picture of the board as it is now (fetched when the layout box is open). */
async function showLayout() {
  const version = boardVersion;
  const r = await api("/api/layout", { board: $("board").value });
  if (version !== boardVersion) return;
  if (!r.ok) {
    $("layout-figure").hidden = true;
    return;
  }
  if (layoutUrl) URL.revokeObjectURL(layoutUrl);
  layoutUrl = URL.createObjectURL(new Blob([r.text], { type: "image/svg+xml" }));
  const img = $("layout-img");
  img.alt = "The board's rows drawn: groups, markers and shield coverage";
  img.src = layoutUrl;
  $("layout-figure").hidden = false;
  layoutVersion = version;
  $("layout-box").classList.remove("stale");
}

// ----- the answer -----

/** The rule's statement (from `/api/rules/<id>`), fetched once per rule. */
async function statementOf(id) {
  if (!statements.has(id)) {
    const r = await api("/api/rules/" + encodeURIComponent(id));
    statements.set(id, r.ok && r.json[0] ? r.json[0].statement : "");
  }
  return statements.get(id);
}

function section(title, items, each) {
  if (!items || !items.length) return [];
  const ul = el("ul");
  for (const x of items) ul.append(each(x));
  return [el("h3", title), ul];
}

function verdictWord(a, costAtItsTime) {
  // A cost question out of its time: the cost first, then that it is not now.
  if (a === "no" && Number.isInteger(costAtItsTime)) return costAtItsTime + " FORCE, NOT NOW";
  if (typeof a === "string") return a.toUpperCase();
  if (Array.isArray(a)) return a.length ? a.length + " listed" : "NONE";
  return String(a);
}

/** The reasons grouped by rule: each rule cited once, with every way it applied. */
function byRule(reasons) {
  const out = [];
  const seen = new Map();
  for (const r of reasons || []) {
    let g = seen.get(r.rule);
    if (!g) {
      g = { rule: r.rule, citation: r.citation, applied: [] };
      seen.set(r.rule, g);
      out.push(g);
    }
    if (!g.applied.includes(r.applied)) g.applied.push(r.applied);
  }
  return out;
}

function ruleItem(r) {
  const li = el("li");
  li.append(el("span", r.citation), " ", el("span", "(" + r.rule + ")", "canonical"));
  const st = el("p", "", "statement");
  statementOf(r.rule).then((s) => { st.textContent = shown(s); });
  li.append(st);
  for (const a of r.applied) li.append(el("p", plain(a)));
  return li;
}

/** An answer document: the verdict first, then why. */
function showAnswer(doc) {
  const head = el("p", null, "verdict-line");
  const word = verdictWord(doc.answer, doc.cost_at_its_time);
  const verdict = el("span", word, "verdict " + (typeof doc.answer === "string" ? doc.answer : ""));
  verdict.id = "verdict";
  verdict.tabIndex = -1;
  head.append(verdict, " ", el("span", "(rules: " + doc.ruleset +
    (doc.side ? ", for the " + (doc.side === "light" ? "Light" : "Dark") + " Side" : "") + ")"));
  const parts = [head, el("p", plain(doc.query), "canonical")];
  if (Array.isArray(doc.answer) && doc.answer.length) {
    parts.push(...section("Answer", doc.answer, (x) => el("li", plain(x))));
  }
  for (const d of doc.detail || []) parts.push(el("p", plain(d)));
  parts.push(...section("Because", byRule(doc.reasons), ruleItem));
  if (doc.at_its_time) parts.push(...section("At its own time", [doc.at_its_time], (x) => el("li", plain(x))));
  parts.push(...section("Undetermined because", doc.undetermined_because, (x) => el("li", plain(x))));
  parts.push(...section("Board facts", doc.facts, (f) => el("li", plain(f.name + ": " + f.value))));
  parts.push(...section("Assumptions", doc.assumptions, (x) => el("li", plain(x))));
  parts.push(...section("Under older rules", doc.superseded, (s) => el("li", plain(s.note))));
  parts.push(...section("Also checked", byRule(doc.considered), (r) => {
    const li = el("li");
    li.append(el("span", r.rule, "rule-id"), " — ", el("span", plain(r.applied.join("; "))));
    return li;
  }));
  parts.push(...section("Warnings", doc.warnings, (x) => el("li", plain(x))));
  $("answer").replaceChildren(...parts);
}

/** Brings the question and the verdict (or what stands in its place) into view, and focuses it. */
function reveal(target) {
  $("ask-form").scrollIntoView({ block: "start" });
  const r = target.getBoundingClientRect();
  if (r.bottom > window.innerHeight || r.top < 0) target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
}

function setBusy(b) {
  busy = b;
  $("ask").disabled = b;
  $("busy").hidden = !b;
  $("result").setAttribute("aria-busy", b ? "true" : "false");
}

async function ask(question) {
  question = question.trim();
  if (!question || busy) return;
  $("question").value = question;
  const id = ++askSeq;
  const version = boardVersion;
  setBusy(true);
  updateLink();
  const r = await api("/api/ask", { board: $("board").value, question, rules: rulesChosen() });
  if (id !== askSeq || version !== boardVersion) return; // a late answer: dropped
  setBusy(false);
  document.body.dataset.answered = String(id);
  $("readings").hidden = true;
  $("read-as").hidden = true;
  answeredVersion = version;
  markStale();
  if (r.ok) {
    const doc = r.json;
    if (doc.read_as) {
      $("read-as").textContent = shown("read as: " + doc.read_as);
      $("read-as").hidden = false;
    }
    showAnswer(doc);
    remember(question, verdictWord(doc.answer, doc.cost_at_its_time));
    if ($("layout-box").open) showLayout();
    reveal($("verdict"));
    return;
  }
  const first = (r.json && r.json.errors && r.json.errors[0]) || {};
  if (first.readings && first.readings.length) {
    const list = $("readings-list");
    list.replaceChildren(...first.readings.map((q) => {
      const li = el("li");
      const b = button(plain(q), () => ask(q), "reading");
      b.dataset.query = q;
      li.append(b);
      return li;
    }));
    $("readings").hidden = false;
    $("answer").replaceChildren();
    remember(question, "which reading?");
    list.querySelector("button").id = "readings-first";
    reveal(list.querySelector("button"));
    return;
  }
  showErrors($("answer"), r.json);
  remember(question, "not answered");
  const box = $("answer").firstChild;
  box.id = "answer-error";
  box.tabIndex = -1;
  reveal(box);
}

function remember(question, outcome) {
  history.push({ question, outcome });
  showHistory();
}

function showHistory() {
  $("history").replaceChildren(...history.map((h) => {
    const li = el("li");
    li.append(button(plain(h.question), () => ask(h.question), "mono"), " ", el("span", h.outcome));
    return li;
  }));
}

// ----- the link -----

function toBase64Url(bytes) {
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text) {
  const s = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

async function squeeze(text, how) {
  const stream = new Blob([text]).stream().pipeThrough(how);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The link to this board and question: `#z=` and the board, question and ruleset as JSON,
 * deflate-raw compressed and base64url; never sent to a server (a fragment). */
async function linkFragment() {
  const doc = { board: $("board").value };
  if ($("question").value.trim()) doc.q = $("question").value.trim();
  if (rulesChosen()) doc.rules = rulesChosen();
  const bytes = await squeeze(JSON.stringify(doc), new CompressionStream("deflate-raw"));
  return "#z=" + toBase64Url(bytes);
}

let linkSeq = 0;
async function updateLink() {
  const n = ++linkSeq;
  const frag = await linkFragment();
  if (n === linkSeq) $("permalink").href = frag;
}

/** The board, question and ruleset of a link: `#z=…` (compressed), or the older
 * `#board=…&q=…&rules=…`. */
async function readLink(hash) {
  if (hash.startsWith("#z=")) {
    try {
      const bytes = fromBase64Url(hash.slice(3));
      const text = new TextDecoder().decode(
        await squeeze(bytes, new DecompressionStream("deflate-raw")));
      const doc = JSON.parse(text);
      return typeof doc.board === "string" ? doc : null;
    } catch (e) {
      return null;
    }
  }
  const p = new URLSearchParams(hash.slice(1));
  if (!p.has("board")) return null;
  return { board: p.get("board"), q: p.get("q") || undefined, rules: p.get("rules") || undefined };
}

async function fromLink() {
  const doc = await readLink(location.hash);
  if (!doc) return false;
  setBoard(doc.board, true);
  $("rules").value = doc.rules || "";
  await validate();
  if (doc.q) await ask(doc.q);
  return true;
}

async function copyLink() {
  await updateLink();
  const url = location.origin + location.pathname + $("permalink").getAttribute("href");
  try {
    // A browser that neither writes nor refuses (no permission asked in time) gets the
    // fallback after 3 s.
    await Promise.race([
      navigator.clipboard.writeText(url),
      new Promise((_, no) => setTimeout(() => no(new Error("no answer")), 3000)),
    ]);
    $("copied").textContent = "Copied (" + url.length + " characters).";
  } catch (e) {
    const box = el("input");
    box.type = "text";
    box.readOnly = true;
    box.value = url;
    box.setAttribute("aria-label", "the link: select it and copy it");
    $("copied").replaceChildren("Copy it from here: ", box);
    box.select();
  }
}

// ----- building the board with controls (/api/edit: the repl's editing library) -----

let summaryTimer = 0;
function refreshSummarySoon() {
  clearTimeout(summaryTimer);
  summaryTimer = setTimeout(refreshSummary, 300);
}

async function refreshSummary() {
  const version = boardVersion;
  const r = await api("/api/edit", { board: $("board").value, edits: [] });
  if (version !== boardVersion || !r.ok) return;
  showSummary(r.json);
}

function options(select, items) {
  const keep = select.value;
  select.replaceChildren(...items.map(([value, text]) => {
    const o = el("option", text);
    o.value = value;
    return o;
  }));
  if (items.some(([v]) => v === keep)) select.value = keep;
}

function showSummary(doc) {
  summary = doc;
  const cards = doc.cards.map((c) => [c.ref, c.name]);
  options($("pick-at"), doc.locations.map((l) => [l.ref, l.name]));
  options($("hold-what"), cards);
  options($("hold-by"), cards);
  options($("state-what"), cards.concat(doc.locations.map((l) => [l.ref, l.name])));
  options($("remove-what"), cards.concat(doc.locations.map((l) => [l.ref, l.name])));
  // A Young Jedi turn has two phases (deploy, battle): the others are not offered.
  for (const o of $("phase").options) {
    o.disabled = doc.game === "young-jedi" && o.value !== "deploy" && o.value !== "battle";
  }
  if (doc.turn) $("turn").value = doc.turn;
  if (doc.phase) $("phase").value = doc.phase;
  document.body.dataset.game = doc.game;
}

/** Makes board commands on the board; the YAML box takes the board they make. */
async function edit(edits) {
  const version = boardVersion;
  const r = await api("/api/edit", { board: $("board").value, edits });
  if (version !== boardVersion) return;
  if (!r.ok) return showErrors($("picked"), r.json);
  $("picked").replaceChildren(el("span", plain(r.json.done.join(" ")) || "Done.", "ok"));
  setBoard(r.json.board, false);
  clearTimeout(summaryTimer);
  showSummary(r.json);
  validate();
}

const quote = (title) => "\"" + title.replace(/"/g, "") + "\"";

let suggestTimer = 0;
/** Suggestions for a card search box from `/api/cards` (locations alone when `locations`). */
function suggest(input, list, locations) {
  input.addEventListener("input", () => {
    clearTimeout(suggestTimer);
    suggestTimer = setTimeout(async () => {
      const q = input.value.trim();
      if (q.length < 2) return;
      const r = await api("/api/cards?q=" + encodeURIComponent(q) + "&game=" + (summary.game || "swccg"));
      if (!r.ok || q !== input.value.trim()) return;
      const titles = r.json
        .filter((c) => (c.type === "location") === locations)
        .map((c) => c.title.replace(/^[•◇<>]+/, ""))
        .slice(0, 30);
      $(list).replaceChildren(...titles.map((t) => {
        const o = el("option");
        o.value = t;
        return o;
      }));
    }, 250);
  });
}

function wirePicker() {
  suggest($("pick-loc"), "loc-titles", true);
  suggest($("pick-card"), "card-titles", false);
  $("pick-loc-add").addEventListener("click", () => {
    const t = $("pick-loc").value.trim();
    if (t) edit([{ command: "add", arg: quote(t) }]);
  });
  $("pick-card-add").addEventListener("click", () => {
    const t = $("pick-card").value.trim();
    if (!t) return;
    if (!$("pick-at").value) {
      $("picked").replaceChildren(el("span", "Add a location first: a card is put at one."));
      return;
    }
    const side = $("pick-side").value ? " for " + $("pick-side").value : "";
    edit([{ command: "add", arg: quote(t) + " at " + $("pick-at").value + side }]);
  });
  $("hold-do").addEventListener("click", () => {
    const what = $("hold-what").value;
    const by = $("hold-by").value;
    if (what && by) edit([{ command: "move", arg: what + " " + $("hold-how").value + " " + by }]);
  });
  $("state-do").addEventListener("click", () => {
    const what = $("state-what").value;
    if (what) edit([{ command: "state", arg: what + " " + $("state-value").value }]);
  });
  $("turn-do").addEventListener("click", () => edit([
    { command: "set", arg: "turn " + $("turn").value },
    { command: "set", arg: "phase " + $("phase").value },
  ]));
  $("remove-do").addEventListener("click", () => {
    const what = $("remove-what").value;
    if (what) edit([{ command: "remove", arg: what }]);
  });
}

// ----- look-ups without a board -----

const FACTS = ["side", "type", "subtype", "set", "ability", "power", "armor", "maneuver",
  "landspeed", "hyperspeed", "parsec", "ferocity", "defense_value", "light_icons", "dark_icons",
  "habitat", "marker"];

function factList(card) {
  const ul = el("ul", null, "facts");
  for (const k of FACTS) {
    const v = card[k];
    if (v === null || v === undefined || v === "" || (Array.isArray(v) && !v.length)) continue;
    ul.append(el("li", k.replace(/_/g, " ") + ": " + v));
  }
  if (card.icons && card.icons.length) ul.append(el("li", "icons: " + card.icons.join(", ")));
  if (card.traits && card.traits.length) {
    ul.append(el("li", "read from its text: " + card.traits.map((t) =>
      typeof t === "string" ? t : JSON.stringify(t)).join("; ")));
  }
  if (card.allows && card.allows.length) ul.append(el("li", "allows: " + card.allows.join("; ")));
  if (card.matches) ul.append(el("li", "matching: " + card.matches.join(", ")));
  if (card.transit) ul.append(el("li", "transit: " + card.transit));
  return ul;
}

/** How the judge reads a card's deploy sentence (`/api/card-reading`). */
function readingList(d) {
  const ul = el("ul", null, "facts");
  ul.append(el("li", "printed: " + d.sentence));
  if (d.places.length) ul.append(el("li", "deploys " + d.places.join(", or ")));
  if (d.on_table.length) ul.append(el("li", "only while on table: " + d.on_table.join(", ")));
  ul.append(el("li", d.may_move_elsewhere ? "may move elsewhere" : "says nothing of moving"));
  if (d.unread.length) {
    ul.append(el("li", "not read by the judge (a question on it is undetermined): " +
      d.unread.join("; ")));
  }
  return ul;
}

async function lookUpCard() {
  const q = $("card-q").value.trim();
  if (!q) return;
  const r = await api("/api/card-reading?q=" + encodeURIComponent(q));
  if (!r.ok) return showErrors($("card-out"), r.json);
  const out = [];
  for (const x of r.json) {
    const c = x.card;
    out.push(el("h3", c.title + " (" + (c.game === "young-jedi" ? "Young Jedi" : "Star Wars CCG") + ")"));
    out.push(el("p", x.kind));
    out.push(factList(c));
    if (x.deploys) {
      out.push(el("p", "How the judge reads its text:"));
      out.push(readingList(x.deploys));
    }
  }
  if (r.json.length >= 20) out.push(el("p", "Only the first 20: type more of the title."));
  $("card-out").replaceChildren(...out);
}

async function lookUpRule() {
  const q = $("rule-q").value.trim();
  if (!q) return;
  const r = await api("/api/rules/" + encodeURIComponent(q));
  if (!r.ok) return showErrors($("rule-out"), r.json);
  const out = [];
  for (const rule of r.json) {
    out.push(el("h3", rule.id));
    out.push(el("p", rule.statement, "statement"));
    out.push(el("p", "Cited from: " + rule.citation));
    if (rule.ruleset) out.push(el("p", "Ruleset: " + rule.ruleset));
    if (rule.supersedes && rule.supersedes.length) {
      out.push(el("p", "Supersedes: " + rule.supersedes.join(", ")));
    }
    out.push(el("p", "Applied by: " + ((rule.applied_by || []).join(", ") || "no check of the table names it")));
  }
  $("rule-out").replaceChildren(...out);
}

// ----- start -----

async function start() {
  const r = await api("/api/examples");
  if (r.ok) {
    for (const ex of r.json) {
      examples.set("example:" + ex.name, ex.board);
      const o = el("option", "an example: " + ex.name.replace(/^.*\//, ""));
      o.value = "example:" + ex.name;
      $("start").append(o);
    }
  }
  $("layout-box").open = window.matchMedia("(min-width: 48rem)").matches;
  $("load").addEventListener("click", loadStart);
  $("validate").addEventListener("click", validate);
  $("layout-box").addEventListener("toggle", () => {
    if ($("layout-box").open && layoutVersion !== boardVersion) showLayout();
  });
  $("board").addEventListener("input", boardChanged);
  $("rules").addEventListener("change", boardChanged);
  $("question").addEventListener("change", updateLink);
  $("copy").addEventListener("click", copyLink);
  $("ask-form").addEventListener("submit", (e) => {
    e.preventDefault();
    ask($("question").value);
  });
  $("card-form").addEventListener("submit", (e) => { e.preventDefault(); lookUpCard(); });
  $("rule-form").addEventListener("submit", (e) => { e.preventDefault(); lookUpRule(); });
  wirePicker();
  api("/api/rules").then((rules) => {
    if (!rules.ok) return;
    $("rule-ids").replaceChildren(...rules.json.map((x) => {
      const o = el("option");
      o.value = x.id;
      return o;
    }));
  });
  window.addEventListener("hashchange", fromLink);
  if (!(await fromLink())) await loadStart();
  document.body.dataset.ready = "yes";
}

start();
