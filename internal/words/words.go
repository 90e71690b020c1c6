// Package words is the English of the SDK's table talk that every package
// writes the same way: a number and the noun that agrees with it, a note
// in parentheses.
package words

import (
	"strconv"
	"strings"
)

// Count returns n and the noun that agrees with it: "1 day", "2 days",
// "0 days".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Note writes " (note)" to b, or nothing when there is no note: "Hit
// points 21 = 20 (base)".
func Note(b *strings.Builder, note string) {
	if note != "" {
		b.WriteString(" (")
		b.WriteString(note)
		b.WriteByte(')')
	}
}
