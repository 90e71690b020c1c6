package reputation

import (
	"slices"
	"strings"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
)

func equalFoldTrim(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}

// recordsEqual lets go-cmp compare records holding dice.Mods and dice.Throw,
// whose insides are unexported: two Mods are equal when they list the same
// modifiers, two Throws when they are the same dice with the same faces.
var recordsEqual = cmp.Options{
	cmp.Comparer(func(a, b dice.Mods) bool { return slices.Equal(a.List(), b.List()) }),
	cmp.Comparer(func(a, b dice.Throw) bool {
		return a.Dice == b.Dice && a.Rolled == b.Rolled && a.Sum == b.Sum && slices.Equal(a.Faces(), b.Faces())
	}),
}
