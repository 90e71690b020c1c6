package chase

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
)

// horseman is a character model of someone else's with a condition and
// wound penalties, as *character.Sheet has them.
type horseman struct {
	health *wounds.Condition
	pen    wounds.Penalties
}

func (horseman) Mastery(string) (int, error)        { return 60, nil }
func (horseman) BaseSpeed() int                     { return 1 }
func (horseman) Standing() (int, int)               { return 30, 0 }
func (horseman) TalentNames() []string              { return nil }
func (horseman) TalentOptions(string) []string      { return nil }
func (h horseman) Health() *wounds.Condition        { return h.health.Clone() }
func (h horseman) WoundPenalties() wounds.Penalties { return h.pen }

func TestCondition(t *testing.T) {
	t.Run("WOD-7 GUD-16 NewRider reads his condition, and his wounds' Speed penalty into the race's initiative", func(t *testing.T) {
		c := encountertest.Bruised(t, 24, 6, wounds.Day)
		r, err := NewRider("Kid", horseman{c, wounds.Penalties{Penalty: wounds.Penalty{Speed: 2}}}, calm())
		if err != nil {
			t.Fatal(err)
		}
		// Base Speed +1 and +2 from his wounds: +3 on the d10.
		if r.Initiative != 3 || r.Condition == nil || r.Condition.HP != 18 {
			t.Errorf("initiative %+d, condition %+v", r.Initiative, r.Condition)
		}
	})
	t.Run("GUD-7 WO-4 a man who cannot stand cannot ride: refused with the reason", func(t *testing.T) {
		down := encountertest.Bruised(t, 24, 25, 0)
		if _, err := NewRider("Kid", horseman{health: down}, calm()); !errors.Is(err, ErrSetup) || !errors.Is(err, wounds.ErrDown) {
			t.Errorf("NewRider: %v", err)
		}
		kid := rider("Kid", 50, calm())
		kid.Condition = down
		_, err := NewRace(RaceSetup{Riders: []Rider{kid}}, dice.NewSource(1))
		if !errors.Is(err, ErrSetup) || !errors.Is(err, wounds.ErrDown) || !strings.Contains(err.Error(), "down at -1 hit points") {
			t.Errorf("NewRace: %v", err)
		}
		bad := encountertest.Bruised(t, 24, 3, 0)
		bad.Wounds[0].Severity = 4 // more than the 3 the wound cost
		kid.Condition = bad
		bart := rider("Bart", 50, calm())
		if _, err := New(Setup{Pursued: bart, Pursuers: []Rider{kid}}, dice.NewSource(1)); !errors.Is(err, ErrSetup) || !errors.Is(err, wounds.ErrState) {
			t.Errorf("New with a condition play could not leave: %v", err)
		}
	})
	t.Run("WOD-7 the length of a turn is data: 0 to an hour", func(t *testing.T) {
		for _, turn := range []wounds.Time{-1, maxTurn + 1} {
			if _, err := NewRace(RaceSetup{Riders: []Rider{rider("Kid", 50, calm())}, Turn: turn}, dice.NewSource(1)); !errors.Is(err, ErrSetup) {
				t.Errorf("turn %d: %v", turn, err)
			}
			if _, err := New(Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Kid", 50, calm())}, Turn: turn}, dice.NewSource(1)); !errors.Is(err, ErrSetup) {
				t.Errorf("chase turn %d: %v", turn, err)
			}
		}
	})
}

func TestConsequences(t *testing.T) {
	t.Run("WOD-7 CSD-2 a race's turns on his clock, the obstacles' hit points one brawling wound", func(t *testing.T) {
		// The d10 of initiative shows 4; 5♣ and 6♠ trouble a horse of
		// Temperament 9 (9/2 = 4½ < 5, < 6): two Riding checks, 30 and 20
		// against 50, both fail: 1 hit point each (CS-4, CSD-2). The race
		// ends at its cap of 1 turn; a turn is 25 seconds here.
		kid := rider("Kid", 50, with(calm(), Temperament, 9))
		kid.Condition = encountertest.Bruised(t, 24, 3, 2*wounds.Hour)
		sc := script(t, 4, 30, 20)
		cards := []string{"5♣", "6♠"}
		for _, b := range blackFirst {
			if !contains(cards, b) {
				cards = append(cards, b)
			}
		}
		rc, err := NewRace(RaceSetup{Riders: []Rider{kid}, Course: openCourse, Deck: deckOf(t, cards...), MaxTurns: 1, Turn: 25 * wounds.Second}, sc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rc.Consequences(0, nil); !errors.Is(err, ErrState) {
			t.Errorf("before it ends: %v", err)
		}
		raceTurn(t, rc, stand)
		sc.Done()
		if !rc.Over() {
			t.Fatal("the race of one turn is not over")
		}
		c, err := rc.Consequences(0, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := scene.Consequences{
			Scene: scene.Stamp{Encounter: "race", Fingerprint: c.Scene.Fingerprint, Name: "Kid", Ended: 2*wounds.Hour + 25*wounds.Second},
			Took:  25 * wounds.Second,
			Hits:  []wounds.Hit{{Damage: 2, Cause: wounds.Brawling}},
		}
		if d := cmp.Diff(want, c); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
		if err := c.Validate(); err != nil {
			t.Error(err)
		}
		if _, err := rc.Consequences(1, nil); !errors.Is(err, ErrSetup) {
			t.Errorf("rider 1 of 1: %v", err)
		}
	})
	t.Run("WOD-7 a chase takes ten seconds a turn by default (ours), the same chase the same scene", func(t *testing.T) {
		var stamps []scene.Stamp
		for range 2 {
			c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Kid", 50, calm())}, MaxTurns: 3}, dice.NewSource(7))
			o, err := c.Run()
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.Consequences(1, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Took != wounds.Time(o.Ended)*10*wounds.Second || got.Scene.Ended != got.Took || got.Scene.Encounter != "chase" || got.Scene.Seat != 1 {
				t.Errorf("%d turns: %v", o.Ended, got)
			}
			stamps = append(stamps, got.Scene)
		}
		text, _ := dice.NewSource(7).MarshalText()
		if stamps[0] != stamps[1] || stamps[0].Dice != string(text) {
			t.Errorf("stamps %v, %v", stamps[0], stamps[1])
		}
	})
}
