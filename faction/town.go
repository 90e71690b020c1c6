package faction

import (
	_ "embed"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/table"
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
// loads as that very town. Every error is a [*TableError] wrapping
// ErrTown; a malformed entry is one that names it.
func LoadTown(data []byte) (*Town, error) {
	t := new(Town)
	// The outer "decay" shadows the town's own: a decay given is decoded
	// into a new Decay, so only the key left out takes the default.
	in := struct {
		*townFields
		Decay *Decay `json:"decay"`
	}{townFields: (*townFields)(t)}
	if err := encounter.Strict(data, &in); err != nil {
		why := err.Error()
		if errors.Is(err, ErrTown) { // a step without a name
			why = strings.TrimPrefix(why, ErrTown.Error()+": ")
		}
		return nil, &TableError{Table: "town", Why: why, Err: ErrTown}
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
	if i := find(t.Factions, name, factionID); i >= 0 {
		return i, nil
	}
	if i := find(t.Factions, name, func(f *Faction) string { return f.Name }); i >= 0 {
		return i, nil
	}
	return -1, fmt.Errorf("%w: %s has no faction %q: want %s (or a faction's name)", ErrFaction, t.Name, name, encounter.List(keys(t.Factions, factionID)))
}

func (t *Town) locationIndex(name string) (int, error) {
	if t == nil {
		return -1, fmt.Errorf("%w: no town", ErrLocation)
	}
	if i := find(t.Locations, name, locationName); i >= 0 {
		return i, nil
	}
	return -1, fmt.Errorf("%w: %s has no location %q: want %s", ErrLocation, t.Name, name, encounter.List(keys(t.Locations, locationName)))
}

func factionID(f *Faction) string     { return f.ID }
func locationName(l *Location) string { return l.Name }

// find returns the index of the first row whose key is name, ignoring
// case, or -1.
func find[T any](rows []T, name string, key func(*T) string) int {
	for i := range rows {
		if strings.EqualFold(key(&rows[i]), name) {
			return i
		}
	}
	return -1
}

// keys returns every row's key, in order.
func keys[T any](rows []T, key func(*T) string) []string {
	out := make([]string, len(rows))
	for i := range rows {
		out[i] = key(&rows[i])
	}
	return out
}

// Validate reports a town that cannot be played, naming the bad entry in a
// [*TableError] (which wraps ErrTown):
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
	// bad reports the bad entry: a table, its row (from 1) and name, a field.
	bad := func(tbl string, row int, name, field, format string, args ...any) error {
		return table.Errorf(ErrTown, tbl, row, name, field, format, args...)
	}
	if t == nil {
		return nil, bad("town", 0, "", "", "no town")
	}
	if strings.TrimSpace(t.Name) == "" {
		return nil, bad("town", 0, "", "name", "blank")
	}
	if why := t.Decay.fault(); why != "" {
		return nil, bad("town", 0, "", "decay", "%s", why)
	}
	n := len(t.Factions)
	if n == 0 || n > MaxFactions {
		return nil, bad("factions", 0, "", "", "%d factions, want 1..%d", n, MaxFactions)
	}
	c := &compiled{
		decay: make([]Decay, n), buzz: make([]*dice.Expr, n),
		member: make([][14]uint8, n), leaders: make([]int, n),
		haunts: make([][MaxFactions]bool, len(t.Locations)),
	}
	c.suit = [5]int8{-1, -1, -1, -1, -1}
	for i := range t.Factions {
		f := &t.Factions[i]
		row := i + 1
		at := func(field, format string, args ...any) error {
			return bad("factions", row, f.ID, field, format, args...)
		}
		switch {
		case strings.TrimSpace(f.ID) == "":
			return nil, at("id", "blank")
		case strings.TrimSpace(f.Name) == "":
			return nil, at("name", "blank")
		case strings.TrimSpace(f.Colour) == "":
			return nil, at("colour", "blank: no chip colour")
		}
		for j := range i {
			g := &t.Factions[j]
			for k, a := range [...]string{f.ID, f.Name} {
				for _, b := range [...]string{g.ID, g.Name} {
					if strings.EqualFold(a, b) {
						return nil, at([...]string{"id", "name"}[k], "%q is already row %d (%s)", a, j+1, g.ID)
					}
				}
			}
			if strings.EqualFold(f.Colour, g.Colour) {
				return nil, at("colour", "%s chips are already row %d's (%s)", f.Colour, j+1, g.ID)
			}
		}
		s, err := parseSuit(f.Suit)
		if err != nil {
			return nil, at("suit", "%v", err)
		}
		if s != 0 {
			if o := c.suit[s]; o >= 0 {
				return nil, at("suit", "%s already belong to row %d (%s)", suitNames.String(s), o+1, t.Factions[o].ID)
			}
			c.suit[s] = int8(i)
		}
		if f.Buzz != "" {
			e, err := dice.Parse(f.Buzz)
			if err != nil {
				return nil, at("buzz", "%v", err)
			}
			c.buzz[i] = e
		}
		c.decay[i] = t.Decay
		if f.Decay != nil {
			if why := f.Decay.fault(); why != "" {
				return nil, at("decay", "%s", why)
			}
			c.decay[i] = *f.Decay
		}
		prev := 0
		for j, b := range f.Behaviours {
			field := fmt.Sprintf("behaviours row %d", j+1)
			switch {
			case b.At < 1 || b.At > MaxInterest:
				return nil, at(field, "threshold %d, want 1..%d", b.At, MaxInterest)
			case b.At <= prev:
				return nil, at(field, "threshold %d is not above the one before (%d)", b.At, prev)
			case b.Step == NoStep || b.Step >= numSteps:
				return nil, at(field, "no step: want %s", encounter.List(stepNames.List()[Watch:]))
			}
			prev = b.At
		}
		if len(f.Members) == 0 {
			return nil, at("members", "none: someone must act for the faction")
		}
		if len(f.Members) > 13 {
			return nil, at("members", "%d members, but a deck has 13 ranks", len(f.Members))
		}
		var held [14]int
		for j, m := range f.Members {
			field := fmt.Sprintf("members row %d", j+1)
			if strings.TrimSpace(m.Name) == "" {
				return nil, at(field, "no name")
			}
			lo, hi, err := parseRanks(m.Ranks)
			if err != nil {
				return nil, at(field, "%v", err)
			}
			for r := lo; r <= hi; r++ {
				if held[r] != 0 {
					return nil, at(field, "rank %s is already row %d's", r, held[r])
				}
				held[r] = j + 1
				c.member[i][r] = uint8(j)
			}
		}
		for r := dice.Ace; r <= dice.King; r++ {
			if held[r] == 0 {
				return nil, at("members", "no member holds rank %s", r)
			}
		}
		c.leaders[i] = held[dice.King] - 1
	}
	for i, l := range t.Locations {
		at := func(field, format string, args ...any) error {
			return bad("locations", i+1, l.Name, field, format, args...)
		}
		if strings.TrimSpace(l.Name) == "" {
			return nil, at("name", "blank")
		}
		if j := find(t.Locations[:i], l.Name, locationName); j >= 0 {
			return nil, at("name", "row %d has it already (names ignore case)", j+1)
		}
		if len(l.Factions) == 0 {
			for f := range n {
				c.haunts[i][f] = true
			}
		}
		for _, name := range l.Factions {
			f, err := t.factionIndex(name)
			if err != nil {
				return nil, at("factions", "no faction %q", name)
			}
			c.haunts[i][f] = true
		}
	}
	if len(t.Happenings) == 0 {
		return nil, bad("happenings", 0, "", "", "none: a joker needs something to happen")
	}
	for i, h := range t.Happenings {
		if strings.TrimSpace(h) == "" {
			return nil, bad("happenings", i+1, "", "", "blank")
		}
	}
	return c, nil
}
