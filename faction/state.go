package faction

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/dicestate"
	"github.com/deadmanshand/aces/internal/encounter"
)

// stateVersion is the version of the saved ledger format.
const stateVersion = 1

// savedLedger is the saved form of a Ledger.
type savedLedger struct {
	Version    int              `json:"version"`
	Town       *Town            `json:"town"`
	Day        Day              `json:"day"`
	Characters []savedCharacter `json:"characters"`
	Awards     []Award          `json:"awards"`
	Deck       json.RawMessage  `json:"deck"`
	Dice       []byte           `json:"dice"`
}

type savedCharacter struct {
	Name     string      `json:"name"`
	Arrived  Day         `json:"arrived"`
	Interest []savedCell `json:"interest"` // one per faction, in the town's order
}

type savedCell struct {
	Chips   int `json:"chips"`
	Peak    int `json:"peak"`
	Decayed int `json:"decayed,omitempty"`
	Level   int `json:"level,omitempty"` // rungs reached at the last evaluation
}

// MarshalJSON saves the ledger: its town, the clock, every character with
// each faction's interest in him (chips, highest, lost to decay, the step
// last reported), every award, the deck, and the state of its dice, which
// must implement encoding.BinaryMarshaler (as *dice.Source does) —
// otherwise the error wraps ErrRand. A ledger that resumes from it draws
// the same cards and rolls the same dice as if it had never stopped.
func (l *Ledger) MarshalJSON() ([]byte, error) {
	if err := l.ready(); err != nil {
		return nil, err
	}
	state, err := dicestate.Save(l.r)
	if err != nil {
		return nil, fmt.Errorf("%w: saving the ledger's dice: %v", ErrRand, err)
	}
	deck, err := json.Marshal(&l.deck)
	if err != nil {
		return nil, fmt.Errorf("%w: saving the deck: %v", ErrCard, err)
	}
	nf := len(l.town.Factions)
	s := savedLedger{
		Version: stateVersion, Town: l.town, Day: l.day, Awards: l.awards,
		Deck: deck, Dice: state, Characters: make([]savedCharacter, len(l.chars)),
	}
	if s.Awards == nil {
		s.Awards = []Award{}
	}
	for ci, ch := range l.chars {
		sc := savedCharacter{Name: ch.name, Arrived: ch.arrived, Interest: make([]savedCell, nf)}
		for fi := range nf {
			c := l.cell(ci, fi)
			sc.Interest[fi] = savedCell{Chips: c.chips, Peak: c.peak, Decayed: c.decayed, Level: c.level}
		}
		s.Characters[ci] = sc
	}
	return json.Marshal(s)
}

// UnmarshalJSON restores a saved ledger, checked as strictly as NewLedger
// checks a town: unknown fields, a town that does not validate, numbers
// out of range, awards out of order, interest that its awards and decay
// cannot explain, a deck that is not the town's — any state play could not
// have left — wrap ErrState (and ErrTown for a bad town), and leave l
// unchanged. Every interest must equal the chips of its awards less its
// decay, and never lie below its decay floor (unless it never rose above
// it). The saved dice go into the
// ledger's Rand when it implements encoding.BinaryUnmarshaler, otherwise
// into a new *dice.Source.
func (l *Ledger) UnmarshalJSON(data []byte) error {
	if l == nil {
		return fmt.Errorf("%w: UnmarshalJSON on a nil *Ledger", ErrState)
	}
	var s savedLedger
	if err := encounter.Strict(data, &s); err != nil {
		return fmt.Errorf("%w: %v", ErrState, err)
	}
	if s.Version != stateVersion {
		return fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	c, err := compile(s.Town)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrState, err)
	}
	deck, err := loadDeck(s.Deck)
	if err != nil {
		return err
	}
	nl := Ledger{town: s.Town, c: c, deck: deck, day: s.Day, awards: s.Awards}
	if err := nl.restore(s.Characters); err != nil {
		return err
	}
	if s.Dice == nil {
		return fmt.Errorf("%w: no saved dice", ErrState)
	}
	rnd, err := dicestate.Restore(l.r, s.Dice)
	if err != nil {
		return fmt.Errorf("%w: %v", ErrState, err)
	}
	nl.r = rnd
	*l = nl
	return nil
}

// loadDeck restores a saved deck: the town's own, 54 cards reshuffled
// when empty, with no key the deck does not save (dice.Deck reads strictly).
func loadDeck(data json.RawMessage) (dice.Deck, error) {
	var d dice.Deck
	if err := encounter.Strict(data, &d); err != nil {
		return dice.Deck{}, fmt.Errorf("%w: the deck: %v", ErrState, err)
	}
	if !d.Jokers || d.Policy != dice.WhenEmpty {
		return dice.Deck{}, fmt.Errorf("%w: the deck has jokers %v and reshuffles %s; the town's has both jokers and reshuffles when empty", ErrState, d.Jokers, d.Policy)
	}
	return d, nil
}

