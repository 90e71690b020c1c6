package trial

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/internal/fuzzseed"
)

func TestNames(t *testing.T) {
	type text interface {
		MarshalText() ([]byte, error)
	}
	check := func(v text, back func([]byte) (any, error)) {
		t.Helper()
		b, err := v.MarshalText()
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		got, err := back(b)
		if err != nil || got != v {
			t.Errorf("%s: round trip %v, %v", b, got, err)
		}
	}
	for s := Nobody; s <= Defence; s++ {
		check(s, func(b []byte) (any, error) { var x Side; err := x.UnmarshalText(b); return x, err })
	}
	for p := PhaseHearing; p <= PhaseOver; p++ {
		check(p, func(b []byte) (any, error) { var x Phase; err := x.UnmarshalText(b); return x, err })
	}
	for v := Pending; v <= Hung; v++ {
		check(v, func(b []byte) (any, error) { x, err := verdictNames.Parse(string(b), ErrName); return x, err })
	}
	for k := KindHearing; k <= KindVerdict; k++ {
		check(k, func(b []byte) (any, error) { x, err := kindNames.Parse(string(b), ErrName); return x, err })
	}
	for p := Illogical; p <= Perceptive; p++ {
		check(p, func(b []byte) (any, error) { var x Personality; err := x.UnmarshalText(b); return x, err })
	}
	for k := Oratory; k <= Intimidation; k++ {
		check(k, func(b []byte) (any, error) { x, err := skillNames.Parse(string(b), ErrName); return x, err })
	}
	for m := Bribe; m <= Intimidate; m++ {
		check(m, func(b []byte) (any, error) { x, err := methodNames.Parse(string(b), ErrName); return x, err })
	}
	var s Side
	if err := s.UnmarshalText([]byte("Defense")); err != nil || s != Defence {
		t.Errorf("Defense: %v %v", s, err)
	}
	for _, v := range []text{Side(3), Phase(8), Verdict(5), Kind(17), Personality(5), Skill(4), Method(2)} {
		if _, err := v.MarshalText(); !errors.Is(err, ErrName) {
			t.Errorf("%T(%v).MarshalText: %v, want ErrName", v, v, err)
		}
	}
	if Side(9).String() != "side(9)" || Kind(40).String() != "kind(40)" {
		t.Error("String of an unnamed value")
	}
}

func FuzzNames(f *testing.F) {
	for _, s := range []string{"defence", "Defense", "opening arguments", "hung jury", "saving throw", "Perceptive", "Law", "bribe", "Solid", "Hanging", "", "guilty "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		b := []byte(s)
		var (
			side Side
			ph   Phase
			d    Decision
			p    Personality
			c    Case
			tm   Temperament
		)
		for _, u := range []interface{ UnmarshalText([]byte) error }{&side, &ph, &d, &p, &c, &tm} {
			if err := u.UnmarshalText(b); err != nil {
				if !errors.Is(err, ErrName) && !errors.Is(err, ErrCase) && !errors.Is(err, ErrJudge) {
					t.Fatalf("%T: %v", u, err)
				}
				continue
			}
			if mt, ok := u.(interface{ MarshalText() ([]byte, error) }); ok {
				if _, err := mt.MarshalText(); err != nil {
					t.Fatalf("%T parsed %q but does not print: %v", u, s, err)
				}
			}
		}
	})
}

func TestEventStrings(t *testing.T) {
	for _, tc := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: KindSeated, Juror: 2, Die: 2, Mod: 1, To: 3, Wisdom: 12, Personality: Contemplative}, "juror C: d6 2 +1 → 3, Wisdom 12 (Contemplative)"},
		{Event{Kind: KindSeated, Juror: 0, Die: 5, To: 5, Wisdom: 17, Personality: Perceptive}, "juror A: d6 5 → 5, Wisdom 17 (Perceptive)"},
		{Event{Kind: KindDismissed, Total: 2}, "the judge dismisses the jury after 2 reported attempts: a new jury is drawn"},
		{Event{Kind: KindDismissed, Total: 1}, "the judge dismisses the jury after 1 reported attempt: a new jury is drawn"},
		{Event{Kind: KindUnspent, Side: Defence, Points: 1}, "defence leaves 1 jury point unspent"},
		{Event{Kind: KindVerdict, Verdict: Released, Phase: PhaseHearing}, "released at the hearing"},
		{Event{Kind: KindVerdict, Verdict: Innocent, Phase: PhaseDeliberation, When: 4}, "verdict: innocent on day 4"},
		{Event{Kind: KindTampering, Side: Prosecution, Juror: 1, Personality: Conventional, Method: Bribe,
			Roll: SkillRoll{Skill: Trade, Difficulty: dicetestAverage, D100: 10, Mastery: 60, Total: 50, Margin: -10}},
			"prosecution bribes juror B (Conventional): Trade: d100 10 +40 (Average) = 50 ≥ 60: failure by 10 — he refuses"},
		{Event{Kind: Kind(99)}, "kind(99)"},
	} {
		if got := tc.e.String(); got != tc.want {
			t.Errorf("String =\n%s\nwant\n%s", got, tc.want)
		}
	}
}

func TestEventJSON(t *testing.T) {
	tr, _ := New(stateConfig(), newSource(7))
	if _, err := tr.runWith(Greedy{}, Greedy{Attempts: 3}); err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(tr.Events())
	if err != nil {
		t.Fatal(err)
	}
	// The log is written for a tool to read: every name by its name.
	for _, want := range []string{`"kind":"hearing"`, `"kind":"saving throw"`, `"phase":"opening arguments"`, `"side":"defence"`, `"skill":"Oratory"`, `"verdict":"guilty"`, `"personality":"Conventional"`} {
		if !strings.Contains(string(data), want) {
			t.Errorf("the log's JSON has no %s", want)
		}
	}
}
