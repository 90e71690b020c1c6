package journal_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/journal"
)

type point struct {
	Turn int `json:"turn"`
}

type setup struct {
	Seats int `json:"seats"`
}

func seats(s *setup) int { return s.Seats }

func TestRecorderDraws(t *testing.T) {
	src := dice.NewSource(7)
	var rec journal.Recorder
	rec.Use(src)
	var j journal.Journal[point]
	j.Watch(src)

	// A decider drawing through the recorder: its sides explain the dice.
	rec.Ask()
	rec.IntN(20)
	rec.IntN(6)
	j.Answer(0, "fire", rec.Answered())
	// One drawing on the source itself: the entry keeps where the dice went.
	rec.Ask()
	src.IntN(6)
	j.Answer(1, "duck", rec.Answered())
	// A refused answer's draws are rewound.
	before := *src
	rec.Ask()
	rec.IntN(100)
	rec.Rewind()
	if *src != before {
		t.Error("Rewind left the dice moved")
	}
	es := j.Entries()
	if len(es) != 2 || fmt.Sprint(es[0].Draws) != "[20 6]" || es[0].Dice != nil {
		t.Errorf("entry 0 = %+v, want draws [20 6] and no dice", es[0])
	}
	if es[1].Draws != nil || es[1].Dice == nil {
		t.Errorf("entry 1 = %+v, want no draws and the dice it left", es[1])
	}
	if j.Decisions() != 2 {
		t.Errorf("%d decisions, want 2", j.Decisions())
	}
	if who, do, ok := j.Decision(1); who != 1 || do != "duck" || !ok {
		t.Errorf("Decision(1) = %d, %q, %v", who, do, ok)
	}
	if _, _, ok := j.Decision(2); ok {
		t.Error("Decision(2) of 2")
	}
}

func TestArrived(t *testing.T) {
	src := dice.NewSource(7)
	var j journal.Journal[point]
	j.Watch(src)
	j.Arrived(point{1})
	if len(j.Entries()) != 0 {
		t.Fatal("a move recorded with the dice where the encounter left them")
	}
	src.IntN(6) // someone else rolls on the encounter's dice
	j.Arrived(point{2})
	es := j.Entries()
	if len(es) != 1 || es[0].Who != -1 || es[0].Dice == nil || *es[0].At != (point{2}) {
		t.Fatalf("entries %+v, want one move of the dice at turn 2", es)
	}
	j.Arrived(point{3})
	if len(j.Entries()) != 1 {
		t.Error("the move was recorded twice")
	}
}

// recorded returns the save, read back, of a journal where seat who[k]
// recorded choice do[k], in order.
func recorded(t *testing.T, who []int, do []string) (*journal.Journal[point], []byte) {
	t.Helper()
	var j journal.Journal[point]
	j.Watch(dice.NewSource(1))
	for k := range who {
		j.Record(who[k], do[k])
	}
	f, err := journal.Save(&j, 2, setup{Seats: 2}, point{4})
	if err != nil {
		t.Fatal(err)
	}
	good, _ := json.Marshal(f)
	if _, _, err := journal.Read[setup, point](good, 2, seats); err != nil {
		t.Fatalf("Read of its own save: %v", err)
	}
	return &j, good
}

func TestReadRefuses(t *testing.T) {
	_, good := recorded(t, []int{0}, []string{"bet 3"})
	for _, c := range []struct{ from, to, why string }{
		{`"version":2`, `"version":3`, "version 3"},
		{`"who":0`, `"who":2`, "seat 2"},
		{`"do":"bet 3"`, `"do":"` + strings.Repeat("x", journal.MaxDo+1) + `"`, "bytes"},
		{`"recorded":true`, `"recorded":true,"draws":[6]`, "person"},
		{`"do":"bet 3"`, `"do":"bet 3","decider":{"name":"x"}`, "one of"},
		{`"version"`, `"extra":1,"version"`, "unknown field"},
	} {
		bad := strings.Replace(string(good), c.from, c.to, 1)
		if _, _, err := journal.Read[setup, point]([]byte(bad), 2, seats); err == nil || !strings.Contains(err.Error(), c.why) {
			t.Errorf("Read(%s) = %v, want an error saying %q", bad, err, c.why)
		}
	}
}

