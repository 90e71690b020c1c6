package gunfight

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/internal/talent"
)

// armory is a shooter carrying one of each kind of firearm the GU-3 tests
// need: 0 Colt, 1 Winchester, 2 shotgun, 3 a second Colt for the off hand,
// 4 a derringer without holster, 5 a cap-and-ball Remington with a spare
// cylinder, 6 a knife, 7 an axe.
func armory(talents ...string) Shooter {
	s := testShooter("Hickok")
	s.Talents = talents
	s.Weapons = []Carried{
		{Weapon: "Colt Peacemaker", Loaded: 6, Pocket: 12, Loop: 12},
		{Weapon: "Winchester 1873", Loaded: 15, Pocket: 10, Loop: 10},
		{Weapon: "Double-barrel shotgun", Loaded: 2, Pocket: 10, Loop: 10},
		{Weapon: "Colt Peacemaker", Loaded: 6, OffHand: true},
		{Weapon: "Derringer", Loaded: 2, NoHolster: true},
		{Weapon: "Remington 1858", Loaded: 6, Cylinders: 1},
		{Weapon: "Knife"},
		{Weapon: "Axe"},
	}
	return s
}

func TestActionCounts(t *testing.T) {
	type setup func(f *Fight)
	drawn := func(w int) setup { return func(f *Fight) { f.inHand(0, w, false) } }
	fired := func(w int, aimedAt int, ago Count, cocked bool) setup {
		return func(f *Fight) {
			f.inHand(0, w, false)
			g := &f.men[0].st.Guns[w]
			f.now = 50
			g.Fired, g.LastFired, g.AimedAt, g.Cocked = true, f.now-ago, aimedAt, cocked
		}
	}
	both := func(fs ...setup) setup {
		return func(f *Fight) {
			for _, s := range fs {
				s(f)
			}
		}
	}
	cases := []struct {
		name    string
		talents []string
		setup   setup
		a       Action
		faces   []int // dice the plan rolls
		want    Count
	}{
		{"GU-3 draw a pistol: 5", nil, nil, Action{Kind: Draw}, nil, 5},
		{"GU-3 draw a knife: 5", nil, nil, Action{Kind: Draw, Weapon: 6}, nil, 5},
		{"GU-3 draw a rifle: 10", nil, nil, Action{Kind: Draw, Weapon: 1}, nil, 10},
		{"GU-3 draw an axe: 10", nil, nil, Action{Kind: Draw, Weapon: 7}, nil, 10},
		{"GU-3 draw two pistols at once: +5 each, 10", nil, nil, Action{Kind: Draw, Weapon: 0, Two: true, Second: 3}, nil, 10},
		{"GU-3 draw with the off hand: +5", nil, nil, Action{Kind: Draw, Weapon: 3}, nil, 10},
		{"GU-3 draw with the off hand, Great Ambidexterity: no penalty", []string{talent.GreatAmbidexterity}, nil, Action{Kind: Draw, Weapon: 3}, nil, 5},
		{"GU-3 draw without holster: +d4 (d4 shows 3)", nil, nil, Action{Kind: Draw, Weapon: 4}, []int{3}, 8},
		{"GU-3 aim: 4", nil, drawn(0), Action{Kind: Fire, Target: 1}, nil, 4},
		{"GU-3 Quick Aim halves standard aim: 2", []string{talent.QuickAim}, drawn(0), Action{Kind: Fire, Target: 1}, nil, 2},
		{"GU-3 Quick Aim does not halve deliberate: 2 + 4", []string{talent.QuickAim}, drawn(0), Action{Kind: Fire, Target: 1, Extra: Deliberate}, nil, 6},
		{"GU-3 steady hand: +2 counts", nil, drawn(0), Action{Kind: Fire, Target: 1, Steady: true}, nil, 6},
		{"GU-3 fire deliberately, pistol: +4", nil, drawn(0), Action{Kind: Fire, Target: 1, Extra: Deliberate}, nil, 8},
		{"GU-3 fire deliberately, rifle: +8", nil, drawn(1), Action{Kind: Fire, Weapon: 1, Target: 1, Extra: Deliberate}, nil, 12},
		{"GU-3 careful aim, pistol: +10", nil, drawn(0), Action{Kind: Fire, Target: 1, Extra: Careful}, nil, 14},
		{"GU-3 careful aim, rifle: +20", nil, drawn(1), Action{Kind: Fire, Weapon: 1, Target: 1, Extra: Careful}, nil, 24},
		{"GU-3 hip-shoot a pistol: 0", nil, drawn(0), Action{Kind: Fire, Target: 1, Aim: Hip}, nil, 0},
		{"GU-3 hip-shoot a rifle: 6", nil, drawn(1), Action{Kind: Fire, Weapon: 1, Target: 1, Aim: Hip}, nil, 6},
		{"GU-3 GUD-4 fanfire, first shot: aim reduced to 2", nil, drawn(0), Action{Kind: Fire, Target: 1, Aim: Fan}, nil, 2},
		{"GU-3 GUD-4 fanfire, each further shot: 5 → 3", nil, both(fired(0, 0, 3, false), func(f *Fight) { f.men[0].st.Guns[0].Fanned = true }), Action{Kind: Fire, Target: 1, Aim: Fan}, nil, 3},
		{"GU-3 fire a cocked weapon trained on him: 1", nil, both(drawn(0), func(f *Fight) { g := &f.men[0].st.Guns[0]; g.Cocked, g.AimedAt = true, 2 }), Action{Kind: Fire, Target: 1}, nil, 1},
		{"GU-3 cock and fire a pointed weapon: 3", nil, both(drawn(0), func(f *Fight) { f.men[0].st.Guns[0].AimedAt = 2 }), Action{Kind: Fire, Target: 1}, nil, 3},
		{"GU-3 cock and fire a pointed weapon not fired for 1 s: 3", nil, fired(0, 2, 10, false), Action{Kind: Fire, Target: 1}, nil, 3},
		{"GU-3 pistol 2nd shot: 5, stays aimed", nil, fired(0, 2, 5, false), Action{Kind: Fire, Target: 1}, nil, 5},
		{"GU-3 pistol 2nd shot at another man: 5 + aim 4", nil, fired(0, 0, 5, false), Action{Kind: Fire, Target: 1}, nil, 9},
		{"GU-3 pistol 2nd shot from the hip: 5", nil, fired(0, 0, 5, false), Action{Kind: Fire, Target: 1, Aim: Hip}, nil, 5},
		{"GU-3 rifle 2nd shot unaimed: 6", nil, fired(1, 2, 5, false), Action{Kind: Fire, Weapon: 1, Target: 1, Aim: Hip}, nil, 6},
		{"GU-3 rifle 2nd shot re-aimed: 10", nil, fired(1, 2, 5, false), Action{Kind: Fire, Weapon: 1, Target: 1}, nil, 10},
		{"GU-3 shotgun 2nd barrel: 14", nil, fired(2, 2, 5, false), Action{Kind: Fire, Weapon: 2, Target: 1}, nil, 14},
		{"GU-3 shotgun 2nd barrel, cocked: 11", nil, fired(2, 2, 5, true), Action{Kind: Fire, Weapon: 2, Target: 1}, nil, 11},
		{"GU-3 shotgun 2nd barrel unaimed: 10", nil, fired(2, 2, 5, false), Action{Kind: Fire, Weapon: 2, Target: 1, Aim: Hip}, nil, 10},
		{"GU-3 shotgun 2nd barrel unaimed, cocked: 7", nil, fired(2, 2, 5, true), Action{Kind: Fire, Weapon: 2, Target: 1, Aim: Hip}, nil, 7},
		{"GU-3 reload a pistol: 10 per cartridge", nil, func(f *Fight) { f.men[0].st.Guns[0].Loaded = 3 }, Action{Kind: Reload, Rounds: 3}, nil, 30},
		{"GU-3 reload a rifle: 10 per cartridge", nil, func(f *Fight) { f.men[0].st.Guns[1].Loaded = 13 }, Action{Kind: Reload, Weapon: 1, Rounds: 2}, nil, 20},
		{"GU-3 replace a cylinder: 100", nil, func(f *Fight) { f.men[0].st.Guns[5].Loaded = 0 }, Action{Kind: Reload, Weapon: 5, Cylinder: true}, nil, 100},
		{"GU-3 shotgun, one shell: 25", nil, func(f *Fight) { g := &f.men[0].st.Guns[2]; g.Loaded, g.Spent = 1, 1 }, Action{Kind: Reload, Weapon: 2, Rounds: 1}, nil, 25},
		{"GU-3 shotgun, one shell, none to remove: 23", nil, func(f *Fight) { f.men[0].st.Guns[2].Loaded = 1 }, Action{Kind: Reload, Weapon: 2, Rounds: 1}, nil, 23},
		{"GU-3 shotgun, two shells: 30", nil, func(f *Fight) { g := &f.men[0].st.Guns[2]; g.Loaded, g.Spent = 0, 2 }, Action{Kind: Reload, Weapon: 2, Rounds: 2}, nil, 30},
		{"GU-3 shotgun, two shells, none to remove: 28", nil, func(f *Fight) { f.men[0].st.Guns[2].Loaded = 0 }, Action{Kind: Reload, Weapon: 2, Rounds: 2}, nil, 28},
		{"GU-3 from a shell loop: +d4 per round (d4 2, 4)", nil, func(f *Fight) { f.men[0].st.Guns[0].Loaded = 4 }, Action{Kind: Reload, Rounds: 2, Loop: true}, []int{2, 4}, 26},
		{"GU-3 Rapid Reload halves: 30 → 15", []string{talent.RapidReload}, func(f *Fight) { f.men[0].st.Guns[0].Loaded = 3 }, Action{Kind: Reload, Rounds: 3}, nil, 15},
		{"GU-3 Rapid Reload halves a cylinder: 50", []string{talent.RapidReload}, nil, Action{Kind: Reload, Weapon: 5, Cylinder: true}, nil, 50},
		{"GU-3 Rapid Reload halves, rounding up: 23 → 12", []string{talent.RapidReload}, func(f *Fight) { f.men[0].st.Guns[2].Loaded = 1 }, Action{Kind: Reload, Weapon: 2, Rounds: 1}, nil, 12},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc := script(t, c.faces...)
			f := pair(t, armory(c.talents...), testShooter("Tutt"), sc)
			if c.setup != nil {
				c.setup(f)
			}
			a := c.a
			got, err := f.committed(0, &a)
			if err != nil {
				t.Fatal(err)
			}
			if got != c.want {
				t.Errorf("%d counts, want %d", got, c.want)
			}
			sc.Done()
		})
	}
}

