package main

import (
	"fmt"
	"text/tabwriter"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/trial"
)

// talk is scene 7: what the factions make of it all (package faction). At
// the end of the first day the ledger is evaluated; then its clock moves on
// — to the verdict, where the courtroom's chips are handed out, and to the
// end of the weeks after (at least a week) — interest fading as it goes, and
// it is evaluated again. For every faction that takes a new step, a card
// drawn from this scene's own deck (Ledger.WhoActsCard) says who comes to
// take it. Dead men are left out: the town has no more use for them.
// Draws: the deck's shuffle, nothing else (the ledger's Advance, Award and
// Evaluate roll no dice).
func (t *town) talk(r *dice.Source) error {
	l := t.ledger
	t.say("By nightfall on %s:", l.Day())
	if err := t.evaluate(nil, nil); err != nil {
		return err
	}

	if d := t.trialDeed; d != nil {
		if err := t.advance(t.verdictOn); err != nil {
			return err
		}
		chips := []factionChips{{"law", 3}, {"temperance", 2}, {"cattlemen", 1}, {"sporting", 1}}
		switch t.verdict {
		case trial.Released:
			chips = []factionChips{{"law", 1}, {"sporting", 1}}
		case trial.Guilty:
			chips[1].n++
		}
		if err := t.interestAward(*d, chips...); err != nil {
			return err
		}
	}
	end := max(t.weeks, t.verdictOn, 7)
	if err := t.advance(end); err != nil {
		return err
	}
	t.say("")
	t.say("On %s, week %d:", l.Day(), l.Day().Week())
	deck, err := dice.NewDeck(r, true, dice.WhenEmpty)
	if err != nil {
		return err
	}
	if err := t.evaluate(deck, r); err != nil {
		return err
	}

	t.say("")
	tw := tabwriter.NewWriter(t.w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "interest\tchips\t%s\t%s\n", t.men[0].name(), t.men[1].name())
	for _, f := range l.Town().Factions {
		fmt.Fprintf(tw, "%s\t%s", f.Name, f.Colour)
		for _, m := range t.men {
			n, err := l.Interest(f.ID, m.name())
			if err != nil {
				return err
			}
			peak, err := l.Peak(f.ID, m.name())
			if err != nil {
				return err
			}
			fmt.Fprintf(tw, "\t%d (highest %d)", n, peak)
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, m := range t.men {
		if m.dead() {
			t.say("%s lies on Boot Hill since day %d; whatever the town thought of him, it keeps to itself.", m.name(), m.diedOn)
		}
	}
	return nil
}

// advance moves the ledger's clock on to day and tells the interest that
// fades on the way.
func (t *town) advance(day faction.Day) error {
	n := int(day - t.ledger.Day())
	if n <= 0 {
		return nil
	}
	evs, err := t.ledger.Advance(n)
	if err != nil {
		return err
	}
	for _, e := range evs {
		if !t.deadOn(e.Character, e.Day) {
			t.say("%s", e)
		}
	}
	return nil
}

// deadOn reports whether the rider named died on or before day.
func (t *town) deadOn(name string, day faction.Day) bool {
	for _, m := range t.men {
		if m.name() == name {
			return m.dead() && m.diedOn <= day
		}
	}
	return false
}

// evaluate tells each faction's interest in each living rider and the step
// it takes. With a deck, a faction taking a new step sends someone: a card
// drawn with r names him.
func (t *town) evaluate(deck *dice.Deck, r dice.Rand) error {
	l := t.ledger
	for _, e := range l.Evaluate() {
		if t.deadOn(e.Character, l.Day()) {
			continue
		}
		t.say("%s", e)
		if deck == nil || e.Change != faction.Rises {
			continue
		}
		card, err := deck.Draw(r)
		if err != nil {
			return err
		}
		who, err := l.WhoActsCard(card, e.Faction, e.Character)
		if err != nil {
			return err
		}
		t.say("  %s", who)
	}
	return nil
}
