package faction

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// Arrival is a character riding into town, for the buzz: the first
// hand-out of chips (rule FA-1).
//
//   - How says what the town saw, in the present tense after his name
//     ("rides in with a dead man across his saddle"); empty reads "rides
//     into town".
//   - Bonus is added to every faction's buzz roll — the GM's call for a
//     famous name or a spectacular entrance; it may be negative.
//   - Chips, when not nil, is the GM's own buzz by faction (ID or name):
//     nothing is rolled, factions left out get none, and Bonus must be 0.
type Arrival struct {
	Character string
	How       string
	Bonus     int
	Chips     map[string]int
}

// Buzz is AppendBuzz into a new slice.
func (l *Ledger) Buzz(a Arrival) ([]Event, error) { return l.AppendBuzz(nil, a) }

// AppendBuzz brings a character into town and hands out the buzz (rule
// FA-1), appending one event per faction, in the town's order. Each faction
// rolls its Buzz dice (default data: d4−1, the League d3−1, the Sporting
// Crowd d4 — ours) plus the Bonus, and holds that many chips, 0 to MaxAward
// (a negative total is 0); a faction without buzz dice gets the Bonus
// alone. Every buzz is recorded as an award, even of 0 chips. Draws: each
// faction's buzz dice in the town's order, as dice.Expr.Roll; none when
// Chips is given.
//
// Errors, and nothing changes: a blank name, a character already in town
// (names compare case-insensitively: "jake" is Jake), or one too many
// (ErrCharacter); an unknown faction in Chips (ErrFaction);
// Bonus outside ±MaxAward, chips outside 0..MaxAward, or Chips with a
// Bonus (ErrChips).
func (l *Ledger) AppendBuzz(dst []Event, a Arrival) ([]Event, error) {
	if err := l.ready(); err != nil {
		return dst, err
	}
	name := a.Character
	switch ci, in := l.find(name); {
	case strings.TrimSpace(name) == "":
		return dst, fmt.Errorf("%w: no character named", ErrCharacter)
	case in && l.chars[ci].name == name:
		return dst, fmt.Errorf("%w: %s has already ridden into town", ErrCharacter, name)
	case in:
		return dst, fmt.Errorf("%w: %q has already ridden into town as %q (names ignore case)", ErrCharacter, name, l.chars[ci].name)
	case len(l.chars) >= MaxCharacters:
		return dst, fmt.Errorf("%w: %d characters already, the most a ledger follows", ErrCharacter, MaxCharacters)
	case a.Bonus < -MaxAward || a.Bonus > MaxAward:
		return dst, fmt.Errorf("%w: buzz bonus %d, want -%d..%d", ErrChips, a.Bonus, MaxAward, MaxAward)
	case a.Chips != nil && a.Bonus != 0:
		return dst, fmt.Errorf("%w: a bonus of %d with the GM's own buzz chips", ErrChips, a.Bonus)
	}
	nf := len(l.town.Factions)
	var given [MaxFactions]int
	var set [MaxFactions]bool
	for f, n := range a.Chips {
		fi, err := l.town.factionIndex(f)
		if err != nil {
			return dst, err
		}
		if set[fi] {
			return dst, fmt.Errorf("%w: %s's buzz for %s is given twice", ErrFaction, name, l.town.Factions[fi].ID)
		}
		if n < 0 || n > MaxAward {
			return dst, fmt.Errorf("%w: a buzz of %d %s chips, want 0..%d", ErrChips, n, l.town.Factions[fi].ID, MaxAward)
		}
		given[fi], set[fi] = n, true
	}
	how := a.How
	if strings.TrimSpace(how) == "" {
		how = "rides into town"
	}
	ci := len(l.chars)
	l.chars = append(l.chars, character{name: name, arrived: l.day})
	key := foldKey(name)
	l.index[name], l.folded[key] = ci, ci
	l.firsts.add(key)
	for range nf {
		l.cells = append(l.cells, cell{})
	}
	for fi := range nf {
		var roll dice.Result
		n := given[fi]
		if a.Chips == nil {
			if e := l.c.buzz[fi]; e != nil {
				roll = e.Roll(l.r)
				n = roll.Total
			}
			n = min(max(n+a.Bonus, 0), MaxAward)
		}
		c := l.cell(ci, fi)
		c.chips, c.peak = n, n
		l.awards = append(l.awards, Award{
			Day: l.day, Faction: l.town.Factions[fi].ID, Character: name,
			Chips: n, Deed: how, Buzz: true,
		})
		dst = append(dst, Event{})
		ev := &dst[len(dst)-1]
		l.fill(ev, Buzzed, ci, fi)
		ev.Chips, ev.Deed, ev.Roll, ev.Bonus = n, how, roll, a.Bonus
	}
	return dst, nil
}
