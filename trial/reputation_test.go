package trial

import (
	"errors"
	"slices"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/reputation"
)

// dieMod is Reputation's modifier to all die rolls for a score.
func dieMod(score int) int { return reputation.DieMod(score, reputation.HigherIsBetter).Value }

// eventText returns the trial's events as table talk.
func eventText(tr *Trial) []string {
	var got []string
	for _, e := range tr.Events() {
		got = append(got, e.String())
	}
	return got
}

func TestReputation(t *testing.T) {
	t.Run("RED-3 Reputation's modifier: Disreputable −1, Great and Legendary +1, others 0", func(t *testing.T) {
		for _, tc := range []struct{ score, want int }{{0, -1}, {5, -1}, {6, 0}, {70, 0}, {71, 1}, {101, 1}} {
			if got := dieMod(tc.score); got != tc.want {
				t.Errorf("Reputation %d: %d, want %d", tc.score, got, tc.want)
			}
		}
	})

	t.Run("RED-3 the counsel's Reputation reaches his opening Oratory check", func(t *testing.T) {
		// Prosecution (Great, +1) Oratory 50% at Average (+40): d100 9 +1 =
		// 50 ≥ 50, success by 0, where 49 alone fails: 3 points (default
		// table). Defence (Disreputable, −1) Oratory 60% at Average: d100 20
		// −1 = 59 < 60, failure by 1, where 60 alone succeeds: nothing.
		cfg := openingConfig()
		cfg.Prosecution.DieMod, cfg.Defence.DieMod = dieMod(80), dieMod(3)
		s := dicetest.NewScript(t, 9, 20)
		tr := setup(t, cfg, s, mixed(t), PhaseOpening)
		if err := tr.stepWith(&stub{opening: dice.Average()}, &stub{opening: dice.Average()}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		want := []string{
			"opening arguments, prosecution: Oratory: d100 9 +40 (Average) +1 (Reputation) = 50 ≥ 50: success by 0 → 3 jury points to the prosecution",
			"prosecution leaves 3 jury points unspent",
			"opening arguments, defence: Oratory: d100 20 +40 (Average) -1 (Reputation) = 59 ≥ 60: failure by 1 → no jury points",
		}
		if got := eventText(tr); !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
		if r := tr.Events()[0].Roll; r.Reputation != 1 || r.Total != 50 || r.Margin != 0 {
			t.Errorf("record %+v, want Reputation +1, total 50, margin 0", r)
		}
	})

	t.Run("RED-3 the counsel's Reputation reaches his Law check", func(t *testing.T) {
		// Prosecution (Legendary, +1) Law 60% at Average (+40): d100 19 +1
		// = 60 ≥ 60, where 19 alone fails: +1 rating (default table), 4 vs
		// 3 earns 10 jury points.
		cfg := evidenceConfig()
		cfg.Prosecution.DieMod = dieMod(120)
		s := dicetest.NewScript(t, 19)
		tr := setup(t, cfg, s, mixed(t), PhaseEvidence)
		if err := tr.stepWith(&stub{law: dice.Average(), tryLaw: true}, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		want := []string{
			"evidence, prosecution: Law: d100 19 +40 (Average) +1 (Reputation) = 60 ≥ 60: success by 0 → +1 rating",
			"evidence: prosecution 3 +1 (Law) = 4 vs defence 3 → 10 jury points to the prosecution",
			"prosecution leaves 10 jury points unspent",
		}
		if got := eventText(tr); !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
	})

	t.Run("RED-3 TRD-2 closing arguments compare margins that include Reputation", func(t *testing.T) {
		// Prosecution (Great, +1) Oratory 50%: d100 60 +40 +1 = 101, margin
		// 51. Defence (Disreputable, −1) Oratory 70%: d100 40 +40 −1 = 79,
		// margin 9. 51 − 9 = 42; 42 ÷ 5 = 8.4 → 8 jury points.
		cfg := baseConfig()
		cfg.Prosecution.Oratory, cfg.Defence.Oratory = 50, 70
		cfg.Prosecution.DieMod, cfg.Defence.DieMod = 1, -1
		s := dicetest.NewScript(t, 60, 40)
		tr := setup(t, cfg, s, mixed(t), PhaseClosing)
		if err := tr.stepWith(&stub{}, &stub{}); err != nil {
			t.Fatal(err)
		}
		s.Done()
		want := []string{
			"closing arguments, prosecution: Oratory: d100 60 +40 (Average) +1 (Reputation) = 101 ≥ 50: success by 51",
			"closing arguments, defence: Oratory: d100 40 +40 (Average) -1 (Reputation) = 79 ≥ 70: success by 9",
			"closing: the prosecution's margin is better by 42 → 42 ÷ 5 ≈ 8 jury points to the prosecution",
			"prosecution leaves 8 jury points unspent",
		}
		if got := eventText(tr); !slices.Equal(got, want) {
			t.Errorf("events:\n%q\nwant\n%q", got, want)
		}
	})

	t.Run("RED-3 a DieMod outside −1..1 is refused", func(t *testing.T) {
		cfg := baseConfig()
		cfg.Defence.DieMod = -2
		if _, err := New(cfg, newSource(1)); !errors.Is(err, ErrSkill) {
			t.Fatalf("DieMod −2: %v, want ErrSkill", err)
		}
	})
}
