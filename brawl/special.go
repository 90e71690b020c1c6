package brawl

import (
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
)

// Special is a special action (rule BR-9): declared on a brawler's turn, one
// per attack, paid with chips that leave the game (not the pot), and the only
// way to spend past the bet limits. Except Moving (BRD-2), a special action
// takes effect only if its attack hits, and an adjacent brawler may oppose it
// with a Counter Action.
//
// What each costs and adds is data (SpecialRule, DefaultSpecials); what each
// does is code, described on each constant.
type Special uint8

// The special actions of the English rules (the Spanish rules have none).
const (
	// NoSpecial: a plain punch.
	NoSpecial Special = iota
	// Move: moving, jumping behind the bar, picking up a chair or a bottle —
	// anything that affects nobody. 1 blue. Needs no hit (BRD-2); the brawler
	// may move and make no attack, or move and then attack a man adjacent to
	// his new spot.
	Move
	// UseWeapon: hitting with a weapon or a makeshift one in hand. 1 of each
	// colour. Damage = weapon roll + Str damage modifier + red chips bet; the
	// weapon roll + Str modifier also comes off the target's hit points, the
	// total off his chips. Chairs d4 (heavy d6), bottles d3 empty, d4 half full
	// or more.
	UseWeapon
	// CounterAction: not played on one's own turn but against an adjacent
	// brawler's special action. 2 of each colour; then an auction of blue
	// chips (which leave the game, BRD-2); then both roll d20 + auction chips
	// and the special action proceeds only if its total exceeds the counter's.
	CounterAction
	// BodyBlow: 2 red, no damage bonus; on a hit the target also loses 1
	// white chip from his stack.
	BodyBlow
	// BreakAway: breaking from the grab of the man attacked. 2 red + 2 blue.
	// On a hit the grab ends.
	BreakAway
	// BreakHold: breaking away from the hold of the man attacked. 4 red, or
	// 4 blue (Turn.Alt). On a hit the hold ends. A held man can do nothing
	// else.
	BreakHold
	// Cross: a powerful straight punch. 1 blue + 1 white; +2 red to the
	// attack's damage chips.
	Cross
	// Grab: 2 red. Until he breaks free the target counts at most 1 white chip
	// (besides the ante), from the moment of the grab.
	Grab
	// HeadButt: 1 of each. The target's next attack counts 2 blue chips fewer
	// and his white 1 fewer — this round if he has not had his turn yet,
	// otherwise next round.
	HeadButt
	// Haymaker: a wild hook from the back fist. 2 blue + 2 white; +3 red.
	Haymaker
	// Hold: 2 red + 2 blue. Until he breaks the hold the target counts no
	// white chips (besides the ante) and can only try to break the hold.
	Hold
	// Hook: 1 white; +1 red.
	Hook
	// Jab: a quick straight punch. 2 red; +2 blue to the attack's to-hit.
	Jab
	// Kick: kicking a man on the ground. 3 blue + 3 white; +4 red. Only
	// against a man pushed down, knocked out or fallen.
	Kick
	// KidneyPunch: 3 blue + 1 white; the target's white chips do not reduce
	// the damage.
	KidneyPunch
	// LowBlow: 2 blue. The target counts at most 1 blue chip on his next
	// action; the attacker loses 1 Reputation (an event the caller applies).
	LowBlow
	// Push: 2 red + 1 white. The target goes down; next round he pays 1 chip of
	// each colour to stand and cannot attack that round.
	Push
	// RabbitPunch: a chop to the back of the neck. 4 blue; +3 red.
	RabbitPunch
	// Spur: cutting a man on the ground with a spur. 3 blue; +2 weapon damage,
	// which also comes off hit points (BRD-4).
	Spur
	// Trip: 2 blue. The target counts at most 1 blue and 1 white chip on his
	// next action (reds as normal).
	Trip
	// Uppercut: 1 of each. The target is stunned if this blow's damage is at
	// least ¼ of his remaining white chips (instead of ½, rule BR-8).
	Uppercut
	numSpecials
)

var specialNames = enum.New[Special]("special action",
	"punch", "moving", "using a weapon", "counter action", "body blow",
	"break away", "break away from a hold", "cross", "grab", "head butt",
	"haymaker", "hold", "hook", "jab", "kick", "kidney punch", "low blow",
	"push", "rabbit punch", "spur", "trip", "uppercut",
)

