// Package aces is the Go rules SDK for Aces & Eights, the western
// role-playing game of shot clocks, count-ups, poker-chip brawls, horse
// chases and frontier trials. It has no UI: it is the library that dice bots,
// virtual tabletops, character generators, GM screens and balance studies
// build on. This package holds no code; it is the tour.
//
// # The packages
//
//   - dice: the ground floor. Seeded, savable randomness (dice.Source), the
//     game's rolls as records that explain themselves — penetrating dice, the
//     d20 ability check, the d100 skill check, cards from dice and real decks
//     — dice notation ("2d6p+1") and exact probabilities. Also the Savage
//     Worlds trait test and a plain 2d6 system from the same source
//     documents.
//   - character, reputation, wounds: the people (abilities, Speed, Accuracy,
//     skills, talents), their standing (Reputation, Notoriety, Fame) and
//     their bodies (wounds, healing, infection). In progress.
//   - gunfight, brawl, chase, trial, faction: the encounters — the count-up
//     in tenths of a second, the saloon brawl with poker chips, the horse
//     chase on a track of cards, frontier justice, a town's factions.
//     Planned.
//
// Every package depends on dice; encounter packages take the few numbers
// they need in their own small structs and never import each other.
//
// # Where to start
//
// Read the dice package documentation, then run its tour:
//
//	go run ./examples/dice
//
// Everything that rolls takes a dice.Rand; give it a dice.NewSource(seed) and
// the same seed replays the same resolution on any machine. Every rule the
// SDK implements carries an ID from the project's rules digest (DI-1, GU-7 …)
// in its documentation and in the name of the test that proves it.
package aces
