package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRun(t *testing.T) {
	var b bytes.Buffer
	svg := filepath.Join(t.TempDir(), "duel.svg")
	if err := run(&b, []string{"-n", "300", "-seed", "7", "-svg", svg}); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"300 duels (seed 7)", "Hickok", "Tutt", "count by count", "initiative d10", "the fight is over"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if data, err := os.ReadFile(svg); err != nil || !bytes.HasPrefix(data, []byte("<svg")) {
		t.Errorf("svg: %v", err)
	}
}

func TestRunFlags(t *testing.T) {
	var b bytes.Buffer
	err := run(&b, []string{"-n", "200", "-distance", "60", "-a-weapon", "Winchester 1873", "-a-tactic", "careful-rifleman", "-b-tactic", "fanner"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Winchester 1873, careful-rifleman") || !strings.Contains(b.String(), "at 60 ft") {
		t.Errorf("%s", b.String())
	}
	for _, bad := range [][]string{{"-a-weapon", "Gatling"}, {"-b-tactic", "dance"}, {"-n", "0"}, {"-distance", "-5"}, {"extra"}} {
		if err := run(&b, bad); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
}
