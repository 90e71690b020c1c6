package gunfight_test

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"hash"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// goldenSetups are the fights the golden test pins: the standard duel, and
// variants that take the other paths of the engine (each built-in tactic,
// reloads, the talents, the nerves of every Reputation, the three card
// sources, three men and a shotgun, a distance out of range).
func goldenSetups() []struct {
	name  string
	duels int
	s     gunfight.Setup
} {
	std := gunfight.StandardDuel
	tactics := std()
	tactics.Shooters[0].Tactic, tactics.Shooters[1].Tactic = gunfight.DeliberateAimer, gunfight.Fanner
	tactics.Shooters[0].Weapons[0].Pocket, tactics.Shooters[1].Weapons[0].Loop = 6, 6

	rifle := std()
	rifle.Distance = 60
	rifle.Shooters[0].Tactic = gunfight.HipShooter
	rifle.Shooters[0].Weapons = []gunfight.Carried{{Weapon: "Colt Navy", Loaded: 6, Cylinders: 1}, {Weapon: "Derringer", Loaded: 2}}
	rifle.Shooters[1].Tactic = gunfight.CarefulRifleman
	rifle.Shooters[1].Weapons = []gunfight.Carried{{Weapon: "Colt Peacemaker", Loaded: 6}, {Weapon: "Winchester 1873", Loaded: 3, Pocket: 4}}

	talents := std()
	talents.Shooters[0].Talents = []string{"Advanced Sighting", "Deadly Shot", "Quick Aim", "Crack Shot", "Grit", "Damage Bonus", "Greased Lightning (pistol)"}
	talents.Shooters[1].Talents = []string{"Kentucky Windage", "Hearty", "Guardian Angel", "Dead Eye", "Weapon Bonus (Colt Peacemaker)", "Veteran Gunfighter", "Perceive Tendency", "Courage"}
	talents.Shooters[1].Experience = 0
	talents.Distance = 45

	nerves := std()
	nerves.Shooters[0].Reputation, nerves.Shooters[1].Reputation = 12, 3
	nerves.Shooters[1].Fame = 40
	nerves.Light = "dusk"

	nerves2 := std()
	nerves2.Shooters[0].Reputation, nerves2.Shooters[1].Reputation = 25, 150
	nerves2.Shooters[0].Weapons[0].Pocket = 12

	deck := std()
	deck.Cards = gunfight.DeckCards
	diceCards := std()
	diceCards.Cards = gunfight.DiceCards
	diceCards.Shooters[0].Weapons[0].Drawn = true
	diceCards.Shooters[0].Weapons[0].Trained = "Tutt"
	diceCards.Shooters[0].Weapons[0].Cocked = true

	three := std()
	three.Distance = 0
	three.Shooters[0].Side, three.Shooters[1].Side = 1, 2
	three.Shooters[0].At = gunfight.Point{X: 0, Y: 0}
	three.Shooters[1].At = gunfight.Point{X: 25, Y: 10}
	third := three.Shooters[1]
	third.Name, third.Side, third.At, third.Wis = "Ringo", 1, gunfight.Point{X: 5, Y: -20}, 14
	third.Weapons = []gunfight.Carried{{Weapon: "Coach gun", Loaded: 2, Pocket: 4}}
	third.Tactic = gunfight.CarefulRifleman
	three.Shooters = append(three.Shooters, third)
	three.Light = "moonlight"

	far := std()
	far.Distance = 320
	far.Shooters[1].Weapons = []gunfight.Carried{{Weapon: "Sharps", Loaded: 1, Pocket: 5}}
	far.Shooters[1].Tactic = gunfight.CarefulRifleman

	return []struct {
		name  string
		duels int
		s     gunfight.Setup
	}{
		{"standard", 200, std()},
		{"tactics", 100, tactics},
		{"hip-rifle", 100, rifle},
		{"talents", 100, talents},
		{"nerves", 100, nerves},
		{"nerves2", 100, nerves2},
		{"deck", 100, deck},
		{"dicecards", 100, diceCards},
		{"three", 100, three},
		{"far", 50, far},
	}
}

// writeDuel writes a duel's whole record — every event's table talk and
// JSON, the outcome, and each man's body: his patient's log, wounds and
// penalties — to h.
func writeDuel(h hash.Hash, seed uint64, f *gunfight.Fight, o gunfight.Outcome) {
	fmt.Fprintf(h, "seed %d\n", seed)
	for _, e := range f.Events() {
		b, err := json.Marshal(e)
		if err != nil {
			panic(err)
		}
		fmt.Fprintf(h, "%s\n%s\n", e.String(), b)
	}
	fmt.Fprintf(h, "%+v\n", o)
	for i := range o.Men {
		p := f.Patient(i)
		for _, e := range p.Log() {
			b, err := json.Marshal(e)
			if err != nil {
				panic(err)
			}
			fmt.Fprintf(h, "%s\n%s\n", e.String(), b)
		}
		b, err := json.Marshal(p.Wounds())
		if err != nil {
			panic(err)
		}
		fmt.Fprintf(h, "%s\n%+v\n", b, p.Penalties())
	}
}

