package faction

import (
	"unicode"
	"unicode/utf8"
)

// Character names compare case-insensitively, as strings.EqualFold does:
// "Jake", "jake" and "JAKE" are one character. The ledger keeps its
// characters by name and by fold key: a lookup by a character's own
// spelling is one map lookup, by another case two.

// foldKey returns the fold key of a name (see appendFoldKey).
func foldKey(name string) string { return string(appendFoldKey(nil, name)) }

// appendFoldKey appends to b the name with every letter replaced by the
// smallest of its case variants (Unicode simple folding): two names have
// the same key exactly when strings.EqualFold says they are equal.
func appendFoldKey(b []byte, name string) []byte {
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c >= utf8.RuneSelf {
			for _, r := range name[i:] {
				b = utf8.AppendRune(b, foldRune(r))
			}
			return b
		}
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// foldRune returns the smallest rune of r's case-folding orbit.
func foldRune(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	return least
}

// initials is the set of the first bytes of the characters' fold keys. A
// name whose first byte is ASCII and folds outside the set is no
// character's: the witnesses of a deed, who are mostly locals, are told
// from characters without folding their names.
type initials [4]uint64

// add adds the first byte of a fold key.
func (s *initials) add(key string) {
	if key != "" {
		s[key[0]>>6] |= 1 << (key[0] & 63)
	}
}

// mayHave reports whether a name may fold to a key in the set.
func (s *initials) mayHave(name string) bool {
	if name == "" {
		return false
	}
	c := name[0]
	if c >= utf8.RuneSelf {
		return true
	}
	if 'a' <= c && c <= 'z' {
		c -= 'a' - 'A'
	}
	return s[c>>6]&(1<<(c&63)) != 0
}
