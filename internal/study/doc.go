// Package study is the one runner of every encounter's studies: the duels,
// brawls, chases, races and trials that each package's Simulate plays by
// the thousand.
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
// The package also holds what the encounters' statistics share: the
// fingerprint of a setup (Fingerprint, Decider), the header checks of a
// merge (Header), and the Wilson interval of a rate (Wilson).
package study
