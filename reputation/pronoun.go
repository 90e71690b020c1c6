package reputation

import "github.com/deadmanshand/aces/internal/pronoun"

// Pronoun is how narration refers to a character: he (the zero value, so
// a character given none reads as before), she or they — the SDK's one
// type, whose values package character names (character.He, character.She,
// character.They), as every encounter package does. It is named "he",
// "she" or "they" in JSON; any other name is refused with an error listing
// those three. Its methods give the declined forms (Subject, Object,
// Possessive, Reflexive) and the verb that agrees with it (Verb("draws",
// "draw")).
type Pronoun = pronoun.Pronoun