func TestReplay(t *testing.T) {
	var j journal.Journal[point]
	moved, _ := dice.NewSource(3).MarshalBinary()
	j.Replay([]journal.Entry[point]{
		{Who: 1, Decider: &encounter.Saved{Name: "cautious"}},
		{Who: 0, Do: "bet 2"},
		{Who: -1, Dice: moved, At: &point{5}},
		{Who: 1, Do: "bet 1"},
	}, -1)
	if e, ok := j.Due(point{0}); !ok || e.Decider == nil {
		t.Fatalf("Due at turn 0 = %+v, %v: want the decider change, due anywhere", e, ok)
	}
	if _, ok := j.Due(point{0}); ok {
		t.Fatal("a decision is not due: it is asked for")
	}
	if _, _, err := j.Next(1); !errors.Is(err, journal.ErrReplay) || !strings.Contains(err.Error(), `entry 1 (seat 0: "bet 2")`) {
		t.Fatalf("Next(1) with seat 0's decision queued: %v", err)
	}
	if e, ok, err := j.Next(0); !ok || err != nil || e.Do != "bet 2" {
		t.Fatalf("Next(0) = %+v, %v, %v", e, ok, err)
	}
	if _, ok := j.Due(point{4}); ok {
		t.Fatal("the move of turn 5 is due at turn 4")
	}
	if _, ok := j.Due(point{5}); !ok {
		t.Fatal("the move of turn 5 is not due at turn 5")
	}
	if err := j.Unplayed(); err == nil || !strings.Contains(err.Error(), "entry 3") {
		t.Fatalf("Unplayed = %v, want entry 3 named", err)
	}
	if len(j.Entries()) != 3 || j.Decisions() != 1 {
		t.Errorf("%d entries, %d decisions replayed; want 3 and 1", len(j.Entries()), j.Decisions())
	}
}

func TestReplayFewer(t *testing.T) {
	var j journal.Journal[point]
	j.Replay([]journal.Entry[point]{{Who: 0, Do: "a"}, {Who: 1, Do: "b"}}, 1)
	if _, ok, _ := j.Next(0); !ok {
		t.Fatal("the first decision is not replayed")
	}
	if _, ok, err := j.Next(1); ok || err != nil {
		t.Fatalf("a take-back to 1 decision replays the second: %v, %v", ok, err)
	}
	j.Done()
	if j.Replaying() || j.Decisions() != 1 {
		t.Errorf("after Done: replaying %v, %d decisions", j.Replaying(), j.Decisions())
	}
}

func TestDeciderAt(t *testing.T) {
	src := dice.NewSource(1)
	var j journal.Journal[point]
	j.Watch(src)
	j.DeciderAt(1, encounter.Saved{Name: "cautious"}, point{3})
	f, err := journal.Save(&j, 2, setup{Seats: 2}, point{3})
	if err != nil {
		t.Fatal(err)
	}
	good, _ := json.Marshal(f)
	back, _, err := journal.Read[setup, point](good, 2, seats)
	if err != nil {
		t.Fatalf("Read of its own save: %v\n%s", err, good)
	}
	var r journal.Journal[point]
	r.Replay(back.Journal, -1)
	if _, ok := r.Due(point{2}); ok {
		t.Fatal("the decider change of turn 3 is due at turn 2")
	}
	if e, ok := r.Due(point{3}); !ok || e.Decider == nil || e.Decider.Name != "cautious" {
		t.Fatalf("Due at turn 3 = %+v, %v: want the decider change made there", e, ok)
	}
	bad := strings.Replace(string(good), `"decider":{"name":"cautious"},`, `"do":"bet 1",`, 1)
	if _, _, err := journal.Read[setup, point]([]byte(bad), 2, seats); err == nil || !strings.Contains(err.Error(), "only there") {
		t.Errorf("a decision at a point: %v", err)
	}
}

