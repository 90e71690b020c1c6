package gunfight

import (
	"fmt"
	"math"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/wounds"
)

// Tactic decides what a man does (rule GU-2): the engine asks it for his
// next action whenever he has none — at the start, in ascending Wisdom, and
// each time an action completes — and validates what it returns by the
// check Decide makes of a person's choice: an impossible action is refused
// — Step returns an [*ActionError] naming the rule, and the declaration
// stays pending, nothing changed, for the next Step to ask again.
// Nerves are not a tactic: when the rules force a man's hand (RE-7) the
// engine declares for him, and the event says why.
//
// A tactic plays the men whose Shooter.Decider it is. It reads the fight
// through the View (what the man can see, the actions the others have
// declared included) and may roll its dice (View.Rand). It must not keep
// the View past the call: the fight fills it again for the next man it
// asks. A setup's JSON names its tactics (a custom one by its Name and
// Version, which NewFight and Resume find it by), and a save holds every
// answer a tactic gave, so a resumed fight never asks it again for one; a
// custom tactic with state of its own resumes without it: the save holds
// none, and Resume finds the tactic as the caller gives it.
//
// [Simulate] calls one setup's tactics from several goroutines at once, one
// duel on each: a tactic must be safe for that (the built-in ones change
// no state of their own), and a custom one takes part in a study only
// under its Name and Version.
type Tactic interface {
	Name() string
	Declare(v *View) Action
}

// Holder is a Tactic that may hold fire (rule GU-3, GUD-5): when a
// deliberate shot comes due the engine asks HoldFire, and on true the man
// holds fire and continues into careful aim — careful's counts and bonus
// replace deliberate's (pistol: 6 more counts for +3 instead of +2). Tactics
// that do not implement it fire. Its answers go into the journal as its
// declarations do ("hold fire", "fire"), and a Holder with state of its
// own resumes without it (see Tactic).
type Holder interface {
	HoldFire(v *View) bool
}

// TacticFunc makes a Tactic of a function, for scripts and tests.
type TacticFunc struct {
	Label string
	Func  func(v *View) Action
}

// Name returns the label.
func (t TacticFunc) Name() string { return t.Label }

// Declare calls the function.
func (t TacticFunc) Declare(v *View) Action { return t.Func(v) }

// The built-in tactics, found by name in JSON and by Builtin. Each is
// safe for a study's goroutines: none keeps state of its own.
var (
	// QuickDraw draws and fires aimed, fires again until empty, reloads
	// from spare rounds, and closes in beyond its fire band (the default:
	// a Shooter's nil Decider).
	QuickDraw Tactic = builtins[0]
	// DeliberateAimer fires deliberately, and holds fire into careful aim
	// while the target is unarmed (GUD-5, Holder).
	DeliberateAimer Tactic = builtins[1]
	// CarefulRifleman prefers a long gun and takes careful aim every shot.
	CarefulRifleman Tactic = builtins[2]
	// Fanner fans a pistol.
	Fanner Tactic = builtins[3]
	// HipShooter shoots from the hip.
	HipShooter Tactic = builtins[4]
)

// Builtin returns the built-in tactic named name (case-insensitive):
// "quick-draw", "deliberate", "careful-rifleman", "fanner" or
// "hip-shooter" (QuickDraw, DeliberateAimer, CarefulRifleman, Fanner,
// HipShooter), for a tool that reads names.
//
// Each of them opens fire only within a band of its own, by the class of
// the weapon in hand (ours, not from the source rules, the same for all
// five: a pistol or a shotgun within 30 feet, a rifle within 50 — where
// the default range tables give +2 or better). Drawn and loaded with his
// nearest opponent beyond that band, he closes in at a run (or as fast as
// his wounds let him) by steps of at most half the gap to the band and at
// most 50 feet, looking again after each, so two built-ins walking at each
// other meet in the band instead of passing; within it he fires. So at
// long range he never fires where only a natural 20 could hit, never
// stands idle while he holds a loaded or reloadable firearm and an
// opponent is in the fight, and a duel set up at 300 or 1,000 feet is a
// walk, then a duel at 30 feet. With no rounds left to fire or load he is
// done: the built-ins never fight hand to hand. An unknown name wraps
// [ErrSetup] and lists the built-in names.
func Builtin(name string) (Tactic, error) {
	for _, t := range builtins {
		if strings.EqualFold(t.name, name) {
			return t, nil
		}
	}
	return nil, fmt.Errorf("%w: %s", ErrSetup, encounter.Unknown("tactic", name, BuiltinNames()))
}

