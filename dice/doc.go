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
// in place with [Check.Skill] rather than copying one back from
// [SkillCheck].
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
//   - DI-1 Penetration: on the highest face roll again and add the new roll minus 1 ([Penetrating]).
//   - DI-2 Shot-roll penetration: a natural 20 to hit adds d6−1, again on each 6 ([ShotRoll]).
//   - DI-3 Fumble: a natural 1 is a fumble only where a rule says so ([Throw.Natural]).
//   - DI-4 Ability check: d20 less than the score, or half the score ([AbilityCheck]).
//   - DI-5 Skill check: d100 + difficulty bonus ≥ mastery, 100% unskilled ([SkillCheck]).
//   - DI-6 Difficulties: Trivial +90, Easy +80, Average +40, Difficult +0, Very Difficult −10 ([DefaultDifficulties]).
//   - DI-7 Cards: a uniform d52, a real deck, and the d4-suit + d12-rank method ([Deck], [CardFromDice]).
//   - DI-8 Savage Worlds trait test: exploding trait and wild dice, TN 4, raises per 4 ([TraitTest]).
//   - DI-9 2d6 system: characteristic + skill + 2d6 ≥ difficulty ([GradeTable.Check], [Opposed2d6]).
//   - DI-10 Exact distributions of expressions, open dice truncated at a stated precision ([Expr.Distribution]).
//   - DI-11 Mastery levels: Unskilled, Novice, Average, Advanced, Expert, Master ([MasteryTable]).
//   - DID-1 A bonus to "all die rolls" lowers the roll of roll-under checks (pass it negative).
//   - DID-2 Shot-roll penetration is on by default and can be switched off ([ShotRoll]).
//   - DID-4 2d6 system: opposed ties are rolled again ([Opposed2d6]).
//   - DID-5 A check against half a score compares with the exact half: 2 × roll < score ([HalfAbilityCheck], [BelowHalf]).
//
// # Dice, ranges and misuse
//
// A die kept in a record has 2..[MaxSides] sides, a group 1..[MaxCount]
// dice: notation, JSON and [Dice.Validate] refuse anything else with an
// error, and [Dice.Roll] and [RollAgainst] panic on sides outside that
// range rather than record a face that does not fit.
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
// without allocating, prints back canonically (its labels kept, comments
// left out), knows its real lowest and highest totals ([Expr.Min],
// [Expr.Max]) and its exact distribution ([Expr.Distribution]). A roll's
// [Result] records every face — dropped, rerolled and exploded ones too —
// and prints them as table talk. [Expr.Against] and [Expr.Skill] roll an
// expression against a target, and [Expr.Chance] and [Expr.SkillChance]
// give the exact odds. Distributions of open-ended dice are infinite:
// [Expr.Distribution] cuts each chain where it is less likely than the
// precision asked for (1e-12 is a good choice) and says how much it left
// out ([Dist.Tail]).
//
// The forms, each with an example (letters in any case, spaces between
// terms but not inside a group of dice):
//
//	2d6+1, d6-3         groups of dice and numbers, added and taken away
//	1d20+-5, 2*-3       a sign after an operator: the sign of what follows
//	3d8*10, (2d6+1)/2   products and quotients; a quotient rounds down
//	floor(7/2)          the same quotient (3): it rounds down already
//	ceil((2d6+1)/2)     a quotient rounded up
//	d%, 4dF, 0d6        a d100; Fate dice (−1, 0, +1); no dice (0)
//	(1d4)d6, d(2d4)     a computed count, computed sides: in parentheses
//	2d6mi3, 4d6ma5      each die at least 3, at most 5 ("min", "max" too)
//	2d6p, d6!p          penetrating (DI-1): the chain is one die, each roll after the first less 1
//	d20p6, d4!6         after a highest face, a d6 goes on (the shot roll, DI-2, is d20p6)
//	d8!                 exploding: each highest face rolls a new die, a die of its own
//	d8!!                compounding: the chain of explosions is one die (DI-8)
//	d10!>=9, d6p>=5     a compare point right after !, !!, !p or p: the values that go on
//	1d20r1, d6ro<3      reroll once when the die matches; the second face stands
//	d6rr<=2             reroll until the die no longer matches
//	4d6kh3, 4d6k3       keep the 3 highest
//	2d20kl1             keep the lowest
//	4d6dl1, 4d6d1       drop the lowest
//	3d6dh1              drop the highest
//	4d6kh3dl1           keeps and drops in a chain, in order: here the 2 highest
//	6d10>=8, 4d6=6      count the dice meeting a compare point, after the keeps
//	6d10>=8f1           successes less failures
//	{4d6, 3d8}kh1       a set: its members' totals added, kept or counted
//	(1d20, 1d20)kh1     a set in parentheses: a comma makes one
//	1d8 [fire]          a label: kept with its term, in the record and the text
//	2d6 # to the jaw    a comment, to the end
//
// The grammar:
//
//	expr      = [sign] product { sign [sign] product }
//	product   = factor { ("*" | "×" | "/" | "÷") [sign] factor }
//	factor    = primary [ "[" label "]" ]
//	primary   = number | dice | "(" expr ")" | set | ("floor" | "ceil") "(" expr ")"
//	dice      = [number | "(" expr ")"] "d" (number | "%" | "F" | "(" expr ")") modifiers
//	modifiers = [("mi" | "min") number] [("ma" | "max") number]
//	            [("p" | "!p" | "!" | "!!") [number | compare]]
//	            [("r" | "ro" | "rr") (number | compare)]
//	            { keep number } [compare ["f" (number | compare)]]
//	keep      = "kh" | "k" | "kl" | "dh" | "dl" | "d"
//	set       = ("{" expr {"," expr} "}" | "(" expr "," expr {"," expr} ")")
//	            { keep number } [compare ["f" (number | compare)]]
//	compare   = (">=" | "≥" | ">" | "=" | "<=" | "≤" | "<") number
//	sign      = "+" | "-" | "−"
//
// What the parts mean:
//
//   - A compare point written right after an open mark belongs to it: which
//     values explode or penetrate (without one, the die's highest face). A
//     number there instead names the die rolled after a highest face. A
//     compare point after a reroll mark says which values are rolled again;
//     a bare number N there, and after "f", means N or less. A compare
//     point after everything else counts successes: each kept die (or set
//     member) meeting it adds 1, each meeting the failure point after "f"
//     takes 1 away. Compare points test a die's value after its minimum
//     and maximum.
//   - Every die of "!" is a die: the new ones take the group's rerolls,
//     keeps, drops and counts as the written ones do. A chain of "p", "!p"
//     and "!!" is one die whose value is the chain's; a reroll takes only
//     its first face.
//   - A keep or drop chooses among the group's dice by value; among equal
//     values the die rolled first is kept. Keep 1..N dice, drop 1..N−1,
//     each of a chain counting the dice the one before left; "4d6kh3dl1"
//     keeps three, then drops the lowest of those. A set keeps and counts
//     its members by their totals.
//   - "*" and "/" bind tighter than "+" and "−"; all four group left to
//     right. Division rounds down, toward minus infinity: 7/2 is 3, (−7)/2
//     is −4; ceil rounds up. A divisor that can be 0 ("10/(d6-1)") is
//     refused. A sign before the first product negates that product:
//     "-2d6*3+1" is −(2d6×3) + 1; so does a sign after "+" or "−".
//   - Results below zero are reported as rolled: clamping ("d6−3 HP,
//     negatives count as 0") belongs to the rule that rolls, not to the
//     notation.
//
// Dice are drawn left to right as written: a computed count and sides
// before their group, a die's rerolls right after it, its chain or new
// dice right after those, a set's members in order.
//
// Limits, so that every parsed expression is cheap to roll: at most
// [MaxTerms] terms (numbers and groups) and levels of parentheses; a group
// of at most [MaxCount] dice of at most [MaxSides] sides, where the dice of
// a set and of a computed count (its largest count, and the dice that
// compute it) count together; a computed count or sides that could pass
// those is refused; at most 4 keeps and drops on a group; labels of at
// most [MaxLabel] characters; numbers of at most 7 digits, none above
// [MaxConstant]; a product of closed dice and numbers that could pass ±2⁴⁰
// is refused. A compare point that every face meets where a chain would
// never end ("d6!>=1", "d6rr<=6"), or that no face meets ("d6!>6"), is
// refused, and so is one that makes a chain go on more than 9 times in 10
// ("d20!>=2", "d20rr<=19"). A chain stops after [MaxChain] rolls of one
// die, a guard against a broken source that [Result.Cut] reports (with
// fair dice its chance is below 0.9⁹⁹⁹, under 2⁻¹⁵⁰): so a roll draws at
// most 20 × 100 × 1,000 faces, and with fair dice a few more than the dice
// written. A few combinations are refused rather than given wrong odds:
// exploding "!" dice kept or dropped and counted at once, or kept when
// they explode into dice of another size or come in a computed count; a
// set that both keeps and counts.
//
// # The same text elsewhere
//
// Dice bots and tabletops read some notation otherwise. What dice reads,
// and how to write theirs here:
//
//	text        elsewhere                                    here
//	d20r1       Roll20, rpg-dice-roller: reroll until not 1  once: theirs is d20rr1
//	d6r3        Roll20, rpg-dice-roller: reroll until not 3  a 1, 2 or 3 once: theirs is d6rr=3
//	d6ro3       Roll20, d20 (avrae): a 3 once                a 1, 2 or 3 once: theirs is d6r=3
//	d6rr3       d20 (avrae): until not 3                     until above 3: theirs is d6rr=3
//	6d10>=8f2   rpg-dice-roller: a failure is exactly 2      2 or less: theirs is 6d10>=8f=2
//	4d6k3       d20 (avrae): keep the 3s                     keep the 3 highest; theirs has no form here
//	4d6p2       d20 (avrae): drop the 2s                     penetrate into a d2; theirs has no form here
//	4d6!pkh3    rpg-dice-roller: each penetration a new die  one die per chain (DI-1)
//
// # What changed
//
// The forms whose meaning changed with the notation of the bots. The SDK's
// own tables use none of them in the old sense:
//
//	text        before                                now
//	d8!, 2d6!   a chain of explosions, one die        new dice: the same sums, the record marks "8!"
//	4d6!kh3     each chain kept as one die            every new die kept or dropped: 4d6!!kh3 is the old
//	6d10!>=8    explode on 10, count the dice of 8+   explode on 8+: 6d10!!>=10>=8 is the old
//	d6p>=5      count the penetrating dice of 5+      penetrate on 5+: d6p=6>=5 is the old
//	3d6>=1      Min 0, Max 3                          Min 3 and Max 3, the real bounds
//	6d10>=0     refused                               every die counts
//	0d6, 4d6d1  refused                               0; drop the lowest
//
// The runnable tour is examples/dice: go run ./examples/dice -seed 7.
package dice
