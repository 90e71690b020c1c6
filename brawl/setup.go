package brawl

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Setup is a brawl before its first round: its rules and its brawlers,
// each with his decider and the spot where he stands. New builds the brawl
// of a Setup; Simulate plays one again and again.
type Setup struct {
	Config   Config    `json:"config"`
	Brawlers []Entrant `json:"brawlers"`
}

// Entrant is one brawler of a Setup: the Brawler, the Strategy that
// decides for him — nil for the default, Cautious; Person for a person —
// and the spot he is placed at (0: the middle of the floor).
//
// In JSON the decider is saved under "decider" by its name: a built-in's
// ("cautious"), "person", or a custom strategy's Name and Version, which
// New finds again among the custom strategies it is given. A custom
// strategy without Name and Version cannot be written.
//
// A study calls the strategies from several goroutines at once, each on
// its own brawl: a strategy must be safe for that (the built-ins are). A
// custom strategy takes part in a study only if it has Name() string and
// Version() string methods, which its statistics' fingerprint holds.
type Entrant struct {
	Brawler Brawler  `json:"brawler"`
	Decider Strategy `json:"-"`
	Spot    int      `json:"spot,omitempty"`
}

// StandardBrawl returns the standard brawl, a fresh copy each call: two
// men at the middle of the floor of the default saloon, with the rules'
// tables and a full-length brawl — Jake (Str 13 Int 10 Wis 11 Dex 12
// Con 9, to-hit +1, damage +1, 20 hit points) playing Aggressive, against
// Bill (Str 12 Int 9 Wis 10 Dex 11 Con 14, 22 hit points) playing
// Cautious. It is the brawl the package's benchmarks play.
func StandardBrawl() Setup {
	return Setup{Brawlers: []Entrant{
		{Brawler: Brawler{Name: "Jake", Str: 13, Int: 10, Wis: 11, Dex: 12, Con: 9, ToHit: 1, DamageMod: 1, HitPoints: 20}, Decider: Aggressive},
		{Brawler: Brawler{Name: "Bill", Str: 12, Int: 9, Wis: 10, Dex: 11, Con: 14, HitPoints: 22}, Decider: Cautious},
	}}
}

// MarshalJSON writes the entrant with his decider's name (see Entrant); a
// custom strategy without Name and Version, or under a built-in's name,
// wraps ErrBrawler.
func (e Entrant) MarshalJSON() ([]byte, error) {
	return entrantJSON.Marshal(entrantFields(e), e.Decider)
}

// UnmarshalJSON reads an entrant, refusing unknown fields: a built-in
// decider or a person by its name, a custom one as a name New finds among
// the custom strategies it is given. A person or a built-in saved with a
// version, or a custom one with parameters, wraps ErrBrawler.
func (e *Entrant) UnmarshalJSON(data []byte) error {
	return entrantJSON.Unmarshal(data, (*entrantFields)(e), &e.Decider)
}

// entrantFields is an Entrant without his JSON methods. In JSON a
// person's seat comes back as Person; a bad field or a bad decider wraps
// ErrBrawler, the second naming the brawler.
type entrantFields Entrant

var entrantJSON = encounter.Participant[entrantFields, Strategy]{
	Save:   savedOf,
	Find:   func(s encounter.Saved) (Strategy, error) { return personOr(deciderOf(s, nil)) },
	Fields: func(err error) error { return fmt.Errorf("%w: %w", ErrBrawler, err) },
	Decider: func(e *entrantFields, err error) error {
		return fmt.Errorf("%w: %s: %w", ErrBrawler, e.Brawler.Name, err)
	},
}

// personOr returns d, or Person for a person's seat (nil).
func personOr(d Strategy, err error) (Strategy, error) {
	if d == nil && err == nil {
		return Person, nil
	}
	return d, err
}

// decider returns the strategy that plays e — Cautious when none is set —
// or nil for a person's seat. A custom strategy named in JSON is found
// among custom by its Name and Version; one not found is an error
// wrapping ErrBrawler that lists the names it could have been, unless
// lost is true (Resume: a replay asks no decider), when it stays a name.
func (e *Entrant) decider(custom []Strategy, lost bool) (Strategy, error) {
	switch d := e.Decider.(type) {
	case nil:
		return Cautious, nil
	case person:
		return nil, nil
	case unresolved:
		for _, c := range custom {
			if n, ok := c.(encounter.Named); ok && n.Name() == d.name && n.Version() == d.version {
				return c, nil
			}
		}
		if lost {
			return d, nil
		}
		return nil, fmt.Errorf("%w: %s: %w", ErrBrawler, e.Brawler.Name, d.missing(custom))
	}
	return e.Decider, nil
}
