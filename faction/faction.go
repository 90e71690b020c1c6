package faction

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
)

// Faction is one of a town's factions (rule FA-1): a group of locals with
// its own interests, watching every character who rides in. Its interest in
// each character is counted in poker chips of its Colour. It is plain data
// with a JSON form; [Town.Validate] checks it.
//
//   - ID names the faction in code and in JSON references ("law"); Name is
//     its table-talk name ("the Law"). Lookups accept either,
//     case-insensitively.
//   - Colour is the colour of its chips at the table ("blue").
//   - Suit, when set, is the card suit that belongs to it in the town's
//     deck ("spades", "♠", "S"): an encounter card of that suit brings one
//     of its Members (see [Ledger.Encounter]). A faction without a suit
//     still acts through [Ledger.WhoActs].
//   - Buzz is the dice notation rolled for its first hand-out of chips
//     when a character rides into town ("d4-1"; see [Ledger.Buzz]); empty
//     rolls nothing.
//   - Decay, when set, replaces the town's decay for this faction's
//     interest.
//   - Behaviours is its ladder of steps, thresholds rising.
//   - Members say who acts for it: their rank ranges together cover every
//     rank from Ace to King exactly once.
//
// Everything about a faction — its members, its chips, its behaviours, its
// decay, its buzz — is a default of ours or the user's, not from the source
// rules, which speak of Judas Crossing's four factions but neither name nor
// describe them.
type Faction struct {
	ID         string      `json:"id"`
	Name       string      `json:"name"`
	Colour     string      `json:"colour"`
	Suit       string      `json:"suit,omitempty"`
	About      string      `json:"about,omitempty"`
	Buzz       string      `json:"buzz,omitempty"`
	Decay      *Decay      `json:"decay,omitempty"`
	Behaviours []Behaviour `json:"behaviours"`
	Members    []Member    `json:"members"`
}

// Member is someone who acts for a faction, drawn by a card's rank: Ranks
// is a rank or a range of ranks — "K", "2-10", "J-Q" (Ace low: A, 2..10,
// J, Q, K) — and Name says who it is, as table talk ("Deputy Cole Harlan",
// "a cowhand riding for the brand").
type Member struct {
	Ranks string `json:"ranks"`
	Name  string `json:"name"`
}

// parseRanks reads a rank range as a Member's Ranks holds it: one rank
// ("Q", "10") or two joined by a hyphen, low first ("2-10", "J-K"). Ranks
// are A, 2..10, J, Q, K, case-insensitive.
func parseRanks(s string) (lo, hi dice.Rank, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		b = a
	}
	if lo, err = parseRank(a); err != nil {
		return 0, 0, err
	}
	if hi, err = parseRank(b); err != nil {
		return 0, 0, err
	}
	if lo > hi {
		return 0, 0, fmt.Errorf("rank range %q runs backwards", s)
	}
	return lo, hi, nil
}

func parseRank(s string) (dice.Rank, error) {
	t := strings.TrimSpace(s)
	switch strings.ToUpper(t) {
	case "A":
		return dice.Ace, nil
	case "J":
		return dice.Jack, nil
	case "Q":
		return dice.Queen, nil
	case "K":
		return dice.King, nil
	}
	n, err := strconv.Atoi(t)
	if err != nil || n < 2 || n > 10 {
		return 0, fmt.Errorf("%q is not a rank (want A, 2..10, J, Q or K)", s)
	}
	return dice.Rank(n), nil
}

// suitNames are the suits' names, as a faction's suit is written and as
// errors name it.
var suitNames = enum.New[dice.Suit]("suit", "", "Hearts", "Clubs", "Spades", "Diamonds")

// parseSuit reads a faction's suit, ignoring case: a name ("hearts" or
// "heart"), a symbol ("♥") or a letter ("H"); "" is no suit (0).
func parseSuit(s string) (dice.Suit, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, nil
	}
	for suit := dice.Hearts; suit <= dice.Diamonds; suit++ {
		name := suitNames.String(suit)
		for _, alias := range [...]string{name, strings.TrimSuffix(name, "s"), suit.String(), name[:1]} {
			if strings.EqualFold(t, alias) {
				return suit, nil
			}
		}
	}
	return 0, fmt.Errorf("%q is not a suit: want %s, a symbol (♥ ♣ ♠ ♦) or a letter (H C S D)", s, encounter.List(suitNames.List()[1:]))
}

// possessive returns name with an English possessive: "the Law's",
// "the Cattlemen's Association's", "the Brothers'".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}
