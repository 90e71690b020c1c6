package gunfight_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
)

// condition returns the condition of a man of Con 11 and maxHP hit points
// (the standard duel's) given hits at time 0, his clock then at at.
func condition(t testing.TB, maxHP int, at wounds.Time, hits ...wounds.Hit) *wounds.Condition {
	t.Helper()
	return encountertest.Condition(t, wounds.Body{Con: 11, MaxHP: maxHP}, at, hits...)
}

// hurtDuel is the standard duel with Hickok walking in in condition c.
func hurtDuel(c *wounds.Condition) gunfight.Setup {
	s := gunfight.StandardDuel()
	s.Shooters[0].Condition = c
	return s
}

// thigh is a 6-point bullet in the left thigh: the default critical
// table's thigh row for 5..7 gives +1 Speed and no sprinting, and no
// bleeding.
var thigh = wounds.Hit{Location: wounds.LeftThigh, Damage: 6, Cause: wounds.Bullet}

func TestComesInAsHeIs(t *testing.T) {
	t.Run("GUD-16 a wounded man fights with his hit points left and rolls initiative with his wounds' Speed", func(t *testing.T) {
		f, err := gunfight.NewFight(hurtDuel(condition(t, 22, 10*wounds.Minute, thigh)), dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
		var mods []string
		for _, e := range f.Events() {
			if e.Kind == gunfight.Initiative && e.Who == "Hickok" {
				for m := range e.Modifiers() {
					mods = append(mods, m.String())
				}
			}
		}
		// +1 Speed from the thigh (the critical table), on top of his
		// base Speed of 3.
		if !slices.Contains(mods, "+1 (wounds)") || !slices.Contains(mods, "+3 (Speed)") {
			t.Errorf("Hickok's initiative modifiers %q, want wounds +1 and Speed +3", mods)
		}
		// 22 − 6 = 16 of 22 (HP stays his maximum), and no wound of the
		// fight's yet.
		if r := f.Outcome().Results[0]; r.HP != 16 || r.MaxHP != 22 || r.Wounds != 0 {
			t.Errorf("result %+v", r)
		}
		if p := f.Patient(0); p.Now() != 10*wounds.Minute || len(p.Wounds()) != 1 {
			t.Errorf("his patient at %s with %d wounds", p.Now(), len(p.Wounds()))
		}
	})
	t.Run("GU-13 GUD-16 his bleeding keeps its own clock: a cut bleeding since 30 seconds before bleeds at count 300", func(t *testing.T) {
		// A 5-point cut to the neck: severe bleeding (the neck row for
		// 4..6), d6 − 2 a minute after the wound. Wounded at time 0, in the
		// fight at 30 s: his first bleed is due at count 300, not 600.
		neck := wounds.Hit{Location: wounds.Neck, Damage: 5, Cause: wounds.Edged}
		f, err := gunfight.NewFight(hurtDuel(condition(t, 22, 30*wounds.Second, neck)), dice.NewSource(2))
		if err != nil {
			t.Fatal(err)
		}
		for !f.Over() && f.State().Now < 300 {
			if err := f.Step(); err != nil {
				t.Fatal(err)
			}
		}
		for _, e := range f.Events() {
			if e.Kind == gunfight.Bled && e.Who == "Hickok" && e.When != 300 {
				t.Errorf("Hickok bled at count %d, want 300: %s", e.When, e)
			}
		}
		if evs := f.Patient(0).Log(); f.State().Now >= 300 && len(evs) == 0 {
			t.Error("nothing happened on his clock by count 300")
		}
	})
	t.Run("GUD-16 RE-7 past his threshold as he walks in: Low seeks cover at his first declaration, armed from count 0", func(t *testing.T) {
		// Low (Reputation 15) loses 25% of 22 at 6 hit points (6 × 4 ≥ 22):
		// the thigh's 6 put him past it. Average (45) needs 11 (11 × 2 ≥
		// 22): not past it at 6.
		for _, c := range []struct {
			rep   int
			cover bool
		}{{15, true}, {45, false}, {3, false}} {
			s := hurtDuel(condition(t, 22, 0, thigh))
			s.Shooters[0].Reputation = c.rep
			f, err := gunfight.NewFight(s, dice.NewSource(3))
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Step(); err != nil {
				t.Fatal(err)
			}
			var nerve, cover bool
			for _, e := range f.Events() {
				if e.Who != "Hickok" {
					continue
				}
				switch {
				case e.Kind == gunfight.Nerve && e.When == 0 && strings.Contains(e.String(), "he comes into the fight past it"):
					nerve = true
				case e.Kind == gunfight.Initiative && e.Act == gunfight.TakeCover:
					cover = true
				case e.Kind == gunfight.LeftFight:
					t.Errorf("Reputation %d: %s (only a wound of this fight makes a Disreputable man leave)", c.rep, e)
				}
			}
			if nerve != c.cover || cover != c.cover {
				t.Errorf("Reputation %d: nerve event %v, declares cover %v; want %v", c.rep, nerve, cover, c.cover)
			}
		}
	})
	t.Run("GUD-7 WO-4 a man who cannot stand is refused, with the reason", func(t *testing.T) {
		down := condition(t, 22, 0, wounds.Hit{Damage: 22, Cause: wounds.Brawling})
		_, err := gunfight.NewFight(hurtDuel(down), dice.NewSource(1))
		if !errors.Is(err, gunfight.ErrSetup) || !errors.Is(err, wounds.ErrDown) || !strings.Contains(err.Error(), "down at 0 hit points") {
			t.Errorf("NewFight: %v", err)
		}
		if _, err := gunfight.NewShooter("Hickok", hurtGunman{health: down}); !errors.Is(err, gunfight.ErrSetup) || !errors.Is(err, wounds.ErrDown) {
			t.Errorf("NewShooter: %v", err)
		}
		other := condition(t, 23, 0, thigh) // a man of 23 hit points
		if _, err := gunfight.NewFight(hurtDuel(other), dice.NewSource(1)); !errors.Is(err, gunfight.ErrSetup) || !errors.Is(err, wounds.ErrState) {
			t.Errorf("another man's condition: %v", err)
		}
	})
	t.Run("GUD-16 NewShooter reads his condition; HP stays his maximum", func(t *testing.T) {
		s, err := gunfight.NewShooter("Hickok", hurtGunman{health: condition(t, 22, 0, thigh)})
		if err != nil {
			t.Fatal(err)
		}
		if s.HP != 22 || s.Condition == nil || s.Condition.HP != 16 {
			t.Errorf("HP %d, condition %+v", s.HP, s.Condition)
		}
	})
	t.Run("GUD-16 a wounded man's fight saves and resumes as played", func(t *testing.T) {
		s := hurtDuel(condition(t, 22, 30*wounds.Second, wounds.Hit{Location: wounds.Neck, Damage: 5, Cause: wounds.Edged}))
		straight, err := gunfight.NewFight(s, dice.NewSource(4))
		if err != nil {
			t.Fatal(err)
		}
		want, err := straight.Run()
		if err != nil {
			t.Fatal(err)
		}
		r, err := gunfight.Resume(savedAt(t, s, 4, 120))
		if err != nil {
			t.Fatal(err)
		}
		got, err := r.Run()
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("(-straight +resumed):\n%s", d)
		}
	})
}

