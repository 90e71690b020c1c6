package main

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/gunfight"
)

// duel is a gunfight at the terminal: by default the standard duel, the
// player Hickok (a Person) against Tutt on his built-in tactic.
type duel struct {
	*gunfight.Fight
	menu gunfight.Options // the options ask last listed
}

// newDuel sets up the standard duel with the player as Hickok, rolling
// the dice of seed, and says who is who.
func newDuel(seed uint64) (*duel, string, error) {
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.Person
	f, err := gunfight.NewFight(s, dice.NewSource(seed))
	if err != nil {
		return nil, "", err
	}
	me, him := s.Shooters[0], s.Shooters[1]
	intro := fmt.Sprintf("The standard duel (seed %d): you are %s (man 0), %g ft from %s (man 1), who fights by the %s tactic; each of you has a holstered %s.",
		seed, me.Name, s.Distance, him.Name, him.Decider.Name(), me.Weapons[0].Weapon)
	return &duel{Fight: f}, intro, nil
}

// resumeDuel continues a gunfight saved by the save command.
func resumeDuel(data []byte) (table, error) {
	f, err := gunfight.Resume(data)
	if err != nil {
		return nil, err
	}
	return &duel{Fight: f}, nil
}

// told returns the events from event from on, as table talk.
func (d *duel) told(from int) ([]string, int) {
	return lines(d.Events(), from)
}

// ask returns what man i sees, less the options his view ends with, and
// the options (View.Options) as the menu lists them.
func (d *duel) ask(i int) (string, []string) {
	v, ok := d.View(i)
	if !ok {
		return "", nil
	}
	d.menu = v.Options()
	menu, _ := lines(d.menu, 0)
	return withoutMenu(v.String(), d.menu.String()), menu
}

// pick declares option k of the menu ask last listed, as it stands.
func (d *duel) pick(i, k int) error {
	if k < 0 || k >= len(d.menu) {
		return fmt.Errorf("no option %d", k+1)
	}
	return d.Decide(i, d.menu[k].Action)
}

// answer declares the action man i typed, as Action.String writes it.
func (d *duel) answer(i int, text string) error {
	a, err := gunfight.ParseAction(text)
	if err != nil {
		return err
	}
	return d.Decide(i, a)
}

// result tells who won and how each man came out of the fight (GU-10).
func (d *duel) result() []string {
	o := d.Outcome()
	var won []string
	for _, m := range o.Results {
		if m.Won {
			won = append(won, m.Name)
		}
	}
	winner := "nobody wins"
	if len(won) > 0 {
		winner = strings.Join(won, " and ") + " won"
	}
	out := []string{fmt.Sprintf("Outcome at count %d: %s (%s).", int(o.Ended), winner, o.Reason)}
	for _, m := range o.Results {
		out = append(out, fmt.Sprintf("%s — %s, %d/%d HP, %s, %s, %s", m.Name, m.Status, m.HP, m.MaxHP, cli.Count(m.Shots, "shot"), cli.Count(m.Hits, "hit"), cli.Count(m.Wounds, "wound")))
	}
	return out
}
