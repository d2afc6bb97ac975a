// The page of `swjudge serve`. Every string from a board, a question or an answer is shown with
// textContent (never as HTML); the layout picture is an <img> of the API's SVG (no script runs in
// an image). Nothing is kept on the server: the board and question travel in each request, and
// the link to a board and question holds them in its fragment.
"use strict";

const $ = (id) => document.getElementById(id);

/** An element with text (as text, never HTML) and a class. */
function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
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

function rulesChosen() {
  return $("rules").value || undefined;
}

/** The line (from 1) and character index of a byte offset of `text` (spans are UTF-8 bytes). */
function placeOf(text, offset) {
  const bytes = new TextEncoder().encode(text);
  const before = new TextDecoder().decode(bytes.slice(0, Math.max(0, offset)));
  return { line: before.split("\n").length, index: before.length };
}

/** A button that selects a span of the board in the text area. */
function lineButton(offset, length) {
  const text = $("board").value;
  const start = placeOf(text, offset);
  const end = placeOf(text, offset + (length || 0));
  const b = el("button", "line " + start.line, "line-link");
  b.type = "button";
  b.setAttribute("aria-label", "show line " + start.line + " of the board");
  b.addEventListener("click", () => {
    const area = $("board");
    area.focus();
    area.setSelectionRange(start.index, Math.max(end.index, start.index + 1));
  });
  return b;
}

/** An error document's errors, each with its message, its places and its help. */
function showErrors(target, doc) {
  const box = el("div", null, "error");
  box.setAttribute("role", "alert");
  for (const e of (doc && doc.errors) || []) {
    const p = el("p");
    p.append(el("strong", "error: "), el("span", e.message));
    if (e.code) p.append(" ", el("code", "(" + e.code + ")"));
    box.append(p);
    const labels = e.labels || [];
    if (labels.length) {
      const ul = el("ul");
      for (const l of labels) {
        const li = el("li");
        if (e.filename === "board" && l.span) {
          li.append(lineButton(l.span.offset, l.span.length), ": ");
        }
        li.append(el("span", l.label || ""));
        ul.append(li);
      }
      box.append(ul);
    }
    if (e.help) box.append(el("p", e.help, "mono"));
  }
  target.replaceChildren(box);
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
  setBoard(text);
  await validate();
}

function setBoard(text) {
  $("board").value = text;
  history.length = 0;
  showHistory();
  $("answer").replaceChildren();
  $("read-as").hidden = true;
  $("readings").hidden = true;
  $("layout-figure").hidden = true;
  updateLink();
}

async function validate() {
  const target = $("problems");
  const r = await api("/api/validate", { board: $("board").value, rules: rulesChosen() });
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
      li.append(lineButton(p.offset, p.length), ": ", el("span", p.message), " ",
        el("code", "(" + p.rule + ", " + p.by + ")"));
      ul.append(li);
    }
    out.push(ul);
  }
  for (const n of doc.not_judged || []) out.push(el("p", "not judged: " + n));
  target.replaceChildren(...out);
}

let layoutUrl = null;
async function showLayout() {
  const r = await api("/api/layout", { board: $("board").value });
  if (!r.ok) return showErrors($("problems"), r.json);
  if (layoutUrl) URL.revokeObjectURL(layoutUrl);
  layoutUrl = URL.createObjectURL(new Blob([r.text], { type: "image/svg+xml" }));
  const img = $("layout-img");
  img.alt = "The board's rows drawn: groups, markers and shield coverage";
  img.src = layoutUrl;
  $("layout-figure").hidden = false;
}

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

function verdictWord(a) {
  if (typeof a === "string") return a.toUpperCase();
  if (Array.isArray(a)) return a.length ? a.length + " listed" : "NONE";
  return String(a);
}

