package wounds

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func FuzzLoadTables(f *testing.F) {
	// Small seeds, so that the fuzzer's minimising of a new input is quick:
	// one table or a few rows each. The default tables come with any key
	// left out.
	f.Add([]byte(`{"con": [{"min": 1, "max": 30, "days": 2}]}`))
	f.Add([]byte(`{"con": [{"min": 1, "max": 7, "days": 1}, {"min": 8, "max": 30, "days": -1}]}`))
	f.Add([]byte(`{"critical": [{"locations": ["all"], "min": 1, "max": 4}, {"locations": ["legs", "torso"], "min": 5, "injuries": ["BB", "SB"], "penalty": {"lost": "walk"}}, {"locations": ["head", "neck", "arms", "hands"], "min": 5, "permanent": {"accuracy": -1}}]}`))
	f.Add([]byte(`{"critical": [{"locations": ["all"], "min": 1, "injuries": ["IH", "IB", "Unc", "BL", "Man"]}]}`))
	f.Add([]byte(`{"body": [{"location": "head", "threshold": 3, "bulletSurgery": "Expert"}]}`))
	f.Add([]byte(`{"bulletSurgery": {"name": "Hard", "bonus": -20}}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		tab, err := LoadTables(data)
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
			for _, g := range []int{1, 5, 9, MaxTableGrade + 3} {
				_ = tab.Critical.Lookup(l, g)
			}
		}
		if _, err := p.Wound(Hit{Location: Abdomen, Damage: 8, Cause: Bullet}); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Advance(3 * Day); err != nil {
			t.Fatal(err)
		}
		again, err := json.Marshal(tab)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := LoadTables(again); err != nil {
			t.Fatalf("a loaded table does not load again: %v\n%s", err, again)
		}
	})
}

func FuzzPatientJSON(f *testing.F) {
	// Small seeds, so that the fuzzer's minimising of a new input is quick:
	// saves of a patient with one wound, without dice.
	for _, h := range []Hit{
		{Location: LeftArm, Damage: 2, Cause: Edged},
		{Location: Abdomen, Damage: 5, Cause: Bullet},
		{Location: Neck, Damage: 5, Cause: Blunt},
	} {
		p, err := NewPatient(Body{Con: 12, MaxHP: 30}, nil, nil)
		if err != nil {
			f.Fatal(err)
		}
		if _, err := p.Wound(h); err != nil {
			f.Fatal(err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"version":2,"body":{"con":10,"maxHP":20},"now":0,"hp":20,"wounds":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := NewPatient(Body{Con: 10, MaxHP: 20}, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.UnmarshalJSON(data); err != nil {
			if !errors.Is(err, ErrState) && !errors.Is(err, ErrBody) {
				t.Fatalf("error %v is no ErrState", err)
			}
			return
		}
		if p.Rand() == nil {
			p.SetRand(dice.NewSource(2))
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
		q, _ := NewPatient(Body{Con: 10, MaxHP: 20}, nil, nil)
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
