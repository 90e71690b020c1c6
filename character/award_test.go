package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/reputation"
)

func TestReputationBonuses(t *testing.T) {
	paths := character.DefaultPaths()
	t.Run("CHD-6 RE-1 EndScene pays a Great Reputation +1 BP per full 10 BP earned, counted over the scenes and Sheet.Award", func(t *testing.T) {
		s := newSheet(t)
		s.Reputation = 80
		earned := s.Ledger.Earned()
		// scene 1: 1 + 2 + 2 = 5 BP: no bonus, 5 carried
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy, arrest, thief}}))
		if a.BP != 5 || a.Bonus != 0 || s.BPCarry != 5 {
			t.Errorf("scene 1: %d BP, bonus %d, carry %d; want 5, 0, 5", a.BP, a.Bonus, s.BPCarry)
		}
		// scene 2: 3 + 4 = 7 BP: 5 + 7 = 12, +1 BP, 2 carried
		a = mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 2, Path: "Lawman", Objectives: []string{sheriff, gang}}))
		if a.BP != 8 || a.Bonus != 1 || s.BPCarry != 2 {
			t.Errorf("scene 2: %d BP, bonus %d, carry %d; want 8, 1, 2", a.BP, a.Bonus, s.BPCarry)
		}
		want := "scene 2 (Lawman): +3 BP Be made sheriff or town marshal; +4 BP Bring in a gang; +1 BP Great Reputation; total +8 BP"
		if a.String() != want {
			t.Errorf("got  %s\nwant %s", a, want)
		}
		if e := lastEntry(s.Ledger); e.String() != "scene 2: +1 BP reputation bonus: Great Reputation" {
			t.Errorf("ledger entry %q", e)
		}
		// a GM's award of 8 BP in scene 3: 2 + 8 = 10, +1 BP, 0 carried
		w := mustT[reputation.Awarded](t)(s.Award(3, reputation.Award{Why: "saved the stage", BP: 8}))
		if w.BP != 9 || w.BPBonus != 1 || s.BPCarry != 0 {
			t.Errorf("award: %d BP, bonus %d, carry %d; want 9, 1, 0", w.BP, w.BPBonus, s.BPCarry)
		}
		if got := s.Ledger.Earned() - earned; got != 5+8+9 {
			t.Errorf("earned %d BP, want 5 + 8 + 9 = 22", got)
		}
	})
	t.Run("CHD-6 an Average Reputation earns no BP bonus and carries nothing", func(t *testing.T) {
		s := newSheet(t)
		s.Reputation = 45
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy, arrest, thief, sheriff, gang}}))
		if a.BP != 12 || a.Bonus != 0 || s.BPCarry != 0 {
			t.Errorf("%d BP, bonus %d, carry %d; want 12, 0, 0", a.BP, a.Bonus, s.BPCarry)
		}
	})
	t.Run("CHD-6 Reputation Bonus on the sheet: +1 per full 10 Reputation earned, the remainder carried; nothing while Notorious", func(t *testing.T) {
		s := newSheet(t)
		giveTalent(t, s, character.ReputationBonus, 35)
		s.Reputation = 45
		for i, c := range []struct{ delta, bonus, carry, score int }{
			{7, 0, 7, 52},
			{5, 1, 2, 58}, // 7 + 5 = 12
			{-10, 0, 2, 48},
			{23, 2, 5, 73}, // 2 + 23 = 25
		} {
			w := mustT[reputation.Awarded](t)(s.Award(1, reputation.Award{Reputation: c.delta}))
			if w.ReputationBonus != c.bonus || s.ReputationCarry != c.carry || s.Reputation != c.score {
				t.Errorf("award %d (%+d): bonus %d carry %d score %d, want %d %d %d", i, c.delta, w.ReputationBonus, s.ReputationCarry, s.Reputation, c.bonus, c.carry, c.score)
			}
		}
		s.Reputation, s.ReputationCarry = -15, 4
		mustT[reputation.Awarded](t)(s.Award(2, reputation.Award{Reputation: 8}))
		if s.Reputation != -7 || s.ReputationCarry != 4 {
			t.Errorf("Notorious −15 +8: score %d carry %d, want −7 and 4", s.Reputation, s.ReputationCarry)
		}
		plain := newSheet(t)
		plain.Reputation = 45
		mustT[reputation.Awarded](t)(plain.Award(1, reputation.Award{Reputation: 12}))
		if plain.Reputation != 57 || plain.ReputationCarry != 0 {
			t.Errorf("without the talent: score %d carry %d, want 57 and 0", plain.Reputation, plain.ReputationCarry)
		}
	})
	t.Run("CHD-6 the sheet's JSON carries both remainders, checked", func(t *testing.T) {
		s := newSheet(t)
		giveTalent(t, s, character.ReputationBonus, 35)
		s.ReputationCarry, s.BPCarry = 3, 7
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		back, err := character.LoadSheet(data)
		if err != nil || back.ReputationCarry != 3 || back.BPCarry != 7 {
			t.Fatalf("back: %v, %+v", err, back)
		}
		for _, c := range []struct{ from, to, field string }{
			{`"bpCarry":7`, `"bpCarry":10`, "bpCarry"},
			{`"reputationCarry":3`, `"reputationCarry":-1`, "reputationCarry"},
			{`"name":"Reputation Bonus"`, `"name":"Grit"`, "reputationCarry"},
		} {
			bad := strings.Replace(string(data), c.from, c.to, 1)
			_, err := character.LoadSheet([]byte(bad))
			var fe *character.FieldError
			if !errors.Is(err, character.ErrSheet) || !errors.As(err, &fe) || !strings.Contains(err.Error(), c.field) {
				t.Errorf("%s → %s: err %v, want a FieldError naming %s", c.from, c.to, err, c.field)
			}
		}
	})
	t.Run("CHD-6 a refused award changes nothing", func(t *testing.T) {
		s := newSheet(t)
		before := *s
		for _, c := range []struct {
			scene int
			a     reputation.Award
			err   error
		}{
			{0, reputation.Award{BP: 1}, character.ErrAward},
			{1, reputation.Award{BP: reputation.MaxDelta + 1}, reputation.ErrAward},
			{1, reputation.Award{BP: -1000}, character.ErrInsufficientBP},
		} {
			if _, err := s.Award(c.scene, c.a); !errors.Is(err, c.err) {
				t.Errorf("%v in scene %d: err %v, want %v", c.a, c.scene, err, c.err)
			}
		}
		if len(s.Ledger.Entries()) != len(before.Ledger.Entries()) || s.Reputation != before.Reputation {
			t.Error("a refused award changed the sheet")
		}
	})
}
