package wounds

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/racetest"
)

// gutShot is a wound the default critical table gives internal
// hemorrhaging and a lodged bullet, and that is serious (abdomen
// threshold 4).
var gutShot = Hit{Location: Abdomen, Damage: 10, Cause: Bullet}

// plainCritical is a critical table that gives no effect anywhere.
const plainCritical = `[{"locations": ["all"], "min": 1}]`

// spoil changes every table of t in place.
func spoil(t *testing.T, tab *Tables) {
	t.Helper()
	if err := json.Unmarshal([]byte(plainCritical), tab.Critical); err != nil {
		t.Fatal(err)
	}
	tab.Body = testTables(t, 0, Effect{}, maxTableGrade).Body
	if err := json.Unmarshal([]byte(`[{"min": 1, "max": 30, "days": 9}]`), &tab.Con); err != nil {
		t.Fatal(err)
	}
	tab.BulletSurgery = dice.VeryDifficult()
}

func TestFrozenTables(t *testing.T) {
	want := DefaultTables().Critical.Lookup(Abdomen, 10)
	if !want.Injuries.Has(InternalHemorrhaging) {
		t.Fatalf("the default gut shot has %v", want)
	}
	body := Body{Con: 12, MaxHP: 30}
	check := func(t *testing.T, p *Patient) {
		t.Helper()
		i := mustWound(t, p, gutShot)
		w := p.Wounds()[i]
		if w.Effect != want || w.Excess != 6 {
			t.Errorf("effect %v, excess %d; want %v, 6", w.Effect, w.Excess, want)
		}
		if got := p.Tables(); got.Con.Days(12) != 0 || got.BulletSurgery != dice.Average() {
			t.Errorf("tables read Con 12 +%d days, bullet surgery %v", got.Con.Days(12), got.BulletSurgery)
		}
	}
	t.Run("a table changed after NewPatient never reaches the patient", func(t *testing.T) {
		tab := DefaultTables()
		p := newPatient(t, body, dice.NewSource(1), tab)
		spoil(t, tab)
		check(t, p)
	})
	t.Run("the tables a patient hands out are a copy", func(t *testing.T) {
		p := newPatient(t, body, dice.NewSource(1), nil)
		spoil(t, p.Tables())
		check(t, p)
		check(t, newPatient(t, body, dice.NewSource(1), nil))
		q := newPatient(t, body, dice.NewSource(1), DefaultTables())
		spoil(t, q.Tables())
		check(t, q)
	})
	t.Run("a load keeps the patient's own copy", func(t *testing.T) {
		tab := DefaultTables()
		p := newPatient(t, body, dice.NewSource(1), tab)
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		spoil(t, tab)
		if err := json.Unmarshal(data, p); err != nil {
			t.Fatal(err)
		}
		check(t, p)
	})
	t.Run("tables that do not validate are an error, never a panic", func(t *testing.T) {
		def := DefaultTables()
		for name, tab := range map[string]*Tables{
			"empty":             {},
			"no critical":       {Body: def.Body, Con: def.Con},
			"zero critical":     {Body: def.Body, Critical: &CriticalTable{}, Con: def.Con},
			"zero body":         {Critical: def.Critical, Con: def.Con},
			"zero Con":          {Body: def.Body, Critical: def.Critical},
			"bad bullet bonus":  {Body: def.Body, Critical: def.Critical, Con: def.Con, BulletSurgery: dice.Difficulty{Name: "x", Bonus: 101}},
			"bad bullet bonus2": {Body: def.Body, Critical: def.Critical, Con: def.Con, BulletSurgery: dice.Difficulty{Bonus: -101}},
		} {
			if _, err := NewPatient(body, dice.NewSource(1), tab); !errors.Is(err, ErrTable) {
				t.Errorf("%s: %v, want ErrTable", name, err)
			}
		}
	})
	t.Run("nil tables answer zero values", func(t *testing.T) {
		var crit *CriticalTable
		var bt *BodyTable
		var ct *ConTable
		var tab *Tables
		if crit.Rows() != nil || !crit.Lookup(Head, 9).IsZero() || bt.Row(Head) != (BodyRow{}) || ct.Days(3) != 0 {
			t.Error("a nil table answers something")
		}
		if b, err := crit.MarshalJSON(); err != nil || string(b) != "null" {
			t.Errorf("nil critical table marshals to %s, %v", b, err)
		}
		if got := tab.DaysPerHP(4, 12, true); got != 4 {
			t.Errorf("nil tables: %d days per HP, want 4", got)
		}
		if err := tab.Validate(); !errors.Is(err, ErrTable) {
			t.Errorf("nil tables validate: %v", err)
		}
		var p Patient
		if p.Tables() != nil {
			t.Error("a zero patient has tables")
		}
	})
}

func TestTablesSharedAcrossGoroutines(t *testing.T) {
	// Patients built on several goroutines from one decoded Tables live
	// the same lives as patients built one after another (run with -race).
	data, err := json.Marshal(DefaultTables())
	if err != nil {
		t.Fatal(err)
	}
	shared, err := LoadTables(data)
	if err != nil {
		t.Fatal(err)
	}
	life := func(seed uint64) ([]string, error) {
		p, err := NewPatient(Body{Name: "Clay", Con: 11, MaxHP: 30, Talents: []string{talentToughAsNails}}, dice.NewSource(seed), shared)
		if err != nil {
			return nil, err
		}
		for _, h := range []Hit{gutShot, {Location: LeftThigh, Damage: 9, Cause: Bullet}} {
			if _, err := p.Wound(h); err != nil && !errors.Is(err, ErrDead) {
				return nil, err
			}
		}
		if _, err := p.Advance(20 * Day); err != nil {
			return nil, err
		}
		var out []string
		for _, e := range p.Log() {
			out = append(out, e.String())
		}
		return out, nil
	}
	racetest.Same(t, 8, func(i int) ([]string, error) { return life(uint64(i)) })
}