func TestSaveRecordsMovedDice(t *testing.T) {
	src := dice.NewSource(9)
	var j journal.Journal[point]
	j.Watch(src)
	src.IntN(6) // another's draw after the encounter's last call
	f, err := journal.Save(&j, 1, setup{Seats: 1}, point{2})
	if err != nil {
		t.Fatal(err)
	}
	now, _ := src.MarshalBinary()
	if len(f.Journal) != 1 || f.Journal[0].Who != -1 || string(f.Journal[0].Dice) != string(now) || *f.Journal[0].At != (point{2}) || string(f.AtDice) != string(now) {
		t.Fatalf("the move is not journaled where the save stands: %+v", f)
	}
	if g, _ := journal.Save(&j, 1, setup{Seats: 1}, point{2}); len(g.Journal) != 1 {
		t.Errorf("a second save records the move again: %+v", g.Journal)
	}
}

func TestSimultaneousRecorded(t *testing.T) {
	// Two seats choose at once: both choices are recorded, in the order
	// made, and each is marked played when its seat's turn takes it.
	j, good := recorded(t, []int{1, 0}, []string{"bet 2", "bet 3"})
	twice := strings.Replace(string(good), `"who":0`, `"who":1`, 1)
	if _, _, err := journal.Read[setup, point]([]byte(twice), 2, seats); err == nil || !strings.Contains(err.Error(), "second choice recorded for seat 1") {
		t.Errorf("Read of two recorded choices of one seat: %v", err)
	}
	played := strings.Replace(string(good), `,"recorded":true}]`, `}]`, 1)
	if _, _, err := journal.Read[setup, point]([]byte(played), 2, seats); err == nil || !strings.Contains(err.Error(), "after a choice recorded") {
		t.Errorf("Read of a played choice after a recorded one: %v", err)
	}
	j.PlayedBy(1)
	if es := j.Entries(); es[0].Recorded || !es[1].Recorded {
		t.Errorf("PlayedBy(1): %+v", es)
	}
	j.PlayedBy(0)
	j.PlayedBy(5) // no seat 5: nothing
	if es := j.Entries(); es[0].Recorded || es[1].Recorded {
		t.Errorf("PlayedBy(0): %+v", es)
	}
}

func TestDrop(t *testing.T) {
	// A recorded choice the rules void before its turn leaves the journal;
	// the decisions after it keep their order.
	j, _ := recorded(t, []int{1, 0}, []string{"bet 2", "bet 3"})
	j.Drop(0) // seat 0's is recorded: it goes
	j.Drop(0) // seat 0 has none now: nothing
	if es := j.Entries(); len(es) != 1 || es[0].Do != "bet 2" || j.Decisions() != 1 {
		t.Fatalf("after Drop(0): %+v, %d decisions", es, j.Decisions())
	}
	j, _ = recorded(t, []int{1, 0}, []string{"bet 2", "bet 3"})
	j.Decider(0, encounter.Saved{Name: "steady"})
	j.Drop(1)
	if who, do, ok := j.Decision(0); j.Decisions() != 1 || who != 0 || do != "bet 3" || !ok || len(j.Entries()) != 2 {
		t.Fatalf("after Drop(1): %+v", j.Entries())
	}
	j.PlayedBy(0)
	j.Drop(0) // played: it stays
	if j.Decisions() != 1 {
		t.Error("Drop removed a played choice")
	}
}

// TestArrivedAllocatesNothing: a call that finds the dice where the
// encounter's own draws left them (every call, in play without a tool
// rolling on the dice) allocates nothing.
func TestArrivedAllocatesNothing(t *testing.T) {
	src := dice.NewSource(7)
	var j journal.Journal[point]
	j.Watch(src)
	turn := 0
	if n := testing.AllocsPerRun(100, func() {
		turn++
		j.Arrived(point{Turn: turn})
		src.IntN(6)
		j.Synced()
	}); n != 0 {
		t.Errorf("%v allocations per call, want 0", n)
	}
	if len(j.Entries()) != 0 {
		t.Errorf("moves recorded: %+v", j.Entries())
	}
}
