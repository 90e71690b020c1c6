package scene_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// A brawl of six rounds (ten seconds each, BR-2) that ended a minute into
// Jesse's day left him with the 5 hit points it took as one brawling wound
// (WOD-7, GUD-10) and a Reputation point lost for a low blow (RE-6). An
// encounter's Consequences method builds this value; a character sheet
// takes it with Apply.
func ExampleConsequences() {
	c := scene.Consequences{
		Scene: scene.Stamp{
			Encounter:   "brawl",
			Fingerprint: "3f2a9c0d1e2b3c4d",
			Seat:        1,
			Name:        "Jesse Colter",
			Ended:       wounds.Minute,
		},
		Took:   6 * 10 * wounds.Second,
		Hits:   []wounds.Hit{{Damage: 5, Cause: wounds.Brawling}},
		Awards: []reputation.Award{{Why: "used a low blow in a brawl", Reputation: -1}},
	}
	fmt.Println(c)
	start := c.Start()
	fmt.Println("started at", start, "and took", scene.Span(c.Took))
	fmt.Println("valid:", c.Validate() == nil)

	// Consequences that no scene could leave are refused: a scene that
	// took longer than the time at which it ended.
	bad := c.Clone()
	bad.Took = 2 * wounds.Minute
	fmt.Println(errors.Is(bad.Validate(), scene.ErrConsequences))

	// They travel as JSON, read back strictly.
	data, _ := json.Marshal(c)
	var back scene.Consequences
	fmt.Println(json.Unmarshal(data, &back) == nil && back.String() == c.String())
	// Output:
	// brawl 3f2a9c0d1e2b3c4d, seat 1 (Jesse Colter), ended day 0 00:01: took 1 minute; a brawling wound of 5; used a low blow in a brawl: Reputation -1, Fame +0, BP +0
	// started at day 0 and took 1 minute
	// valid: true
	// true
	// true
}

// Span writes a stretch of a character's clock as table talk.
func ExampleSpan() {
	fmt.Println(scene.Span(45))
	fmt.Println(scene.Span(wounds.Minute + 20*wounds.Second))
	fmt.Println(scene.Span(3*wounds.Day + 2*wounds.Hour))
	fmt.Println(scene.Span(0))
	// Output:
	// 4.5 seconds
	// 1 minute 20 seconds
	// 3 days 2 hours
	// no time
}
