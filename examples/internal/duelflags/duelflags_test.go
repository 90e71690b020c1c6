package duelflags

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/gunfight"
	"github.com/google/go-cmp/cmp"
)

func TestApply(t *testing.T) {
	fl := flag.NewFlagSet("duel", flag.ContinueOnError)
	f := Add(fl)
	if err := fl.Parse([]string{"-a-weapon", "winchester 1873", "-b-tactic", "fanner"}); err != nil {
		t.Fatal(err)
	}
	s := gunfight.StandardDuel()
	want := gunfight.StandardDuel()
	want.Shooters[0].Weapons = []gunfight.Carried{{Weapon: "Winchester 1873", Loaded: 15}}
	want.Shooters[1].Decider = gunfight.Fanner
	if err := f.Apply(&s); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, s); d != "" {
		t.Errorf("armed (-want +got):\n%s", d)
	}
}

func TestApplyRefuses(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"-b-weapon", "Gatling"}, []string{"-b-weapon: ", `"Gatling"`, "Colt Peacemaker, "}},
		{[]string{"-a-tactic", "dance"}, []string{"-a-tactic: ", `"dance"`, "quick-draw"}},
	} {
		fl := flag.NewFlagSet("duel", flag.ContinueOnError)
		fl.SetOutput(io.Discard)
		f := Add(fl)
		if err := fl.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		s := gunfight.StandardDuel()
		err := f.Apply(&s)
		if err == nil {
			t.Errorf("%v: no error", c.args)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%v: %q lacks %q", c.args, err, w)
			}
		}
		if !errors.Is(err, gunfight.ErrWeapon) && !errors.Is(err, gunfight.ErrSetup) {
			t.Errorf("%v: %v wraps no gunfight sentinel", c.args, err)
		}
	}
}
