package serve

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// A designer's session in a real browser: the gallery lists every component in every
// language; a layout value changed on disk redraws the cards in the open page without
// moving it; a card too narrow for its text shows the error on the card beside its last
// good drawing, and the fix clears it; a file that cannot be read shows in the banner.
func TestBrowserSession(t *testing.T) {
	ctx := browser(t)
	dir := copyInputs(t)
	url := startPreview(t, dir)
	shots := artifacts(t)
	kit := filepath.Join(dir, Layout, "kit.toml")
	const card = "#i-manor-cards-en-foxwood"

	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/"), chromedp.WaitVisible(chromedp.CSS(card+" svg"))); err != nil {
		t.Fatal(err)
	}
	listed(t, ctx)
	screenshot(t, ctx, shots, "1-gallery")

	// Scroll to a card in the middle of the page and mark the page: a redraw must
	// neither reload it nor move what the designer looks at.
	row := `document.querySelector("` + card + `").closest(".set")`
	y := evalJS[float64](t, ctx, row+`.scrollIntoView(); window.excaliburMark = true; `+row+`.getBoundingClientRect().top`)
	edit(t, kit, "height = 88", "height = 96")
	waitJS(t, ctx, "the card redrawn 96 mm tall", `document.querySelector("`+card+` svg").getAttribute("height") === "96.000mm"`, 10*time.Second)
	if !evalJS[bool](t, ctx, `window.excaliburMark === true`) {
		t.Error("the page was reloaded to show a redraw: it must swap the drawing in place")
	}
	if now := evalJS[float64](t, ctx, row+`.getBoundingClientRect().top`); now < y-2 || now > y+2 {
		t.Errorf("the card's row moved from %v to %v px on the screen when the cards above it grew: the view must stay where the designer is", y, now)
	}
	screenshot(t, ctx, shots, "2-taller-cards")

	// Far too narrow: the parish line cannot fit. The error is on the card, whose last
	// good drawing (96 mm tall, 63 wide) stays.
	const bad = `#i-manor-cards-en-ashcombe`
	evalJS[bool](t, ctx, `document.querySelector("`+bad+`").scrollIntoView(); true`)
	edit(t, kit, "width = 63", "width = 30")
	// Every card overflows, not only the first: ashcombe and its neighbour alderford
	// each show their own error beside their last good drawing.
	for _, c := range []string{bad, "#i-manor-cards-en-alderford"} {
		waitJS(t, ctx, "the overflow shown on "+c, `(() => { const f = document.querySelector("`+c+`");
			return f.classList.contains("bad") && f.querySelector(".err").textContent.includes("does not fit") &&
				f.querySelector("svg").getAttribute("width") === "63.000mm" })()`, 10*time.Second)
	}
	screenshot(t, ctx, shots, "3-overflow-on-the-card")

	edit(t, kit, "width = 30", "width = 63")
	waitJS(t, ctx, "the error gone", `!document.querySelector("`+bad+`").classList.contains("bad") && document.querySelectorAll("#c-manor-cards .bad").length === 0`, 10*time.Second)
	screenshot(t, ctx, shots, "4-fixed")

	// A TOML syntax error concerns no item: the banner names the file and line.
	edit(t, kit, "[cards]", "[cards")
	waitJS(t, ctx, "the banner", `document.querySelector("#banner").textContent.includes("kit.toml")`, 10*time.Second)
	evalJS[bool](t, ctx, `window.scrollTo(0, 0); true`)
	screenshot(t, ctx, shots, "5-banner")
	edit(t, kit, "[cards", "[cards]")
	waitJS(t, ctx, "the banner gone", `document.querySelector("#banner").textContent === ""`, 10*time.Second)

	// One card alone at true size: 63 mm at 96 px to the inch.
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/item/manor-cards/en/foxwood.svg"), chromedp.WaitVisible(chromedp.CSS(card+" svg"))); err != nil {
		t.Fatal(err)
	}
	w := evalJS[float64](t, ctx, `document.querySelector("`+card+` svg").getBoundingClientRect().width`)
	if want := 63 / 25.4 * 96; w < want-1 || w > want+1 {
		t.Errorf("the card at true size is %.1f px wide, want %.1f (63 mm at 96 px to the inch)", w, want)
	}
	screenshot(t, ctx, shots, "6-true-size")
}

// listed checks the gallery has a section for every component with a line for every
// language, and the checks with every translation's status.
func listed(t *testing.T, ctx context.Context) {
	t.Helper()
	got := evalJS[[]string](t, ctx, `[...document.querySelectorAll("section.comp")].map(s => s.dataset.comp)`)
	want := build.Components()
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("the gallery lists %v, want every component: %v", got, want)
	}
	for _, c := range want {
		for _, l := range testLangs {
			if !evalJS[bool](t, ctx, `!!document.getElementById(`+jsString(jobID(build.Job{Component: c, Lang: l}))+`)`) {
				t.Errorf("the gallery has no line for %s in %s", c, l)
			}
		}
	}
	waitJS(t, ctx, "the translation status of pl and fr", `(() => { const t = document.querySelector("#checks table.tr");
		return !!t && t.textContent.includes("pl") && t.textContent.includes("fr") })()`, 20*time.Second)
}
