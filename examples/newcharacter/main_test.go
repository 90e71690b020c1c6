package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "newcharacter") }

func TestRun(t *testing.T) {
	var a, b bytes.Buffer
	if err := run(&a, &bytes.Buffer{}, []string{"-seed", "7", "-name", "Jesse Colter"}); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, &bytes.Buffer{}, []string{"-seed", "7", "-name", "Jesse Colter"}); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Errorf("the same seed gave two sheets")
	}
	out := a.String()
	for _, want := range []string{
		"Seed 7\n\nJesse Colter\n",
		"Str  13/62  damage +1, lift 260 lb",
		"Hit points 20 = 20 +4 (d4) -4 (Constitution)",
		"Base Speed 3 = 0 +1 (Wisdom) +2 (Dexterity)",
		"Base Accuracy -2 = 0 +0 (Intelligence) -2 (Dexterity)",
		"Starting Reputation 11 = 10 (mean of the seven abilities) +1 (Looks) +0 (Charisma)",
		"Starting Fame 2 = 0 +0 (Looks) +2 (Survivor of a massacre)",
		"Building Points: 0 left",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestRunDefaultSeedAndJSON(t *testing.T) {
	var text, js bytes.Buffer
	if err := run(&text, &bytes.Buffer{}, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(text.String(), "Seed 1876\n") {
		t.Errorf("default seed: %q", text.String()[:20])
	}
	if err := run(&js, &bytes.Buffer{}, []string{"-json"}); err != nil {
		t.Fatal(err)
	}
	s, err := character.LoadSheet(js.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if s.Name != "Jesse Colter" || !strings.Contains(text.String(), s.HitPoints.String()) {
		t.Errorf("the JSON sheet is not the printed one: %v", s.HitPoints)
	}
}

func TestRunBadFlags(t *testing.T) {
	var out bytes.Buffer
	if err := run(&out, &bytes.Buffer{}, []string{"-seed", "x"}); err == nil {
		t.Errorf("a bad seed ran")
	}
	if err := run(&out, &bytes.Buffer{}, []string{"extra"}); err == nil {
		t.Errorf("an extra argument ran")
	}
}
