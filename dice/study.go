package dice

// golden is SplitMix64's increment, 2^64 divided by the golden ratio.
const golden = 0x9e3779b97f4a7c15

// splitMix64 is SplitMix64's output function (Steele, Lea and Flood 2014).
func splitMix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// StudySeed returns the seed of item i (a duel, a brawl, a chase …) of a study
// run with seed: output number i, counting from 0, of a SplitMix64 generator
// started at seed, that is mix(seed + (i+1)·0x9e3779b97f4a7c15) with
// SplitMix64's mix function.
//
// This derivation is a contract: a study can be split into any ranges of
// items, run on any number of workers or machines, and item i always rolls
// the same dice. It will not change without a new major version.
func StudySeed(seed, i uint64) uint64 {
	return splitMix64(seed + (i+1)*golden)
}