// TestAimingAccuracy checks the Accuracy each way of aiming gives (rule
// GU-3), read from the shot's record: the d20 shows 1, a miss.
func TestAimingAccuracy(t *testing.T) {
	cases := []struct {
		name    string
		talents []string
		w       int
		fired   bool
		a       Action
		kind    modKind
		want    int
	}{
		{"GU-3 steady hand: +2 Accuracy", nil, 0, false, Action{Kind: Fire, Target: 1, Steady: true}, modSteady, 2},
		{"GU-3 fire deliberately, pistol: +2", nil, 0, false, Action{Kind: Fire, Target: 1, Extra: Deliberate}, modExtra, 2},
		{"GU-3 fire deliberately, rifle: +4", nil, 1, false, Action{Kind: Fire, Weapon: 1, Target: 1, Extra: Deliberate}, modExtra, 4},
		{"GU-3 careful aim, pistol: +3", nil, 0, false, Action{Kind: Fire, Target: 1, Extra: Careful}, modExtra, 3},
		{"GU-3 careful aim, rifle: +6", nil, 1, false, Action{Kind: Fire, Weapon: 1, Target: 1, Extra: Careful}, modExtra, 6},
		{"GU-3 hip-shoot a pistol: -4", nil, 0, false, Action{Kind: Fire, Target: 1, Aim: Hip}, modAim, -4},
		{"GU-3 hip-shoot a rifle: -4", nil, 1, false, Action{Kind: Fire, Weapon: 1, Target: 1, Aim: Hip}, modAim, -4},
		{"GU-3 Hip Shooter: -2 instead of -4", []string{talent.HipShooter}, 0, false, Action{Kind: Fire, Target: 1, Aim: Hip}, modAim, -2},
		{"GU-3 unaimed rifle 2nd shot takes the hip-shooting -4", nil, 1, true, Action{Kind: Fire, Weapon: 1, Target: 1, Aim: Hip}, modAim, -4},
		{"GU-3 fanfire: -6", nil, 0, false, Action{Kind: Fire, Target: 1, Aim: Fan}, modAim, -6},
		{"GU-3 Fan Firing: -3 instead of -6", []string{talent.FanFiring}, 0, false, Action{Kind: Fire, Target: 1, Aim: Fan}, modAim, -3},
		{"GU-3 aimed: no penalty", nil, 0, false, Action{Kind: Fire, Target: 1}, modAim, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := pair(t, armory(c.talents...), testShooter("Tutt"), script(t, 1))
			f.inHand(0, c.w, false)
			if c.fired {
				g := &f.men[0].st.Guns[c.w]
				g.Fired, g.AimedAt = true, 2
			}
			m := &f.men[0]
			m.st.Act = c.a
			if _, err := f.committed(0, &m.st.Act); err != nil {
				t.Fatal(err)
			}
			f.resolveFire(0)
			e := find(f.events, Shot, "Hickok")
			if e == nil {
				t.Fatal("no shot")
			}
			if got := int(e.Mods[c.kind]); got != c.want {
				t.Errorf("%s %+d, want %+d (%s)", c.kind, got, c.want, e)
			}
		})
	}
}

