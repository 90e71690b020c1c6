package encounter

import (
	"fmt"
	"strings"
)

// Duplicate returns the first two participants whose names are the same
// ignoring case ("Jake" and "jake" are one character), and ok false when
// every name is its own.
func Duplicate(n int, name func(i int) string) (first, second int, ok bool) {
	for j := 1; j < n; j++ {
		for i := range j {
			if strings.EqualFold(name(i), name(j)) {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// List joins valid names for an error message: "a", "b" or "c".
func List(valid []string) string {
	var b strings.Builder
	for i, v := range valid {
		switch {
		case i == 0:
		case i == len(valid)-1:
			b.WriteString(" or ")
		default:
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%q", v)
	}
	return b.String()
}

// Unknown returns the text of an unknown name: what it was, the name, and
// the valid names ("unknown tactic \"x\": want \"a\" or \"b\""). Packages
// wrap it in their own sentinel.
func Unknown(what, name string, valid []string) string {
	return fmt.Sprintf("unknown %s %q: want %s", what, name, List(valid))
}
