package chase

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

func TestStandard(t *testing.T) {
	t.Run("CS-8 the standard horses are those RollHorse rolls from seed 1876", func(t *testing.T) {
		src := dice.NewSource(1876)
		want := standardHorses()
		for i, b := range []string{"Thoroughbred", "Quarter Horse", "Arabian", "Percheron"} {
			h, err := RollHorse(src, HorseSpec{Name: b, Breed: b, Age: 6}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want[i], h); d != "" {
				t.Errorf("the %s (-standard +rolled):\n%s", b, d)
			}
		}
	})

	t.Run("the standard chase and race: their riders and deciders, a new copy each call", func(t *testing.T) {
		h := standardHorses()
		s := StandardChase()
		want := Setup{
			Pursued:  Rider{Name: "Arabian rider", Riding: 50, Initiative: 2, Horse: h[2], Decider: Canny{}},
			Pursuers: []Rider{{Name: "Thoroughbred rider", Riding: 30, Tracking: 40, Horse: h[0], Decider: Patience{Gap: 20}}},
			Terrain:  Badlands,
		}
		if d := cmp.Diff(want, s); d != "" {
			t.Errorf("StandardChase (-want +got):\n%s", d)
		}
		r := StandardRace()
		deciders := []Strategy{AllOut{}, Canny{}, Steady{}, AllOut{}}
		for i, rd := range r.Riders {
			if rd.Name != h[i].Name+" rider" || rd.Riding != 30+10*i || rd.Initiative != i || rd.Decider != deciders[i] {
				t.Errorf("race rider %d: %+v", i, rd)
			}
		}
		s.Pursuers[0].Name, r.Riders[1].Horse.Vices[0] = "Clay", "kicking"
		if StandardChase().Pursuers[0].Name != "Thoroughbred rider" || StandardRace().Riders[1].Horse.Vices[0] != "shying" {
			t.Errorf("a change to one standard setup reached the next")
		}
		if _, err := New(StandardChase(), dice.NewSource(1)); err != nil {
			t.Error(err)
		}
		if _, err := NewRace(StandardRace(), dice.NewSource(1)); err != nil {
			t.Error(err)
		}
	})
}
