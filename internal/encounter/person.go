package encounter

import "errors"

// Person is the decider name of a seat played by a person: the encounter
// stops before each of his decisions and waits for Decide.
const Person = "person"

// ErrWaiting is the sentinel of an encounter that cannot advance until a
// person decides: Step and Run return an error wrapping it, and Waiting
// says who must decide.
var ErrWaiting = errors.New("waiting for a decision")

// ErrRefused is the sentinel every refused choice wraps besides its
// package's own: Decide's refusal of an illegal choice and the text
// answer's refusal of a line, in every encounter package, which re-exports
// it. Setup, state, waiting and over errors do not wrap it, so
// errors.Is(err, ErrRefused) tells "that choice was refused" in any
// encounter.
var ErrRefused = errors.New("choice refused")
