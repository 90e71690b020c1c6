package dice

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/words"
)

// Mod is a modifier with its reason: +40 for an Average skill check, −4 for
// shooting from the hip. The same type is used by every package of the SDK.
type Mod struct {
	Value int    `json:"value"`
	Why   string `json:"why,omitempty"`
}

// String formats the modifier as table talk: "+40 (Average)", "-4".
func (m Mod) String() string {
	var b strings.Builder
	m.appendTo(&b)
	return b.String()
}

func (m Mod) appendTo(b *strings.Builder) {
	if m.Value >= 0 {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(m.Value))
	words.Note(b, m.Why)
}

// MaxMods is how many modifiers a record lists one by one.
const MaxMods = 6

// Mods is a fixed-capacity list of modifiers held inside a record, so that
// making a record allocates nothing. When more than MaxMods modifiers are
// added, the last slot accumulates the excess under the reason "others":
// the listed modifiers always add up to [Mods.Sum]. The zero Mods is empty.
type Mods struct {
	list [MaxMods]Mod
	n    uint8
}

// Add appends modifiers. Modifiers of value 0 are kept: a reader may want to
// see that a rule was considered.
func (ms *Mods) Add(mods ...Mod) {
	for _, m := range mods {
		if int(ms.n) < MaxMods {
			ms.list[ms.n] = m
			ms.n++
			continue
		}
		last := &ms.list[MaxMods-1]
		last.Value += m.Value
		last.Why = "others"
	}
}

// Sum returns the total of the modifiers.
func (ms *Mods) Sum() int {
	t := 0
	for _, m := range ms.list[:ms.n] {
		t += m.Value
	}
	return t
}

// List returns the listed modifiers. The slice aliases the record; copy it
// to keep it beyond the record's lifetime.
func (ms *Mods) List() []Mod { return ms.list[:ms.n] }

// Equal reports whether two lists hold the same modifiers in the same order
// (so that go-cmp can compare records that hold modifiers).
func (ms Mods) Equal(o Mods) bool {
	if ms.n != o.n {
		return false
	}
	for i := range ms.list[:ms.n] {
		if ms.list[i] != o.list[i] {
			return false
		}
	}
	return true
}

// String lists the modifiers as table talk: "+40 (Average) -2 (wounds)".
func (ms Mods) String() string {
	var b strings.Builder
	ms.appendTo(&b)
	return b.String()
}

func (ms *Mods) appendTo(b *strings.Builder) {
	for i, m := range ms.list[:ms.n] {
		if i > 0 {
			b.WriteByte(' ')
		}
		m.appendTo(b)
	}
}

// MarshalJSON encodes the listed modifiers as a JSON array.
func (ms Mods) MarshalJSON() ([]byte, error) {
	return json.Marshal(ms.list[:ms.n])
}

// UnmarshalJSON decodes a JSON array of modifiers; more than MaxMods are
// folded as [Mods.Add] does. Malformed JSON, or a key a modifier does not
// have, is an error wrapping [ErrDice].
func (ms *Mods) UnmarshalJSON(data []byte) error {
	var list []Mod
	if err := encounter.Strict(data, &list); err != nil {
		return fmt.Errorf("%w: modifiers: %v", ErrDice, err)
	}
	*ms = Mods{}
	ms.Add(list...)
	return nil
}
