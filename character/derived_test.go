package character_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func exampleModifiers(t *testing.T) character.Modifiers {
	t.Helper()
	tables := character.DefaultModifiers()
	a := exampleAbilities()
	m, err := tables.Lookup(&a)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestHitPoints(t *testing.T) {
	t.Run("CH-5 hit points are 20 + 1d4 + Con modifier", func(t *testing.T) {
		for _, c := range []struct {
			con, d4, want int
		}{
			{-3, 1, 18}, {-3, 4, 21}, {0, 2, 22}, {2, 3, 25}, {-6, 1, 15},
		} {
			m := character.Modifiers{HitPoints: c.con}
			r := dicetest.NewScript(t, c.d4)
			f := character.RollHitPoints(r, &m, false)
			r.Done()
			if f.Value != c.want || f.Base != 20 {
				t.Errorf("Con %+d, d4 %d: %v; want %d", c.con, c.d4, f, c.want)
			}
		}
		m := exampleModifiers(t)
		f := character.RollHitPoints(dicetest.NewScript(t, 4), &m, false)
		if s := f.String(); s != "Hit points 21 = 20 +4 (d4) -3 (Constitution)" {
			t.Errorf("example character: %q", s)
		}
	})
	t.Run("CH-5 Hit Point Bonus adds 1d4 more", func(t *testing.T) {
		m := exampleModifiers(t)
		r := dicetest.NewScript(t, 4, 3)
		f := character.RollHitPoints(r, &m, true)
		r.Done()
		if f.Value != 24 || f.String() != "Hit points 24 = 20 +4 (d4) -3 (Constitution) +3 (Hit Point Bonus d4)" {
			t.Errorf("with Hit Point Bonus: %v; want 20 + 4 - 3 + 3 = 24", f)
		}
	})
}

func TestSpeedAndAccuracy(t *testing.T) {
	t.Run("CH-6 base Speed is the Wis and Dex speed modifiers; it is added to initiative, so lower is better", func(t *testing.T) {
		m := exampleModifiers(t)
		f := character.BaseSpeed(&m)
		if f.Value != 1 || f.String() != "Base Speed 1 = 0 +1 (Wisdom) +0 (Dexterity)" {
			t.Errorf("example: %v; want Wis +1 and Dex 0 = 1", f)
		}
		quick := character.Modifiers{WisSpeed: -2, DexSpeed: -3}
		if f := character.BaseSpeed(&quick); f.Value != -5 {
			t.Errorf("Wis -2, Dex -3: %v; want -5", f)
		}
	})
	t.Run("CH-6 base Accuracy is the Int and Dex accuracy modifiers; it is added to the shot roll, so higher is better", func(t *testing.T) {
		m := exampleModifiers(t)
		f := character.BaseAccuracy(&m)
		if f.Value != 1 || f.String() != "Base Accuracy 1 = 0 +0 (Intelligence) +1 (Dexterity)" {
			t.Errorf("example: %v; want Int 0 and Dex +1 = 1", f)
		}
		sharp := character.Modifiers{IntAccuracy: 2, DexAccuracy: 4}
		if f := character.BaseAccuracy(&sharp); f.Value != 6 {
			t.Errorf("Int +2, Dex +4: %v; want 6", f)
		}
	})
}

func TestStartingReputationAndFame(t *testing.T) {
	t.Run("CH-7 starting Reputation is the average of the seven abilities plus the Looks and Charisma modifiers (CHD-2: mean rounded down)", func(t *testing.T) {
		a := exampleAbilities()
		m := exampleModifiers(t)
		f := character.StartingReputation(&a, &m)
		// 69 / 7 = 9.86 → 9; Looks -1; Charisma -2.
		if f.Value != 6 || f.String() != "Starting Reputation 6 = 9 (mean of the seven abilities) -1 (Looks) -2 (Charisma)" {
			t.Errorf("example: %v; want 9 - 1 - 2 = 6", f)
		}
		high := character.Abilities{{18, 1}, {17, 1}, {16, 1}, {15, 1}, {14, 1}, {13, 1}, {12, 1}} // 105 / 7 = 15
		hm := character.Modifiers{LooksReputation: 1, ChaReputation: 0}
		if f := character.StartingReputation(&high, &hm); f.Value != 16 {
			t.Errorf("mean 15, Looks +1: %v; want 16", f)
		}
	})
	t.Run("CH-7 starting Fame is 0 plus the Looks and prior modifiers", func(t *testing.T) {
		m := character.Modifiers{LooksFame: 2}
		if f := character.StartingFame(&m, "Son of a famous lawman", 2); f.Value != 4 || f.String() != "Starting Fame 4 = 0 +2 (Looks) +2 (Son of a famous lawman)" {
			t.Errorf("Looks +2, prior +2: %v; want 4", f)
		}
		ex := exampleModifiers(t)
		if f := character.StartingFame(&ex, "Army veteran", 1); f.Value != 0 {
			t.Errorf("Looks -1, prior +1: %v; want 0", f)
		}
		// Our default: Fame does not start below 0, and says so.
		if f := character.StartingFame(&ex, "Orphan", 0); f.Value != 0 || f.String() != "Starting Fame 0 = 0 -1 (Looks) +1 (Fame starts at 0 at least)" {
			t.Errorf("example, Looks -1: %v; want 0 with the floor listed", f)
		}
	})
}

func TestFigureValidate(t *testing.T) {
	s := newSheet(t)
	if err := s.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}
	// a figure's value is its base plus its modifiers (CH-6): Speed 1 off is no sheet
	s.Speed.Value++
	if err := s.Validate(); !errors.Is(err, character.ErrSheet) || !strings.Contains(err.Error(), "speed: value") {
		t.Errorf("a figure off by one: %v", err)
	}
}
