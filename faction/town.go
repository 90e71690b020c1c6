package faction

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
)

// Limits that keep every count of chips, and every town, bounded.
const (
	MaxInterest   = 1_000_000 // most chips a faction's interest in one character can hold
	MaxAward      = 1_000     // most chips one award (or one buzz, or one decay) can move
	MaxFactions   = 16        // most factions in a town
	MaxCharacters = 10_000    // most characters one ledger follows
)

// Town is a town in play as data: its factions, the places where the
// characters meet them, and the happenings a joker brings (rule FA-1). It
// marshals to JSON; users define their own towns there and load them with
// [LoadTown]. [DefaultTown] is the example town, Judas Crossing, whose
// four factions are our own invention (rule FA-2).
//
//   - Decay is how interest fades, unless a faction sets its own. The zero
//     Decay is none; a file that leaves "decay" out gets [DefaultDecay]
//     (see [LoadTown]).
//   - Factions: 1..MaxFactions, each with a distinct ID, name and chip
//     colour, at most one per suit.
//   - Locations: where encounters are drawn (see [Ledger.Encounter]).
//   - Happenings: the other random events a joker brings, at least one
//     (the town's deck has both jokers).
//
// A Town is read-only once a Ledger uses it: NewLedger keeps its own copy.
type Town struct {
	Name       string     `json:"name"`
	Decay      Decay      `json:"decay"`
	Factions   []Faction  `json:"factions"`
	Locations  []Location `json:"locations"`
	Happenings []string   `json:"happenings"`
}

// Location is a place in town where the characters may meet the factions:
// Name is its table-talk name ("the Silver Spur saloon"); Factions lists
// the IDs (or names) of the factions that frequent it — empty (or left out
// of the JSON: nil) means all of them. A card of a faction that does not frequent the place brings only
// townsfolk.
type Location struct {
	Name     string   `json:"name"`
	Factions []string `json:"factions,omitzero"`
}

//go:embed judas_crossing.json
var judasCrossingJSON []byte

// defaultTown is the example town, compiled once.
var defaultTown = func() *Town {
	t, err := LoadTown(judasCrossingJSON)
	if err != nil {
		panic("faction: the embedded example town is broken: " + err.Error())
	}
	return t
}()

// DefaultTown returns a new copy of the example town: Judas Crossing, the
// town the source rules' faction system was written for (in the Spanish
// rules), with four factions of our own invention — the source names none. Its
// factions, chip colours, members, behaviours, buzz, decay, locations and
// happenings are defaults, not from the source rules (rule FA-2):
//
//   - the Cattlemen's Association (red chips, ♦): the big ranchers;
//   - the Law (blue chips, ♠): the town marshal, his deputies and the
//     circuit judge;
//   - the Ladies' Temperance League (white chips, ♥): the church and the
//     respectable town;
//   - the Sporting Crowd (black chips, ♣): the saloon, the gamblers and the
//     girls upstairs of the Silver Spur.
//
// Interest decays by [DefaultDecay], except the Law's, which never falls
// below half its highest (a lawman does not forget a face). The town is
// embedded JSON (judas_crossing.json in this package): print it with
// json.MarshalIndent as the starting point of your own town.
func DefaultTown() *Town { return defaultTown.Clone() }

