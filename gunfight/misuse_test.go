package gunfight_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// TestStudyBounds: duel numbers are limited to [0, 2^63); a study reaching
// beyond, or with From after To, is an error wrapping ErrStats.
func TestStudyBounds(t *testing.T) {
	ctx := context.Background()
	s := gunfight.StandardDuel()
	for _, st := range []gunfight.Study{
		{To: math.MaxUint64},
		{From: 1 << 63, To: 1<<63 + 1},
		{From: 10, To: 5},
		{From: math.MaxUint64},
	} {
		if _, err := gunfight.Simulate(ctx, s, st); !errors.Is(err, gunfight.ErrStats) {
			t.Errorf("From %d, To %d: %v, want ErrStats", st.From, st.To, err)
		}
	}
	st, err := gunfight.Simulate(ctx, s, gunfight.Study{From: gunfight.MaxStudied - 3, To: gunfight.MaxStudied, Workers: 1})
	if err != nil || st.Duels != 3 {
		t.Fatalf("the last three duels: %v, %v", st, err)
	}
	if st, err := gunfight.Simulate(ctx, s, gunfight.Study{From: gunfight.MaxStudied - 3, Workers: 1}); err != nil || st.Duels != 3 {
		t.Errorf("the default size cut at MaxStudied: %v, %v", st, err)
	}
}

// TestMisuse: misuse of the API is an error, or the zero value, never a
// panic.
func TestMisuse(t *testing.T) {
	f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gunfight.NewFight(gunfight.StandardDuel(), nil); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("NewFight without dice: %v", err)
	}
	if f.Patient(99) != nil || f.Patient(-1) != nil || f.Patient(1) == nil {
		t.Errorf("Patient(99), Patient(-1), Patient(1): %v, %v, %v", f.Patient(99), f.Patient(-1), f.Patient(1))
	}
	if err := gunfight.DrawFight(&bytes.Buffer{}, nil); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("DrawFight(w, nil): %v", err)
	}
	if err := gunfight.DrawFight(nil, f); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("DrawFight(nil, f): %v", err)
	}
	var zero gunfight.Stats
	if r := zero.WinRate(0); r != (gunfight.Rate{}) {
		t.Errorf("zero Stats' WinRate(0) = %v", r)
	}
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{To: 10, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r := st.WinRate(-1); r != (gunfight.Rate{}) {
		t.Errorf("WinRate(-1) = %v", r)
	}
	if r := st.WinRate(2); r != (gunfight.Rate{}) {
		t.Errorf("WinRate(2) of a duel = %v", r)
	}
	if err := st.Merge(nil); !errors.Is(err, gunfight.ErrStats) || st.Duels != 10 {
		t.Errorf("Merge(nil): %v, %d duels", err, st.Duels)
	}
	if err := zero.Merge(st); !errors.Is(err, gunfight.ErrStats) {
		t.Errorf("zero Stats' Merge: %v", err)
	}
	_ = zero.String()
}

// TestErrorText: an error names each sentinel once, says what was wrong
// (listing the valid names when a name was wrong), and errors.Is finds
// every sentinel it wraps.
func TestErrorText(t *testing.T) {
	tactic := gunfight.StandardDuel() // a setup read from JSON that names a tactic nobody gives
	if err := json.Unmarshal([]byte(`{"name":"Hickok","weapons":[{"weapon":"Colt Peacemaker","loaded":6}],"decider":{"name":"gunslinger"}}`), &tactic.Shooters[0]); err != nil {
		t.Fatal(err)
	}
	weapon := gunfight.StandardDuel()
	weapon.Shooters[1].Weapons[0].Weapon = "Colt Lightning"
	rounds := gunfight.StandardDuel()
	rounds.Shooters[1].Weapons[0].Loaded = 7
	one := gunfight.StandardDuel()
	one.Shooters = one.Shooters[:1]
	table := gunfight.StandardDuel()
	table.Rules = gunfight.DefaultRules()
	table.Rules.Weapons[3].Name = ""
	for _, c := range []struct {
		name  string
		s     gunfight.Setup
		is    []error
		wants []string
	}{
		{"an unknown tactic", tactic, []error{gunfight.ErrSetup}, []string{"shooter 0 (Hickok): unknown decider: \"gunslinger\"", "quick-draw"}},
		{"an unknown weapon", weapon, []error{gunfight.ErrSetup, gunfight.ErrWeapon}, []string{"shooter 1 (Tutt) weapon 0: unknown weapon \"Colt Lightning\"", "Colt Peacemaker"}},
		{"too many rounds", rounds, []error{gunfight.ErrSetup, gunfight.ErrWeapon}, []string{"7 rounds loaded, it holds 6"}},
		{"one shooter", one, []error{gunfight.ErrSetup}, []string{"1 shooter, want 2..16"}},
		{"a bad table", table, []error{gunfight.ErrSetup, gunfight.ErrTable}, []string{"the rules: weapons row 4 name: empty name"}},
	} {
		_, err := gunfight.NewFight(c.s, dice.NewSource(1))
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		msg := err.Error()
		for _, s := range c.is {
			if !errors.Is(err, s) {
				t.Errorf("%s: %q is not %v", c.name, msg, s)
			}
		}
		for _, w := range c.wants {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q does not say %q", c.name, msg, w)
			}
		}
		if strings.Count(msg, "gunfight:") != 1 {
			t.Errorf("%s: %q names the package more than once", c.name, msg)
		}
	}

	save, err := json.Marshal(func() *gunfight.Fight {
		f, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
		return f
	}())
	if err != nil {
		t.Fatal(err)
	}
	bad := bytes.Replace(save, []byte(`"quick-draw"`), []byte(`"gunslinger"`), 1)
	_, err = gunfight.Resume(bad)
	if !errors.Is(err, gunfight.ErrState) || !errors.Is(err, gunfight.ErrSetup) || strings.Count(err.Error(), "gunfight:") != 1 {
		t.Errorf("a save with an unknown tactic: %v", err)
	}

	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{To: 3, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	st.EndHist[gunfight.EndSeconds] = 1000
	if s := st.String(); !strings.Contains(s, " 60 s or more:1000") {
		t.Errorf("the histogram's last slot:\n%s", s)
	}
}

