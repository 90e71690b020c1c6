// Package pronoun is the one pronoun type every package's narration uses:
// he, she or they, with their declined forms and the verb agreement "they"
// needs ("she draws", "they draw"). Each package exposes it as its own
// Pronoun alias with the constants He, She and They, so the values are one
// type across the SDK. The zero value is He, so a participant given no
// pronoun reads as before.
package pronoun

import (
	"errors"
	"fmt"
)

// Pronoun is how narration refers to a character: He (the zero value), She
// or They.
type Pronoun uint8

// The pronouns.
const (
	He   Pronoun = iota // he, him, his, himself; "he draws"
	She                 // she, her, her, herself; "she draws"
	They                // they, them, their, themselves; "they draw"
	count
)

// ErrUnknown is wrapped by the error for a name or value that is not a
// pronoun.
var ErrUnknown = errors.New("unknown pronoun")

// forms holds each pronoun's subject, object, possessive and reflexive.
var forms = [count][4]string{
	He:   {"he", "him", "his", "himself"},
	She:  {"she", "her", "her", "herself"},
	They: {"they", "them", "their", "themselves"},
}

// Valid reports whether p is He, She or They.
func (p Pronoun) Valid() bool { return p < count }

// form returns one of the declined forms; an invalid pronoun reads as He.
func (p Pronoun) form(i int) string {
	if !p.Valid() {
		p = He
	}
	return forms[p][i]
}

// Subject returns the subject form: "he", "she", "they". An invalid value
// reads as He, as do all the forms below.
func (p Pronoun) Subject() string { return p.form(0) }

// Object returns the object form: "him", "her", "them".
func (p Pronoun) Object() string { return p.form(1) }

// Possessive returns the possessive determiner: "his", "her", "their".
func (p Pronoun) Possessive() string { return p.form(2) }

// Reflexive returns the reflexive form: "himself", "herself", "themselves".
func (p Pronoun) Reflexive() string { return p.form(3) }

// Verb returns the verb that agrees with p as subject: singular ("draws",
// "has", "is") for He and She, plural ("draw", "have", "are") for They.
func (p Pronoun) Verb(singular, plural string) string {
	if p == They {
		return plural
	}
	return singular
}

// Says returns the subject and its verb: He.Says("has", "have") is "he has",
// They.Says("has", "have") is "they have".
func (p Pronoun) Says(singular, plural string) string {
	return p.Subject() + " " + p.Verb(singular, plural)
}

// Choose returns the text written for p: he's, she's or they's (an invalid
// value takes he's). It picks whole phrases whose words a rule cannot
// derive — "the last man standing", "the last woman standing", "the last
// one standing" — and, being one of its arguments, it allocates nothing.
func (p Pronoun) Choose(he, she, they string) string {
	switch p {
	case She:
		return she
	case They:
		return they
	}
	return he
}

// String returns the subject form, the name of the pronoun: "she"; an
// invalid value reads "Pronoun(7)".
func (p Pronoun) String() string {
	if !p.Valid() {
		return fmt.Sprintf("Pronoun(%d)", uint8(p))
	}
	return forms[p][0]
}

// Parse returns the pronoun named "he", "she" or "they"; any other name is
// an error wrapping ErrUnknown that lists the valid ones.
func Parse(s string) (Pronoun, error) {
	for p := He; p < count; p++ {
		if forms[p][0] == s {
			return p, nil
		}
	}
	return He, fmt.Errorf("%w %q: want he, she or they", ErrUnknown, s)
}

// MarshalText encodes the pronoun by name ("she"); an invalid value is an
// error wrapping ErrUnknown.
func (p Pronoun) MarshalText() ([]byte, error) {
	if !p.Valid() {
		return nil, fmt.Errorf("%w %d: want he, she or they", ErrUnknown, uint8(p))
	}
	return []byte(forms[p][0]), nil
}

// UnmarshalText decodes a pronoun name as Parse does, leaving p unchanged on
// an error.
func (p *Pronoun) UnmarshalText(b []byte) error {
	q, err := Parse(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}
