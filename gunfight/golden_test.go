package gunfight_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

var update = flag.Bool("update", false, "rewrite the golden table (golden_table_test.go)")

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
	tactics.Shooters[0].Decider, tactics.Shooters[1].Decider = gunfight.DeliberateAimer, gunfight.Fanner
	tactics.Shooters[0].Weapons[0].Pocket, tactics.Shooters[1].Weapons[0].Loop = 6, 6

	rifle := std()
	rifle.Distance = 60
	rifle.Shooters[0].Decider = gunfight.HipShooter
	rifle.Shooters[0].Weapons = []gunfight.Carried{{Weapon: "Colt Navy", Loaded: 6, Cylinders: 1}, {Weapon: "Derringer", Loaded: 2}}
	rifle.Shooters[1].Decider = gunfight.CarefulRifleman
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
	third.Decider = gunfight.CarefulRifleman
	three.Shooters = append(three.Shooters, third)
	three.Light = "moonlight"

	far := std()
	far.Distance = 320
	far.Shooters[1].Weapons = []gunfight.Carried{{Weapon: "Sharps", Loaded: 1, Pocket: 5}}
	far.Shooters[1].Decider = gunfight.CarefulRifleman

	return []struct {
		name  string
		duels int
		s     gunfight.Setup
	}{
		{"standard", 100, std()},
		{"tactics", 40, tactics},
		{"hip-rifle", 40, rifle},
		{"talents", 40, talents},
		{"nerves", 40, nerves},
		{"nerves2", 40, nerves2},
		{"deck", 40, deck},
		{"dicecards", 40, diceCards},
		{"three", 40, three},
		{"far", 30, far},
	}
}

// told is the table talk of a duel's events.
func told(evs []gunfight.Event) []string {
	out := make([]string, len(evs))
	for k, e := range evs {
		out[k] = e.String()
	}
	return out
}

// goldenDuel is one line of the golden table: a seeded duel of a golden
// setup, its outcome in words and its events as digest tokens (see
// eventTokens).
type goldenDuel struct {
	setup   string
	seed    uint64
	outcome string
	events  string
}

// outcomeWords says how a duel ended: "38 left standing: Hickok standing
// 13/22 4/2, Tutt down -4/22 5/1" — the count, the reason, and each man's
// status, hit points and shots/hits.
func outcomeWords(o gunfight.Outcome, err error) string {
	var b strings.Builder
	if err != nil {
		fmt.Fprintf(&b, "error %v; ", err)
	}
	fmt.Fprintf(&b, "%d %s:", o.Ended, o.Reason)
	for k, m := range o.Results {
		if k > 0 {
			b.WriteString(",")
		}
		fmt.Fprintf(&b, " %s %s %d/%d %d/%d", m.Name, m.Status, m.HP, m.MaxHP, m.Shots, m.Hits)
	}
	return b.String()
}

// tokenCodes are the digest's letters for each kind of event.
var tokenCodes = map[gunfight.EventKind]string{
	gunfight.Initiative: "I", gunfight.Drew: "D", gunfight.HeldFire: "h", gunfight.Shot: "S",
	gunfight.Hit: "H", gunfight.KnockedOut: "K", gunfight.FellDown: "F", gunfight.Died: "X",
	gunfight.Nerve: "N", gunfight.InCover: "C", gunfight.Fleeing: "R", gunfight.FledFight: "G",
	gunfight.LeftFight: "L", gunfight.Reloaded: "r", gunfight.Moved: "M", gunfight.StoodUp: "U",
	gunfight.Waited: "W", gunfight.Idle: "i", gunfight.Struck: "B", gunfight.Grabbed: "g",
	gunfight.Wrestled: "w", gunfight.GunFired: "f", gunfight.Delayed: "d", gunfight.Ended: "E",
	gunfight.Dropped: "P", gunfight.Bled: "b", gunfight.Dodged: "o", gunfight.StrayHit: "s",
}

