package chase

import (
	"encoding/json"
	"sync"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// sharedSetup is a chase setup as a server would decode it once: two
// riders whose horses have vices, and a speed table of its own.
func sharedSetup(t *testing.T) Setup {
	t.Helper()
	bart, dill := rider("Bart", 45, calm()), rider("Dill", 55, calm())
	bart.Horse.Vices = []string{"bites"}
	dill.Horse.Vices = []string{"kicks", "shies"}
	speed := DefaultSpeedTable()
	data, err := json.Marshal(Setup{Pursued: bart, Pursuers: []Rider{dill}, Terrain: Badlands, Speed: &speed})
	if err != nil {
		t.Fatal(err)
	}
	var s Setup
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestFrozen(t *testing.T) {
	t.Run("a setup changed after New never reaches the chase", func(t *testing.T) {
		s := sharedSetup(t)
		c := newChase(t, s, dice.NewSource(3))
		want, _ := json.Marshal(c)
		s.Pursued.Horse.Vices[0] = "rears"
		s.Pursuers[0].Horse.Vices[1] = "bolts"
		s.Speed.Phases[2].Red = 9
		s.Speed.Opening = 7
		s.Pursuers[0].Riding = 1
		if got, _ := json.Marshal(c); string(got) != string(want) {
			t.Errorf("the save changed with the setup:\n%s\nwas\n%s", got, want)
		}
	})

	t.Run("chases built from one shared decoded setup on several goroutines", func(t *testing.T) {
		s := sharedSetup(t)
		var wg sync.WaitGroup
		saves := make([]string, 8)
		for i := range saves {
			wg.Add(1)
			go func() {
				defer wg.Done()
				c, err := New(s, dice.NewSource(5))
				if err != nil {
					t.Error(err)
					return
				}
				if _, err := runWith(&c.engine, Canny{}, Canny{}); err != nil {
					t.Error(err)
					return
				}
				b, err := json.Marshal(c)
				if err != nil {
					t.Error(err)
				}
				saves[i] = string(b)
			}()
		}
		wg.Wait()
		for i := range saves {
			if saves[i] != saves[0] {
				t.Errorf("chase %d ended unlike chase 0", i)
			}
		}
	})

	t.Run("races built from one shared decoded setup on several goroutines", func(t *testing.T) {
		s := sharedSetup(t)
		rs := RaceSetup{Riders: append([]Rider{s.Pursued}, s.Pursuers...), Speed: s.Speed}
		var wg sync.WaitGroup
		orders := make([][]int, 8)
		for i := range orders {
			wg.Add(1)
			go func() {
				defer wg.Done()
				rc, err := NewRace(rs, dice.NewSource(5))
				if err != nil {
					t.Error(err)
					return
				}
				if _, err = runWith(&rc.engine, AllOut{}, Steady{}); err != nil {
					t.Error(err)
				}
				for _, r := range rc.Outcome().Results {
					orders[i] = append(orders[i], r.Place)
				}
			}()
		}
		wg.Wait()
		for i := range orders {
			if len(orders[i]) != len(orders[0]) || orders[i][0] != orders[0][0] {
				t.Errorf("race %d: %v, race 0: %v", i, orders[i], orders[0])
			}
		}
	})
}

func TestZeroView(t *testing.T) {
	// The built-in strategies given a View the engine did not make bet
	// nothing and do not panic.
	var v View
	if v.Self().Role != 0 || v.Options.Red != 0 || v.Gap() != 0 {
		t.Errorf("the zero View: %+v, max red %d, gap %d", v.Self(), v.Options.Red, v.Gap())
	}
	for _, s := range []Strategy{AllOut{}, Steady{}, Canny{}, Patience{}} {
		if b := s.Bet(&v); b.Red != 0 || b.White != 0 || b.Trade.N != 0 {
			t.Errorf("%T bets %+v on the zero View", s, b)
		}
	}
}
