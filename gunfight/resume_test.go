package gunfight_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// TestResumeRefuses: a journal that does not replay is refused with
// ErrState, and the error names the entry or says where the replay ends.
func TestResumeRefuses(t *testing.T) {
	// A fight with a reload declared: Hickok's Colt holds none and he
	// loads six from his pocket; Tutt draws; saved between counts.
	s := gunfight.StandardDuel()
	s.Shooters[0].Weapons[0].Loaded, s.Shooters[0].Weapons[0].Pocket = 0, 6
	s.Shooters[0].Weapons[0].Drawn = true
	s.Shooters[0].Decider = versionedFunc{gunfight.TacticFunc{Label: "reloader", Func: func(v *gunfight.View) gunfight.Action {
		if v.Weapons[0].Loaded == 0 {
			return gunfight.Action{Kind: gunfight.Reload, Weapon: 0, Rounds: 6}
		}
		return gunfight.Action{Kind: gunfight.Done}
	}}, "1"}
	f, err := gunfight.NewFight(s, dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.RunUntil(10); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gunfight.Resume(data, customs(s)...); err != nil {
		t.Fatalf("the save itself: %v\n%s", err, data)
	}
	const journal = `"journal":[{"who":1,"do":"draw 0"},{"who":0,"do":"reload 0 6"}]`
	if !bytes.Contains(data, []byte(journal)) {
		t.Fatalf("the journal is not %s:\n%s", journal, data)
	}
	for _, c := range []struct{ name, from, to, says string }{
		{"a reload of 100 rounds into a six-shooter", `"do":"reload 0 6"`, `"do":"reload 0 100"`, `entry 1 (seat 0: "reload 0 100")`},
		{"a choice not in its one form", `"do":"reload 0 6"`, `"do":"Reload 0 6"`, `entry 1`},
		{"Tutt's draw given to Hickok", `{"who":1,"do":"draw 0"}`, `{"who":0,"do":"draw 0"}`, `entry 0`},
		{"a hold answer where a declaration is asked", `"do":"draw 0"`, `"do":"hold fire"`, `entry 0`},
		{"a declaration nobody makes", journal, `"journal":[{"who":1,"do":"draw 0"},{"who":0,"do":"reload 0 6"},{"who":1,"do":"done"}]`, `entry 2`},
		{"a declaration missing", journal, `"journal":[{"who":1,"do":"draw 0"}]`, `reaches`},
		{"a point never reached", `"at":{"count":0,"phase":"between"`, `"at":{"count":7,"phase":"between"`, `reaches`},
		{"another version", `"version":9`, `"version":8`, `version 8`},
		{"an unknown field in an entry", `{"who":1,"do":"draw 0"}`, `{"who":1,"do":"draw 0","why":"fast"}`, `unknown field`},
		{"a man the setup does not have", `{"who":1,"do":"draw 0"}`, `{"who":2,"do":"draw 0"}`, `seat 2`},
		{"another version of the tactic", `"decider":{"name":"reloader","version":"1"}`, `"decider":{"name":"reloader","version":"2"}`, `"reloader" version "2"`},
		{"a built-in tactic with a version", `"decider":{"name":"reloader","version":"1"}`, `"decider":{"name":"fanner","version":"1"}`, `"fanner" has no version`},
	} {
		bad := bytes.Replace(data, []byte(c.from), []byte(c.to), 1)
		if bytes.Equal(bad, data) {
			t.Fatalf("%s: %s not in the save", c.name, c.from)
		}
		_, err := gunfight.Resume(bad, customs(s)...)
		if !errors.Is(err, gunfight.ErrState) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v, want ErrState saying %q", c.name, err, c.says)
		}
	}
	// The dice where the save says the fight stands, moved elsewhere.
	moved := bytes.Replace(data, []byte(`"atDice":"`), []byte(`"atDice":"cGNnOgAAAAAAAAABAAAAAAAAAAI=","old":"`), 1)
	var doc map[string]any
	if err := json.Unmarshal(moved, &doc); err != nil {
		t.Fatal(err)
	}
	delete(doc, "old")
	moved, _ = json.Marshal(doc)
	if _, err := gunfight.Resume(moved, customs(s)...); !errors.Is(err, gunfight.ErrState) || !strings.Contains(err.Error(), "dice") {
		t.Errorf("the dice elsewhere: %v", err)
	}
}

// versionedFunc is a TacticFunc with a version, so a fight playing it can
// be saved and resumed.
type versionedFunc struct {
	gunfight.TacticFunc
	version string
}

func (v versionedFunc) Version() string { return v.version }
