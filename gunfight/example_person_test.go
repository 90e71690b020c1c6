package gunfight_test

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// A person plays Hickok in the standard duel: the fight waits for each of
// his declarations, he draws (5 counts, rule GU-3), brings the Colt to
// bear and fires (4), and fires again (a pistol's second shot, 5). Tutt,
// of lower Wisdom, declares first at count 0 (GU-2).
func Example_person() {
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.Person
	f, err := gunfight.NewFight(s, dice.NewSource(31))
	if err != nil {
		panic(err)
	}
	for !f.Over() {
		err := f.Step()
		if !errors.Is(err, gunfight.ErrWaiting) {
			continue
		}
		v, _ := f.View(0)
		a := gunfight.Action{Kind: gunfight.Fire, Target: 1}
		if !v.Weapons[0].Drawn {
			a = gunfight.Action{Kind: gunfight.Draw}
		}
		c, _, _ := v.Counts(a)
		fmt.Printf("count %d: Hickok's player declares %s (%d counts)\n", f.State().Now, a, c)
		if err := f.Decide(0, a); err != nil {
			panic(err)
		}
	}
	o := f.Outcome()
	fmt.Printf("count %d: %s\n", o.Ended, o.Reason)
	// Output:
	// count 0: Hickok's player declares draw 0 (5 counts)
	// count 9: Hickok's player declares fire 0 at 1 (4 counts)
	// count 13: Hickok's player declares fire 0 at 1 (5 counts)
	// count 18: left standing
}

// A refused choice and the retry: firing an undrawn Colt breaks rule GU-3,
// so Decide refuses it and nothing changes — Hickok is still the one
// waiting; the draw he declares instead is taken.
func Example_refused() {
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.Person
	f, err := gunfight.NewFight(s, dice.NewSource(31))
	if err != nil {
		panic(err)
	}
	fmt.Println(f.Step())
	fmt.Println(f.Decide(0, gunfight.Action{Kind: gunfight.Fire, Target: 1}))
	fmt.Println("waiting:", f.Waiting())
	a, _ := gunfight.ParseAction("draw 0")
	fmt.Println(f.Decide(0, a), "waiting:", f.Waiting())
	fmt.Println(f.Step())
	fmt.Println(f.Events()[0])
	// Output:
	// waiting for a decision: Hickok (shooter 0) must declare at count 0
	// gunfight: Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is not drawn: he cannot aim or fire it
	// waiting: [0]
	// <nil> waiting: []
	// <nil>
	// count 0: Hickok declares: draw the Colt; initiative d10 2 +3 (Speed) -1 (experience) = 4, first action at count 9
}

// A fight saved while it waits for a person resumes waiting for him: the
// save holds the pending declaration, and the resumed fight, given the
// same choices, ends as the straight one does.
func Example_saveWaiting() {
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.Person
	f, err := gunfight.NewFight(s, dice.NewSource(31))
	if err != nil {
		panic(err)
	}
	f.Step() // waits for Hickok at count 0
	f.Decide(0, gunfight.Action{Kind: gunfight.Draw})
	f.Step()
	fmt.Println(f.Step()) // he has drawn: waits for his next
	data, err := f.MarshalJSON()
	if err != nil {
		panic(err)
	}
	r, err := gunfight.Resume(data)
	if err != nil {
		panic(err)
	}
	fmt.Println("resumed at count", int(r.State().Now), "waiting for", r.Waiting())
	v, _ := r.View(0)
	for _, o := range v.Options()[:3] {
		fmt.Println(o)
	}
	fire := gunfight.Action{Kind: gunfight.Fire, Target: 1}
	for !r.Over() {
		if errors.Is(r.Step(), gunfight.ErrWaiting) {
			r.Decide(0, fire)
		}
	}
	fmt.Println(r.Outcome().Reason, "at count", int(r.Outcome().Ended))
	// Output:
	// waiting for a decision: Hickok (shooter 0) must declare at count 9
	// resumed at count 9 waiting for [0]
	// fire 0 at 1 (4 counts; to any location)
	// fire 0 at 1 steady (6 counts; to any location)
	// fire 0 at 1 deliberate (8 counts; to any location)
	// left standing at count 18
}
