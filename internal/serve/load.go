package serve

import (
	"maps"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/gamedata"
	"github.com/excalibur-kit/excalibur/internal/i18n"
	"github.com/excalibur-kit/excalibur/internal/layout"
	"github.com/excalibur-kit/excalibur/internal/names"
	"github.com/excalibur-kit/excalibur/rules"
)

// loader keeps the inputs of the last good load and reads again only what a change
// touches: the data (only its changed files are decoded again), the layout, or the
// translations. The checks the build makes before drawing that take long and change no
// drawing (the translations', and whether counters fit the board's places, a few
// hundred ms) run after the drawings with the other checks (checks.go), and the status
// line counts their failures.
type loader struct {
	o       build.Options
	data    *gamedata.Data
	engine  *rules.Engine
	layout  *layout.Layout
	catalog *i18n.Catalog
	names   map[string]string // the names the catalog was given, from the data
	files   gamedata.Cache    // the data files as last decoded: a save decodes its file alone
	msgs    i18n.Cache        // the message files as last parsed: a new name parses none
}

// reload reads what c touches and returns the inputs for the jobs, and the components
// to draw first (first.go). On an error nothing is kept: the next change retries the
// whole of what failed.
func (l *loader) reload(c change) (*build.Inputs, []string, error) {
	data, engine, lay, cat := l.data, l.engine, l.layout, l.catalog
	var err error
	if c.data || data == nil {
		if data, err = l.files.Load(l.o.Content); err != nil {
			return nil, nil, err
		}
		engine = rules.New(data)
	}
	if c.layout || lay == nil {
		if lay, err = layout.Load(l.o.Layout); err != nil {
			return nil, nil, err
		}
	}
	nm := names.Of(data)
	if c.locales || cat == nil || !maps.Equal(nm, l.names) {
		if cat, err = loadCatalog(&l.msgs, l.o, nm); err != nil {
			return nil, nil, err
		}
	}
	first := append(layoutFirst(l.layout, lay), dataFirst(l.data, data)...)
	l.data, l.engine, l.layout, l.catalog, l.names = data, engine, lay, cat, nm
	return l.inputs(), first, nil
}

// loadCatalog reads every language's messages and adds the data's names to them.
func loadCatalog(k *i18n.Cache, o build.Options, nm map[string]string) (*i18n.Catalog, error) {
	cat, err := k.Load(o.Locales)
	if err != nil {
		return nil, err
	}
	if err := cat.AddNames(nm); err != nil {
		return nil, err
	}
	return cat, nil
}

func (l *loader) inputs() *build.Inputs {
	return &build.Inputs{Content: l.o.Content, Data: l.data, Engine: l.engine, Layout: l.layout, Catalog: l.catalog}
}
