// Package study is the one study layer of every encounter: the runner of
// the duels, brawls, chases, races and trials that each package's Simulate
// plays by the thousand, and the statistics format they share.
//
// A study is a seed and a range of trial numbers [From, To) within
// [0, Max). Trial i rolls a source seeded with dice.StudySeed(Seed, i), so a
// study can be split anywhere and recomputed anywhere. Run hands the trials
// out in chunks of a fixed size taken in order, which do not depend on the
// number of workers, and each encounter counts what it needs in an
// accumulator of integers (counts, sums, sums of squares) that merges
// exactly and associatively: the same trials give the same statistics, bit
// for bit, however they were split. A cancelled context stops the study
// between chunks and returns the statistics of the chunks completed, with
// their ranges; Missing says what is left to run.
//
// Every package's Stats embeds a Header (version, fingerprint, seed,
// ranges) and keeps only its own counts; a Format says how to reach them
// (Tally) and check them (Shape, Check), and does the rest once: Merge
// (exact, refusing another study or the same trials twice), Decode (strict,
// checking version, ranges and counts), Bounds and Run. The package also
// holds the fingerprint of a setup (Fingerprint, Decider) and the Wilson
// interval of a rate (Wilson, Rate). Study and Rate are every encounter
// package's Study and Rate, by alias.
package study
