// Package encounter is the machinery every encounter package shares to keep
// the SDK's encounter contract: the mark of a seat played by a person, the
// error of an encounter waiting for one and of a refused choice, how a
// seat's decider is saved and found again, a participant's JSON with his
// decider in it (Participant), strict JSON, and the checks of participant
// names.
//
// The encounter packages (gunfight, brawl, chase, trial) re-export what a
// user names — Person and ErrWaiting — so that one value means the same in
// all of them: errors.Is(err, gunfight.ErrWaiting) and
// errors.Is(err, brawl.ErrWaiting) test the same sentinel.
package encounter
