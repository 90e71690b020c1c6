package faction

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// Ledger is the GM's book of a town in play (rule FA-1): for every faction
// and every character who rode into town, the interest chips the faction
// holds on him, with every award that put them there — who, what deed,
// witnessed by whom, on which day — and the town's clock, its deck of
// cards and its dice.
//
// The procedure, day by day:
//
//  1. When a character rides into town, [Ledger.Buzz] hands out the first
//     chips, the buzz. A character must arrive before he can earn more.
//  2. Whenever he does something locals witness — wins a brawl, guns a man
//     down in the street, stands trial — the GM gives chips of the
//     factions that took notice with [Ledger.Award]. Private acts count
//     for nothing; interest does not tell praise from enmity.
//  3. [Ledger.Encounter] draws a card to see whom the characters meet at a
//     place; [Ledger.WhoActs] draws one to see which member of a faction
//     takes its step.
//  4. [Ledger.Advance] moves the clock on and lets interest decay.
//  5. At the end of a day, [Ledger.Evaluate] reports each faction's
//     interest in each character and the step it takes on its ladder of
//     behaviours.
//
// Character names compare case-insensitively everywhere: "Jake" and "jake"
// are one character, and a second arrival under either name is refused.
//
// Methods that produce events return them as flat values; the Append forms
// append to a slice the caller reuses, so a simulation allocates nothing.
// A Ledger marshals to JSON — town, clock, chips, awards, deck and the
// state of its dice — and resumes exactly where it stopped (see
// [Ledger.MarshalJSON]). The zero Ledger is not ready: use [NewLedger] or
// unmarshal a saved one. A Ledger is not safe for concurrent use.
type Ledger struct {
	town   *Town
	c      *compiled
	r      dice.Rand
	deck   dice.Deck
	day    Day
	chars  []character
	index  map[string]int // by name
	folded map[string]int // by fold key (see foldKey)
	firsts initials       // of the fold keys
	cells  []cell         // len(chars) × len(factions), a row per character
	awards []Award
	arena  []string // the witnesses of every award, back to back
}

// character is a character in town.
type character struct {
	name    string
	arrived Day
}

// cell is one faction's interest in one character.
type cell struct {
	chips   int // interest now
	peak    int // highest interest ever held
	decayed int // chips lost to decay, in all
	level   int // rungs of the ladder reached at the last evaluation
}

// Award is the record of chips handed out: on which day, which faction
// (its ID), to which character, how many chips, for what deed and
// witnessed by whom. The buzz is recorded as an award with Buzz set; it
// needs no witnesses (the whole town sees a man ride in) and may be 0
// chips.
type Award struct {
	Day       Day      `json:"day"`
	Faction   string   `json:"faction"`
	Character string   `json:"character"`
	Chips     int      `json:"chips"`
	Deed      string   `json:"deed"`
	Witnesses []string `json:"witnesses,omitempty"`
	Buzz      bool     `json:"buzz,omitempty"`
}

// Deed is something a character did in town. What reads after his name,
// in the past tense ("won a brawl at the Silver Spur"); Witnesses name who
// saw it ("Belle Ransome", "the faro table"). A deed no local witnessed is
// a private act and earns nothing (rule FA-1: the source rules count what "some
// of the townsfolk" saw): a deed without witnesses, or seen only by
// characters in the ledger — the doer and his companions — is refused.
type Deed struct {
	Character string
	What      string
	Witnesses []string
}

// NewLedger opens a ledger of a town on day 0, with no characters yet and a
// freshly shuffled deck of 54 cards (both jokers; reshuffled when empty —
// the town's deck is a default of ours). The ledger keeps its own copy of
// the town and rolls every die and shuffles every deck with r, which must
// not be nil; give it a *dice.Source so the ledger can be saved. Draws: the
// shuffle, IntN(i+1) for i from 53 down to 1. An invalid town wraps
// ErrTown; a nil r wraps ErrRand.
func NewLedger(town *Town, r dice.Rand) (*Ledger, error) {
	if r == nil {
		return nil, fmt.Errorf("%w: NewLedger needs a dice.Rand (a *dice.Source)", ErrRand)
	}
	if town == nil {
		return nil, &TableError{Table: "town", Why: "no town", Err: ErrTown}
	}
	t := town.Clone()
	c, err := compile(t)
	if err != nil {
		return nil, err
	}
	l := &Ledger{town: t, c: c, r: r, index: map[string]int{}, folded: map[string]int{}}
	l.deck = dice.Deck{Jokers: true, Policy: dice.WhenEmpty}
	l.deck.Shuffle(r)
	return l, nil
}

