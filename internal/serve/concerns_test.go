package serve

import (
	"strings"
	"testing"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/check"
)

// A failed check that concerns a component is shown in that component's section, sent
// to the open page as the checks end, and in no other section; a passing run clears it.
func TestFailedCheckOnTheComponent(t *testing.T) {
	h := newHub()
	ch := h.subscribe()
	st := newState(build.Components(), []string{"en"}, h)
	const problem = "a counter does not fit the place at milestone 7"
	st.setChecks(checkView{Results: []check.Result{
		{Group: check.RoomGroup, Problems: []string{problem}},
		{Group: check.EnginePrefix + "combat example", Problems: nil},
	}})
	sent := map[string]string{}
	for _, m := range received(ch) {
		sent[m.ID] = m.HTML
	}
	for _, comp := range build.Components() {
		html, ok := sent[concernsID(comp)]
		if !ok {
			t.Errorf("the checks' end sent nothing to %s's section", comp)
		}
		want := comp == "counters" || comp == "board"
		if got := strings.Contains(html, problem) && strings.Contains(html, check.RoomGroup); got != want {
			t.Errorf("%s's section shows the board's room failure: %v, want %v (%s)", comp, got, want, html)
		}
		if strings.Contains(html, "combat example") {
			t.Errorf("%s's section shows a check that passed: %s", comp, html)
		}
	}
	if page := st.gallery(nil); !strings.Contains(page, `id="`+concernsID("board")+`"`) || strings.Count(page, problem) != 3 {
		t.Errorf("the page shows the failure %d times, want 3 (counters, board and the checks panel)", strings.Count(page, problem))
	}

	st.setChecks(checkView{Results: []check.Result{{Group: check.RoomGroup}}})
	for _, m := range received(ch) {
		if m.ID == concernsID("counters") && strings.Contains(m.HTML, problem) {
			t.Error("a passing check left its old failure on the counters")
		}
	}
}

// Every worked example's failure concerns the rule books that print it.
func TestExamplesConcernTheRuleBooks(t *testing.T) {
	for _, comp := range []string{"rulebook", "quick-reference", "rules-reference"} {
		v := checkView{Results: []check.Result{{Group: check.EnginePrefix + "movement order (6.iv)", Problems: []string{"wrong"}}}}
		if len(v.concerning(comp).Failed) != 1 {
			t.Errorf("a failed worked example is not shown on the %s", comp)
		}
	}
	if v := (checkView{Results: []check.Result{{Group: check.TranslationsGroup, Problems: []string{"x"}}}}); len(v.concerning("manor-cards").Failed) != 0 {
		t.Error("a translation's failure was put on the manor cards; it belongs to the panel")
	}
}
