package chase

import "github.com/deadmanshand/aces/internal/encounter"

// The text interface: a chase or race played in words, as a person at the
// table plays it — what he is told, the bets he may make, and his answer,
// read and decided in one call.

// Tell returns what rider i is told now, as table talk: the turn, the
// riders and their chips, the cards ahead of him, his limits and the bet
// asked of him ([View.String]), and how the chase or race ended once it
// is over; "" for a rider it does not have.
func (e *engine) Tell(i int) string {
	v, ok := e.View(i)
	if !ok {
		return ""
	}
	if e.out.End != NotOver {
		return v.String() + "\nthe " + e.what() + " is over: " + e.out.String()
	}
	return v.String()
}

// Choices returns the bets rider i may make now, one line for each kind
// of bet ([Options.Choices]) as [Bet.String] writes it — each legal, each
// read back by Answer — a bet with a number followed by that number's
// range on a line of its own that starts with two spaces:
//
//	nothing
//	red 4
//	  red: 1..5
//	white 1
//	  white: 1..3
//	…
//	trade 2 blue for 1 red
//	  red: 1..10 (for 2 blue each)
//
// None when he has no bet to make now. A bet may join these parts.
func (e *engine) Choices(i int) []string {
	v, ok := e.View(i)
	if !ok {
		return nil
	}
	return v.Options.lines()
}

// Answer reads a bet of rider i as [ParseBet] does and decides it as
// Decide does. A line it cannot read, like a bet the rules refuse, is an
// error wrapping [ErrBet] and [ErrRefused], and changes nothing.
func (e *engine) Answer(i int, line string) error {
	return encounter.Answer(line, ParseBet, func(b Bet) error { return e.Decide(i, b) })
}
