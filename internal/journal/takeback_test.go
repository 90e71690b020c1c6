package journal_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

// TestBack: a take-back replays the entries before decision k from the
// dice the journal began with; out of range, to the end, on dice that
// cannot be put back, or when the replay fails, nothing changes.
func TestBack(t *testing.T) {
	src := dice.NewSource(3)
	var j journal.Journal[point]
	j.Watch(src)
	start := *src
	for who, do := range []string{"fire", "duck", "fire"} {
		src.IntN(20)
		j.Answer(who%2, do, journal.Draws{})
		j.Decider(1, encounter.Saved{Name: "steady"})
	}
	now := *src
	for _, k := range []int{-1, 4} {
		if err := j.Back(k, src, nil); !errors.Is(err, journal.ErrRange) || *src != now {
			t.Errorf("Back(%d) of 3: %v", k, err)
		}
	}
	called := false
	replay := func([]journal.Entry[point]) error { called = true; return nil }
	if err := j.Back(3, src, replay); err != nil || called || *src != now {
		t.Errorf("Back(3) of 3: %v, replayed %v", err, called)
	}
	if err := j.Back(1, nil, replay); !errors.Is(err, journal.ErrUnsavable) || called {
		t.Errorf("Back(1) on dice that cannot be put back: %v", err)
	}
	failed := errors.New("refused")
	if err := j.Back(1, src, func([]journal.Entry[point]) error { return failed }); err != failed || *src != now {
		t.Errorf("Back(1), replay failing: %v, dice put back %v", err, *src == now)
	}
	var got []journal.Entry[point]
	err := j.Back(2, src, func(es []journal.Entry[point]) error {
		if *src != start {
			t.Error("the replay does not start from the journal's first dice")
		}
		got = es
		return nil
	})
	// Decisions 0 and 1 with the decider change after each: four entries.
	if err != nil || len(got) != 4 || got[2].Do != "duck" || got[3].Decider == nil {
		t.Errorf("Back(2): %v, entries %+v", err, got)
	}
}

// TestApply: the entries due at a point are applied in order — a move of
// the dice, a decider change, a call — and one that does not apply names
// its entry.
func TestApply(t *testing.T) {
	src := dice.NewSource(3)
	moved := *dice.NewSource(99)
	state, _ := moved.MarshalBinary()
	at := point{Turn: 2}
	queue := []journal.Entry[point]{
		{Who: -1, Dice: state, At: &at},
		{Who: 1, Decider: &encounter.Saved{Name: "bold"}},
		{Who: -1, Set: "evidence 4 3", At: &at},
		{Who: 0, Do: "fire"},
	}
	var done []string
	decider := func(who int, s encounter.Saved) error { done = append(done, s.Name); return nil }
	set := func(who int, call string) error { done = append(done, call); return nil }

	var j journal.Journal[point]
	j.Replay(queue, -1)
	if err := j.Apply(at, src, decider, set); err != nil || *src != moved || strings.Join(done, "; ") != "bold; evidence 4 3" {
		t.Errorf("Apply: %v, applied %q, dice moved %v", err, done, *src == moved)
	}
	if len(j.Left()) != 1 {
		t.Errorf("the decision was applied too: %d left", len(j.Left()))
	}

	var k journal.Journal[point]
	k.Replay(queue[2:], -1)
	if err := k.Apply(at, src, decider, nil); !errors.Is(err, journal.ErrReplay) || !strings.Contains(err.Error(), `entry 0 (seat -1: "evidence 4 3")`) {
		t.Errorf("a call to an encounter that takes none: %v", err)
	}
}
