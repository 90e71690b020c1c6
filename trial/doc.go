// Package trial plays frontier justice in Aces & Eights: a man hauled before
// the judge, the hearing that decides whether he stands trial, a jury of
// twelve townsfolk as twelve d6 on a board, the bribes and threats that reach
// them before the circuit judge rides in, the lawyers' speeches and
// evidence, and the days the jury spends arguing until all twelve agree — or
// do not, and a new trial is called.
//
// The currency of a trial is the jury point. Speeches, evidence and
// deliberation earn them; spending them moves jurors toward the Guilty
// column (6, on the left of the board) or the Innocent column (1, on the
// right). How far a point moves a juror depends on his personality, which
// his Wisdom sets: an Illogical juror swings two places a point, a
// Perceptive one will not listen to speeches at all.
//
// # The procedure
//
//  1. Hearing (TR-1). 1d6 + the case (Flimsy 0, Circumstantial +2, Solid
//     and Credible +3) + the judge (Lenient −1, Fair 0, Harsh +1, Hanging
//     +2) + the defendant's Reputation (Legendary −2 … Notorious +3). 3 or
//     less, he walks free; 4 or more, he stands trial. See [Hear]. A minor
//     crime may be tried summarily by the judge alone, the same roll
//     deciding guilt (TRD-4, [SummaryTrial]).
//  2. Jury (TR-2). Twelve d6, each a juror's leaning, shifted by the same
//     Reputation modifier and kept on the board; each juror's Wisdom (a known
//     NPC's, or 3d6) gives his personality and so his price in jury points
//     in each phase. See [DrawJury], [Personality], [Board].
//  3. Tampering (TR-3). In the 1d3+1 weeks before the circuit judge comes,
//     each side may bribe (Trade) or intimidate (Intimidation) jurors, at a
//     difficulty set by personality. Successes stay secret until
//     deliberation; a juror who refused may tell the judge, whose severity
//     rises (TRD-3) and who may dismiss the whole jury. A bribed judge keeps
//     his briber's jurors and strikes the other side's Law roll.
//  4. Opening arguments (TR-4). Prosecution, then defence: each picks a
//     difficulty and rolls Oratory; a success earns jury points by
//     difficulty, a failure at Difficult or Very Difficult hands points to
//     the other side. Points are spent at once.
//  5. Evidence (TR-5). The GM rates each side's presentation 1–6; counsel
//     with the Law skill may add a bonus with a Law check; the better rating
//     earns 10 × the difference.
//  6. Closing arguments (TR-6, TRD-2). Opposed Oratory at Average: the
//     difference of the margins ÷ 5, rounded to nearest, to the better
//     speaker.
//  7. Deliberation (TR-7, TRD-1). The tampered jurors are revealed and
//     jump to their side's column. Each day each side rolls 1d6 per juror
//     leaning its way (4–5 guilty, 2–3 innocent) and 2d6 per juror in its
//     extreme column; the difference goes as jury points to the higher
//     roller, and a tampered juror resists each move with a saving throw.
//     All twelve in one extreme column is the verdict; five days without
//     one, a hung jury.
//
// A [Trial] runs the procedure from a [Config], asking each side's [Counsel]
// (its [Skills].Decider; seat 0 is the prosecution, seat 1 the defence) for
// its decisions and checking them; [Greedy] and [Cautious] are the
// built-in counsel. Every step leaves [Event] records that read like table
// talk, and the board prints as the table lays it out. [StandardTrial] is
// a ready case; the runnable tour is examples/trial: go run ./examples/trial
// -seed 7.
//
// # Saving, resuming and taking back
//
// A trial saves to JSON at any point ([Trial.MarshalJSON]) as its journal:
// the Config it was built from, its counsel by name, the state its dice
// started from, every decision made — each counsel's answer and each person's
// choice, in the text [Choice.String] prints ("tamper bribe B, A", "opening
// Average", "spend E to 6") — the changes of counsel and of the evidence
// ratings, and the point reached (the phase, the day, the part of the
// phase and the decision asked there, the seat asked) with the dice there.
// [Resume] builds the trial anew with [New] and replays the journal
// through the same rules, so that nothing play could not produce resumes
// and a save grows with the decisions (at most 16 in a trial), not the
// events: the save of a whole trial is about 0.8 KB. Resuming the longest
// trial costs about 0.1 ms and 70 KB (BenchmarkResume); each change of
// counsel or ratings, or move of the dice by a tool, that a journal holds
// adds an entry of about 2.5 µs. [Trial.Decisions] and [Trial.Entry] tell
// the decisions, and [Trial.TakeBack] replays the first k of them. A
// study's trials keep no journal and no log of events (see [Simulate]);
// any of them is told in full by replaying it from its seed.
//
// # Playing as a person
//
// Make [Person] a side's Decider (or hand it over with [Trial.SetDecider]
// and nil) and the trial stops before each of that side's decisions — the
// tampering (both sides may choose theirs at once), the opening argument,
// the Law check for counsel who have the skill, and the spending of every
// award of jury points: [Trial.Step] returns an error wrapping
// [ErrWaiting], [Trial.Waiting] lists the seats that must decide,
// [Trial.View] shows a side what it may know (not the other side's
// tampered jurors) and choose ([View.Options]), and [Trial.Decide] records
// a [Choice] for the next Step. A tool at a terminal plays in text, as
// every encounter of the SDK does: [Trial.Tell] tells the seat what the
// table would, [Trial.Choices] lists the lines he may type, and
// [Trial.Answer] reads one and decides it. A choice the rules forbid, a
// person's or a counsel's, or with any part out of its range, is refused
// with an error wrapping [ErrRefused] and changes nothing. A trial saves
// while it waits, and is not safe for concurrent use: the caller
// serializes Decide, Answer, SetDecider and Step.
//
// # A character between scenes
//
// The man who speaks for a side comes as he is (rule WOD-7): his Skills'
// Condition (read by [NewSkills] from a character sheet's Health) refuses
// a man who cannot stand — dead, down or unconscious. No rule of the trial
// reads his wounds. Once it is over, [Trial.Consequences] gives what it
// left him (package scene): the trial's days on his clock (its Took: 7 ×
// the weeks until the circuit judge comes and the days of deliberation;
// the hearing's hour, ours, when it ends there), during
// which his wounds heal. The verdict and the judge's standing for
// sentencing are the trial's own results ([Trial.Outcome]).
//
// # Randomness
//
// Dice come only from the [dice.Rand] given to [New]; each function that
// rolls lists its draws. A whole trial draws in this order: the hearing's
// d6; twelve d6 leanings (jurors A to L), then 3d6 Wisdom per juror without
// a known one; the d3 of weeks; per tampering attempt a d100 and, after a
// refusal, a d6 (a dismissed jury is drawn again, all Wisdoms by 3d6);
// the opening d100s, prosecution then defence; the Law d100s, if tried,
// in the same order; the closing d100s; then per day of deliberation the
// prosecution's d6s, the defence's, and one saving throw per move of a
// tampered juror. A counsel who decides by chance draws on [View.Rand],
// the same dice, before he answers.
//
// # Rules
//
// TR-1 … TR-7 are the source rules'; the TRD decisions and the Defaults (see
// the end of this comment) are ours: this SDK's own reading where the
// source rules are silent, ambiguous or disagree, or a table they leave
// out, stated where it applies and, as data, replaceable.
//
//   - TR-1 Hearing: [Hear], [Case], [Temperament], [Judge],
//     [ReputationModifier], [HearingThreshold].
//   - TR-2 Jury: [DrawJury], [Shift], [PersonalityOf], [Personality],
//     [Board.Cost], [Board.Move], [NewBoard].
//   - TR-3 Tampering: [Attempt], [Method], [TamperingTable], [ReportRule].
//   - TR-4 Opening arguments: [OpeningTable].
//   - TR-5 Evidence: [Ratings], [LawTable], [EvidencePoints].
//   - TR-6 Closing arguments: [ClosingPoints].
//   - TR-7 Deliberation: [Tallies], [SavingThrow], [MaxDays].
//   - TRD-1 Leanings in deliberation: [Leaning], [Tallies].
//   - TRD-2 Closing margins at Average, halves rounded up: [ClosingPoints].
//   - TRD-3 A reported attempt raises the judge's severity for sentencing
//     and any retrial: [Judge].
//   - TRD-4 Summary trial: [SummaryTrial], [Config].Summary.
//   - RED-1 Any Notoriety is Notorious at trial: [ReputationModifier].
//   - WOD-7 The condition of the man who speaks for a side: [Skills],
//     [NewSkills], [Trial.Consequences].
//   - RED-3 The counsel's Reputation ±1 on his Oratory and Law checks:
//     [Skills].DieMod, [SkillRoll].Reputation.
//   - DID-1 The ±1 in each roll's favourable direction: [Skills].DieMod.
//   - DI-5 Oratory, Law, Trade and Intimidation are skill checks on a
//     d100: [SkillRoll], [SuccessChance].
//   - DI-6 The difficulty ladder: [Rules].Difficulties.
//   - CH-10 The talent names a side's skills built from a character model
//     may have: [NewSkills], [Advocate].
//
// # Misuse
//
// [New] given nil dice returns an error wrapping [ErrRand]; a bad Config
// returns an error wrapping the sentinel of the bad part. The trial plays
// by a copy of its tables made when it is built, so changing them
// afterwards never reaches it. The zero [View] belongs to no trial: its
// methods return zero values. [Tallies] of a nil board are zero.
//
// Where the source rules are silent — the jury points of opening arguments, the
// Law bonus, the Conventional juror's tampering difficulty, how often a
// juror tells the judge and when the judge dismisses a jury, the tampered
// juror's saving throw — the defaults are ours, say so in their doc
// comments, and are data in [Rules] that a GM replaces with his own.
package trial
