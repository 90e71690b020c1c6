// Package dice is the ground floor of the aces SDK: seeded randomness, the
// dice and checks of Aces & Eights, cards and decks, dice notation and exact
// probabilities. Every other package rolls through it.
//
// # Randomness
//
// Every function that rolls takes a [Rand] — anything with IntN(n int) int —
// and calls it once per die, in an order each function documents. [Source]
// is the seeded production source (PCG-DXSM, savable with MarshalBinary);
// *math/rand/v2.Rand works too; package dicetest scripts faces for tests and
// feeds rapid's property tests. [StudySeed] gives item i of a study of many
// duels its own seed, so a study splits across workers and machines and
// still rolls the same dice.
//
// # Rolls that explain themselves
//
// A rule's roll returns a record, not just a number: [Throw] (dice and their
// faces, penetration chains included), [Check] (dice, modifiers with their
// reasons, target, outcome, margin), [Contest], [TraitRoll], [Result]. Each
// has a String that reads like table talk:
//
//	Riding: d100 47 +40 (Average) = 87 ≥ 72: success by 15
//
// Records are flat values of fixed size, so rolling allocates nothing. A
// Throw or a Result is a few machine words; a Check is larger, and engines
// that keep checks in memory they own (an event in a reused slice) fill them
// in place with [Check.Skill] and [Check.Against] rather than copying one
// back from [SkillCheck].
//
// # The rules
//
// Each rule has an ID; the tests that prove it carry the ID in their names.
// DI-1 … DI-11 are the source rules' (DI-2 from the publisher's pages; DI-6,
// DI-11 and DI-7's uniform card Defaults); the DID decisions and the
// Defaults are ours: this SDK's own reading where the source rules are
// silent, ambiguous or disagree, or a table they leave out, stated where
// it applies and, as data, replaceable.
//
//   - DI-1 Penetration: on the highest face roll again and add the new roll minus 1 ([Penetrate]).
//   - DI-2 Shot-roll penetration: a natural 20 to hit adds d6−1, again on each 6 ([ShotRoll]).
//   - DI-3 Fumble: a natural 1 is a fumble only where a rule says so ([Throw.Natural]).
//   - DI-4 Ability check: d20 less than the score, or half the score ([AbilityCheck]).
//   - DI-5 Skill check: d100 + difficulty bonus ≥ mastery, 100% unskilled ([SkillCheck]).
//   - DI-6 Difficulties: Trivial +90, Easy +80, Average +40, Difficult +0, Very Difficult −10.
//   - DI-7 Cards: a uniform d52, a real deck, and the d4-suit + d12-rank method ([Deck], [CardFromDice]).
//   - DI-8 Savage Worlds trait test: exploding trait and wild dice, TN 4, raises per 4 ([TraitTest]).
//   - DI-9 2d6 system: characteristic + skill + 2d6 ≥ difficulty ([GradeTable.Check], [Opposed2d6]).
//   - DI-10 Exact distributions of expressions, open dice truncated at a stated precision ([Expr.Distribution]).
//   - DI-11 Mastery levels: Unskilled, Novice, Average, Advanced, Expert, Master ([MasteryTable]).
//   - DID-1 A bonus to "all die rolls" lowers the roll of roll-under checks (pass it negative).
//   - DID-2 Shot-roll penetration is on by default and can be switched off ([ShotRoll]).
//   - DID-4 2d6 system: opposed ties are rolled again ([Opposed2d6]).
//
// # Dice, ranges and misuse
//
// A die kept in a record has 2..[MaxSides] sides, a group 1..[MaxCount]
// dice: notation, JSON and [Dice.Validate] refuse anything else with an
// error, and [Dice.Roll], [Penetrate], [Explode] and [RollAgainst] panic on
// sides outside that range rather than record a face that does not fit.
// [D] and [Sum] keep no record and roll any die of one side or more.
//
// One rule for nil dice across the SDK: a constructor given a nil [Rand]
// returns an error ([NewDeck]); a rolling helper given one may panic, as its
// doc says; an out-of-range index returns the zero value and false, or an
// error. Bad input is an error that wraps one of the package's sentinels
// (ErrNotation, ErrDice, …) and says what was wrong.
//
// # Notation
//
// [Parse] compiles notation once into an [Expr] that rolls many times
// without allocating, prints back canonically, and knows its exact [Dist]:
// "2d6+1", "1d8+1d6+2", "2d6p" (penetrating), "d8!" (exploding), "4d6kh3"
// and "4d6dl1" (keep and drop), "2d20kl1", "1d20r1" (reroll a 1, once),
// "6d10>=8" (count the dice reaching 8), "3d8*10", "(2d6+1)/2" (division
// rounds down). A roll's [Result] records every face, dropped and rerolled
// ones too. [Expr.Against] and [Expr.Skill] roll an expression against a
// target, and [Expr.Chance] and [Expr.SkillChance] give the exact odds.
// Distributions of open-ended dice are infinite: [Expr.Distribution] cuts
// each chain where it is less likely than the precision asked for (1e-12
// is a good choice) and says how much it left out ([Dist.Tail]).
//
// The runnable tour is examples/dice: go run ./examples/dice -seed 7.
package dice
