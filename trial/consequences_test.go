package trial

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/wounds"
)

// advocate is a character model of someone else's that tells its
// condition, as *character.Sheet does.
type advocate struct{ health *wounds.Condition }

func (advocate) Mastery(string) (int, error)   { return 50, nil }
func (advocate) Standing() (int, int)          { return 30, 0 }
func (advocate) TalentNames() []string         { return nil }
func (advocate) TalentOptions(string) []string { return nil }
func (a advocate) Health() *wounds.Condition   { return a.health.Clone() }

func TestCondition(t *testing.T) {
	t.Run("WOD-7 NewSkills reads the counsel's condition; a man who cannot stand cannot plead", func(t *testing.T) {
		s, err := NewSkills(advocate{encountertest.Bruised(t, 20, 5, wounds.Day)})
		if err != nil || s.Condition == nil || s.Condition.HP != 15 || s.Oratory != 50 {
			t.Fatalf("%+v, %v", s, err)
		}
		down := encountertest.Bruised(t, 20, 21, 0)
		if _, err := NewSkills(advocate{down}); !errors.Is(err, ErrSkill) || !errors.Is(err, wounds.ErrDown) || !strings.Contains(err.Error(), "down at -1 hit points") {
			t.Errorf("NewSkills: %v", err)
		}
		cfg := Config{Evidence: Ratings{3, 3}}
		cfg.Defence.Condition = down
		if _, err := New(cfg, dice.NewSource(1)); !errors.Is(err, ErrSkill) || !errors.Is(err, wounds.ErrDown) {
			t.Errorf("New: %v", err)
		}
	})
}

func TestConsequences(t *testing.T) {
	t.Run("WOD-7 TR-3 TR-7 a trial takes 7 × its weeks and its days of deliberation on the clock of the man who spoke", func(t *testing.T) {
		// Solid (+3), Hanging (+2), a Notorious defendant (+3): the hearing
		// sends every case to trial (TR-1).
		cfg := Config{Case: Solid, Judge: Judge{Temperament: Hanging}, Defendant: -40, Evidence: Ratings{4, 3}}
		cfg.Defence.Condition = encountertest.Bruised(t, 20, 4, 3*wounds.Day)
		tr, err := New(cfg, dice.NewSource(3))
		if err != nil {
			t.Fatal(err)
		}
		cfg.Defence.Condition.Now = 0 // the trial's copy is its own
		if _, err := tr.Consequences(1, nil); !errors.Is(err, ErrPhase) {
			t.Errorf("before it ends: %v", err)
		}
		if _, err := tr.Run(); err != nil {
			t.Fatal(err)
		}
		took := wounds.Time(7*tr.weeks+tr.day) * wounds.Day
		if tr.weeks < 2 || tr.weeks > 4 || tr.took() != took {
			t.Fatalf("%d weeks (1d3+1), %d days: took %s", tr.weeks, tr.day, tr.took())
		}
		c, err := tr.Consequences(1, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.Took != took || c.Scene.Ended != 3*wounds.Day+took || c.Scene.Encounter != "trial" || c.Scene.Seat != 1 || c.Scene.Name != "defence" || c.Hits != nil || c.Awards != nil {
			t.Errorf("defence: %v", c)
		}
		if p, err := tr.Consequences(0, nil); err != nil || p.Scene.Ended != took || p.Scene.Fingerprint != c.Scene.Fingerprint {
			t.Errorf("prosecution: %v, %v", p, err)
		}
		if _, err := tr.Consequences(2, nil); !errors.Is(err, ErrCounsel) {
			t.Errorf("seat 2: %v", err)
		}
	})
	t.Run("WOD-7 TR-1 a man released at the hearing spent the hearing's hour (ours)", func(t *testing.T) {
		// Flimsy (0), Lenient (−1), a Legendary defendant (−2): d6 − 3 is
		// 3 or less whatever the die, released.
		tr, err := New(Config{Case: Flimsy, Judge: Judge{Temperament: Lenient}, Defendant: 150}, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Run(); err != nil {
			t.Fatal(err)
		}
		c, err := tr.Consequences(1, nil)
		if err != nil || tr.verdict != Released || c.Took != wounds.Hour {
			t.Errorf("%v: %v, %v", tr.verdict, c, err)
		}
	})
}
