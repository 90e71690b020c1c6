//go:build race

package chase

// raceDetector reports a test binary built with -race, under which the
// longest tests are skipped: they check no concurrency.
const raceDetector = true
