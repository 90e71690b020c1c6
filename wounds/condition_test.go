package wounds

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

func TestBrawling(t *testing.T) {
	t.Run("WOD-7 a brawl's hit points are one brawling wound: no location, no critical effect, no infection check", func(t *testing.T) {
		// A critical table that gives every location a broken bone and
		// severe bleeding at every grade, and a threshold of 0 that makes
		// every hit serious: a 7-point brawling wound takes none of it.
		tab := testTables(t, allLocations, Effect{Injuries: Injuries(BrokenBone, SevereBleeding), Penalty: Penalty{Speed: 2}}, 0)
		p := newPatient(t, Body{Con: 12, MaxHP: 30, Talents: []string{talentGuardianAngel}}, scriptOf(t), tab)
		i := mustWound(t, p, Hit{Damage: 7, Cause: Brawling})
		w := p.Wounds()[i]
		want := Wound{Cause: Brawling, Damage: 7, Severity: 7, Grade: 7, From: -1}
		w.next, w.soon = sched{}, 0
		if d := cmp.Diff(want, w, cmp.AllowUnexported(Wound{})); d != "" {
			t.Errorf("the brawling wound (-want +got):\n%s", d)
		}
		// 30 − 7 = 23 hit points; nothing to bleed, nothing to check for
		// infection an hour later: the script has no faces to roll.
		if p.HP() != 23 || p.Penalties() != (Penalties{}) {
			t.Errorf("HP %d, penalties %v; want 23 and none", p.HP(), p.Penalties())
		}
		if evs := advance(t, p, 2*Hour); len(evs) != 0 {
			t.Errorf("two hours after a brawling wound: %v, want nothing", evs)
		}
		if got := p.Log()[0].String(); got != "day 0: bruises (7) brawling wound; HP 23" {
			t.Errorf("the Wounded event reads %q", got)
		}
	})
	t.Run("WOD-7 a brawling wound heals as WO-2 says: 4 + 3 + 2 + 1 = 10 days nursed, a day more a point un-nursed", func(t *testing.T) {
		for _, c := range []struct {
			nursed bool
			days   Time // Con 12 adds nothing (the Con table: 8..13 is 0)
		}{{true, 4 + 3 + 2 + 1}, {false, 5 + 4 + 3 + 2}} {
			p := newPatient(t, Body{Con: 12, MaxHP: 30}, scriptOf(t), nil)
			p.NurseAll(c.nursed)
			mustWound(t, p, Hit{Damage: 4, Cause: Brawling})
			evs := advance(t, p, 20*Day)
			if at := healedAt(evs, 0); at != c.days*Day {
				t.Errorf("nursed %v: healed at %s, want day %d", c.nursed, at, c.days)
			}
			if got := kinds(evs, Heals)[0].String(); c.nursed && got != "day 4: bruises (4) heals to 3" {
				t.Errorf("the first Heals event reads %q", got)
			}
		}
	})
	t.Run("WOD-7 a brawling hit has no location and no Deadly Shot", func(t *testing.T) {
		p := newPatient(t, Body{Con: 12, MaxHP: 30}, scriptOf(t), nil)
		for _, h := range []Hit{{Location: Head, Damage: 3, Cause: Brawling}, {Damage: 3, Cause: Brawling, DeadlyShot: true}, {Damage: 0, Cause: Brawling}, {Damage: 3, Cause: Blunt}} {
			if _, err := p.Wound(h); !errors.Is(err, ErrWound) {
				t.Errorf("%+v: %v, want ErrWound", h, err)
			}
		}
		if len(p.Wounds()) != 0 || p.HP() != 30 {
			t.Errorf("a refused hit changed the patient: %d wounds, HP %d", len(p.Wounds()), p.HP())
		}
	})
	t.Run("WOD-7 a brawling wound saves without a location, and a located one is refused", func(t *testing.T) {
		p := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), nil)
		mustWound(t, p, Hit{Damage: 5, Cause: Brawling})
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), `"location"`) || !strings.Contains(string(data), `"cause":"brawling"`) {
			t.Errorf("saved %s", data)
		}
		var q Patient
		if err := json.Unmarshal(data, &q); err != nil || q.HP() != 25 {
			t.Fatalf("loaded: %v, HP %d", err, q.HP())
		}
		bad := strings.Replace(string(data), `"cause":"brawling"`, `"location":"head","cause":"brawling"`, 1)
		if err := json.Unmarshal([]byte(bad), &q); !errors.Is(err, ErrState) || !strings.Contains(err.Error(), "no location") {
			t.Errorf("a located brawling wound: %v", err)
		}
	})
}

