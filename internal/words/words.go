// Package words is the English of the SDK's table talk that every package
// writes the same way: a number and the noun that agrees with it.
package words

import "strconv"

// Count returns n and the noun that agrees with it: "1 day", "2 days",
// "0 days".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