/** An answer document shown as the terminal shows it. */
function showAnswer(doc) {
  const head = el("p");
  const word = verdictWord(doc.answer);
  head.append(el("span", word, "verdict " + (typeof doc.answer === "string" ? doc.answer : "")),
    "  ", el("span", doc.query, "mono"),
    el("span", "   (rules: " + doc.ruleset +
      (doc.side ? ", for the " + (doc.side === "light" ? "Light" : "Dark") + " Side" : "") + ")"));
  const parts = [head];
  if (Array.isArray(doc.answer) && doc.answer.length) {
    parts.push(...section("Answer", doc.answer, (x) => el("li", x, "mono")));
  }
  for (const d of doc.detail || []) parts.push(el("p", d, "mono"));
  parts.push(...section("Because", doc.reasons, (r) => {
    const li = el("li");
    li.append(el("span", r.rule, "rule-id"), " ", el("span", "(" + r.citation + ")"));
    const st = el("p", "", "statement");
    statementOf(r.rule).then((s) => { st.textContent = s; });
    li.append(st, el("p", r.applied));
    return li;
  }));
  parts.push(...section("Undetermined because", doc.undetermined_because, (x) => el("li", x)));
  parts.push(...section("Board facts", doc.facts, (f) => el("li", f.name + ": " + f.value)));
  parts.push(...section("Assumptions", doc.assumptions, (x) => el("li", x)));
  parts.push(...section("Under older rules", doc.superseded, (s) => el("li", s.note)));
  parts.push(...section("Also checked", doc.considered, (r) => {
    const li = el("li");
    li.append(el("span", r.rule, "rule-id"), " — ", el("span", r.applied));
    return li;
  }));
  parts.push(...section("Warnings", doc.warnings, (x) => el("li", x)));
  $("answer").replaceChildren(...parts);
}

async function ask(question) {
  question = question.trim();
  if (!question) return;
  $("question").value = question;
  $("readings").hidden = true;
  $("read-as").hidden = true;
  const r = await api("/api/ask", { board: $("board").value, question, rules: rulesChosen() });
  updateLink();
  if (r.ok) {
    const doc = r.json;
    if (doc.read_as) {
      $("read-as").textContent = "read as: " + doc.read_as;
      $("read-as").hidden = false;
    }
    showAnswer(doc);
    remember(question, verdictWord(doc.answer));
    showLayout();
    return;
  }
  const first = (r.json && r.json.errors && r.json.errors[0]) || {};
  if (first.readings && first.readings.length) {
    const list = $("readings-list");
    list.replaceChildren(...first.readings.map((q) => {
      const li = el("li");
      const b = el("button", q, "mono");
      b.type = "button";
      b.addEventListener("click", () => ask(q));
      li.append(b);
      return li;
    }));
    $("readings").hidden = false;
    $("answer").replaceChildren();
    remember(question, "which reading?");
    list.querySelector("button").focus();
    return;
  }
  showErrors($("answer"), r.json);
  remember(question, "error");
}

function remember(question, outcome) {
  history.push({ question, outcome });
  showHistory();
}

function showHistory() {
  $("history").replaceChildren(...history.map((h) => {
    const li = el("li");
    const b = el("button", h.question, "mono");
    b.type = "button";
    b.addEventListener("click", () => ask(h.question));
    li.append(b, " ", el("span", h.outcome));
    return li;
  }));
}

/** The link to this board and question: both in the fragment, never sent to a server. */
function updateLink() {
  const p = new URLSearchParams();
  p.set("board", $("board").value);
  if ($("question").value.trim()) p.set("q", $("question").value.trim());
  if (rulesChosen()) p.set("rules", rulesChosen());
  $("permalink").href = "#" + p.toString();
}

async function fromLink() {
  const p = new URLSearchParams(location.hash.slice(1));
  if (!p.has("board")) return false;
  if (p.get("board") !== $("board").value) setBoard(p.get("board"));
  if (p.get("rules")) $("rules").value = p.get("rules");
  await validate();
  if (p.get("q")) await ask(p.get("q"));
  return true;
}

async function start() {
  const r = await api("/api/examples");
  if (r.ok) {
    for (const ex of r.json) {
      examples.set("example:" + ex.name, ex.board);
      const o = el("option", "an example: " + ex.name);
      o.value = "example:" + ex.name;
      $("start").append(o);
    }
  }
  $("load").addEventListener("click", loadStart);
  $("validate").addEventListener("click", validate);
  $("layout").addEventListener("click", showLayout);
  $("board").addEventListener("change", updateLink);
  $("ask-form").addEventListener("submit", (e) => {
    e.preventDefault();
    ask($("question").value);
  });
  window.addEventListener("hashchange", fromLink);
  if (!(await fromLink())) await loadStart();
  document.body.dataset.ready = "yes";
}

start();
