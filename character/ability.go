package character

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Ability names one of the seven abilities (rule CH-1), in the order they are
// rolled: Strength, Intelligence, Wisdom, Dexterity, Constitution, Looks,
// Charisma. It marshals to JSON as its abbreviation ("Str").
type Ability uint8

// The seven abilities, in the order they are rolled.
const (
	Strength Ability = iota
	Intelligence
	Wisdom
	Dexterity
	Constitution
	Looks
	Charisma
)

// numAbilities is the number of abilities: seven.
const numAbilities = 7

var (
	abilityNames   = enum.New[Ability]("ability", "Strength", "Intelligence", "Wisdom", "Dexterity", "Constitution", "Looks", "Charisma")
	abilityAbbrevs = enum.New[Ability]("ability", "Str", "Int", "Wis", "Dex", "Con", "Lks", "Cha")
)

// String returns the ability's name: "Strength".
func (a Ability) String() string { return abilityNames.String(a) }

// Abbrev returns the ability's three-letter abbreviation: "Str", "Int",
// "Wis", "Dex", "Con", "Lks", "Cha".
func (a Ability) Abbrev() string { return abilityAbbrevs.String(a) }

// Valid reports whether a is one of the seven abilities.
func (a Ability) Valid() bool { return a < numAbilities }

// ParseAbility reads an ability by name or abbreviation, ignoring case and
// the blanks around it: "Dexterity", "dex", "Looks", "Lks" (and "Lk" or
// "Loo" for Looks). Anything else wraps [ErrAbility], listing the
// abbreviations.
func ParseAbility(s string) (Ability, error) {
	if a, err := abilityNames.Parse(s, ErrAbility); err == nil {
		return a, nil
	}
	if t := strings.TrimSpace(s); strings.EqualFold(t, "Lk") || strings.EqualFold(t, "Loo") {
		return Looks, nil
	}
	return abilityAbbrevs.Parse(s, ErrAbility)
}

// MarshalText encodes the ability as its abbreviation.
func (a Ability) MarshalText() ([]byte, error) { return abilityAbbrevs.Marshal(a, ErrAbility) }

