package cli

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// watch calls rebuild each time a file under dirs changes (name, size or time), checking
// every interval, until ctx ends. Polling needs no platform support and is cheap for a
// few hundred files; a designer sees a change within a second.
func watch(ctx context.Context, dirs []string, interval time.Duration, rebuild func()) {
	last := fingerprint(dirs)
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if now := fingerprint(dirs); now != last {
				last = now
				rebuild()
			}
		}
	}
}

// fingerprint summarises the files under dirs: their names, sizes and times.
func fingerprint(dirs []string) string {
	var lines []string
	for _, dir := range dirs {
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if info, err := d.Info(); err == nil {
				lines = append(lines, fmt.Sprintf("%s %d %d", p, info.Size(), info.ModTime().UnixNano()))
			}
			return nil
		})
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// watchDirs are the folders a watching build reads from disk: those given on the command
// line, or content/, layout/ and locales/ of the working folder.
func watchDirs(content, layout, locales *string) []string {
	var out []string
	for _, d := range []struct {
		flag *string
		dflt string
	}{{content, "content"}, {layout, "layout"}, {locales, "locales"}} {
		if *d.flag == "" {
			if st, err := os.Stat(d.dflt); err == nil && st.IsDir() {
				*d.flag = d.dflt
			}
		}
		if *d.flag != "" {
			out = append(out, *d.flag)
		}
	}
	return out
}
