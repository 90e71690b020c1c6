package gunfight

import (
	"fmt"
	"math"
	"strings"

	"github.com/deadmanshand/aces/wounds"
)

// Counts returns how many counts action a would take the deciding man if
// he declared it now — the action's counts (GU-3) and what his wounds add
// (see Fight.Step) — and the dice a draw without holster or a reload from
// a shell loop adds, rolled when it is declared ("d4", "3×d4"; "" none);
// in the first declarations initiative comes on top (GU-2). An action the
// rules do not allow him now returns the error Decide would: the one check
// of every declaration, whoever makes it (the parts its kind does not read
// play no part).
func (v *View) Counts(a Action) (Count, string, error) {
	_, c, d, err := v.counts(a)
	return c, d, err
}

// counts is Counts, returning also the action in its one form.
func (v *View) counts(a Action) (Action, Count, string, error) {
	f, i := v.f, v.me
	a, c, err := f.check(i, a)
	if err != nil {
		return a, 0, "", err
	}
	m := &f.men[i]
	if a.Kind != Leave && a.Kind != Done {
		c += Count(max(0, m.pen.Speed))
		if a.Kind == Fire {
			c += m.st.Delay
		}
	}
	A := &f.rules.Actions
	switch {
	case a.Kind == Draw && (m.st.Guns[a.Weapon].NoHolster || a.Two && m.st.Guns[a.Second].NoHolster):
		return a, c, A.NoHolster.String(), nil
	case a.Kind == Reload && a.Loop:
		n := a.Rounds
		if n == 0 {
			g := &m.st.Guns[a.Weapon]
			n = min(f.weapon(i, a.Weapon).Capacity-g.Loaded, g.Loop)
		}
		if n == 1 {
			return a, c, A.Loop.String(), nil
		}
		return a, c, fmt.Sprintf("%d×%s", n, A.Loop), nil
	}
	return a, c, "", nil
}

// Option is one action the deciding man may declare now: Action is legal
// as it stands, and takes Counts counts plus Dice (see View.Counts). When
// the action leaves a number open, Param names it — "feet" (Move),
// "rounds" (Reload), "counts" (Wait) or "deal" (Wrestle) — and any value
// from Min to Max is legal too; At says a shot, blow or grab may name any
// body location ("to head"; the chest when it names none).
type Option struct {
	Action Action
	Counts Count
	Dice   string
	Param  string
	Min    int
	Max    int
	At     bool
}

// String reads as a line of a menu: the action as ParseAction reads it,
// then its counts and what it leaves open: "fire 0 at 1 deliberate (8
// counts; to any location)".
func (o Option) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%d %s", o.Action, o.Counts, plural(int(o.Counts), "count"))
	if o.Dice != "" {
		fmt.Fprintf(&b, " + %s", o.Dice)
	}
	if o.Param != "" {
		fmt.Fprintf(&b, "; %s %d..%d", o.Param, o.Min, o.Max)
	}
	if o.At {
		b.WriteString("; to any location")
	}
	b.WriteByte(')')
	return b.String()
}

// Options is what a man may declare now, one Option a line.
type Options []Option

