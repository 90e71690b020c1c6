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
//     — dice notation as dice bots' players type it ("2d6p+1", "4d6kh3",
//     "1d8 [fire]", "(1d20, 1d20)kh1") and exact probabilities. Also the Savage
//     Worlds trait test and a plain 2d6 system from the same source
//     documents.
//   - character: the people — abilities with fractions, the modifier tables,
//     Speed, Accuracy and hit points that explain themselves, the Building
//     Points ledger, a step-by-step builder, skills, talents, advancement.
//     Run go run ./examples/newcharacter.
//   - reputation: their standing — Reputation and Notoriety, Reputation
//     Points and re-rolls, mulligans, Fame and its decay, and what all of it
//     does to a man's nerve in a scrape.
//   - wounds: their bodies — wounds and the critical table, and a patient's
//     timeline of bleeding, healing, infection, surgery and lodged bullets;
//     a man's condition between scenes.
//   - scene: what a scene leaves a man with — its consequences, one value
//     every encounter gives and a character sheet takes in one call.
//   - brawl: the saloon brawl played with poker chips — bets colour by
//     colour, the rake, stunning and every special action. Run go run
//     ./examples/brawl.
//   - chase: horses and their breeds, the pursuit on a track of cards with
//     hazards, obstacles and tracking, and the horse race. Run go run
//     ./examples/chase.
//   - trial: frontier justice — the hearing, the jury board of twelve d6,
//     tampering, arguments, evidence and deliberation. Run go run
//     ./examples/trial.
//   - gunfight: the count-up in tenths of a second on an event-count
//     scheduler — the actions and their counts, initiative, shooting with the
//     shot clock and the silhouettes (drawn as SVG), damage that becomes
//     wounds, nerves from reputation, close combat and wrestling, and duels
//     by the thousand with Simulate. Run go run ./examples/duel.
//   - faction: a town's factions and the interest chips they hand out —
//     buzz, decay, behaviours and encounters drawn from the deck.
//
// Every encounter is studied by the thousand the same way — gunfight.Simulate,
// brawl.Simulate, chase.Simulate and chase.SimulateRace, trial.Simulate:
// trial i of a study rolls dice.StudySeed(seed, i), so a study splits
// anywhere, runs on any number of cores with the same statistics, merges
// exactly, and stops on a cancelled context with what it has done.
//
// Every package depends on dice; reputation, wounds and scene are values one
// floor up (scene imports only dice, wounds and reputation); character may
// use them; the encounter packages read reputation, wounds and scene and
// take the few numbers they need of a character in their own small structs
// (a character.Sheet offers them by its methods: gunfight.NewShooter,
// brawl.NewBrawler, chase.NewRider and trial.NewSkills read it), and never
// import each other.
//
// # A character between scenes
//
// Aces & Eights is played as a campaign, and a man carries each scene into
// the next (rule WOD-7). His sheet keeps his condition — his clock, his hit
// points left, every wound with its injuries and their clocks — and every
// encounter's bridge reads it: he brawls with the hit points he has left,
// walks into a gunfight with his wounds' Speed and Accuracy penalties and
// his bleeding on its own clock, past his nerve's threshold if he is
// (GUD-16), and is refused if he cannot stand. Once an encounter is over,
// its Consequences(i, deeds) gives what it left each participant (package
// scene): how long it took on his clock, the wounds he took (a brawl's hit
// points as one brawling wound; a gunfight's whole condition, bled in the
// count), death, his Reputation and Fame by the deed table, his gunfight
// experience. character.Sheet.Apply takes them in one call, and refuses
// them twice; Sheet.Pass lets days pass on his wounds between scenes, and
// the sheet keeps his highest Fame (RED-5) and adds his Reputation's ±1 to
// the checks it rolls (RED-4). Example_characterBetweenScenes plays a
// brawl, then a duel with the bruises, then a week of healing.
//
// # Where to start
//
// Run the main example, a study of 10,000 duels and one duel told count by
// count:
//
//	go run ./examples/duel
//
// Then the showcase, a day in Judas Crossing that ties every package together
// from one seed — two characters (character) ride in (faction), brawl
// (brawl), duel with what the brawl left them (gunfight, with wounds and
// reputation), the wounded man's wounds run their course (wounds), the
// survivor is tried (trial), and the town talks (faction):
//
//	go run ./examples/town
//
// Then read the dice package documentation and run its tour (go run
// ./examples/dice); then character, reputation and wounds, which describe
// the people; then the encounters, each with its own example program in
// examples/.
//
// Every example lists its flags with -h, and go doc ./examples/NAME says
// what it shows.
//
// # Rules, dice and saves
//
// Every rule of the source rules (the English and Spanish rules of Aces &
// Eights) that the SDK implements carries an ID — DI-1, GU-7 … — in the
// documentation that states it with its numbers, and in the name of the test
// that proves it. An ID without a D (GU-7) is the source rules'; one with a
// D (GUD-2), and every table marked Default, is ours: this SDK's own
// reading where the source rules are silent, ambiguous or disagree, or a
// table they leave out, stated where it applies and, as data, replaceable.
//
// Everything that rolls takes a dice.Rand; give it a dice.NewSource(seed) and
// the same seed replays the same resolution on any machine. Every encounter
// saves to JSON at any point, its dice inside, and resumes exactly. The saves
// and the duel statistics carry a version; a reader refuses any version but
// its own (one written by a newer release, say) with an error wrapping its
// package's ErrState (ErrStats for statistics), rather than read it in part.
//
// # Playing as a person
//
// Every encounter — gunfight.Fight, brawl.Brawl, chase.Chase, chase.Race
// and trial.Trial — has the same shape, so a virtual tabletop or a chat bot
// drives them all alike. A seat is played by a person when its setup says
// so with the package's Person (gunfight.Shooter{Decider: gunfight.Person},
// brawl.Entrant{Decider: brawl.Person}, chase.Rider{Decider: chase.Person},
// a trial.Person as a trial side's Decider); any other seat has a
// decider, a built-in one by default. Step moves the encounter one unit of
// its own time (a count, a round, a turn, a phase) and stops before a
// person's decision with an error wrapping ErrWaiting — one value in every
// package; Waiting says who must decide, View(i) what he may know and
// choose (each choice prints as text its package's Parse function reads
// back), and Decide(i, choice) records it:
//
//	for !e.Over() {
//		err := e.Step()
//		if errors.Is(err, gunfight.ErrWaiting) {
//			for _, i := range e.Waiting() {
//				v, _ := e.View(i)
//				fmt.Println(v, v.Options())
//				a, err := gunfight.ParseAction(readLine())
//				if err == nil {
//					err = e.Decide(i, a)
//				}
//				… // a refused choice changes nothing: ask again
//			}
//		} else if err != nil {
//			return err
//		}
//	}
//
// A refused choice — a person's or a decider's — is an error naming the
// rule and changes nothing; SetDecider hands a seat to a decider, or back
// to a person, at any point; State is the whole state for a GM's screen;
// MarshalJSON saves at any point, a pending decision included, and the
// package's Resume continues the encounter exactly. Waiting, Step, Over and
// MarshalJSON have the same signatures everywhere, so one small interface
// of a tool's own drives all five. The program examples/play is a duel (or,
// with -brawl, a brawl) played at the terminal this way.
//
// # Narration
//
// Every record and event has a String that reads like table talk. A
// character is he, she or they: the Pronoun of a character.Sheet
// (character.She …), a brawl.Brawler, a gunfight.Shooter, a chase.Rider, a
// wounds.Body or a reputation.Standing — one type in every package, so
// brawl.She and character.She are the same value — and the narration
// declines it ("her rest", "they break free"). The zero value is he, so a
// participant given none reads as before; the bridges (brawl.NewBrawler and
// the like) take it from any model with a Pronoun method, as the sheet has.
package aces
