package reputation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// MaxDelta bounds each delta of one award: Reputation, Fame and BP between
// −1000 and 1000.
const MaxDelta = 1000

// Award is what the GM hands out after a scene (rule RE-6): deltas of
// Reputation, Fame and Building Points, and why. The GM passes his own deltas
// or looks a typical deed up in a [DeedTable]. It marshals to JSON as
// {"why", "reputation", "fame", "bp"}.
type Award struct {
	Why        string `json:"why"`
	Reputation int    `json:"reputation"`
	Fame       int    `json:"fame"`
	BP         int    `json:"bp"`
}

// String describes the award: "won a fair fight: Reputation +3, Fame +2, BP +0".
func (a Award) String() string {
	var b strings.Builder
	if a.Why != "" {
		b.WriteString(a.Why)
		b.WriteString(": ")
	}
	b.WriteString("Reputation ")
	b.WriteString(signed(a.Reputation))
	b.WriteString(", Fame ")
	b.WriteString(signed(a.Fame))
	b.WriteString(", BP ")
	b.WriteString(signed(a.BP))
	return b.String()
}

// Validate reports a delta outside ±MaxDelta; the error wraps [ErrAward].
func (a Award) Validate() error {
	for _, d := range a.deltas() {
		if d.v < -MaxDelta || d.v > MaxDelta {
			return fmt.Errorf("%w: %s %+d outside ±%d", ErrAward, d.name, d.v, MaxDelta)
		}
	}
	return nil
}

// delta is one delta of an award: its name, its JSON field and its value.
type delta struct {
	name, field string
	v           int
}

// deltas are the award's three deltas.
func (a Award) deltas() [3]delta {
	return [3]delta{{"Reputation", "reputation", a.Reputation}, {"Fame", "fame", a.Fame}, {"BP", "bp", a.BP}}
}

// Awarded is the record of an award applied to a standing: the award, the
// standing before and after, the Reputation Bonus talent's extra
// Reputation, the BP earned with his Reputation's bonus, and whether his
// name entered the songs.
type Awarded struct {
	Award           Award
	Before, After   Standing
	ReputationBonus int  // extra Reputation from the Reputation Bonus talent (see [ReputationBonus])
	BPBonus         int  // extra BP from a Great or Legendary Reputation (see [BPBonus])
	BP              int  // BP to add to the character: Award.BP + BPBonus
	Songs           bool // Fame reached 50 for the first time: songs and stories (rule RE-5)
}

// String describes the award as table talk: "won a fair fight: Reputation
// 45 → 48 (RP 45 → 48), Fame 12 → 14, BP +0".
func (w Awarded) String() string {
	var b strings.Builder
	if w.Award.Why != "" {
		b.WriteString(w.Award.Why)
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "Reputation %d → %d", w.Before.Reputation, w.After.Reputation)
	if w.ReputationBonus != 0 {
		fmt.Fprintf(&b, " with %s from Reputation Bonus", signed(w.ReputationBonus))
	}
	fmt.Fprintf(&b, " (RP %d → %d)", w.Before.RP, w.After.RP)
	if a, c := w.Before.Title(), w.After.Title(); a != c {
		b.WriteString(", now ")
		b.WriteString(c)
	}
	fmt.Fprintf(&b, ", Fame %d → %d", w.Before.Fame, w.After.Fame)
	if w.Before.FameCategory() != w.After.FameCategory() {
		b.WriteString(", now ")
		b.WriteString(w.After.FameCategory().String())
	}
	b.WriteString(", BP ")
	b.WriteString(signed(w.Award.BP))
	if w.BPBonus != 0 {
		fmt.Fprintf(&b, " %s (%s) = %s", signed(w.BPBonus), w.Before.Title(), signed(w.BP))
	}
	if w.Songs {
		b.WriteString("; " + w.After.Pronoun.Possessive() + " name is in the songs now")
	}
	return b.String()
}

