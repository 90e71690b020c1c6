package reputation

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestReputationBonus(t *testing.T) {
	t.Run("CHD-6 Reputation Bonus: +1 per full 10 earned, counted over every award since the last bonus, the remainder carried", func(t *testing.T) {
		s := Standing{Reputation: 45, RP: 45, ReputationBonus: true}
		for i, c := range []struct {
			delta        int
			bonus, carry int
			score        int
			text         string
		}{
			{7, 0, 7, 52, "Reputation 45 → 52 (RP 45 → 52), Fame 0 → 0, BP +0"},
			{5, 1, 2, 58, "Reputation 52 → 58 with +1 from Reputation Bonus (RP 52 → 58), Fame 0 → 0, BP +0"}, // 7 + 5 = 12
			{-10, 0, 2, 48, "Reputation 58 → 48 (RP 58 → 48), Fame 0 → 0, BP +0"},                             // a loss earns nothing and keeps the 2
			{23, 2, 5, 73, "Reputation 48 → 73 with +2 from Reputation Bonus (RP 48 → 73), now Great Reputation, Fame 0 → 0, BP +0"},
		} {
			w, err := s.Award(Award{Reputation: c.delta})
			if err != nil {
				t.Fatal(err)
			}
			if w.ReputationBonus != c.bonus || s.ReputationCarry != c.carry || s.Reputation != c.score || s.RP != c.score || w.String() != c.text {
				t.Errorf("award %d (%+d): bonus %d carry %d score %d RP %d, want %d %d %d %d\n%s", i, c.delta, w.ReputationBonus, s.ReputationCarry, s.Reputation, s.RP, c.bonus, c.carry, c.score, c.score, w)
			}
		}
	})
	t.Run("CHD-6 nothing while Notorious: only what lands above 0 is earned", func(t *testing.T) {
		s := Standing{Reputation: -15, ReputationBonus: true, ReputationCarry: 4}
		w, _ := s.Award(Award{Reputation: 8}) // −15 → −7: nothing earned
		if w.ReputationBonus != 0 || s.ReputationCarry != 4 || s.Reputation != -7 {
			t.Errorf("−15 +8: bonus %d carry %d score %d, want 0 4 −7", w.ReputationBonus, s.ReputationCarry, s.Reputation)
		}
		w, _ = s.Award(Award{Reputation: 17}) // −7 → 10: 10 earned, 4 + 10 = 14
		if w.ReputationBonus != 1 || s.ReputationCarry != 4 || s.Reputation != 11 || s.RP != 11 {
			t.Errorf("−7 +17: bonus %d carry %d score %d RP %d, want 1 4 11 11", w.ReputationBonus, s.ReputationCarry, s.Reputation, s.RP)
		}
	})
	t.Run("CHD-6 without the talent no bonus and nothing carried", func(t *testing.T) {
		s := Standing{Reputation: 45, RP: 45}
		w, _ := s.Award(Award{Reputation: 25})
		if w.ReputationBonus != 0 || s.ReputationCarry != 0 || s.Reputation != 70 {
			t.Errorf("bonus %d carry %d score %d", w.ReputationBonus, s.ReputationCarry, s.Reputation)
		}
	})
	t.Run("CHD-6 the Reputation Bonus may not take the score past MaxScore", func(t *testing.T) {
		s := Standing{Reputation: MaxScore - 10, ReputationBonus: true}
		before := s
		if _, err := s.Award(Award{Reputation: 10}); !errors.Is(err, ErrAward) || s != before {
			t.Errorf("err %v, standing %+v", err, s)
		}
	})
	t.Run("CHD-6 the standing's JSON carries both remainders, checked", func(t *testing.T) {
		s := Standing{Reputation: 80, RP: 80, ReputationBonus: true, ReputationCarry: 3, BPCarry: 7}
		data, _ := json.Marshal(s)
		var back Standing
		if err := json.Unmarshal(data, &back); err != nil || back != s {
			t.Errorf("%s → %+v, %v", data, back, err)
		}
		for _, bad := range []string{
			`{"reputation":80,"rp":80,"fame":0,"max_fame":0,"mulligans_used":0,"reputation_bonus":true,"reputation_carry":10}`,
			`{"reputation":80,"rp":80,"fame":0,"max_fame":0,"mulligans_used":0,"reputation_carry":3}`,
			`{"reputation":80,"rp":80,"fame":0,"max_fame":0,"mulligans_used":0,"bp_carry":-1}`,
		} {
			if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, ErrStanding) {
				t.Errorf("%s: err %v, want ErrStanding", bad, err)
			}
		}
	})
}