// String lists the options, one a line.
func (o Options) String() string {
	var b strings.Builder
	for _, x := range o {
		b.WriteString(x.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// Options lists every action the deciding man may declare now, each kind
// with the legal values of its parameters: the weapons, the men, the aim
// modes and extras, the paces, and the ranges of feet, rounds, counts and
// damage (see Option). Each is legal by the check Decide makes; a man who
// cannot act has none but done.
func (v *View) Options() Options {
	o := &optionList{v: v}
	f, me := v.f, v.me
	m := &f.men[me]
	ng := len(m.st.Guns)
	for w := range ng {
		o.add(Action{Kind: Draw, Weapon: w})
		o.add(Action{Kind: Draw, Weapon: w, OffHand: true})
		for s := w + 1; s < ng; s++ {
			o.add(Action{Kind: Draw, Weapon: w, Two: true, Second: s})
		}
	}
	for w := range ng {
		for t := range f.men {
			for aim := Aimed; aim <= Fan; aim++ {
				for x := NoExtra; x <= Careful; x++ {
					o.add(Action{Kind: Fire, Weapon: w, Target: t, Aim: aim, Extra: x}, at)
					o.add(Action{Kind: Fire, Weapon: w, Target: t, Aim: aim, Extra: x, Steady: true}, at)
				}
			}
		}
	}
	for w := range ng {
		o.add(Action{Kind: Reload, Weapon: w, Cylinder: true})
		for _, loop := range []bool{false, true} {
			o.ranged(Action{Kind: Reload, Weapon: w, Loop: loop}, "rounds", 1, MaxCapacity, func(a *Action, n int) { a.Rounds = n })
		}
	}
	for t := range f.men {
		if t == me {
			continue // no man moves toward or away from himself: no range to search
		}
		d := f.distance(me, t)
		away := max(1, min(int(math.Ceil(d)), maxMoveFeet))
		// Toward him, the menu offers the feet to arm's reach, where a move
		// stops (longer ones are legal too, and go no nearer); within reach
		// already, none.
		toward := min(int(math.Ceil(d-armsReach)), maxMoveFeet)
		for p := wounds.Crawl; p <= wounds.Sprint; p++ {
			if toward >= 1 {
				o.ranged(Action{Kind: Move, Target: t, Feet: toward, Pace: p}, "feet", 1, maxMoveFeet, func(a *Action, n int) { a.Feet = n })
			}
			o.ranged(Action{Kind: Move, Target: t, Feet: -away, Pace: p}, "feet", -maxMoveFeet, -1, func(a *Action, n int) { a.Feet = n })
		}
	}
	o.add(Action{Kind: TakeCover})
	o.add(Action{Kind: Flee})
	for p := wounds.Crawl; p < m.pen.Fastest(); p++ {
		o.add(Action{Kind: Flee, Pace: p})
	}
	o.add(Action{Kind: Leave})
	o.add(Action{Kind: Stand})
	o.ranged(Action{Kind: Wait}, "counts", 0, int(Minute), func(a *Action, n int) { a.Counts = Count(n) })
	o.add(Action{Kind: Dodge})
	for t := range f.men {
		o.add(Action{Kind: Staunch, Target: t})
	}
	for t := range f.men {
		o.add(Action{Kind: Strike, Bare: true, Target: t}, at)
		o.add(Action{Kind: Strike, Bare: true, Target: t, Overhead: true}, at)
		for w := range ng {
			o.add(Action{Kind: Strike, Weapon: w, Target: t}, at)
			o.add(Action{Kind: Strike, Weapon: w, Target: t, Overhead: true}, at)
		}
		o.add(Action{Kind: Grab, Target: t}, at)
		o.wrestle(t)
	}
	o.add(Action{Kind: Done})
	return o.list
}

// at marks an option that may name any body location.
func at(o *Option) { o.At = true }

// optionList gathers the legal options of a View.
type optionList struct {
	v    *View
	list Options
}

// add lists a, in its one form, when it is legal.
func (o *optionList) add(a Action, marks ...func(*Option)) bool {
	a, c, d, err := o.v.counts(a)
	if err != nil {
		return false
	}
	x := Option{Action: a, Counts: c, Dice: d}
	for _, mark := range marks {
		mark(&x)
	}
	o.list = append(o.list, x)
	return true
}

// ranged lists a with the legal range of its number param within lo..hi
// (set puts a value in an action): a as given when it is legal, else at
// the range's end nearest hi. The legal values of each of these numbers
// are one run, so the ends are found by trying inward.
func (o *optionList) ranged(a Action, param string, lo, hi int, set func(*Action, int)) {
	legal := func(n int) bool {
		b := a
		set(&b, n)
		_, _, err := o.v.f.check(o.v.me, b)
		return err == nil
	}
	top := hi
	for top >= lo && !legal(top) {
		top--
	}
	if top < lo {
		if o.add(a) { // a number of its own (0: the engine's choice) that is legal
			o.list[len(o.list)-1].Param = ""
		}
		return
	}
	bottom := lo
	for !legal(bottom) {
		bottom++
	}
	if _, _, err := o.v.f.check(o.v.me, a); err != nil {
		set(&a, top)
	}
	if o.add(a) {
		x := &o.list[len(o.list)-1]
		x.Param, x.Min, x.Max = param, bottom, top
	}
}

// wrestle lists the wrestling rolls against man t (GU-8, GU-14).
func (o *optionList) wrestle(t int) {
	deal := func(a Action) {
		o.ranged(a, "deal", 0, 10, func(a *Action, n int) { a.Deal = n })
	}
	deal(Action{Kind: Wrestle, Target: t, Hold: ThrowDown})
	o.add(Action{Kind: Wrestle, Target: t, Hold: ThrowDown, Spare: true})
	o.add(Action{Kind: Wrestle, Target: t, Hold: ThrowDown, ByDex: true})
	deal(Action{Kind: Wrestle, Target: t, Hold: Hurt})
	o.add(Action{Kind: Wrestle, Target: t, Hold: Hurt, Spare: true})
	o.add(Action{Kind: Wrestle, Target: t, Hold: HoldDown})
	o.add(Action{Kind: Wrestle, Target: t, Hold: BreakFree})
	if t >= 0 && t < len(o.v.f.men) {
		for w := range o.v.f.men[t].st.Guns {
			o.add(Action{Kind: Wrestle, Target: t, Hold: ForWeapon, Weapon: w})
		}
	}
}
