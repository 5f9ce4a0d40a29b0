// Command compose-check reads a Compose file with Compose's own loader (compose-go, which
// `docker compose config` uses): the schema, interpolation of ${NAME:-default} and ${NAME:?error}
// from the environment, merge keys and references between services. No Docker engine is needed,
// so the file is checked here, where none runs. Prints the resolved project as YAML; exits 1 with
// the loader's message when the file is not valid.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: compose-check <docker-compose.yml>")
		os.Exit(2)
	}
	options, err := cli.NewProjectOptions([]string{os.Args[1]}, cli.WithOsEnv, cli.WithName("portal"))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out, err := project.MarshalYAML()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Print(string(out))
}