// restore rebuilds the characters and interest of a saved ledger and
// checks them against its awards.
func (l *Ledger) restore(chars []savedCharacter) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrState, fmt.Sprintf(format, args...))
	}
	if l.day < 0 || l.day > MaxDay {
		return bad("day %d, want 0..%d", l.day, MaxDay)
	}
	if len(chars) > MaxCharacters {
		return bad("%d characters, want at most %d", len(chars), MaxCharacters)
	}
	nf := len(l.town.Factions)
	l.index = make(map[string]int, len(chars))
	l.folded = make(map[string]int, len(chars))
	l.chars = make([]character, 0, len(chars))
	l.cells = make([]cell, 0, len(chars)*nf)
	for i, sc := range chars {
		switch j, dup := l.find(sc.Name); {
		case strings.TrimSpace(sc.Name) == "":
			return bad("characters[%d] has no name", i)
		case dup && l.chars[j].name == sc.Name:
			return bad("characters[%d] %q is listed twice", i, sc.Name)
		case dup:
			return bad("characters[%d] %q is characters[%d] %q (names ignore case)", i, sc.Name, j, l.chars[j].name)
		case sc.Arrived < 0 || sc.Arrived > l.day:
			return bad("characters[%d] %q arrived on %s, the clock is at %s", i, sc.Name, sc.Arrived, l.day)
		case len(sc.Interest) != nf:
			return bad("characters[%d] %q has %d interests, want one per faction (%d)", i, sc.Name, len(sc.Interest), nf)
		}
		key := foldKey(sc.Name)
		l.index[sc.Name], l.folded[key] = i, i
		l.firsts.add(key)
		l.chars = append(l.chars, character{name: sc.Name, arrived: sc.Arrived})
		for fi, c := range sc.Interest {
			f := &l.town.Factions[fi]
			switch {
			case c.Chips < 0 || c.Chips > MaxInterest || c.Peak < c.Chips || c.Peak > MaxInterest:
				return bad("characters[%d] %q: %s interest %d (highest %d)", i, sc.Name, f.ID, c.Chips, c.Peak)
			case c.Decayed < 0 || c.Decayed > MaxInterest*1000:
				return bad("characters[%d] %q: %s decay %d", i, sc.Name, f.ID, c.Decayed)
			case c.Decayed > l.c.decay[fi].most(sc.Arrived, l.day):
				return bad("characters[%d] %q: %s decay %d, but %s since %s takes at most %d", i, sc.Name, f.ID, c.Decayed,
					l.c.decay[fi], sc.Arrived, l.c.decay[fi].most(sc.Arrived, l.day))
			case c.Level < 0 || c.Level > level(f.Behaviours, c.Peak):
				return bad("characters[%d] %q: %s step level %d, want 0..%d (the rungs its highest interest reached)", i, sc.Name, f.ID, c.Level, level(f.Behaviours, c.Peak))
			case c.Chips < min(c.Peak, l.c.decay[fi].floorOf(c.Peak)):
				// decay stops at the floor, and only a new highest raises it
				return bad("characters[%d] %q: %s interest %d, below its decay floor %d", i, sc.Name, f.ID, c.Chips, l.c.decay[fi].floorOf(c.Peak))
			}
			l.cells = append(l.cells, cell{chips: c.Chips, peak: c.Peak, decayed: c.Decayed, level: c.Level})
		}
	}
	sums := make([]int, len(l.cells))
	buzzed := make([]bool, len(l.cells))
	for i, a := range l.awards {
		fi, err := l.town.factionIndex(a.Faction)
		if err != nil || !strings.EqualFold(l.town.Factions[fi].ID, a.Faction) {
			return bad("awards[%d]: unknown faction %q", i, a.Faction)
		}
		ci, ok := l.find(a.Character)
		if !ok || l.chars[ci].name != a.Character {
			return bad("awards[%d]: %q is not in town", i, a.Character)
		}
		k := ci*nf + fi
		switch {
		case i > 0 && a.Day < l.awards[i-1].Day:
			return bad("awards[%d]: on %s, after awards[%d] on %s", i, a.Day, i-1, l.awards[i-1].Day)
		case a.Day < l.chars[ci].arrived || a.Day > l.day:
			return bad("awards[%d]: on %s, but %s arrived on %s and the clock is at %s", i, a.Day, a.Character, l.chars[ci].arrived, l.day)
		case a.Buzz && (buzzed[k] || a.Day != l.chars[ci].arrived):
			return bad("awards[%d]: a second buzz, or one after %s arrived", i, a.Character)
		case a.Buzz && len(a.Witnesses) > 0:
			return bad("awards[%d]: a buzz with witnesses", i)
		case !a.Buzz && !buzzed[k]:
			return bad("awards[%d]: an award to %s before his buzz", i, a.Character)
		case a.Buzz && (a.Chips < 0 || a.Chips > MaxAward):
			return bad("awards[%d]: a buzz of %d chips", i, a.Chips)
		case !a.Buzz && (a.Chips < 1 || a.Chips > MaxAward):
			return bad("awards[%d]: %d chips", i, a.Chips)
		case !a.Buzz && len(a.Witnesses) == 0:
			return bad("awards[%d]: a deed without witnesses", i)
		case strings.TrimSpace(a.Deed) == "":
			return bad("awards[%d]: no deed", i)
		}
		for _, w := range a.Witnesses {
			if strings.TrimSpace(w) == "" {
				return bad("awards[%d]: a witness without a name", i)
			}
		}
		buzzed[k] = buzzed[k] || a.Buzz
		sums[k] += a.Chips
		if sums[k] > MaxInterest*1000 {
			return bad("awards[%d]: too many chips", i)
		}
	}
	for k, c := range l.cells {
		ci, fi := k/nf, k%nf
		if !buzzed[k] {
			return bad("characters[%d] %q has no %s buzz", ci, l.chars[ci].name, l.town.Factions[fi].ID)
		}
		if c.chips != sums[k]-c.decayed || c.peak > sums[k] {
			return bad("characters[%d] %q: %s interest %d (highest %d), but the awards give %d less %d decayed",
				ci, l.chars[ci].name, l.town.Factions[fi].ID, c.chips, c.peak, sums[k], c.decayed)
		}
	}
	return nil
}
