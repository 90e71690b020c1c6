// Package faction keeps the interest a town's factions take in the
// characters of Aces & Eights, counted in poker chips, and what the factions
// do about it.
//
// In the source rules' town of Judas Crossing (the Spanish rules' "Sistema
// de interés de las facciones") four factions watch every character from the moment
// he rides in. The GM hands out poker chips of a faction's colour whenever
// a character does something the locals witness — news and rumours travel
// fast — and the chips measure that faction's interest in him, which does
// not tell praise from enmity. Private acts count for nothing. Interest
// fades with time. Each faction behaves according to the interest each
// character has earned, and a deck of cards picks the encounters at the
// town's locations, the faction members who act, and other random events.
//
// # The procedure
//
//  1. Pick a [Town] — [DefaultTown], or your own loaded with [LoadTown] —
//     and open a [Ledger] with [NewLedger] and a seeded dice.Source.
//  2. As each character rides in, [Ledger.Buzz] hands out the buzz: each
//     faction rolls its buzz dice (plus the GM's bonus for a famous name),
//     or the GM sets the chips himself.
//  3. Whenever a character does something witnessed — a brawl won, a duel,
//     a trial, a good deed or a villainy — [Ledger.Award] gives him chips of
//     each faction that took notice, recording who, what, witnessed by whom
//     and when. A deed without witnesses is refused ([ErrPrivate]).
//  4. When the characters go somewhere, [Ledger.Encounter] draws a card: a
//     joker brings a happening, the suit a faction, the rank the member
//     they meet. [Ledger.WhoActs] draws the member who carries out a
//     faction's step.
//  5. [Ledger.Advance] moves the clock on by days; interest decays by the
//     town's [Decay], never below its floor.
//  6. At the end of a day [Ledger.Evaluate] reports every faction's interest
//     in every character and the step it takes — watch, approach, offer
//     work, warn, threaten, act — flagging the new ones.
//
// Every call that changes the town returns [Event] values whose String
// reads like table talk:
//
//	day 17: the Cattlemen's Association's interest in Jake reaches 12 — they offer work: the Colonel offers riding wages, forty dollars a month and found
//
// A Ledger marshals to JSON with its town, deck and dice, and resumes
// exactly.
//
// # Rules
//
// FA-1 and FA-2 are the source rules'; everything under "What is ours" is
// ours: this SDK's own reading where the source rules are silent, ambiguous
// or disagree, or a table they leave out, stated where it applies and, as
// data, replaceable.
//
//   - FA-1 the factions' interest in each character, in chips: the buzz,
//     witnessed deeds only, decay, behaviours and the deck ([Ledger]).
//   - FA-2 the town as data: Judas Crossing shipped ([DefaultTown]), your
//     own loaded ([LoadTown]).
//   - RE-5 Fame's floor of a fifth of its highest, borrowed for the default
//     decay's floor ([DefaultDecay]).
//
// FA-1 in detail: chips per faction and character ([Ledger.Award],
// [Award]), the buzz ([Ledger.Buzz]), no interest for private acts
// ([ErrPrivate]), no sign to interest (awards are always chips added),
// decay ([Decay], [Ledger.Advance]), behaviours by interest ([Behaviour],
// [Step], [Ledger.Evaluate]), and the deck ([Ledger.Encounter],
// [Ledger.WhoActs]). FA-2 in detail: towns in JSON are validated with
// errors that name the bad entry ([TableError]).
//
// Misuse is an error, never a panic: a nil or zero ledger ([ErrState]), a
// nil town ([ErrTown]), no dice for [NewLedger] ([ErrRand]), a character who has not arrived ([ErrCharacter];
// names compare case-insensitively), an unknown faction or place
// ([ErrFaction], [ErrLocation]).
//
// # What is ours
//
// The source rules describe the system and leave every table out. These
// are defaults of ours, as data, replaceable: the four factions of the
// example town (names, chip colours, suits, members, behaviours and their
// thresholds, buzz dice, locations, happenings); the six steps of the
// behaviour vocabulary; the decay (one chip a week, never below a fifth of
// the highest interest held; the Law's floor is half); the buzz as dice
// with a GM's bonus; the town's deck (54 cards, reshuffled when empty) and
// its mapping — suit to faction, rank to member, a joker to a happening
// picked by a die, a joker to the faction's head when a member must act;
// that a faction whose interest leaps several rungs takes the highest step
// at once; and that a character must ride in (the buzz) before he can
// earn chips.
//
// Randomness comes only through the injected dice.Rand; every method that
// draws documents its draws. See the examples: the buzz, an award, five
// weeks of decay, a faction offering work, an evening's encounters, and a
// town of your own.
package faction
