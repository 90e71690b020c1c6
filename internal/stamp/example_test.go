package stamp_test

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/stamp"
	"github.com/deadmanshand/aces/wounds"
)

// Two stamps of the same setup, dice and seat name the same scene, so a
// character takes its consequences once; the same setup on other dice is
// another scene.
func ExampleOf() {
	setup := struct{ Distance int }{30}
	a, _ := stamp.Of("gunfight", 9, setup, dice.NewSource(1876), 0, "Hickok", 587)
	b, _ := stamp.Of("gunfight", 9, setup, dice.NewSource(1876), 0, "Hickok", 587)
	c, _ := stamp.Of("gunfight", 9, setup, dice.NewSource(1877), 0, "Hickok", 587)
	fmt.Println(a.Encounter, a.Seat, a.Name, a.Ended == 58*wounds.Second+7, len(a.Fingerprint))
	fmt.Println(a == b, a == c)
	// Output:
	// gunfight 0 Hickok true 16
	// true false
}
