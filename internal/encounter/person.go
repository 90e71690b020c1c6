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

// Unreadable is the text answer's refusal of a line its package's parser
// cannot read: it reads as the parser's error err and wraps ErrRefused
// besides what err wraps, so a line of nonsense is refused as an illegal
// choice is.
func Unreadable(err error) error { return unreadable{err} }

// unreadable is Unreadable's error.
type unreadable struct{ err error }

// Error is the parser's message.
func (u unreadable) Error() string { return u.err.Error() }

// Unwrap returns the parser's error and ErrRefused.
func (u unreadable) Unwrap() []error { return []error{u.err, ErrRefused} }
