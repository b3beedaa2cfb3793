// The live preview's page: each message from /events names an element and brings its
// new HTML; the page swaps it in place, so the scroll position stays. A drawing off the
// screen is swapped in only when it scrolls near: parsing and laying out the hundreds of
// drawings a layout change redraws would keep the page busy for a second, and the
// designer is looking at a few. When each element's message came and when it was drawn
// are kept in window.excaliburGot and window.excaliburDrawn, and a drawing's phases on
// the server and in the page in window.excaliburTrace (the benchmark reads them).
"use strict";
const got = (window.excaliburGot = {});
const drawn = (window.excaliburDrawn = {});
const trace = (window.excaliburTrace = {});
const now = () => performance.timeOrigin + performance.now();

const later = new Map(); // item id → its newest message, for items off the screen
const near = new Set(); // ids of the items on or near the screen
const sight = new IntersectionObserver((entries) => {
  for (const e of entries) {
    const id = e.target.id;
    if (!e.isIntersecting) {
      near.delete(id);
      continue;
    }
    near.add(id);
    if (later.has(id)) {
      show(later.get(id));
      later.delete(id);
    }
  }
  tell();
}, { rootMargin: "200px 0px" });

// tell lets the server know which items are on or near the screen, once the scrolling
// or swapping of the moment is over: it sends their new drawings whole and draws their
// components first; the others' messages only say where to fetch them.
let telling = 0;
function tell() {
  clearTimeout(telling);
  telling = setTimeout(() => {
    fetch("/seen", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify([...near]) })
      .catch(() => {}); // a server gone is seen by the event stream
  }, 50);
}

function watch(root) {
  if (root.classList && root.classList.contains("item")) sight.observe(root);
  root.querySelectorAll(".item").forEach((el) => sight.observe(el));
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

// swap queues the new HTML of an element: the swaps that arrive within one frame are
// made together before it is drawn, measuring the page once (each measure lays out the
// whole page, megabytes of drawings, afresh). What is at the top of the screen stays
// there, though drawings above it grew or shrank: the browser's own scroll anchoring
// does most of it, but loses its anchor when that is the element replaced. The frame
// after is stamped as the one they were drawn in.
const queue = new Map(); // element id → its new HTML
function swap(id, html) {
  if (queue.size === 0) requestAnimationFrame(flush);
  queue.set(id, html);
}

function flush() {
  const a = anchor();
  const top = a && a.getBoundingClientRect().top;
  const ids = [...queue.keys()];
  const start = now();
  for (const [id, html] of queue) {
    const el = document.getElementById(id);
    if (!el) continue;
    el.outerHTML = html;
    const fresh = document.getElementById(id);
    if (fresh) watch(fresh); // an item, or a grid of them
    if (trace[id]) Object.assign(trace[id], { flush: start, swapped: now() });
  }
  queue.clear();
  if (a && a.isConnected) {
    const moved = a.getBoundingClientRect().top - top;
    if (moved) window.scrollBy(0, moved);
  }
  requestAnimationFrame(() => {
    const t = now();
    for (const id of ids) drawn[id] = t;
  });
}

// apply takes a message in: a drawing off the screen waits until it is scrolled to, so
// its HTML (fetched, for a component shown on request) is neither fetched nor parsed
// before then: a counters change would otherwise fetch megabytes the designer does not
// see before the sheet on the screen.
function apply(m) {
  const el = document.getElementById(m.id);
  if (!el) return; // an item of a folded component, or of another page
  if (m.fetch) {
    const section = el.closest("section");
    if (section && section.dataset.open !== "1") return;
  }
  if (el.classList.contains("item") && !near.has(m.id)) {
    later.set(m.id, m);
    return;
  }
  show(m);
}

async function show(m) {
  let html = m.html;
  if (m.fetch) {
    html = await (await fetch(m.fetch)).text();
    if (trace[m.id]) trace[m.id].fetched = now();
  }
  swap(m.id, html);
}

function connect() {
  const es = new EventSource("/events");
  let lost = false;
  es.onmessage = (e) => {
    const m = JSON.parse(e.data);
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
