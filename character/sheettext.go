package character

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/wounds"
)

// String formats the sheet for reading, every derived number with its
// explanation.
func (s *Sheet) String() string {
	var b strings.Builder
	name := s.Name
	if name == "" {
		name = "Unnamed"
	}
	if s.Pronouns != He {
		name += " (" + s.Pronouns.Subject() + "/" + s.Pronouns.Object() + ")"
	}
	fmt.Fprintf(&b, "%s\n%s\n", name, s.Background)

	m := &s.Modifiers
	b.WriteString("\nAbilities (what each feeds)\n")
	for a := range Ability(numAbilities) {
		fmt.Fprintf(&b, "  %s %6s  ", a.Abbrev(), s.Scores[a])
		switch a {
		case Strength:
			fmt.Fprintf(&b, "damage %+d, lift %d lb, carry %d lb, drag %d lb", m.Damage, m.Lift, m.Carry, m.Drag)
		case Intelligence:
			fmt.Fprintf(&b, "accuracy %+d, bonus BP %d (Int skills), learning %+d", m.IntAccuracy, m.IntBPBonus, m.IntLearning)
		case Wisdom:
			fmt.Fprintf(&b, "speed %+d, bonus BP %d (Wis skills), learning %+d", m.WisSpeed, m.WisBPBonus, m.WisLearning)
		case Dexterity:
			fmt.Fprintf(&b, "speed %+d, accuracy %+d, to-hit %+d", m.DexSpeed, m.DexAccuracy, m.ToHit)
		case Constitution:
			fmt.Fprintf(&b, "hit points %+d, healing %+d days per hit point", m.HitPoints, m.Healing)
		case Looks:
			fmt.Fprintf(&b, "Charisma %+d, Reputation %+d, Fame %+d", m.LooksCharisma, m.LooksReputation, m.LooksFame)
		case Charisma:
			fmt.Fprintf(&b, "bonus BP %d (Cha skills), learning %+d, compatriots %d, Reputation %+d", m.ChaBPBonus, m.ChaLearning, m.Compatriots, m.ChaReputation)
		}
		if s.Rolled[a] != s.Scores[a] {
			fmt.Fprintf(&b, " [rolled %s]", s.Rolled[a])
		}
		b.WriteByte('\n')
	}

	b.WriteString("\nDerived\n")
	fmt.Fprintf(&b, "  %s\n", s.HitPoints)
	fmt.Fprintf(&b, "  %s (added to initiative: lower is better)\n", s.Speed)
	fmt.Fprintf(&b, "  %s (added to the shot roll: higher is better)\n", s.Accuracy)
	fmt.Fprintf(&b, "  %s\n", s.StartingReputation)
	fmt.Fprintf(&b, "  %s\n", s.StartingFame)
	fmt.Fprintf(&b, "  Reputation %d, Fame %d, gunfight experience %d, $%d\n", s.Reputation, s.Fame, s.Gunfights, s.Money)
	if c := s.Condition; c != nil {
		fmt.Fprintf(&b, "\nCondition at %s: %d of %d hit points", c.Now, c.HP, s.MaxHitPoints())
		if pen := s.WoundPenalties(); pen != (wounds.Penalties{}) {
			fmt.Fprintf(&b, "; %s", pen)
		}
		b.WriteByte('\n')
		for _, w := range c.Wounds {
			if !w.Healed() {
				fmt.Fprintf(&b, "  %s %s wound, taken %s\n", w, w.Cause, w.At)
			}
		}
	}

	var trained, untrained []string
	for _, e := range s.Skills {
		if e.Purchases == 0 {
			untrained = append(untrained, fmt.Sprintf("%s %d%%", e.Name, e.Mastery))
		} else {
			trained = append(trained, e.String())
		}
	}
	if len(trained) > 0 {
		fmt.Fprintf(&b, "\nSkills\n  %s\n", strings.Join(trained, "\n  "))
	}
	if len(untrained) > 0 {
		fmt.Fprintf(&b, "\nUniversal skills, untrained: %s\n", strings.Join(untrained, ", "))
	}
	if len(s.Talents) > 0 {
		b.WriteString("\nTalents\n")
		for _, t := range s.Talents {
			fmt.Fprintf(&b, "  %s\n", t)
		}
	}
	if len(s.Quirks) > 0 {
		b.WriteString("\nQuirks and flaws\n")
		for _, q := range s.Quirks {
			fmt.Fprintf(&b, "  %s\n", q)
		}
	}
	if len(s.Equipment) > 0 {
		fmt.Fprintf(&b, "\nEquipment: %s\n", strings.Join(s.Equipment, ", "))
	}
	if len(s.Contacts) > 0 {
		fmt.Fprintf(&b, "Contacts: %s\n", strings.Join(s.Contacts, ", "))
	}

	fmt.Fprintf(&b, "\nBuilding Points: %d left\n", s.Ledger.Balance())
	for _, e := range s.Ledger.entries {
		fmt.Fprintf(&b, "  %s\n", e)
	}
	return b.String()
}
