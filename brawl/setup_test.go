package brawl

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
)

// TestStandardBrawl: the standard brawl is Jake (Aggressive) against Bill
// (Cautious), a fresh copy each call. Their chips (BR-1): Jake 2 × Str 13
// = 26 red, Int 10 + Dex 12 = 22 blue, Wis 11 + Con 9 = 20 white; Bill 2 ×
// 12 = 24 red, 9 + 11 = 20 blue, 10 + 14 = 24 white.
func TestStandardBrawl(t *testing.T) {
	s := StandardBrawl()
	s.Brawlers[0].Brawler.Name, s.Brawlers[1].Decider = "changed", Random
	s = StandardBrawl()
	if s.Brawlers[0].Brawler.Name != "Jake" || s.Brawlers[0].Decider != Aggressive || s.Brawlers[1].Brawler.Name != "Bill" || s.Brawlers[1].Decider != Cautious {
		t.Fatalf("StandardBrawl() = %+v", s)
	}
	b, err := New(s, dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	st := b.State()
	if st.Seats[0].Stack != (Chips{26, 22, 20}) || st.Seats[1].Stack != (Chips{24, 20, 24}) || st.Seats[0].HP != 20 || st.Seats[1].HP != 22 {
		t.Errorf("the standard brawl starts with %v and %v", st.Seats[0], st.Seats[1])
	}
	if want := []string{"aggressive", "cautious"}; !cmp.Equal(st.Deciders, want) {
		t.Errorf("deciders %v, want %v", st.Deciders, want)
	}
}

// custom is a custom strategy with a name and version.
type custom struct {
	Strategy
	version string
}

func (custom) Name() string      { return "custom" }
func (c custom) Version() string { return c.version }

// TestEntrantJSON: an entrant's decider is written by its name and read
// back; New finds a custom one among those it is given.
func TestEntrantJSON(t *testing.T) {
	s := Setup{Config: Config{Short: true}, Brawlers: []Entrant{
		{Brawler: jake(), Decider: Aggressive},
		{Brawler: bill(), Decider: Person, Spot: 1},
		{Brawler: slim(), Decider: custom{Cautious, "2"}},
		{Brawler: Brawler{Name: "Doc", Str: 11, Int: 14, Wis: 14, Dex: 12, Con: 9, HitPoints: 19}},
	}}
	data := mustJSON(t, s)
	for _, want := range []string{
		`"name":"Jake"`, `"decider":{"name":"aggressive"}}`,
		`"spot":1,"decider":{"name":"person"}}`,
		`"decider":{"name":"custom","version":"2"}}`,
		`"hitPoints":19}}]}`, // Doc has none: Cautious, the default, left out
	} {
		if !strings.Contains(string(data), want) {
			t.Errorf("no %s in %s", want, data)
		}
	}
	var back Setup
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back.Brawlers[0].Decider != Aggressive || back.Brawlers[1].Decider != Person || back.Brawlers[3].Decider != nil {
		t.Errorf("read back as %+v", back.Brawlers)
	}
	if got := string(mustJSON(t, back)); got != string(data) {
		t.Errorf("written again as\n%s\nwant\n%s", got, data)
	}
	_, err := New(back, dice.NewSource(1))
	wantErr(t, err, ErrBrawler, "brawler 3", `"custom" version "2"`, `"person", "cautious", "aggressive" or "random"`)
	_, err = New(back, dice.NewSource(1), custom{Cautious, "1"})
	wantErr(t, err, ErrBrawler, "custom given: 1")
	b, err := New(back, dice.NewSource(1), custom{Aggressive, "1"}, custom{Cautious, "2"})
	if err != nil {
		t.Fatal(err)
	}
	if d := b.deciders[2]; d != (custom{Cautious, "2"}) || b.deciders[1] != nil || b.deciders[3] != Cautious {
		t.Errorf("deciders %v", b.deciders)
	}

	s.Brawlers[2].Decider = unnamedStrategy{Cautious}
	if _, err := json.Marshal(s); !errors.Is(err, ErrBrawler) || !strings.Contains(err.Error(), "Slim") {
		t.Errorf("an unnamed custom strategy written: %v", err)
	}
	for _, bad := range []string{
		`{"brawler":{"name":"X"},"decider":{"name":"person","version":"1"}}`,
		`{"brawler":{"name":"X"},"decider":{"name":"cautious","version":"1"}}`,
		`{"brawler":{"name":"X"},"decider":{"name":"cautious","params":{}}}`,
		`{"brawler":{"name":"X"},"decider":{"name":"mine","params":{"a":1}}}`,
		`{"brawler":{"name":"X"},"strategy":"cautious"}`,
	} {
		var e Entrant
		if err := json.Unmarshal([]byte(bad), &e); !errors.Is(err, ErrBrawler) {
			t.Errorf("%s: %v, want ErrBrawler", bad, err)
		}
	}
}

// unnamedStrategy is a custom strategy without a name: it plays, but
// cannot be written.
type unnamedStrategy struct{ Strategy }

// TestReset: Reset(s, r) plays the brawl New(s, r) plays, reusing the
// brawl; a setup New refuses is refused and changes nothing.
func TestReset(t *testing.T) {
	three := Setup{Config: Config{Spots: []string{"floor", "bar"}}, Brawlers: []Entrant{
		{Brawler: jake(), Decider: Random}, {Brawler: bill(), Decider: Aggressive, Spot: 1}, {Brawler: slim()},
	}}
	played := func(b *Brawl) []string {
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		var told []string
		for _, e := range b.Events() {
			told = append(told, e.String())
		}
		return told
	}
	fresh, err := New(three, dice.NewSource(9))
	if err != nil {
		t.Fatal(err)
	}
	want := played(fresh)
	b, err := New(StandardBrawl(), dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	played(b)
	if err := b.Reset(three, dice.NewSource(9)); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, played(b)); d != "" {
		t.Errorf("the reset brawl plays otherwise (-New +Reset):\n%s", d)
	}
	if d := cmp.Diff(fresh.State(), b.State(), cmp.AllowUnexported(Seat{})); d != "" {
		t.Errorf("the reset brawl ends otherwise (-New +Reset):\n%s", d)
	}

	if err := b.Reset(StandardBrawl(), dice.NewSource(1)); err != nil {
		t.Fatal(err)
	}
	if err := b.Step(); err != nil {
		t.Fatal(err)
	}
	before := saveOf(t, b)
	bad := StandardBrawl()
	bad.Brawlers[1].Brawler.Name = "JAKE"
	wantErr(t, b.Reset(bad, dice.NewSource(1)), ErrBrawler, "both named")
	wantErr(t, b.Reset(StandardBrawl(), nil), ErrSetup)
	if after := saveOf(t, b); string(after) != string(before) {
		t.Errorf("a refused Reset changed the brawl:\n%s\nwas\n%s", after, before)
	}
}
