package gunfight

import (
	"fmt"
	"github.com/deadmanshand/aces/dice"
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
// A tactic reads the fight through the View (what the man can see, the
// actions the others have declared included) and may roll its dice
// (View.Rand). It must not keep the View past the call. Tactics are found
// by Name (and a custom one's Version) when a fight is set up or resumed,
// and a save holds every answer a tactic gave, so a resumed fight never
// asks it again for one; a custom tactic with state of its own resumes
// without it: the save holds none, and Resume finds the tactic as the
// caller gives it.
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
// (50 ft).
var defaultBand = fireBand{pistol: 30, rifle: 50, shotgun: 30}

// gunman is the shape of every built-in tactic: get a firearm out, close in
// to its band, fire it at the nearest opponent in the chosen way until it is
// empty, reload from spare rounds, draw another, and stop when there is
// nothing left.
type gunman struct {
	name  string
	aim   AimMode
	extra Extra
	long  bool     // prefers a rifle or shotgun
	hold  bool     // holds deliberate fire into careful aim while the target is unarmed
	band  fireBand // fires only within it; closes in beyond it
}

var builtins = [...]*gunman{
	{name: "quick-draw", band: defaultBand},
	{name: "deliberate", extra: Deliberate, hold: true, band: defaultBand},
	{name: "careful-rifleman", extra: Careful, long: true, band: defaultBand},
	{name: "fanner", aim: Fan, band: defaultBand},
	{name: "hip-shooter", aim: Hip, band: defaultBand},
}

// Name returns the tactic's name.
func (g *gunman) Name() string { return g.name }

// Equal reports whether t is this very tactic, so that go-cmp compares
// setups that hold built-in tactics.
func (g *gunman) Equal(t Tactic) bool { return Tactic(g) == t }

// HoldFire holds a deliberate shot into careful aim while the target has no
// weapon in hand (DeliberateAimer only).
func (g *gunman) HoldFire(v *View) bool {
	a := v.Doing(v.Me())
	return g.hold && !v.Armed(a.Target)
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
		if j := v.GrippedBy(); j >= 0 {
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
// row row: its band for the class, within the weapon's range.
func (g *gunman) reach(f *Fight, row int) int {
	return min(g.band.of(f.rules.Weapons[row].Class), f.rules.maxRange[row])
}

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

// View is what a man can see when his tactic declares: the count, himself,
// the others and what they are doing. It reads the fight directly and
// allocates nothing; a tactic must not keep it past the call. A method
// given the index of no man (i) or of no weapon of his (w) returns the
// zero value — "", false, 0, NoAction, the zero WeaponState — and Status
// returns Left: that man is not in the fight.
type View struct {
	f  *Fight
	me int
}

// Now returns the current count.
func (v *View) Now() Count { return v.f.now }

// Me returns the index of the man deciding.
func (v *View) Me() int { return v.me }

// Rand returns the fight's dice, for a tactic that rolls to decide: the
// draws it makes go into the journal with its answer, so a resumed fight
// makes them again, and an answer refused puts them back (a refused
// answer changes nothing). Use it only while answering.
func (v *View) Rand() dice.Rand { return &v.f.rec }

// Men returns the number of men in the fight (in it or not).
func (v *View) Men() int { return len(v.f.men) }

// man returns man i, or nil when there is none.
func (v *View) man(i int) *man {
	if i < 0 || i >= len(v.f.men) {
		return nil
	}
	return &v.f.men[i]
}

// gun returns the deciding man's weapon w, or nil when he has none.
func (v *View) gun(w int) *gun {
	guns := v.f.men[v.me].st.Guns
	if w < 0 || w >= len(guns) {
		return nil
	}
	return &guns[w]
}

// Name returns man i's name.
func (v *View) Name(i int) string {
	if m := v.man(i); m != nil {
		return m.sh.Name
	}
	return ""
}

// Opponent reports whether man i is on another side than the man deciding.
func (v *View) Opponent(i int) bool {
	m := v.man(i)
	return m != nil && m.side != v.f.men[v.me].side
}

// Status returns man i's status.
func (v *View) Status(i int) Status {
	if m := v.man(i); m != nil {
		return m.st.Status
	}
	return Left
}

// InFight reports whether man i is still in the fight.
func (v *View) InFight(i int) bool {
	m := v.man(i)
	return m != nil && m.st.Status == InFight
}

// Pos returns where man i stands, in feet.
func (v *View) Pos(i int) Point {
	if m := v.man(i); m != nil {
		return m.st.Pos
	}
	return Point{}
}

// Distance returns the feet between the man deciding and man i.
func (v *View) Distance(i int) float64 {
	if v.man(i) == nil {
		return 0
	}
	return v.f.distance(v.me, i)
}

// Nearest returns the nearest opponent still in the fight, or −1.
func (v *View) Nearest() int { return v.f.nearest(v.me) }

// Doing returns the action man i has declared and not yet completed —
// those declared earlier at this count included — or NoAction.
func (v *View) Doing(i int) Action {
	m := v.man(i)
	if m == nil || m.st.Status != InFight || m.st.Act.Kind == recovery || (m.st.Needs && i != v.me) || (m.st.Idle && m.st.Act.Kind != Done) {
		return Action{}
	}
	return m.st.Act
}

// Armed reports whether man i has a weapon in hand.
func (v *View) Armed(i int) bool {
	m := v.man(i)
	return m != nil && (m.st.Main != 0 || m.st.Off != 0)
}

// InCover reports whether man i is in cover.
func (v *View) InCover(i int) bool {
	m := v.man(i)
	return m != nil && m.st.Cover
}

// Prone reports whether man i is on the ground.
func (v *View) Prone(i int) bool {
	m := v.man(i)
	return m != nil && m.st.Prone
}

// Fleeing reports whether man i is running from the fight.
func (v *View) Fleeing(i int) bool {
	m := v.man(i)
	return m != nil && m.st.Fleeing
}

// HP returns the deciding man's hit points and his maximum.
func (v *View) HP() (hp, maxHP int) {
	m := &v.f.men[v.me]
	return m.pat.HP(), m.sh.hp()
}

// Penalties returns what the deciding man's wounds impose on him.
func (v *View) Penalties() wounds.Penalties { return v.f.men[v.me].pen }

// Weapons returns how many weapons the deciding man has (those he carried,
// then any he took from another).
func (v *View) Weapons() int { return len(v.f.men[v.me].st.Guns) }

// FreeHand reports whether the deciding man has a hand free.
func (v *View) FreeHand() bool {
	m := &v.f.men[v.me]
	return m.st.Main == 0 || m.st.Off == 0
}

// OtherHandFree reports whether the hand not holding weapon w is free (a
// steady hand, fanning).
func (v *View) OtherHandFree(w int) bool { return v.gun(w) != nil && v.f.otherHandFree(v.me, w) }

// Range returns the longest range in feet of the deciding man's weapon w.
func (v *View) Range(w int) int {
	f := v.f
	g := v.gun(w)
	if g == nil {
		return 0
	}
	wp := &f.rules.Weapons[g.Row]
	if !wp.Class.Firearm() {
		return int(reach(wp))
	}
	return f.rules.rangeOf(g.Row).Max()
}

// GrippedBy returns the first man who has a grip on the deciding man, or
// −1.
func (v *View) GrippedBy() int {
	for j := range v.f.men {
		if o := &v.f.men[j]; o.st.Grip == v.me+1 && o.st.Status == InFight {
			return j
		}
	}
	return -1
}

// Gripping returns the man the deciding man has a grip on, or −1.
func (v *View) Gripping() int { return v.f.men[v.me].st.Grip - 1 }

// Holders returns how many men hold the deciding man (GU-8), and the first
// of them, or −1.
func (v *View) Holders() (n, first int) { return v.f.holders(v.me) }

// WeaponState is what a man knows of one of his weapons.
type WeaponState struct {
	Weapon    Weapon // a copy of the table row, the caller's to change
	Drawn     bool   // in hand
	OffHand   bool   // in the off hand
	Gone      bool   // on the ground or taken away
	Loaded    int
	Pocket    int
	Loop      int
	Cylinders int
	Cocked    bool
	AimedAt   int // the man it is brought to bear on, or −1
	Fired     bool
	Fanned    bool
}

// Spare returns the spare rounds he can load into the weapon by Reload:
// those in his pocket and in shell loops, each source a reload of its own
// (GU-3) — none for a weapon that takes no rounds, nor for a cap-and-ball
// revolver, whose spare load is its Cylinders.
func (w WeaponState) Spare() int {
	if !w.Weapon.Class.Firearm() || w.Weapon.CapAndBall {
		return 0
	}
	return w.Pocket + w.Loop
}

// Weapon returns the state of the deciding man's weapon w.
func (v *View) Weapon(w int) WeaponState {
	g := v.gun(w)
	if g == nil {
		return WeaponState{}
	}
	row := v.f.rules.Weapons[g.Row]
	if row.Melee != nil {
		m := *row.Melee
		row.Melee = &m
	}
	return WeaponState{
		Weapon: row, Drawn: g.drawn(), OffHand: g.Hand == inOff,
		Gone: g.Hand == onGround || g.Hand == gone, Loaded: g.Loaded, Pocket: g.Pocket, Loop: g.Loop,
		Cylinders: g.Cylinders, Cocked: g.Cocked, AimedAt: g.AimedAt - 1, Fired: g.Fired, Fanned: g.Fanned,
	}
}
