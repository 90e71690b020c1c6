package words_test

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/internal/words"
)

func ExampleCount() {
	fmt.Println(words.Count(1, "raise", "raises"))
	fmt.Println(words.Count(0, "raise", "raises"))
	fmt.Println(words.Count(2, "jury point", "jury points"))
	fmt.Println(words.Count(-1, "day", "days"))
	// Output:
	// 1 raise
	// 0 raises
	// 2 jury points
	// -1 days
}

func ExampleNote() {
	for _, why := range []string{"Average", ""} {
		var b strings.Builder
		b.WriteString("+40")
		words.Note(&b, why)
		fmt.Println(b.String())
	}
	// Output:
	// +40 (Average)
	// +40
}