// BuiltinNames lists the built-in tactics' names.
func BuiltinNames() []string {
	out := make([]string, len(builtins))
	for i, t := range builtins {
		out[i] = t.name
	}
	return out
}

// maxMoveFeet is the longest move one action may take (rule GU-2, ours:
// 1,000 feet).
const maxMoveFeet = 1000

// maxStepFeet is the longest step a built-in tactic closes in by before it
// looks again (ours).
const maxStepFeet = 50

// fireBand is how near, in feet, a built-in tactic lets his nearest
// opponent come before it fires with each class of weapon; beyond it he
// closes in (see [Builtin]). Ours, not from the source rules.
type fireBand struct {
	pistol, rifle, shotgun int
}

// of returns the band of a class of firearm.
func (b *fireBand) of(c Class) int { return *byClass(c, &b.pistol, &b.rifle, &b.shotgun) }

// defaultBand is every built-in tactic's fireBand: where the default
// range tables give a pistol or a shotgun +2 (30 ft) and a rifle +2
// (50 ft). A fight freezes it with its rules, within each weapon's range
// (table.fireReach).
var defaultBand = fireBand{pistol: 30, rifle: 50, shotgun: 30}

// gunman is the shape of every built-in tactic: get a firearm out, close in
// to its band, fire it at the nearest opponent in the chosen way until it is
// empty, reload from spare rounds, draw another, and stop when there is
// nothing left.
type gunman struct {
	name  string
	aim   AimMode
	extra Extra
	long  bool // prefers a rifle or shotgun
	hold  bool // holds deliberate fire into careful aim while the target is unarmed
}

var builtins = [...]*gunman{
	{name: "quick-draw"},
	{name: "deliberate", extra: Deliberate, hold: true},
	{name: "careful-rifleman", extra: Careful, long: true},
	{name: "fanner", aim: Fan},
	{name: "hip-shooter", aim: Hip},
}

// Name returns the tactic's name.
func (g *gunman) Name() string { return g.name }

// Equal reports whether t is this very tactic, so that go-cmp compares
// setups that hold built-in tactics.
func (g *gunman) Equal(t Tactic) bool { return Tactic(g) == t }

// HoldFire holds a deliberate shot into careful aim while the target has no
// weapon in hand (DeliberateAimer only).
func (g *gunman) HoldFire(v *View) bool {
	a := v.f.doing(v.me, v.me)
	return g.hold && !v.f.armed(a.Target)
}

// Declare picks the next action. The built-in tactics read the fight
// directly, as a View would show it.
func (g *gunman) Declare(v *View) Action {
	var a Action
	g.declare(v, &v.f.men[v.me], &a)
	return a
}

