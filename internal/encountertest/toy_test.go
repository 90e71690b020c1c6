package encountertest_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/encountertest"
	"pgregory.net/rapid"
)

// race is a toy encounter: two people take turns adding 1, 2 or 3 to a
// total; whoever brings it to 10 or more wins. It keeps the contract in
// a dozen lines, so the helpers can be checked on it.
type race struct {
	Total  int   `json:"total"`
	Turn   int   `json:"turn"`
	Chosen int   `json:"chosen"`
	Log    []int `json:"log"`
}

var errBad = errors.New("race: bad choice")

func (r *race) Over() bool { return r.Total >= 10 }

func (r *race) Waiting() []int {
	if r.Over() || r.Chosen != 0 {
		return nil
	}
	return []int{r.Turn}
}

func (r *race) Decide(i, c int) error {
	if r.Over() || i != r.Turn || r.Chosen != 0 || c < 1 || c > 3 {
		return fmt.Errorf("%w: seat %d, %d", errBad, i, c)
	}
	r.Chosen = c
	return nil
}

func (r *race) Step() error {
	if r.Chosen == 0 {
		return fmt.Errorf("seat %d: %w", r.Turn, encounter.ErrWaiting)
	}
	r.Total += r.Chosen
	r.Log = append(r.Log, r.Chosen)
	r.Chosen, r.Turn = 0, 1-r.Turn
	return nil
}

func (r *race) MarshalJSON() ([]byte, error) {
	type plain race
	return json.Marshal((*plain)(r))
}

func resume(data []byte) (*race, error) {
	type plain race
	r := new(race)
	return r, encounter.Strict(data, (*plain)(r))
}

// legal is seat i's answer: 1 + the total mod 3, a choice the state fixes.
func legal(r *race, i int) int { return 1 + r.Total%3 }

func illegal(t *rapid.T, r *race, i int) (int, bool) {
	return rapid.SampledFrom([]int{-1, 0, 4, 99}).Draw(t, "bad"), true
}

func TestToyRefusal(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.Refusal(t, func() *race { return new(race) }, legal, illegal, errBad, 100)
	})
}

func TestToySaveResume(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.SaveResume(t, func() *race { return new(race) }, resume, legal, 100)
	})
}

func TestToyPlay(t *testing.T) {
	r := new(race)
	if n := encountertest.Play(t, r, legal, 100); n != len(r.Log) || r.Total < 10 {
		t.Errorf("%d decisions, log %v, total %d", n, r.Log, r.Total)
	}
	// 1+0%3=1, 1+1%3=2, 1+3%3=1, 1+4%3=2, 1+6%3=1, 1+7%3=2, 1+9%3=1: total 10.
	if want := []int{1, 2, 1, 2, 1, 2, 1}; fmt.Sprint(r.Log) != fmt.Sprint(want) {
		t.Errorf("log %v, want %v", r.Log, want)
	}
}
