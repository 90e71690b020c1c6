package scene

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// brawled are the consequences of six rounds of a brawl (6 × 10 seconds,
// BR-2) that took 5 hit points and saw a low blow, ending a minute after
// noon on his clock.
func brawled() Consequences {
	return Consequences{
		Scene:  Stamp{Encounter: "brawl", Fingerprint: "3f2a9c0d1e2b3c4d", Seat: 1, Name: "Jesse Colter", Ended: 12*wounds.Hour + wounds.Minute},
		Took:   6 * 10 * wounds.Second,
		Hits:   []wounds.Hit{{Damage: 5, Cause: wounds.Brawling}},
		Awards: []reputation.Award{{Why: "used a low blow in a brawl", Reputation: -1}},
	}
}

func TestConsequences(t *testing.T) {
	t.Run("WOD-7 a scene started Took before it ended, on his clock", func(t *testing.T) {
		c := brawled()
		if got := c.Start(); got != 12*wounds.Hour {
			t.Errorf("started at %s, want day 0 12:00", got)
		}
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		const want = "brawl 3f2a9c0d1e2b3c4d, seat 1 (Jesse Colter), ended day 0 12:01: took 1 minute; a brawling wound of 5; used a low blow in a brawl: Reputation -1, Fame +0, BP +0"
		if got := c.String(); got != want {
			t.Errorf("reads\n%s\nwant\n%s", got, want)
		}
	})
	t.Run("WOD-7 consequences no scene could leave are refused", func(t *testing.T) {
		dead := &wounds.Condition{Now: 12 * wounds.Hour, HP: -12, Down: true, Dead: true}
		for name, edit := range map[string]func(c *Consequences){
			"no encounter":         func(c *Consequences) { c.Scene.Encounter = " " },
			"seat":                 func(c *Consequences) { c.Scene.Seat = -1 },
			"ended":                func(c *Consequences) { c.Scene.Ended = -1 },
			"took before time 0":   func(c *Consequences) { c.Took = c.Scene.Ended + 1 },
			"negative took":        func(c *Consequences) { c.Took = -1 },
			"bad hit":              func(c *Consequences) { c.Hits[0].Location = wounds.Head },
			"hits and a condition": func(c *Consequences) { c.Condition = &wounds.Condition{Now: c.Scene.Ended, HP: 20} },
			"condition before":     func(c *Consequences) { c.Hits = nil; c.Condition = &wounds.Condition{Now: c.Start() - 1, HP: 20} },
			"dead disagrees":       func(c *Consequences) { c.Hits = nil; c.Condition = dead },
			"award":                func(c *Consequences) { c.Awards[0].Fame = reputation.MaxDelta + 1 },
			"gunfights":            func(c *Consequences) { c.Advancement.Gunfights = -1 },
			"blank objective":      func(c *Consequences) { c.Advancement.Objectives = []string{""} },
			"blank goal":           func(c *Consequences) { c.Advancement.Goals = []Goal{{BP: 1}} },
			"blank event":          func(c *Consequences) { c.Advancement.Events = []Remarkable{{BP: 1}} },
			"long name":            func(c *Consequences) { c.Scene.Name = strings.Repeat("x", maxNameLen+1) },
		} {
			c := brawled()
			edit(&c)
			if err := c.Validate(); !errors.Is(err, ErrConsequences) {
				t.Errorf("%s: %v, want ErrConsequences", name, err)
			}
		}
		c := brawled()
		c.Hits, c.Condition, c.Dead = nil, dead, true
		if err := c.Validate(); err != nil {
			t.Errorf("a death in the condition: %v", err)
		}
	})
	t.Run("WOD-7 consequences round-trip through JSON, strictly", func(t *testing.T) {
		c := brawled()
		c.Advancement = Advancement{Path: "Cowboy", Objectives: []string{"Hire on with an outfit"}, Gunfights: 1,
			Goals: []Goal{{"Buy your first horse", 1}}, Events: []Remarkable{{"saved the stage", 1}}}
		data, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var back Consequences
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(c, back); d != "" {
			t.Errorf("(-saved +loaded):\n%s", d)
		}
		for _, bad := range []string{
			strings.Replace(string(data), `"took"`, `"tooks"`, 1),
			strings.Replace(string(data), `"seat":1`, `"seat":-1`, 1),
			string(data) + "{}",
			`[]`,
		} {
			before := back
			if err := back.UnmarshalJSON([]byte(bad)); !errors.Is(err, ErrConsequences) {
				t.Errorf("%s: %v, want ErrConsequences", bad, err)
			}
			if d := cmp.Diff(before, back); d != "" {
				t.Errorf("a refused decoding changed the consequences: %s", d)
			}
		}
	})
	t.Run("WOD-7 a clone shares nothing", func(t *testing.T) {
		c := brawled()
		c.Advancement.Objectives = []string{"Hire on with an outfit"}
		d := c.Clone()
		d.Hits[0].Damage, d.Awards[0].Reputation, d.Advancement.Objectives[0] = 9, 9, "x"
		if c.Hits[0].Damage != 5 || c.Awards[0].Reputation != -1 || c.Advancement.Objectives[0] != "Hire on with an outfit" {
			t.Error("changing the clone changed the consequences")
		}
		if d := cmp.Diff(c, c.Clone(), cmpopts.EquateEmpty()); d != "" {
			t.Errorf("a clone differs: %s", d)
		}
	})
}

func TestSpan(t *testing.T) {
	for _, c := range []struct {
		t    wounds.Time
		want string
	}{
		{0, "no time"},
		{-3, "no time"},
		{wounds.Second, "1 second"},
		{45, "4.5 seconds"},
		{80 * wounds.Second, "1 minute 20 seconds"},
		{3*wounds.Day + 2*wounds.Hour, "3 days 2 hours"},
		{wounds.Day + wounds.Minute + 15, "1 day 1 minute 1.5 seconds"},
	} {
		if got := Span(c.t); got != c.want {
			t.Errorf("Span(%d) = %q, want %q", c.t, got, c.want)
		}
	}
}

func FuzzConsequences(f *testing.F) {
	c := brawled()
	data, _ := json.Marshal(c)
	f.Add(string(data))
	src := dice.NewSource(1)
	text, _ := src.MarshalText()
	c.Hits, c.Condition, c.Dead = nil, &wounds.Condition{Now: c.Scene.Ended, HP: -10, Down: true, Dead: true}, true
	c.Scene.Dice = string(text)
	c.Advancement = Advancement{Path: "Lawman", Gunfights: 1}
	data, _ = json.Marshal(c)
	f.Add(string(data))
	f.Add(`{"scene":{"encounter":"trial","seat":0,"name":"","ended":8640000},"took":8640000}`)
	f.Fuzz(func(t *testing.T, in string) {
		var c Consequences
		if err := json.Unmarshal([]byte(in), &c); err != nil {
			if !errors.Is(err, ErrConsequences) {
				var se *json.SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("error %v is no ErrConsequences", err)
				}
			}
			return
		}
		if err := c.Validate(); err != nil {
			t.Fatalf("decoded but invalid: %v", err)
		}
		_ = c.String()
		again, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		var d Consequences
		if err := json.Unmarshal(again, &d); err != nil {
			t.Fatalf("decoded consequences do not decode again: %v", err)
		}
	})
}