// TestGolden pins the full event log (String and JSON of every event), the
// Outcome and the bodies (package wounds) of seeded duels of each golden
// setup: any change in the dice
// drawn, the events or the outcomes changes a hash. Every tenth duel is
// also played on a fresh Fight and must match the reused runner's.
// Regenerate with `go test ./gunfight -run TestGolden -update` only for an
// intended change of the rules.
func TestGolden(t *testing.T) {
	var got strings.Builder
	for _, g := range goldenSetups() {
		r, err := gunfight.NewRunner(g.s)
		if err != nil {
			t.Fatalf("%s: %v", g.name, err)
		}
		h := sha256.New()
		events, shots := 0, 0
		for seed := range uint64(g.duels) {
			o, err := r.Run(seed)
			if err != nil {
				// a built-in tactic's impossible action is behaviour too
				fmt.Fprintf(h, "error %v\n", err)
			}
			events += len(r.Fight().Events())
			for _, m := range o.Men {
				shots += m.Shots
			}
			if err != nil {
				o = r.Fight().Outcome()
			}
			writeDuel(h, seed, r.Fight(), o)
			if seed%10 == 0 {
				a, b := sha256.New(), sha256.New()
				writeDuel(a, seed, r.Fight(), o)
				f, err := gunfight.NewFight(g.s, dice.NewSource(seed))
				if err != nil {
					t.Fatal(err)
				}
				fo, ferr := f.Run()
				if (err == nil) != (ferr == nil) {
					t.Errorf("%s seed %d: the runner says %v, a fresh fight %v", g.name, seed, err, ferr)
				}
				if ferr != nil {
					fo = f.Outcome()
				}
				writeDuel(b, seed, f, fo)
				if !bytesEqual(a.Sum(nil), b.Sum(nil)) {
					t.Errorf("%s seed %d: a fresh fight differs from the reused runner's", g.name, seed)
				}
			}
		}
		fmt.Fprintf(&got, "%s %d duels %d events %d shots %s\n", g.name, g.duels, events, shots, hex.EncodeToString(h.Sum(nil)))
	}
	// the readable log of the first standard duels
	r, err := gunfight.NewRunner(gunfight.StandardDuel())
	if err != nil {
		t.Fatal(err)
	}
	for seed := range uint64(3) {
		o, err := r.Run(seed)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&got, "\nstandard duel, seed %d:\n", seed)
		for _, e := range r.Fight().Events() {
			fmt.Fprintf(&got, "%s\n", e)
		}
		fmt.Fprintf(&got, "%+v\n", o)
	}

	path := filepath.Join("testdata", "golden.txt")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got.String() != string(want) {
		gl, wl := lines(got.String()), lines(string(want))
		for i := range max(len(gl), len(wl)) {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Errorf("testdata/golden.txt line %d:\n got %s\nwant %s", i+1, g, w)
			}
		}
	}
}

func lines(s string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(s))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		out = append(out, sc.Text())
	}
	return out
}

func bytesEqual(a, b []byte) bool { return string(a) == string(b) }

// TestBuiltinTacticsStayLegal: whatever happens to him — wounds that stop
// him running (WO-4), a hand already full (GU-3) — a built-in tactic never
// declares an action the engine refuses, so no study stops on its error.
func TestBuiltinTacticsStayLegal(t *testing.T) {
	// A derringer drawn in the off hand, a Colt holstered for the off hand:
	// once the derringer is empty, the Colt cannot be drawn.
	hands := gunfight.StandardDuel()
	for i := range hands.Shooters {
		hands.Shooters[i].Weapons = []gunfight.Carried{
			{Weapon: "Derringer", Loaded: 1, Drawn: true, OffHand: true},
			{Weapon: "Colt Peacemaker", Loaded: 6, OffHand: true},
		}
	}
	setups := goldenSetups()
	setups = append(setups, struct {
		name  string
		duels int
		s     gunfight.Setup
	}{"hands", 300, hands})
	for _, g := range setups {
		for i := range uint64(300) {
			f, err := gunfight.NewFight(g.s, dice.NewSource(dice.StudySeed(7, i)))
			if err != nil {
				t.Fatalf("%s: %v", g.name, err)
			}
			if _, err := f.Run(); err != nil {
				t.Fatalf("%s, seed %d: %v", g.name, i, err)
			}
		}
	}
}
