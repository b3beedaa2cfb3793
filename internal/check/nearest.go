package check

import "strings"

// What is printed where a text was expected, for problems that name both: the check
// finds expected texts in a page's words, and when one is missing these say what the
// page has in its place.

// between is what text (normalized) prints between the words before and after a value,
// nearest to the start; "" if those words are not printed close together.
func between(text, before, after string) string {
	b, a := normalize(before), normalize(after)
	for at := 0; at <= len(text); {
		i := strings.Index(text[at:], b)
		if i < 0 {
			return ""
		}
		rest := text[at+i+len(b):]
		if j := strings.Index(rest, a); j >= 0 && j <= 40 && (a != "" || b != "") {
			return strings.TrimSpace(rest[:j])
		}
		at += i + 1
	}
	return ""
}

// nearest is the passage of text that starts as want starts, as long as want: the
// longest prefix of want's words that text has, and what follows it there.
func nearest(text, want string) string {
	words := strings.Fields(want)
	for n := len(words) - 1; n >= 1; n-- {
		prefix := strings.Join(words[:n], " ")
		if i := strings.Index(text, prefix); i >= 0 {
			r := []rune(text[i:])
			return string(r[:min(len(r), len([]rune(want)))])
		}
	}
	return ""
}
