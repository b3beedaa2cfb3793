package cli

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"

	"github.com/excalibur-kit/excalibur/internal/build"
	"github.com/excalibur-kit/excalibur/internal/serve"
	"github.com/excalibur-kit/excalibur/layout"
	"github.com/excalibur-kit/excalibur/locales"
)

// runServe starts the designer's live preview: a gallery page of every component in
// every language, redrawn on every saved file.
func runServe(e *env, args []string) int {
	fl := newFlags(e, "serve", "[-addr 127.0.0.1:8080] [-public] [-content DIR] [--layout DIR] [--locales DIR] [--lang en,pl,fr] [--paper a4|letter] [--draft]")
	dir := contentFlag(fl)
	addr := fl.String("addr", "127.0.0.1:8080", "the address to serve the preview on")
	public := fl.Bool("public", false, "allow an address other machines can reach (the preview has no password)")
	langs := fl.String("lang", "en,pl,fr", "languages to show, comma-separated")
	paper := fl.String("paper", "a4", "paper size: a4 or letter (layout/kit.toml lists them)")
	draft := fl.Bool("draft", false, "draw even with untranslated labels, printed in English between ⟦ ⟧")
	layoutDir := fl.String("layout", "", "read the layout from this folder (default: ./layout)")
	locDir := fl.String("locales", "", "read the translations from this folder (default: ./locales)")
	if ok, code := parse(fl, args); !ok {
		return code
	}
	if problem := checkAddr(*addr, *public); problem != "" {
		return usageError(e, fl, "%s", problem)
	}
	roots := watchRoots(dir, layoutDir, locDir)
	lay, locs := dirOr(*layoutDir, layout.FS), dirOr(*locDir, locales.FS)
	if problem := checkChoices(split(*langs), nil, *paper, lay, locs); problem != "" {
		return usageError(e, fl, "%s", problem)
	}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(e.err, "excalibur serve: %v\n", err)
		return ExitFailure
	}
	o := build.Options{Langs: split(*langs), Paper: *paper, Draft: *draft, Date: defaultDate,
		Content: contentFS(*dir), Layout: lay, Locales: locs}
	fmt.Fprintf(e.out, "the live preview is at http://%s/ (watching %s); Ctrl-C to stop\n", l.Addr(), describeRoots(roots))
	ctx, stop := interrupts()
	defer stop()
	if err := serve.Serve(ctx, l, serve.Config{Options: o, Roots: roots, Log: e.out}); err != nil {
		fmt.Fprintf(e.err, "excalibur serve: %v\n", err)
		return ExitFailure
	}
	fmt.Fprintln(e.out, "stopped")
	return ExitOK
}

// checkAddr refuses an address other machines can reach unless -public says so: the
// preview shows unreleased work and has no password.
func checkAddr(addr string, public bool) string {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Sprintf("-addr: expected HOST:PORT, e.g. 127.0.0.1:8080; got %q", addr)
	}
	if public || host == "localhost" {
		return ""
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return ""
	}
	return fmt.Sprintf("-addr %s: other machines could open the preview; give a loopback address (127.0.0.1:8080) or add -public", addr)
}

// watchRoots are the folders the preview reads from disk and watches: those given on the
// command line, or content/, layout/ and locales/ of the working folder. A folder not on
// disk is read from the copy built into the program and not watched.
func watchRoots(content, layout, locales *string) []serve.Root {
	var out []serve.Root
	for _, d := range []struct {
		flag *string
		kind string
	}{{content, serve.Content}, {layout, serve.Layout}, {locales, serve.Locales}} {
		if *d.flag == "" {
			if st, err := os.Stat(d.kind); err == nil && st.IsDir() {
				*d.flag = d.kind
			}
		}
		if *d.flag != "" {
			abs, err := filepath.Abs(*d.flag)
			if err != nil {
				abs = *d.flag
			}
			out = append(out, serve.Root{Kind: d.kind, Dir: abs})
		}
	}
	return out
}

func describeRoots(roots []serve.Root) string {
	if len(roots) == 0 {
		return "nothing: no content/, layout/ or locales/ here, the built-in copies are shown"
	}
	var dirs []string
	for _, r := range roots {
		dirs = append(dirs, r.Dir)
	}
	return strings.Join(dirs, ", ")
}
