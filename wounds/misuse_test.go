package wounds

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestMisuse(t *testing.T) {
	doc := Caregiver{Name: "Doc", Medicine: 30}
	t.Run("a nil or zero patient is an error", func(t *testing.T) {
		for name, p := range map[string]*Patient{"nil": nil, "zero": {}} {
			if _, err := p.Wound(gutShot); !errors.Is(err, ErrBody) {
				t.Errorf("%s: Wound: %v", name, err)
			}
			if _, err := p.Advance(Day); !errors.Is(err, ErrBody) {
				t.Errorf("%s: Advance: %v", name, err)
			}
			if _, err := p.Examine(0); !errors.Is(err, ErrBody) {
				t.Errorf("%s: Examine: %v", name, err)
			}
			if _, err := p.Operate(0, InternalBleeding, doc); !errors.Is(err, ErrBody) {
				t.Errorf("%s: Operate: %v", name, err)
			}
			if _, err := p.MarshalJSON(); !errors.Is(err, ErrBody) {
				t.Errorf("%s: MarshalJSON: %v", name, err)
			}
		}
		var p *Patient
		if err := p.UnmarshalJSON([]byte(`{}`)); !errors.Is(err, ErrState) {
			t.Errorf("nil: UnmarshalJSON: %v", err)
		}
	})
	t.Run("a wound number out of range is an error", func(t *testing.T) {
		p, _ := scripted(t, plainTables(t))
		mustWound(t, p, Hit{Location: LeftArm, Damage: 3, Cause: Edged})
		for _, i := range []int{-1, 1, 99} {
			_, e1 := p.Examine(i)
			e2 := p.Nurse(i, true)
			_, e3 := p.Clean(i, doc)
			_, e4 := p.Staunch(i, doc)
			_, e5 := p.ReleasePressure(i)
			_, e6 := p.Diagnose(i, doc)
			_, e7 := p.SetBone(i, doc)
			_, e8 := p.Operate(i, LodgedBullet, doc)
			for k, err := range []error{e1, e2, e3, e4, e5, e6, e7, e8} {
				if !errors.Is(err, ErrNoWound) {
					t.Errorf("wound %d, treatment %d: %v", i, k, err)
				}
			}
		}
	})
	t.Run("NewPatient given nil dice is an error", func(t *testing.T) {
		p, err := NewPatient(Body{Con: 12, MaxHP: 30}, nil, nil)
		if !errors.Is(err, ErrRand) || p != nil {
			t.Errorf("NewPatient(nil dice) = %v, %v; want nil and ErrRand", p, err)
		}
	})
	t.Run("a patient without dice refuses to roll, and stops where he would", func(t *testing.T) {
		p := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), nil)
		p.SetRand(nil)
		mustWound(t, p, Hit{Location: LeftArm, Damage: 2, Cause: Edged}) // no effect; its healing rolls nothing
		mustWound(t, p, gutShot)                                         // hemorrhages and is checked for infection an hour later
		if _, err := p.Clean(1, doc); !errors.Is(err, ErrRand) {
			t.Errorf("Clean: %v", err)
		}
		if _, err := p.Operate(1, InternalHemorrhaging, doc); !errors.Is(err, ErrRand) {
			t.Errorf("Operate: %v", err)
		}
		if _, err := p.Advance(Day); !errors.Is(err, ErrRand) || p.Now() != Hour {
			t.Errorf("Advance: %v, clock at %s", err, p.Now())
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		var q Patient
		if err := json.Unmarshal(data, &q); err != nil {
			t.Errorf("the stopped patient's save is refused: %v", err)
		}
		healing := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), plainTables(t))
		healing.SetRand(nil)
		mustWound(t, healing, Hit{Location: LeftArm, Damage: 2, Cause: Edged})
		if _, err := healing.Advance(10 * Day); err != nil || healing.HP() != 30 {
			t.Errorf("healing without dice: %v, HP %d", err, healing.HP())
		}
	})
}
