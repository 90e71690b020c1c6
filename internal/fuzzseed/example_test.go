package fuzzseed_test

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/fuzzseed"
)

// A fuzz target's input names one span of a real document and replaces
// it: here the rounds of a reload become 100, and the member "pace" goes.
func ExampleSet() {
	set, err := fuzzseed.New([]byte(`{"kind": "reload", "rounds": 2, "pace": "walk"}`))
	if err != nil {
		panic(err)
	}
	rounds, _ := set.Find(0, `2`)
	pace, _ := set.Find(0, `,"pace":"walk"`)
	fmt.Printf("%s\n", set.Edit(fuzzseed.Input(rounds, `100`)))
	fmt.Printf("%s\n", set.Edit(fuzzseed.Input(pace, ``)))
	// Output:
	// {"kind":"reload","rounds":100,"pace":"walk"}
	// {"kind":"reload","rounds":2}
}