// bodyAndHits draws a body and the hits of a fight, brawling ones among
// them.
func bodyAndHits(t *rapid.T) (Body, []Hit) {
	body := drawBody(t, 40)
	hits := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Hit {
		if rapid.IntRange(0, 3).Draw(t, "brawling") == 0 {
			return Hit{Damage: rapid.IntRange(1, 12).Draw(t, "damage"), Cause: Brawling}
		}
		return Hit{
			Location: Location(rapid.IntRange(int(Head), int(RightFoot)).Draw(t, "location")),
			Damage:   rapid.IntRange(1, 14).Draw(t, "damage"),
			Cause:    Cause(rapid.IntRange(int(Bullet), int(Blunt)).Draw(t, "cause")),
		}
	}), 0, 5).Draw(t, "hits")
	return body, hits
}

func TestPropConditionCarriesTheTimeline(t *testing.T) {
	// A patient set in another's condition lives the rest of the
	// timeline exactly as the other does, from the same dice.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		body, hits := bodyAndHits(t)
		first := newPatient(t, body, dice.NewSource(seed), nil)
		first.NurseAll(rapid.Bool().Draw(t, "nursed"))
		for _, h := range hits {
			first.Wound(h) //nolint:errcheck // a dead patient refuses more wounds
			advance(t, first, Time(rapid.IntRange(0, 3*int(Hour)).Draw(t, "between")))
		}
		c := first.Condition()
		src := *first.rnd.(*dice.Source)
		second := newPatient(t, body, &src, nil)
		if err := second.SetCondition(c); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(c, second.Condition(), cmp.AllowUnexported(Wound{})); d != "" {
			t.Fatalf("set in the condition, the patient's (-set +got):\n%s", d)
		}
		rest := Time(rapid.IntRange(0, 60).Draw(t, "days after")) * Day
		want := append([]Event(nil), advance(t, first, rest)...)
		got := advance(t, second, rest)
		if d := cmp.Diff(want, got, cmpopts.EquateEmpty()); d != "" {
			t.Fatalf("the rest of the timeline (-first +second):\n%s", d)
		}
	})
}

