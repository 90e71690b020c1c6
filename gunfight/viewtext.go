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
	v.tell(&b)
	b.WriteString("may declare:\n")
	b.WriteString(v.Options().String())
	return b.String()
}

// tell writes what the deciding man sees: String without his options.
func (v *View) tell(b *strings.Builder) {
	me := &v.Men[v.me]
	fmt.Fprintf(b, "count %d: %s, %d/%d HP", v.Now, me.Name, v.HP, v.MaxHP)
	if me.Prone {
		b.WriteString(", on the ground")
	}
	if me.InCover {
		b.WriteString(", in cover")
	}
	b.WriteByte('\n')
	for w, ws := range v.Weapons {
		fmt.Fprintf(b, "weapon %d: %s", w, ws.Weapon.Label())
		switch {
		case ws.Gone:
			b.WriteString(", lost")
		case ws.Drawn:
			b.WriteString(", in hand")
		default:
			b.WriteString(", holstered")
		}
		if ws.Weapon.Class.Firearm() {
			fmt.Fprintf(b, ", %d/%d rounds", ws.Loaded, ws.Weapon.Capacity)
			if n := ws.Spare(); n > 0 {
				fmt.Fprintf(b, ", %d spare", n)
			}
			if ws.Cylinders > 0 {
				fmt.Fprintf(b, ", %d spare %s", ws.Cylinders, plural(ws.Cylinders, "cylinder"))
			}
			if ws.Cocked {
				b.WriteString(", cocked")
			}
			if ws.AimedAt >= 0 {
				fmt.Fprintf(b, ", aimed at %d", ws.AimedAt)
			}
		}
		b.WriteByte('\n')
	}
	for i, o := range v.Men {
		if i == v.me {
			continue
		}
		side := "friend"
		if o.Opponent {
			side = "opponent"
		}
		fmt.Fprintf(b, "man %d: %s, %s, %.0f ft", i, o.Name, side, o.Distance)
		if o.Status != InFight {
			fmt.Fprintf(b, ", %s\n", o.Status)
			continue
		}
		for _, x := range []struct {
			ok   bool
			text string
		}{{o.InCover, "in cover"}, {o.Prone, "on the ground"}, {o.Armed, "armed"}, {o.Fleeing, "fleeing"}} {
			if x.ok {
				b.WriteString(", " + x.text)
			}
		}
		if o.Doing.Kind != NoAction {
			fmt.Fprintf(b, ", doing: %s", o.Doing)
		}
		b.WriteByte('\n')
	}
	if j := v.GrippedBy; j >= 0 {
		fmt.Fprintf(b, "%s has a grip on %s\n", v.Men[j].Name, me.Pronoun.Object())
	}
	if j := v.Gripping; j >= 0 {
		fmt.Fprintf(b, "%s a grip on %s\n", me.Pronoun.Says("has", "have"), v.Men[j].Name)
	}
}