// LoadTown reads a town from JSON and validates it. Unknown keys are an
// error (a misspelt key would silently change the town); a town that
// leaves "decay" out (or gives it as null) gets [DefaultDecay], and a decay
// given is read whole: a field left out of it is zero ("floorPercent" left
// out is no floor, not the default's 20%). So the JSON of any valid town
// loads as that very town. Every error wraps ErrTown; a malformed entry is
// a [*TownError] that names it.
func LoadTown(data []byte) (*Town, error) {
	t := new(Town)
	// The outer "decay" shadows the town's own: a decay given is decoded
	// into a new Decay, so only the key left out takes the default.
	in := struct {
		*townFields
		Decay *Decay `json:"decay"`
	}{townFields: (*townFields)(t)}
	if err := strictJSON(data, &in); err != nil {
		if _, ok := err.(*TownError); ok {
			return nil, err
		}
		return nil, &TownError{Msg: err.Error()}
	}
	t.Decay = DefaultDecay()
	if in.Decay != nil {
		t.Decay = *in.Decay
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// townFields is a Town, as LoadTown decodes it beside its decay.
type townFields Town

// strictJSON decodes one JSON value into v, refusing unknown keys and
// trailing data.
func strictJSON(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}

// Clone returns a deep copy of the town (nil for nil), equal to it: an
// empty list stays empty, a nil one nil.
func (t *Town) Clone() *Town {
	if t == nil {
		return nil
	}
	c := *t
	c.Factions = slices.Clone(t.Factions)
	for i := range c.Factions {
		f := &c.Factions[i]
		if f.Decay != nil {
			d := *f.Decay
			f.Decay = &d
		}
		f.Behaviours = slices.Clone(f.Behaviours)
		f.Members = slices.Clone(f.Members)
	}
	c.Locations = slices.Clone(t.Locations)
	for i := range c.Locations {
		c.Locations[i].Factions = slices.Clone(c.Locations[i].Factions)
	}
	c.Happenings = slices.Clone(t.Happenings)
	return &c
}

// Faction returns the faction with the given ID or name (case-insensitive),
// a pointer into the town. An unknown one, or a nil town, wraps
// ErrFaction.
func (t *Town) Faction(name string) (*Faction, error) {
	i, err := t.factionIndex(name)
	if err != nil {
		return nil, err
	}
	return &t.Factions[i], nil
}

func (t *Town) factionIndex(name string) (int, error) {
	if t == nil {
		return -1, fmt.Errorf("%w: no town", ErrFaction)
	}
	for i := range t.Factions {
		if strings.EqualFold(t.Factions[i].ID, name) {
			return i, nil
		}
	}
	for i := range t.Factions {
		if strings.EqualFold(t.Factions[i].Name, name) {
			return i, nil
		}
	}
	return -1, fmt.Errorf("%w: %s has no faction %q", ErrFaction, t.Name, name)
}

func (t *Town) locationIndex(name string) (int, error) {
	if t == nil {
		return -1, fmt.Errorf("%w: no town", ErrLocation)
	}
	for i := range t.Locations {
		if strings.EqualFold(t.Locations[i].Name, name) {
			return i, nil
		}
	}
	return -1, fmt.Errorf("%w: %s has no location %q", ErrLocation, t.Name, name)
}

// Validate reports a town that cannot be played, naming the bad entry in a
// [*TownError] (which wraps ErrTown):
//
//   - a blank town name; a malformed decay;
//   - no factions, or more than MaxFactions;
//   - a faction with a blank ID, name or colour; an ID or name another
//     faction uses (IDs and names compare case-insensitively); a colour
//     another faction uses; an unknown suit or one another faction owns;
//     buzz that is not dice notation; a malformed decay;
//   - a behaviour whose threshold is outside 1..MaxInterest or not above
//     the one before, or whose step is not one of the six;
//   - members with a blank name or a bad rank range, or whose ranges do not
//     cover Ace to King exactly once;
//   - a location with a blank or repeated name, or that names an unknown
//     faction;
//   - no happenings, or a blank one.
func (t *Town) Validate() error {
	_, err := compile(t)
	return err
}

// compiled is a validated town's lookups.
type compiled struct {
	decay   []Decay             // effective decay per faction
	buzz    []*dice.Expr        // per faction; nil rolls nothing
	suit    [5]int8             // faction of each suit (1..4), −1 for townsfolk
	member  [][14]uint8         // per faction: member index of each rank 1..13
	haunts  [][MaxFactions]bool // per location: which factions frequent it
	leaders []int               // per faction: the member holding the King
}

func compile(t *Town) (*compiled, error) {
	at := func(entry, format string, args ...any) error {
		return &TownError{Entry: entry, Msg: fmt.Sprintf(format, args...)}
	}
	if t == nil {
		return nil, at("", "no town")
	}
	if strings.TrimSpace(t.Name) == "" {
		return nil, at("name", "the town has no name")
	}
	if err := t.Decay.Validate(); err != nil {
		return nil, at("decay", "%s", strings.TrimPrefix(err.(*TownError).Msg, "decay: "))
	}
	n := len(t.Factions)
	if n == 0 || n > MaxFactions {
		return nil, at("factions", "%d factions, want 1..%d", n, MaxFactions)
	}
	c := &compiled{
		decay: make([]Decay, n), buzz: make([]*dice.Expr, n),
		member: make([][14]uint8, n), leaders: make([]int, n),
		haunts: make([][MaxFactions]bool, len(t.Locations)),
	}
	c.suit = [5]int8{-1, -1, -1, -1, -1}
	for i := range t.Factions {
		f := &t.Factions[i]
		entry := fmt.Sprintf("factions[%d] %q", i, f.ID)
		switch {
		case strings.TrimSpace(f.ID) == "":
			return nil, at(fmt.Sprintf("factions[%d]", i), "no id")
		case strings.TrimSpace(f.Name) == "":
			return nil, at(entry, "no name")
		case strings.TrimSpace(f.Colour) == "":
			return nil, at(entry, "no chip colour")
		}
		for j := range i {
			g := &t.Factions[j]
			for _, a := range [...]string{f.ID, f.Name} {
				for _, b := range [...]string{g.ID, g.Name} {
					if strings.EqualFold(a, b) {
						return nil, at(entry, "%q is already factions[%d] %q", a, j, g.ID)
					}
				}
			}
			if strings.EqualFold(f.Colour, g.Colour) {
				return nil, at(entry, "%s chips are already factions[%d] %q's", f.Colour, j, g.ID)
			}
		}
		s, err := ParseSuit(f.Suit)
		if err != nil {
			return nil, at(entry+": suit", "%s", err.(*TownError).Msg)
		}
		if s != 0 {
			if o := c.suit[s]; o >= 0 {
				return nil, at(entry+": suit", "%s already belong to factions[%d] %q", s.Name(), o, t.Factions[o].ID)
			}
			c.suit[s] = int8(i)
		}
		if f.Buzz != "" {
			e, err := dice.Parse(f.Buzz)
			if err != nil {
				return nil, at(entry+": buzz", "%v", err)
			}
			c.buzz[i] = e
		}
		c.decay[i] = t.Decay
		if f.Decay != nil {
			if err := f.Decay.Validate(); err != nil {
				return nil, at(entry+": decay", "%s", strings.TrimPrefix(err.(*TownError).Msg, "decay: "))
			}
			c.decay[i] = *f.Decay
		}
		prev := 0
		for j, b := range f.Behaviours {
			be := fmt.Sprintf("%s: behaviours[%d]", entry, j)
			switch {
			case b.At < 1 || b.At > MaxInterest:
				return nil, at(be, "threshold %d, want 1..%d", b.At, MaxInterest)
			case b.At <= prev:
				return nil, at(be, "threshold %d is not above the one before (%d)", b.At, prev)
			case b.Step == NoStep || b.Step >= numSteps:
				return nil, at(be, "no step (want watch, approach, offer work, warn, threaten or act)")
			}
			prev = b.At
		}
		if len(f.Members) == 0 {
			return nil, at(entry+": members", "no members: someone must act for the faction")
		}
		if len(f.Members) > 13 {
			return nil, at(entry+": members", "%d members, but a deck has 13 ranks", len(f.Members))
		}
		var held [14]int
		for j, m := range f.Members {
			me := fmt.Sprintf("%s: members[%d]", entry, j)
			if strings.TrimSpace(m.Name) == "" {
				return nil, at(me, "no name")
			}
			lo, hi, err := ParseRanks(m.Ranks)
			if err != nil {
				return nil, at(me, "%s", err.(*TownError).Msg)
			}
			for r := lo; r <= hi; r++ {
				if held[r] != 0 {
					return nil, at(me, "rank %s is already members[%d]'s", r, held[r]-1)
				}
				held[r] = j + 1
				c.member[i][r] = uint8(j)
			}
		}
		for r := dice.Ace; r <= dice.King; r++ {
			if held[r] == 0 {
				return nil, at(entry+": members", "no member holds rank %s", r)
			}
		}
		c.leaders[i] = held[dice.King] - 1
	}
	for i, l := range t.Locations {
		le := fmt.Sprintf("locations[%d] %q", i, l.Name)
		if strings.TrimSpace(l.Name) == "" {
			return nil, at(fmt.Sprintf("locations[%d]", i), "no name")
		}
		for j := range i {
			if strings.EqualFold(l.Name, t.Locations[j].Name) {
				return nil, at(le, "the same name as locations[%d]", j)
			}
		}
		if len(l.Factions) == 0 {
			for f := range n {
				c.haunts[i][f] = true
			}
		}
		for _, name := range l.Factions {
			f, err := t.factionIndex(name)
			if err != nil {
				return nil, at(le, "no faction %q", name)
			}
			c.haunts[i][f] = true
		}
	}
	if len(t.Happenings) == 0 {
		return nil, at("happenings", "none: a joker needs something to happen")
	}
	for i, h := range t.Happenings {
		if strings.TrimSpace(h) == "" {
			return nil, at(fmt.Sprintf("happenings[%d]", i), "blank")
		}
	}
	return c, nil
}
