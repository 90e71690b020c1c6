package chase

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/deadmanshand/aces/wounds"
)

// FuzzParseHands parses heights of at most 16 bytes: a height is at most
// " 100.3 " with a little space around it, and a long input (its quoting in
// the error message makes new coverage) costs the fuzzer seconds to
// minimise for each one it finds.
func FuzzParseHands(f *testing.F) {
	for _, s := range []string{"15.2", "14", "15,1", "16.3", "15.4", "", "1000", "-1", "0.1", "x", " 15.2\t"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 16 {
			return
		}
		h, err := parseHands(s)
		if err != nil {
			if !errors.Is(err, ErrHorse) {
				t.Fatalf("error %v is no ErrHorse", err)
			}
			return
		}
		if h < 1 || h > maxHands {
			t.Fatalf("ParseHands(%q) = %d, out of range", s, h)
		}
		if back, err := parseHands(h.String()); err != nil || back != h {
			t.Fatalf("%q → %d → %q → %d, %v", s, h, h.String(), back, err)
		}
	})
}

func FuzzLoadHorseRules(f *testing.F) {
	// Small seeds: a large one (the whole default table) makes the fuzzer
	// spend its time minimising it. The default table's rows are covered
	// one at a time.
	def := DefaultHorseRules()
	for _, b := range []int{0, 5} {
		small := HorseRules{Breeds: def.Breeds[b : b+1], Vices: def.Vices[:2], ViceOdds: []int{3, 1, 1}, HP: def.HP, Floor: def.Floor}
		data, err := json.Marshal(small)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"breeds":[{"name":"Pony","size":{"height":["11","12.2"],"weight":[400,500]},"mods":{"agility":2}}],"vices":[],"viceOdds":[1],"hp":{"attributes":["strength"]},"floor":1}`))
	f.Add([]byte(`{"breeds":[],"viceOdds":[0]}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		hr, err := LoadHorseRules(data)
		if err != nil {
			if !errors.Is(err, ErrTable) {
				t.Fatalf("error %v is no ErrTable", err)
			}
			return
		}
		// One horse of each breed, its sex from the input.
		src := dice.NewSource(uint64(len(data)))
		for i, b := range hr.Breeds {
			s := sexes[int(data[i%len(data)])%len(sexes)]
			h, err := RollHorse(src, HorseSpec{Name: "F", Breed: b.Name, Sex: s}, hr)
			if err != nil {
				t.Fatal(err)
			}
			if err := h.validate(); err != nil && !errors.Is(err, ErrHorse) {
				t.Fatal(err)
			}
		}
		tabletest.Reloads(t, hr, LoadHorseRules)
	})
}

func FuzzTables(f *testing.F) {
	for _, v := range []any{DefaultCourse(), DefaultSpeedTable()} {
		data, err := json.Marshal(v)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`[{"name":"Swamp","hazards":["Joker","A","10","queen"],"riding":-20}]`))
	f.Add([]byte(`[{"from":1,"to":5,"terrain":{"name":"Mud","hazards":["3"]}}]`))
	f.Add([]byte(`{"opening":1,"phases":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		if c, err := LoadCourse(data); err == nil {
			tabletest.Reloads(t, c, LoadCourse)
			rc, err := NewRace(RaceSetup{Riders: []Rider{rider("F", 50, calm())}, Course: c}, dice.NewSource(1))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := runWith(&rc.engine, AllOut{}); err != nil {
				t.Fatal(err)
			}
		} else if !errors.Is(err, ErrTable) {
			t.Fatalf("course: error %v is no ErrTable", err)
		}
		if st, err := LoadSpeedTable(data); err == nil {
			tabletest.Reloads(t, st, LoadSpeedTable)
			if _, err := New(Setup{Pursued: rider("A", 50, calm()), Pursuers: []Rider{rider("B", 50, calm())}, Speed: &st}, dice.NewSource(1)); err != nil {
				t.Fatal(err)
			}
		} else if !errors.Is(err, ErrTable) {
			t.Fatalf("speed: error %v is no ErrTable", err)
		}
	})
}

func FuzzHorseJSON(f *testing.F) {
	h := plainHorse(9)
	h.Vices = []string{"biting"}
	data, _ := json.Marshal(h)
	f.Add(data)
	f.Add([]byte(`{"name":"X","breed":"Mustang","height":"14.5"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := LoadHorse(data)
		if err != nil {
			if !errors.Is(err, ErrHorse) {
				t.Fatalf("error %v is no ErrHorse", err)
			}
			return
		}
		if err := h.validate(); err != nil {
			t.Fatalf("a loaded sheet is invalid: %v", err)
		}
		tabletest.Reloads(t, h, LoadHorse)
		_ = h.String()
	})
}

