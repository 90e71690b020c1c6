package wounds

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/fuzzseed"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/google/go-cmp/cmp"
)

// FuzzLoadTables loads small real tables — one table or a few rows each,
// the defaults filling the keys left out — with one span of them (a value,
// a member, or the whole document) replaced by the fuzzer's bytes, so that
// its inputs stay a few bytes long: every refusal wraps ErrTable, and
// tables that load wound and heal a patient and load again once saved as
// the very same tables.
func FuzzLoadTables(f *testing.F) {
	set, err := fuzzseed.Of(
		json.RawMessage(`{"con": [{"min": 1, "max": 7, "days": 1}, {"min": 8, "max": 30, "days": -1}], "bulletSurgery": {"name": "Hard", "bonus": -20}}`),
		json.RawMessage(`{"critical": [{"locations": ["all"], "min": 1, "max": 4}, {"locations": ["legs", "torso"], "min": 5, "injuries": ["BB", "SB"], "penalty": {"lost": "walk"}}, {"locations": ["head", "neck", "arms", "hands"], "min": 5, "permanent": {"accuracy": -1}}]}`),
		json.RawMessage(`{"critical": [{"locations": ["all"], "min": 1, "injuries": ["IH", "IB", "Unc", "BL", "Man"]}]}`),
		json.RawMessage(`{"body": [{"location": "head", "threshold": 3, "bulletSurgery": "Expert"}]}`),
	)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 0, Old: `30`, Text: `29`}, {Doc: 0, Old: `-1`, Text: `0`}, {Doc: 0, Old: `-20`, Text: `-101`}, {Doc: 0, Old: `"Hard"`, Text: `"Average"`},
		{Doc: 1, Old: `"walk"`, Text: `"run"`}, {Doc: 1, Old: `"torso"`, Text: `"legs"`}, {Doc: 1, Old: `4`, Text: `5`}, {Doc: 1, Old: `"BB"`, Text: `"XX"`},
		{Doc: 2, Old: `"Man"`, Text: `"Unc"`}, {Doc: 2, Old: `"all"`, Text: `"head"`},
		{Doc: 3, Old: `"Expert"`, Text: `"Master"`}, {Doc: 3, Old: `3`, Text: `0`},
	})
	f.Add(fuzzseed.Input(0, `{}`))
	defaults, err := tableParts(DefaultTables())
	if err != nil {
		f.Fatal(err)
	}
	whole := []byte("{")
	for i, k := range tableKeys {
		if i > 0 {
			whole = append(whole, ',')
		}
		whole = append(fmt.Appendf(whole, "%q:", k), defaults[k]...)
	}
	if data, err := json.Marshal(DefaultTables()); err != nil || !bytes.Equal(data, append(whole, '}')) {
		f.Fatalf("the tables marshal otherwise than their parts: %s, %v", data, err)
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		tab, err := LoadTables(set.Edit(in))
		if err != nil {
			if !errors.Is(err, ErrTable) {
				t.Fatalf("error %v is no ErrTable", err)
			}
			return
		}
		p, err := NewPatient(Body{Con: 10, MaxHP: 25}, dice.NewSource(1), tab)
		if err != nil {
			t.Fatal(err)
		}
		for l := Head; l <= RightFoot; l++ {
			for _, g := range []int{1, 5, 9, maxTableGrade + 3} {
				_ = tab.Critical.Lookup(l, g)
			}
		}
		if _, err := p.Wound(Hit{Location: Abdomen, Damage: 8, Cause: Bullet}); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Advance(3 * Day); err != nil {
			t.Fatal(err)
		}
		parts, err := tableParts(tab)
		if err != nil {
			t.Fatal(err)
		}
		// A table whose JSON is its default's loads again as the
		// defaults do; loading only the others (the defaults filling the
		// rest) is loading the whole again, at a fraction of the cost.
		again := map[string]json.RawMessage{}
		for k, b := range parts {
			if !bytes.Equal(b, defaults[k]) {
				again[k] = b
			}
		}
		data, err := json.Marshal(again)
		if err != nil {
			t.Fatal(err)
		}
		back, err := LoadTables(data)
		if err != nil {
			t.Fatalf("a loaded table does not load again: %v\n%s", err, data)
		}
		if d := cmp.Diff(tab, back, tabletest.Whole); d != "" {
			t.Fatalf("a loaded table loads again as another (-first +again):\n%s\n%s", d, data)
		}
	})
}

// tableKeys are the keys of the tables in the JSON of a Tables, in order.
var tableKeys = []string{"body", "critical", "con", "bulletSurgery"}

// tableParts returns the JSON of each of t's tables by its key in the
// JSON of t.
func tableParts(t *Tables) (map[string][]byte, error) {
	parts := map[string][]byte{}
	for i, v := range []any{&t.Body, t.Critical, &t.Con, &t.BulletSurgery} {
		b, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		parts[tableKeys[i]] = b
	}
	return parts, nil
}

