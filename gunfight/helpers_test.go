package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// gunman returns a plain test shooter: Speed 0, Accuracy 0, every ability
// 10, 22 HP, Great Reputation (no nerves, no ±1: 71 gives +1, so 50 —
// Average — with the nerve rules, unless changed), a holstered loaded Colt.
func testShooter(name string) Shooter {
	return Shooter{Name: name, Reputation: 50, Weapons: []Carried{{Weapon: "Colt Peacemaker", Loaded: 6}}}
}

// actions is a tactic that declares the listed actions in turn, then Done.
type actions struct {
	name string
	list []Action
	seen []Count
}

func (a *actions) Name() string { return a.name }
func (a *actions) Declare(v *View) Action {
	a.seen = append(a.seen, v.Now)
	if len(a.list) == 0 {
		return Action{Kind: Done}
	}
	x := a.list[0]
	a.list = a.list[1:]
	return x
}

// scripted builds a fight of the shooters with tactics of listed actions;
// the dice roll the faces given.
func scripted(t testing.TB, shooters []Shooter, plans [][]Action, r dice.Rand) (*Fight, []*actions) {
	t.Helper()
	var tacs []*actions
	for i := range shooters {
		a := &actions{name: "script" + shooters[i].Name}
		if i < len(plans) {
			a.list = plans[i]
		}
		shooters[i].Decider = a
		tacs = append(tacs, a)
	}
	f, err := NewFight(Setup{Shooters: shooters}, r)
	if err != nil {
		t.Fatal(err)
	}
	return f, tacs
}

// script returns scripted dice.
func script(t testing.TB, faces ...int) *dicetest.Script { return dicetest.NewScript(t, faces...) }

// pair builds a two-man fight 30 ft apart with the given dice, each man's
// first weapon in hand (for tests that call the engine's parts directly).
func pair(t interface {
	Helper()
	Fatal(...any)
}, a, b Shooter, r dice.Rand) *Fight {
	t.Helper()
	f, err := NewFight(Setup{Shooters: []Shooter{a, b}, Distance: 30}, r)
	if err != nil {
		t.Fatal(err)
	}
	f.started = true
	return f
}

// inHand puts man i's weapon w in his main hand (or off hand).
func (f *Fight) inHand(i, w int, off bool) {
	m := &f.men[i]
	if off {
		m.st.Guns[w].Hand, m.st.Off = inOff, w+1
	} else {
		m.st.Guns[w].Hand, m.st.Main = inMain, w+1
	}
}

// kinds lists the kinds of events.
func kinds(evs []Event) []EventKind {
	var out []EventKind
	for _, e := range evs {
		out = append(out, e.Kind)
	}
	return out
}

// find returns the first event of a kind by a man, or nil.
func find(evs []Event, k EventKind, who string) *Event {
	for i := range evs {
		if evs[i].Kind == k && (who == "" || evs[i].Who == who) {
			return &evs[i]
		}
	}
	return nil
}

// committed checks man i's action a (plan) and commits it (the dice it
// rolls, whether a shot is aimed) as a declaration does, and returns its
// counts with the dice.
func (f *Fight) committed(i int, a *Action) (Count, error) {
	c, err := f.plan(i, a)
	if err != nil {
		return 0, err
	}
	return f.commit(i, &f.men[i], a, c), nil
}
