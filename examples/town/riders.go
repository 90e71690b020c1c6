package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// rider is one of the two characters the day follows: his sheet — his
// standing in society and his body between scenes (package character,
// rule WOD-7) are on it — the day he died, if he did (read off his
// timeline's Dies event), and his body at the start and end of each scene,
// as the day records it for its test.
type rider struct {
	sheet   *character.Sheet
	diedOn  faction.Day
	moments []moment
}

// moment is a rider's body at the start or the end of a scene: his hit
// points, his wounds' penalties, his clock, and the events of his timeline
// since the moment before (the time between two scenes).
type moment struct {
	scene int
	end   bool
	hp    int
	pen   wounds.Penalties
	clock wounds.Time
	since []wounds.Event
}

// The riders' clocks (package wounds) start at midnight before day 0, so
// that an hour of the day is an hour of their clocks and a day of the
// faction ledger a day of them.
const (
	brawlAt   = 18 * wounds.Hour // evening at the Silver Spur
	duelAt    = 19 * wounds.Hour // sundown on Main Street
	hearingAt = 9 * wounds.Hour  // the hearing's hour, on its day
)

// name returns the rider's name.
func (r *rider) name() string { return r.sheet.Name }

// dead reports whether his body is dead.
func (r *rider) dead() bool { return r.sheet.Condition != nil && r.sheet.Condition.Dead }

// standing returns his standing in society, read off his sheet (his
// highest Fame with it, rule RED-5).
func (r *rider) standing() reputation.Standing {
	st, _ := reputation.StandingOf(r.sheet) // a sheet the day built is valid
	return st
}

// mark records his body at the start (end false) or the end of scene, with
// the events of his timeline since the moment before.
func (r *rider) mark(scene int, end bool, since []wounds.Event) {
	r.moments = append(r.moments, moment{scene: scene, end: end, hp: r.sheet.HitPointsLeft(),
		pen: r.sheet.WoundPenalties(), clock: r.sheet.Condition.Clock(), since: slices.Clone(since)})
}

// noteDeath records the day he died when evs tell it.
func (r *rider) noteDeath(evs []wounds.Event) {
	for _, e := range evs {
		if e.Kind == wounds.Dies {
			r.diedOn = faction.Day(e.At.Days())
		}
	}
}

// pass lets his clock run on to at (rule WOD-7: his wounds bleed and heal on
// it), rolling with r, and returns what happened; nothing when his clock is
// there already.
func (r *rider) pass(at wounds.Time, dr dice.Rand) ([]wounds.Event, error) {
	d := at - r.sheet.Condition.Clock()
	if d <= 0 {
		return nil, nil
	}
	evs, err := r.sheet.Pass(dr, d)
	r.noteDeath(evs)
	return evs, err
}

// take applies a scene's consequences to rider i's sheet (character.Sheet.Apply)
// and tells what they did: his awards, and his BP and experience when the
// scene paid any.
func (t *town) take(i int, c scene.Consequences, r dice.Rand) (character.Applied, error) {
	m := t.men[i]
	a, err := m.sheet.Apply(r, c)
	if err != nil {
		return a, err
	}
	m.noteDeath(a.Timeline)
	for _, w := range a.Awards {
		t.say("%s: %s", m.name(), w)
	}
	if adv := a.Advancement; adv.BP > 0 || adv.Gunfights > 0 {
		t.say("%s's sheet: %s (gunfight experience now %d)", m.name(), adv, m.sheet.GunfightExperience())
	}
	return a, nil
}

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
		t.men[i] = &rider{sheet: s}
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
	t.say("  %d hit points, base Speed %+d (lower is faster), base Accuracy %+d; %s", s.MaxHitPoints(), s.BaseSpeed(), s.BaseAccuracy(), m.standing())
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

// arrivals say how each rider comes into town, for the buzz.
var arrivals = [2]string{
	"rides in off the Mesa road",
	"rides in behind the noon stage",
}

// rideIn is scene 2: the town's ledger is opened and each rider's arrival
// hands out the factions' buzz. A rider whose Fame makes him known in town
// (Local or better) gets the GM's +1 on every faction's roll. Draws: the
// ledger's deck shuffle, then each faction's buzz dice, rider by rider;
// then the afternoon passes on each rider's clock, to the evening (it rolls
// nothing on an unhurt man).
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
		if m.standing().FameCategory() >= reputation.Local {
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
	for _, m := range t.men {
		if _, err := m.pass(brawlAt, r); err != nil {
			return err
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
