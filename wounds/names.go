package wounds

import (
	"encoding/json"
	"fmt"
)

// memberNames names the members of a set (InjurySet, LocationSet) in order,
// from first to last, in a list that is empty, not nil, for an empty set.
func memberNames[K ~uint8](has func(K) bool, first, last K, name func(K) string) []string {
	names := make([]string, 0, int(last-first)+1)
	for k := first; k <= last; k++ {
		if has(k) {
			names = append(names, name(k))
		}
	}
	return names
}

// decodeNames decodes a set saved as a JSON list of names; anything else
// is an error wrapping sentinel that says what list it wants.
func decodeNames(data []byte, sentinel error, what string) ([]string, error) {
	var names []string
	if err := json.Unmarshal(data, &names); err != nil {
		return nil, fmt.Errorf("%w: want a list of %s: %v", sentinel, what, err)
	}
	return names, nil
}
