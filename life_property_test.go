package aces_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/chase"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/trial"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

// The scenes a character's life is drawn from.
const (
	lifeBrawl = iota
	lifeGunfight
	lifeDays
	lifeChase
	lifeTrial
	lifeScenes
)

var lifeNames = [lifeScenes]string{"brawl", "gunfight", "days", "chase", "trial"}

// life is a drawn life: a seed, and the scenes of it in order (a number of
// days for a lifeDays).
type life struct {
	seed   uint64
	scenes []int
	days   []wounds.Time
}

func drawLife(t *rapid.T) life {
	l := life{seed: rapid.Uint64().Draw(t, "seed")}
	n := rapid.IntRange(1, 6).Draw(t, "scenes")
	for range n {
		l.scenes = append(l.scenes, rapid.IntRange(0, lifeScenes-1).Draw(t, "scene"))
		l.days = append(l.days, wounds.Time(rapid.IntRange(0, 40).Draw(t, "days"))*wounds.Day+wounds.Time(rapid.IntRange(0, 23).Draw(t, "hours"))*wounds.Hour)
	}
	return l
}

// roll returns a character of seed armed with a Colt.
func roll(t *rapid.T, seed uint64, name string) *character.Sheet {
	s, err := character.Roll(dice.NewSource(seed))
	if err != nil {
		t.Fatal(err)
	}
	s.Name = name
	s.Equipment = append(s.Equipment, "Colt Peacemaker (6 rounds)")
	return s
}

// sameBody fails the test unless a participant's condition is the sheet's.
func sameBody(t *rapid.T, what string, sheet *character.Sheet, c *wounds.Condition) {
	t.Helper()
	if d := cmp.Diff(sheet.Condition, c, cmp.AllowUnexported(wounds.Wound{}), cmpopts.EquateEmpty()); d != "" {
		t.Fatalf("%s starts from another condition than the sheet's (-sheet +%s):\n%s", what, what, d)
	}
}

// refused checks that a bridge refused a man who cannot stand, and only
// him.
func refused(t *rapid.T, what string, hero *character.Sheet, err error) bool {
	t.Helper()
	switch fit := hero.Fit(); {
	case fit != nil && !errors.Is(err, wounds.ErrDown):
		t.Fatalf("%s took a man who cannot stand (%v): %v", what, fit, err)
	case fit == nil && err != nil:
		t.Fatalf("%s refused a man who can stand: %v", what, err)
	}
	return err != nil
}

