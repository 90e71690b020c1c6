// Command town tells a day in Judas Crossing, the second showcase of the
// SDK: every package at work on the same two men, from one seed.
//
//	go run ./examples/town
//	go run ./examples/town -seed 7
//	go run ./examples/town -seed 7 -svg duel.svg
//
// The day, scene by scene:
//
//  1. Two riders: two characters rolled by package character, each with a
//     short sheet; their standing (package reputation) is read off it.
//  2. Riding into Judas Crossing: the town's four factions take note of them
//     (package faction: the buzz).
//  3. A brawl at the Silver Spur with two locals (package brawl): each
//     sheet becomes a Brawler, and takes the brawl's consequences after it
//     (package scene, character.Sheet.Apply) — the hit points he lost as a
//     brawling wound, a Low Blow's Reputation; the deeds the saloon
//     witnessed become faction chips.
//  4. The quarrel becomes a duel on Main Street at sundown (package
//     gunfight), if both men can stand: each sheet becomes a Shooter with
//     what the brawl left him, the fight is told count by count (and drawn
//     with -svg), and each sheet takes its consequences — his wounds as
//     the fight left them, Reputation, Fame, gunfight experience — and the
//     factions their chips.
//  5. The weeks after (package wounds): a rider who cannot stand or
//     carries the duel's wounds is staunched, cleaned, operated on and
//     nursed on his sheet's own body, day by day, until he heals, dies or
//     eight weeks have passed.
//  6. The survivor's trial (package trial), the morning he is on his feet:
//     the hearing, the jury board after each phase, and the verdict, his
//     Reputation counting for or against him; its days pass on his clock.
//  7. The town talks (package faction): the factions' interest at the end of
//     the day and after the weeks, what each does about it, and who comes
//     to do it.
//
// Each rider's sheet carries his body from scene to scene (rule WOD-7): the
// day keeps no flag of its own for who fell or died. His clock starts at
// midnight before day 0: the brawl is at six in the evening, the duel at
// seven, a hearing at nine in the morning.
//
// A scene that cannot happen — a man beaten to death in the brawl, a duel
// nobody can fight — is told as such, and the day goes on. -h lists the flags.
//
// # Dice
//
// Scene k rolls every die of its own from dice.NewSource(dice.StudySeed(seed,
// k)), k being the scene's number above (1 … 7). No scene draws from another's
// source, so a scene added later, with a number of its own, never changes the
// dice of the scenes before it, and the same seed always tells the same day.
// (The faction ledger opened in scene 2 keeps scene 2's source; the later
// scenes only call the ledger methods that roll nothing, and scene 7 draws
// its cards from a deck of its own.) What a rider's wounds roll between
// scenes and over a scene's time comes from the scene's own source too,
// after the encounter's draws (before them for the hearing's morning, which
// rolls nothing unless a wound still bleeds or festers).
package main

import (
	"fmt"
	"io"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/faction"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/trial"
)

func main() { cli.Main("town", run) }

// run parses the flags in args and writes the day to w; the usage and flag
// errors go to stderr.
func run(w, stderr io.Writer, args []string) error {
	fl := cli.NewFlagSet("town", stderr, "usage: town [-seed N] [-svg FILE]",
		"Town tells a day in Judas Crossing from one seed: two riders, a brawl, a duel, the loser's\nwounds, a trial and the town's talk, every package of the SDK at work.")
	seed := cli.Seed(fl, "seed of the day's dice")
	svg := fl.String("svg", "", "draw the duel's silhouettes with every shot to this SVG file")
	if err := cli.Parse(fl, args); err != nil {
		return err
	}
	t := &town{w: w, seed: *seed, svg: *svg, deeds: reputation.DefaultDeeds()}
	fmt.Fprintf(w, "A day in Judas Crossing (seed %d)\n", *seed)
	for _, sc := range []struct {
		n     int
		title string
		play  func(*dice.Source) error
	}{
		{sceneRiders, "Two riders", t.riders},
		{sceneRideIn, "Riding into Judas Crossing", t.rideIn},
		{sceneBrawl, "A brawl at the Silver Spur", t.saloon},
		{sceneDuel, "The duel on Main Street", t.duel},
		{sceneWounds, "The weeks after: the loser's wounds", t.convalescence},
		{sceneTrial, "The trial", t.trial},
		{sceneTalk, "The town talks", t.talk},
	} {
		fmt.Fprintf(w, "\n== %d. %s ==\n", sc.n, sc.title)
		if err := sc.play(dice.NewSource(dice.StudySeed(*seed, uint64(sc.n)))); err != nil {
			return fmt.Errorf("scene %d (%s): %w", sc.n, sc.title, err)
		}
	}
	return nil
}

// The scenes of the day, numbered as they are told. Scene k rolls with
// dice.NewSource(dice.StudySeed(seed, k)); a new scene takes a new number.
const (
	sceneRiders = 1 + iota // the two characters are rolled
	sceneRideIn            // the factions' buzz
	sceneBrawl             // the saloon brawl
	sceneDuel              // the gunfight
	sceneWounds            // the loser's convalescence
	sceneTrial             // the survivor's trial
	sceneTalk              // the factions' interest after it all
)

// town is the day in progress: the two riders, the faction ledger, and what
// each scene leaves for the next.
type town struct {
	w     io.Writer
	seed  uint64
	svg   string
	deeds reputation.DeedTable

	men    [2]*rider
	ledger *faction.Ledger

	// The brawl (scene 3): the first rider who beat a man to death there,
	// or -1, and his victim.
	brawlKiller int
	brawlVictim string

	// The duel (scene 4).
	fought  bool             // the duel took place
	outcome gunfight.Outcome // its outcome (Results copied)
	first   int              // the man who fired first, or -1

	// The weeks after (scene 5): the day the last patient's story ended.
	weeks faction.Day

	// The trial (scene 6): the deed the town saw, and the day of the verdict.
	trialDeed *faction.Deed
	verdict   trial.Verdict
	verdictOn faction.Day
}

// say writes a line of narration.
func (t *town) say(format string, a ...any) {
	fmt.Fprintf(t.w, format+"\n", a...)
}
