package faction

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

var names = []string{"Jake", "Sarah", "Doc", "Kid", "Cole"}

// op is one thing a GM does with a ledger, drawn by rapid.
type op struct {
	Kind    int // 0 buzz, 1 award, 2 advance, 3 evaluate, 4 encounter, 5 who acts
	Who     int
	Faction int
	Chips   int
	Seen    int // witnesses
	Days    int
	Bonus   int
	Place   int
	Present []int
}

func drawOp(t *rapid.T, nf, nl int) op {
	return op{
		Kind:    rapid.IntRange(0, 5).Draw(t, "op"),
		Who:     rapid.IntRange(0, len(names)-1).Draw(t, "who"),
		Faction: rapid.IntRange(0, nf-1).Draw(t, "faction"),
		Chips:   rapid.IntRange(1, 30).Draw(t, "chips"),
		Seen:    rapid.IntRange(0, 2).Draw(t, "witnesses"),
		Days:    rapid.IntRange(0, 40).Draw(t, "days"),
		Bonus:   rapid.IntRange(-3, 6).Draw(t, "bonus"),
		Place:   rapid.IntRange(0, nl-1).Draw(t, "place"),
		Present: rapid.SliceOfNDistinct(rapid.IntRange(0, len(names)-1), 0, 3, rapid.ID[int]).Draw(t, "present"),
	}
}

// apply does op on l. It returns the events, and an error only when the
// ledger refused something it must accept.
func apply(l *Ledger, o op) ([]Event, error) {
	who := names[o.Who]
	_, in := l.find(who)
	f := l.town.Factions[o.Faction].ID
	switch o.Kind {
	case 0:
		evs, err := l.Buzz(Arrival{Character: who, Bonus: o.Bonus})
		if in && errors.Is(err, ErrCharacter) {
			return nil, nil
		}
		return evs, err
	case 1:
		d := Deed{Character: who, What: "did something", Witnesses: []string{"a", "b"}[:o.Seen]}
		ev, err := l.Award(d, f, o.Chips)
		switch {
		case !in && errors.Is(err, ErrCharacter), o.Seen == 0 && errors.Is(err, ErrPrivate):
			return nil, nil
		case err != nil:
			return nil, err
		case !in || o.Seen == 0:
			return nil, fmt.Errorf("award accepted: arrived %v, %d witnesses", in, o.Seen)
		}
		return []Event{ev}, nil
	case 2:
		return l.Advance(o.Days)
	case 3:
		return l.Evaluate(), nil
	case 4:
		var present []string
		for _, p := range o.Present {
			if _, ok := l.find(names[p]); ok {
				present = append(present, names[p])
			}
		}
		ev, err := l.Encounter(l.town.Locations[o.Place].Name, present...)
		return []Event{ev}, err
	default:
		if !in {
			who = ""
		}
		ev, err := l.WhoActs(f, who)
		return []Event{ev}, err
	}
}

// drawTown is the example town with decays drawn by rapid.
func drawTown(t *rapid.T) *Town {
	town := DefaultTown()
	decay := func(label string) Decay {
		return Decay{
			Every:        rapid.IntRange(1, 10).Draw(t, label+" every"),
			Chips:        rapid.IntRange(0, 5).Draw(t, label+" chips"),
			Floor:        rapid.IntRange(0, 8).Draw(t, label+" floor"),
			FloorPercent: rapid.IntRange(0, 100).Draw(t, label+" floor %"),
		}
	}
	town.Decay = decay("town")
	for i := range town.Factions {
		if rapid.Bool().Draw(t, "own decay") {
			d := decay(town.Factions[i].ID)
			town.Factions[i].Decay = &d
		} else {
			town.Factions[i].Decay = nil
		}
	}
	return town
}

