package talent_test

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/talent"
)

// A talent is read with its parameter and the catalogue's spelling; a name
// outside the catalogue is an error.
func ExampleParse() {
	t, err := talent.Parse("greased lightning (pistol)")
	fmt.Println(t, err)
	_, err = talent.Parse("Quick Aimm")
	fmt.Println(err != nil)
	// Output:
	// Greased Lightning (pistol) <nil>
	// true
}
