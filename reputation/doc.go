// Package reputation keeps a character's standing in the society of Aces &
// Eights: his Reputation (or Notoriety), the Reputation Points he spends on
// re-rolls, his mulligans, his Fame, the oaths he swore, and what all of it
// does to him in a scrape.
//
// Reputation measures a man against the West's ideals of courage, integrity
// and nerve — not good and evil. Fame measures only how well known he is.
// Both are awarded by the GM after each scene, and both show at the table:
// in every die roll, in the re-rolls a man can afford, in the songs sung
// about him, and in the nerve he keeps when the lead starts flying.
//
// # The procedure
//
//  1. A new character gets a [Standing] with [NewStanding]: his starting
//     Reputation (rule CH-7, computed by the character package), as many
//     Reputation Points, and his starting Fame. [StandingOf] reads one
//     from a character model (a character sheet), his highest Fame with it.
//  2. Every die roll he makes takes his Reputation's modifier,
//     [DieMod] of his score: −1 Disreputable, +1 Great and Legendary, in the
//     roll's favourable direction (RE-1, RED-1, DID-1).
//  3. At the start of each session, [Standing.StartSession] gives a Great
//     character 1 mulligan and a Legendary one 2 ([Standing.Mulligan]). At
//     any time he may spend 10 RP on a re-roll ([Standing.Reroll]) of his
//     own combat roll, ability check or skill check, or of another's roll
//     that directly affects him; a re-roll can itself be re-rolled (RE-2).
//  4. Before a gunfight the encounter asks [Facing] what his Reputation and
//     Fame do against each opponent — Speed and Accuracy modifiers if he
//     recognises a more famous man, and his [Nerve] — and during it asks
//     [Nerve.React] after every blow whether he must seek cover, flee or
//     leave the fight (RE-7, RED-2).
//  5. After each scene the GM gives an [Award] — Reputation, Fame and BP —
//     with his own deltas or from a [DeedTable] ([DefaultDeeds] is ours).
//     RP move with the score; a Notoriety gains none; Great and Legendary
//     add 1 BP for every full 10 BP earned ([BPBonus]) and the Reputation
//     Bonus talent 1 Reputation for every full 10 earned
//     ([ReputationBonus]), each counting over every award with its
//     remainder kept on the Standing (CHD-6); the first time Fame reaches
//     50 his name enters the songs (RE-5, RE-6).
//  6. An [Oath] is sworn by his Reputation: keeping it gains nothing,
//     breaking it costs [DefaultOathPenalty] or the GM's own (RE-4).
//  7. After each session a [Group] of partners moves every member's
//     Reputation and Fame 1 point toward the group's average (RE-3, RE-5).
//  8. As months pass, [Standing.Decay] takes 1 Fame a month, never below
//     20% of the highest Fame he ever held; each week, once his name is in
//     the songs, [Standing.RollBoast] rolls the 10% chance that a notorious
//     foe starts boasting he can whip him (RE-5).
//
// # Rules
//
// RE-1 … RE-7 are the source rules'; the RED decisions and the Defaults
// (the deed table, the oath penalty) are ours: this SDK's own reading where
// the source rules are silent, ambiguous or disagree, or a table they leave
// out, stated where it applies and, as data, replaceable.
//
//   - RE-1 Categories: Disreputable 0–5, Low 6–20, Average 21–70, Great
//     71–100, Legendary 101+; Notoriety below 0 on the absolute value, with
//     none of the benefits. See [CategoryOf], [DieMod], [Mulligans],
//     [BPBonus], [MoreOftenTargeted].
//   - RE-2 Reputation Points: see [Standing.Reroll], [Standing.PayReroll].
//   - RE-3 Group reputation: see [Group].
//   - RE-4 Oaths: see [Oath], [DefaultOathPenalty].
//   - RE-5 Fame: see [FameCategoryOf], [Standing.Decay], [FameFloor],
//     [Standing.RollBoast], [Facing].
//   - RE-6 Awards: see [Standing.Award], [DeedTable].
//   - RE-7 Effects in a scrape: see [Facing], [Scrape], [Nerve].
//   - RED-1 Notoriety: any negative score is notorious ([Notorious]); the
//     bands of the absolute value decide nerves; no benefits, but the
//     Disreputable −1 still applies.
//   - RED-2 Both Fame rules stack, only against a recognised opponent.
//   - RED-3 Reputation's ±1 reaches every roll a character makes in an
//     encounter; the encounters read it from [DieMod].
//   - RED-4 …and the checks he rolls outside encounters, through his sheet
//     (package character reads [DieMod] too).
//   - RED-5 "The first time Fame reaches 50" is judged against the highest
//     Fame he ever held, kept with his standing wherever it is stored: see
//     [Standing.Songs], [StandingOf].
//   - CH-7 Starting Reputation and Fame: see [NewStanding].
//   - CH-10, CHD-6 Reputation Bonus (+1 Reputation per full 10 earned) and
//     the Great/Legendary BP bonus (+1 BP per full 10 earned), counted over
//     everything earned since the last bonus, nothing while Notorious: see
//     [PerTen], [ReputationBonus], [BPBonus], [Standing.Award].
//   - CHD-4 Winning a fight earns no BP by itself: see [DefaultDeeds].
//   - DID-1 A ±1 to all die rolls helps or hurts in each roll's own
//     direction ([Direction]).
//
// Where the rules are silent the package says so in the doc comment and
// picks a default: the award tables and the oath penalty (data, replaceable),
// the rounding of group averages and Fame floors, and how Courage meets the
// nerve rules.
//
// Randomness comes only through an injected [dice.Rand]; every function that
// rolls documents its draws. As everywhere in the SDK, a re-roll or
// mulligan given nil dice is an error ([ErrReroll]), while the rolling
// helper [Standing.RollBoast] panics on nil dice, as its doc says. All state — [Standing], [Oath], [DeedTable],
// the category names — marshals to JSON and is validated when read back. See
// the examples for a re-roll paid with RP, a year of Fame decay and a
// drifter facing a famous gunman.
package reputation