// Award applies a GM's award after a scene (rules RE-6, RE-1, RE-2, RE-5):
//
//   - Reputation moves by the delta and the Reputation Points with it; a loss
//     takes as many RP (never below 0); a gain gives RP only for the part of
//     the new score above 0 (a Notoriety earns no RP).
//   - Fame moves by the delta, never below 0 (the 20% floor is for decay
//     only), and the highest Fame follows it up; reaching 50 for the first
//     time puts his name in the songs.
//   - With the Reputation Bonus talent, every full 10 Reputation earned
//     gives +1 more, counted over everything earned since the last bonus:
//     the remainder stays in ReputationCarry (rules CH-10, CHD-6; see
//     [ReputationBonus]).
//   - BP are not kept here: the record says how many to add, with the bonus
//     of the Reputation he had when he earned them, before this award moves
//     it (ours: the rules do not say which) — +1 BP for every full 10 BP
//     earned while Great or Legendary, the remainder kept in BPCarry (rules
//     RE-1, CHD-6; see [BPBonus]).
//
// A delta outside ±MaxDelta, or one that would take a score beyond MaxScore,
// wraps [ErrAward] and changes nothing.
func (s *Standing) Award(a Award) (Awarded, error) {
	if err := a.Validate(); err != nil {
		return Awarded{}, err
	}
	if r := s.Reputation + a.Reputation; r < -MaxScore || r > MaxScore {
		return Awarded{}, fmt.Errorf("%w: Reputation %d %+d leaves ±%d", ErrAward, s.Reputation, a.Reputation, MaxScore)
	}
	if f := s.Fame + a.Fame; f > MaxScore {
		return Awarded{}, fmt.Errorf("%w: Fame %d %+d above %d", ErrAward, s.Fame, a.Fame, MaxScore)
	}
	w := Awarded{Award: a, Before: *s}
	repCarry := s.ReputationCarry
	if s.ReputationBonus {
		w.ReputationBonus, repCarry = ReputationBonus(s.Reputation, s.Reputation+a.Reputation, s.ReputationCarry)
	}
	if r := s.Reputation + a.Reputation + w.ReputationBonus; r > MaxScore {
		return Awarded{}, fmt.Errorf("%w: Reputation %d %+d and %+d from Reputation Bonus leaves ±%d", ErrAward, s.Reputation, a.Reputation, w.ReputationBonus, MaxScore)
	}
	var bpCarry int
	w.BPBonus, bpCarry = BPBonus(s.Reputation, s.BPCarry, a.BP)
	w.BP = a.BP + w.BPBonus
	s.addReputation(a.Reputation + w.ReputationBonus)
	s.ReputationCarry, s.BPCarry = repCarry, bpCarry
	w.Songs = s.addFame(a.Fame)
	w.After = *s
	return w, nil
}

// DeedTable is a list of typical deeds and what each is worth, looked up by
// name: each row is an [Award] whose Why is the deed. It marshals to JSON as
// an array of awards; unmarshalling validates it.
type DeedTable []Award

// DefaultOathPenalty is what breaking an oath costs by default (rule RE-4):
// Reputation −10 — the price of one re-roll in RP, and a whole band's worth
// for a Low character. Default, not from the source rules, which say only
// that an oath-breaker "loses respect". Pass your own Award to
// [Oath.Break] to change it.
func DefaultOathPenalty() Award {
	return Award{Why: "broke an oath", Reputation: -10}
}

