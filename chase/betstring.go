package chase

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// String writes the bet as a person types it, the parts it has in this
// order, those at their zero value left out: "red 4, white 1, earn blue,
// trade 6 blue for 3 red, recover white, give up"; the zero bet is
// "nothing" (the base move of 3 cards). [ParseBet] reads it back.
func (b Bet) String() string {
	var parts []string
	if b.Red != 0 {
		parts = append(parts, "red "+strconv.Itoa(b.Red))
	}
	if b.White != 0 {
		parts = append(parts, "white "+strconv.Itoa(b.White))
	}
	if b.Earn != AnyColour {
		parts = append(parts, "earn "+b.Earn.String())
	}
	if b.Trade != (Trade{}) {
		parts = append(parts, "trade "+b.Trade.String())
	}
	if b.Recover != AnyColour {
		parts = append(parts, "recover "+b.Recover.String())
	}
	if b.GiveUp {
		parts = append(parts, "give up")
	}
	if parts == nil {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

// String writes the trade as the chips change hands: "6 blue for 3 red"
// (2 × N of Give for N of Get).
func (t Trade) String() string {
	return strconv.Itoa(2*t.N) + " " + t.Give.String() + " for " + strconv.Itoa(t.N) + " " + t.Get.String()
}

// betSyntax is what ParseBet reads, for its errors.
const betSyntax = `"nothing", or parts joined by commas: "red N", "white N", "earn COLOUR", "trade 2N COLOUR for N COLOUR", "recover COLOUR", "give up"`

// ParseBet reads a bet written as [Bet.String] writes it, in any case and
// with any spacing, its parts in any order: "red 4, white 1, earn blue,
// trade 6 blue for 3 red, recover white, give up", or "nothing". Colours
// are any, red, blue or white. It checks the words, not the rules:
// [Chase.Decide] does that. A malformed bet wraps [ErrBet] and says what
// was wrong.
func ParseBet(s string) (Bet, error) {
	var b Bet
	bad := func(format string, args ...any) (Bet, error) {
		return Bet{}, fmt.Errorf("%w: %q: %s; want %s", ErrBet, s, fmt.Sprintf(format, args...), betSyntax)
	}
	text := strings.ToLower(strings.TrimSpace(s))
	if text == "nothing" {
		return b, nil
	}
	seen := map[string]bool{}
	for part := range strings.SplitSeq(text, ",") {
		w := strings.Fields(part)
		if len(w) == 0 {
			return bad("an empty part")
		}
		key := w[0]
		if seen[key] {
			return bad("%q twice", key)
		}
		seen[key] = true
		var err error
		switch {
		case key == "red" && len(w) == 2:
			b.Red, err = strconv.Atoi(w[1])
		case key == "white" && len(w) == 2:
			b.White, err = strconv.Atoi(w[1])
		case key == "earn" && len(w) == 2:
			b.Earn, err = colourNamed(w[1])
		case key == "recover" && len(w) == 2:
			b.Recover, err = colourNamed(w[1])
		case key == "give" && len(w) == 2 && w[1] == "up":
			b.GiveUp = true
		case key == "trade" && len(w) == 6 && w[3] == "for":
			b.Trade, err = parseTrade(w[1:])
		default:
			return bad("cannot read %q", strings.TrimSpace(part))
		}
		if err != nil {
			return bad("%q: %v", strings.TrimSpace(part), err)
		}
	}
	return b, nil
}

// parseTrade reads "2N GIVE for N GET", split in words.
func parseTrade(w []string) (Trade, error) {
	give, err := strconv.Atoi(w[0])
	if err != nil {
		return Trade{}, err
	}
	n, err := strconv.Atoi(w[3])
	if err != nil {
		return Trade{}, err
	}
	if give != 2*n {
		return Trade{}, fmt.Errorf("%d for %d: chips trade 2:1 (rule CS-2)", give, n)
	}
	t := Trade{N: n}
	if t.Give, err = colourNamed(w[1]); err != nil {
		return Trade{}, err
	}
	if t.Get, err = colourNamed(w[4]); err != nil {
		return Trade{}, err
	}
	return t, nil
}

// colourNamed returns the colour of a name, in any case; an unknown one
// is an error listing the colours, for ParseBet to wrap.
func colourNamed(name string) (Colour, error) {
	c, err := colourNames.Parse(name, ErrBet)
	if err != nil {
		return 0, errors.New(encounter.Unknown("colour", strings.TrimSpace(name), colourNames.List()))
	}
	return c, nil
}
