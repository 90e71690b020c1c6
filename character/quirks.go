package character

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
)

// QuirkKind says whether a quirk is mental (a Quirk) or physical (a Flaw).
type QuirkKind uint8

// The kinds of quirk.
const (
	Quirk QuirkKind = iota + 1 // mental in nature
	Flaw                       // physical
)

var quirkKindNames = enum.From[QuirkKind](1, "quirk kind", "quirk", "flaw")

// String returns "quirk" or "flaw".
func (k QuirkKind) String() string { return quirkKindNames.String(k) }

// MarshalText encodes the kind as "quirk" or "flaw".
func (k QuirkKind) MarshalText() ([]byte, error) { return quirkKindNames.Marshal(k, ErrChoice) }

// UnmarshalText decodes "quirk" or "flaw", ignoring case.
func (k *QuirkKind) UnmarshalText(b []byte) error { return quirkKindNames.Unmarshal(b, k, ErrChoice) }

// QuirkDef is a quirk or flaw of the list (rule CH-3, step 5): its name,
// kind, the BP it gives when chosen and the larger BP it gives when rolled at
// random, and its effect in words (for the table; the package applies none).
type QuirkDef struct {
	Name     string    `json:"name"`
	Kind     QuirkKind `json:"kind"`
	BP       int       `json:"bp"`
	RandomBP int       `json:"randomBP"`
	Effect   string    `json:"effect"`
}

// QuirkList is the list of quirks and flaws.
type QuirkList []QuirkDef

// Lookup returns the quirk or flaw with the given name (case-insensitive);
// an unknown name wraps [ErrChoice].
func (l QuirkList) Lookup(name string) (*QuirkDef, error) {
	if q := rowNamed(l, func(q *QuirkDef) string { return q.Name }, name); q != nil {
		return q, nil
	}
	return nil, fmt.Errorf("%w: no quirk or flaw %q in the list", ErrChoice, name)
}

// validate reports a malformed list: an empty or repeated name, a kind that
// is neither quirk nor flaw, a BP value outside 1..100, a random BP not
// greater than the chosen BP (random gives more, rule CH-3), or a kind with
// no entries. The error is a [*TableError] naming the row.
func (l QuirkList) validate() error {
	var kinds [3]int
	for i, q := range l {
		switch {
		case strings.TrimSpace(q.Name) == "":
			return tableErr("quirks", i+1, "", "empty name")
		case q.Kind != Quirk && q.Kind != Flaw:
			return tableErr("quirks", i+1, q.Name, "kind must be quirk or flaw")
		case q.BP < 1 || q.BP > 100:
			return tableErr("quirks", i+1, q.Name, "bp %d outside 1..100", q.BP)
		case q.RandomBP <= q.BP || q.RandomBP > 100:
			return tableErr("quirks", i+1, q.Name, "randomBP %d must be more than bp %d (and at most 100): rolling at random gives more", q.RandomBP, q.BP)
		}
		if err := repeatsName("quirks", l, i, func(q *QuirkDef) string { return q.Name }); err != nil {
			return err
		}
		kinds[q.Kind]++
	}
	if kinds[Quirk] == 0 || kinds[Flaw] == 0 {
		return tableErr("quirks", 0, "", "the list needs at least one quirk and one flaw")
	}
	return nil
}

// DefaultQuirks returns the default list of quirks and flaws — ours, not from
// the source rules, which describe quirks (mostly mental) and flaws (mostly
// physical) — speech difficulties, addictions, superstitions, prejudices —
// but print no list. A quirk rolled at random gives more BP than the same
// quirk chosen (rule CH-3). Each call returns a new slice.
func DefaultQuirks() QuirkList {
	return QuirkList{
		{Name: "Superstitious", Kind: Quirk, BP: 2, RandomBP: 3, Effect: "will not play a hand with a black eight in it, nor ride out on a Friday"},
		{Name: "Greedy", Kind: Quirk, BP: 3, RandomBP: 5, Effect: "must make a Wis check to pass up easy money"},
		{Name: "Hot-Tempered", Kind: Quirk, BP: 4, RandomBP: 6, Effect: "must make a Wis check not to answer an insult with his fists"},
		{Name: "Prejudiced", Kind: Quirk, BP: 3, RandomBP: 5, Effect: "distrusts one people or creed and shows it"},
		{Name: "Compulsive Gambler", Kind: Quirk, BP: 4, RandomBP: 6, Effect: "cannot walk past a card game with money in his pocket"},
		{Name: "Braggart", Kind: Quirk, BP: 2, RandomBP: 3, Effect: "tells everyone what he has done, and more"},
		{Name: "Fear of Snakes", Kind: Quirk, BP: 2, RandomBP: 4, Effect: "freezes for a moment at the sight or rattle of a snake"},
		{Name: "Drinker", Kind: Quirk, BP: 4, RandomBP: 6, Effect: "needs whiskey every day; -1 to all rolls without it"},
		{Name: "Stutter", Kind: Flaw, BP: 3, RandomBP: 5, Effect: "speech difficulty: Oratory and Persuasion checks one grade harder"},
		{Name: "Bad Eyesight", Kind: Flaw, BP: 5, RandomBP: 8, Effect: "-1 Accuracy beyond 30 ft"},
		{Name: "Hard of Hearing", Kind: Flaw, BP: 3, RandomBP: 5, Effect: "Observation checks by ear one grade harder"},
		{Name: "Limp", Kind: Flaw, BP: 4, RandomBP: 6, Effect: "cannot sprint; running is slower"},
		{Name: "Missing Fingers", Kind: Flaw, BP: 4, RandomBP: 6, Effect: "+1 Speed with the off hand; Card Sharping one grade harder"},
		{Name: "Scarred Face", Kind: Flaw, BP: 2, RandomBP: 3, Effect: "easily recognised and remembered"},
		{Name: "Weak Lungs", Kind: Flaw, BP: 3, RandomBP: 5, Effect: "-2 Con against fatigue"},
		{Name: "Night Blind", Kind: Flaw, BP: 4, RandomBP: 6, Effect: "darkness penalties doubled"},
	}
}

// QuirkEntry is a quirk or flaw on a character sheet: its name, kind, the BP
// it gave and whether it was rolled at random.
type QuirkEntry struct {
	Name   string    `json:"name"`
	Kind   QuirkKind `json:"kind"`
	BP     int       `json:"bp"`
	Random bool      `json:"random,omitempty"`
}

// String formats the entry: "flaw Bad Eyesight, +8 BP (rolled at random)".
func (e QuirkEntry) String() string {
	s := e.Kind.String() + " " + e.Name + ", +" + strconv.Itoa(e.BP) + " BP"
	if e.Random {
		s += " (rolled at random)"
	} else {
		s += " (chosen)"
	}
	return s
}
