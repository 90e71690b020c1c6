package cli

import "strconv"

// Count writes n with its noun, singular for one and plural (an s added)
// for any other number: Count(1, "shot") is "1 shot", Count(0, "hit
// point") is "0 hit points". Nouns whose plural is not an added s are
// written out by the caller.
func Count(n int, noun string) string {
	if n == 1 || n == -1 {
		return strconv.Itoa(n) + " " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