// liveScene plays scene k of life l with hero, an opponent of its own, and
// returns its consequences for him (false when he could not take part: he
// cannot stand, or the scene is days passing).
func liveScene(t *rapid.T, l life, k int, hero *character.Sheet) (scene.Consequences, bool) {
	t.Helper()
	src := dice.NewSource(dice.StudySeed(l.seed, uint64(k)+1))
	opp := roll(t, dice.StudySeed(l.seed, 1000+uint64(k)), "Opponent")
	var c scene.Consequences
	var cerr error // the consequences' error
	switch l.scenes[k] {
	case lifeDays:
		if _, err := hero.Pass(src, l.days[k]); err != nil {
			t.Fatal(err)
		}
		return c, false
	case lifeBrawl:
		hb, err := brawl.NewBrawler(hero.Name, hero)
		if refused(t, "the brawl", hero, err) {
			return c, false
		}
		sameBody(t, "the brawler", hero, hb.Condition)
		ob, _ := brawl.NewBrawler(opp.Name, opp)
		b, err := brawl.New(brawl.Setup{Config: brawl.Config{MaxRounds: 20}, Brawlers: []brawl.Entrant{{Brawler: hb, Decider: brawl.Aggressive}, {Brawler: ob, Decider: brawl.Aggressive}}}, src)
		if err != nil {
			t.Fatal(err)
		}
		if s := b.State().Seats[0]; s.HP != hero.HitPointsLeft() {
			t.Fatalf("he brawls with %d hit points, his sheet says %d", s.HP, hero.HitPointsLeft())
		}
		if _, err := b.Run(); err != nil {
			t.Fatal(err)
		}
		c, cerr = b.Consequences(0, nil)
	case lifeGunfight:
		hs, err := gunfight.NewShooter(hero.Name, hero)
		if refused(t, "the gunfight", hero, err) {
			return c, false
		}
		sameBody(t, "the shooter", hero, hs.Condition)
		os, err := gunfight.NewShooter(opp.Name, opp)
		if err != nil {
			t.Fatal(err)
		}
		f, err := gunfight.NewFight(gunfight.Setup{Shooters: []gunfight.Shooter{hs, os}, Distance: 20}, src)
		if err != nil {
			t.Fatal(err)
		}
		came := 0
		if hero.Condition != nil {
			came = len(hero.Condition.Wounds)
		}
		if p := f.Patient(0); p.HP() != hero.HitPointsLeft() || p.Now() != hero.Condition.Clock() || len(p.Wounds()) != came {
			t.Fatalf("his patient at count 0: %d hit points at %s, his sheet %d at %s", p.HP(), p.Now(), hero.HitPointsLeft(), hero.Condition.Clock())
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		c, cerr = f.Consequences(0, nil)
	case lifeChase:
		horse, err := chase.RollHorse(src, chase.HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		hr, err := chase.NewRider(hero.Name, hero, horse)
		if refused(t, "the chase", hero, err) {
			return c, false
		}
		sameBody(t, "the rider", hero, hr.Condition)
		or, _ := chase.NewRider(opp.Name, opp, horse)
		ch, err := chase.New(chase.Setup{Pursued: hr, Pursuers: []chase.Rider{or}, MaxTurns: 20}, src)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ch.Run(); err != nil {
			t.Fatal(err)
		}
		c, cerr = ch.Consequences(0, nil)
	case lifeTrial:
		sk, err := trial.NewSkills(hero)
		if refused(t, "the trial", hero, err) {
			return c, false
		}
		sameBody(t, "the counsel", hero, sk.Condition)
		tr, err := trial.New(trial.Config{Case: trial.Circumstantial, Defendant: hero.Reputation, Evidence: trial.Ratings{Prosecution: 3, Defence: 3}, Defence: sk}, src)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tr.Run(); err != nil {
			t.Fatal(err)
		}
		c, cerr = tr.Consequences(1, nil) // the defence
	}
	if cerr != nil {
		t.Fatal(cerr)
	}
	if c.Start() != hero.Condition.Clock() {
		t.Fatalf("the %s started at %s, his clock is at %s", lifeNames[l.scenes[k]], c.Start(), hero.Condition.Clock())
	}
	return c, true
}

// livePart lives scenes from..to-1 of l on hero: each scene's consequences
// taken, and taken again, which the sheet refuses without a change.
func livePart(t *rapid.T, l life, hero *character.Sheet, from, to int) {
	t.Helper()
	for k := from; k < to; k++ {
		c, ok := liveScene(t, l, k, hero)
		if !ok {
			continue
		}
		src := dice.NewSource(dice.StudySeed(l.seed, 2000+uint64(k)))
		if _, err := hero.Apply(src, c); err != nil {
			t.Fatalf("scene %d (%s): %v", k, lifeNames[l.scenes[k]], err)
		}
		before, _ := json.Marshal(hero)
		if _, err := hero.Apply(dice.NewSource(1), c); !errors.Is(err, character.ErrPaidTwice) {
			t.Fatalf("scene %d (%s) taken twice: %v, want ErrPaidTwice", k, lifeNames[l.scenes[k]], err)
		}
		if after, _ := json.Marshal(hero); string(after) != string(before) {
			t.Fatalf("scene %d (%s): a refusal changed the sheet", k, lifeNames[l.scenes[k]])
		}
	}
}

// TestPropLife: for any character and any sequence of scenes, the
// condition each encounter starts from is the character's at that moment,
// and consequences taken twice are refused without a change (WOD-7,
// GUD-16).
func TestPropLife(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := drawLife(t)
		hero := roll(t, l.seed, "Hero")
		livePart(t, l, hero, 0, len(l.scenes))
		if err := hero.Validate(); err != nil {
			t.Fatalf("after %v: %v", l.scenes, err)
		}
	})
}

// TestPropLifeSaved: a character saved between any two scenes and loaded
// again lives the rest of his life as the one never saved (WOD-7).
func TestPropLifeSaved(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		l := drawLife(t)
		cut := rapid.IntRange(0, len(l.scenes)).Draw(t, "saved after")
		straight := roll(t, l.seed, "Hero")
		livePart(t, l, straight, 0, len(l.scenes))

		saved := roll(t, l.seed, "Hero")
		livePart(t, l, saved, 0, cut)
		data, err := json.Marshal(saved)
		if err != nil {
			t.Fatal(err)
		}
		loaded, err := character.LoadSheet(data)
		if err != nil {
			t.Fatalf("saved after scene %d: %v", cut, err)
		}
		livePart(t, l, loaded, cut, len(l.scenes))
		a, _ := json.Marshal(straight)
		b, _ := json.Marshal(loaded)
		if string(a) != string(b) {
			t.Fatalf("saved after scene %d of %v, he lived on otherwise:\n%s", cut, l.scenes, cmp.Diff(string(a), string(b)))
		}
	})
}

// TestLifeNames: every scene of a life has a name (a guard on lifeNames).
func TestLifeNames(t *testing.T) {
	for k, n := range lifeNames {
		if n == "" {
			t.Error(fmt.Sprint("scene ", k, " has no name"))
		}
	}
}
