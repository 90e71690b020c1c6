package gunfight

import (
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// faces is a scripted roller for one action: it answers its faces in turn,
// each reduced to the die asked for, then the lowest face.
type faces struct {
	list []int
	next int
}

func (s *faces) IntN(n int) int {
	if s.next >= len(s.list) {
		return 0
	}
	v := s.list[s.next] % n
	s.next++
	return v
}

// countSetup is a drawn count: the men, where they stand, what they hold
// and the action each completes at it, with each action's faces.
type countSetup struct {
	stray bool
	men   []Shooter
	cover []bool
	prone []bool
	acts  []Action
	grips []int // the man each has a grip on + 1
	faces [][]int
}

func drawCount(t *rapid.T) countSetup {
	n := rapid.IntRange(2, 4).Draw(t, "men")
	var c countSetup
	c.stray = rapid.Bool().Draw(t, "stray")
	for i := range n {
		s := testShooter(string(rune('A' + i)))
		s.Side = 1 + i%2
		s.Reputation = rapid.SampledFrom([]int{3, 15, 50, 90}).Draw(t, "reputation")
		s.HP = rapid.IntRange(8, 24).Draw(t, "hp")
		s.Wis = rapid.IntRange(8, 12).Draw(t, "wis")
		s.Accuracy = rapid.IntRange(0, 8).Draw(t, "accuracy")
		s.StrMod = rapid.IntRange(0, 2).Draw(t, "strMod")
		s.At = Point{X: float64(rapid.IntRange(0, 12).Draw(t, "x")), Y: float64(rapid.IntRange(0, 4).Draw(t, "y"))}
		s.Weapons[0].Drawn = rapid.Bool().Draw(t, "drawn")
		s.Weapons[0].Loaded = rapid.IntRange(0, 6).Draw(t, "loaded")
		c.men = append(c.men, s)
		c.cover = append(c.cover, rapid.Bool().Draw(t, "cover"))
		c.prone = append(c.prone, rapid.IntRange(0, 5).Draw(t, "prone") == 0)
	}
	for i := range n {
		target := rapid.IntRange(0, n-2).Draw(t, "target")
		if target >= i {
			target++
		}
		a := Action{Target: target}
		grip := 0
		if rapid.IntRange(0, 3).Draw(t, "gripping") == 0 {
			grip = target + 1
		}
		c.grips = append(c.grips, grip)
		switch rapid.IntRange(0, 12).Draw(t, "kind") {
		case 0, 1, 2:
			a.Kind, a.At = Fire, rapid.SampledFrom([]wounds.Location{wounds.Chest, wounds.Head, wounds.Abdomen}).Draw(t, "at")
		case 3:
			a.Kind = TakeCover
		case 4:
			a.Kind = Leave
		case 5:
			a.Kind = Flee
		case 6:
			a.Kind, a.Pace, a.Feet = Move, wounds.Walk, rapid.IntRange(1, 30).Draw(t, "feet")
		case 7:
			a.Kind, a.Bare = Strike, true
		case 8:
			a.Kind = Grab
		case 9:
			a.Kind = Wrestle
			a.Hold = rapid.SampledFrom([]Hold{ThrowDown, Hurt, HoldDown, BreakFree, ForWeapon}).Draw(t, "hold")
			a.ByDex = rapid.Bool().Draw(t, "byDex")
		case 10:
			a.Kind = Dodge
		case 11:
			a.Kind = Stand
		case 12:
			a.Kind = Draw
		}
		c.acts = append(c.acts, a)
		c.faces = append(c.faces, rapid.SliceOfN(rapid.IntRange(0, 1<<20), 1, 40).Draw(t, "faces"))
	}
	return c
}

// build makes the drawn count's fight, every man's action planned (or a
// wait, if the engine refuses it) and due now.
func (c countSetup) build(t *rapid.T) *Fight {
	rules := DefaultRules()
	rules.Stray.On = c.stray
	f, err := NewFight(Setup{Shooters: slices.Clone(c.men), Cards: DiceCards, Rules: rules}, &faces{list: []int{0}})
	if err != nil {
		t.Fatal(err)
	}
	f.src = nil
	f.started, f.now = true, 10
	for i := range f.men {
		m := &f.men[i]
		m.st.Cover, m.st.Prone = c.cover[i], c.prone[i]
		if g := c.grips[i]; g != 0 {
			m.st.Grip, f.grips = g, true
		}
		m.st.Act = c.acts[i]
		if _, err := f.plan(i, &m.st.Act); err != nil {
			m.st.Act = Action{Kind: Wait}
		}
		m.st.Busy, m.st.Due = true, f.now
		f.busy++
	}
	return f
}

// resolveCount resolves the count's actions in the order given, each with
// its own faces, as Step does, then applies their effects.
func (c countSetup) resolveCount(t *rapid.T, f *Fight, order []int) {
	for _, i := range order {
		m := &f.men[i]
		f.r = &faces{list: c.faces[i]}
		m.st.Busy = false
		f.busy--
		m.st.Needs = true
		if m.st.Act.Kind == Fire {
			f.resolveFire(i)
		} else if err := f.resolve(i, m); err != nil {
			t.Fatal(err)
		}
	}
	f.applyPending()
}

// countRecord is what a count leaves: each man's state and hit points,
// and the events as a sorted list (the hit points left after each wound
// blanked, as they follow the wounds' order).
func countRecord(f *Fight) ([]manState, []int, []string) {
	var st []manState
	var hp []int
	for i := range f.men {
		st = append(st, f.men[i].st)
		hp = append(hp, f.men[i].pat.HP())
	}
	var evs []string
	for _, e := range f.events {
		if e.Kind == Hit {
			e.HP = 0
		}
		evs = append(evs, e.String())
	}
	slices.Sort(evs)
	return st, hp, evs
}

// TestCountOrderIndependence (GUD-8): the actions due at one count,
// resolved in any order with each action given the same faces, leave the
// same state and the same events, up to the order of the count's wounds and
// events.
func TestCountOrderIndependence(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := drawCount(t)
		n := len(c.men)
		order := rapid.Permutation(slices.Collect(func(yield func(int) bool) {
			for i := range n {
				if !yield(i) {
					return
				}
			}
		})).Draw(t, "order")
		a, b := c.build(t), c.build(t)
		c.resolveCount(t, a, []int{0, 1, 2, 3}[:n])
		c.resolveCount(t, b, order)
		sa, ha, ea := countRecord(a)
		sb, hb, eb := countRecord(b)
		if d := cmp.Diff(sa, sb, cmp.AllowUnexported(manState{}, gun{})); d != "" {
			t.Fatalf("the state depends on the order %v (-setup order +other):\n%s", order, d)
		}
		if !slices.Equal(ha, hb) {
			t.Fatalf("hit points %v in setup order, %v in order %v", ha, hb, order)
		}
		if d := cmp.Diff(ea, eb); d != "" {
			t.Fatalf("the events depend on the order %v:\n%s\nsetup order:\n%s", order, d, strings.Join(ea, "\n"))
		}
	})
}

