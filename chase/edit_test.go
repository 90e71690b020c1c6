package chase

import (
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/internal/jsonedit"
)

func TestPropEditedSave(t *testing.T) {
	// For any save of a real chase or race and any single edit of its JSON,
	// loading refuses it with ErrState, or gives one that plays to the end
	// and saves again.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		stop := rapid.IntRange(0, 8).Draw(t, "stop")
		race := rapid.Bool().Draw(t, "race")
		var data []byte
		var err error
		if race {
			rc := seededRace(t, seed)
			for rc.Turns() < stop && !rc.Over() {
				if err := playTurn(&rc.e, raceStrats...); err != nil {
					t.Fatal(err)
				}
			}
			data, err = json.Marshal(rc)
		} else {
			c, _ := seededChase(t, seed)
			for c.Turns() < stop && !c.Over() {
				if err := playTurn(&c.e, chaseStrats...); err != nil {
					t.Fatal(err)
				}
			}
			data, err = json.Marshal(c)
		}
		if err != nil {
			t.Fatal(err)
		}
		bad := jsonedit.Edit(t, data, "red", "Short", "chase", "race", "riding", "dead")
		if race {
			rc, err := ResumeRace(bad)
			if err != nil {
				if !errors.Is(err, ErrState) {
					t.Fatalf("refused without ErrState: %v", err)
				}
				return
			}
			strats := make([]Strategy, len(rc.Riders()))
			for i := range strats {
				strats[i] = Canny{}
			}
			if _, err := runWith(&rc.e, strats...); err != nil {
				t.Fatalf("the edited race does not play: %v\n%s", err, bad)
			}
			if _, err := json.Marshal(rc); err != nil {
				t.Fatalf("the edited race does not save: %v\n%s", err, bad)
			}
			return
		}
		c, err := Resume(bad)
		if err != nil {
			if !errors.Is(err, ErrState) {
				t.Fatalf("refused without ErrState: %v", err)
			}
			return
		}
		strats := make([]Strategy, len(c.Riders()))
		for i := range strats {
			strats[i] = Canny{}
		}
		if _, err := runWith(&c.e, strats...); err != nil {
			t.Fatalf("the edited chase does not play: %v\n%s", err, bad)
		}
		if _, err := json.Marshal(c); err != nil {
			t.Fatalf("the edited chase does not save: %v\n%s", err, bad)
		}
	})
}
