package faction

import (
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/internal/words"
)

// EventKind says what happened in town.
type EventKind uint8

// The kinds of event.
const (
	Buzzed      EventKind = iota + 1 // a character rode in: a faction's buzz (Chips)
	Awarded                          // chips for a witnessed deed (Chips)
	Decayed                          // interest faded (Chips lost, Times decays)
	Behaves                          // an evaluation: a faction's interest and step (Change)
	Encountered                      // an encounter card brought a faction member
	Townsfolk                        // an encounter card brought only townsfolk
	Happened                         // a joker brought a happening
	Acts                             // a card named the member who acts for a faction
)

var eventNames = enum.New[EventKind]("event kind", "none",
	"buzz", "award", "decay", "behaviour", "encounter", "townsfolk", "happening", "acts",
)

// String returns the kind's name: "award".
func (k EventKind) String() string { return eventNames.String(k) }

// MarshalText encodes the kind by name; a kind without one is an error
// wrapping ErrState.
func (k EventKind) MarshalText() ([]byte, error) { return eventNames.Marshal(k, ErrState) }

// UnmarshalText decodes a kind's name, ignoring case. An unknown name is an
// error wrapping ErrState that lists the kinds.
func (k *EventKind) UnmarshalText(b []byte) error { return eventNames.Unmarshal(b, k, ErrState) }

// MaxEventWitnesses is how many witnesses an Event names one by one.
const MaxEventWitnesses = 3

// Event is something that happened in town: when, what kind, which
// faction and character, the chips and the interest after it, and the
// details of its kind. It is a flat value that shares no memory a ledger
// changes; String formats it lazily as table talk:
//
//	day 0: Jake rides into town — the Law's interest in Jake is 2 blue chips (d4-1: [3] - 1 = 2)
//	day 3: Jake won a brawl at the Silver Spur, witnessed by Belle Ransome: +3 black chips — the Sporting Crowd's interest in Jake rises to 7
//	day 14: the Law's interest in Jake fades by 1 to 4
//	day 17: the Cattlemen's Association's interest in Jake reaches 12 — they offer work: the Colonel offers riding wages, forty dollars a month and found
//	day 3, the Silver Spur saloon: J♣ — Kid Dorsey, the house gun (the Sporting Crowd); their interest in Jake is 7 — they approach: …
//	day 5: 9♦ — the Cattlemen's Association sends a range rider of the Association; their interest in Jake is 12 — they offer work: …
type Event struct {
	Day         Day       `json:"day"`
	Kind        EventKind `json:"kind"`
	Faction     string    `json:"faction,omitempty"`     // the faction's ID
	FactionName string    `json:"factionName,omitempty"` // its table-talk name
	Colour      string    `json:"colour,omitempty"`      // its chips' colour
	Character   string    `json:"character,omitempty"`
	// Chips is the chips handed out (Buzzed, Awarded) or lost (Decayed).
	Chips int `json:"chips,omitempty"`
	// Interest is the faction's interest in the character after the event.
	Interest int `json:"interest"`
	// Deed is what the character did (Awarded) or how he rode in (Buzzed).
	Deed string `json:"deed,omitempty"`
	// Witnesses holds the first MaxEventWitnesses who saw the deed and Seen
	// how many did (Awarded); the award record lists them all.
	Witnesses [MaxEventWitnesses]string `json:"witnesses,omitzero"`
	Seen      int                       `json:"seen,omitempty"`
	// Roll is the buzz roll (Buzzed; Roll.Expr is nil when nothing was
	// rolled), Bonus the GM's bonus added to it.
	Roll  dice.Result `json:"-"`
	Bonus int         `json:"bonus,omitempty"`
	// Times is how many decays took chips, Floor the floor they stop at
	// (Decayed).
	Times int `json:"times,omitempty"`
	Floor int `json:"floor,omitempty"`
	// Step and Does are the faction's step toward the character and what it
	// does (Behaves, Encountered, Acts); Change how the step moved since the
	// last evaluation (Behaves).
	Step   Step   `json:"step,omitempty"`
	Does   string `json:"does,omitempty"`
	Change Change `json:"change,omitempty"`
	// Location, Card, Member and Happening tell an encounter (Encountered,
	// Townsfolk, Happened) or who acts (Acts, which has no Location).
	Location  string    `json:"location,omitempty"`
	Card      dice.Card `json:"card,omitzero"`
	Member    string    `json:"member,omitempty"`
	Happening string    `json:"happening,omitempty"`
}