// ready reports a ledger that was not set up.
func (l *Ledger) ready() error {
	if l == nil || l.town == nil {
		return fmt.Errorf("%w: the ledger has no town; use NewLedger", ErrState)
	}
	return nil
}

// Day returns the town's clock (0 for a nil ledger).
func (l *Ledger) Day() Day {
	if l == nil {
		return 0
	}
	return l.day
}

// Town returns a copy of the ledger's town (nil for a ledger not set up).
func (l *Ledger) Town() *Town {
	if l == nil || l.town == nil {
		return nil
	}
	return l.town.Clone()
}

// Deck returns the ledger's own deck, so a tool can show the cards drawn
// (Drawn, Remaining) or stack it for a scene (nil for a nil ledger). It
// saves with the ledger.
func (l *Ledger) Deck() *dice.Deck {
	if l == nil {
		return nil
	}
	return &l.deck
}

// Characters returns the names of the characters in town, in the order
// they arrived (none for a nil ledger).
func (l *Ledger) Characters() []string {
	if l == nil {
		return nil
	}
	out := make([]string, len(l.chars))
	for i, c := range l.chars {
		out[i] = c.name
	}
	return out
}

// Arrived returns the day a character rode into town. A character who has
// not wraps ErrCharacter.
func (l *Ledger) Arrived(character string) (Day, error) {
	if err := l.ready(); err != nil {
		return 0, err
	}
	ci, err := l.character(character)
	if err != nil {
		return 0, err
	}
	return l.chars[ci].arrived, nil
}

// Awards returns a copy of the record of every award so far, buzz
// included, in the order given (none for a nil ledger).
func (l *Ledger) Awards() []Award {
	if l == nil {
		return nil
	}
	out := slices.Clone(l.awards)
	for i := range out {
		out[i].Witnesses = slices.Clone(out[i].Witnesses)
	}
	return out
}

// Interest returns a faction's interest in a character: the chips it holds
// on him. The faction is named by ID or name. An unknown faction wraps
// ErrFaction; a character who has not arrived wraps ErrCharacter.
func (l *Ledger) Interest(faction, character string) (int, error) {
	fi, ci, err := l.indexes(faction, character)
	if err != nil {
		return 0, err
	}
	return l.cell(ci, fi).chips, nil
}

// Peak returns the highest interest a faction ever had in a character,
// from which its decay floor is reckoned. Errors as Interest.
func (l *Ledger) Peak(faction, character string) (int, error) {
	fi, ci, err := l.indexes(faction, character)
	if err != nil {
		return 0, err
	}
	return l.cell(ci, fi).peak, nil
}

