package brawl

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
)

// hurtSheet is a character model that tells its condition, as
// *character.Sheet does: Jake's numbers (see sheet).
type hurtSheet struct {
	sheet
	health *wounds.Condition
}

func (s hurtSheet) Health() *wounds.Condition { return s.health.Clone() }

func TestCondition(t *testing.T) {
	t.Run("WOD-7 a brawler walks in with the hit points his condition leaves him; his maximum stays", func(t *testing.T) {
		j := jake() // 20 hit points
		j.Condition = encountertest.Bruised(t, 20, 8, wounds.Hour)
		b, err := New(Setup{Brawlers: []Entrant{{Brawler: j}, {Brawler: bill()}}}, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		s := b.seats[0]
		// 20 − 8 = 12; his chips are his abilities' (BR-1): 26 red 22 blue 20 white.
		if s.HP != 12 || s.Brawler.HitPoints != 20 || s.Stack != (Chips{26, 22, 20}) {
			t.Errorf("seat: %d of %d hit points, %v", s.HP, s.Brawler.HitPoints, s.Stack)
		}
		j.Condition.HP = 0 // the setup's condition is copied, not shared
		if s := b.seats[0]; s.Brawler.Condition.HP != 12 {
			t.Error("changing the setup's condition reached the brawl")
		}
	})
	t.Run("WO-3 WOD-7 an illness takes 2 off Str, Dex and Con: his chips and limits follow", func(t *testing.T) {
		// A 7-point bullet in the thigh exceeds its threshold (5) by 2: an
		// hour later 2d10 10 + 10 + 2 > Con 9, infected; two days on, 2d8
		// 1 + 1 ≤ 9, ill for 1d3 = 1 week (WO-3).
		p, err := wounds.NewPatient(wounds.Body{Con: 9, MaxHP: 20}, dicetest.NewScript(t, 10, 10, 1, 1, 1), nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Wound(wounds.Hit{Location: wounds.LeftThigh, Damage: 7, Cause: wounds.Bullet}); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Advance(2*wounds.Day + wounds.Hour); err != nil {
			t.Fatal(err)
		}
		j := jake()
		j.Condition = p.Condition()
		// Jake ill: Str 11, Int 10, Wis 11, Dex 10, Con 7 — red 2 × 11 = 22,
		// blue 10 + 10 = 20, white 11 + 7 = 18 (BR-1); limits ½ Str 5,
		// ½ Dex 5, ½ Con 3 (BR-2); 13 hit points (20 − 7).
		if str, intl, wis, dex, con := j.scores(); str != 11 || intl != 10 || wis != 11 || dex != 10 || con != 7 {
			t.Errorf("scores %d %d %d %d %d", str, intl, wis, dex, con)
		}
		b, err := New(Setup{Brawlers: []Entrant{{Brawler: j}, {Brawler: bill()}}}, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		s := b.seats[0]
		if s.Stack != (Chips{22, 20, 18}) || s.Brawler.limits(false) != (Chips{5, 5, 3}) || s.HP != 13 {
			t.Errorf("ill Jake: %v, limits %v, %d hit points", s.Stack, s.Brawler.limits(false), s.HP)
		}
	})
	t.Run("GUD-7 WO-4 a man who cannot stand is refused, with the reason", func(t *testing.T) {
		for name, c := range map[string]*wounds.Condition{
			"down": encountertest.Bruised(t, 20, 20, 0),
			"dead": encountertest.Bruised(t, 20, 30, 0),
		} {
			j := jake()
			j.Condition = c
			_, err := New(Setup{Brawlers: []Entrant{{Brawler: j}, {Brawler: bill()}}}, dice.NewSource(1))
			if !errors.Is(err, ErrBrawler) || !errors.Is(err, wounds.ErrDown) || !strings.Contains(err.Error(), name) {
				t.Errorf("%s: %v, want ErrBrawler and wounds.ErrDown saying %q", name, err, name)
			}
			if _, err := NewBrawler("Jake", hurtSheet{sheet{40}, c}); !errors.Is(err, ErrBrawler) || !errors.Is(err, wounds.ErrDown) {
				t.Errorf("%s: NewBrawler: %v", name, err)
			}
		}
		j := jake()
		j.Condition = encountertest.Bruised(t, 22, 3, 0) // a condition of a man of 22 hit points
		if _, err := New(Setup{Brawlers: []Entrant{{Brawler: j}, {Brawler: bill()}}}, dice.NewSource(1)); !errors.Is(err, ErrBrawler) || !errors.Is(err, wounds.ErrState) {
			t.Errorf("another man's condition: %v", err)
		}
	})
	t.Run("WOD-7 NewBrawler reads his condition: his maximum in HitPoints, his wounds in Condition", func(t *testing.T) {
		c := encountertest.Bruised(t, 20, 5, 0)
		br, err := NewBrawler("Jake", hurtSheet{sheet{40}, c})
		if err != nil {
			t.Fatal(err)
		}
		if br.HitPoints != 20 || br.startingHP() != 15 || br.Condition == nil || br.Condition.HP != 15 {
			t.Errorf("%d hit points, starting with %d", br.HitPoints, br.startingHP())
		}
	})
}

func TestConsequences(t *testing.T) {
	t.Run("WOD-7 RE-6 a round of a brawl: ten seconds on each man's clock, his lost hit points one brawling wound, a low blow's Reputation", func(t *testing.T) {
		// Jake lands a Low Blow on Bill in the only round (d20 15 + 3 blue
		// against 5): 1 + 2 red = 3 damage, −2 for Bill's white → 1 chip
		// (BR-3, BR-9); no hit points are lost while chips remain.
		j := jake()
		j.Condition = encountertest.Bruised(t, 20, 4, 2*wounds.Hour)
		b, sc := table(t, Config{MaxRounds: 1}, []int{15, 5},
			j, &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: LowBlow}}},
			bill(), &plan{bets: []Chips{{0, 2, 1}}})
		play(t, b)
		sc.Done()
		if !b.Over() {
			t.Fatal("the brawl of one round is not over")
		}
		c, err := b.Consequences(0, nil)
		if err != nil {
			t.Fatal(err)
		}
		// His clock: 2 hours, plus 1 round of 10 s (BR-2); he lost nothing
		// in the brawl (his chips took the blows), so nothing to book.
		want := scene.Consequences{
			Scene:  scene.Stamp{Encounter: "brawl", Fingerprint: c.Scene.Fingerprint, Seat: 0, Name: "Jake", Ended: 2*wounds.Hour + 10*wounds.Second},
			Took:   10 * wounds.Second,
			Awards: []reputation.Award{{Why: LowBlowDeed, Reputation: -1}},
		}
		if d := cmp.Diff(want, c); d != "" {
			t.Errorf("Jake's (-want +got):\n%s", d)
		}
		if err := c.Validate(); err != nil {
			t.Error(err)
		}
		// Bill, unhurt at time 0: his scene ends 10 s into his clock. A
		// table without the low-blow deed awards nothing for it.
		cb, err := b.Consequences(1, reputation.DeedTable{{Why: "kept an oath"}})
		if err != nil || cb.Scene.Ended != 10*wounds.Second || cb.Scene.Fingerprint != c.Scene.Fingerprint || cb.Awards != nil || cb.Hits != nil {
			t.Errorf("Bill's: %v, %v", cb, err)
		}
		cj, _ := b.Consequences(0, reputation.DeedTable{{Why: "kept an oath"}})
		if cj.Awards != nil {
			t.Errorf("a table without the deed: %v", cj.Awards)
		}
	})
	t.Run("WOD-7 GUD-10 GUD-7 the hit points lost in a brawl are one brawling wound, and a man beaten to death is dead", func(t *testing.T) {
		b, err := New(Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Aggressive}, {Brawler: bill(), Decider: Aggressive}, {Brawler: slim(), Decider: Aggressive}}}, dice.NewSource(11))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		o := b.Outcome()
		for i, r := range o.Results {
			c, err := b.Consequences(i, nil)
			if err != nil {
				t.Fatal(err)
			}
			s := b.seats[i]
			lost := s.Brawler.HitPoints - r.HP
			switch {
			case lost > 0 && (len(c.Hits) != 1 || c.Hits[0] != wounds.Hit{Damage: lost, Cause: wounds.Brawling}):
				t.Errorf("%s lost %d: hits %v", r.Name, lost, c.Hits)
			case lost <= 0 && c.Hits != nil:
				t.Errorf("%s lost nothing: hits %v", r.Name, c.Hits)
			case c.Dead != (r.HP <= -10) || c.Dead != (r.Condition == Dead):
				t.Errorf("%s at %d hit points (%s): dead %v", r.Name, r.HP, r.Condition, c.Dead)
			case c.Took != wounds.Time(o.Rounds)*10*wounds.Second:
				t.Errorf("%d rounds took %s", o.Rounds, scene.Span(c.Took))
			}
			won := o.Winner == i && len(c.Awards) == 1 && c.Awards[0].Why == WonDeed
			if (o.Winner == i) != won {
				t.Errorf("%s: winner %d, awards %v", r.Name, o.Winner, c.Awards)
			}
		}
	})
	t.Run("WOD-7 the same brawl is the same scene: its fingerprint and dice", func(t *testing.T) {
		setup := Setup{Brawlers: []Entrant{{Brawler: jake(), Decider: Aggressive}, {Brawler: bill()}}}
		stamps := make([]scene.Stamp, 2)
		for k := range stamps {
			b, _ := New(setup, dice.NewSource(5))
			if _, err := b.Run(); err != nil {
				t.Fatal(err)
			}
			c, err := b.Consequences(1, nil)
			if err != nil {
				t.Fatal(err)
			}
			stamps[k] = c.Scene
		}
		text, _ := dice.NewSource(5).MarshalText()
		if stamps[0] != stamps[1] || stamps[0].Dice != string(text) {
			t.Errorf("stamps %v and %v, dice want %s", stamps[0], stamps[1], text)
		}
	})
	t.Run("WOD-7 a brawl not over, or a seat it has not, gives no consequences", func(t *testing.T) {
		b, _ := New(Setup{Brawlers: []Entrant{{Brawler: jake()}, {Brawler: bill()}}}, dice.NewSource(1))
		if _, err := b.Consequences(0, nil); !errors.Is(err, ErrState) {
			t.Errorf("not over: %v", err)
		}
		if _, err := b.Consequences(2, nil); !errors.Is(err, ErrBrawler) {
			t.Errorf("seat 2: %v", err)
		}
	})
	t.Run("WOD-7 a brawler's condition is saved with the brawl and resumes", func(t *testing.T) {
		j := jake()
		j.Condition = encountertest.Bruised(t, 20, 6, wounds.Day)
		b, _ := New(Setup{Brawlers: []Entrant{{Brawler: j, Decider: Aggressive}, {Brawler: bill()}}}, dice.NewSource(8))
		if err := b.Step(); err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if s := r.seats[0]; s.Brawler.Condition == nil || s.Brawler.Condition.HP != 14 || s.Brawler.Condition.Now != wounds.Day {
			t.Errorf("resumed without his condition: %+v", s.Brawler.Condition)
		}
	})
}