// sameCount runs a scripted fight of the shooters (in this setup order) for
// its first count of actions and returns it.
func sameCount(t *testing.T, men []Shooter, plans [][]Action, faces ...int) *Fight {
	t.Helper()
	f, _ := scripted(t, men, plans, script(t, faces...))
	for range 2 { // the start, then the first count of actions
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
	}
	return f
}

func TestSimultaneity(t *testing.T) {
	t.Run("GUD-8 a shot and a take-cover at one count: the shot meets a man not yet in cover", func(t *testing.T) {
		// Hickok's cocked Colt is trained on Tutt: d10 9 + 1 (fire a cocked
		// weapon) = count 10. Tutt (Speed −1): d10 1 − 1 + 10 (cover) = count
		// 10. The shot: d20 16 + 2 (range, 30 ft) = 18, no −4 for cover,
		// whoever is listed first.
		for _, targetFirst := range []bool{false, true} {
			a, b := testShooter("Hickok"), testShooter("Tutt")
			a.Weapons[0].Drawn, a.Weapons[0].Cocked, a.Weapons[0].Trained = true, true, "Tutt"
			b.Speed, b.At = -1, Point{X: 30}
			men := []Shooter{a, b}
			plans := [][]Action{{{Kind: Fire, Target: 1}}, {{Kind: TakeCover}}}
			faces := []int{9, 1, 16, 14, 1, 1}
			if targetFirst {
				men, faces = []Shooter{b, a}, []int{1, 9, 16, 14, 1, 1}
				plans = [][]Action{{{Kind: TakeCover}}, {{Kind: Fire, Target: 0}}}
			}
			f := sameCount(t, men, plans, faces...)
			s := find(f.Events(), Shot, "Hickok")
			if s == nil || s.When != 10 || s.Total != 18 || s.Mods[modCover] != 0 {
				t.Errorf("target first %v: shot %v", targetFirst, s)
			}
			if c := find(f.Events(), InCover, "Tutt"); c == nil || c.When != 10 {
				t.Errorf("target first %v: Tutt takes no cover at count 10: %v", targetFirst, f.Events())
			}
		}
	})
	t.Run("GUD-8 a leave and a shot at one count: the shot is fired", func(t *testing.T) {
		// Great Reputation (−1 initiative, +1 to rolls), Accuracy 10. Hickok:
		// d10 5 − 1 + 1 = count 5; Tutt leaves at d10 6 − 1 = count 5. d20
		// 13 + 10 + 2 + 1 = 26: exact, the chest; 2d6p 3, 3 = 6 + 1 = 7:
		// Tutt 22 − 7 = 15 HP, and gone.
		for _, targetFirst := range []bool{false, true} {
			a, b := testShooter("Hickok"), testShooter("Tutt")
			for _, s := range []*Shooter{&a, &b} {
				s.Accuracy, s.Reputation = 10, 80
			}
			a.Weapons[0].Drawn, a.Weapons[0].Cocked, a.Weapons[0].Trained = true, true, "Tutt"
			b.At = Point{X: 30}
			men := []Shooter{a, b}
			plans := [][]Action{{{Kind: Fire, Target: 1}}, {{Kind: Leave}}}
			faces := []int{5, 6, 13, 3, 3}
			if targetFirst {
				men, faces = []Shooter{b, a}, []int{6, 5, 13, 3, 3}
				plans = [][]Action{{{Kind: Leave}}, {{Kind: Fire, Target: 0}}}
			}
			f := sameCount(t, men, plans, faces...)
			tutt := f.index("Tutt")
			h := find(f.Events(), Hit, "Tutt")
			if h == nil || h.When != 5 || h.Wound.Location != wounds.Chest || h.Amount != 7 || h.HP != 15 {
				t.Errorf("target first %v: hit %v", targetFirst, h)
			}
			if f.men[tutt].st.Status != Left || find(f.Events(), LeftFight, "Tutt") == nil {
				t.Errorf("target first %v: Tutt is %s: %v", targetFirst, f.men[tutt].st.Status, f.Events())
			}
		}
	})
	t.Run("GUD-8 several blows on one man at one count are one blow for the nerves", func(t *testing.T) {
		// Hickok (Accuracy 20) and Ringo (Accuracy −20), Great, both cocked
		// and trained on Tutt: d10 5 − 1 + 1 = count 5. Hickok d20 13 + 20 +
		// range + 1 ≥ 25: exact, the chest; 2d6p 2, 2 = 4 + 1 = 5. Ringo
		// d20 1 − 20 …: a miss. Tutt (Average, 10 HP) loses 5 of 10 — 50% —
		// and is shot at: one reaction, to the worst blow (wounded), seek
		// cover.
		a, r, b := testShooter("Hickok"), testShooter("Ringo"), testShooter("Tutt")
		a.Accuracy, r.Accuracy = 20, -20
		for _, s := range []*Shooter{&a, &r} {
			s.Reputation, s.Side = 80, 1
			s.Weapons[0].Drawn, s.Weapons[0].Cocked, s.Weapons[0].Trained = true, true, "Tutt"
		}
		a.At, r.At = Point{Y: -1}, Point{Y: 1}
		b.HP, b.Side, b.At = 10, 2, Point{X: 30}
		f := sameCount(t, []Shooter{a, r, b}, [][]Action{{{Kind: Fire, Target: 2}}, {{Kind: Fire, Target: 2}}, {{Kind: Wait}}},
			5, 5, 5, 13, 2, 2, 1)
		var nerves []Event
		for _, e := range f.Events() {
			if e.Kind == Nerve {
				nerves = append(nerves, e)
			}
		}
		if len(nerves) != 1 || nerves[0].Nerve.Blow != reputation.Wounded || nerves[0].Nerve.LostHP != 5 || nerves[0].Nerve.MaxHP != 10 || nerves[0].Nerve.Reaction.Must != reputation.SeekCover {
			t.Errorf("nerve events %v\n%v", nerves, f.Events())
		}
	})
	t.Run("GUD-8 a grab on a man who leaves at one count: the one declared first stands", func(t *testing.T) {
		// Hickok grabs (2 counts) at d10 3 + 2 = count 5; Tutt leaves at d10
		// 5. The grab: d20 13 + 8 (close combat) = 21, A♥ → the breast: a
		// grip. The lower Wisdom declares first (GU-2).
		for _, c := range []struct {
			hickokWis, tuttWis int
			gripped            bool
		}{{9, 11, true}, {11, 9, false}} {
			a, b := testShooter("Hickok"), testShooter("Tutt")
			a.Weapons, a.Wis, b.Wis = nil, c.hickokWis, c.tuttWis
			b.At = Point{X: 3}
			f := sameCount(t, []Shooter{a, b}, [][]Action{{{Kind: Grab, Target: 1}}, {{Kind: Leave}}}, 3, 5, 13, 1)
			failed := find(f.Events(), HeldFire, "")
			switch {
			case c.gripped && (f.men[0].st.Grip != 2 || f.men[1].st.Status != InFight || failed == nil || failed.Who != "Tutt" || failed.Act != Leave):
				t.Errorf("Hickok declared first: grip %d, Tutt %s, %v", f.men[0].st.Grip, f.men[1].st.Status, f.Events())
			case !c.gripped && (f.men[0].st.Grip != 0 || f.men[1].st.Status != Left || failed == nil || failed.Who != "Hickok" || failed.Act != Grab):
				t.Errorf("Tutt declared first: grip %d, Tutt %s, %v", f.men[0].st.Grip, f.men[1].st.Status, f.Events())
			}
		}
	})
	t.Run("GUD-8 an action due at the count it was declared in is a new batch, after the first", func(t *testing.T) {
		// Hickok (Speed −6): d10 1 − 6 + 10 (cover) = count 5. Tutt (Speed
		// −1): d10 1 − 1 + 5 (draw) = count 5; he then declares a first hip
		// shot, 0 counts: due at count 5 again, a batch of its own, which
		// meets Hickok in cover: d20 10 + 2 (range) − 4 (hip) − 4 (cover) = 4.
		a, b := testShooter("Hickok"), testShooter("Tutt")
		a.Speed, b.Speed, b.At = -6, -1, Point{X: 30}
		f, _ := scripted(t, []Shooter{a, b}, [][]Action{{{Kind: TakeCover}}, {{Kind: Draw}, {Kind: Fire, Target: 0, Aim: Hip}}},
			script(t, 1, 1, 10))
		for range 3 {
			if err := f.Step(); err != nil {
				t.Fatal(err)
			}
		}
		s := find(f.Events(), Shot, "Tutt")
		if s == nil || s.When != 5 || s.Mods[modCover] != -4 || s.Total != 4 {
			t.Errorf("%v\n%v", s, f.Events())
		}
	})
}
