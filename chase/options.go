package chase

import (
	"strconv"
	"strings"
)

// Options lists the bets a rider may make now (rule CS-2). Bet is false
// when he has none to make (his bet made, out, blown, or the chase over —
// and, in [Chase.View], when his strategy bets for him), and the rest is
// then zero. Otherwise each part of a [Bet] may range:
//
//   - Red: 0..Red red chips without a trade (the smaller of Limit.Red and
//     the red held); a trade for red raises the red held, never the limit.
//   - White: 0..White white chips (the smaller of Limit.White and the
//     white held), and no more than the cards the bet moves, 3 + red/2.
//   - Trades: each 2:1 trade the horse's chips allow, at its largest N
//     (2 × N of Give for N of Get), in the order red for blue, red for
//     white, blue for red, blue for white, white for red, white for blue;
//     N 0 where that trade is not possible.
//   - Earn: the colours a white chip may earn; Recover: the colours the
//     horse may recover after a move of fewer than 3 cards (rule CS-6).
//   - GiveUp: a pursuer may give up the chase (rule CSD-6).
//
// Each range alone is legal; [Chase.Decide] checks the bet whole.
// [Options.Choices] lists a bet of each kind.
type Options struct {
	Bet     bool
	Red     int
	White   int
	Trades  [6]Trade
	Earn    [3]Colour
	Recover [4]Colour
	GiveUp  bool
}

// tradePairs are the trades' colours in the order Options lists them.
var tradePairs = [6][2]Colour{
	{RedChip, BlueChip}, {RedChip, WhiteChip}, {BlueChip, RedChip},
	{BlueChip, WhiteChip}, {WhiteChip, RedChip}, {WhiteChip, BlueChip},
}

// optionsOf returns the options of a rider holding held, with bet limits
// limit, who may give up or not.
func optionsOf(held, limit Chips, giveUp bool) Options {
	o := Options{
		Bet:     true,
		Red:     min(limit.Red, held.Red),
		Earn:    [3]Colour{AnyColour, RedChip, BlueChip},
		Recover: [4]Colour{AnyColour, RedChip, BlueChip, WhiteChip},
		GiveUp:  giveUp,
	}
	o.White = min(limit.White, held.White, baseMove+o.Red/2)
	for k, p := range tradePairs {
		n := min(held.Of(p[0])/2, maxChips-held.Of(p[1]))
		o.Trades[k] = Trade{Give: p[0], Get: p[1], N: max(n, 0)}
	}
	return o
}

// text lists the options for a person to choose from, one part a line, in
// the words [ParseBet] reads:
//
//	bet red 0..5, white 0..4 (at most 3 + red/2); 2 red move one card more
//	trade 2:1 before the bet: up to 8 blue for 4 red, up to 20 white for 10 red
//	earn (for white) any, red or blue; recover any, red, blue or white
//	or give up
//
// or "no bet to make now".
func (o *Options) text() string {
	if !o.Bet {
		return "no bet to make now"
	}
	var b strings.Builder
	b.WriteString("bet red 0.." + strconv.Itoa(o.Red) + ", white 0.." + strconv.Itoa(o.White) + " (at most 3 + red/2); 2 red move one card more")
	var trades []string
	for _, t := range o.Trades {
		if t.N > 0 {
			trades = append(trades, "up to "+t.String())
		}
	}
	if trades != nil {
		b.WriteString("\ntrade 2:1 before the bet: " + strings.Join(trades, ", "))
	}
	b.WriteString("\nearn (for white) " + colourList(o.Earn[:]) + "; recover " + colourList(o.Recover[:]))
	if o.GiveUp {
		b.WriteString("\nor give up")
	}
	return b.String()
}

// colourList names colours: "any, red or blue".
func colourList(cs []Colour) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = c.String()
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// choice is a bet of one kind, as Choices lists it, with the range of its
// number, named n (none when n is ""): from lo to hi (a trade's N, the
// chips got).
type choice struct {
	bet    Bet
	n      string
	lo, hi int
}

// choices returns a bet of each kind open now, at a typical value (rule
// CS-2): nothing (the base move); the most red he may bet, rounded down to
// even (red 1..Red); one white chip earning any colour, red or blue (white
// 1..White, at most 3 without red); each trade possible, of one chip
// (1..N); recovering red, blue or white; and giving up, for a pursuer.
func (o *Options) choices() []choice {
	if !o.Bet {
		return nil
	}
	cs := []choice{{bet: Bet{}}}
	if o.Red > 0 {
		cs = append(cs, choice{Bet{Red: max(even(o.Red), 1)}, "red", 1, o.Red})
	}
	if w := min(o.White, baseMove); w > 0 {
		for _, c := range o.Earn {
			cs = append(cs, choice{Bet{White: 1, Earn: c}, "white", 1, w})
		}
	}
	for _, t := range o.Trades {
		if t.N > 0 {
			cs = append(cs, choice{Bet{Trade: Trade{Give: t.Give, Get: t.Get, N: 1}}, t.Get.String(), 1, t.N})
		}
	}
	for _, c := range o.Recover[1:] {
		cs = append(cs, choice{bet: Bet{Recover: c}})
	}
	if o.GiveUp {
		cs = append(cs, choice{bet: Bet{GiveUp: true}})
	}
	return cs
}

// Choices returns a bet of each kind open now, each legal and each at a
// typical value: nothing (the base move of 3 cards); the most red he may
// bet, rounded down to even; one white chip earning any colour, then red,
// then blue; each 2:1 trade his chips allow, of one chip; recovering red,
// blue or white; and, for a pursuer, giving up. A bet may join these
// parts, each within its range in Options. None when Bet is false.
func (o Options) Choices() []Bet {
	cs := o.choices()
	bets := make([]Bet, len(cs))
	for i, c := range cs {
		bets[i] = c.bet
	}
	return bets
}

// lines returns Choices as the text interface lists them: each bet as
// [Bet.String] writes it, followed by the range of its number on a line of
// its own that starts with two spaces ("  red: 1..5").
func (o *Options) lines() []string {
	var ls []string
	for _, c := range o.choices() {
		ls = append(ls, c.bet.String())
		if c.n != "" {
			line := "  " + c.n + ": " + strconv.Itoa(c.lo) + ".." + strconv.Itoa(c.hi)
			if t := c.bet.Trade; t.N > 0 {
				line += " (for 2 " + t.Give.String() + " each)"
			}
			ls = append(ls, line)
		}
	}
	return ls
}