// fuzzSaves is the fuzzseed Set of three saves — a chase of two plain
// horses two turns in, a chase of rolled horses in the badlands five turns
// in, and a race one turn in, waiting for two people, one of whom has bet
// — with seed inputs that edit each: a bet, a strategy, a horse, the
// terrain, the point reached.
func fuzzSaves(f *testing.F) *fuzzseed.Set {
	tiny, err := New(Setup{Pursued: rider("A", 50, calm()), Pursuers: []Rider{rider("B", 50, calm())}}, dice.NewSource(1))
	if err != nil {
		f.Fatal(err)
	}
	rolled, _ := seededChase(f, 5)
	for range 2 {
		_ = playTurn(&tiny.engine, Canny{}, Canny{})
	}
	for range 5 {
		_ = playTurn(&rolled.engine, chaseStrats...)
	}
	rc, err := NewRace(RaceSetup{Riders: []Rider{rider("A", 50, calm()), rider("B", 40, plainHorse(9))}}, dice.NewSource(1))
	if err != nil {
		f.Fatal(err)
	}
	_ = playTurn(&rc.engine, AllOut{}, AllOut{})
	// The race waits for its first rider, a person, whose bet is made.
	_ = rc.SetDecider(0, nil)
	_ = rc.SetDecider(1, nil)
	if err := rc.Decide(0, Bet{Red: 2}); err != nil {
		f.Fatal(err)
	}
	var docs [][]byte
	for _, v := range []any{tiny, rolled, rc} {
		data, err := json.Marshal(v)
		if err != nil {
			f.Fatal(err)
		}
		docs = append(docs, data)
	}
	set, err := fuzzseed.New(docs...)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 0, Old: `"red 4, recover red"`, Text: `"red 40, recover red"`}, {Doc: 0, Old: `50`, Text: `-1`}, {Doc: 0, Old: `0`, Text: `100001`},
		{Doc: 0, Old: `"canny"`, Text: `"person"`}, {Doc: 0, Old: `1`, Text: `3`}, {Doc: 0, Old: `"red 2, recover red"`, Text: `"give up"`},
		{Doc: 1, Old: `"Mustang"`, Text: `"Shire"`}, {Doc: 1, Old: `"somewhat"`, Text: `"well"`}, {Doc: 1, Old: `"Badlands"`, Text: `"Open"`},
		{Doc: 2, Old: `"Plains"`, Text: `"Swamp"`}, {Doc: 2, Old: `"red 2"`, Text: `"red 99"`}, {Doc: 2, Old: `"person"`, Text: `"canny"`},
		{Doc: 2, Old: `"A"`, Text: `"b"`},
	})
	return set
}

// FuzzChaseJSON resumes real saves of chases and a race with one span of
// them (a value, a member, or the whole save) replaced by the fuzzer's
// bytes, so that its inputs stay a few bytes long, as a chase and as a
// race: whatever resumes saves the same save again, plays five turns and
// saves a journal that resumes.
func FuzzChaseJSON(f *testing.F) {
	set := fuzzSaves(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		data := set.Edit(in)
		c, err := Resume(data)
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("chase: error %v is no ErrState", err)
			}
		} else {
			resaved(t, c, func(b []byte) (json.Marshaler, error) { return Resume(b) })
			strats := make([]Strategy, len(c.State().Riders))
			for i := range strats {
				strats[i] = Canny{}
			}
			for range 5 {
				if err := playTurn(&c.engine, strats...); err != nil && !errors.Is(err, ErrOver) {
					t.Fatal(err)
				}
			}
			again, err := json.Marshal(c)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := Resume(again); err != nil {
				t.Fatalf("chase: %s loads, but its save %s does not: %v", data, again, err)
			}
		}
		rc, err := ResumeRace(data)
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("race: error %v is no ErrState", err)
			}
			return
		}
		resaved(t, rc, func(b []byte) (json.Marshaler, error) { return ResumeRace(b) })
		strats := make([]Strategy, len(rc.State().Riders))
		for i := range strats {
			strats[i] = AllOut{}
		}
		for range 5 {
			if err := playTurn(&rc.engine, strats...); err != nil && !errors.Is(err, ErrOver) {
				t.Fatal(err)
			}
		}
		again, err := json.Marshal(rc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ResumeRace(again); err != nil {
			t.Fatalf("race: %s loads, but its save %s does not: %v", data, again, err)
		}
	})
}

// resaved checks that a resumed chase or race saves a journal that
// resumes into one that saves it again.
func resaved(t *testing.T, e json.Marshaler, resume func([]byte) (json.Marshaler, error)) {
	t.Helper()
	data, err := e.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	again, err := resume(data)
	if err != nil {
		t.Fatalf("its own save does not resume: %v\n%s", err, data)
	}
	if b, _ := again.MarshalJSON(); !bytes.Equal(b, data) {
		t.Fatalf("resumed again, it saves\n%s\nnot\n%s", b, data)
	}
}