// UnmarshalText decodes an ability name or abbreviation, as [ParseAbility]
// reads it.
func (a *Ability) UnmarshalText(b []byte) error {
	v, err := ParseAbility(string(b))
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// AbilitySet is a set of abilities: the relevant abilities of a skill.
// It marshals to JSON as an array of abbreviations in rolling order
// (["Int", "Wis"]). The zero AbilitySet is empty.
type AbilitySet uint8

// NewAbilitySet returns the set holding the abilities given; values that
// are not abilities are ignored.
func NewAbilitySet(abilities ...Ability) AbilitySet {
	var s AbilitySet
	for _, a := range abilities {
		if a.Valid() {
			s |= 1 << a
		}
	}
	return s
}

// Has reports whether a is in the set.
func (s AbilitySet) Has(a Ability) bool { return a.Valid() && s&(1<<a) != 0 }

// String lists the abbreviations joined by "/": "Int/Wis".
func (s AbilitySet) String() string {
	var b strings.Builder
	for a := range Ability(numAbilities) {
		if s.Has(a) {
			if b.Len() > 0 {
				b.WriteByte('/')
			}
			b.WriteString(a.Abbrev())
		}
	}
	return b.String()
}

// MarshalJSON encodes the set as an array of abbreviations.
func (s AbilitySet) MarshalJSON() ([]byte, error) {
	b := []byte{'['}
	for a := range Ability(numAbilities) {
		if s.Has(a) {
			if len(b) > 1 {
				b = append(b, ',')
			}
			b = append(b, '"')
			b = append(b, a.Abbrev()...)
			b = append(b, '"')
		}
	}
	return append(b, ']'), nil
}

// UnmarshalJSON decodes an array of ability names; an unknown or repeated
// name wraps [ErrAbility].
func (s *AbilitySet) UnmarshalJSON(data []byte) error {
	var names []string
	if err := json.Unmarshal(data, &names); err != nil {
		return fmt.Errorf("%w: abilities must be an array of names: %v", ErrAbility, err)
	}
	var v AbilitySet
	for _, n := range names {
		a, err := ParseAbility(n)
		if err != nil {
			return err
		}
		if v.Has(a) {
			return fmt.Errorf("%w: %s listed twice", ErrAbility, a.Abbrev())
		}
		v |= 1 << a
	}
	*s = v
	return nil
}

// Score bounds. A whole score runs minScore..maxScore: 3..18 at creation
// (3d6), beyond 18 only through adjustments and talents, never past the
// highest score an ability check accepts. A fraction runs 1..100.
const (
	minScore    = 3
	maxScore    = dice.MaxAbility // 30
	minFraction = 1
	maxFraction = 100
)

// Score is an ability score with its fractional part (rule CH-1): Strength
// 13/45 is Whole 13, Fraction 45. The fraction says how close the score is
// to the next whole point: it runs 1..100, and adding fractional points past
// 100 carries into the whole score, so 13/45 plus 65 points is 14/10 and
// 13/100 plus 1 is 14/01.
//
// A Score prints and marshals to JSON as "13/45". The zero Score is not a
// valid score.
type Score struct {
	Whole    int
	Fraction int
}

// NewScore returns the score whole/fraction, or an error wrapping [ErrScore]
// when the whole score is outside 3..30 or the fraction outside 1..100.
func NewScore(whole, fraction int) (Score, error) {
	s := Score{whole, fraction}
	return s, s.Validate()
}

// Validate reports a whole score outside 3..30 (rule CH-1: 3d6, beyond 18
// only through adjustments and talents, never past the highest score an
// ability check reads) or a fraction outside 1..100, wrapping [ErrScore].
func (s Score) Validate() error {
	if s.Whole < minScore || s.Whole > maxScore {
		return fmt.Errorf("%w: %d/%d: whole score %d outside %d..%d", ErrScore, s.Whole, s.Fraction, s.Whole, minScore, maxScore)
	}
	if s.Fraction < minFraction || s.Fraction > maxFraction {
		return fmt.Errorf("%w: %d/%d: fraction %d outside %d..%d", ErrScore, s.Whole, s.Fraction, s.Fraction, minFraction, maxFraction)
	}
	return nil
}

// Points returns the score counted in fractional points, Whole×100 +
// Fraction: 13/45 is 1345 and 13/100 is 1400 (the point just before 14/01).
// Differences of Points are fractional points: from 13/45 to 14/10 is 65.
func (s Score) Points() int { return s.Whole*100 + s.Fraction }

// scoreFromPoints is the inverse of [Score.Points]: 1410 is 14/10 and 1400
// is 13/100. A result outside 3/01..30/100 wraps [ErrScore].
func scoreFromPoints(p int) (Score, error) {
	if p < minScore*100+minFraction || p > maxScore*100+maxFraction {
		return Score{}, fmt.Errorf("%w: %d fractional points is outside %d/%02d..%d/%d", ErrScore, p, minScore, minFraction, maxScore, maxFraction)
	}
	return Score{(p - 1) / 100, (p-1)%100 + 1}, nil
}

// Add returns the score raised (or, when points is negative, lowered) by
// fractional points, carrying through the whole score: 13/45 + 65 = 14/10,
// 14/10 − 65 = 13/45, 13/100 + 1 = 14/01. A result outside 3/01..30/100
// wraps [ErrScore].
func (s Score) Add(points int) (Score, error) {
	if err := s.Validate(); err != nil {
		return s, err
	}
	return scoreFromPoints(s.Points() + points)
}

// AddWhole returns the score with n whole points added (n may be negative);
// the fraction is kept: 13/45 + 1 = 14/45. A result outside 3..30 wraps
// [ErrScore].
func (s Score) AddWhole(n int) (Score, error) {
	if err := s.Validate(); err != nil {
		return s, err
	}
	t := Score{s.Whole + n, s.Fraction}
	return t, t.Validate()
}

// String formats the score as "13/45"; fractions below 10 take a leading
// zero ("10/03") and 100 prints as "13/100".
func (s Score) String() string {
	return string(s.appendTo(make([]byte, 0, 8)))
}

func (s Score) appendTo(b []byte) []byte {
	b = strconv.AppendInt(b, int64(s.Whole), 10)
	b = append(b, '/')
	if s.Fraction >= 0 && s.Fraction < 10 {
		b = append(b, '0')
	}
	return strconv.AppendInt(b, int64(s.Fraction), 10)
}

// ParseScore reads a score written as String writes it: the whole score,
// a slash and the fraction, digits only ("13/45", "10/03", "13/100"; "13/5"
// is 13/05). A malformed score ("x/5", "13", "13/") or one out of range
// ("13/0", "13/101", "2/50") wraps [ErrScore].
func ParseScore(text string) (Score, error) {
	w, f, ok := strings.Cut(text, "/")
	if !ok {
		return Score{}, fmt.Errorf("%w: %q: want whole/fraction, as 13/45", ErrScore, text)
	}
	whole, ok := parseDigits(w)
	if !ok {
		return Score{}, fmt.Errorf("%w: %q: whole score %q is not a number of 1 to 3 digits", ErrScore, text, w)
	}
	frac, ok := parseDigits(f)
	if !ok {
		return Score{}, fmt.Errorf("%w: %q: fraction %q is not a number of 1 to 3 digits", ErrScore, text, f)
	}
	return NewScore(whole, frac)
}

// parseDigits reads 1 to 3 ASCII digits.
func parseDigits(s string) (int, bool) {
	if len(s) == 0 || len(s) > 3 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// MarshalText encodes the score as "13/45"; an invalid score is an error.
func (s Score) MarshalText() ([]byte, error) {
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return s.appendTo(nil), nil
}

// UnmarshalText decodes a score as [ParseScore] reads it.
func (s *Score) UnmarshalText(b []byte) error {
	v, err := ParseScore(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// Abilities holds the seven scores, indexed by [Ability]. It marshals to
// JSON as an object keyed by abbreviation: {"Str": "13/45", …}.
type Abilities [numAbilities]Score

// RollAbilities rolls the seven abilities in order (rule CH-1): for each of
// Strength, Intelligence, Wisdom, Dexterity, Constitution, Looks and
// Charisma, 3d6 for the whole score and then d100 for the fraction. The
// player does not arrange the rolls. Draws: IntN(6) three times then
// IntN(100), seven times over — 28 draws. A rolling helper: nil dice
// panic.
func RollAbilities(r dice.Rand) Abilities {
	var a Abilities
	for i := range a {
		whole := dice.Sum(r, 3, 6)
		a[i] = Score{whole, dice.D(r, 100)}
	}
	return a
}

// Mean returns the mean of the seven whole scores rounded down (rule CHD-2):
// 10, 10, 12, 13, 7, 9, 8 add to 69, and 69/7 rounds down to 9.
func (a *Abilities) Mean() int {
	sum := 0
	for _, s := range a {
		sum += s.Whole
	}
	return sum / numAbilities // scores are positive: division rounds down
}

// validate reports the first invalid score, naming its ability; the error
// wraps [ErrScore].
func (a *Abilities) validate() error {
	for i, s := range a {
		if err := s.Validate(); err != nil {
			return fmt.Errorf("%s: %w", Ability(i).Abbrev(), err)
		}
	}
	return nil
}

// String lists the scores: "Str 10/89 Int 10/03 Wis 12/35 …".
func (a Abilities) String() string {
	b := make([]byte, 0, 80)
	for i, s := range a {
		if i > 0 {
			b = append(b, ' ')
		}
		b = append(b, Ability(i).Abbrev()...)
		b = append(b, ' ')
		b = s.appendTo(b)
	}
	return string(b)
}

// MarshalJSON encodes the abilities as an object keyed by abbreviation, in
// rolling order.
func (a Abilities) MarshalJSON() ([]byte, error) {
	b := []byte{'{'}
	for i, s := range a {
		if err := s.Validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", Ability(i).Abbrev(), err)
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, Ability(i).Abbrev()...)
		b = append(b, `":"`...)
		b = s.appendTo(b)
		b = append(b, '"')
	}
	return append(b, '}'), nil
}

// UnmarshalJSON decodes an object of seven scores keyed by ability name or
// abbreviation. A missing, repeated or unknown ability, or a bad score, is an
// error naming the ability (wrapping [ErrScore] or [ErrAbility]).
func (a *Abilities) UnmarshalJSON(data []byte) error {
	var m map[string]string
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("%w: abilities must be an object of \"whole/fraction\" strings: %v", ErrScore, err)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys) // report errors in a stable order
	var v Abilities
	var seen AbilitySet
	for _, k := range keys {
		ab, err := ParseAbility(k)
		if err != nil {
			return err
		}
		if seen.Has(ab) {
			return fmt.Errorf("%w: %s given twice", ErrAbility, ab.Abbrev())
		}
		seen |= 1 << ab
		s, err := ParseScore(m[k])
		if err != nil {
			return fmt.Errorf("%s: %w", ab.Abbrev(), err)
		}
		v[ab] = s
	}
	for ab := range Ability(numAbilities) {
		if !seen.Has(ab) {
			return fmt.Errorf("%w: %s is missing", ErrAbility, ab.Abbrev())
		}
	}
	*a = v
	return nil
}