// hurtGunman is a character model that tells its condition, as
// *character.Sheet does.
type hurtGunman struct {
	gunman
	health *wounds.Condition
}

func (g hurtGunman) Health() *wounds.Condition { return g.health.Clone() }
func (hurtGunman) MaxHitPoints() int           { return 22 }

func TestConsequences(t *testing.T) {
	t.Run("GUD-16 GU-13 the consequences carry his condition as the fight left him: the wounds he came with, those he took, bled to the last count", func(t *testing.T) {
		start := 2 * wounds.Hour
		s := hurtDuel(condition(t, 22, start, thigh))
		for seed := uint64(1); seed < 40; seed++ {
			f, err := gunfight.NewFight(s, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.Consequences(0, nil); !errors.Is(err, gunfight.ErrState) {
				t.Fatalf("before it ends: %v", err)
			}
			o, err := f.Run()
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range o.Results {
				c, err := f.Consequences(i, nil)
				if err != nil {
					t.Fatal(err)
				}
				clock := wounds.Time(0)
				if i == 0 {
					clock = start
				}
				// The scene ends its last count (tenths of a second) after
				// his clock as he walked in.
				if c.Took != wounds.Time(o.Ended) || c.Scene.Ended != clock+c.Took || c.Scene.Encounter != "gunfight" || c.Scene.Seat != i || c.Scene.Name != r.Name {
					t.Fatalf("seed %d, %s: %v", seed, r.Name, c.Scene)
				}
				if err := c.Validate(); err != nil {
					t.Fatalf("seed %d, %s: %v", seed, r.Name, err)
				}
				came := 0
				if i == 0 {
					came = 1
				}
				if c.Condition.HP != r.HP || len(c.Condition.Wounds) < came+r.Wounds || c.Dead != (r.Status == gunfight.Dead) {
					t.Fatalf("seed %d, %s: condition %d HP, %d wounds, dead %v; result %+v", seed, r.Name, c.Condition.HP, len(c.Condition.Wounds), c.Dead, r)
				}
				if i == 0 && (c.Condition.Wounds[0].At != 0 || c.Condition.Wounds[0].Location != wounds.LeftThigh) {
					t.Fatalf("seed %d: his first wound is not the thigh he came in with: %v", seed, c.Condition.Wounds[0])
				}
				if c.Advancement.Gunfights != r.Experience {
					t.Fatalf("seed %d, %s: experience %d, result %d", seed, r.Name, c.Advancement.Gunfights, r.Experience)
				}
				var want []reputation.Award
				switch {
				case r.Won:
					want = []reputation.Award{{Why: "won a fair fight", Reputation: 3, Fame: 2}}
				case r.Status == gunfight.Fled:
					want = []reputation.Award{{Why: "ran from a fight", Reputation: -3}}
				case r.Status == gunfight.Left:
					want = []reputation.Award{{Why: "backed down from a challenge", Reputation: -2}}
				}
				if d := cmp.Diff(want, c.Awards); d != "" {
					t.Fatalf("seed %d, %s (%s): awards (-want +got):\n%s", seed, r.Name, r.Status, d)
				}
			}
		}
	})
	t.Run("RE-6 a GM's own deed table: a deed it leaves out awards nothing", func(t *testing.T) {
		f, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		w := f.Outcome().Winner
		if w < 0 {
			t.Skip("nobody won with this seed")
		}
		c, err := f.Consequences(w, reputation.DeedTable{{Why: "won a fair fight", Reputation: 7}})
		if err != nil || len(c.Awards) != 1 || c.Awards[0].Reputation != 7 {
			t.Errorf("%v, %v", c.Awards, err)
		}
		c, _ = f.Consequences(w, reputation.DeedTable{{Why: "kept an oath"}})
		if c.Awards != nil {
			t.Errorf("a table without the deed: %v", c.Awards)
		}
		if _, err := f.Consequences(2, nil); !errors.Is(err, gunfight.ErrSetup) {
			t.Errorf("man 2 of 2: %v", err)
		}
	})
	t.Run("GUD-16 a man played by a custom tactic no save can name has his consequences, stamped as any", func(t *testing.T) {
		s := gunfight.StandardDuel()
		s.Shooters[0].Decider = gunfight.TacticFunc{Label: "mine", Func: func(v *gunfight.View) gunfight.Action { return gunfight.QuickDraw.Declare(v) }}
		mine, _ := gunfight.NewFight(s, dice.NewSource(1))
		std, _ := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
		for _, f := range []*gunfight.Fight{mine, std} {
			if _, err := f.Run(); err != nil {
				t.Fatal(err)
			}
		}
		a, err := mine.Consequences(0, nil)
		b, _ := std.Consequences(0, nil)
		if err != nil || a.Scene != b.Scene {
			t.Errorf("%v: stamped %+v, the built-in's %+v", err, a.Scene, b.Scene)
		}
	})
}

// TestHurtSaveJSON: a shooter's condition is in the fight's save.
func TestHurtSaveJSON(t *testing.T) {
	data := savedAt(t, hurtDuel(condition(t, 22, wounds.Minute, thigh)), 1, 10)
	var v struct {
		Setup struct {
			Shooters []struct {
				Condition *wounds.Condition `json:"condition"`
			} `json:"shooters"`
		} `json:"setup"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	if c := v.Setup.Shooters[0].Condition; c == nil || c.HP != 16 || c.Now != wounds.Minute {
		t.Errorf("saved condition %+v", c)
	}
}
