package faction

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Encounter draws a card from the town's deck to see whom the characters
// present meet at a location (rule FA-1: the deck picks encounters at
// locations, the faction members who act, and other random events), and
// resolves it as [Ledger.EncounterCard]. Draws: the deck's reshuffle when
// it is empty (54 draws, see dice.Deck.Shuffle), then a happening's draw
// on a joker.
func (l *Ledger) Encounter(location string, present ...string) (Event, error) {
	li, err := l.checkEncounter(location, present)
	if err != nil {
		return Event{}, err
	}
	card, err := l.deck.Draw(l.r)
	if err != nil {
		return Event{}, fmt.Errorf("%w: %w", ErrCard, err)
	}
	return l.encounter(card, li, present), nil
}

// EncounterCard resolves an encounter card at a location — one drawn from
// the ledger's deck, or from a real deck at the table. The mapping is the
// town's data (a default, not from the source rules):
//
//   - A joker brings one of the town's happenings, picked by a die
//     ([Happened]). Draws: one IntN(len(Happenings)).
//   - Otherwise the suit names a faction. If no faction owns the suit, or
//     the faction does not frequent the location, the characters meet
//     only townsfolk ([Townsfolk]).
//   - Otherwise the rank names the faction's member they meet
//     ([Encountered]); the event also tells the faction's interest in the
//     character present who interests it most (the first named on a tie;
//     none when all are at 0) and the step it takes toward him. Draws:
//     none.
//
// An unknown location wraps ErrLocation; a present character who has not
// arrived wraps ErrCharacter; an invalid card wraps ErrCard.
func (l *Ledger) EncounterCard(card dice.Card, location string, present ...string) (Event, error) {
	li, err := l.checkEncounter(location, present)
	if err != nil {
		return Event{}, err
	}
	if !card.Valid() {
		return Event{}, fmt.Errorf("%w: card %d", ErrCard, uint8(card))
	}
	return l.encounter(card, li, present), nil
}

func (l *Ledger) checkEncounter(location string, present []string) (int, error) {
	if err := l.ready(); err != nil {
		return -1, err
	}
	li, err := l.town.locationIndex(location)
	if err != nil {
		return -1, err
	}
	for _, p := range present {
		if _, err := l.character(p); err != nil {
			return -1, err
		}
	}
	return li, nil
}

func (l *Ledger) encounter(card dice.Card, li int, present []string) Event {
	ev := Event{Day: l.day, Location: l.town.Locations[li].Name, Card: card}
	if card.IsJoker() {
		ev.Kind = Happened
		ev.Happening = l.town.Happenings[l.r.IntN(len(l.town.Happenings))]
		return ev
	}
	fi := int(l.c.suit[card.Suit()])
	if fi < 0 {
		ev.Kind = Townsfolk
		return ev
	}
	f := &l.town.Factions[fi]
	ev.Faction, ev.FactionName, ev.Colour = f.ID, f.Name, f.Colour
	if !l.c.haunts[li][fi] {
		ev.Kind = Townsfolk
		return ev
	}
	ev.Kind = Encountered
	ev.Member = f.Members[l.c.member[fi][card.Rank()]].Name
	best := -1
	for _, p := range present {
		ci, _ := l.find(p)
		if n := l.cell(ci, fi).chips; n > 0 && (best < 0 || n > l.cell(best, fi).chips) {
			best = ci
		}
	}
	if best >= 0 {
		l.toward(&ev, best, fi)
	}
	return ev
}

// toward fills in a faction's interest in character ci and its step.
func (l *Ledger) toward(ev *Event, ci, fi int) {
	f := &l.town.Factions[fi]
	ev.Character = l.chars[ci].name
	ev.Interest = l.cell(ci, fi).chips
	if b, ok := f.StepAt(ev.Interest); ok {
		ev.Step, ev.Does = b.Step, b.Does
	}
}

// WhoActs draws a card from the town's deck to see which member of a
// faction takes its step toward a character, and resolves it as
// [Ledger.WhoActsCard]. Draws: the deck's reshuffle when it is empty.
func (l *Ledger) WhoActs(faction, character string) (Event, error) {
	fi, ci, err := l.checkActs(faction, character)
	if err != nil {
		return Event{}, err
	}
	card, err := l.deck.Draw(l.r)
	if err != nil {
		return Event{}, fmt.Errorf("%w: %w", ErrCard, err)
	}
	return l.acts(card, fi, ci), nil
}

// WhoActsCard resolves a card for which member of a faction acts (rule
// FA-1): the rank names the member, whatever the suit; a joker brings the
// member who holds the King — the faction's head in person (a default,
// not from the source rules). The event ([Acts]) tells the faction's
// interest in the character and the step it takes; character may be empty
// when the faction acts toward no one in particular. Draws: none.
//
// An unknown faction wraps ErrFaction, a character who has not arrived
// ErrCharacter, an invalid card ErrCard.
func (l *Ledger) WhoActsCard(card dice.Card, faction, character string) (Event, error) {
	fi, ci, err := l.checkActs(faction, character)
	if err != nil {
		return Event{}, err
	}
	if !card.Valid() {
		return Event{}, fmt.Errorf("%w: card %d", ErrCard, uint8(card))
	}
	return l.acts(card, fi, ci), nil
}

// checkActs returns the indexes of the faction and of the character, who
// may be "" (ci -1: nobody).
func (l *Ledger) checkActs(faction, character string) (fi, ci int, err error) {
	if character != "" {
		return l.indexes(faction, character)
	}
	if err := l.ready(); err != nil {
		return -1, -1, err
	}
	if fi, err = l.town.factionIndex(faction); err != nil {
		return -1, -1, err
	}
	return fi, -1, nil
}

// indexes returns the indexes of the faction, named by ID or name, and of
// the character in a ready ledger: an unknown faction wraps ErrFaction, a
// character who has not arrived ErrCharacter.
func (l *Ledger) indexes(faction, character string) (fi, ci int, err error) {
	if err := l.ready(); err != nil {
		return -1, -1, err
	}
	if fi, err = l.town.factionIndex(faction); err != nil {
		return -1, -1, err
	}
	if ci, err = l.character(character); err != nil {
		return -1, -1, err
	}
	return fi, ci, nil
}

func (l *Ledger) acts(card dice.Card, fi, ci int) Event {
	f := &l.town.Factions[fi]
	ev := Event{Day: l.day, Kind: Acts, Faction: f.ID, FactionName: f.Name, Colour: f.Colour, Card: card}
	m := l.c.leaders[fi]
	if !card.IsJoker() {
		m = int(l.c.member[fi][card.Rank()])
	}
	ev.Member = f.Members[m].Name
	if ci >= 0 {
		l.toward(&ev, ci, fi)
	}
	return ev
}
