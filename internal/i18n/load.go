package i18n

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/excalibur-kit/excalibur/internal/draw"
	"github.com/excalibur-kit/excalibur/internal/tomlscan"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
)

// parseError names the file and, for a TOML syntax error, its line and column.
func parseError(shown string, err error) error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d:%d: %s", shown, pe.Position.Line, pe.Position.Col, pe.Message)
	}
	return fmt.Errorf("%s: %w", shown, err)
}

// messagesOnly refuses a value that is neither a message (a string) nor a table of
// messages or plural forms, at its line: go-i18n would only say "unsupported file format".
func messagesOnly(shown, text string) error {
	var raw map[string]any
	if _, err := toml.Decode(text, &raw); err != nil {
		return parseError(shown, err)
	}
	if key, v := firstNonMessage(raw, ""); key != "" {
		return fmt.Errorf("%s:%d: %s: expected a message in quotes or a table of plural forms, got %T %v",
			shown, keyLine(tomlscan.Entries(text), key), key, v, v)
	}
	return nil
}

// firstNonMessage is the first key, in sorted order, whose value is not a string or a
// table of such values.
func firstNonMessage(m map[string]any, prefix string) (string, any) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		switch v := m[k].(type) {
		case string:
		case map[string]any:
			if bad, bv := firstNonMessage(v, prefix+k+"."); bad != "" {
				return bad, bv
			}
		default:
			return prefix + k, v
		}
	}
	return "", nil
}

// printable refuses a message with a character no font of the kit can draw, at the line
// of its key, so that a translator finds it without building the page it is on. Of
// several, the first in the file is named (go-i18n keeps no order).
func printable(shown, text string, mf *goi18n.MessageFile) error {
	var entries []tomlscan.Entry
	var first error
	firstLine := 0
	for _, m := range mf.Messages {
		for _, form := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
			bad := draw.Unprintable(form)
			if len(bad) == 0 {
				continue
			}
			if entries == nil {
				entries = tomlscan.Entries(text)
			}
			n := keyLine(entries, m.ID)
			if first == nil || n < firstLine {
				firstLine = n
				first = fmt.Errorf("%s:%d: %s: %s: no font of the kit has this character; write it another way or leave it out",
					shown, n, m.ID, describe(bad))
			}
			break
		}
	}
	return first
}

// keyLine is the line of the key (or the table) that names the most of a message id.
func keyLine(entries []tomlscan.Entry, id string) int {
	want := strings.Split(id, ".")
	best, line := 0, 0
	for _, e := range entries {
		p := e.Path()
		if len(p) > best && len(p) <= len(want) && slices.Equal(want[:len(p)], p) {
			best, line = len(p), e.Line
		}
	}
	return line
}

func describe(rs []rune) string {
	out := make([]string, len(rs))
	for i, r := range rs {
		out[i] = fmt.Sprintf("%q (%U)", r, r)
	}
	return strings.Join(out, ", ")
}
