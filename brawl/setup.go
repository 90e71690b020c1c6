package brawl

// Setup is a brawl before its first round: its rules and its brawlers,
// each with his decider and the spot where he stands. New builds the brawl
// of a Setup; Simulate plays one again and again.
type Setup struct {
	Config   Config    `json:"config"`
	Brawlers []Entrant `json:"brawlers"`
}

// Entrant is one brawler of a Setup: the Brawler, the Strategy that plays
// him — nil for the default, Cautious; Person for a person — and the spot
// he is placed at (0: the middle of the floor).
//
// A study calls the strategies from several goroutines at once, each on
// its own brawl: a strategy must be safe for that (the built-ins are). A
// custom strategy takes part in a study only if it has Name() string and
// Version() string methods, which its statistics' fingerprint holds.
type Entrant struct {
	Brawler  Brawler  `json:"brawler"`
	Strategy Strategy `json:"-"`
	Spot     int      `json:"spot,omitempty"`
}

// decider returns the strategy that plays e — Cautious when none is set —
// or nil and true for a person's seat.
func (e Entrant) decider() (Strategy, bool) {
	switch {
	case e.Strategy == nil:
		return Cautious{}, false
	case isPerson(e.Strategy):
		return nil, true
	}
	return e.Strategy, false
}
