//go:build !race

package gunfight_test

// raceDetector reports whether the tests run under the race detector,
// which makes a duel some ten times slower: long studies play fewer duels.
const raceDetector = false
