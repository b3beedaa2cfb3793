package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"path"
	"slices"
	"time"

	"github.com/excalibur-kit/excalibur/internal/build"
)

// listen serves the page on l until ctx ends; then the open event streams are ended
// and the server shuts down.
func (p *preview) listen(ctx context.Context, l net.Listener) error {
	srv := &http.Server{Handler: p.routes(ctx), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(l) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	stop, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := srv.Shutdown(stop); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func (p *preview) routes(ctx context.Context) http.Handler {
	mux := http.NewServeMux()
	static, _ := fs.Sub(assets, "assets") // the folder is embedded: Sub cannot fail
	mux.Handle("GET /assets/", http.StripPrefix("/assets/", http.FileServerFS(static)))
	mux.HandleFunc("GET /{$}", p.gallery)
	mux.HandleFunc("GET /events", func(w http.ResponseWriter, r *http.Request) { p.events(ctx, w, r) })
	mux.HandleFunc("GET /grid/{comp}", p.grid)
	mux.HandleFunc("GET /item/{comp}/{lang}/{name}", p.item)
	mux.HandleFunc("GET /svg/{comp}/{lang}/{name}", p.svg)
	mux.HandleFunc("GET /frag/{comp}/{lang}/{name}", p.fragment)
	mux.HandleFunc("GET /rules/{lang}", p.rules)
	mux.HandleFunc("GET /status", p.status)
	mux.HandleFunc("POST /seen", p.seen)
	return mux
}

func htmlPage(w http.ResponseWriter, s string) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprint(w, s)
}

func (p *preview) gallery(w http.ResponseWriter, r *http.Request) {
	htmlPage(w, p.st.gallery(openSet(r.URL.Query().Get("open"), p.st.comps)))
}

func (p *preview) grid(w http.ResponseWriter, r *http.Request) {
	htmlPage(w, p.st.openGrid(r.PathValue("comp")))
}

func (p *preview) item(w http.ResponseWriter, r *http.Request) {
	s, ok := p.st.itemPage(r.PathValue("comp"), r.PathValue("lang"), r.PathValue("name"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	htmlPage(w, s)
}

func (p *preview) fragment(w http.ResponseWriter, r *http.Request) {
	s, ok := p.st.fragment(r.PathValue("comp"), r.PathValue("lang"), r.PathValue("name"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	htmlPage(w, s)
}

// svg serves an item's SVG file as the kit has it, byte for byte what excalibur build
// writes. The gallery shows some components in light drawings, for a screen only
// (serve.go); for those the job is drawn again as the build draws it, from the inputs of
// the newest drawing, which takes a job's time (a few tens of ms) on each request.
func (p *preview) svg(w http.ResponseWriter, r *http.Request) {
	comp, lang, name := r.PathValue("comp"), r.PathValue("lang"), r.PathValue("name")
	shown := p.st.svg(comp, lang, name)
	if shown == nil || !slices.Contains(p.c.Options.Light, comp) {
		built(w, r, "image/svg+xml", shown)
		return
	}
	b, err := p.kitSVG(build.Job{Component: comp, Lang: lang}, name)
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	built(w, r, "image/svg+xml", b)
}

// kitSVG draws a job as the build does and returns its page of that name.
func (p *preview) kitSVG(j build.Job, name string) ([]byte, error) {
	in := p.b.inputs()
	if in == nil {
		return nil, errors.New("nothing is drawn yet")
	}
	o := p.c.Options
	o.Light, o.OnSVG = nil, nil
	res := build.RunJob(o, in, j)
	if res.Err != nil {
		return nil, fmt.Errorf("the kit's file is not drawn from the last save: %w (the gallery shows the last good drawing)", res.Err)
	}
	for _, f := range res.Files {
		if f.Format == "svg" && path.Base(f.Path) == name {
			return f.Data(), nil
		}
	}
	return nil, fmt.Errorf("the last save draws no %s in %s (%s)", name, j.Component, j.Lang)
}

// rules serves a language's rules reference as built: the self-contained page.
func (p *preview) rules(w http.ResponseWriter, r *http.Request) {
	built(w, r, "text/html; charset=utf-8", p.st.reference(r.PathValue("lang")))
}

// built serves a file the preview drew, never cached (it changes on every save); nil is
// a file it has not drawn.
func built(w http.ResponseWriter, r *http.Request, kind string, b []byte) {
	if b == nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", kind)
	w.Header().Set("Cache-Control", "no-store")
	w.Write(b)
}

// seen takes the ids of the items a page has on or near its screen (a JSON list): their
// drawings are sent whole and drawn first.
func (p *preview) seen(w http.ResponseWriter, r *http.Request) {
	var ids []string
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&ids); err != nil {
		http.Error(w, "want a JSON list of item ids: "+err.Error(), http.StatusBadRequest)
		return
	}
	p.st.setSeen(ids)
	w.WriteHeader(http.StatusNoContent)
}

// status tells a script (the tests, the benchmark) whether the preview is drawing or
// checking, and its last round.
func (p *preview) status(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprint(w, p.st.statusJSON())
}

// events streams the state's messages to one page (server-sent events) until the page
// goes away or the server stops.
func (p *preview) events(ctx context.Context, w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming is not supported", http.StatusInternalServerError)
		return
	}
	ch := p.hub.subscribe()
	defer p.hub.unsubscribe(ch)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	fmt.Fprint(w, ": open\n\n")
	fl.Flush()
	for {
		select {
		case <-ctx.Done():
			return
		case <-r.Context().Done():
			return
		case b, ok := <-ch:
			if !ok {
				return // too slow: the page reconnects and reloads
			}
			fmt.Fprintf(w, "data: %s\n\n", b)
			fl.Flush()
		}
	}
}
