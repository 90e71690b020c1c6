package encountertest_test

import (
	"fmt"
	"log"

	"github.com/deadmanshand/aces/internal/encountertest"
)

// logT is a stand-in for a test's T: it stops the program on a failure.
type logT struct{}

func (logT) Helper()                           {}
func (logT) Fatalf(format string, args ...any) { log.Fatalf(format, args...) }

// Play steps the toy race to its end, answering each waiting seat with
// the legal choice the state fixes: 1, 2, 1, 2, 1, 2, 1 brings the total
// to 10 in seven decisions.
func ExamplePlay() {
	r := new(race)
	n := encountertest.Play(logT{}, r, legal, 100)
	fmt.Println(n, r.Log, r.Total)
	// Output: 7 [1 2 1 2 1 2 1] 10
}
