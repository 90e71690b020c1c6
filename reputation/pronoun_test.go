package reputation

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/pronoun"
)

// TestNarrationPronouns walks every record that refers to the character with
// a man, a woman and a "they", and reads the sentences.
func TestNarrationPronouns(t *testing.T) {
	people := []Pronoun{pronoun.He, pronoun.She, pronoun.They}
	check := func(t *testing.T, p Pronoun, got, want string) {
		t.Helper()
		if got != want {
			t.Errorf("%v:\n got %q\nwant %q", p, got, want)
		}
	}
	t.Run("RE-5 an award that puts the name in the songs", func(t *testing.T) {
		for i, want := range []string{
			"won a fair fight: Reputation 0 → 0 (RP 0 → 0), Fame 49 → 50, BP +0; his name is in the songs now",
			"won a fair fight: Reputation 0 → 0 (RP 0 → 0), Fame 49 → 50, BP +0; her name is in the songs now",
			"won a fair fight: Reputation 0 → 0 (RP 0 → 0), Fame 49 → 50, BP +0; their name is in the songs now",
		} {
			s := Standing{Fame: 49, MaxFame: 49, Pronoun: people[i]}
			w, err := s.Award(Award{Why: "won a fair fight", Fame: 1})
			if err != nil {
				t.Fatal(err)
			}
			check(t, people[i], w.String(), want)
		}
	})
	t.Run("RE-3 RE-5 a session's drift that puts the name in the songs", func(t *testing.T) {
		for i, want := range []string{
			"member 0: Reputation 0 → 0 toward the group's 0, Fame 49 → 50 toward 51; his name is in the songs now",
			"member 0: Reputation 0 → 0 toward the group's 0, Fame 49 → 50 toward 51; her name is in the songs now",
			"member 0: Reputation 0 → 0 toward the group's 0, Fame 49 → 50 toward 51; their name is in the songs now",
		} {
			g := Group{{Fame: 49, MaxFame: 49, Pronoun: people[i]}, {Fame: 53, MaxFame: 53}}
			d, err := g.EndSession()
			if err != nil {
				t.Fatal(err)
			}
			check(t, people[i], d[0].String(), want)
		}
	})
	t.Run("RE-5 a notorious foe boasts", func(t *testing.T) {
		for i, want := range []string{
			"d100 7 ≤ 10: a notorious foe starts boasting he can whip him",
			"d100 7 ≤ 10: a notorious foe starts boasting he can whip her",
			"d100 7 ≤ 10: a notorious foe starts boasting he can whip them",
		} {
			s := Standing{Fame: 50, MaxFame: 50, Pronoun: people[i]}
			check(t, people[i], s.RollBoast(dicetest.NewScript(t, 7)).String(), want)
		}
	})
	t.Run("RE-7 RED-2 a scrape with and without recognition", func(t *testing.T) {
		nerve := []string{
			"Low Reputation: must seek cover after losing 25% of his hit points, must flee if shot at again",
			"Low Reputation: must seek cover after losing 25% of her hit points, must flee if shot at again",
			"Low Reputation: must seek cover after losing 25% of their hit points, must flee if shot at again",
		}
		// Fame 0 against 50: 2 steps of 25 below × 2 (Low) + 1 step of 50 = 5
		known := []string{"recognises him", "recognises her", "recognises them"}
		unknown := []string{"does not know who he is", "does not know who she is", "does not know who they are"}
		for i, p := range people {
			me := Combatant{Reputation: 10, Pronoun: p}
			sc, err := Facing(me, 50, true)
			if err != nil {
				t.Fatal(err)
			}
			check(t, p, sc.String(), known[i]+": 2 × 25 Fame below × 2 + 1 × 50 Fame = Speed +5, Accuracy -5; "+nerve[i])
			sc, _ = Facing(me, 50, false)
			check(t, p, sc.String(), unknown[i]+": no Fame modifiers; "+nerve[i])
		}
	})
	t.Run("RE-7 the nerve explains a blow", func(t *testing.T) {
		hit := Situation{Blow: Grazed, LostHP: 2, MaxHP: 24}
		for i, want := range [][3]string{
			{"Legendary Reputation, grazed, 2 of 24 hit points lost: he never runs",
				"Great Reputation, grazed, 2 of 24 hit points lost: he chooses freely",
				"Disreputable, grazed, 2 of 24 hit points lost: he would leave the fight, but Courage holds him"},
			{"Legendary Reputation, grazed, 2 of 24 hit points lost: she never runs",
				"Great Reputation, grazed, 2 of 24 hit points lost: she chooses freely",
				"Disreputable, grazed, 2 of 24 hit points lost: she would leave the fight, but Courage holds her"},
			{"Legendary Reputation, grazed, 2 of 24 hit points lost: they never run",
				"Great Reputation, grazed, 2 of 24 hit points lost: they choose freely",
				"Disreputable, grazed, 2 of 24 hit points lost: they would leave the fight, but Courage holds them"},
		} {
			for k, rep := range []int{150, 80, 0} {
				n := NerveOf(rep, rep == 0)
				n.Pronoun = people[i]
				check(t, people[i], n.Explain(hit), want[k])
			}
		}
		n := NerveOf(40, false)
		n.Pronoun = pronoun.They
		check(t, pronoun.They, n.String(), "Average Reputation: must seek cover after losing 50% of their hit points, must flee if injured again")
	})
	t.Run("a standing's pronoun in JSON", func(t *testing.T) {
		var s Standing
		if err := json.Unmarshal([]byte(`{"reputation":0,"rp":0,"fame":0,"max_fame":0,"mulligans_used":0,"pronoun":"they"}`), &s); err != nil || s.Pronoun != pronoun.They {
			t.Errorf("they: %v, %v", s.Pronoun, err)
		}
		err := json.Unmarshal([]byte(`{"reputation":0,"rp":0,"fame":0,"max_fame":0,"mulligans_used":0,"pronoun":"it"}`), &s)
		if !errors.Is(err, ErrStanding) {
			t.Errorf("it: %v", err)
		}
		if b, _ := json.Marshal(Standing{}); string(b) != `{"reputation":0,"rp":0,"fame":0,"max_fame":0,"mulligans_used":0}` {
			t.Errorf("he is written: %s", b)
		}
		for _, v := range []any{NerveOf(10, false), Combatant{}, Boast{}} {
			if b, _ := json.Marshal(v); strings.Contains(string(b), "Pronoun") {
				t.Errorf("he is written: %s", b)
			}
		}
		if b, _ := json.Marshal(Nerve{Pronoun: pronoun.They}); !strings.Contains(string(b), `"Pronoun":"they"`) {
			t.Errorf("they is not written: %s", b)
		}
		if err := (Standing{Pronoun: 3}).Validate(); !errors.Is(err, ErrStanding) {
			t.Errorf("Pronoun(3): %v", err)
		}
	})
}