// String formats the event as table talk (see [Event]).
func (e Event) String() string {
	var b strings.Builder
	b.WriteString(e.Day.String())
	if e.Location != "" {
		b.WriteString(", ")
		b.WriteString(e.Location)
	}
	b.WriteString(": ")
	switch e.Kind {
	case Buzzed:
		b.WriteString(e.Character + " " + e.Deed + " — ")
		if e.Chips == 0 {
			b.WriteString(e.FactionName + " pays " + e.Character + " no mind")
		} else {
			b.WriteString(possessive(e.FactionName) + " interest in " + e.Character + " is ")
			chips(&b, e.Chips, e.Colour)
		}
		switch {
		case e.Roll.Expr != nil:
			b.WriteString(" (" + e.Roll.String())
			if e.Bonus != 0 {
				b.WriteString(", " + signed(e.Bonus) + " bonus")
			}
			b.WriteByte(')')
		case e.Bonus != 0:
			b.WriteString(" (" + signed(e.Bonus) + " bonus)")
		}
	case Awarded:
		b.WriteString(e.Character + " " + e.Deed)
		witnessed(&b, e.Witnesses, e.Seen)
		b.WriteString(": +")
		chips(&b, e.Chips, e.Colour)
		b.WriteString(" — " + possessive(e.FactionName) + " interest in " + e.Character + " rises to " + strconv.Itoa(e.Interest))
	case Decayed:
		b.WriteString(possessive(e.FactionName) + " interest in " + e.Character + " fades by " +
			strconv.Itoa(e.Chips) + " to " + strconv.Itoa(e.Interest))
		if e.Interest == e.Floor && e.Floor > 0 {
			b.WriteString(" and holds there")
		}
	case Behaves:
		b.WriteString(possessive(e.FactionName) + " interest in " + e.Character)
		switch e.Change {
		case Rises:
			b.WriteString(" reaches ")
		case Falls:
			b.WriteString(" falls to ")
		default:
			b.WriteString(" is ")
		}
		b.WriteString(strconv.Itoa(e.Interest))
		switch {
		case e.Step != NoStep:
			step(&b, e.Step, e.Does)
		case e.Change == Falls:
			b.WriteString(" — they lose interest")
		}
	case Encountered:
		b.WriteString(e.Card.String() + " — " + e.Member + " (" + e.FactionName + ")")
		if e.Character != "" {
			b.WriteString("; their interest in " + e.Character + " is " + strconv.Itoa(e.Interest))
			step(&b, e.Step, e.Does)
		}
	case Townsfolk:
		b.WriteString(e.Card.String() + " — only townsfolk")
		if e.FactionName != "" {
			b.WriteString(": " + e.FactionName + " keeps away")
		}
	case Happened:
		b.WriteString(e.Card.String() + " — " + e.Happening)
	case Acts:
		b.WriteString(e.Card.String() + " — " + e.FactionName + " sends " + e.Member)
		if e.Character != "" {
			b.WriteString("; their interest in " + e.Character + " is " + strconv.Itoa(e.Interest))
			step(&b, e.Step, e.Does)
		}
	default:
		b.WriteString(e.Kind.String())
	}
	return b.String()
}

// chips writes "3 black chips", "1 red chip".
func chips(b *strings.Builder, n int, colour string) {
	b.WriteString(words.Count(n, colour+" chip", colour+" chips"))
}

// step writes " — they offer work: <does>"; nothing for NoStep.
func step(b *strings.Builder, s Step, does string) {
	if s == NoStep {
		return
	}
	b.WriteString(" — they " + s.String())
	if does != "" {
		b.WriteString(": " + does)
	}
}

// witnessed writes ", witnessed by A, B and C" for up to three witnesses,
// ", witnessed by A, B and 3 others" for more.
func witnessed(b *strings.Builder, w [MaxEventWitnesses]string, n int) {
	if n <= 0 {
		return
	}
	b.WriteString(", witnessed by ")
	switch {
	case n == 1:
		b.WriteString(w[0])
	case n <= len(w):
		b.WriteString(strings.Join(w[:n-1], ", ") + " and " + w[n-1])
	default:
		b.WriteString(w[0] + ", " + w[1] + " and " + strconv.Itoa(n-2) + " others")
	}
}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}
