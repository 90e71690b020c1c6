package dicestate_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/dicestate"
)

// A save carries its dice's state; restored, the dice go on exactly where
// they were saved.
func Example() {
	r := dice.NewSource(1876)
	state, _ := dicestate.Save(r)
	first := r.IntN(20)

	back, _ := dicestate.Restore(nil, state) // no dice in hand: a new *dice.Source
	fmt.Println(back.IntN(20) == first)

	// Dice that cannot say their state cannot be saved.
	_, err := dicestate.Save(rand.New(rand.NewPCG(1, 2)))
	fmt.Println(err != nil)
	// Output:
	// true
	// true
}