// DefaultDeeds is a small table of typical deeds after a scene (rule RE-6).
// Default, not from the source rules, which refer to award tables they
// do not reproduce. Two rows do follow the rules — keeping an oath earns
// nothing (RE-4), and a low blow in a brawl costs 1 Reputation (the English rules) —
// and winning a fight earns no BP by itself (CHD-4). GMs pass their own
// deltas, or load their own table.
//
//	won a fair fight               Reputation +3   Fame +2   BP 0
//	stood by a partner in a scrape Reputation +2   Fame 0    BP +1
//	brought an outlaw to justice   Reputation +3   Fame +3   BP +1
//	saved a life                   Reputation +2   Fame +1   BP +1
//	made the newspapers            Reputation 0    Fame +5   BP 0
//	kept an oath                   0               0         0
//	broke an oath                  Reputation −10  Fame 0    BP 0
//	backed down from a challenge   Reputation −2   Fame 0    BP 0
//	ran from a fight               Reputation −3   Fame 0    BP 0
//	caught cheating at cards       Reputation −5   Fame +1   BP 0
//	shot an unarmed man            Reputation −8   Fame +1   BP 0
//	backshot someone               Reputation −10  Fame +1   BP 0
//	used a low blow in a brawl     Reputation −1   Fame 0    BP 0
func DefaultDeeds() DeedTable {
	return DeedTable{
		{Why: "won a fair fight", Reputation: 3, Fame: 2},
		{Why: "stood by a partner in a scrape", Reputation: 2, BP: 1},
		{Why: "brought an outlaw to justice", Reputation: 3, Fame: 3, BP: 1},
		{Why: "saved a life", Reputation: 2, Fame: 1, BP: 1},
		{Why: "made the newspapers", Fame: 5},
		{Why: "kept an oath"},
		DefaultOathPenalty(),
		{Why: "backed down from a challenge", Reputation: -2},
		{Why: "ran from a fight", Reputation: -3},
		{Why: "caught cheating at cards", Reputation: -5, Fame: 1},
		{Why: "shot an unarmed man", Reputation: -8, Fame: 1},
		{Why: "backshot someone", Reputation: -10, Fame: 1},
		{Why: "used a low blow in a brawl", Reputation: -1},
	}
}

// Validate reports a malformed table: no rows, a row without a deed name, a
// name used twice (names compare case-insensitively, spaces trimmed), or a
// delta outside ±MaxDelta. The error is a [*TableError] naming the row
// (counting from 1), and wraps [ErrDeed].
func (t DeedTable) Validate() error {
	if len(t) == 0 {
		return deedErr(0, "", "", "empty")
	}
	for i, a := range t {
		name := strings.TrimSpace(a.Why)
		if name == "" {
			return deedErr(i+1, "", "why", "no deed name")
		}
		for _, d := range a.deltas() {
			if d.v < -MaxDelta || d.v > MaxDelta {
				return deedErr(i+1, a.Why, d.field, "%+d outside ±%d", d.v, MaxDelta)
			}
		}
		for j := range i {
			if strings.EqualFold(strings.TrimSpace(t[j].Why), name) {
				return deedErr(i+1, a.Why, "why", "repeats the deed of row %d", j+1)
			}
		}
	}
	return nil
}

// UnmarshalJSON decodes and validates a table. Unknown fields are an error.
func (t *DeedTable) UnmarshalJSON(data []byte) error {
	var rows []Award
	if err := encounter.Strict(data, &rows); err != nil {
		return fmt.Errorf("%w: %v", ErrDeed, err)
	}
	if err := DeedTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// Lookup returns the award of a deed by name (case-insensitive, spaces
// trimmed); an unknown deed wraps [ErrDeed].
func (t DeedTable) Lookup(deed string) (Award, error) {
	name := strings.TrimSpace(deed)
	for _, a := range t {
		if strings.EqualFold(strings.TrimSpace(a.Why), name) {
			return a, nil
		}
	}
	return Award{}, fmt.Errorf("%w: no deed %q in the table", ErrDeed, deed)
}

// writeChange writes a score's change, "18 → 19".
func writeChange(b *strings.Builder, before, after int) {
	b.WriteString(strconv.Itoa(before))
	b.WriteString(" → ")
	b.WriteString(strconv.Itoa(after))
}

func signed(v int) string {
	if v >= 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}