// TestFarApart: men set up farther apart than one move walks in by
// several moves and fight.
func TestFarApart(t *testing.T) {
	s := gunfight.StandardDuel()
	s.Distance = 2500
	s.Limit = gunfight.MaxLimit(2)
	f, err := gunfight.NewFight(s, dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	o, err := f.Run()
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	for _, e := range f.Events() {
		if e.Kind == gunfight.Moved {
			moves++
		}
	}
	if moves < 4 {
		t.Errorf("%d moves to cross 2,500 ft, want at least 4 (two each); outcome %+v", moves, o)
	}
}

// TestStatsJSON: Stats that a study cannot give are refused with ErrStats.
func TestStatsJSON(t *testing.T) {
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{To: 5, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	good, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	var back gunfight.Stats
	if err := json.Unmarshal(good, &back); err != nil {
		t.Fatalf("a study's own stats: %v", err)
	}
	for name, edit := range map[string]func(m map[string]any){
		"an unknown field":           func(m map[string]any) { m["zz"] = 1 },
		"ranges beyond 2^63":         func(m map[string]any) { m["ranges"] = []any{[]any{uint64(1 << 63), uint64(1<<63 + 5)}} },
		"a negative count":           func(m map[string]any) { m["fled"] = []any{-1, 1} },
		"more wins than duels":       func(m map[string]any) { m["wins"] = []any{6, 0} },
		"more no-winners than duels": func(m map[string]any) { m["noWinner"] = 6 },
		"an end histogram off":       func(m map[string]any) { h := m["endHist"].([]any); h[0] = h[0].(float64) + 1 },
	} {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		b, _ := json.Marshal(m)
		var s gunfight.Stats
		if err := json.Unmarshal(b, &s); !errors.Is(err, gunfight.ErrStats) {
			t.Errorf("%s: %v, want ErrStats", name, err)
		}
	}
}

// TestViewFields: the View a tactic is handed holds what he can see, each
// number as the standard duel gives it at its start: Hickok (man 0, Wis
// 12) sees both men — himself first, Tutt 30 ft away, an opponent in the
// fight, who has declared his draw already (Wis 10: he declares first,
// GU-2) — his 22 of 22 hit points, his holstered Colt loaded with
// six — a pistol reaching to the last band of the pistol range table,
// 250 ft (DefaultRanges) — and nobody's grip.
func TestViewFields(t *testing.T) {
	t.Run("GU-2 Hickok sees himself, Tutt 30 ft away having declared his draw, his Colt reaching 250 ft", func(t *testing.T) {
		var got *gunfight.View
		probe := gunfight.TacticFunc{Label: "probe", Func: func(v *gunfight.View) gunfight.Action {
			if got == nil {
				c := *v
				c.Men, c.Weapons = slices.Clone(v.Men), slices.Clone(v.Weapons)
				got = &c
			}
			return gunfight.Action{Kind: gunfight.Done}
		}}
		s := gunfight.StandardDuel()
		s.Shooters[0].Decider = probe
		f, err := gunfight.NewFight(s, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		switch v := got; {
		case v == nil:
			t.Fatal("the tactic was never asked")
		case v.Me() != 0 || v.Now != 0 || v.HP != 22 || v.MaxHP != 22 || !v.FreeHand || v.Nearest != 1 || v.Gripping != -1 || v.GrippedBy != -1 || v.Holders != 0:
			t.Errorf("Hickok's view: %+v", v)
		case len(v.Men) != 2 || v.Men[0].Name != "Hickok" || v.Men[0].Opponent || v.Men[1].Name != "Tutt" || !v.Men[1].Opponent ||
			v.Men[1].Distance != 30 || v.Men[1].Status != gunfight.InFight || v.Men[1].Doing.String() != "draw 0" || v.Men[1].Armed:
			t.Errorf("the men: %+v", v.Men)
		case len(v.Weapons) != 1 || v.Weapons[0].Weapon.Name != "Colt Peacemaker" || v.Weapons[0].Drawn || v.Weapons[0].Loaded != 6 ||
			v.Weapons[0].Range != 250 || !v.Weapons[0].OtherHandFree || v.Weapons[0].AimedAt != -1:
			t.Errorf("the weapons: %+v", v.Weapons)
		}
	})
}
