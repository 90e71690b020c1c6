package gunfight

import (
	"fmt"
	"strings"
)

// String tells what the deciding man sees, for a person at the table: the
// count, his hit points, his weapons, every other man — where, how far,
// in cover or on the ground, what he is doing — and the options he may
// declare, numbered as Action.String numbers weapons and men:
//
//	count 15: Hickok, 22/22 HP
//	weapon 0: the Colt, in hand, 5/6 rounds, cocked, aimed at 1
//	man 1: Tutt, opponent, 30 ft, doing: fire 0 at 0
//	may declare:
//	fire 0 at 1 (5 counts; to any location)
//	…
func (v *View) String() string {
	var b strings.Builder
	f, me := v.f, v.me
	hp, maxHP := v.HP()
	fmt.Fprintf(&b, "count %d: %s, %d/%d HP", f.now, v.Name(me), hp, maxHP)
	if v.Prone(me) {
		b.WriteString(", on the ground")
	}
	if v.InCover(me) {
		b.WriteString(", in cover")
	}
	b.WriteByte('\n')
	for w := range v.Weapons() {
		ws := v.Weapon(w)
		fmt.Fprintf(&b, "weapon %d: %s", w, ws.Weapon.Label())
		switch {
		case ws.Gone:
			b.WriteString(", lost")
		case ws.Drawn:
			b.WriteString(", in hand")
		default:
			b.WriteString(", holstered")
		}
		if ws.Weapon.Class.Firearm() {
			fmt.Fprintf(&b, ", %d/%d rounds", ws.Loaded, ws.Weapon.Capacity)
			if n := ws.Spare(); n > 0 {
				fmt.Fprintf(&b, ", %d spare", n)
			}
			if ws.Cylinders > 0 {
				fmt.Fprintf(&b, ", %d spare %s", ws.Cylinders, plural(ws.Cylinders, "cylinder"))
			}
			if ws.Cocked {
				b.WriteString(", cocked")
			}
			if ws.AimedAt >= 0 {
				fmt.Fprintf(&b, ", aimed at %d", ws.AimedAt)
			}
		}
		b.WriteByte('\n')
	}
	for i := range v.Men() {
		if i == me {
			continue
		}
		side := "friend"
		if v.Opponent(i) {
			side = "opponent"
		}
		fmt.Fprintf(&b, "man %d: %s, %s, %.0f ft", i, v.Name(i), side, v.Distance(i))
		if !v.InFight(i) {
			fmt.Fprintf(&b, ", %s\n", v.Status(i))
			continue
		}
		for _, x := range []struct {
			ok   bool
			text string
		}{{v.InCover(i), "in cover"}, {v.Prone(i), "on the ground"}, {v.Armed(i), "armed"}, {v.Fleeing(i), "fleeing"}} {
			if x.ok {
				b.WriteString(", " + x.text)
			}
		}
		if a := v.Doing(i); a.Kind != NoAction {
			fmt.Fprintf(&b, ", doing: %s", a)
		}
		b.WriteByte('\n')
	}
	if j := v.GrippedBy(); j >= 0 {
		fmt.Fprintf(&b, "%s has a grip on %s\n", v.Name(j), f.men[me].sh.Pronoun.Object())
	}
	if j := v.Gripping(); j >= 0 {
		fmt.Fprintf(&b, "%s a grip on %s\n", f.men[me].sh.Pronoun.Says("has", "have"), v.Name(j))
	}
	b.WriteString("may declare:\n")
	b.WriteString(v.Options().String())
	return b.String()
}