// String returns the action's name as said at the table: "haymaker",
// "head butt", "punch" for NoSpecial.
func (s Special) String() string { return specialNames.String(s) }

// MarshalText encodes the action by name.
func (s Special) MarshalText() ([]byte, error) { return specialNames.Marshal(s, ErrTable) }

// UnmarshalText decodes an action's name, ignoring case, with spaces,
// hyphens or underscores between its words: "Head Butt", "head-butt",
// "kidney_punch". An unknown name wraps ErrTable and lists the names.
func (s *Special) UnmarshalText(b []byte) error {
	return specialNames.Unmarshal([]byte(strings.NewReplacer("-", " ", "_", " ").Replace(string(b))), s, ErrTable)
}

// SpecialRule is one row of the special-action table (rule BR-9): what the
// action costs and the numbers of its effect. The kind of effect belongs to
// the Special; the numbers are data a house rule may change.
type SpecialRule struct {
	Special Special `json:"special"`
	// Cost is the chips spent when the action is declared, out of the game.
	Cost Chips `json:"cost"`
	// Alt is an alternative cost the brawler may pay instead (Break Away from
	// a hold: 4 red or 4 blue); zero when there is none.
	Alt Chips `json:"alt,omitzero"`
	// Red is added to the attack's damage chips (Haymaker +3).
	Red int `json:"red,omitempty"`
	// Blue is added to the attack's to-hit chips (Jab +2).
	Blue int `json:"blue,omitempty"`
	// Weapon is weapon damage added to the blow, which also comes off the
	// target's hit points (Spur +2, BRD-4).
	Weapon int `json:"weapon,omitempty"`
	// Drain is taken from the target's stacks on a hit, besides the damage
	// (Body Blow: 1 white).
	Drain Chips `json:"drain,omitzero"`
	// Penalty is taken off the chips the target's next attack counts (Head
	// Butt: 2 blue, 1 white).
	Penalty Chips `json:"penalty,omitzero"`
	// Stand is what the target pays next round to get back on his feet
	// (Push: 1 of each).
	Stand Chips `json:"stand,omitzero"`
	// Stun, when not 0, is the fraction of the target's remaining white
	// chips the blow's damage must reach to stun him: 4 for Uppercut's ¼
	// (instead of BR-8's ½).
	Stun int `json:"stun,omitempty"`
	// Reputation is what the attacker's Reputation drops by (Low Blow: 1).
	Reputation int `json:"reputation,omitempty"`
}

// SpecialTable is the special-action table: one row per action, Move through
// Uppercut and the Counter Action. It marshals to JSON as an array of rows
// and is validated when loaded.
type SpecialTable []SpecialRule

// DefaultSpecials is the table of the English rules (rule BR-9):
//
//	moving                 1 blue
//	using a weapon         1 red 1 blue 1 white
//	counter action         2 red 2 blue 2 white, then the blue auction
//	body blow              2 red; drains 1 white
//	break away             2 red 2 blue (from a grab)
//	break away from a hold 4 red, or 4 blue
//	cross                  1 blue 1 white; +2 red
//	grab                   2 red
//	head butt              1 red 1 blue 1 white; next attack −2 blue −1 white
//	haymaker               2 blue 2 white; +3 red
//	hold                   2 red 2 blue
//	hook                   1 white; +1 red
//	jab                    2 red; +2 blue
//	kick                   3 blue 3 white; +4 red
//	kidney punch           3 blue 1 white; white does not reduce the damage
//	low blow               2 blue; attacker −1 Reputation
//	push                   2 red 1 white; standing costs 1 of each
//	rabbit punch           4 blue; +3 red
//	spur                   3 blue; +2 weapon damage
//	trip                   2 blue
//	uppercut               1 red 1 blue 1 white; stuns at ¼ white
func DefaultSpecials() SpecialTable {
	one := Chips{1, 1, 1}
	return SpecialTable{
		{Special: Move, Cost: Chips{Blue: 1}},
		{Special: UseWeapon, Cost: one},
		{Special: CounterAction, Cost: Chips{2, 2, 2}},
		{Special: BodyBlow, Cost: Chips{Red: 2}, Drain: Chips{White: 1}},
		{Special: BreakAway, Cost: Chips{Red: 2, Blue: 2}},
		{Special: BreakHold, Cost: Chips{Red: 4}, Alt: Chips{Blue: 4}},
		{Special: Cross, Cost: Chips{Blue: 1, White: 1}, Red: 2},
		{Special: Grab, Cost: Chips{Red: 2}},
		{Special: HeadButt, Cost: one, Penalty: Chips{Blue: 2, White: 1}},
		{Special: Haymaker, Cost: Chips{Blue: 2, White: 2}, Red: 3},
		{Special: Hold, Cost: Chips{Red: 2, Blue: 2}},
		{Special: Hook, Cost: Chips{White: 1}, Red: 1},
		{Special: Jab, Cost: Chips{Red: 2}, Blue: 2},
		{Special: Kick, Cost: Chips{Blue: 3, White: 3}, Red: 4},
		{Special: KidneyPunch, Cost: Chips{Blue: 3, White: 1}},
		{Special: LowBlow, Cost: Chips{Blue: 2}, Reputation: 1},
		{Special: Push, Cost: Chips{Red: 2, White: 1}, Stand: one},
		{Special: RabbitPunch, Cost: Chips{Blue: 4}, Red: 3},
		{Special: Spur, Cost: Chips{Blue: 3}, Weapon: 2},
		{Special: Trip, Cost: Chips{Blue: 2}},
		{Special: Uppercut, Cost: one, Stun: 4},
	}
}

