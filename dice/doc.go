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
//   - Penetration (DI-1): on the highest face roll again and add the new roll
//     minus 1: a d6 showing 6, 6, 3 totals 13. See [Penetrate], [Dice].
//   - Shot-roll penetration (DI-2): a natural 20 to hit adds d6−1, repeating
//     on 6s. See [ShotRoll].
//   - Fumbles (DI-3): a natural 1 is a fumble only where a rule says so; read
//     it with [Throw.Natural].
//   - Ability checks (DI-4): d20 less than the score, or half the score. See
//     [AbilityCheck], [HalfAbilityCheck].
//   - Skill checks (DI-5, DI-6): d100 + difficulty bonus ≥ mastery (100%
//     unskilled, lower is better); Trivial +90, Easy +80, Average +40,
//     Difficult +0, Very Difficult −10. See [SkillCheck], [SkillChance],
//     [DifficultyTable].
//   - Cards (DI-7): a uniform d52, a real deck with jokers and a reshuffle
//     policy, and the d4-suit + d12-rank method. See [Card], [Deck],
//     [DeckOf], [CardFromDice].
//   - Savage Worlds trait tests (DI-8): exploding trait die, wild die, TN 4,
//     raises per 4. See [TraitTest].
//   - The 2d6 system (DI-9): characteristic + skill + 2d6 ≥ difficulty. See
//     [GradeTable.Check], [Opposed2d6].
//   - Exact distributions (DI-10), open dice truncated at a stated
//     precision: see [Expr.Distribution], [Expr.Chance].
//   - Mastery levels (DI-11): Novice … Master. See [MasteryTable].
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
