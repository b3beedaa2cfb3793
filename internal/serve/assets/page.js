// The live preview's page: each message from /events names an element and brings its
// new HTML; the page swaps it in place, so the scroll position stays. The drawings on
// the screen are swapped first, row by row from the top; one near it (within 200 px)
// once those are painted, and one further off only when it scrolls near: parsing and
// laying out the hundreds of drawings a layout change redraws would keep the page busy
// for a second, and the designer is looking at a few. When each element's message came
// and when it was drawn are kept in window.excaliburGot and window.excaliburDrawn, and a
// drawing's phases on the server and in the page in window.excaliburTrace (the
// benchmark reads them).
"use strict";
const got = (window.excaliburGot = {});
const drawn = (window.excaliburDrawn = {});
const trace = (window.excaliburTrace = {});
const now = () => performance.timeOrigin + performance.now();

const later = new Map(); // item id → its newest message, for items off the screen
const onScreen = new Set(); // ids of the items on the screen: their drawings come first
const near = new Set(); // ids of the items on or within 200 px of it: drawn once those are
let fetching = 0; // drawings being fetched
const newest = new Map(); // item id → the version of its newest message

// sight follows what is truly on the screen: the server sends those items' drawings
// whole (tell) and the page swaps them first. ahead follows what is near it, so a
// drawing scrolled to is there already; those are fetched once the page has painted
// what is on the screen (idle), never before.
const sight = new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (e.isIntersecting) onScreen.add(e.target.id);
    else onScreen.delete(e.target.id);
  }
  tell();
  catchUp();
});
const ahead = new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (e.isIntersecting) near.add(e.target.id);
    else near.delete(e.target.id);
  }
  catchUp();
}, { rootMargin: "200px 0px" });

// tell lets the server know which items are on the screen, once the scrolling or
// swapping of the moment is over: it sends their new drawings whole and draws their
// components first; the others' messages only say where to fetch them.
let telling = 0;
function tell() {
  clearTimeout(telling);
  telling = setTimeout(() => {
    fetch("/seen", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify([...onScreen]) })
      .catch(() => {}); // a server gone is seen by the event stream
  }, 50);
}

function watch(root) {
  const items = root.classList && root.classList.contains("item") ? [root] : [...root.querySelectorAll(".item")];
  for (const el of items) {
    sight.observe(el);
    ahead.observe(el);
  }
}

// anchor is the first row that starts on the screen, below the top bar: the one the
// designer reads from.
function anchor() {
  const bar = document.querySelector(".top");
  const y0 = bar ? bar.getBoundingClientRect().bottom : 0;
  for (let y = y0 + 4; y < window.innerHeight; y += 30) {
    for (const x of [20, window.innerWidth / 2]) {
      const hit = document.elementFromPoint(x, y);
      const row = hit && hit.closest(".set, section");
      if (row && row.getBoundingClientRect().top >= y0 - 1) return row;
    }
  }
  return null;
}

// swap queues the new HTML of an element. Each frame takes the queued drawings on the
// screen row by row from the top, the first row always and more while they come to
// less than frameBudget characters, then everything else that is queued (status
// lines, errors: small). A counters change sends nine sheets on the screen at once,
// about 200 KB each: swapped in one frame, the sheets at the top waited for all nine to
// be parsed and painted; row by row, the top row is on the screen first. What is at the
// top of the screen stays there, though drawings above it grew or shrank: the browser's
// own scroll anchoring does most of it, but loses its anchor when that is the element
// replaced. The frame after is stamped as the one they were drawn in.
const queue = new Map(); // element id → its new HTML
const frameBudget = 400000;
let flushing = false; // a frame is asked for
let painting = false; // swapped, and the frame that draws it not yet come
function swap(id, html) {
  queue.set(id, html);
  if (!flushing) {
    flushing = true;
    requestAnimationFrame(flush);
  }
}

// rows groups the queued ids of drawings on the screen by their row, from the top;
// the other queued ids come after, in one group.
function rows() {
  const placed = [], rest = [];
  for (const id of queue.keys()) {
    const el = document.getElementById(id);
    if (el && el.classList.contains("item")) {
      const r = el.getBoundingClientRect();
      placed.push({ id, top: Math.round(r.top), left: r.left });
    } else rest.push(id);
  }
  placed.sort((a, b) => a.top - b.top || a.left - b.left);
  const out = [];
  for (const p of placed) {
    const last = out[out.length - 1];
    if (last && last.top === p.top) last.ids.push(p.id);
    else out.push({ top: p.top, ids: [p.id] });
  }
  return { rows: out.map((r) => r.ids), rest };
}

