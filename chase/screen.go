package chase

import "github.com/deadmanshand/aces/dice"

// Screen is a chase or race as a game master sees it: everything its
// riders' Views show, and what they hide — every bet recorded for the
// coming turn (Bets[i], where Decided[i]) — with each rider's decider
// ([Person] for a person; the Riders hold none), the course, the turn cap
// and the outcome so far. Turn is the number of turns played; Length a
// race's length in cards (0 in a chase).
type Screen struct {
	Turn     int
	Phase    Phase
	Weather  Weather
	Race     bool
	Length   int
	MaxTurns int
	Riders   []Rider
	States   []RiderState
	Track    []dice.Card
	Course   Course
	Decided  []bool
	Bets     []Bet
	Deciders []Strategy
	Outcome  Outcome
}

// State returns the whole chase or race as a game master sees it, the bets
// recorded for the coming turn included. The bets, flags and deciders are
// copies; its other slices alias the chase or race: read them, never keep
// or change them.
func (e *engine) State() Screen {
	if !e.ready {
		return Screen{}
	}
	s := Screen{
		Turn: e.turn, Phase: e.phase, Weather: e.weather, Race: e.race, Length: e.length, MaxTurns: e.maxTurns,
		Riders: e.riders, States: e.st, Track: e.track, Course: e.course, Outcome: e.out,
		Decided: make([]bool, len(e.riders)), Bets: make([]Bet, len(e.riders)), Deciders: make([]Strategy, len(e.riders)),
	}
	for i := range e.riders {
		if e.decided.has(i) {
			s.Decided[i], s.Bets[i] = true, e.bets[i]
		}
		s.Deciders[i] = e.strategy(i)
	}
	return s
}
