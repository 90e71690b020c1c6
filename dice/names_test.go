package dice_test

import (
	"encoding"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// named is an enumeration with a text form.
type named interface {
	fmt.Stringer
	encoding.TextMarshaler
}

// TestNames checks the text of the package's enumerations, which all read
// one names table: every name reads back in any case, an unknown name is an
// error wrapping the package's sentinel that lists the valid names, and a
// value without a name prints as its kind and number.
func TestNames(t *testing.T) {
	for _, c := range []struct {
		what     string
		values   []named
		names    []string
		read     func(string) (named, error)
		sentinel error
		unnamed  named
		shown    string
	}{
		{
			what: "mastery level",
			values: []named{dice.LevelUnskilled, dice.LevelNovice, dice.LevelAverage,
				dice.LevelAdvanced, dice.LevelExpert, dice.LevelMaster},
			names: []string{"Unskilled", "Novice", "Average", "Advanced", "Expert", "Master"},
			read: func(s string) (named, error) {
				var l dice.Level
				err := l.UnmarshalText([]byte(s))
				return l, err
			},
			sentinel: dice.ErrMasteryTable, unnamed: dice.Level(6), shown: "mastery(6)",
		},
		{
			what:   "reshuffle policy",
			values: []named{dice.WhenEmpty, dice.AfterJoker, dice.Never},
			names:  []string{"when empty", "after joker", "never"},
			read: func(s string) (named, error) {
				var p dice.Reshuffle
				err := p.UnmarshalText([]byte(s))
				return p, err
			},
			sentinel: dice.ErrDeck, unnamed: dice.Reshuffle(3), shown: "reshuffle(3)",
		},
	} {
		t.Run(c.what, func(t *testing.T) {
			for i, v := range c.values {
				b, err := v.MarshalText()
				if err != nil || string(b) != c.names[i] || v.String() != c.names[i] {
					t.Errorf("%d: MarshalText = %q, %v; String %q; want %q", i, b, err, v.String(), c.names[i])
				}
				for _, s := range []string{c.names[i], strings.ToUpper(c.names[i]), " " + strings.ToLower(c.names[i]) + " "} {
					if got, err := c.read(s); err != nil || got != v {
						t.Errorf("UnmarshalText(%q) = %v, %v; want %v", s, got, err, v)
					}
				}
			}
			_, err := c.read("sideways")
			want := fmt.Sprintf("unknown %s %q: want %q", c.what, "sideways", c.names[0])
			if !errors.Is(err, c.sentinel) || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), fmt.Sprintf("or %q", c.names[len(c.names)-1])) {
				t.Errorf("UnmarshalText(sideways) = %v; want %v, %s … or %q", err, c.sentinel, want, c.names[len(c.names)-1])
			}
			if _, err := c.unnamed.MarshalText(); !errors.Is(err, c.sentinel) {
				t.Errorf("MarshalText of a value without a name = %v, want %v", err, c.sentinel)
			}
			if got := c.unnamed.String(); got != c.shown {
				t.Errorf("String of a value without a name = %q, want %q", got, c.shown)
			}
		})
	}
	t.Run("sides, suits and ranks", func(t *testing.T) {
		for _, c := range []struct {
			v    fmt.Stringer
			want string
		}{
			{dice.Neither, "neither"}, {dice.SideA, "A"}, {dice.SideB, "B"}, {dice.Side(3), "side(3)"},
			{dice.Suit(0), ""}, {dice.Hearts, "♥"}, {dice.Clubs, "♣"}, {dice.Spades, "♠"}, {dice.Diamonds, "♦"}, {dice.Suit(5), "suit(5)"},
			{dice.Rank(0), "?"}, {dice.Ace, "A"}, {dice.Rank(2), "2"}, {dice.Rank(10), "10"}, {dice.Jack, "J"},
			{dice.Queen, "Q"}, {dice.King, "K"}, {dice.Rank(14), "rank(14)"},
		} {
			if got := c.v.String(); got != c.want {
				t.Errorf("%T %d prints %q, want %q", c.v, c.v, got, c.want)
			}
		}
	})
}
