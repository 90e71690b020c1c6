package encountertest_test

import (
	"fmt"
	"log"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encountertest"
)

// logT is a stand-in for a test's T: it stops the program on a failure.
type logT struct{}

func (logT) Helper()                           {}
func (logT) Fatalf(format string, args ...any) { log.Fatalf(format, args...) }

// Play steps the toy race to its end, answering each waiting seat with
// the legal choice the state fixes (1 + the total mod 3); after each
// add the race's d2 of wind adds 0 or 1.
func ExamplePlay() {
	r, _ := newRace(setup{Seats: [2]string{"person", "person"}}, dice.NewSource(1))
	n := encountertest.Play(logT{}, r, legal, 100)
	fmt.Println(n, r.total >= 12)
	// Output: 6 true
}
