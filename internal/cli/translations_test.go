package cli

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A translator sees a changed English label with the English it was translated from.
func TestTranslationsReportStaleLabels(t *testing.T) {
	dir := t.TempDir()
	for _, lang := range []string{"en", "pl", "fr"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "locales", lang+".toml"))
		if err != nil {
			t.Fatal(err)
		}
		if lang == "en" {
			b = bytes.Replace(b, []byte(`cost = "Cost"`), []byte(`cost = "Price"`), 1)
			b = bytes.Replace(b, []byte(`each = "Each"`), []byte(`each = "EACH"`), 1) // case only: not stale
		}
		os.WriteFile(filepath.Join(dir, lang+".toml"), b, 0o644)
	}
	var out, errb bytes.Buffer
	code := Run([]string{"translations", "-strict", "-locales", dir, "pl"}, &out, &errb)
	if code != ExitFailure {
		t.Fatalf("exit %d with a stale label under -strict; stderr: %s", code, errb.String())
	}
	for _, want := range []string{"pl  labels:", "1 stale", "stale col.cost", "English was: Cost", "English now: Price", "translation: Koszt"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "col.each") {
		t.Error("a change of case alone must not make a label stale")
	}
}

// A watching build rebuilds when a file changes, and only then.
func TestWatchRebuildsOnChange(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "kit.toml")
	os.WriteFile(file, []byte("a"), 0o644)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rebuilt := make(chan bool, 10)
	go watch(ctx, []string{dir}, 10*time.Millisecond, func() { rebuilt <- true })
	select {
	case <-rebuilt:
		t.Fatal("rebuilt with nothing changed")
	case <-time.After(60 * time.Millisecond):
	}
	os.WriteFile(file, []byte("bb"), 0o644)
	select {
	case <-rebuilt:
	case <-time.After(5 * time.Second):
		t.Fatal("no rebuild after a change")
	}
}
