package cli

import (
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// The command line is tested as users run it: scripts in testdata/script run the real
// command and check its output, files and exit codes.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"excalibur": func() { os.Exit(Run(os.Args[1:], os.Stdout, os.Stderr)) },
	})
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{Dir: "testdata/script"})
}
