package study_test

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/study"
)

// Fifty wins in a hundred duels: the 95% Wilson interval is 0.5 ± 0.096.
func ExampleWilson() {
	r := study.Wilson(50, 100)
	fmt.Printf("%.4f %.4f %.4f\n", r.P, r.Lo, r.Hi)
	// Output: 0.5000 0.4038 0.5962
}

// Two files of a study, duels [500, 1000) and [0, 500), join into one
// range; [0, 2000) then misses [1000, 2000). Counting duels 50..100 twice
// is refused.
func ExampleMergeRanges() {
	r, err := study.MergeRanges([][2]uint64{{500, 1000}, {0, 500}})
	fmt.Println(r, err)
	fmt.Println(study.Missing(r, 0, 2000))
	_, err = study.MergeRanges([][2]uint64{{0, 100}, {50, 150}})
	fmt.Println(err != nil)
	// Output:
	// [[0 1000]] <nil>
	// [[1000 2000]]
	// true
}
