// Package chase is the pursuit on horseback of Aces & Eights and its horse
// race: horses and their breeds, the card-track chase with red, blue and
// white chips, hazards, obstacles and tracking, and the horse race of the
// Spanish rules.
//
// # The chase in the game
//
// When a chase is the heart of a scene, the advanced chase rules (the
// Spanish rules) play it on a line of cards. Each rider's horse holds poker chips:
// red for speed, blue for agility, white for endurance. Every turn the
// riders bet chips in secret and reveal them together; the horses move
// along the cards, and the cards they pass are the country: red cards and
// jokers are hazards, black cards are obstacles — bends and rocks that
// trouble ill-tempered horses and hide the pursued from the pursuer's
// eyes. The chase runs through phases, Short, Medium, Long and Extreme,
// until the pursuer catches up, loses the trail or gives up, or a horse
// runs itself to death.
//
// # The procedure, step by step
//
//  1. Roll the horses with [RollHorse] (rule CS-8): eleven attributes of
//     3d6 modified by breed — Short, Medium and Long Speed, Agility,
//     Endurance, Horse Sense, Temperament, Trainability, Mettle,
//     Soundness, Strength — from the seven breeds of the English rules with their
//     heights and weights; the modifiers, the vice odds and the hit points
//     are the default, not from the source rules ([DefaultHorseRules]).
//  2. Set up the chase with [New] (rule CS-1): a deck with two jokers; for
//     each horse red chips from the speed table (default 2 × Short Speed,
//     [DefaultSpeedTable]), blue 2 × Agility, white 2 × Endurance. The
//     pursued lays six cards and stands on the last; the pursuers stand
//     before the first, or closer (a Gap below 6 starts the Tactical
//     phase). The terrain is data ([Terrain]: [Open], [Plains], [Desert],
//     [Badlands], [Mountains] or one of your own).
//  3. Each turn ([Chase.Step], rule CS-2) every rider bets in secret —
//     his [Strategy], or the person who plays him ([Chase.Decide]): red chips (spent; each 2 move the horse one card more than
//     the base 3; at most half the phase's speed), white chips (kept; each
//     moves one card less and earns a red or blue chip; 3 stand still), a
//     2:1 trade between colours. Bad bets are [*BetError]s naming the rule.
//  4. The horses move, the pursued first. A hazard (red card, joker, or a
//     rank the terrain makes an automatic hazard) passes freely when it is
//     worth more than the turn's speed — less 2 for a rider who knows the
//     trail well, 1 somewhat — but a joker never does. Otherwise it takes
//     a Riding check at Difficult (+0): the n-th such hazard of the turn
//     takes n rolls (2 hazards = 3 rolls, 3 = 6), and each failure costs a
//     blue chip and a card off the next move. Horse Sense comes only after
//     that Riding check was made and passed — every roll of it: then a
//     hazard worth more than half the horse's Horse Sense (exactly: Horse
//     Sense 13 is 6½, DID-5; J, Q, K 10; joker 11) takes one more Riding
//     check, without the terrain's modifier, whose failure costs a blue
//     chip and a card off the next move (rule CS-3, CSD-1). An obstacle
//     worth more than half the Temperament takes a Riding check; failure
//     costs a blue chip, a card off the next move and 1 of the rider's hit
//     points (rules CS-4, CSD-2).
//  5. A pursuer with two or more obstacles between him and the pursued
//     rolls Tracking at Average (+40) once per obstacle: success by more
//     than 35 costs nothing, any other success a card, a failure a card
//     and a step toward losing the trail — three failures in a row, two in
//     rain, one in heavy rain (rules CS-5, CSD-3).
//  6. A horse whose chips run out — as its bet is paid, or at the failed
//     check that takes its last blue chip — collapses then and rolls
//     Soundness on a d20 as an ability check (rule DI-4: below the score):
//     it lives, blown, stops where it is and stands still next turn, or it
//     dies (rules CS-2, CSD-8). A horse that moved fewer than 3 cards and
//     did not collapse this turn recovers a chip, never above its starting
//     stack; the chips white bets earn and trades bring may pass that
//     stack (rules CS-6, CSD-7).
//  7. The phase follows the pursued's card (rules CS-6, CSD-4): Tactical
//     until he is 300 feet (6 cards) ahead, Short to card 20 (the opening
//     six included), Medium for 34 more (the rest of the deck), Long for a
//     fresh deck of 54, then Extreme. Entering Medium brings 2 × Medium
//     Speed red chips, entering Long 2 × Long Speed, and raises the red
//     maximum as much.
//  8. The chase ends (rule CSD-6) when a pursuer reaches the pursued's card
//     ([Caught]), when the last pursuer loses the trail ([TrailGone]) or
//     gives up ([GaveUpEnd]), when a horse dies ([HorseDied]), or after
//     300 turns ([TurnCap], default), so that every chase ends.
//
// Every step is an [Event] in a reused log, formatted only when asked
// ([Event.String] reads like table talk).
//
// # Saving and taking back
//
// A chase saves at any point ([Chase.MarshalJSON]) as its journal: the
// setup it was built from, the state of its dice then, and every bet in
// the order it was made — a person's and a strategy's alike, each in the
// words [Bet.String] writes — with each change of strategy, and the turn
// and bets it stands at. [Resume] builds the chase again with [New] and
// plays the journal through the same engine, so a save holds nothing play
// could not produce, and a 300-turn chase saves in a few dozen kilobytes.
// [Chase.Decisions] and [Chase.Entry] list the bets; [Chase.TakeBack]
// plays the first k again and stops where the next was asked.
//
// # Playing as a person
//
// A rider whose Decider is [Person] is played by a person. At the start of
// each turn every person who must bet is in [Chase.Waiting] at once, and
// [Chase.Step] returns an error wrapping [ErrWaiting] until each has bet.
// [Chase.View] shows a rider what the table shows — every horse's chips
// and position, the track — but not the others' bets, and lists his
// options ([Options]: the red and white he may bet, the 2:1 trades his
// chips allow, the colours to earn and to recover, giving up for a
// pursuer); [ParseBet] reads a bet as [Bet.String] writes it, and
// [Chase.Decide] records it. A bad bet — a person's or a strategy's — is
// a [*BetError] naming the rule, wraps [ErrRefused] and changes nothing.
// [Chase.SetDecider] hands a rider to a strategy, or to a person with nil,
// between any two steps. [Race] plays alike. A chase or race is not safe
// for concurrent use: the caller serializes Decide and Step.
//
// The same play goes in words, as every encounter of the SDK does: for a
// waiting rider, [Chase.Tell] is his view as table talk, [Chase.Choices]
// lists a bet of each kind he may make, and [Chase.Answer] reads his line
// and decides it, refusing one it cannot read as Decide refuses a bad bet.
//
// [StandardChase] and [StandardRace] are ready-made setups: the chase and
// race the benchmarks measure.
//
// # The horse race
//
// The Spanish rules adapt the chase to a race at the opening festival
// ([NewRace], rule CS-7): riders roll initiative (d10 plus a modifier, lower is
// better) and start one card (50 feet) behind the best for every 5 points
// behind him; the course is 30 cards — plains for cards 1–10 (jokers and
// 2s are automatic hazards), desert for 11–20 (J, 2, 3, 4), plains for
// 21–30 (rule CSD-5, [DefaultCourse]); no trail knowledge and no tracking.
// Any number of riders run until every one has finished or is out; each
// one's place is in the [Outcome]'s Results.
//
// # A character between scenes
//
// A rider mounts as he is (rule WOD-7): his Rider's Condition (read by
// [NewRider] from a character sheet's Health) refuses a man who cannot
// stand — dead, down or unconscious — and his wounds' Speed penalty joins
// the race's initiative through NewRider. Riding is not one of the wounds'
// movement types, so a lost movement does not unseat him (ours). Once the
// chase or race is over, [Chase.Consequences] and [Race.Consequences] give
// what it left each rider (package scene): its turns on his clock — a
// turn lasts [DefaultTurn], ten seconds (ours, as data: Setup.Turn) — and
// the hit points obstacles took as one brawling wound (CSD-2, GUD-10). His
// horse's fate is the chase's own result, for whoever asked.
//
// # Randomness
//
// Every roll draws from the dice.Rand given to [New] or [NewRace], in the
// order [Chase.Run] documents, and so does a strategy that leaves its bet
// to chance ([View].Rand); a *dice.Source saves with the chase. Use
// dice.StudySeed for race i of a study.
//
// # Misuse
//
// A constructor given nil dice returns an error ([New], [NewRace]: wraps
// [ErrSetup]); [RollHorse] given nil dice panics, as a rolling helper may;
// a turn cap whose longest chase a save could not resume within a second
// and 256 MB (see [MaxEvents]) is refused when the chase is built. The tables are copied into the chase when it
// is built, so changing them afterwards never reaches it.
//
// # Rule IDs
//
// CS-1 … CS-8 are the source rules'; the CSD decisions and the Defaults (the
// speed table, breed modifiers, terrains, the race's course, the turn
// limit, the length of a turn) are ours: this SDK's own reading where the source rules are
// silent, ambiguous or disagree, or a table they leave out, stated where it
// applies and, as data, replaceable.
//
//   - CS-1 Setup: chips, deck, the opening line of cards: [New], [Setup],
//     [SpeedTable], [Chips].
//   - CS-2 Turns: secret bets of red and white, 2:1 trades, collapse:
//     [Bet], [Trade], [Strategy], [Options], [Chase.Step],
//     [Chase.Decide].
//   - CS-3 Hazards: red cards and jokers, Riding checks, Horse Sense,
//     trail knowledge: [Trail].
//   - CS-4 Obstacles: black cards and bad-tempered horses.
//   - CS-5 Tracking past obstacles, losing the trail: [Weather].
//   - CS-6 Phases, their red chips, recovery below 3 cards: [Phase].
//   - CS-7 The horse race: [Race], [RaceSetup], [Course], [DefaultCourse].
//   - CS-8 Horses and breeds: [Horse], [Breed], [RollHorse],
//     [HorseRules].
//   - CSD-1 A turn's speed and card values: [CardValue].
//   - CSD-2 The obstacle's hit point comes off the rider:
//     [RiderState].HPLost, and out of the chase as one brawling wound:
//     [Chase.Consequences].
//   - CSD-3 Tracking at Average; a success costs a card.
//   - CSD-4 The six opening cards count toward the Short phase.
//   - CSD-5 A terrain's automatic hazards: [Terrain].
//   - CSD-6 How a chase ends: [Outcome], [End], [DefaultMaxTurns].
//   - CSD-7 Only recovery is capped at the starting stack: [Chips].
//   - CSD-8 A horse collapses the moment its chips run out, before
//     recovery.
//   - RED-3 Reputation's ±1 reaches Riding, Tracking and initiative:
//     [Rider].DieMod.
//   - DID-1 The ±1 in each roll's favourable direction: [Rider].DieMod.
//   - WOD-7, GUD-16 A rider's condition goes into the chase and out of it:
//     [Rider].Condition, [NewRider], [Chase.Consequences], [DefaultTurn].
//   - DI-4 The Soundness check is an ability check on a d20.
//   - DI-5 Riding and Tracking are skill checks on a d100.
//   - CH-10 The talent names a rider built from a character model may
//     have: [NewRider], [Horseman].
//
// The runnable tour is examples/chase: go run ./examples/chase -seed 7.
package chase
