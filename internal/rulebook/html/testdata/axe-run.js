// Runs axe-core on the page it is injected into and writes what the Go test needs into
// a <pre id="axe-result"> at the end of the body, as JSON, for `chromium --dump-dom`
// to carry out. The rules are axe's defaults plus every rule tagged with one of the
// rule sets the reference is held to, enabled or not by default.
(function () {
  var tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
  var rules = {};
  axe.getRules(tags).forEach(function (r) { rules[r.ruleId] = { enabled: true }; });
  // The Go test names the rules that do not apply to the way the page is seen.
  (window.axeOff || []).forEach(function (id) { rules[id] = { enabled: false }; });

  function write(result) {
    var pre = document.createElement("pre");
    pre.id = "axe-result";
    pre.textContent = JSON.stringify(result);
    document.body.appendChild(pre);
  }

  // ran counts the rules that ran: a rule may report in more than one list.
  function ran(r) {
    var ids = {};
    [r.passes, r.violations, r.incomplete, r.inapplicable].forEach(function (list) {
      list.forEach(function (x) { ids[x.id] = true; });
    });
    return Object.keys(ids).length;
  }

  axe.run(document, { rules: rules, resultTypes: ["violations"] }).then(function (r) {
    write({
      version: axe.version,
      rules: ran(r),
      dark: matchMedia("(prefers-color-scheme: dark)").matches,
      violations: r.violations.map(function (v) {
        return {
          id: v.id,
          impact: v.impact || "",
          help: v.help,
          targets: v.nodes.map(function (n) { return n.target.join(" "); }),
          summary: v.nodes.length ? v.nodes[0].failureSummary || "" : ""
        };
      })
    });
  }, function (err) {
    write({ error: String(err && err.stack || err) });
  });
})();