// taken is what this frame swaps: the first row, further rows within the budget, and
// the queued elements that are not drawings.
function taken() {
  const { rows: rs, rest } = rows();
  const ids = [...rest];
  let size = 0;
  for (const [i, row] of rs.entries()) {
    const n = row.reduce((s, id) => s + queue.get(id).length, 0);
    if (i > 0 && size + n > frameBudget) break;
    ids.push(...row);
    size += n;
  }
  return ids;
}

function flush() {
  flushing = false;
  const a = anchor();
  const top = a && a.getBoundingClientRect().top;
  const ids = taken();
  const start = now();
  for (const id of ids) {
    const html = queue.get(id);
    queue.delete(id);
    const el = document.getElementById(id);
    if (!el) continue;
    el.outerHTML = html;
    const fresh = document.getElementById(id);
    if (fresh) watch(fresh); // an item, or a grid of them
    if (trace[id]) Object.assign(trace[id], { flush: start, swapped: now() });
  }
  if (a && a.isConnected) {
    const moved = a.getBoundingClientRect().top - top;
    if (moved) window.scrollBy(0, moved);
  }
  painting = true;
  requestAnimationFrame(() => {
    const t = now();
    for (const id of ids) drawn[id] = t;
    painting = false;
    if (queue.size > 0 && !flushing) {
      flushing = true;
      requestAnimationFrame(flush);
    }
    catchUp();
  });
}

// idle says whether the page has drawn everything it was sent for the screen: only
// then are the drawings near it (and not on it) taken in.
const idle = () => queue.size === 0 && !painting && fetching === 0;

// catchUp shows the newest drawings of the items near the screen that wait, once the
// page is idle, and at once those that came onto it.
function catchUp() {
  for (const [id, m] of later) {
    if (onScreen.has(id) || (near.has(id) && idle())) {
      later.delete(id);
      show(m);
    }
  }
}

// apply takes a message in: a drawing off the screen waits until the screen's are
// drawn and it is near, or until it is scrolled to, so its HTML (fetched, for a
// component shown on request) is neither fetched nor parsed before then: a counters
// change would otherwise fetch megabytes the designer does not see before the sheet on
// the screen.
function apply(m) {
  const el = document.getElementById(m.id);
  if (!el) return; // an item of a folded component, or of another page
  if (m.fetch) {
    const section = el.closest("section");
    if (section && section.dataset.open !== "1") return;
  }
  if (el.classList.contains("item") && !onScreen.has(m.id)) {
    later.set(m.id, m);
    catchUp();
    return;
  }
  show(m);
}

async function show(m) {
  let html = m.html;
  if (m.fetch) {
    fetching++;
    try {
      html = await (await fetch(m.fetch)).text();
    } finally {
      fetching--;
    }
    if (trace[m.id]) trace[m.id].fetched = now();
  }
  swap(m.id, html);
}

function connect() {
  const es = new EventSource("/events");
  let lost = false;
  es.onmessage = (e) => {
    const m = JSON.parse(e.data);
    if (m.v) {
      if (m.v < (newest.get(m.id) || 0)) return; // overtaken by a newer drawing of it
      newest.set(m.id, m.v);
    }
    got[m.id] = now();
    if (m.t) trace[m.id] = Object.assign(m.t, { got: got[m.id] });
    apply(m);
  };
  es.onerror = () => { lost = true; };
  es.onopen = () => {
    if (lost) location.reload(); // messages were missed
    tell();
  };
}

// A folded component's drawings are fetched when asked for, and dropped when hidden.
async function toggle(section) {
  const grid = section.querySelector(".grid");
  const button = section.querySelector(".toggle");
  if (section.dataset.open === "1") {
    section.dataset.open = "0";
    grid.replaceChildren();
    button.textContent = "show drawings";
    return;
  }
  const r = await fetch("/grid/" + section.dataset.comp);
  section.dataset.open = "1";
  grid.outerHTML = await r.text();
  watch(section);
  button.textContent = "hide drawings";
}

document.addEventListener("click", (e) => {
  const b = e.target.closest(".toggle");
  if (b) toggle(b.closest("section"));
});
watch(document);
connect();
