package chase

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

func TestSetup(t *testing.T) {
	fleet := calm()
	hunter := with(with(with(calm(), ShortSpeed, 13), Agility, 7), Endurance, 15)
	setup := func() Setup {
		return Setup{Pursued: rider("Bart", 40, fleet), Pursuers: []Rider{rider("Dill", 50, hunter)}}
	}

	t.Run("CS-1 chips: red 2 × Short Speed, blue 2 × Agility, white 2 × Endurance", func(t *testing.T) {
		c := newChase(t, setup(), dice.NewSource(1))
		st := c.State().States
		// Bart: Short 10, Agility 10, Endurance 10; Dill: Short 13, Agility 7, Endurance 15.
		want := []Chips{{Red: 20, Blue: 20, White: 20}, {Red: 26, Blue: 14, White: 30}}
		for i, w := range want {
			if st[i].Chips != w || st[i].Max != w {
				t.Errorf("rider %d holds %v of %v, want %v of %v", i, st[i].Chips, st[i].Max, w, w)
			}
		}
	})

	t.Run("CS-1 a standard deck with 2 jokers", func(t *testing.T) {
		c := newChase(t, setup(), dice.NewSource(2))
		if n := c.engine.deck.Remaining() + len(c.engine.deck.Drawn()); n != 54 || !c.engine.deck.Jokers {
			t.Fatalf("deck of %d cards, jokers %v; want 54 with 2 jokers", n, c.engine.deck.Jokers)
		}
		if got := c.engine.deck.Remaining(); got != 48 {
			t.Errorf("%d cards left after the layout, want 54 − 6 = 48", got)
		}
		if diff := cmp.Diff(c.engine.deck.Drawn(), c.State().Track); diff != "" {
			t.Errorf("the track is not the cards drawn (-drawn +track):\n%s", diff)
		}
	})

	t.Run("CS-1 the pursued lays 6 cards and stands on the last, the pursuer before the first", func(t *testing.T) {
		c := newChase(t, setup(), dice.NewSource(3))
		if len(c.State().Track) != 6 {
			t.Errorf("%d cards laid, want 6", len(c.State().Track))
		}
		if p, q := c.State().States[0].Pos, c.State().States[1].Pos; p != 6 || q != 0 {
			t.Errorf("pursued on card %d, pursuer on %d; want 6 and 0 (before card 1)", p, q)
		}
		if c.State().States[0].Role != Pursued || c.State().States[1].Role != Pursuer {
			t.Errorf("roles %v, %v", c.State().States[0].Role, c.State().States[1].Role)
		}
		if c.State().Phase != Short {
			t.Errorf("phase %v, want Short: 6 cards is 300 feet (rules CS-6, CSD-4)", c.State().Phase)
		}
		if got := kinds(c.Events(), Start); len(got) != 2 || got[0].String() != "start: Bart starts on card 6" ||
			got[1].String() != "start: Dill starts before card 1" {
			t.Errorf("start events %v", got)
		}
	})

	t.Run("CS-1 a given gap: closer starts in the Tactical phase", func(t *testing.T) {
		s := setup()
		s.Gap = 2
		c := newChase(t, s, dice.NewSource(4))
		if len(c.State().Track) != 6 || c.State().States[0].Pos != 6 || c.State().States[1].Pos != 4 {
			t.Errorf("%d cards, pursued on %d, pursuer on %d; want 6, 6, 4", len(c.State().Track), c.State().States[0].Pos, c.State().States[1].Pos)
		}
		if c.State().Phase != Tactical {
			t.Errorf("phase %v, want Tactical: 2 cards is 100 feet, inside 300", c.State().Phase)
		}
		s.Gap = 10
		c = newChase(t, s, dice.NewSource(4))
		if len(c.State().Track) != 10 || c.State().States[0].Pos != 10 || c.State().States[1].Pos != 0 {
			t.Errorf("gap 10: %d cards, pursued on %d, pursuer on %d; want 10, 10, 0", len(c.State().Track), c.State().States[0].Pos, c.State().States[1].Pos)
		}
	})

	t.Run("CS-1 terrain is data: the zero terrain is Open", func(t *testing.T) {
		c := newChase(t, setup(), dice.NewSource(5))
		if got := *c.engine.terrainAt(40); got != Open {
			t.Errorf("terrain %v, want Open", got)
		}
		s := setup()
		s.Terrain = Desert
		c = newChase(t, s, dice.NewSource(5))
		if got := c.engine.terrainAt(200).Name; got != "Desert" {
			t.Errorf("terrain %q, want Desert everywhere", got)
		}
	})

	t.Run("bad setups are errors", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			edit func(*Setup)
			want error
		}{
			{"negative gap", func(s *Setup) { s.Gap = -1 }, ErrSetup},
			{"gap beyond the Short phase", func(s *Setup) { s.Gap = 21 }, ErrSetup},
			{"no pursuers", func(s *Setup) { s.Pursuers = nil }, ErrSetup},
			{"negative turn cap", func(s *Setup) { s.MaxTurns = -5 }, ErrSetup},
			{"a turn cap no save holds", func(s *Setup) { s.MaxTurns = maxTurnCap + 1 }, ErrSetup},
			{"unknown weather", func(s *Setup) { s.Weather = 9 }, ErrSetup},
			{"Riding mastery 0", func(s *Setup) { s.Pursued.Riding = 0 }, ErrSetup},
			{"Riding mastery 140", func(s *Setup) { s.Pursued.Riding = 140 }, ErrSetup},
			{"pursuer without Tracking", func(s *Setup) { s.Pursuers[0].Tracking = 0 }, ErrSetup},
			{"no name", func(s *Setup) { s.Pursuers[0].Name = " " }, ErrSetup},
			{"trail knowledge 3", func(s *Setup) { s.Pursued.Trail = 3 }, ErrSetup},
			{"pronoun 3", func(s *Setup) { s.Pursuers[0].Pronoun = 3 }, ErrSetup},
			{"horse with Agility 0", func(s *Setup) { s.Pursued.Horse.Attributes.Agility = 0 }, ErrHorse},
			{"bad terrain", func(s *Setup) { s.Terrain = Terrain{Name: "Bog", Riding: 90} }, ErrTable},
			{"bad speed table", func(s *Setup) { s.Speed = &SpeedTable{Opening: 2} }, ErrTable},
			{"a deck without jokers", func(s *Setup) { s.Deck, _ = dice.NewDeck(dice.NewSource(1), false, dice.Never) }, ErrSetup},
			{"a deck that cannot lay 6 cards", func(s *Setup) {
				d, _ := dice.NewDeck(dice.NewSource(1), true, dice.Never)
				for range 50 {
					_, _ = d.Draw(nil)
				}
				s.Deck = d
			}, ErrSetup},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s := setup()
				s.Pursuers = append([]Rider(nil), s.Pursuers...)
				tc.edit(&s)
				_, err := New(s, dice.NewSource(1))
				wantErr(t, err, tc.want)
			})
		}
		if _, err := New(setup(), nil); !errors.Is(err, ErrSetup) {
			t.Errorf("nil dice: %v, want ErrSetup", err)
		}
	})
}
