// Package brawl plays the saloon brawl of Aces & Eights: the fist fight the
// game plays with poker chips instead of hit points. Each brawler's chips are
// his strength, agility and endurance; each round of ten seconds he antes and
// bets them like a poker hand, throws his punch, and loses chips to the
// punches he takes, until only one man is standing. The pot of each round
// goes to the highest natural roll, less the house's rake.
//
// # The procedure
//
// Set the brawlers up (Setup, New) and play rounds (Brawl.Step, Brawl.Run):
//
//  1. Chips (BR-1). Each brawler is dealt red (damage) 2 × Str, blue
//     (agility) Int + Dex and white (endurance) Wis + Con; a short brawl
//     halves them. See StartingChips.
//  2. Rest and winding (BR-7, BR-5). At the start of a round a brawler may
//     rest: no ante, no bet, no attack, and three chips of his choice at the
//     start of the next round. A brawler with no white chip is winded: he
//     rests, or pays one red and one blue for the white of his ante.
//  3. Ante and bets (BR-2). Each fighter antes one white chip into the pot
//     (it does not count for endurance), then bets colour by colour — red,
//     blue, white — in ascending Wisdom, each seeing the bets already placed,
//     at most ½ Str red, ½ Dex blue and ½ Con white, rounded down (halved
//     again when stunned, BR-8). See BetLimits.
//  4. Attacks (BR-3). In descending blue bet, ties by Dex, each fighter
//     attacks an adjacent man: d20 + 1 per blue chip bet against the
//     defender's d20 + his Dex to-hit modifier; the attacker must exceed. A
//     hit does 1 + the red chips bet, −2 per white chip the defender bet, and
//     the defender removes that many chips from his stacks in the mix he
//     chooses. Natural rolls (BR-4): the attacker's 1 misses and the defender
//     strikes back at once; the defender's 1 gives the attacker a free
//     attack; the attacker's 20 doubles the red chips and the extra ignore
//     white; the defender's 20 doubles his white.
//  5. Special actions (BR-9): Moving, Using a Weapon, the Counter Action,
//     Body Blow, Break Away, Cross, Grab, Head Butt, Haymaker, Hold, Hook,
//     Jab, Kick, Kidney Punch, Low Blow, Push, Rabbit Punch, Spur, Trip and
//     Uppercut — one per attack, paid with chips that leave the game, the
//     only way past the bet limits, and (except Moving) effective only on a
//     hit. Their costs and numbers are data: DefaultSpecials.
//  6. Exhaustion (BR-5). No red left after a round: at most 1 damage. No
//     blue: no to-hit bonus. All three stacks empty: knocked out; further
//     damage comes off hit points and a man can be beaten to death (GUD-7:
//     down at 0, dead at −10). A blow with a weapon or a Spur (BRD-5), of
//     weapon part W (weapon + Str modifier, or the Spur's 2) and total T
//     after white chips, takes min(chips, T) chips and W + max(0, T − chips
//     − W) hit points: the weapon part always hurts, and so does what the
//     chips cannot cover.
//  7. Stunning (BR-8). Damage in a round of at least half his remaining white
//     chips (a quarter, for an Uppercut) halves his limits next round.
//  8. The pot and the rake (BR-6). The highest natural attack roll of the
//     round wins the pot less the rake: per colour one chip per 1–10 chips,
//     times one per four brawlers who contributed (see Rake). A tie leaves
//     the pot to the next round's winner.
//  9. The end. The brawl is over when at most one brawler is still in the
//     fight, or at the round limit (Config.MaxRounds).
//
// Chips are never made or lost but by these rules (BR-10): the Ledger
// accounts for every one.
//
// # Decisions, dice, records
//
// Every decision — rest or fight, the bets, the target and the special
// action, the mix of chips a blow takes, the counter action and its
// auction — is a Choice, asked of the seat's Strategy or of a person. The
// engine checks every answer by one rule for both and refuses a bad one
// with an error naming the rule, who and the choice (a RuleError wrapping
// ErrRefused, the SDK's one sentinel of a refused choice, ErrDecision and
// ErrBet, ErrChips, ErrSpecial or ErrTarget); nothing changes and the
// decision stays pending. Cautious, Aggressive and Random are built in.
//
// Dice come only from the dice.Rand given to New, in the order Brawl.Step
// documents. Every step is an Event — a flat record in a reused log that
// reads like table talk when printed:
//
//	round 1: Jake's haymaker lands on Bill: d20 16 +6 = 22 > 13 (d20 13 +0); 1+6+3 = 10 damage, −2 for 1 white → 8
//
// A reused Brawl (Brawl.Reset) allocates nothing per round; StandardBrawl
// is the brawl the benchmarks play. The narrated
// example is examples/brawl:
//
//	go run ./examples/brawl -seed 7
//
// # Saves
//
// A brawl marshals to JSON at any point between calls, a pending decision
// and a choice Decide recorded included, and Resume continues it with the
// same events and dice. The save is the brawl's journal, not its state: the
// setup it was built from (the Config, and each brawler with his spot and
// his decider), the dice state it started with, every decision answered so
// far in the order it was answered — a person's, a built-in strategy's
// and a custom one's alike, as its seat and its Choice.String, with the
// sides of the dice a strategy drew through View.Rand before answering —
// each SetDecider, each move of the dice by someone else who drew on them
// between two calls, and a check of the point reached: the round, the
// stage, the colour being bet and the seat asked, and the dice there.
//
//	{"who":1,"do":"bet 3 red"}
//	{"who":2,"do":"rest 1 red 2 white","draws":[8,3,3,3]}
//	{"who":0,"do":"attack 1 with kidney punch"}
//
// Resume builds the brawl with New and replays the journal through the
// same engine, asking no decider, so a save can hold nothing play could
// not produce, and everything play produces resumes; a journal that does
// not replay is refused, naming the entry. Its size grows with the
// decisions, not the events: at most the setup's JSON, 200 bytes and 128
// bytes a journal entry. Brawl.Decisions, Brawl.Entry and Brawl.TakeBack
// use the same journal to take decisions back. A study's brawls keep no
// journal.
//
// # Playing as a person
//
// Put Person in an Entrant's Decider (or call Brawl.SetDecider(i, nil)).
// The round stops before each of his decisions, mid-round included: Step
// returns an error wrapping ErrWaiting, Waiting lists his seat, View(i)
// shows the table and View.Options what he may choose (ranges of bets, the
// legal turns, the chips a blow may take…); Decide records his Choice,
// refusing an illegal one without harm, and the next Step goes on from
// exactly there. The same in text, as every encounter of the SDK plays
// at a terminal: Tell(i) says what he is told, Choices(i) lists the lines
// he may answer, and Answer(i, line) reads one and decides it. Deciders
// and people mix in one brawl, and SetDecider hands a seat over at any
// time. A Brawl is not safe for concurrent use: the caller serializes Step
// and Decide.
//
// # A character between scenes
//
// A brawler walks in as he is (rule WOD-7): his Brawler's Condition (a
// wounds.Condition, read by NewBrawler from a character sheet's Health)
// gives the hit points he brawls with, HitPoints staying his maximum, and
// a man who cannot stand — dead, down or unconscious — is refused with the
// reason. His chips are his abilities' as they are now (an illness's −2
// Str, Dex and Con, WO-3); the hit points a wound has taken do not change
// them (BR-1: chips come from abilities). Once the brawl is over,
// Brawl.Consequences gives what it left each man (package scene): its
// rounds of ten seconds on his clock (BR-2), his lost hit points as one
// brawling wound (GUD-10), death, and the Low Blow's and the winner's
// Reputation by the deed table; a man knocked out above 0 hit points
// stands again when the brawl ends. A character sheet takes them in one
// call (character.Sheet.Apply).
//
// # Rules
//
// BR-1 … BR-10 are the source rules'; the BRD decisions and what is listed
// under "Where the rules are silent" are ours: this SDK's own reading where
// the source rules are silent, ambiguous or disagree, or a table they leave
// out, stated where it applies and, as data, replaceable.
//
//   - BR-1 Chips: red 2 × Str, blue Int + Dex, white Wis + Con; a short
//     brawl halves them. See [StartingChips].
//   - BR-2 The round: ante one white, bets colour by colour in ascending
//     Wisdom, at most ½ Str red, ½ Dex blue, ½ Con white. See [BetLimits].
//   - BR-3 Attacks in descending blue bet: d20 + blue against d20 + the
//     defender's to-hit; 1 + red damage, −2 per white, off the stacks.
//   - BR-4 Naturals: a 1 gives the other man a free blow; the attacker's 20
//     doubles his red past the white; the defender's 20 doubles his white.
//   - BR-5 Exhaustion: no red, at most 1 damage; no blue, no to-hit bonus;
//     no white, winded; all three gone, knocked out. See [Seat.Winded].
//   - BR-6 The rake and the pot: the highest natural attack roll wins the
//     pot less the rake. See [Rake].
//   - BR-7 Rest: three chips back at the start of the next round.
//   - BR-8 Stunning: damage ≥ ½ the remaining white halves next round's
//     limits.
//   - BR-9 Special actions, their costs and effects. See [Special],
//     [DefaultSpecials], [DefaultWeapons].
//   - BR-10 Chips are conserved. See [Ledger].
//   - BRD-1 White bet protects against every attack of the round; the ante
//     is outside the ½ Con limit; damage is never below 0.
//   - BRD-2 Moving needs no hit; auction chips leave the game.
//   - BRD-3 The rake goes to the highest natural among all attack rolls.
//   - BRD-4 Spur's +2 weapon damage comes off hit points.
//   - BRD-5 A weapon's or Spur's blow: min(chips, T) chips and
//     W + max(0, T − chips − W) hit points.
//   - DI-1 Damage dice penetrate ("d4p").
//   - DID-1, RE-1 Reputation's ±1 goes to each roll's favourable side. See
//     [Brawler.DieMod], [NewBrawler].
//   - GUD-7 Down at 0 hit points, dead at −10.
//   - GUD-10, WOD-7 A man's condition goes into the brawl, and the hit
//     points he lost there come out as one brawling wound. See
//     [Brawler.Condition], [Brawl.Consequences].
//   - RE-6 The scene's Reputation and Fame by the deed table. See
//     [Brawl.Consequences].
//
// # Misuse
//
// As everywhere in the SDK: New given nil dice returns an error (ErrSetup),
// and so do two brawlers of one name, ignoring case (ErrBrawler);
// a seat out of range has no View (nil and false) and is told nothing; a
// table that does not validate is an error at New (a [TableError]); the
// pure helpers ([Rake], [StartingChips], [BetLimits]) clamp and never
// panic. A brawl's tables are frozen into it when it is built.
//
// # Where the rules are silent
//
// These are ours, not the source rules', and documented where they are used:
// brawlers at the same spot of the saloon are adjacent, and Moving goes to
// another (DefaultSpots); a short brawl rounds halves down; the colours are
// bet red, blue, white and Wisdom ties in seat order; attack-order ties after
// Dex in seat order; a natural 1 always misses, while a natural 20 still needs the higher
// total; both naturals 1 cancel; free
// attacks and counter-attacks are plain punches at the same man, at most
// eight in a chain; a man lying knocked out or fallen makes no
// defence roll and the blow lands; white chips do not shield hit points from
// a weapon; every round's pot is raked when the round ends, and a pot left by
// a tie is not raked again; only a man still in the fight at the end of the
// round can win the pot; the auction alternates, the actor first, and ends at
// the first 0 after both have bid; a countered special action's chips are
// spent and the attack goes on as a punch; head butts, low blows and trips
// take effect at once on a man who has not had his turn this round, else on
// his next round; a grab or hold ends when the gripper moves, grips another
// or leaves the fight; a grabbed man cannot move; a man on the floor cannot
// attack, and stands when he can pay; the Low Blow's Reputation is lost when
// it is used, reported as an event (Event.Award) for the caller to apply;
// the round limit (DefaultMaxRounds); the brawl does not see a man's wounds
// bleed while it lasts, and its Moving is a special action paid in chips,
// not one of the wounds' movement types, so a wound's lost movement does
// not stop it; the last man standing who threw no Low Blow "won a fair
// fight" (WonDeed).
package brawl
