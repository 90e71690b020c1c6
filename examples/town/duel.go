package main

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// duelDistance is how far apart the two men stand on Main Street, in feet.
const duelDistance = 30

// streetWitnesses saw the duel.
var streetWitnesses = []string{"half of Main Street", "Marshal Eli Brannock", "the Drovers' Hotel porch"}

// shooter builds a rider's gunfight.Shooter from his sheet with
// gunfight.NewShooter — base Speed and Accuracy, abilities and close-combat
// modifiers, hit points, his condition (what the brawl left him, GUD-16),
// Reputation and Fame for his nerves, gunfight experience, his talents and
// the weapons in his gear — and gives him the quick-draw tactic.
func shooter(m *rider) (gunfight.Shooter, error) {
	s, err := gunfight.NewShooter(m.name(), m.sheet)
	s.Decider = gunfight.QuickDraw
	return s, err
}

// duel is scene 4: the quarrel from the brawl ends on Main Street at
// sundown, if both men can stand. Each rider's sheet becomes a
// gunfight.Shooter (gunfight.NewShooter): he walks in with what the brawl
// left him. The fight is told count by count (and drawn to -svg). Then each
// sheet takes the fight's consequences (character.Sheet.Apply): his body as
// the fight left it, the deed table's award — the winner "won a fair
// fight", a man who ran or backed down loses Reputation — and the town's
// own for a man who stood and lost, and his gunfight experience; and the
// factions' chips for what Main Street saw. Draws: the fight's, as
// gunfight.Fight.Step documents, then each rider's timeline to the
// fight's end.
func (t *town) duel(r *dice.Source) error {
	t.first = -1
	for _, m := range t.men {
		switch err := m.sheet.Fit(); {
		case m.dead():
			t.say("There is no duel: %s was carried out of the Silver Spur feet first, and the quarrel died with him.", m.name())
			return nil
		case err != nil:
			t.say("There is no duel: %s cannot stand (%s), let alone draw. The quarrel waits for another day.", m.name(), strings.TrimPrefix(err.Error(), wounds.ErrDown.Error()+": "))
			return nil
		}
	}
	a, b := t.men[0], t.men[1]
	challenger, challenged := a, b
	if b.sheet.Reputation < a.sheet.Reputation {
		challenger, challenged = b, a
	}
	t.say("Words said over the broken glass will not be taken back: %s calls %s out into Main Street at sundown.", challenger.name(), challenged.name())
	s := gunfight.Setup{Distance: duelDistance}
	for _, m := range []*rider{a, b} {
		sh, err := shooter(m)
		if err != nil {
			return err
		}
		s.Shooters = append(s.Shooters, sh)
		m.mark(sceneDuel, false, nil)
	}
	for i, sh := range s.Shooters {
		hurt := ""
		if pen := t.men[i].sheet.WoundPenalties(); pen != (wounds.Penalties{}) {
			hurt = " (" + pen.String() + ")"
		}
		t.say("%s: Speed %+d, Accuracy %+d, %d of %d hit points%s, Reputation %d, Fame %d, %s behind him, %s (%d + %d rounds), %s",
			sh.Name, sh.Speed, sh.Accuracy, sh.Condition.Left(sh.HP), sh.HP, hurt, sh.Reputation, sh.Fame, cli.Count(sh.Experience, "gunfight"),
			sh.Weapons[0].Weapon, sh.Weapons[0].Loaded, sh.Weapons[0].Loop, sh.Decider.Name())
	}
	t.say("They stand %d feet apart.", duelDistance)
	t.say("")
	f, err := gunfight.NewFight(s, r)
	if err != nil {
		return err
	}
	o, err := f.Run()
	if err != nil {
		return err
	}
	t.fought = true
	for _, e := range f.Events() {
		t.say("%s", e)
		if e.Kind == gunfight.Shot && t.first < 0 {
			t.first = slices.IndexFunc(s.Shooters, func(sh gunfight.Shooter) bool { return sh.Name == e.Who })
		}
	}
	o.Results = slices.Clone(o.Results)
	t.outcome = o
	t.say("")
	for _, m := range o.Results {
		t.say("%s: %s, %d of %d hit points, %s, %s", m.Name, m.Status, m.HP, m.MaxHP, cli.Count(m.Shots, "shot"), cli.Count(m.Hits, "hit"))
	}
	if t.svg != "" {
		if err := cli.WriteFile(t.svg, func(w io.Writer) error { return gunfight.DrawFight(w, f) }); err != nil {
			return err
		}
		t.say("The duel's silhouettes are drawn in %s.", t.svg)
	}

	// Each sheet takes the fight's consequences: his body as the fight left
	// it (the fight's own wounds, bled in the count), his Reputation and
	// Fame (rule RE-6: the deed table's, and the town's for a man who stood
	// and lost), his gunfight experience (rules GU-9, CHD-4: no BP).
	t.say("")
	for i, res := range o.Results {
		c, err := f.Consequences(i, t.deeds)
		if err != nil {
			return err
		}
		if len(c.Awards) == 0 && !c.Dead {
			switch res.Status {
			case gunfight.Down:
				c.Awards = append(c.Awards, reputation.Award{Why: "stood his ground in the street and went down", Fame: 1})
			case gunfight.InFight:
				c.Awards = append(c.Awards, reputation.Award{Why: "faced a man in the street and neither gave ground", Reputation: 1, Fame: 1})
			}
		}
		if _, err := t.take(i, c, r); err != nil {
			return err
		}
		t.men[i].mark(sceneDuel, true, nil)
	}

	// The factions: Main Street saw it all.
	for i, res := range o.Results {
		m, other := t.men[i], t.men[1-i]
		d := faction.Deed{Character: m.name(), Witnesses: streetWitnesses}
		var chips []factionChips
		switch {
		case res.Won && other.dead():
			d.What = "killed " + other.name() + " in a gunfight on Main Street"
			chips = []factionChips{{"law", 5}, {"cattlemen", 3}, {"temperance", 3}, {"sporting", 3}}
		case res.Won && o.Results[1-i].Status == gunfight.Fled:
			d.What = "ran " + other.name() + " off Main Street at gunpoint"
			chips = []factionChips{{"law", 3}, {"cattlemen", 2}, {"sporting", 2}, {"temperance", 1}}
		case res.Won:
			d.What = "shot " + other.name() + " down on Main Street"
			chips = []factionChips{{"law", 4}, {"cattlemen", 2}, {"sporting", 2}, {"temperance", 2}}
		case m.dead():
			continue
		case res.Status == gunfight.Fled || res.Status == gunfight.Left:
			d.What = "ran from " + other.name() + "'s gun on Main Street"
			chips = []factionChips{{"sporting", 1}, {"law", 1}}
		default:
			d.What = fmt.Sprintf("traded shots with %s on Main Street", other.name())
			chips = []factionChips{{"law", 2}, {"sporting", 1}}
		}
		if err := t.interestAward(d, chips...); err != nil {
			return err
		}
	}
	return nil
}
