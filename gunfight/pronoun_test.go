package gunfight

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// TestNarrationPronouns walks every event kind with a woman, a man and a
// "they" as the man acting and the man acted on, and reads the sentences:
// Sam acts on Jo; in the three casts Sam is she, he, they and Jo he, they,
// she.
func TestNarrationPronouns(t *testing.T) {
	casts := [3][2]Pronoun{{She, He}, {He, They}, {They, She}}
	ev := func(k EventKind, f func(e *Event)) Event {
		e := Event{When: 14, Kind: k, Who: "Sam", Whom: "Jo"}
		if f != nil {
			f(&e)
		}
		return e
	}
	same := func(s string) [3]string { return [3]string{s, s, s} }
	var fists, grazed Mods
	fists.set(modDistance, 8)
	fists.set(modFoeDex, -1)
	grazed.set(modAccuracy, 1)
	for _, c := range []struct {
		e    Event
		want [3]string
	}{
		{ev(Initiative, func(e *Event) { e.Act, e.Weapon, e.Die, e.Total = Draw, "the Colt", 7, 7 }), same("count 14: Sam declares: draw the Colt; initiative d10 7 = 7")},
		{ev(Drew, func(e *Event) { e.Weapon, e.Whom = "the Colt", "" }), same("count 14: Sam draws the Colt")},
		{ev(Drew, func(e *Event) { e.Weapon, e.Whom = "the Colt", "the Colt" }), same("count 14: Sam draws both Colts")},
		{ev(Drew, func(e *Event) { e.Weapon, e.Whom = "the knife", "the knife" }), same("count 14: Sam draws both knives")},
		{ev(Drew, func(e *Event) { e.Weapon, e.Whom = "the Colt", "the Navy" }), same("count 14: Sam draws the Colt and the Navy")},
		{ev(HeldFire, nil), same("count 14: Sam holds fire and takes careful aim at Jo")},
		{ev(Shot, func(e *Event) {
			e.Weapon, e.Die, e.Roll, e.Mods, e.Total, e.Shot.Landing = "the Colt", 17, 17, grazed, 18, Missed
		}),
			same("count 14: Sam fires the Colt at Jo's chest: d20 17 +1 (Accuracy) = 18: miss")},
		{ev(Hit, func(e *Event) { e.Wound.Location, e.Amount, e.Wound.Grade, e.HP = wounds.Chest, 7, 7, 15 }), same("count 14: Sam is hit in the chest for 7; 15 HP left")},
		{ev(KnockedOut, nil), same("count 14: Sam is knocked out")},
		{ev(FellDown, func(e *Event) { e.HP = -2 }), same("count 14: Sam goes down (-2 HP)")},
		{ev(Died, func(e *Event) { e.HP = -11 }), same("count 14: Sam is dead (-11 HP)")},
		{ev(Nerve, func(e *Event) {
			e.Nerve.Nerve = reputation.NerveOf(150, false)
			e.Nerve.Blow, e.Nerve.LostHP, e.Nerve.MaxHP = reputation.Grazed, 2, 24
		}), [3]string{
			"count 14: Sam's nerve: Legendary Reputation, grazed, 2 of 24 hit points lost: she never runs",
			"count 14: Sam's nerve: Legendary Reputation, grazed, 2 of 24 hit points lost: he never runs",
			"count 14: Sam's nerve: Legendary Reputation, grazed, 2 of 24 hit points lost: they never run"}},
		{ev(InCover, nil), same("count 14: Sam takes cover")},
		{ev(Fleeing, nil), same("count 14: Sam turns and runs")},
		{ev(FledFight, nil), same("count 14: Sam has fled")},
		{ev(LeftFight, nil), same("count 14: Sam leaves the fight")},
		{ev(Reloaded, func(e *Event) { e.Amount, e.Weapon = 6, "the Colt" }), same("count 14: Sam loads 6 into the Colt")},
		{ev(Moved, func(e *Event) { e.Amount, e.Apart = 10, 20 }), same("count 14: Sam moves 10 ft, 20 ft from Jo")},
		{ev(StoodUp, nil), same("count 14: Sam gets up")},
		{ev(Waited, nil), same("count 14: Sam waits")},
		{ev(Idle, nil), same("count 14: Sam has nothing more to do")},
		{ev(Struck, func(e *Event) {
			e.Weapon, e.Die, e.Roll, e.Mods, e.Total, e.Shot.Landing = "his fists", 12, 12, fists, 19, Missed
		}), [3]string{
			"count 14: Sam strikes at Jo's chest with her fists: d20 12 +8 (close combat) -1 (his Dex) = 19: miss",
			"count 14: Sam strikes at Jo's chest with his fists: d20 12 +8 (close combat) -1 (their Dex) = 19: miss",
			"count 14: Sam strikes at Jo's chest with their fists: d20 12 +8 (close combat) -1 (her Dex) = 19: miss"}},
		{ev(Grabbed, func(e *Event) { e.Die, e.Roll, e.Total, e.Shot.Landing = 12, 12, 12, Missed }), same("count 14: Sam grabs at Jo's chest: d20 12 = 12: miss")},
		{ev(Wrestled, func(e *Event) { e.Wrestle.Hold, e.Die, e.Total, e.Wrestle.Rival = BreakFree, 9, 9, 11 }), same("count 14: Sam wrestles Jo (break free): d20 9 = 9 vs 11: fails")},
		{ev(GunFired, func(e *Event) { e.Weapon, e.Die, e.Note = "the Colt", 2, "nobody fires" }), same("count 14: Sam fires the Colt in the struggle: d6 2, nobody fires")},
		{ev(Delayed, func(e *Event) { e.Amount = 5 }), same("count 14: Sam's shot is delayed 5 counts")},
		{ev(Delayed, func(e *Event) { e.Amount = 1 }), same("count 14: Sam's shot is delayed 1 count")},
		{ev(Ended, func(e *Event) { e.Note = "left standing" }), same("count 14: the fight is over: Sam is left standing")},
		{ev(Ended, func(e *Event) { e.Who, e.Note = "", "nobody is left standing" }), same("count 14: the fight is over: nobody is left standing")},
	} {
		for i, cast := range casts {
			e := c.e
			e.WhoPronoun, e.WhomPronoun = cast[0], cast[1]
			e.Nerve.Nerve.Pronoun = cast[0]
			if got := e.String(); got != c.want[i] {
				t.Errorf("%v, Sam %v, Jo %v:\n got %q\nwant %q", e.Kind, cast[0], cast[1], got, c.want[i])
			}
		}
	}
}