func TestCondition(t *testing.T) {
	shot := Hit{Location: LeftThigh, Damage: 6, Cause: Bullet}
	wounded := func(t *testing.T) *Patient {
		p := newPatient(t, Body{Name: "Clay", Con: 12, MaxHP: 30}, dice.NewSource(3), nil)
		mustWound(t, p, shot)
		mustWound(t, p, Hit{Damage: 4, Cause: Brawling})
		advance(t, p, 90*Minute)
		return p
	}
	t.Run("WOD-7 a patient's condition is a deep copy: changing it changes nothing", func(t *testing.T) {
		p := wounded(t)
		c := p.Condition()
		// 6 + 4 lost: 30 − 10 = 20.
		if c.Now != 90*Minute || c.HP != 20 || c.Lost() != 10 || len(c.Wounds) != 2 {
			t.Fatalf("condition %+v", c)
		}
		c.Wounds[0].Severity, c.HP = 1, 99
		if p.Wounds()[0].Severity == 1 || p.HP() == 99 {
			t.Error("changing the condition changed the patient")
		}
		d := c.Clone()
		d.Wounds[0].Severity = 2
		if c.Wounds[0].Severity != 1 {
			t.Error("changing a clone changed the condition")
		}
	})
	t.Run("WOD-7 a nil condition is a man unhurt at time 0", func(t *testing.T) {
		var c *Condition
		if c.Clock() != 0 || c.Left(27) != 27 || c.Lost() != 0 || c.Fit() != nil || c.unconscious() || c.Ill() || c.Penalties(Body{}) != (Penalties{}) || c.Clone() != nil || c.Validate(Body{}) != nil {
			t.Error("a nil condition is not a man unhurt at time 0")
		}
		p := wounded(t)
		if err := p.SetCondition(nil); err != nil || p.HP() != 30 || p.Now() != 0 || len(p.Wounds()) != 0 {
			t.Errorf("set in a nil condition: %v, HP %d at %s", err, p.HP(), p.Now())
		}
	})
	t.Run("WOD-7 a condition play could not have left is refused and changes nothing", func(t *testing.T) {
		good := wounded(t).Condition()
		for name, edit := range map[string]func(c *Condition){
			"hit points":        func(c *Condition) { c.HP++ },
			"down":              func(c *Condition) { c.Down = true },
			"dead":              func(c *Condition) { c.Dead = true },
			"clock":             func(c *Condition) { c.Now = -1 },
			"wound in future":   func(c *Condition) { c.Wounds[0].At = c.Now + 1 },
			"severity":          func(c *Condition) { c.Wounds[1].Severity = 5; c.HP-- },
			"brawling location": func(c *Condition) { c.Wounds[1].Location = Head },
		} {
			c := good.Clone()
			edit(c)
			p := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), nil)
			mustWound(t, p, Hit{Damage: 2, Cause: Brawling})
			if err := p.SetCondition(c); !errors.Is(err, ErrState) {
				t.Errorf("%s: %v, want ErrState", name, err)
			}
			if p.HP() != 28 || len(p.Wounds()) != 1 {
				t.Errorf("%s: a refused condition changed the patient", name)
			}
			if err := c.Validate(Body{Con: 12, MaxHP: 30}); !errors.Is(err, ErrState) {
				t.Errorf("%s: Validate: %v, want ErrState", name, err)
			}
		}
		// The same condition belongs to a man of 30 hit points, not 31.
		if err := good.Validate(Body{Con: 12, MaxHP: 31}); !errors.Is(err, ErrState) {
			t.Errorf("another man's maximum: %v", err)
		}
		if err := good.Validate(Body{Con: 12}); !errors.Is(err, ErrBody) {
			t.Errorf("a body of no hit points: %v", err)
		}
	})
	t.Run("GUD-3 WOD-7 a condition checked without his talents: a grade one either side of the damage", func(t *testing.T) {
		// Guardian Angel makes a 5-point bullet a grade 4 wound (GUD-3):
		// valid for his body, not for a man without the talent, and valid
		// for an encounter that knows only his 30 hit points.
		b := Body{Con: 12, MaxHP: 30, Talents: []string{talentGuardianAngel}}
		p := newPatient(t, b, dice.NewSource(1), plainTables(t))
		mustWound(t, p, Hit{Location: Chest, Damage: 5, Cause: Bullet})
		c := p.Condition()
		if c.Wounds[0].Grade != 4 {
			t.Fatalf("grade %d, want 4", c.Wounds[0].Grade)
		}
		if err := c.Validate(b); err != nil {
			t.Errorf("his own body: %v", err)
		}
		if err := c.Validate(Body{Con: 12, MaxHP: 30}); !errors.Is(err, ErrState) {
			t.Errorf("without Guardian Angel: %v, want ErrState", err)
		}
		if err := c.Check(30); err != nil {
			t.Errorf("Check(30): %v", err)
		}
		if err := c.Check(31); !errors.Is(err, ErrState) {
			t.Errorf("Check(31): %v, want ErrState", err)
		}
		c.Wounds[0].Grade = 3
		if err := c.Check(30); !errors.Is(err, ErrState) {
			t.Errorf("a grade two below: %v, want ErrState", err)
		}
		var none *Condition
		if none.Check(0) != nil {
			t.Error("a nil condition does not check")
		}
	})
	t.Run("GUD-7 WO-4 a man who cannot stand: dead, down or unconscious, and why", func(t *testing.T) {
		mk := func(hits ...Hit) *Condition {
			p := newPatient(t, Body{Con: 12, MaxHP: 20}, scriptOf(t), plainTables(t))
			for _, h := range hits {
				mustWound(t, p, h)
			}
			return p.Condition()
		}
		if err := mk(Hit{Damage: 19, Cause: Brawling}).Fit(); err != nil {
			t.Errorf("at 1 hit point: %v, want able to stand", err)
		}
		// 20 − 22 = −2: down (GUD-7); 20 − 30 = −10: dead.
		for _, c := range []struct {
			cond *Condition
			why  string
		}{
			{mk(Hit{Damage: 22, Cause: Brawling}), "down at -2 hit points at day 0"},
			{mk(Hit{Damage: 30, Cause: Brawling}), "dead at day 0"},
		} {
			if err := c.cond.Fit(); !errors.Is(err, ErrDown) || !strings.Contains(err.Error(), c.why) {
				t.Errorf("%v, want ErrDown saying %q", err, c.why)
			}
		}
		out := newPatient(t, Body{Con: 12, MaxHP: 20}, scriptOf(t), testTables(t, Locations(Head), Effect{Injuries: Injuries(Unconsciousness)}, maxTableGrade))
		mustWound(t, out, Hit{Location: Head, Damage: 2, Cause: Blunt})
		if err := out.Condition().Fit(); !errors.Is(err, ErrDown) || !strings.Contains(err.Error(), "unconscious") {
			t.Errorf("knocked out: %v", err)
		}
	})
	t.Run("WO-3 WO-4 a condition's penalties are the patient's, halved by Grit", func(t *testing.T) {
		tab := testTables(t, Locations(LeftThigh), Effect{Penalty: Penalty{Speed: 3, Accuracy: -3, Lost: Run}}, maxTableGrade)
		for _, talents := range [][]string{nil, {talentGrit}} {
			b := Body{Con: 12, MaxHP: 30, Talents: talents}
			p := newPatient(t, b, scriptOf(t), tab)
			mustWound(t, p, shot)
			if got, want := p.Condition().Penalties(b), p.Penalties(); got != want {
				t.Errorf("talents %v: the condition's %v, the patient's %v", talents, got, want)
			}
		}
		// By hand: +3 Speed −3 Accuracy, halved by Grit toward zero: +1 −1.
		b := Body{Con: 12, MaxHP: 30, Talents: []string{talentGrit}}
		p := newPatient(t, b, scriptOf(t), tab)
		mustWound(t, p, shot)
		if got := p.Condition().Penalties(b); got.Speed != 1 || got.Accuracy != -1 || got.Lost != Run {
			t.Errorf("with Grit: %v, want +1 Speed -1 Accuracy, can't run", got)
		}
	})
	t.Run("WOD-7 a condition decodes strictly", func(t *testing.T) {
		var c Condition
		if err := json.Unmarshal([]byte(`{"now":0,"hp":20,"wound":[]}`), &c); !errors.Is(err, ErrState) {
			t.Errorf("an unknown field: %v", err)
		}
		data, err := json.Marshal(wounded(t).Condition())
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &c); err != nil || c.Validate(Body{Con: 12, MaxHP: 30}) != nil {
			t.Errorf("a condition does not decode again: %v", err)
		}
	})
}

