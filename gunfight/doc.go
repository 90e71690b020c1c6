// Package gunfight is the count-up of Aces & Eights: gunfights in tenths of
// a second, shooting with the shot clock and the target silhouette, damage
// through package wounds, nerves through package reputation, close combat
// and wrestling in the count, and duels by the thousand.
//
// Which rules are whose: the rules with plain IDs (GU-1 …, RE-7, WO-4) are
// the source rules' — the Aces & Eights rulebooks this module follows; the
// "D" IDs (GUD-1 …) are our decisions where the source rules are ambiguous,
// and the Defaults are ours where they are silent (the weapon, range,
// pace, light and experience tables, the shot clock's geometry, the
// silhouettes, the built-in tactics, a dodge's and a grab's counts). "Ours"
// means: chosen by this module, said so in its doc, shipped as data you can
// replace (Rules, LoadRules), never presented as the source's.
//
// # The count-up in the game
//
// A gunfight has no turns. Time runs in counts of a tenth of a second
// (Count); each man declares an action, and it completes when the count-up
// reaches the count it takes (rule GU-1). Drawing a pistol takes 5 counts,
// bringing it to bear 4, cocking and firing it again 5; a rifle's careful
// aim 20 more for +6 Accuracy. Speed decides who acts first, Accuracy who
// hits; the shot clock and a card decide where the bullet goes when it is
// not dead on.
//
// # The procedure as the players run it
//
// This is the procedure at the table (GU-2), as the engine runs it:
//
//  1. Declare: each man says what he will do, in ascending Wisdom — the
//     man with the least declares first, so the last to declare has the
//     advantage of knowing what the others will do.
//  2. Roll initiative: d10.
//  3. Starting initiative = the d10 + his base Speed + modifiers: gunfight
//     experience (GU-9: one gunfight behind him −1), a famous opponent's
//     +1 (RE-5), the weapon model, talents (Greased Lightning −1,
//     Perceive Tendency −1), Reputation's ±1. Lower is sooner.
//  4. Add the counts of the declared action (ActionTable).
//  5. The count-up runs from 1; his action happens when it reaches that
//     count. Then he declares his next action, whose counts are added to
//     the count it was declared at — and so on until the fight ends.
//
// The engine's heart is an event-count scheduler. Every declared action
// waits under the count it completes at — the count it was declared at
// plus its counts — and, among the actions due at one count, under the
// order they were declared in. A man has one action under way at a time,
// so the scheduler keeps one slot a man and finds the next due among
// them (at most 16), by count and then by that order. Each Step takes out
// the next count's actions together and resolves them as one simultaneous
// moment (GU-1), so nothing waits on turns, a quick man acts as often as
// his counts allow, and the same dice give the same fight: time only runs
// forward, and ties always come out in the same order.
//
// A worked timeline. Hickok (Speed 3, one gunfight behind him) draws his
// Colt with his off hand, then fires it, aimed, twice:
//
//	count 0   declares "draw 0 off-hand"; initiative d10 4 + 3 (Speed)
//	          − 1 (experience) = 6; a pistol's draw 5 + the off hand 5
//	          = 10 counts: the Colt is in his hand at count 16
//	count 16  declares "fire 0 at 1": bring to bear 4 counts — the
//	          trigger pull is within them — the shot at count 20
//	count 20  declares it again: cock and fire a pistol's 2nd shot 5
//	          (it stays aimed) — the shot at count 25
//
// Fired deliberately, the first shot would take 4 more (count 24, +2
// Accuracy); fanned, 2 and then 3 each (counts 18, 21 …); from the hip, 0
// (count 16, −4). Pulling the trigger is 1 count — a cocked weapon
// trained on a man fires in 1 — and every other firing action includes
// it: it is never added on top (GU-3).
//
// Fanning's "−2 Speed" (GU-3, decision GUD-4) is a count, not an
// initiative modifier: the first fanned shot's aim goes from 4 counts to
// 2, and each further cock-and-fire from 5 to 3. A fanned shot takes −6
// Accuracy (Fan Firing: −3) and cannot be aimed further.
//
// In close combat (GU-7) Dex replaces Accuracy: a blow is d20 + 8 (the
// distance modifier, always) + the attacker's Dex modifier − the
// defender's, with wounds, Fame, Weapon Bonus and Reputation — his base
// Accuracy is not added. A thrust is readied in 2 counts, a swing in 4,
// plus the weapon's action time; its recovery time runs before his next
// action.
//
// A gun fought for in a wrestle (GU-8, GUD-11) is contested until the
// grip ends: whoever holds it fires it by a 20-count action and a d6
// (GUD-12):
//
//	d6 1    the opponent fires it (at the holder)
//	d6 2    nobody fires it
//	d6 3–4  it goes off harmlessly
//	d6 5–6  the shot is resolved as normal — ours: fired unaimed (the
//	        hip's −4) at the man it was pointed at
//
// # The procedure, step by step
//
//  1. Set the fight up (Setup, NewFight): the men (Shooter: Speed, Accuracy,
//     Wisdom, Str and Dex, hit points, Reputation and Fame, gunfight
//     experience, Nursing and Medicine, talents, the weapons they carry and
//     their state, the Tactic that declares for him — a built-in one, a
//     person's, or one of your own), how far apart, the light, where the
//     cards come from,
//     the rules as data (Rules: weapons, actions, ranges, shot clock,
//     silhouettes, and our defaults for what the source rules leave out).
//     A character model with the methods of Gunman, as a character.Sheet
//     has them, becomes a Shooter with NewShooter: talents checked against
//     the catalogue of CH-10, weapons read from the gear.
//  2. Declare (GU-2): in ascending Wisdom each man's Tactic picks his first
//     action from what he can see (a View), earlier declarations included.
//     The engine checks it: an impossible action is refused with an
//     ActionError naming the rule, and asked again.
//  3. Initiative (GU-2): d10 + base Speed + modifiers — experience (GU-9),
//     a famous opponent (RE-5), the weapon model, Greased Lightning,
//     Perceive Tendency, Reputation's ±1 — each with its reason. His first
//     action comes due at initiative + its counts (GU-3: ActionTable).
//  4. Count up (Step, Run): every action due at a count resolves against
//     the fight as the count began, and all their effects — wounds, cover
//     taken, leaving, fleeing, moving, grips, guns taken — apply together
//     after (GU-1, GUD-8): both shots of an exchange are fired, and a shot
//     meets a man who takes cover at that count in the open. A shot (GU-4)
//     adds Accuracy, range, aim, wounds, Fame, light, movement, cover and
//     talents to a d20 that penetrates on a natural 20 (DI-2); below 14 it
//     misses, 25+ hits the aimed point, in between the ShotClock is
//     centred on the aimed point and a card gives the direction and the
//     roll the distance (GU-5); the Silhouette says which region — and so
//     which body location: the left shoulder is in the chest — the point
//     is in. Damage (GU-6) is the weapon's dice with penetration, doubled
//     on the head, with Damage Bonus and Hearty; it becomes a wounds.Wound
//     whose critical effects and penalties feed every later action.
//     Bleeding runs in the count (GU-13), and a man with Nursing or
//     Medicine may staunch a severe bleed (GUD-17: 300 counts, no roll).
//  5. After the count's effects the nerve rules (RE-7) decide who must
//     seek cover, flee or leave — the threshold arms the "again" the moment
//     it is crossed, whatever he is doing (GUD-9), hit points bled away
//     included (GUD-13); Low's "shot at" is a firearm's shot at him, hit or
//     miss; cover lasts until he moves, and flight outranks cover (GUD-14).
//     The engine declares for a man whose hand they force, and the Nerve
//     event says why. A man at 0 hit points is down, at −10 dead (GUD-7).
//  6. Each man whose action completed declares his next, in ascending
//     Wisdom. The fight ends when one side is left, or nobody has anything
//     left to do; Outcome says who stands, who fled, who is down, the
//     wounds and the count it ended, and Events is the whole log as table
//     talk.
//
// Close combat (GU-7) and wrestling (GU-8) run in the same count: a Strike
// readies a thrust in 2 counts or a swing in 4 plus the weapon's action time
// and resolves like a shot with +8 and the Dex modifiers on the front, side
// or top silhouette; a Grab is a blow whose landing is the grip; then
// opposed d20 + Str or Dex rolls of 20 counts each fight for the weapon,
// throw down, hurt, hold or break free.
//
// Duels by the thousand (GU-10): StandardDuel is a ready setup; a Runner
// runs one setup many times without allocating, resetting its one Fight
// (Fight.Reset) for each duel with its log off — the study path keeps only
// what Outcome and Stats need; Simulate runs a Study —
// duels [From, To) of a seed, each seeded by dice.StudySeed — on all cores
// into integer Stats that merge exactly. Any duel of a study is narrated
// by replaying its seed on a Fight, which keeps its log. Study.Progress
// hears once per chunk how many duels are done; a cancelled context stops the study
// between chunks with the Stats of the duels done (Stats.Missing says what
// is left).
//
// # A character between scenes
//
// A man walks into the street as he is (rule GUD-16): a Shooter's
// Condition (a wounds.Condition, read by NewShooter from a character
// sheet's Health) puts his patient in it at count 0 — his hit points left,
// every wound's Speed, Accuracy, movement and useless limbs, his bleeding
// on each wound's own clock — HP staying his maximum, from which his
// nerve's thresholds count. A man past his threshold as he comes in is
// past it: Low seeks cover at his first declaration, Average too past 50%,
// and the "again" is armed from count 0; only a wound of this fight makes
// a Disreputable man leave. A man who cannot stand is refused. Once the
// fight is over, Fight.Consequences gives what it left each man (package
// scene): his whole condition as the fight left it on his clock, the
// wounds bled to the last count, so a character takes it without booking
// or bleeding anything twice; death; his Reputation and Fame by the deed
// table (DeedWon, DeedFled, DeedLeft); his gunfight experience.
//
// # Saving, resuming, taking back
//
// A Fight keeps its journal: the setup it was built from, the state its
// dice started in, and every decision answered so far in order — each
// declaration, a person's or a tactic's, as Action.String writes it
// ({"who":1,"do":"fire 0 at 0 deliberate"}), and each Holder's hold answer
// — with the changes of decider (SetDecider) and of the dice, and a choice
// Decide recorded and Step has not played. MarshalJSON writes it, with the
// point reached: the count, the steps played at it, the phase and the man
// asked. Resume builds the fight again with NewFight and replays the
// journal through the same engine to that point — so a save holds nothing
// play could not give, everything play gives resumes, and a standard
// duel's save at its end is under 4 KB. Decisions and Entry list the
// decisions; TakeBack replays fewer of them. A fight's Limit is at most
// MaxLimit of its men, which keeps the longest journal quick to resume.
// The study path (Runner, Simulate) keeps no journal.
//
// # Playing as a person
//
// A man whose Shooter.Decider is Person is played by a person (a player at
// a virtual table, in a chat): the fight stops before each of his
// declarations — Step and Run return an error wrapping ErrWaiting, and
// Waiting names him. In text, as at the table: Tell(i) tells him what he
// sees and what he may declare, with the counts each action takes;
// Choices(i) lists those actions, a line each, with the legal range of any
// number they leave open; Answer(i, line) reads the line he types and
// records it; the next Step goes on. In values: Fight.View shows him the
// same as fields, View.Options lists every action he may declare with its
// counts, Action.String and ParseAction are the text of an action, and
// Decide records one. Declarations keep their order (GU-2): in ascending
// Wisdom, a later man seeing the earlier ones, so one man waits at a time.
// A choice the rules forbid — a person's or a tactic's, a line that is no
// action — is refused with an error wrapping ErrRefused (an ActionError
// names the rule) and changes nothing: the same declaration waits. People
// and tactics mix in one fight, SetDecider hands a man to either at any
// time, and a fight saved while it waits resumes waiting for the same
// man. A study needs a tactic for every man.
//
// # Studies at scale
//
// A study is a setup, a seed and a range of duel numbers, and nothing
// more: duel i rolls dice.StudySeed(Seed, i) wherever it runs, Stats are
// integers that Merge adds exactly, and the fingerprint keeps studies of
// different setups apart. So a study too big for one machine is cut into
// ranges of duel numbers, each range is a Study{Seed, From, To} run
// anywhere, and the shards' Stats merge — in any order, in any tree — into
// the very Stats the whole study gives on one machine, bit for bit. This
// package has no cluster of its own: use the batch engine you have.
//
// 10^10 standard duels, at about 3 µs each, are some eight core-hours. As
// a job array of 1000 shards of 10^7 duels (Slurm here; any scheduler with
// a task index will do), the duel example (go build ./examples/duel) does
// the work:
//
//	#!/bin/sh
//	#SBATCH --array=0-999 --cpus-per-task=4
//	K=$SLURM_ARRAY_TASK_ID
//	duel -seed 1876 -distance 30 -from $((K * 10000000)) -to $(((K + 1) * 10000000)) \
//	     -workers 4 -narrate=false -stats-out shard-$K.json
//
// and once every task has succeeded:
//
//	duel -merge shard-*.json > study.json
//
// Every shard must be run with the same -seed and configuration flags; a
// shard of another setup or seed, or one run twice, makes -merge fail
// (ErrStats) rather than count wrong. Merging is associative, so 1000
// files can also be merged by hundreds, then the ten results. A shard
// stopped early (Ctrl-C, or the scheduler's SIGTERM at its time limit)
// exits non-zero after writing the Stats of the duels it finished, and
// says which range is left: run that range into another file and merge
// it in. Merged Stats with a gap still merge, and their "ranges" show the
// gap.
//
// With Apache Beam's Go SDK the plan is a pipeline: a PCollection of shard
// numbers, a ParDo that runs shard k as
//
//	gunfight.Simulate(ctx, setup, gunfight.Study{Seed: 1876, From: k * 1e7, To: (k + 1) * 1e7})
//
// and emits its Stats, and a CombineFn whose accumulator is a *Stats that
// adopts the first input and Merges the others (AddInput and
// MergeAccumulators both call Stats.Merge). Beam combines in whatever
// order and tree it likes; the result is the same.
//
// # Randomness
//
// Every die comes from the dice.Rand given to NewFight, in an order each
// step documents (see Fight.Step): a *dice.Source makes fights repeatable
// and savable; dicetest scripts faces in tests.
//
// # Misuse
//
// Bad input is an error, never a panic: every error wraps one of the
// package's sentinels (ErrSetup, ErrTable, ErrState, ErrStats …) and says
// what was wrong, listing the valid names when a name was wrong. The rule
// for dice and indexes is the same in every package of the module: a
// constructor given nil dice returns an error (NewFight: ErrSetup); a
// rolling helper given nil dice may panic, and its doc says so; an
// out-of-range index returns the zero value (and false, where the method
// reports it) or an error — Fight.Patient(99) is nil, Stats.WinRate(99) the
// zero Rate, Fight.View(99) false, Fight.Tell(99) "".
//
// # Rule IDs
//
// GU-1 … GU-14 are the source rules'; the GUD decisions and the Defaults of ours (below) are this SDK's own reading where the source rules are silent, ambiguous or disagree, or a table they leave out, stated where it applies and, as data, replaceable.
//
//   - GU-1 time and simultaneity: the event-count scheduler (Count,
//     Fight.Step)
//   - GU-2 the procedure, declarations and initiative
//   - GU-3 action counts (ActionTable, Action)
//   - GU-4 shooting (ShotClock.Judge, Rules.Ranges); stray bullets followed
//     and hitting a man in the line of fire (Rules.Stray: ours, off by
//     default)
//   - GU-5 shot clock and silhouettes (ShotClock, Silhouette, DrawFight)
//   - GU-6 damage
//   - GU-7 close combat
//   - GU-8 wrestling
//   - GU-9 experience (Rules.Experience, Result)
//   - GU-10 duels and studies (Runner, Simulate, Stats)
//   - GU-11 dodging: an action (ours: 10 counts); shots at him −2, −4 with
//     Dodge, with cover; his aim is lost
//   - GU-12 useless limbs: a mangled or amputated arm cannot draw, hold,
//     fire, fan or steady; a useless leg only crawls
//   - GU-13 bleeding runs in the count: 600 counts a minute (Bled)
//   - GU-14 wrestling damage: what he chooses up to his damage modifier
//     (Action.Deal), plus Damage Bonus
//   - GUD-1 a modified 25 is an exact hit; 14 goes to the shot clock
//   - GUD-2 head ×2: rolled with penetration, doubled, then the bonuses
//   - GUD-3 Deadly Shot and Guardian Angel change a severity grade, not HP
//   - GUD-4 fanning: aim 2 counts, each further shot 3
//   - GUD-5 deliberate continued into careful aim: careful's total
//   - GUD-6 wrestling ties go to the defender, except a throw down
//   - GUD-7 down at 0 hit points, dead at −10
//   - GUD-8 every effect of a count applies together, after all its actions
//   - GUD-9 the nerve threshold arms the "again" whatever he is doing
//   - GUD-10 a brawling wound: any blunt blow (fists, boots, clubs,
//     wrestling), not a bullet, a blade or a point
//   - GUD-11 a gun fought for stays contested, whoever holds it, until the
//     grip ends
//   - GUD-12 the contested gun's d6 (the table above)
//   - GUD-13 Low's "shot at" is a firearm's shot at him, hit or miss;
//     blows merged at one count are a shot if any was; hit points bled
//     past the threshold send him to cover
//   - GUD-14 cover ends with a move, a flight or leaving; flight outranks
//     cover
//   - GUD-15 a mangled arm supports a long gun at −3; a pistol or a blade
//     in a mangled hand is dropped; a mangled leg only crawls
//   - GUD-16 a man enters a fight as he is, wounds and all: his hit
//     points left, his wounds' penalties, his bleeding on its own clock,
//     past his nerve's threshold if he is (Shooter.Condition, NewShooter)
//   - WOD-7, RE-6, CHD-4 what the fight leaves him with: his condition,
//     his awards by deed, his gunfight experience (Fight.Consequences)
//   - GUD-17 staunching in the count (Staunch)
//   - GUD-18 Jack Rabbit Speed (Rules.JackRabbit); Improved Arc of Fire
//     and Courage's ducking have no effect
//   - RE-7 nerves
//   - RED-3 Reputation's ±1 on every roll, the Wisdom check to keep a gun
//     included
//   - DI-2 shot-roll penetration
//   - CH-10 the talents that touch a gunfight
//
// # Defaults of ours
//
// The source rules leave out the weapon table (with the weapon-model initiative
// modifier), range, movement and visibility modifiers, experience and
// initiative, melee action and recovery times, and the geometry of the shot
// clock and silhouettes. This package ships its own as data — DefaultRules
// and its parts say so in their doc comments — and reads them back from
// JSON with LoadRules (a table given is read whole, one left out keeps its
// default). Where the rules are silent it reads them so: a
// wound's +N Speed adds N counts to each later action; the Fame Speed
// penalty on initiative is the worst among the men he faces; Advanced
// Sighting keeps the card that lands on the aimed location, else on the
// body, else the first; Kentucky Windage redraws when the first card lands
// off the body; a graze is a hit of up to 2 damage; a fleeing man is gone
// after 30 feet; a contested gun's "normal shot" is unaimed; the one who
// takes a gun from another fires it by the contested 20-count action and
// its d6 until their grip ends (GUD-11), normally after; a dodge lasts 10
// counts and breaks his aim (GU-11); the main hand is the right (GU-12);
// a staunch stops on the first severe bleed without a bandage, and the
// pressure also lets go when the two part beyond arm's reach (GUD-17);
// Jack Rabbit Speed's numbers (GUD-18); the built-in tactics' fire bands
// and how they close in (Builtin).
//
// The examples show a quick-draw duel narrated, a rifleman taking careful
// aim, a shot on the clock with its card, a wrestle for a gun and a study's
// statistics; go run ./examples/duel is the tour, and go run
// ./examples/balance draws balance curves — win probability against
// distance or Accuracy, with its 95% band.
package gunfight
