package chase

import "context"

// SimulateRace runs the races of a study of s and returns their
// statistics, as Simulate does for chases: the setup's strategies play
// every race (from several goroutines at once), Study's numbers are races, a
// cancelled context returns the statistics of the chunks completed with
// the context's error, and the errors are Simulate's (NewRace's for a bad
// setup). Each worker checks the setup once and lays every race of it
// afresh in one reused Race, which keeps no log and no journal; any race of a study is told in full
// by NewRace with dice.NewSource(dice.StudySeed(Seed, i)).
func SimulateRace(ctx context.Context, s RaceSetup, st Study) (*RaceStats, error) {
	return simulate[RaceSetup, Race, RaceStats](ctx, s, st, &raceStatsFormat, raceFingerprint, raceWithDeciders, (*RaceStats).add)
}

// raceFingerprint returns the fingerprint of a race study: its setup with
// the defaults filled in, its strategies and the Stats version.
func raceFingerprint(r RaceSetup, strats []Strategy) (string, error) {
	if r.Course == nil {
		r.Course = DefaultCourse()
	}
	r.Riders = printed(r.Riders)
	if r.MaxTurns == 0 {
		r.MaxTurns = DefaultMaxTurns
	}
	if r.Speed == nil {
		t := DefaultSpeedTable()
		r.Speed = &t
	}
	return fingerprint("race", r, strats)
}
