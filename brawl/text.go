package brawl

import (
	"strconv"

	"github.com/deadmanshand/aces/internal/encounter"
)

// A brawl is played in text as in Go values: Tell says what a person at
// the table is told, Choices what he may answer, and Answer reads his
// answer and decides it. Every encounter of the SDK has these methods.

// Tell returns what seat i is told now, as table talk: the round, his
// stacks and limits, the pot, every seat with its chips, spot, grip and
// condition, and what he decides (View.String); "" for a seat that does
// not exist.
func (b *Brawl) Tell(i int) string {
	v, ok := b.View(i)
	if !ok {
		return ""
	}
	return v.String()
}

// Choices returns what seat i may answer now, one line for each choice
// Answer reads: fight or rest, a bet, each legal turn (each target with
// each special action he can pay for, each move with each weapon to pick
// up and each man to attack there, passing), the chips a blow takes, a
// counter action or none, a raise. A free number stands at a typical legal
// value — half the bet limit, rounded up; one of each colour for a rest;
// the most red first for a blow — and the line after it, which starts
// with two spaces and is not a choice, gives its legal range:
//
//	bet 3 red
//	  N: 0..6
//
// Every line listed is legal now; a legal choice is left out only when one
// of its numbers differs. It is empty when nothing is asked of seat i.
func (b *Brawl) Choices(i int) []string {
	v, ok := b.View(i)
	if !ok {
		return nil
	}
	o := v.Options()
	var ls []string
	number := func(c Choice, what string, lo, hi int) {
		ls = append(ls, c.String())
		if hi > lo {
			ls = append(ls, "  "+what+": "+strconv.Itoa(lo)+".."+strconv.Itoa(hi))
		}
	}
	switch o.Kind {
	case DecideReady:
		if o.Fight {
			ls = append(ls, fight().String())
		}
		ls = append(ls, restFor(Chips{1, 1, 1}).String(), "  CHIPS: any three, of red, blue and white (BR-7)")
	case DecideBet:
		number(betOf(o.Colour, (o.Max+1)/2), "N", 0, o.Max)
	case DecideTurn:
		for _, t := range o.Turns {
			ls = append(ls, t.String())
		}
	case DecideAbsorb:
		ls = append(ls, absorbChips(mixes(o.Damage, o.Stack)[0]).String(),
			"  CHIPS: any "+strconv.Itoa(o.Damage)+" of your "+o.Stack.String()+" (BR-3)")
	case DecideCounter:
		ls = append(ls, counterIt(true).String(), counterIt(false).String())
	case DecideRaise:
		number(raiseBy((o.Max+1)/2), "N", 0, o.Max)
	}
	return ls
}

// Answer reads line as Choice.String writes it (case and extra spaces
// aside) and decides it for seat i, as Decide does. A line that is no
// choice wraps ErrDecision and ErrRefused and says what was expected; a
// choice Decide refuses is its refusal. Either changes nothing.
func (b *Brawl) Answer(i int, line string) error {
	return encounter.Answer(line, parseChoice, func(c Choice) error { return b.Decide(i, c) })
}
