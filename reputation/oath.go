package reputation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
)

// OathState is where an oath stands: sworn, kept or broken (rule RE-4). The
// zero OathState is not a state: an oath is made with [Swear]. It marshals to
// JSON as "sworn", "kept" or "broken"; anything else wraps [ErrOath].
type OathState uint8

// The states of an oath.
const (
	Sworn  OathState = iota + 1 // sworn by his Reputation, not yet settled
	Kept                        // made good: no gain, a man is expected to keep his word
	Broken                      // broken, intentionally or otherwise: he loses Reputation
)

var oathStateNames = enum.From[OathState](1, "oath state", "sworn", "kept", "broken")

// String returns the state's name: "sworn".
func (o OathState) String() string { return oathStateNames.String(o) }

// MarshalText encodes the state by name.
func (o OathState) MarshalText() ([]byte, error) { return oathStateNames.Marshal(o, ErrOath) }

// UnmarshalText decodes a state name ("sworn", "kept", "broken"), ignoring
// case.
func (o *OathState) UnmarshalText(b []byte) error { return oathStateNames.Unmarshal(b, o, ErrOath) }

// Oath is an oath a character swore by his Reputation (rule RE-4): the words
// and whether it is still sworn, kept or broken. Keeping it gains nothing;
// breaking it costs Reputation. It marshals to JSON as {"words", "state"};
// unmarshalling validates it.
type Oath struct {
	Words string    `json:"words"`
	State OathState `json:"state"`
}

// Swear makes an oath (rule RE-4): the character swears by his Reputation.
// Words that are blank wrap [ErrOath].
func Swear(words string) (Oath, error) {
	o := Oath{Words: words, State: Sworn}
	if err := o.Validate(); err != nil {
		return Oath{}, err
	}
	return o, nil
}

// Validate reports an oath without words or with an unknown state; the
// error wraps [ErrOath].
func (o Oath) Validate() error {
	if strings.TrimSpace(o.Words) == "" {
		return fmt.Errorf("%w: an oath needs words", ErrOath)
	}
	if !oathStateNames.Valid(o.State) {
		return fmt.Errorf("%w: oath %q has state %v", ErrOath, o.Words, o.State)
	}
	return nil
}

// UnmarshalJSON decodes and validates an oath. Unknown fields are an error.
func (o *Oath) UnmarshalJSON(data []byte) error {
	type plain Oath
	var v plain
	if err := encounter.StrictAs(data, &v, ErrOath); err != nil {
		return err
	}
	if err := Oath(v).Validate(); err != nil {
		return err
	}
	*o = Oath(v)
	return nil
}

// String describes the oath: `oath "to see Clanton hang": sworn`.
func (o Oath) String() string {
	return "oath " + strconv.Quote(o.Words) + ": " + o.State.String()
}

// Keep settles a sworn oath as kept (rule RE-4). It gains nothing: a man is
// expected to keep his word. An oath that is not sworn wraps [ErrOath].
func (o *Oath) Keep() error {
	if o.State != Sworn {
		return fmt.Errorf("%w: %q cannot be kept, it is %v", ErrOath, o.Words, o.State)
	}
	o.State = Kept
	return nil
}

// Break settles a sworn oath as broken, intentionally or otherwise, and
// takes the penalty from the standing of the man who swore it (rule RE-4).
// The amount is not in the rules: pass [DefaultOathPenalty] (Reputation −10)
// or your own. A penalty that would raise his Reputation, an oath that is not
// sworn, or a penalty that [Standing.Award] refuses is an error (wrapping
// [ErrOath] or [ErrAward]), and then nothing changes.
func (o *Oath) Break(s *Standing, penalty Award) (Awarded, error) {
	if o.State != Sworn {
		return Awarded{}, fmt.Errorf("%w: %q cannot be broken, it is %v", ErrOath, o.Words, o.State)
	}
	if penalty.Reputation > 0 {
		return Awarded{}, fmt.Errorf("%w: breaking an oath cannot raise Reputation (penalty %+d)", ErrOath, penalty.Reputation)
	}
	if penalty.Why == "" {
		penalty.Why = "broke an oath"
	}
	w, err := s.Award(penalty)
	if err != nil {
		return Awarded{}, err
	}
	o.State = Broken
	return w, nil
}
