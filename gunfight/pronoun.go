package gunfight

import "github.com/deadmanshand/aces/internal/pronoun"

// Pronoun is how narration refers to a character: [He] (the zero value, so
// a character given none reads as before), [She] or [They]. It is one type
// across the SDK's packages, named "he", "she" or "they" in JSON; any other
// name is refused with an error listing those three. Its methods give the
// declined forms (Subject, Object, Possessive, Reflexive) and the verb that
// agrees with it (Verb("draws", "draw")).
type Pronoun = pronoun.Pronoun

// The pronouns: he/him/his/himself, she/her/her/herself and
// they/them/their/themselves ("they draw", "they have", "they are").
const (
	He   = pronoun.He
	She  = pronoun.She
	They = pronoun.They
)
