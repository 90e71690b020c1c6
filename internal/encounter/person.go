package encounter

import "errors"

// Person is the decider name of a seat played by a person: the encounter
// stops before each of his decisions and waits for Decide.
const Person = "person"

// ErrWaiting is the sentinel of an encounter that cannot advance until a
// person decides: Step and Run return an error wrapping it, and Waiting
// says who must decide.
var ErrWaiting = errors.New("waiting for a decision")