// TestEnginePronouns checks what the engine writes of a man in his own
// words: the notes of his events, the refusals of his actions, his nerve,
// his body and the end of the fight, for a man, a woman and a "they".
func TestEnginePronouns(t *testing.T) {
	for _, c := range []struct {
		p                           Pronoun
		holstered, empty, cover     string
		feet, spares, nerve, ending string
	}{
		{He, "his gun is no longer in his hand", "his gun is empty", "he is already in cover",
			"he is on his feet", "he has no spare rounds for the Colt", "his nerve sends him", "left standing with his side"},
		{She, "her gun is no longer in her hand", "her gun is empty", "she is already in cover",
			"she is on her feet", "she has no spare rounds for the Colt", "her nerve sends her", "left standing with her side"},
		{They, "their gun is no longer in their hand", "their gun is empty", "they are already in cover",
			"they are on their feet", "they have no spare rounds for the Colt", "their nerve sends them", "left standing with their side"},
	} {
		kate, jo, sam := testShooter("Kate"), testShooter("Jo"), testShooter("Sam")
		kate.Pronoun = c.p
		sam.Side = 1
		f, err := NewFight(Setup{Shooters: []Shooter{kate, sam, jo}, Distance: 30}, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		m := &f.men[0]
		if m.nerve.Pronoun != c.p || m.pat.Body().Pronoun != c.p {
			t.Errorf("%v: nerve %v, body %v", c.p, m.nerve.Pronoun, m.pat.Body().Pronoun)
		}
		g := &m.st.Guns[0]
		if got := f.cannotFire(0, 0, g); got != c.holstered {
			t.Errorf("%v: %q, want %q", c.p, got, c.holstered)
		}
		f.inHand(0, 0, false)
		g.Loaded = 0
		if got := f.cannotFire(0, 0, g); got != c.empty {
			t.Errorf("%v: %q, want %q", c.p, got, c.empty)
		}
		refused := func(a Action, want string) {
			t.Helper()
			_, err := f.plan(0, &a)
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%v: %v: %v, want %q", c.p, a.Kind, err, want)
			}
		}
		refused(Action{Kind: Stand}, c.feet)
		refused(Action{Kind: Reload, Weapon: 0}, c.spares)
		var gripped uint32
		f.applyEffect(&effect{who: 0, kind: TakeCover, forced: true}, &gripped)
		if e := f.events[len(f.events)-1]; e.Kind != InCover || e.Note != c.nerve {
			t.Errorf("%v: %v %q, want the cover of %q", c.p, e.Kind, e.Note, c.nerve)
		}
		refused(Action{Kind: TakeCover}, c.cover)
		f.men[1].st.Status = Down
		f.standing()
		if e := f.events[len(f.events)-1]; e.Note != c.ending || e.Who != "Kate" || e.WhoPronoun != c.p {
			t.Errorf("%v: the end %q by %s (%v), want %q", c.p, e.Note, e.Who, e.WhoPronoun, c.ending)
		}
	}
}

func TestShooterPronoun(t *testing.T) {
	kate := testShooter("Kate")
	kate.Pronoun = 3
	_, err := NewFight(Setup{Shooters: []Shooter{kate, testShooter("Jo")}}, dice.NewSource(1))
	if !errors.Is(err, ErrSetup) || !strings.Contains(err.Error(), "pronoun Pronoun(3): want he, she or they") {
		t.Errorf("Pronoun(3): %v", err)
	}
	kate.Pronoun = They
	b, err := json.Marshal(kate)
	if err != nil || !strings.Contains(string(b), `"pronoun":"they"`) {
		t.Errorf("JSON %s, %v", b, err)
	}
	if b, _ := json.Marshal(testShooter("Jo")); strings.Contains(string(b), "pronoun") {
		t.Errorf("he is written: %s", b)
	}
}

// TestModifiers: an event's modifiers come with the reasons the narration
// gives them — a blow's +8 for close combat (GU-7), the striker's Dex
// modifier and the defender's taken off, named in her pronoun — and only
// those that applied.
func TestModifiers(t *testing.T) {
	t.Run("GU-7 a blow's +8, his Dex modifier and hers taken off", func(t *testing.T) {
		e := Event{Kind: Struck, WhomPronoun: She}
		e.Mods.set(modDistance, 8)
		e.Mods.set(modDex, 1)
		e.Mods.set(modFoeDex, -2)
		var got []string
		for m := range e.Modifiers() {
			got = append(got, m.String())
		}
		if want := []string{"+8 (close combat)", "+1 (Dex)", "-2 (her Dex)"}; !slices.Equal(got, want) {
			t.Errorf("got %q, want %q", got, want)
		}
	})
}