// TestHoldFire: a deliberate shooter may hold fire and continue into
// careful aim (GU-3), careful's total replacing deliberate's (GUD-5).
func TestHoldFire(t *testing.T) {
	t.Run("GUD-5 pistol: 6 more counts for +3 instead of +2", func(t *testing.T) {
		a := testShooter("Hickok")
		a.Weapons[0].Drawn = true
		b := testShooter("Tutt") // unarmed in hand: the deliberate aimer holds
		b.Decider = TacticFunc{Label: "idle", Func: func(*View) Action { return Action{Kind: Wait, Counts: 100} }}
		a.Decider = DeliberateAimer
		// Hickok: initiative d10 1 → 1, deliberate 4 + 4 = 8 → count 9;
		// Tutt: d10 10. At count 9 Hickok holds: +6 → count 15, fires with
		// +3; the d20 shows 1.
		f, err := NewFight(Setup{Shooters: []Shooter{a, b}, Distance: 30}, script(t, 1, 10, 1))
		if err != nil {
			t.Fatal(err)
		}
		for f.now < 15 && !f.Over() {
			if err := f.Step(); err != nil {
				t.Fatal(err)
			}
		}
		h := find(f.Events(), HeldFire, "Hickok")
		s := find(f.Events(), Shot, "Hickok")
		if h == nil || s == nil || h.When != 9 || s.When != 15 {
			t.Fatalf("held at %v, shot at %v; want 9 and 15\n%v", h, s, f.Events())
		}
		if s.Mods[modExtra] != 3 || s.Shot.Extra != Careful {
			t.Errorf("careful aim gave %+d, want +3", s.Mods[modExtra])
		}
	})
}

