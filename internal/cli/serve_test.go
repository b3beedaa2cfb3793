package cli

import (
	"bytes"
	"strings"
	"testing"
)

// The preview listens on the loopback only, unless -public says otherwise: an address
// other machines reach is a usage error that says how to proceed.
func TestServeRefusesPublicAddress(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:8080", ":8080", "192.0.2.7:8080"} {
		var out, errb bytes.Buffer
		if code := Run([]string{"serve", "-addr", addr}, &out, &errb); code != ExitUsage {
			t.Errorf("serve -addr %s: exit %d, want %d (usage)", addr, code, ExitUsage)
		}
		if !strings.Contains(errb.String(), "-public") {
			t.Errorf("serve -addr %s does not say how to allow it: %s", addr, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := Run([]string{"serve", "-addr", "8080"}, &out, &errb); code != ExitUsage || !strings.Contains(errb.String(), "HOST:PORT") {
		t.Errorf("serve -addr 8080: exit %d, %s; want a usage error asking for HOST:PORT", code, errb.String())
	}
}

func TestCheckAddr(t *testing.T) {
	for addr, public := range map[string]bool{"127.0.0.1:8080": false, "localhost:9000": false, "[::1]:8080": false, "0.0.0.0:8080": true} {
		if problem := checkAddr(addr, public); problem != "" {
			t.Errorf("checkAddr(%q, public=%v) refused it: %s", addr, public, problem)
		}
	}
}