// declare is Declare writing the action in place, as the engine calls it,
// with the man deciding (m) at hand. The engine checks what it declares as
// it checks any tactic's action (Fight.plan); it only declares legal ones.
// An action to fire: a drawn, loaded firearm (pick), the nearest opponent
// in the fight, within range, fanned only with a pistol and the other hand
// free, from the hip or fanned without extra aim or a steady hand, never a
// gun let go of in a struggle, and only when nobody holds him. An action
// to draw: one weapon, holstered (pick's choice that is not drawn, and
// pick passes over those on the ground or taken from him), into the hand
// it goes to when that hand is free (checked below), and only when nobody
// holds him; lying on the ground does not stop a draw.
func (g *gunman) declare(v *View, m *man, a *Action) {
	f, me := v.f, v.me
	// Fire again: the gun he fired (pick's choice while it is drawn and
	// loaded, nobody grips anyone and his others are as they were) at the
	// same nearest man.
	if a.Kind == Fire && !f.grips && m.near == a.Target+1 {
		if gg := &m.st.Guns[a.Weapon]; gg.Loaded > 0 && gg.drawn() && f.distance(me, a.Target) <= float64(g.reach(f, gg.Row)) {
			g.fire(f, me, a, a.Weapon, a.Target, gg)
			return
		}
	}
	*a = Action{}
	t := f.nearest(me)
	if t < 0 {
		a.Kind = Done
		return
	}
	if n, first := f.holders(me); n > 0 {
		a.Kind, a.Hold, a.Target = Wrestle, BreakFree, first
		return
	}
	w := g.pick(f, m, me)
	if w < 0 {
		if j := f.grippedBy(me); j >= 0 {
			a.Kind, a.Hold, a.Target = Wrestle, BreakFree, j
			return
		}
		a.Kind = Done
		return
	}
	gg := &m.st.Guns[w]
	switch {
	case !gg.drawn():
		a.Kind, a.Weapon = Draw, w
		if !f.drawHandFree(me, a) || m.uselessHand(f.offHand(me, a)) {
			a.OffHand = true // the other hand, if it is free and works (GU-12)
			if !f.drawHandFree(me, a) || m.uselessHand(true) {
				*a = Action{Kind: Done}
				return
			}
		}
		// The hand is chosen now: the gun goes there even if the other
		// hand is emptied before the draw completes (GU-12).
		a.OffHand = f.offHand(me, a)
		return
	case gg.Loaded == 0:
		a.Kind, a.Weapon = Reload, w
		switch {
		case gg.Cylinders > 0:
			a.Cylinder = true
		case gg.Pocket > 0:
			a.Rounds = min(gg.Pocket, f.rules.Weapons[gg.Row].Capacity)
		default:
			a.Rounds, a.Loop = min(gg.Loop, f.rules.Weapons[gg.Row].Capacity), true
		}
		return
	}
	if d, r := f.distance(me, t), g.reach(f, gg.Row); d > float64(r) {
		// Close in at a run, or as fast as his wounds still let him (WO-4),
		// by half the gap to his band at most, less what the opponent's own
		// move toward him will close, so that two men closing on each other
		// meet in it, and 50 ft at most before he looks again. When the
		// opponent's move alone brings him into the band, he waits for it.
		pace := min(wounds.Run, m.pen.Fastest())
		if pace == 0 {
			a.Kind = Done
			return
		}
		gap := int(math.Ceil(d)) - r
		o := &f.men[t].st
		if o.Busy && o.Act.Kind == Move && o.Act.Target == me && o.Act.Feet > 0 {
			if gap -= o.Act.Feet; gap <= 0 {
				a.Kind, a.Counts = Wait, min(max(1, o.Due-f.now), Minute)
				return
			}
		}
		step := gap
		if gap > 10 {
			step = min((gap+1)/2, maxStepFeet)
		}
		a.Kind, a.Target, a.Feet, a.Pace = Move, t, step, pace
		return
	}
	if p := m.st.MovedPace; p != 0 && f.now-m.st.MovedAt < Second-f.rules.Actions.Aim {
		// Just in from a run: he steadies himself for what is left of
		// the second, so the aim ends with it, free of the moving penalty.
		a.Kind, a.Counts = Wait, Second-f.rules.Actions.Aim-(f.now-m.st.MovedAt)
		return
	}
	g.fire(f, me, a, w, t, gg)
}

// reach returns how near the target must be for the tactic to fire weapon
// row row: the band for the class (defaultBand), within the weapon's
// range, as the fight froze it with its rules.
func (g *gunman) reach(f *Fight, row int) int { return f.rules.fireReach[row] }

// fire declares a shot with man me's gun w (gg) at man t, as the tactic
// aims: a fanner hip-shoots when he cannot fan (not a pistol, or no free
// hand), a rifleman takes deliberate aim, not careful, with a pistol.
func (g *gunman) fire(f *Fight, me int, a *Action, w, t int, gg *gun) {
	a.Kind, a.Weapon, a.Target, a.Aim, a.Extra = Fire, w, t, g.aim, g.extra
	if g.aim == Fan || g.long {
		c := f.rules.Weapons[gg.Row].Class
		if a.Aim == Fan && (c != Pistol || !f.otherHandFree(me, w) || f.men[me].uselessHand(gg.Hand != inOff)) {
			a.Aim = Hip
		}
		if g.long && c == Pistol && a.Extra == Careful {
			a.Extra = Deliberate
		}
	}
}

// pick chooses the weapon to use: a drawn loaded firearm (the preferred
// kind first), then one to draw, then one to reload; −1 when none.
func (g *gunman) pick(f *Fight, m *man, i int) int {
	best, score := -1, 0
	guns, weapons := m.st.Guns, f.rules.Weapons
	for w := range guns {
		gg := &guns[w]
		c := weapons[gg.Row].Class
		if !c.Firearm() || gg.Hand == onGround || gg.Hand == gone {
			continue
		}
		if f.grips {
			if j := f.contester(i, w); j >= 0 && f.men[j].st.Loose {
				continue
			}
		}
		s := 0
		drawn := gg.drawn()
		switch {
		case gg.Loaded > 0 && drawn:
			s = 40
		case gg.Loaded > 0:
			s = 30
		case gg.Pocket+gg.Loop+gg.Cylinders == 0:
			continue
		case drawn:
			s = 20
		default:
			s = 10
		}
		if g.long == c.LongGun() {
			s += 5
		}
		if s > score {
			best, score = w, s
		}
	}
	return best
}