// Award hands a character chips of a faction's colour for a deed locals
// witnessed (rule FA-1), and returns the event. chips must be 1..MaxAward:
// interest does not tell praise from enmity, so a villainy earns chips just
// as a good deed does — there are no negative awards; only decay lowers
// interest. The deed is recorded with today's date.
//
// Errors, and nothing is recorded: an unknown faction (ErrFaction); a
// character who has not ridden in (ErrCharacter); a deed without a
// description or with a blank witness (ErrDeed); a deed nobody witnessed
// or seen only by characters in the ledger (ErrPrivate); chips out of range, or interest that would pass
// MaxInterest (ErrChips). Award rolls no dice.
func (l *Ledger) Award(d Deed, faction string, chips int) (Event, error) {
	fi, ci, err := l.indexes(faction, d.Character)
	if err != nil {
		return Event{}, err
	}
	if strings.TrimSpace(d.What) == "" {
		return Event{}, fmt.Errorf("%w: %s's deed has no description", ErrDeed, d.Character)
	}
	if len(d.Witnesses) == 0 {
		return Event{}, fmt.Errorf("%w: nobody witnessed %s's deed (%s): private acts earn no interest", ErrPrivate, d.Character, d.What)
	}
	locals := 0
	for i, w := range d.Witnesses {
		if strings.TrimSpace(w) == "" {
			return Event{}, fmt.Errorf("%w: witness %d of %s's deed (%s) has no name", ErrDeed, i+1, d.Character, d.What)
		}
		if _, pc := l.find(w); !pc {
			locals++
		}
	}
	if locals == 0 {
		return Event{}, fmt.Errorf("%w: only characters in the ledger witnessed %s's deed (%s), no locals: private acts earn no interest", ErrPrivate, d.Character, d.What)
	}
	if chips < 1 || chips > MaxAward {
		return Event{}, fmt.Errorf("%w: %d chips for %s's deed, want 1..%d (interest does not tell praise from enmity: every deed adds chips)", ErrChips, chips, d.Character, MaxAward)
	}
	c := l.cell(ci, fi)
	if c.chips+chips > MaxInterest {
		return Event{}, fmt.Errorf("%w: %s's interest in %s would pass %d chips", ErrChips, l.town.Factions[fi].ID, d.Character, MaxInterest)
	}
	start := len(l.arena)
	l.arena = append(l.arena, d.Witnesses...)
	a := Award{
		Day: l.day, Faction: l.town.Factions[fi].ID, Character: l.chars[ci].name,
		Chips: chips, Deed: d.What, Witnesses: l.arena[start:len(l.arena):len(l.arena)],
	}
	l.awards = append(l.awards, a)
	c.chips += chips
	c.peak = max(c.peak, c.chips)
	ev := l.event(Awarded, ci, fi)
	ev.Chips, ev.Deed, ev.Seen = chips, a.Deed, len(a.Witnesses)
	copy(ev.Witnesses[:], a.Witnesses)
	return ev, nil
}

// Reset empties the ledger for a new game of the same town: day 0, no
// characters, no awards. The deck and the dice are left as they are, and
// the ledger's memory is kept for reuse, so a simulation of many towns
// allocates nothing (events and awards returned before are copies and keep
// their values).
func (l *Ledger) Reset() {
	if l == nil {
		return
	}
	l.day = 0
	l.chars = l.chars[:0]
	clear(l.index)
	clear(l.folded)
	l.firsts = initials{}
	l.cells = l.cells[:0]
	clear(l.awards)
	l.awards = l.awards[:0]
	clear(l.arena)
	l.arena = l.arena[:0]
}

// character returns the index of a character in town.
func (l *Ledger) character(name string) (int, error) {
	if strings.TrimSpace(name) == "" {
		return -1, fmt.Errorf("%w: no character named", ErrCharacter)
	}
	ci, ok := l.find(name)
	if !ok {
		return -1, fmt.Errorf("%w: %q has not ridden into town (no buzz yet)", ErrCharacter, name)
	}
	return ci, nil
}

// find returns the index of the character of that name, which compares
// case-insensitively: "Jake" and "jake" are one character.
func (l *Ledger) find(name string) (int, bool) {
	if ci, ok := l.index[name]; ok {
		return ci, true
	}
	if !l.firsts.mayHave(name) {
		return -1, false
	}
	var buf [64]byte
	if ci, ok := l.folded[string(appendFoldKey(buf[:0], name))]; ok {
		return ci, true
	}
	return -1, false
}

// cell returns faction fi's interest in character ci.
func (l *Ledger) cell(ci, fi int) *cell {
	return &l.cells[ci*len(l.town.Factions)+fi]
}

// event returns an event of the given kind about faction fi and character
// ci, today, with the interest as it stands.
func (l *Ledger) event(k EventKind, ci, fi int) Event {
	var ev Event
	l.fill(&ev, k, ci, fi)
	return ev
}

// fill is the in-place form of event, for events in a caller's slice; ev
// must be zero.
func (l *Ledger) fill(ev *Event, k EventKind, ci, fi int) {
	f := &l.town.Factions[fi]
	ev.Day, ev.Kind, ev.Faction, ev.FactionName, ev.Colour = l.day, k, f.ID, f.Name, f.Colour
	if ci >= 0 {
		ev.Character = l.chars[ci].name
		ev.Interest = l.cell(ci, fi).chips
	}
}
