package faction

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

// townWeek is a scripted stretch of play: buzz, encounters, awards, time,
// evaluations and actors, using every kind of draw.
var townWeek = []func(l *Ledger) ([]Event, error){
	func(l *Ledger) ([]Event, error) { return l.Buzz(Arrival{Character: "Jake"}) },
	func(l *Ledger) ([]Event, error) { return l.Buzz(Arrival{Character: "Sarah", Bonus: 2}) },
	func(l *Ledger) ([]Event, error) { return one(l.Encounter("the Silver Spur saloon", "Jake", "Sarah")) },
	func(l *Ledger) ([]Event, error) {
		return one(l.Award(Deed{Character: "Jake", What: "won a brawl", Witnesses: []string{"Belle"}}, "sporting", 3))
	},
	func(l *Ledger) ([]Event, error) { return l.Advance(9) },
	func(l *Ledger) ([]Event, error) { return l.Evaluate(), nil },
	func(l *Ledger) ([]Event, error) { return one(l.WhoActs("sporting", "Jake")) },
	func(l *Ledger) ([]Event, error) { return one(l.Encounter("Main Street", "Sarah")) },
	func(l *Ledger) ([]Event, error) { return l.Advance(20) },
	func(l *Ledger) ([]Event, error) { return l.Evaluate(), nil },
}

func one(ev Event, err error) ([]Event, error) { return []Event{ev}, err }

// run plays steps from..to of townWeek and returns the table talk.
func run(t tb, l *Ledger, from, to int) []string {
	t.Helper()
	var out []string
	for _, step := range townWeek[from:to] {
		evs, err := step(l)
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			out = append(out, ev.String())
		}
	}
	return out
}

func TestSaveResume(t *testing.T) {
	n := len(townWeek)
	want := run(t, newLedger(t, dice.NewSource(42)), 0, n)
	for stop := 0; stop <= n; stop++ {
		part := newLedger(t, dice.NewSource(42))
		got := run(t, part, 0, stop)
		data, err := json.Marshal(part)
		if err != nil {
			t.Fatal(err)
		}
		var resumed Ledger
		if err := json.Unmarshal(data, &resumed); err != nil {
			t.Fatalf("stop %d: %v\n%s", stop, err, data)
		}
		again, err := json.Marshal(&resumed)
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(data) {
			t.Errorf("stop %d: the resumed ledger saves differently:\n%s\n%s", stop, data, again)
		}
		got = append(got, run(t, &resumed, stop, n)...)
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("stop %d (-whole +resumed):\n%s", stop, diff)
		}
	}
}

func TestResumeIntoOwnSource(t *testing.T) {
	l := newLedger(t, dice.NewSource(5))
	run(t, l, 0, 4)
	data, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	src := dice.NewSource(999)
	into := newLedger(t, src)
	if err := json.Unmarshal(data, into); err != nil {
		t.Fatal(err)
	}
	if into.r != src {
		t.Error("the saved dice did not go into the ledger's own source")
	}
	if diff := cmp.Diff(run(t, l, 4, len(townWeek)), run(t, into, 4, len(townWeek))); diff != "" {
		t.Errorf("(-original +resumed):\n%s", diff)
	}
}

func TestSaveErrors(t *testing.T) {
	l := newLedger(t, rand.New(rand.NewPCG(1, 2)))
	if _, err := json.Marshal(l); !errors.Is(err, ErrRand) {
		t.Errorf("a *rand.Rand cannot be saved: %v", err)
	}
}

