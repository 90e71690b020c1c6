package main

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// rider is one of the two characters the day follows: his sheet, his
// standing in society, and what the day does to his body.
type rider struct {
	sheet    *character.Sheet
	standing reputation.Standing

	dead   bool        // died: in the brawl, in the duel or of his wounds
	diedOn faction.Day // the day he died
	fallen bool        // went down in the brawl and cannot stand a duel

	// patient is his body after the fight that hurt him, when it did: the
	// duel's own patient, or one made for the brawl's beating.
	patient *wounds.Patient
}

// name returns the rider's name.
func (r *rider) name() string { return r.sheet.Name }

// names are the riders' names: the first rider takes one, the second another.
var names = []string{
	"Jesse Colter", "Caleb Stroud", "Wes McCandless", "Luke Tanner",
	"Sam Dacey", "Tom Keogh", "Ned Bramble", "Jack Sutter",
}

// sidearm is what every rider wears into town, on his sheet's equipment: a
// holstered Colt with twelve rounds in his shell belt (the cylinder is
// loaded full when the duel reads it).
const sidearm = "Colt Peacemaker (12 rounds in loops)"

// riders is scene 1: two characters rolled with the default rules and the
// automatic strategy (character.Roll), one after the other, then named and
// armed with the sidearm.
// Draws: the first character's, the second's, then one IntN(8) and one
// IntN(7) for the names.
func (t *town) riders(r *dice.Source) error {
	var sheets [2]*character.Sheet
	for i := range sheets {
		s, err := character.Roll(r)
		if err != nil {
			return err
		}
		sheets[i] = s
	}
	a := r.IntN(len(names))
	b := r.IntN(len(names) - 1)
	if b >= a {
		b++
	}
	sheets[0].Name, sheets[1].Name = names[a], names[b]
	for i, s := range sheets {
		s.Equipment = append(s.Equipment, sidearm)
		st, err := reputation.NewStanding(s.Standing())
		if err != nil {
			return err
		}
		t.men[i] = &rider{sheet: s, standing: st}
		if i > 0 {
			t.say("")
		}
		t.shortSheet(t.men[i])
	}
	return nil
}

// shortSheet prints a few lines of a rider's sheet: the numbers the day reads.
func (t *town) shortSheet(m *rider) {
	s := m.sheet
	t.say("%s — %s", s.Name, s.Background)
	t.say("  %s", s.Scores)
	t.say("  %d hit points, base Speed %+d (lower is faster), base Accuracy %+d; %s", s.MaxHitPoints(), s.BaseSpeed(), s.BaseAccuracy(), m.standing)
	var skills []string
	for _, e := range s.Skills {
		if e.Purchases > 0 {
			skills = append(skills, fmt.Sprintf("%s %d%%", e.Name, e.Mastery))
		}
	}
	talents := "none"
	if len(s.Talents) > 0 {
		var tl []string
		for _, e := range s.Talents {
			if e.Option != "" {
				tl = append(tl, e.Name+" ("+e.Option+")")
			} else {
				tl = append(tl, e.Name)
			}
		}
		talents = strings.Join(tl, ", ")
	}
	if len(skills) == 0 {
		skills = []string{"none bought"}
	}
	t.say("  talents: %s; skills: %s; $%d", talents, strings.Join(skills, ", "), s.Money)
}

// sync writes a rider's standing back onto his sheet, so that every package
// that reads the sheet (brawl.NewBrawler, the duel's Shooter) sees it.
func (m *rider) sync() {
	m.sheet.Reputation, m.sheet.Fame = m.standing.Reputation, m.standing.Fame
}

// award applies a Reputation and Fame award to rider i and prints it.
func (t *town) award(i int, a reputation.Award) error {
	m := t.men[i]
	w, err := m.standing.Award(a)
	if err != nil {
		return err
	}
	m.sync()
	t.say("%s: %s", m.name(), w)
	return nil
}

// deed looks up a typical deed in the reputation package's table.
func (t *town) deed(name string) (reputation.Award, error) {
	return t.deeds.Lookup(name)
}

// arrivals say how each rider comes into town, for the buzz.
var arrivals = [2]string{
	"rides in off the Mesa road",
	"rides in behind the noon stage",
}

// rideIn is scene 2: the town's ledger is opened and each rider's arrival
// hands out the factions' buzz. A rider whose Fame makes him known in town
// (Local or better) gets the GM's +1 on every faction's roll. Draws: the
// ledger's deck shuffle, then each faction's buzz dice, rider by rider.
func (t *town) rideIn(r *dice.Source) error {
	l, err := faction.NewLedger(faction.DefaultTown(), r)
	if err != nil {
		return err
	}
	t.ledger = l
	town := l.Town()
	var fs []string
	for _, f := range town.Factions {
		fs = append(fs, fmt.Sprintf("%s (%s chips)", f.Name, f.Colour))
	}
	t.say("%s: four factions watch every stranger — %s.", town.Name, strings.Join(fs, ", "))
	for i, m := range t.men {
		a := faction.Arrival{Character: m.name(), How: arrivals[i]}
		if m.standing.FameCategory() >= reputation.Local {
			a.Bonus = 1
		}
		evs, err := l.Buzz(a)
		if err != nil {
			return err
		}
		for _, e := range evs {
			t.say("%s", e)
		}
	}
	return nil
}

// interestAward hands a rider chips of several factions for a deed the town
// witnessed, and tells it on one line: the deed as the first award's event
// tells it, then each faction's chips and its interest after them.
func (t *town) interestAward(d faction.Deed, chips ...factionChips) error {
	var b strings.Builder
	for _, c := range chips {
		if c.n <= 0 {
			continue
		}
		e, err := t.ledger.Award(d, c.faction, c.n)
		if err != nil {
			return err
		}
		if b.Len() == 0 {
			fmt.Fprintf(&b, "%s: %s", e.Day, d.Character+" "+d.What)
			if len(d.Witnesses) > 0 {
				fmt.Fprintf(&b, ", witnessed by %s", strings.Join(d.Witnesses, ", "))
			}
			b.WriteString(":")
		} else {
			b.WriteString(";")
		}
		fmt.Fprintf(&b, " +%d %s (%s: %d)", e.Chips, e.Colour, e.FactionName, e.Interest)
	}
	if b.Len() > 0 {
		t.say("%s", b.String())
	}
	return nil
}

// factionChips is a number of chips of one faction.
type factionChips struct {
	faction string
	n       int
}
