package reputation

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestStandingJSON(t *testing.T) {
	s := Standing{Reputation: 45, RP: 30, Fame: 12, MaxFame: 20, MulligansUsed: 1}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"reputation":45,"rp":30,"fame":12,"max_fame":20,"mulligans_used":1}`; got != want {
		t.Errorf("JSON = %s, want %s", got, want)
	}
	var back Standing
	if err := json.Unmarshal(b, &back); err != nil || back != s {
		t.Errorf("round trip: %+v, %v", back, err)
	}
	for _, bad := range []string{
		`{"reputation":10,"rp":11,"fame":0,"max_fame":0}`,  // RP above the score
		`{"reputation":-10,"rp":1,"fame":0,"max_fame":0}`,  // RP on a Notoriety
		`{"reputation":10,"rp":-1,"fame":0,"max_fame":0}`,  // negative RP
		`{"reputation":10,"rp":5,"fame":-2,"max_fame":0}`,  // negative Fame
		`{"reputation":10,"rp":5,"fame":30,"max_fame":20}`, // highest below Fame
		`{"reputation":10,"rp":5,"fame":0,"max_fame":2000000}`,
		`{"reputation":2000000,"rp":0,"fame":0,"max_fame":0}`,
		`{"reputation":10,"rp":5,"mulligans_used":3}`,
		`{"reputation":10,"rp":5,"mulligans_used":-1}`,
		`{"reputaton":10}`, // misspelt
		`{"reputation":"ten"}`,
		`[]`,
	} {
		var s Standing
		if err := json.Unmarshal([]byte(bad), &s); !errors.Is(err, ErrStanding) {
			t.Errorf("%s: err = %v, want ErrStanding", bad, err)
		}
	}
	if err := new(Standing).UnmarshalJSON([]byte(`{"reputation":10} {}`)); !errors.Is(err, ErrStanding) {
		t.Errorf("trailing data: err = %v, want ErrStanding", err)
	}
	if got := (Standing{Reputation: -12, Fame: 3, MaxFame: 40}).String(); got != "Low Notoriety -12, 0 RP; Fame 3 (Little Known), highest 40" {
		t.Errorf("String() = %q", got)
	}
	if got := (Standing{Reputation: 45, RP: 45, Fame: 12, MaxFame: 12}).String(); got != "Average Reputation 45, 45 RP; Fame 12 (Local), highest 12" {
		t.Errorf("String() = %q", got)
	}
}

func FuzzStandingJSON(f *testing.F) {
	for _, s := range []string{
		`{"reputation":45,"rp":30,"fame":12,"max_fame":20,"mulligans_used":1}`,
		`{"reputation":-7}`, `{}`, `{"rp":1}`, `null`, `{"fame":1e9}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s Standing
		if err := json.Unmarshal(data, &s); err != nil {
			if !errors.Is(err, ErrStanding) {
				var syn *json.SyntaxError
				if !errors.As(err, &syn) { // malformed JSON is caught before our decoder runs
					t.Fatalf("err = %v, want ErrStanding", err)
				}
			}
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("accepted an invalid standing %+v: %v", s, err)
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back Standing
		if err := json.Unmarshal(b, &back); err != nil || back != s {
			t.Fatalf("round trip %+v → %s → %+v, %v", s, b, back, err)
		}
	})
}

// op is one thing that can happen to a standing in a campaign.
func campaignStep(t *rapid.T, r dice.Rand, s *Standing, others Group) {
	switch rapid.IntRange(0, 6).Draw(t, "op") {
	case 0:
		if _, err := s.Award(Award{Reputation: rapid.IntRange(-60, 60).Draw(t, "rep"), Fame: rapid.IntRange(-30, 60).Draw(t, "fame"), BP: rapid.IntRange(-5, 30).Draw(t, "bp")}); err != nil {
			t.Fatal(err)
		}
	case 1:
		c, err := dice.SkillCheck(r, 60, dice.Average(), DieMod(s.Reputation, HigherIsBetter))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Reroll(r, SkillCheck, c); err != nil && !errors.Is(err, ErrNotEnoughRP) {
			t.Fatal(err)
		}
	case 2:
		if err := s.UseMulligan(); err != nil && !errors.Is(err, ErrNoMulligan) {
			t.Fatal(err)
		}
	case 3:
		s.StartSession()
	case 4:
		if _, err := append(Group{s}, others...).EndSession(); err != nil {
			t.Fatal(err)
		}
	case 5:
		o, _ := Swear("to ride for the brand")
		if _, err := o.Break(s, DefaultOathPenalty()); err != nil {
			t.Fatal(err)
		}
	case 6:
		if _, err := s.Decay(rapid.IntRange(0, 24).Draw(t, "months")); err != nil {
			t.Fatal(err)
		}
	}
}

// Property: whatever happens in a campaign, Reputation Points are never
// negative and never above the score (none at all while it is negative).
func TestRPNeverNegative(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := dicetest.NewRapid(t)
		rep := rapid.IntRange(-120, 160).Draw(t, "reputation")
		s, err := NewStanding(rep, rapid.IntRange(0, 120).Draw(t, "fame"))
		if err != nil {
			t.Fatal(err)
		}
		partner := Standing{Reputation: 50, RP: 50, Fame: 30, MaxFame: 30}
		for range rapid.IntRange(1, 40).Draw(t, "steps") {
			campaignStep(t, r, &s, Group{&partner})
			if s.RP < 0 || s.RP > max(s.Reputation, 0) {
				t.Fatalf("RP %d with score %d", s.RP, s.Reputation)
			}
			if err := s.Validate(); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// Property: a campaign saved as JSON (standing) and binary (dice source) at
// any point and resumed ends exactly as the one that never stopped.
func TestSaveResume(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		steps := rapid.IntRange(1, 30).Draw(t, "steps")
		stop := rapid.IntRange(0, steps).Draw(t, "stop")
		start := Standing{Reputation: 90, RP: 90, Fame: 60, MaxFame: 60}
		run := func(s Standing, src *dice.Source, from, to int, log *[]string) Standing {
			for i := from; i < to; i++ {
				switch i % 4 {
				case 0:
					*log = append(*log, s.RollBoast(src).String())
				case 1:
					c, _ := dice.AbilityCheck(src, 12, DieMod(s.Reputation, LowerIsBetter))
					if rr, err := s.Reroll(src, AbilityCheck, c); err == nil {
						*log = append(*log, rr.String())
					}
				case 2:
					d, _ := s.Decay(1 + dice.D(src, 4))
					*log = append(*log, d.String())
				case 3:
					w, _ := s.Award(Award{Reputation: dice.D(src, 6) - 4, Fame: dice.D(src, 6)})
					*log = append(*log, w.String())
				}
			}
			return s
		}
		var straight []string
		want := run(start, dice.NewSource(seed), 0, steps, &straight)

		var resumed []string
		src := dice.NewSource(seed)
		mid := run(start, src, 0, stop, &resumed)
		js, err := json.Marshal(mid)
		if err != nil {
			t.Fatal(err)
		}
		bin, err := src.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var back Standing
		if err := json.Unmarshal(js, &back); err != nil {
			t.Fatal(err)
		}
		var src2 dice.Source
		if err := src2.UnmarshalBinary(bin); err != nil {
			t.Fatal(err)
		}
		got := run(back, &src2, stop, steps, &resumed)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("resumed standing (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff(straight, resumed); diff != "" {
			t.Fatalf("resumed log (-want +got):\n%s", diff)
		}
	})
}
