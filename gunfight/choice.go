package gunfight

import "fmt"

// A declaration has one form: the check every declaration meets (Decide's,
// a custom tactic's, View.Counts') first refuses an action with any part
// outside its type's range, whatever its kind, then sets to zero the parts
// its kind does not read. So the journal holds each choice as one text
// (Action.String), and ParseAction reads it back as the same Action.

// rule is the rule a kind's refusals cite (an unknown kind: GU-2).
func (k ActionKind) rule() string {
	switch k {
	case Draw, Reload:
		return "GU-3"
	case Fire:
		return "GU-4"
	case TakeCover, Flee, Leave:
		return "RE-7"
	case Strike:
		return "GU-7"
	case Grab, Wrestle, Stand:
		return "GU-8"
	case Wait:
		return "GU-1"
	case Dodge:
		return "GU-11"
	case Staunch:
		return "GUD-17"
	}
	return "GU-2"
}

// outOfRange says which part of a is outside its type's range — an
// unknown aim, extra, location, pace or hold, a negative weapon, man,
// number of rounds, counts or damage — or "" when every part is in range.
// Feet may be negative (a move away).
func (a *Action) outOfRange() string {
	switch {
	case a.Aim > Fan:
		return fmt.Sprintf("unknown aim %d", a.Aim)
	case a.Extra > Careful:
		return fmt.Sprintf("unknown extra aim %d", a.Extra)
	case a.At != 0 && !a.At.Valid():
		return fmt.Sprintf("no body location %d", a.At)
	case !a.Pace.Valid():
		return fmt.Sprintf("unknown pace %d", a.Pace)
	case a.Hold > BreakFree:
		return fmt.Sprintf("unknown wrestling hold %d", a.Hold)
	case a.Weapon < 0 || a.Second < 0:
		return fmt.Sprintf("weapons %d and %d: weapons are numbered from 0", a.Weapon, a.Second)
	case a.Target < 0:
		return fmt.Sprintf("man %d: men are numbered from 0", a.Target)
	case a.Rounds < 0:
		return fmt.Sprintf("%d rounds", a.Rounds)
	case a.Counts < 0:
		return fmt.Sprintf("a wait of %d counts", a.Counts)
	case a.Deal < 0:
		return fmt.Sprintf("%d damage", a.Deal)
	}
	return ""
}

// normal returns a with the parts its kind does not read set to zero (see
// Action): a draw's second weapon unless it draws two (and its off hand
// when it does), a reload's rounds and loop when it replaces a cylinder, a
// bare blow's weapon, the weapon of a wrestling roll that is not for it,
// the Dex of one that is not a throw down, the damage of one that neither
// throws down nor hurts; a staunch reads only its man.
func (a Action) normal() Action {
	n := Action{Kind: a.Kind}
	switch a.Kind {
	case Draw:
		n.Weapon = a.Weapon
		if a.Two {
			n.Two, n.Second = true, a.Second
		} else {
			n.OffHand = a.OffHand
		}
	case Fire:
		n.Weapon, n.Target, n.Aim, n.Extra, n.Steady, n.At = a.Weapon, a.Target, a.Aim, a.Extra, a.Steady, a.At
	case Reload:
		n.Weapon, n.Cylinder = a.Weapon, a.Cylinder
		if !a.Cylinder {
			n.Rounds, n.Loop = a.Rounds, a.Loop
		}
	case Move:
		n.Feet, n.Target, n.Pace = a.Feet, a.Target, a.Pace
	case Flee:
		n.Pace = a.Pace
	case Wait:
		n.Counts = a.Counts
	case Strike:
		n.Bare, n.Target, n.Overhead, n.At = a.Bare, a.Target, a.Overhead, a.At
		if !a.Bare {
			n.Weapon = a.Weapon
		}
	case Grab:
		n.Target, n.At = a.Target, a.At
	case Staunch:
		n.Target = a.Target
	case Wrestle:
		n.Target, n.Hold = a.Target, a.Hold
		switch a.Hold {
		case ForWeapon:
			n.Weapon = a.Weapon
		case ThrowDown:
			n.ByDex, n.Spare, n.Deal = a.ByDex, a.Spare, a.Deal
		case Hurt:
			n.Spare, n.Deal = a.Spare, a.Deal
		}
	}
	return n
}

// form refuses an action of no kind to declare, or with a part out of
// range (see outOfRange) that its kind does not read, under the rule its
// kind's refusals cite, and returns it in its one form (normal)
// otherwise. A part its kind reads is plan's to refuse, in the words of
// the rule that reads it.
func (f *Fight) form(i int, a Action) (Action, error) {
	if a.Kind == NoAction || a.Kind >= recovery {
		return a, f.refuse(i, &a, "GU-2", "%s is not an action to declare", a.Kind)
	}
	n := a.normal()
	if why := a.outOfRange(); why != "" && n.outOfRange() == "" {
		return a, f.refuse(i, &a, a.Kind.rule(), "%s, which %s does not read", why, a.Kind)
	}
	return n, nil
}