// maxSpecialChips bounds every number in a special-action row.
const maxSpecialChips = 20

// Validate reports a table that does not have exactly one row for each
// action from Move to Uppercut, or a row with a number below 0 or above
// 20, or a Stun of 1. The error is a *TableError naming the
// row (from 1).
func (t SpecialTable) Validate() error {
	var seen [numSpecials]int
	for i := range t {
		r := &t[i]
		name := r.Special.String()
		if r.Special == NoSpecial || r.Special >= numSpecials {
			return tableErr("specials", i+1, name, "special", "not a special action")
		}
		if seen[r.Special] != 0 {
			return tableErr("specials", i+1, name, "special", "repeats row %d's", seen[r.Special])
		}
		seen[r.Special] = i + 1
		for _, f := range [...]struct {
			n string
			c Chips
		}{{"cost", r.Cost}, {"alt", r.Alt}, {"drain", r.Drain}, {"penalty", r.Penalty}, {"stand", r.Stand}} {
			for _, col := range Colours {
				if v := f.c.Of(col); v < 0 || v > maxSpecialChips {
					return tableErr("specials", i+1, name, f.n, "%d %v outside 0..%d", v, col, maxSpecialChips)
				}
			}
		}
		for _, f := range [...]struct {
			n string
			v int
		}{{"red", r.Red}, {"blue", r.Blue}, {"weapon", r.Weapon}, {"stun", r.Stun}, {"reputation", r.Reputation}} {
			if f.v < 0 || f.v > maxSpecialChips {
				return tableErr("specials", i+1, name, f.n, "%d outside 0..%d", f.v, maxSpecialChips)
			}
		}
		if r.Stun == 1 {
			return tableErr("specials", i+1, name, "stun", "1 would stun on any damage; use 2 or more")
		}
	}
	for s := Move; s < numSpecials; s++ {
		if seen[s] == 0 {
			return tableErr("specials", 0, "", "", "no row for %v", s)
		}
	}
	return nil
}

// Rule returns the row of action s, and false if the table has none.
func (t SpecialTable) rule(s Special) (SpecialRule, bool) {
	for _, r := range t {
		if r.Special == s {
			return r, true
		}
	}
	return SpecialRule{}, false
}

// UnmarshalJSON decodes and validates a table; an unknown field is an
// error.
func (t *SpecialTable) UnmarshalJSON(data []byte) error {
	var rows []SpecialRule
	if err := encounter.Strict(data, &rows); err != nil {
		return tableErr("specials", 0, "", "", "%v", err)
	}
	if err := SpecialTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// title returns the action's name with capitals, as the rules write it:
// "Head Butt".
func (s Special) title() string {
	n := []byte(s.String())
	up := true
	for i, c := range n {
		if up && c >= 'a' && c <= 'z' {
			n[i] = c - 'a' + 'A'
		}
		up = c == ' '
	}
	return string(n)
}