func TestPropertyLedger(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Interest is never negative, decay never takes it below its floor,
		// and every interest equals the chips awarded less the chips decayed.
		town := drawTown(t)
		l, err := NewLedger(town, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		l.r = dicetest.NewRapid(t)
		nf := len(town.Factions)
		type key struct{ who, f string }
		awarded, decayed := map[key]int{}, map[key]int{}
		for range rapid.IntRange(1, 30).Draw(t, "ops") {
			o := drawOp(t, nf, len(town.Locations))
			evs, err := apply(l, o)
			if err != nil {
				t.Fatalf("%+v: %v", o, err)
			}
			for _, ev := range evs {
				k := key{ev.Character, ev.Faction}
				switch ev.Kind {
				case Buzzed, Awarded:
					awarded[k] += ev.Chips
				case Decayed:
					decayed[k] += ev.Chips
					fi, _ := l.town.factionIndex(ev.Faction)
					peak, _ := l.Peak(ev.Faction, ev.Character)
					if want := l.c.decay[fi].floorOf(peak); ev.Floor != want || ev.Interest < want || ev.Chips < 1 {
						t.Fatalf("%v: floor %d, want %d; interest %d", ev, ev.Floor, want, ev.Interest)
					}
				case Behaves:
					f, _ := l.town.Faction(ev.Faction)
					b, _ := f.StepAt(ev.Interest)
					if ev.Step != b.Step {
						t.Fatalf("%v: step %v, want %v", ev, ev.Step, b.Step)
					}
				}
			}
			for _, who := range l.Characters() {
				for fi := range nf {
					f := town.Factions[fi].ID
					n := interest(t, l, f, who)
					peak, _ := l.Peak(f, who)
					k := key{who, f}
					if n < 0 || n > peak || n != awarded[k]-decayed[k] {
						t.Fatalf("%s in %s: %d chips (peak %d), awarded %d, decayed %d", f, who, n, peak, awarded[k], decayed[k])
					}
				}
			}
		}
		sums := map[key]int{}
		for _, a := range l.Awards() {
			sums[key{a.Character, a.Faction}] += a.Chips
		}
		if diff := cmp.Diff(awarded, sums); diff != "" {
			t.Fatalf("the award records disagree with the events (-events +records):\n%s", diff)
		}
	})
}

func TestPropertyAdvanceSplit(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Advancing the clock in one jump ends in the same ledger as
		// advancing it in any number of smaller steps.
		seed := rapid.Uint64().Draw(t, "seed")
		town := drawTown(t)
		whole, err := NewLedger(town, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		split, _ := NewLedger(town, dice.NewSource(seed))
		for _, l := range []*Ledger{whole, split} {
			for i, who := range names[:3] {
				if _, err := l.Buzz(Arrival{Character: who, Bonus: 3 * i}); err != nil {
					t.Fatal(err)
				}
				if _, err := l.Advance(i); err != nil {
					t.Fatal(err)
				}
			}
		}
		steps := rapid.SliceOfN(rapid.IntRange(0, 15), 1, 8).Draw(t, "steps")
		total := 0
		var lost int
		for _, d := range steps {
			total += d
			evs, err := split.Advance(d)
			if err != nil {
				t.Fatal(err)
			}
			for _, ev := range evs {
				lost += ev.Chips
			}
		}
		evs, err := whole.Advance(total)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			lost -= ev.Chips
		}
		if lost != 0 {
			t.Fatalf("the steps lost %d chips more than the jump", lost)
		}
		a, _ := json.Marshal(whole)
		b, _ := json.Marshal(split)
		if string(a) != string(b) {
			t.Fatalf("jump and steps differ:\n%s\n%s", a, b)
		}
	})
}

func TestPropertyResume(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// A ledger saved at any point and resumed plays on exactly as one
		// that never stopped, and the same seed always plays the same town.
		seed := rapid.Uint64().Draw(t, "seed")
		town := drawTown(t)
		var ops []op
		for range rapid.IntRange(1, 25).Draw(t, "ops") {
			ops = append(ops, drawOp(t, len(town.Factions), len(town.Locations)))
		}
		stop := rapid.IntRange(0, len(ops)).Draw(t, "stop")
		playOps := func(l *Ledger, ops []op) []string {
			var out []string
			for _, o := range ops {
				evs, err := apply(l, o)
				if err != nil {
					t.Fatalf("%+v: %v", o, err)
				}
				for _, ev := range evs {
					out = append(out, ev.String())
				}
			}
			return out
		}
		whole, err := NewLedger(town, dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		want := playOps(whole, ops)
		part, _ := NewLedger(town, dice.NewSource(seed))
		got := playOps(part, ops[:stop])
		data, err := json.Marshal(part)
		if err != nil {
			t.Fatal(err)
		}
		var resumed Ledger
		if err := json.Unmarshal(data, &resumed); err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		got = append(got, playOps(&resumed, ops[stop:])...)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("stop %d (-whole +resumed):\n%s", stop, diff)
		}
		a, _ := json.Marshal(whole)
		b, _ := json.Marshal(&resumed)
		if string(a) != string(b) {
			t.Fatalf("final states differ:\n%s\n%s", a, b)
		}
	})
}
