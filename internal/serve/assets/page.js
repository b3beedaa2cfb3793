// The live preview's page: each message from /events names an element and brings its
// new HTML; the page swaps it in place, so the scroll position stays. The time each
// element was drawn is kept in window.excaliburDrawn (the benchmark reads it).
"use strict";
const drawn = (window.excaliburDrawn = {});

async function apply(m) {
  let el = document.getElementById(m.id);
  if (!el) return; // an item of a folded component, or of another page
  let html = m.html;
  if (m.fetch) {
    const section = el.closest("section");
    if (section && section.dataset.open !== "1") return;
    html = await (await fetch(m.fetch)).text();
    el = document.getElementById(m.id);
    if (!el) return;
  }
  el.outerHTML = html;
  requestAnimationFrame(() => {
    drawn[m.id] = performance.timeOrigin + performance.now();
  });
}

function connect() {
  const es = new EventSource("/events");
  let lost = false;
  es.onmessage = (e) => apply(JSON.parse(e.data));
  es.onerror = () => { lost = true; };
  es.onopen = () => { if (lost) location.reload(); }; // messages were missed
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
  button.textContent = "hide drawings";
}

document.addEventListener("click", (e) => {
  const b = e.target.closest(".toggle");
  if (b) toggle(b.closest("section"));
});
connect();