// sentinel reports whether err wraps one of the package's sentinels.
func sentinel(err error) bool {
	for _, s := range []error{ErrSetup, ErrHorse, ErrTable, ErrStrategy, ErrState, ErrRand} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

// playSome plays up to 5 turns of a chase or race with the built-in
// strategy, then saves it and loads it again. Few turns keep each input
// cheap, so that the fuzzer explores setups rather than play.
func playSome(t *testing.T, turn func() error, over func() bool, save func() ([]byte, error), load func([]byte) error) {
	t.Helper()
	for range 5 {
		if over() {
			break
		}
		if err := turn(); err != nil {
			t.Fatal(err)
		}
	}
	data, err := save()
	if err != nil {
		t.Fatal(err)
	}
	if err := load(data); err != nil {
		t.Fatalf("its own save does not load: %v\n%s", err, data)
	}
}

// bruised returns r with a condition: a brawling wound of 5 of his 24 hit
// points (WOD-7).
func bruised(f *testing.F, r Rider) Rider {
	r.Condition = encountertest.Bruised(f, 24, 5, wounds.Hour)
	return r
}

// FuzzNew builds chases of real setups with one span of them (a value, a
// member, or the whole setup) replaced by the fuzzer's bytes, so that its
// inputs stay a few bytes long: whatever New takes plays five turns and
// saves a journal that resumes; anything else is refused with a sentinel.
func FuzzNew(f *testing.F) {
	set, err := fuzzseed.Of(
		Setup{Pursued: rider("Bart", 45, calm()), Pursuers: []Rider{rider("Dill", 55, calm())}},
		Setup{Pursued: rider("Bart", 45, plainHorse(12)), Pursuers: []Rider{rider("Dill", 55, calm()), rider("Kid", 30, plainHorse(8))},
			Gap: 3, Terrain: Badlands, Weather: Rain, MaxTurns: 40},
		Setup{Pursued: repRider("Bart", 3), Pursuers: []Rider{repRider("Dill", 80)}, Gap: 12, Terrain: Mountains, Weather: HeavyRain},
		withDeciders(Setup{Pursued: rider("Bart", 45, calm()), Pursuers: []Rider{rider("Dill", 55, calm()), rider("Kid", 30, plainHorse(8))}},
			[]Strategy{Person, Patience{Strategy: Steady{Red: 4}, Gap: 9}, Canny{}}),
		Setup{Pursued: bruised(f, rider("Bart", 45, calm())), Pursuers: []Rider{rider("Dill", 55, calm())}, Turn: 25 * wounds.Second},
	)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 3, Old: `{"name":"canny"}`, Text: `{"name":"trot","version":"1"}`},
		{Doc: 3, Old: `{"name":"canny"}`, Text: `{"name":"steady","params":{"Red":-3}}`},
		{Doc: 3, Old: `{"strategy":{"name":"steady","params":{"Red":4}},"gap":9}`, Text: `{"gap":-1}`},
		{Doc: 1, Old: `"Badlands"`, Text: `""`},
		{Doc: 0, Old: `"Bart"`, Text: `"dill"`},
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		var s Setup
		data := set.Edit(in)
		if json.Unmarshal(data, &s) != nil {
			return
		}
		c, err := New(s, dice.NewSource(uint64(len(data))))
		if err != nil {
			if !sentinel(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		strats := make([]Strategy, len(c.State().Riders))
		for i := range strats {
			strats[i] = Canny{}
		}
		playSome(t, func() error { return playTurn(&c.engine, strats...) }, c.Over, c.MarshalJSON,
			func(b []byte) error { _, err := Resume(b); return err })
	})
}

// FuzzNewRace builds races of real setups edited as FuzzNew edits
// chases'.
func FuzzNewRace(f *testing.F) {
	set, err := fuzzseed.Of(
		RaceSetup{Riders: []Rider{rider("Kid", 45, calm())}},
		RaceSetup{Riders: []Rider{rider("Kid", 45, plainHorse(12)), repRider("Ned", 80), repRider("Sam", 2)}, MaxTurns: 25},
		RaceSetup{Riders: []Rider{rider("Kid", 45, calm()), rider("Ned", 60, plainHorse(9))}, Course: Course{{1, 8, Plains}, {9, 12, Desert}}},
		raceWithDeciders(RaceSetup{Riders: []Rider{rider("Kid", 45, calm()), rider("Ned", 60, plainHorse(9))}}, []Strategy{AllOut{}, Person}),
	)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 2, Old: `12`, Text: `60`},
		{Doc: 3, Old: `{"name":"person"}`, Text: `{"name":"all-out","params":{}}`},
	})
	f.Fuzz(func(t *testing.T, in []byte) {
		var s RaceSetup
		data := set.Edit(in)
		if json.Unmarshal(data, &s) != nil {
			return
		}
		rc, err := NewRace(s, dice.NewSource(uint64(len(data))))
		if err != nil {
			if !sentinel(err) {
				t.Fatalf("error %v wraps no sentinel", err)
			}
			return
		}
		strats := make([]Strategy, len(rc.State().Riders))
		for i := range strats {
			strats[i] = AllOut{}
		}
		playSome(t, func() error { return playTurn(&rc.engine, strats...) }, rc.Over, rc.MarshalJSON,
			func(b []byte) error { _, err := ResumeRace(b); return err })
	})
}
