// Command excalibur builds the Excalibur print-and-play kit and checks it.
// See internal/cli for the commands.
package main

import (
	"os"

	"github.com/excalibur-kit/excalibur/internal/cli"
)

func main() {
	os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
}
