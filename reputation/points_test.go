package reputation

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func riding(t *testing.T, face int) dice.Check {
	t.Helper()
	r := dicetest.NewScript(t, face)
	c, err := dice.SkillCheck(r, 72, dice.Average())
	if err != nil {
		t.Fatal(err)
	}
	r.Done()
	c.Label = "Riding"
	return c
}

func TestReputationPoints(t *testing.T) {
	t.Run("RE-2 Reputation Points start equal to the score", func(t *testing.T) {
		for _, rep := range []int{0, 6, 35, 101} {
			s, err := NewStanding(rep, 3)
			if err != nil || s.RP != rep || s.Reputation != rep || s.Fame != 3 || s.MaxFame != 3 {
				t.Errorf("NewStanding(%d, 3) = %+v, %v", rep, s, err)
			}
		}
		s, err := NewStanding(-8, 0)
		if err != nil || s.RP != 0 {
			t.Errorf("NewStanding(-8, 0) = %+v, %v; a Notoriety has no RP", s, err)
		}
		for _, bad := range [][2]int{{MaxScore + 1, 0}, {-MaxScore - 1, 0}, {10, -1}, {10, MaxScore + 1}} {
			if _, err := NewStanding(bad[0], bad[1]); !errors.Is(err, ErrStanding) {
				t.Errorf("NewStanding(%d, %d): err = %v, want ErrStanding", bad[0], bad[1], err)
			}
		}
	})
	t.Run("RE-2 Reputation Points move with the score", func(t *testing.T) {
		s := Standing{Reputation: 35, RP: 25} // 10 already spent
		s.Award(Award{Reputation: 5})
		if s.Reputation != 40 || s.RP != 30 {
			t.Errorf("+5: %d / %d RP, want 40 / 30", s.Reputation, s.RP)
		}
		s.Award(Award{Reputation: -10})
		if s.Reputation != 30 || s.RP != 20 {
			t.Errorf("-10: %d / %d RP, want 30 / 20", s.Reputation, s.RP)
		}
		s.Award(Award{Reputation: -25}) // 20 RP cannot lose 25: they stop at 0
		if s.Reputation != 5 || s.RP != 0 {
			t.Errorf("-25: %d / %d RP, want 5 / 0", s.Reputation, s.RP)
		}
	})
	t.Run("RE-1 while the score is negative, gains raise it but give no Reputation Points", func(t *testing.T) {
		s := Standing{Reputation: 4, RP: 4}
		s.Award(Award{Reputation: -9})
		if s.Reputation != -5 || s.RP != 0 {
			t.Fatalf("4 - 9: %d / %d RP, want -5 / 0", s.Reputation, s.RP)
		}
		s.Award(Award{Reputation: 3})
		if s.Reputation != -2 || s.RP != 0 {
			t.Errorf("-5 + 3: %d / %d RP, want -2 / 0", s.Reputation, s.RP)
		}
		s.Award(Award{Reputation: 2})
		if s.Reputation != 0 || s.RP != 0 {
			t.Errorf("-2 + 2: %d / %d RP, want 0 / 0", s.Reputation, s.RP)
		}
		s.Award(Award{Reputation: -3})
		s.Award(Award{Reputation: 8}) // -3 + 8 = 5: only the 5 above zero give RP
		if s.Reputation != 5 || s.RP != 5 {
			t.Errorf("-3 + 8: %d / %d RP, want 5 / 5", s.Reputation, s.RP)
		}
	})
	t.Run("RE-2 10 RP buy a re-roll without lowering the score", func(t *testing.T) {
		s := Standing{Reputation: 35, RP: 35}
		old := riding(t, 12) // d100 12 +40 = 52 < 72: failure by 20
		r := dicetest.NewScript(t, 47)
		rr, err := s.Reroll(r, SkillCheck, old)
		r.Done()
		if err != nil {
			t.Fatal(err)
		}
		want := riding(t, 47) // d100 47 +40 = 87 ≥ 72: success by 15
		if want.Total != 87 || want.Margin != 15 || !want.Success {
			t.Fatalf("the expected check is %v", want)
		}
		if diff := cmp.Diff(Reroll{Kind: SkillCheck, Cost: 10, RPLeft: 25, Old: old, New: want}, rr, recordsEqual); diff != "" {
			t.Errorf("re-roll record (-want +got):\n%s", diff)
		}
		if s.Reputation != 35 || s.RP != 25 {
			t.Errorf("after the re-roll: %d / %d RP, want 35 / 25", s.Reputation, s.RP)
		}
		if got, w := rr.String(), "skill check re-rolled for 10 RP (25 left): Riding: d100 12 +40 (Average) = 52 ≥ 72: failure by 20 → d100 47 +40 (Average) = 87 ≥ 72: success by 15"; got != w {
			t.Errorf("String() =\n%q\nwant\n%q", got, w)
		}
	})
	t.Run("RE-2 a re-roll can itself be re-rolled, 10 RP each time", func(t *testing.T) {
		s := Standing{Reputation: 30, RP: 30}
		c := riding(t, 5)
		r := dicetest.NewScript(t, 6, 7, 8)
		for _, want := range []int{20, 10, 0} {
			rr, err := s.Reroll(r, SkillCheck, c)
			if err != nil || s.RP != want || rr.RPLeft != want {
				t.Fatalf("re-roll: %v, RP %d, want %d", err, s.RP, want)
			}
			c = rr.New
		}
		r.Done()
		if c.Throw.Natural() != 8 || c.Label != "Riding" || c.Target != 72 || c.Mods.Sum() != 40 {
			t.Errorf("third re-roll: %v", c)
		}
		// Out of points: an error, nothing spent and no die rolled.
		r = dicetest.NewScript(t)
		if _, err := s.Reroll(r, SkillCheck, c); !errors.Is(err, ErrNotEnoughRP) {
			t.Errorf("re-roll with 0 RP: err = %v, want ErrNotEnoughRP", err)
		}
		r.Done()
	})
	t.Run("RE-2 fewer than 10 RP buy nothing; exactly 10 buy one", func(t *testing.T) {
		s := Standing{Reputation: 50, RP: 9}
		if err := s.PayReroll(CombatRoll); !errors.Is(err, ErrNotEnoughRP) || s.RP != 9 {
			t.Errorf("9 RP: err = %v, RP %d", err, s.RP)
		}
		s.RP = 10
		if err := s.PayReroll(CombatRoll); err != nil || s.RP != 0 || s.Reputation != 50 {
			t.Errorf("10 RP: err = %v, RP %d, score %d", err, s.RP, s.Reputation)
		}
	})
	t.Run("RE-2 a combat roll, an ability check, a skill check, or another's roll that affects him", func(t *testing.T) {
		s := Standing{Reputation: 100, RP: 100}
		// The shot at him: d20 13 +2 vs 14 misses... he pays, the shooter rolls again.
		shot := dice.RollAgainst(dicetest.NewScript(t, 13), dice.Dice{N: 1, Sides: 20, Open: dice.Penetrating, Into: 6}, dice.AtLeast, 14, dice.Mod{Value: 2, Why: "aim"})
		r := dicetest.NewScript(t, 3)
		rr, err := s.Reroll(r, OthersRoll, shot)
		r.Done()
		if err != nil || rr.New.Total != 5 || rr.New.Success || rr.Kind.String() != "another's roll" {
			t.Errorf("another's shot re-rolled: %v, %v", rr, err)
		}
		// His Str check with a -1: d20 15 -1 = 14 < 13 fails; again d20 4 -1 = 3 succeeds.
		str, _ := dice.AbilityCheck(dicetest.NewScript(t, 15), 13, dice.Mod{Value: -1, Why: "Great Reputation"})
		r = dicetest.NewScript(t, 4)
		rr, err = s.Reroll(r, AbilityCheck, str)
		r.Done()
		if err != nil || rr.New.Total != 3 || !rr.New.Success || rr.New.Cmp != dice.Below || rr.New.Mods.Sum() != -1 {
			t.Errorf("ability check re-rolled: %v, %v", rr, err)
		}
		// A penetrating damage roll is a combat roll: d6p 6→2 again.
		dmg := dice.RollAgainst(dicetest.NewScript(t, 1), dice.Dice{N: 1, Sides: 6, Open: dice.Penetrating}, dice.NoTarget, 0)
		r = dicetest.NewScript(t, 6, 2)
		rr, err = s.Reroll(r, CombatRoll, dmg)
		r.Done()
		if err != nil || rr.New.Total != 7 {
			t.Errorf("damage re-rolled: %v, %v", rr, err)
		}
		if s.RP != 70 {
			t.Errorf("three re-rolls from 100 RP left %d", s.RP)
		}
	})
	t.Run("RE-2 only those rolls, and only real dice", func(t *testing.T) {
		s := Standing{Reputation: 50, RP: 50}
		r := dicetest.NewScript(t)
		for _, k := range []RollKind{0, 5, 200} {
			if _, err := s.Reroll(r, k, riding(t, 10)); !errors.Is(err, ErrReroll) {
				t.Errorf("kind %d: err = %v, want ErrReroll", k, err)
			}
			if err := s.PayReroll(k); !errors.Is(err, ErrReroll) {
				t.Errorf("PayReroll(%d): err = %v, want ErrReroll", k, err)
			}
		}
		if _, err := s.Reroll(r, SkillCheck, dice.Check{}); !errors.Is(err, ErrReroll) {
			t.Errorf("a check without dice: err = %v, want ErrReroll", err)
		}
		r.Done()
		if s.RP != 50 {
			t.Errorf("refused re-rolls cost RP: %d left", s.RP)
		}
	})
}