// eventTokens digests each event as one token: its count, a letter for its
// kind (tokenCodes), the man's index in the setup, and its number after
// "=" — an initiative's or shot's or blow's total, a wound's hit points and
// location, a nerve's reaction, a contested gun's d6: "42S0=18" is man 0's
// shot at count 42 totalling 18, "42H1=9chest" the 9-point wound it gave.
func eventTokens(s gunfight.Setup, evs []gunfight.Event) []string {
	who := func(name string) string {
		for k := range s.Shooters {
			if s.Shooters[k].Name == name {
				return strconv.Itoa(k)
			}
		}
		return ""
	}
	out := make([]string, 0, len(evs))
	for _, e := range evs {
		t := strconv.Itoa(int(e.When)) + tokenCodes[e.Kind] + who(e.Who)
		switch e.Kind {
		case gunfight.Initiative, gunfight.Shot, gunfight.Struck, gunfight.Grabbed, gunfight.Wrestled:
			t += "=" + strconv.Itoa(int(e.Total))
		case gunfight.Hit:
			t += "=" + strconv.Itoa(int(e.Amount)) + strings.ReplaceAll(e.Wound.Location.String(), " ", "")
		case gunfight.Nerve:
			t += "=" + strconv.Itoa(int(e.Nerve.Reaction.Must))
		case gunfight.GunFired:
			t += "=" + strconv.Itoa(int(e.Die))
		}
		out = append(out, t)
	}
	return out
}

// playGolden plays every golden duel. Every tenth duel is also played on a
// fresh Fight and must match the reused runner's.
func playGolden(t *testing.T) []goldenDuel {
	var out []goldenDuel
	for _, g := range goldenSetups() {
		r, err := gunfight.NewRunner(g.s)
		if err != nil {
			t.Fatalf("%s: %v", g.name, err)
		}
		r.KeepLog(true) // the events are pinned too
		for seed := range uint64(g.duels) {
			o, err := r.Run(seed)
			if err != nil {
				o = r.Fight().Outcome() // a built-in tactic's impossible action is behaviour too
			}
			d := goldenDuel{setup: g.name, seed: seed, outcome: outcomeWords(o, err),
				events: strings.Join(eventTokens(g.s, r.Fight().Events()), " ")}
			talk := told(r.Fight().Events())
			out = append(out, d)
			if seed%10 != 0 {
				continue
			}
			f, err := gunfight.NewFight(g.s, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			fo, ferr := f.Run()
			if ferr != nil {
				fo = f.Outcome()
			}
			if outcomeWords(fo, ferr) != d.outcome || !slices.Equal(told(f.Events()), talk) {
				t.Errorf("%s seed %d: a fresh fight differs from the reused runner's", g.name, seed)
			}
		}
	}
	return out
}

// TestGolden pins seeded duels of each golden setup (goldenTable): each
// one's outcome in words and its events as digest tokens, values a failing
// diff shows. A failure names the duel and the first event that differs. Regenerate with `go test ./gunfight -run TestGolden -update`
// (which rewrites golden_table_test.go) only for an intended change of the
// rules, after reading a sample of the changed duels against them.
func TestGolden(t *testing.T) {
	got := playGolden(t)
	if *update {
		writeGoldenTable(t, got)
		return
	}
	if len(got) != len(goldenTable) {
		t.Fatalf("%d golden duels, the table has %d (run with -update)", len(got), len(goldenTable))
	}
	bad := 0
	for k, g := range got {
		w := goldenTable[k]
		if g == w {
			continue
		}
		bad++
		if bad > 10 {
			continue
		}
		name := fmt.Sprintf("%s seed %d", g.setup, g.seed)
		if g.outcome != w.outcome {
			t.Errorf("%s: the outcome\n got %s\nwant %s", name, g.outcome, w.outcome)
		}
		ge, we := strings.Fields(g.events), strings.Fields(w.events)
		for i := range max(len(ge), len(we)) {
			var a, b string
			if i < len(ge) {
				a = ge[i]
			}
			if i < len(we) {
				b = we[i]
			}
			if a != b {
				t.Errorf("%s: event %d is %q, want %q", name, i, a, b)
				break
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d golden duels differ", bad, len(got))
	}
}

// writeGoldenTable rewrites golden_table_test.go with the duels played.
func writeGoldenTable(t *testing.T, duels []goldenDuel) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go test ./gunfight -run TestGolden -update; DO NOT EDIT.\n\n")
	b.WriteString("package gunfight_test\n\n")
	b.WriteString("// goldenTable is what TestGolden pins: per golden duel, its outcome and its\n")
	b.WriteString("// events as digest tokens (eventTokens).\n")
	b.WriteString("var goldenTable = []goldenDuel{\n")
	for _, d := range duels {
		fmt.Fprintf(&b, "\t{%q, %d, %q,\n\t\t%q},\n", d.setup, d.seed, d.outcome, d.events)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("golden_table_test.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
}

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
