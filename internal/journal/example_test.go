package journal_test

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/journal"
)

// An encounter journals a person's choice recorded by Decide, then a
// decider's answer with the draws it made on the encounter's dice; its
// save is the setup, the dice it started from, the journal and the point
// reached.
func Example() {
	src := dice.NewSource(1876)
	var rec journal.Recorder // the dice a decider is given
	rec.Use(src)
	var j journal.Journal[point]
	j.Watch(src)

	j.Record(0, "bet 2") // Decide: a person's choice, not yet played
	j.Played()           // Step plays it

	rec.Ask() // a decider is asked, and rolls a d6 to make up its mind
	n := 1 + rec.IntN(6)
	j.Answer(1, fmt.Sprintf("bet %d", n), rec.Answered())
	j.Synced() // the call ends: its own draws left the dice here

	f, _ := journal.Save(&j, 1, setup{Seats: 2}, point{Turn: 1})
	b, _ := json.Marshal(f.Journal)
	fmt.Println(string(b))
	fmt.Println(j.Decisions())
	// Output:
	// [{"who":0,"do":"bet 2"},{"who":1,"do":"bet 4","draws":[6]}]
	// 2
}