func TestLoadStateErrors(t *testing.T) {
	l := newLedger(t, dice.NewSource(8))
	run(t, l, 0, 5)
	data, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	good := string(data)
	var saved map[string]any
	if err := json.Unmarshal(data, &saved); err != nil {
		t.Fatal(err)
	}
	// Each case edits the saved JSON and names the complaint.
	tests := []struct {
		name string
		edit func(s map[string]any)
		want error
		say  string
	}{
		{"version", func(s map[string]any) { s["version"] = 2 }, ErrState, "version 2"},
		{"unknown key", func(s map[string]any) { s["chips"] = 1 }, ErrState, "unknown field"},
		{"bad town", func(s map[string]any) { s["town"].(map[string]any)["happenings"] = []any{} }, ErrTown, "happenings"},
		{"no town", func(s map[string]any) { delete(s, "town") }, ErrTown, "no town"},
		{"clock", func(s map[string]any) { s["day"] = -1 }, ErrState, "day -1"},
		{"arrived in the future", func(s map[string]any) { char(s, 0)["arrived"] = 99 }, ErrState, "arrived on day 99"},
		{"twice", func(s map[string]any) { char(s, 1)["name"] = "Jake" }, ErrState, "listed twice"},
		{"twice, in another case", func(s map[string]any) { char(s, 1)["name"] = "jake" }, ErrState, `characters[1] "jake" is characters[0] "Jake"`},
		{"no name", func(s map[string]any) { char(s, 1)["name"] = "" }, ErrState, "no name"},
		{"interests", func(s map[string]any) { char(s, 0)["interest"] = []any{} }, ErrState, "0 interests"},
		{"chips", func(s map[string]any) { cellOf(s, 0, 3)["chips"] = 99 }, ErrState, "interest 99"},
		{"chips not the awards'", func(s map[string]any) {
			c := cellOf(s, 0, 3)
			c["chips"], c["peak"] = c["chips"].(float64)+1, c["peak"].(float64)+1
		}, ErrState, "but the awards give"},
		{"level", func(s map[string]any) { cellOf(s, 0, 0)["level"] = 7 }, ErrState, "step level 7"},
		// Jake's highest interest of the League is 2, below its first rung (4)
		{"level above the highest", func(s map[string]any) { cellOf(s, 0, 2)["level"] = 1 }, ErrState, "step level 1, want 0..0"},
		// Jake's Law interest: 2, 3 at the highest, 1 decayed; with a floor
		// of all the highest it could not have decayed
		{"below the floor", func(s map[string]any) {
			law := s["town"].(map[string]any)["factions"].([]any)[1].(map[string]any)
			law["decay"].(map[string]any)["floorPercent"] = 100
		}, ErrState, `characters[0] "Jake": law interest 2, below its decay floor 3`},
		// day 9, one chip every 7 days: one chip at most
		{"more decay than the days allow", func(s map[string]any) {
			c := cellOf(s, 1, 1)
			c["chips"], c["decayed"] = 0, 2
		}, ErrState, "law decay 2, but 1 chip every 7 days, never below 50% of the highest since day 0 takes at most 1"},
		{"buzz with witnesses", func(s map[string]any) { awardOf(s, 0)["witnesses"] = []any{"Belle"} }, ErrState, "a buzz with witnesses"},
		{"awards out of order", func(s map[string]any) {
			late, early := map[string]any{}, map[string]any{}
			for k, v := range awardOf(s, 8) {
				late[k], early[k] = v, v
			}
			late["day"], early["day"] = 5, 3
			s["awards"] = append(s["awards"].([]any), late, early)
		}, ErrState, "awards[10]: on day 3, after awards[9] on day 5"},
		{"deck unknown field", func(s map[string]any) { s["deck"].(map[string]any)["cut"] = 1 }, ErrState, `unknown field "cut"`},
		{"deck policy", func(s map[string]any) { s["deck"].(map[string]any)["policy"] = "never" }, ErrState, "reshuffles never"},
		{"award to a stranger", func(s map[string]any) { awardOf(s, 8)["character"] = "Doc" }, ErrState, `"Doc" is not in town`},
		{"award of an unknown faction", func(s map[string]any) { awardOf(s, 8)["faction"] = "railroad" }, ErrState, "unknown faction"},
		{"award by faction name", func(s map[string]any) { awardOf(s, 8)["faction"] = "the Sporting Crowd" }, ErrState, "unknown faction"},
		{"private award", func(s map[string]any) { delete(awardOf(s, 8), "witnesses") }, ErrState, "without witnesses"},
		{"blank witness", func(s map[string]any) { awardOf(s, 8)["witnesses"] = []any{" "} }, ErrState, "witness without a name"},
		{"no chips", func(s map[string]any) { awardOf(s, 8)["chips"] = 0 }, ErrState, "0 chips"},
		{"no deed", func(s map[string]any) { awardOf(s, 8)["deed"] = "" }, ErrState, "no deed"},
		{"award in the future", func(s map[string]any) { awardOf(s, 8)["day"] = 50 }, ErrState, "on day 50"},
		{"second buzz", func(s map[string]any) { awardOf(s, 8)["buzz"] = true }, ErrState, "second buzz"},
		{"no buzz", func(s map[string]any) { s["awards"] = s["awards"].([]any)[1:] }, ErrState, `"Jake" has no cattlemen buzz`},
		{"award before the buzz", func(s map[string]any) {
			a := s["awards"].([]any)
			s["awards"] = append(a[:3:3], a[4:]...) // Jake's Sporting Crowd buzz
		}, ErrState, "before his buzz"},
		{"bad deck", func(s map[string]any) { s["deck"].(map[string]any)["left"] = []any{} }, ErrState, "cards"},
		{"no dice", func(s map[string]any) { delete(s, "dice") }, ErrState, "no saved dice"},
		{"bad dice", func(s map[string]any) { s["dice"] = "AAAA" }, ErrState, "source"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s map[string]any
			if err := json.Unmarshal([]byte(good), &s); err != nil {
				t.Fatal(err)
			}
			tt.edit(s)
			data, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			into := newLedger(t, nil)
			arrive(t, into, "Kept", nil)
			err = json.Unmarshal(data, into)
			if !errors.Is(err, tt.want) || !errors.Is(err, ErrState) || !strings.Contains(err.Error(), tt.say) {
				t.Errorf("error %v\nwant %v saying %q", err, tt.want, tt.say)
			}
			if got := into.Characters(); len(got) != 1 || got[0] != "Kept" {
				t.Errorf("a refused load changed the ledger: %q", got)
			}
		})
	}
}

func char(s map[string]any, i int) map[string]any {
	return s["characters"].([]any)[i].(map[string]any)
}

func cellOf(s map[string]any, ci, fi int) map[string]any {
	return char(s, ci)["interest"].([]any)[fi].(map[string]any)
}

func awardOf(s map[string]any, i int) map[string]any {
	return s["awards"].([]any)[i].(map[string]any)
}