// FuzzPatientJSON loads real saves of a patient — with one wound, of
// each of three causes, saved without dice — with one span of them (a
// value, a member, or the whole save) replaced by the fuzzer's bytes, so
// that its inputs stay a few bytes long: every refusal wraps ErrState or
// ErrBody, and a patient that loads heals two days, keeps his hit points,
// and loads again once saved.
func FuzzPatientJSON(f *testing.F) {
	var saves []any
	for _, h := range []Hit{
		{Location: LeftArm, Damage: 2, Cause: Edged},
		{Location: Abdomen, Damage: 5, Cause: Bullet},
		{Location: Neck, Damage: 5, Cause: Blunt},
	} {
		p, err := NewPatient(Body{Con: 12, MaxHP: 30}, dice.NewSource(1), nil)
		if err != nil {
			f.Fatal(err)
		}
		if _, err := p.Wound(h); err != nil {
			f.Fatal(err)
		}
		p.SetRand(nil) // saved without dice
		saves = append(saves, p)
	}
	set, err := fuzzseed.Of(saves...)
	if err != nil {
		f.Fatal(err)
	}
	set.AddSeeds(f, []fuzzseed.Seed{
		{Doc: 0, Old: `28`, Text: `27`}, {Doc: 0, Old: `"edged"`, Text: `"bullet"`}, {Doc: 0, Old: `864000`, Text: `864001`}, {Doc: 0, Old: `-1`, Text: `0`},
		{Doc: 1, Old: `"IB"`, Text: `"IH"`}, {Doc: 1, Old: `true`, Text: `false`}, {Doc: 1, Old: `"sprint"`, Text: `"walk"`}, {Doc: 1, Old: `36000`, Text: `0`},
		{Doc: 2, Old: `"neck"`, Text: `"head"`}, {Doc: 2, Old: `2`, Text: `3`}, {Doc: 2, Old: `"severe":{"active":true},`, Text: ``},
	})
	f.Add(fuzzseed.Input(0, `{"version":4,"body":{"con":10,"maxHP":20},"now":0,"hp":20,"wounds":[]}`))
	f.Fuzz(func(t *testing.T, in []byte) {
		// A save without dice keeps the patient's own.
		p, err := NewPatient(Body{Con: 10, MaxHP: 20}, dice.NewSource(2), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.UnmarshalJSON(set.Edit(in)); err != nil {
			if !errors.Is(err, ErrState) && !errors.Is(err, ErrBody) {
				t.Fatalf("error %v is no ErrState", err)
			}
			return
		}
		if _, err := p.Advance(2 * Day); err != nil {
			t.Fatal(err)
		}
		hp := p.Body().MaxHP
		for _, w := range p.Wounds() {
			hp -= w.Severity
		}
		if hp != p.HP() {
			t.Fatalf("HP %d, max less wounds %d", p.HP(), hp)
		}
		_ = p.Penalties().String()
		for _, e := range p.Log() {
			_ = e.String()
		}
		again, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		q, err := NewPatient(Body{Con: 10, MaxHP: 20}, dice.NewSource(1), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := q.UnmarshalJSON(again); err != nil {
			t.Fatalf("a loaded patient does not load again: %v", err)
		}
	})
}

func FuzzParseLocation(f *testing.F) {
	for _, s := range []string{"head", "Left Thigh", "right-lower_leg", "", "thigh"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		l, err := ParseLocation(s)
		if err != nil {
			if !errors.Is(err, ErrLocation) {
				t.Fatalf("error %v", err)
			}
			return
		}
		if back, err := ParseLocation(l.String()); err != nil || back != l {
			t.Fatalf("%q → %s → %v %v", s, l, back, err)
		}
	})
}

// FuzzNames reads names of the enumerations with a text form: a name read
// reloads from its own JSON as the same value (an injury by name reloads as
// its abbreviation), and any other text is refused with the enumeration's
// sentinel.
func FuzzNames(f *testing.F) {
	for _, s := range []string{"left-thigh", "broken bone", " SB ", "Sprint", "brawling", "bone heals", "septic", "", "tail"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > fuzzseed.MaxText { // a long text costs the fuzzer seconds to minimise
			return
		}
		tabletest.ReadsName[Location](t, s, ErrLocation)
		tabletest.ReadsName[InjuryKind](t, s, ErrTable)
		tabletest.ReadsName[Movement](t, s, ErrTable)
		tabletest.ReadsName[Cause](t, s, ErrWound)
		tabletest.ReadsName[EventKind](t, s, ErrState)
		tabletest.ReadsName[InfectionStage](t, s, ErrState)
	})
}
