package draw

import (
	"fmt"
	"net/url"
	"regexp"
)

// AlignOffset is how far left of its x a line of the given width starts.
func AlignOffset(a Align, width float64) float64 {
	switch a {
	case Center:
		return width / 2
	case Right:
		return width
	}
	return 0
}

var anchorName = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)

// CheckAnchor reports whether name can name an anchor in every backend: a letter, then
// letters, digits, '-' or '_' (a valid SVG id that cannot clash with the backends' own
// ids, which contain a '.').
func CheckAnchor(name string) error {
	if !anchorName.MatchString(name) {
		return fmt.Errorf("anchor name %q: want a letter, then letters, digits, '-' or '_'", name)
	}
	return nil
}

// CheckURL reports whether target is an absolute URL that PDF and SVG can both carry:
// printable ASCII only (PDF URIs are 7-bit; percent-encode anything else).
func CheckURL(target string) error {
	for _, r := range target {
		if r <= ' ' || r > '~' {
			return fmt.Errorf("link target %q: URLs must be printable ASCII without spaces (percent-encode the rest)", target)
		}
	}
	u, err := url.Parse(target)
	if err != nil || !u.IsAbs() {
		return fmt.Errorf("link target %q is neither \"#anchor\" nor an absolute URL", target)
	}
	return nil
}
