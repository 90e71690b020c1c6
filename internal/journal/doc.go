// Package journal is the save every encounter shares: not a snapshot of
// the engine's memory but its journal — the setup it was built from, the
// dice state it started with, and every decision answered so far in the
// order it was answered (a person's, a built-in decider's and a custom
// decider's alike), with the other calls that changed it, and a check of
// the point it reached. Resuming builds the encounter with its own
// constructor and replays the journal through the same engine, so a save
// holds nothing play could not produce, everything play produces resumes,
// and its size grows with the decisions, not the events.
//
// An encounter package uses four pieces:
//
//   - [File] is the JSON form of a save: version, setup, starting dice,
//     journal, the point reached and the dice there.
//   - [Journal] is what a playing encounter keeps: it appends an [Entry]
//     for each decision (its choice in the package's text form, and the
//     sides of the draws its decider made on the encounter's dice), each
//     decider change, each move of the dice by someone else, and each other
//     call that changes the encounter ([Journal.Set]); it counts and lists
//     the decisions for taking one back.
//   - [Recorder] is the encounter's dice as a decider sees them: it draws
//     from the encounter's source and, while a decider is being asked,
//     records the sides of each draw.
//   - Replay mode walks a journal while the encounter plays it again
//     ([Journal.Replay]): the next decision for the seat the engine asks
//     ([Journal.Next]), and the entries due at the point the engine has
//     reached ([Journal.Due], applied by [Journal.Apply]); [Journal.Back]
//     is the part of a take-back every encounter shares.
//
// A study keeps no journal: an encounter whose journal is off appends
// nothing and records nothing.
package journal