func TestImpossibleActions(t *testing.T) {
	cases := []struct {
		name  string
		setup func(f *Fight)
		a     Action
		rule  string
	}{
		{"GU-3 fire an empty gun", func(f *Fight) { f.inHand(0, 0, false); f.men[0].st.Guns[0].Loaded = 0 }, Action{Kind: Fire, Target: 1}, "GU-3"},
		{"GU-3 aim an undrawn gun", nil, Action{Kind: Fire, Target: 1}, "GU-3"},
		{"GU-3 careful aim with a fanned pistol", func(f *Fight) { f.inHand(0, 0, false) }, Action{Kind: Fire, Target: 1, Aim: Fan, Extra: Careful}, "GU-3"},
		{"GU-3 steady hand without a free hand", func(f *Fight) { f.inHand(0, 0, false); f.inHand(0, 3, true) }, Action{Kind: Fire, Target: 1, Steady: true}, "GU-3"},
		{"GU-3 steady hand on a rifle", func(f *Fight) { f.inHand(0, 1, false) }, Action{Kind: Fire, Weapon: 1, Target: 1, Steady: true}, "GU-3"},
		{"GU-3 fan a rifle", func(f *Fight) { f.inHand(0, 1, false) }, Action{Kind: Fire, Weapon: 1, Target: 1, Aim: Fan}, "GU-3"},
		{"GU-3 fan without a free hand", func(f *Fight) { f.inHand(0, 0, false); f.inHand(0, 3, true) }, Action{Kind: Fire, Target: 1, Aim: Fan}, "GU-3"},
		{"GU-3 deliberate from the hip", func(f *Fight) { f.inHand(0, 0, false) }, Action{Kind: Fire, Target: 1, Aim: Hip, Extra: Deliberate}, "GU-3"},
		{"GU-3 draw a drawn gun", func(f *Fight) { f.inHand(0, 0, false) }, Action{Kind: Draw}, "GU-3"},
		{"GU-3 draw two at once without free hands", func(f *Fight) { f.inHand(0, 1, false) }, Action{Kind: Draw, Weapon: 0, Two: true, Second: 3}, "GU-3"},
		{"GU-3 reload a full gun", nil, Action{Kind: Reload}, "GU-3"},
		{"GU-3 reload a cap-and-ball revolver by the cartridge", func(f *Fight) { f.men[0].st.Guns[5].Loaded = 0 }, Action{Kind: Reload, Weapon: 5}, "GU-3"},
		{"GU-3 shotgun loads at most two shells", func(f *Fight) { f.men[0].st.Guns[2].Loaded = 0 }, Action{Kind: Reload, Weapon: 2, Rounds: 3}, "GU-3"},
		{"GU-3 no such weapon", nil, Action{Kind: Draw, Weapon: 42}, "GU-3"},
		{"GU-3 a knife does not shoot", func(f *Fight) { f.inHand(0, 6, false) }, Action{Kind: Fire, Weapon: 6, Target: 1}, "GU-3"},
		{"GU-4 fire at himself", func(f *Fight) { f.inHand(0, 0, false) }, Action{Kind: Fire, Target: 0}, "GU-4"},
		{"GU-4 out of range", func(f *Fight) { f.inHand(0, 4, false); f.men[1].st.Pos.X = 500; f.measure() }, Action{Kind: Fire, Weapon: 4, Target: 1}, "GU-4"},
		{"GU-7 strike out of reach", func(f *Fight) { f.inHand(0, 6, false) }, Action{Kind: Strike, Weapon: 6, Target: 1}, "GU-7"},
		{"GU-8 grab out of reach", nil, Action{Kind: Grab, Target: 1}, "GU-8"},
		{"GU-8 wrestle without a grip", nil, Action{Kind: Wrestle, Target: 1, Hold: Hurt}, "GU-8"},
		{"GU-2 no action", nil, Action{}, "GU-2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := pair(t, armory(), testShooter("Tutt"), script(t))
			if c.setup != nil {
				c.setup(f)
			}
			a := c.a
			_, err := f.plan(0, &a)
			var ae *ActionError
			if !errors.Is(err, ErrAction) || !errors.As(err, &ae) {
				t.Fatalf("error %v, want an ActionError", err)
			}
			if ae.Rule != c.rule {
				t.Errorf("rule %s, want %s (%v)", ae.Rule, c.rule, err)
			}
		})
	}
}
