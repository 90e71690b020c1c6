package pronoun_test

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/pronoun"
)

// Each pronoun declines itself and agrees with its verb, so one sentence
// template tells of any character.
func Example() {
	for _, p := range []pronoun.Pronoun{pronoun.He, pronoun.She, pronoun.They} {
		fmt.Printf("%s %s, and %s nerve sends %s to cover\n",
			p.Subject(), p.Verb("draws", "draw"), p.Possessive(), p.Object())
	}
	// Output:
	// he draws, and his nerve sends him to cover
	// she draws, and her nerve sends her to cover
	// they draw, and their nerve sends them to cover
}
