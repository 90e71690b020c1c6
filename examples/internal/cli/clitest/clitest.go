// Package clitest runs an example program as its user does, from its own
// test binary: the exit status and the two output streams of a real run,
// without building the program first.
//
// A program's test file hands its main to Main:
//
//	func TestMain(m *testing.M) { clitest.Main(m, main) }
//
// and a test then runs it: clitest.Exec(t, "-h").
package clitest

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// asProgram is the environment variable that makes the test binary run
// the program's main instead of its tests.
const asProgram = "ACES_CLITEST_RUN_MAIN"

// Main is a program's TestMain: it runs main when Exec started this binary
// as the program, the tests otherwise.
func Main(m *testing.M, main func()) {
	if os.Getenv(asProgram) == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// Exec runs the program with args (its main, through the test binary) and
// returns what it wrote to standard output and standard error and its exit
// status.
func Exec(t testing.TB, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), asProgram+"=1")
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	err = cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		status = exit.ExitCode()
	case err != nil:
		t.Fatalf("%v: %v", args, err)
	}
	return out.String(), errs.String(), status
}

// CheckHelp checks the program's flags as a new user meets them: -h and
// -help print the usage (its first line "usage: name …") on standard error,
// nothing on standard output, and exit 0; an unknown flag exits 2 naming
// the flag once, followed by the usage.
func CheckHelp(t *testing.T, name string) {
	t.Helper()
	for _, h := range []string{"-h", "-help"} {
		out, errs, status := Exec(t, h)
		if status != 0 || out != "" || !strings.HasPrefix(errs, "usage: "+name) {
			t.Errorf("%s %s: exit status %d, stdout %q, stderr:\n%s", name, h, status, out, errs)
		}
	}
	out, errs, status := Exec(t, "-no-such-flag")
	if status != 2 || out != "" || strings.Count(errs, "-no-such-flag") != 1 || !strings.Contains(errs, "\nusage: "+name) {
		t.Errorf("%s -no-such-flag: exit status %d, stdout %q, stderr:\n%s", name, status, out, errs)
	}
}