func TestMulligans(t *testing.T) {
	t.Run("RE-1 Great: 1 mulligan per session, reset when a session starts", func(t *testing.T) {
		s := Standing{Reputation: 71, RP: 71}
		if s.MulligansLeft() != 1 {
			t.Fatalf("Great has %d mulligans", s.MulligansLeft())
		}
		r := dicetest.NewScript(t, 60)
		rr, err := s.Mulligan(r, SkillCheck, riding(t, 10))
		r.Done()
		if err != nil || !rr.Mulligan || rr.Cost != 0 || rr.RPLeft != 71 || rr.MulligansLeft != 0 || rr.New.Total != 100 {
			t.Fatalf("mulligan: %+v, %v", rr, err)
		}
		if got := rr.String(); got != "skill check re-rolled with a mulligan (0 left): Riding: d100 10 +40 (Average) = 50 ≥ 72: failure by 22 → d100 60 +40 (Average) = 100 ≥ 72: success by 28" {
			t.Errorf("String() = %q", got)
		}
		r = dicetest.NewScript(t)
		if _, err := s.Mulligan(r, SkillCheck, riding(t, 10)); !errors.Is(err, ErrNoMulligan) {
			t.Errorf("second mulligan: err = %v, want ErrNoMulligan", err)
		}
		r.Done()
		s.StartSession()
		if s.MulligansLeft() != 1 || s.MulligansUsed != 0 {
			t.Errorf("new session: %d left, %d used", s.MulligansLeft(), s.MulligansUsed)
		}
	})
	t.Run("RE-1 Legendary: 2 mulligans per session", func(t *testing.T) {
		s := Standing{Reputation: 101, RP: 101}
		if err := s.UseMulligan(); err != nil {
			t.Fatal(err)
		}
		if err := s.UseMulligan(); err != nil {
			t.Fatal(err)
		}
		if err := s.UseMulligan(); !errors.Is(err, ErrNoMulligan) || s.MulligansUsed != 2 {
			t.Errorf("third mulligan: err = %v, used %d", err, s.MulligansUsed)
		}
		if got := s.String(); got != "Legendary Reputation 101, 101 RP; Fame 0 (Little Known), highest 0; 2 of 2 mulligans used" {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RE-1 no mulligans at 70, nor for a Notoriety", func(t *testing.T) {
		for _, rep := range []int{70, 0, -80, -150} {
			s := Standing{Reputation: rep, RP: max(rep, 0)}
			if err := s.UseMulligan(); !errors.Is(err, ErrNoMulligan) {
				t.Errorf("Reputation %d: err = %v, want ErrNoMulligan", rep, err)
			}
		}
	})
	t.Run("RE-1 a score that falls takes the allowance down", func(t *testing.T) {
		s := Standing{Reputation: 105, RP: 105}
		s.UseMulligan()
		s.Award(Award{Reputation: -20}) // 85: Great, 1 a session, 1 used
		if s.MulligansLeft() != 0 {
			t.Errorf("Legendary with 1 used falls to Great: %d left, want 0", s.MulligansLeft())
		}
	})
	t.Run("RE-1 a mulligan refuses bad rolls before spending", func(t *testing.T) {
		s := Standing{Reputation: 90, RP: 90}
		if _, err := s.Mulligan(dicetest.NewScript(t), 0, riding(t, 3)); !errors.Is(err, ErrReroll) || s.MulligansUsed != 0 {
			t.Errorf("kind 0: err = %v, used %d", err, s.MulligansUsed)
		}
	})
}

// Property: a re-roll costs exactly 10 RP, leaves the score alone and rolls
// the same check again — same dice, modifiers, comparison, target and label.
func TestRerollProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := dicetest.NewRapid(t)
		rep := rapid.IntRange(0, 200).Draw(t, "reputation")
		s := Standing{Reputation: rep, RP: rapid.IntRange(0, rep).Draw(t, "rp")}
		mastery := rapid.IntRange(1, 100).Draw(t, "mastery")
		c, err := dice.SkillCheck(r, mastery, dice.Average(), DieMod(s.Reputation, HigherIsBetter))
		if err != nil {
			t.Fatal(err)
		}
		before := s
		rr, err := s.Reroll(r, SkillCheck, c)
		if before.RP < rerollCost {
			if !errors.Is(err, ErrNotEnoughRP) || s != before {
				t.Fatalf("%d RP: err = %v, standing %+v", before.RP, err, s)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		if s.RP != before.RP-rerollCost || s.Reputation != before.Reputation {
			t.Fatalf("RP %d → %d, score %d → %d", before.RP, s.RP, before.Reputation, s.Reputation)
		}
		n := rr.New
		if n.Throw.Dice != c.Throw.Dice || n.Cmp != c.Cmp || n.Target != c.Target || n.Label != c.Label ||
			!cmp.Equal(n.Mods.List(), c.Mods.List()) || n.Total != n.Throw.Sum+n.Mods.Sum() || n.Success != (n.Total >= mastery) {
			t.Fatalf("re-roll of %v is %v", c, n)
		}
	})
}