func FuzzCondition(f *testing.F) {
	var seeds []string
	for _, hits := range [][]Hit{
		nil,
		{{Damage: 4, Cause: Brawling}},
		{{Location: Abdomen, Damage: 9, Cause: Bullet}, {Damage: 2, Cause: Brawling}},
		{{Location: Neck, Damage: 6, Cause: Edged}},
	} {
		p, err := NewPatient(Body{Con: 12, MaxHP: 30}, dice.NewSource(5), nil)
		if err != nil {
			f.Fatal(err)
		}
		for _, h := range hits {
			if _, err := p.Wound(h); err != nil {
				f.Fatal(err)
			}
		}
		if _, err := p.Advance(2 * Hour); err != nil {
			f.Fatal(err)
		}
		data, err := json.Marshal(p.Condition())
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, string(data))
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var c Condition
		if err := json.Unmarshal([]byte(in), &c); err != nil {
			if !errors.Is(err, ErrState) && !errors.Is(err, ErrTable) && !errors.Is(err, ErrLocation) && !errors.Is(err, ErrWound) {
				var se *json.SyntaxError
				var te *json.UnmarshalTypeError
				if !errors.As(err, &se) && !errors.As(err, &te) {
					t.Fatalf("error %v wraps no sentinel", err)
				}
			}
			return
		}
		b := Body{Con: 12, MaxHP: 30}
		p, err := NewPatient(b, dice.NewSource(1), nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.SetCondition(&c); err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("error %v is no ErrState", err)
			}
			if p.HP() != 30 || len(p.Wounds()) != 0 {
				t.Fatal("a refused condition changed the patient")
			}
			return
		}
		_ = c.Fit()
		if got, want := c.Penalties(b), p.Penalties(); got != want {
			t.Fatalf("the condition's penalties %v, the patient's %v", got, want)
		}
		if d := cmp.Diff(&c, p.Condition(), cmp.AllowUnexported(Wound{}), cmpopts.EquateEmpty()); d != "" {
			t.Fatalf("the patient's condition (-set +got):\n%s", d)
		}
	})
}
