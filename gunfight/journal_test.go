package gunfight_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/wounds"
	"pgregory.net/rapid"
)

// journalSteps bounds the steps of a fight the journal properties play:
// the fights of journalSetups end by count 300.
const journalSteps = 1500

// journalSetups are the fights the journal properties play: those of the
// person properties, and a duel of a deliberate aimer, a Holder, whose
// hold answers go into the journal (GUD-5).
func journalSetups() []gunfight.Setup {
	hold := gunfight.StandardDuel()
	hold.Limit = 300
	hold.Shooters[0].Decider = gunfight.DeliberateAimer
	hold.Shooters[0].Weapons[0].Pocket = 6
	return append(personSetups(), hold)
}

// holdAnswer reports a journal's hold answer: a decision only a Holder
// makes, never a person.
func holdAnswer(_ int, choice string) bool { return choice == "hold fire" || choice == "fire" }

// journalKit draws a real game for the journal properties: a setup, each
// man a person or his built-in tactic, and a seed. A person declares what
// his built-in tactic would.
func journalKit(t *rapid.T) encountertest.Kit[*gunfight.Fight, gunfight.Action] {
	all := journalSetups()
	k := rapid.IntRange(0, len(all)-1).Draw(t, "setup")
	s := all[k]
	names := make([]gunfight.Tactic, len(s.Shooters))
	for i := range s.Shooters {
		names[i] = s.Shooters[i].Decider
	}
	s.Shooters = slices.Clone(s.Shooters)
	for i := range s.Shooters {
		if rapid.Bool().Draw(t, "a person") {
			s.Shooters[i].Decider = gunfight.Person
		}
	}
	seed := rapid.Uint64().Draw(t, "seed")
	return encountertest.Kit[*gunfight.Fight, gunfight.Action]{
		Build: func() *gunfight.Fight {
			f, err := gunfight.NewFight(s, dice.NewSource(seed))
			if err != nil {
				t.Fatalf("%v", err)
			}
			return f
		},
		Resume:   func(b []byte) (*gunfight.Fight, error) { return gunfight.Resume(b) },
		Legal:    func(f *gunfight.Fight, i int) gunfight.Action { return tacticAnswer(f, i, names[i]) },
		Sentinel: gunfight.ErrState,
		Max:      journalSteps,
		Names: append([]string{"done", "take cover", "dodge", "leave", "stand", "wait", "draw 1", "fire 0 at 1 hip",
			"hold fire", "fire", "before", "opening", "between", "resolving", "closing", "over", "person"}, gunfight.BuiltinNames()...),
		Parse: gunfight.ParseAction,
		Answer: func(f *gunfight.Fight, i int, c string) error {
			a, err := gunfight.ParseAction(c)
			if err != nil {
				return err
			}
			return f.Decide(i, a)
		},
		FromStart:    fromStart,
		Persons:      everyonePerson,
		Diff:         fightDiff,
		DecidersOnly: holdAnswer,
	}
}

// customs returns the custom tactics of s's shooters: what Resume needs
// to find them again.
func customs(s gunfight.Setup) []gunfight.Tactic {
	var out []gunfight.Tactic
	for _, sh := range s.Shooters {
		if _, err := gunfight.Builtin(nameOf(sh.Decider)); err != nil && sh.Decider != nil && sh.Decider != gunfight.Person {
			out = append(out, sh.Decider)
		}
	}
	return out
}

// nameOf returns a tactic's name ("" for nil).
func nameOf(t gunfight.Tactic) string {
	if t == nil {
		return ""
	}
	return t.Name()
}

// tacticAnswer is what built-in tactic t (nil: QuickDraw) would declare
// for man i.
func tacticAnswer(f *gunfight.Fight, i int, t gunfight.Tactic) gunfight.Action {
	if t == nil {
		t = gunfight.QuickDraw
	}
	v, _ := f.View(i)
	return t.Declare(v)
}

// fromStart builds the fight of a save's setup and starting dice, every
// man a person's.
func fromStart(save []byte) (*gunfight.Fight, *dice.Source, error) {
	var file struct {
		Setup gunfight.Setup `json:"setup"`
		Dice  []byte         `json:"dice"`
	}
	if err := json.Unmarshal(save, &file); err != nil {
		return nil, nil, err
	}
	for i := range file.Setup.Shooters {
		file.Setup.Shooters[i].Decider = gunfight.Person
	}
	src := new(dice.Source)
	if err := src.UnmarshalBinary(file.Dice); err != nil {
		return nil, nil, err
	}
	f, err := gunfight.NewFight(file.Setup, src)
	return f, src, err
}

// everyonePerson hands every man to a person.
func everyonePerson(f *gunfight.Fight) {
	for i := range f.State().Men {
		if err := f.SetDecider(i, nil); err != nil {
			panic(err)
		}
	}
}

// fightDiff says how two fights differ — their events, outcome or state —
// or "".
func fightDiff(a, b *gunfight.Fight) string {
	for _, part := range []struct {
		name string
		a, b any
	}{{"events", a.Events(), b.Events()}, {"outcome", a.Outcome(), b.Outcome()}, {"state", a.State(), b.State()}} {
		x, _ := json.Marshal(part.a)
		y, _ := json.Marshal(part.b)
		if !bytes.Equal(x, y) {
			return fmt.Sprintf("%s:\n%s\n%s", part.name, x, y)
		}
	}
	return ""
}

// TestEdited: any single edit of the save of a real game is refused with
// ErrState, or resumes into the fight its edited journal gives — played by
// Decide when it holds only declarations — whose own save resumes again.
func TestEdited(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { encountertest.Edited(t, journalKit(t)) })
}

// TestTakeBack: taking a real game back to any decision and answering the
// same again gives the same game; answering another legal choice there
// gives the game play gives with it.
func TestTakeBack(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		encountertest.TakeBack(t, journalKit(t), func(t *rapid.T, f *gunfight.Fight, i int) (gunfight.Action, bool) {
			v, _ := f.View(i)
			opts := v.Options()
			if len(opts) == 0 {
				return gunfight.Action{}, false
			}
			return rapid.SampledFrom(opts).Draw(t, "another option").Action, true
		})
	})
}

// anyAction draws an action with every part drawn over its type's range
// and beyond it: unknown kinds, aims, extras, locations, paces and holds,
// negative weapons, men, rounds, counts and damage.
func anyAction(t *rapid.T) gunfight.Action {
	return gunfight.Action{
		Kind:     gunfight.ActionKind(rapid.IntRange(0, 17).Draw(t, "kind")),
		Aim:      gunfight.AimMode(rapid.IntRange(0, 4).Draw(t, "aim")),
		Extra:    gunfight.Extra(rapid.IntRange(0, 4).Draw(t, "extra")),
		Steady:   rapid.Bool().Draw(t, "steady"),
		At:       wounds.Location(rapid.IntRange(0, 17).Draw(t, "at")),
		Two:      rapid.Bool().Draw(t, "two"),
		OffHand:  rapid.Bool().Draw(t, "offHand"),
		Loop:     rapid.Bool().Draw(t, "loop"),
		Cylinder: rapid.Bool().Draw(t, "cylinder"),
		Pace:     wounds.Movement(rapid.IntRange(0, 6).Draw(t, "pace")),
		Bare:     rapid.Bool().Draw(t, "bare"),
		Overhead: rapid.Bool().Draw(t, "overhead"),
		Hold:     gunfight.Hold(rapid.IntRange(0, 7).Draw(t, "hold")),
		ByDex:    rapid.Bool().Draw(t, "byDex"),
		Spare:    rapid.Bool().Draw(t, "spare"),
		Deal:     rapid.IntRange(-2, 4).Draw(t, "deal"),
		Counts:   gunfight.Count(rapid.IntRange(-3, 700).Draw(t, "counts")),
		Weapon:   rapid.IntRange(-2, 3).Draw(t, "weapon"),
		Second:   rapid.IntRange(-2, 3).Draw(t, "second"),
		Target:   rapid.IntRange(-2, 3).Draw(t, "target"),
		Rounds:   rapid.IntRange(-2, 8).Draw(t, "rounds"),
		Feet:     rapid.IntRange(-1100, 1100).Draw(t, "feet"),
	}
}

// outOfRange reports a part outside its type's range, by the types' docs:
// the kinds run from Draw to Staunch, aims to Fan, extras to Careful,
// locations to RightFoot (0: none), paces to Sprint (0: run), holds to
// BreakFree; weapons, men, rounds, counts and damage are not negative
// (feet are: a move away).
func outOfRange(a gunfight.Action) bool {
	return a.Kind < gunfight.Draw || a.Kind > gunfight.Staunch || a.Aim > gunfight.Fan || a.Extra > gunfight.Careful ||
		a.At > wounds.RightFoot || a.Pace > wounds.Sprint || a.Hold > gunfight.BreakFree ||
		a.Weapon < 0 || a.Second < 0 || a.Target < 0 || a.Rounds < 0 || a.Counts < 0 || a.Deal < 0
}

// reads are the parts of an action each kind reads, by Action's doc: a
// draw its weapon and either a second one (Two) or the off hand; a shot
// its weapon, man, aim, extra, steady hand and location; a reload its
// weapon and a cylinder or rounds from a loop; a move its feet, man and
// pace; flight its pace; a wait its counts; a blow bare or with a weapon,
// its man, overhead and location; a grab its man and location; a
// staunch its man (GUD-17); a wrestling roll its man and hold, and for the weapon its weapon, for a
// throw down Dex, sparing and damage, for a hurt sparing and damage.
func reads(a gunfight.Action) []string {
	switch a.Kind {
	case gunfight.Draw:
		if a.Two {
			return []string{"Weapon", "Two", "Second"}
		}
		return []string{"Weapon", "OffHand"}
	case gunfight.Fire:
		return []string{"Weapon", "Target", "Aim", "Extra", "Steady", "At"}
	case gunfight.Reload:
		if a.Cylinder {
			return []string{"Weapon", "Cylinder"}
		}
		return []string{"Weapon", "Rounds", "Loop"}
	case gunfight.Move:
		return []string{"Feet", "Target", "Pace"}
	case gunfight.Flee:
		return []string{"Pace"}
	case gunfight.Wait:
		return []string{"Counts"}
	case gunfight.Strike:
		if a.Bare {
			return []string{"Bare", "Target", "Overhead", "At"}
		}
		return []string{"Bare", "Weapon", "Target", "Overhead", "At"}
	case gunfight.Grab:
		return []string{"Target", "At"}
	case gunfight.Staunch:
		return []string{"Target"}
	case gunfight.Wrestle:
		switch a.Hold {
		case gunfight.ForWeapon:
			return []string{"Target", "Hold", "Weapon"}
		case gunfight.ThrowDown:
			return []string{"Target", "Hold", "ByDex", "Spare", "Deal"}
		case gunfight.Hurt:
			return []string{"Target", "Hold", "Spare", "Deal"}
		}
		return []string{"Target", "Hold"}
	}
	return nil
}

// junk puts in-range values drawn into the parts of a its kind does not
// read (reads).
func junk(t *rapid.T, a gunfight.Action) gunfight.Action {
	r := reads(a)
	set := func(name string, f func()) {
		if !slices.Contains(r, name) && rapid.Bool().Draw(t, "junk in "+name) {
			f()
		}
	}
	set("Aim", func() { a.Aim = gunfight.AimMode(rapid.IntRange(0, 2).Draw(t, "aim")) })
	set("Extra", func() { a.Extra = gunfight.Extra(rapid.IntRange(0, 2).Draw(t, "extra")) })
	set("Steady", func() { a.Steady = true })
	set("At", func() { a.At = wounds.Location(rapid.IntRange(1, 15).Draw(t, "at")) })
	set("OffHand", func() { a.OffHand = true })
	set("Loop", func() { a.Loop = true })
	set("Pace", func() { a.Pace = wounds.Movement(rapid.IntRange(1, 4).Draw(t, "pace")) })
	set("Overhead", func() { a.Overhead = true })
	set("Hold", func() { a.Hold = gunfight.Hold(rapid.IntRange(1, 5).Draw(t, "hold")) })
	set("ByDex", func() { a.ByDex = true })
	set("Spare", func() { a.Spare = true })
	set("Deal", func() { a.Deal = rapid.IntRange(1, 9).Draw(t, "deal") })
	set("Counts", func() { a.Counts = gunfight.Count(rapid.IntRange(1, 999).Draw(t, "counts")) })
	set("Weapon", func() { a.Weapon = rapid.IntRange(1, 9).Draw(t, "weapon") })
	set("Second", func() { a.Second = rapid.IntRange(1, 9).Draw(t, "second") })
	set("Target", func() { a.Target = rapid.IntRange(1, 9).Draw(t, "target") })
	set("Rounds", func() { a.Rounds = rapid.IntRange(1, 9).Draw(t, "rounds") })
	set("Feet", func() { a.Feet = rapid.IntRange(-999, 999).Draw(t, "feet") })
	return a
}

// TestDecideEveryPart: Decide refuses any action with a part out of its
// type's range, whatever its kind, with ErrAction and changing nothing;
// an action it takes is recorded with the parts its kind does not read
// set to zero — the text it is journaled as reads back as it (ParseAction
// of Action.String) — and after any Decide, taken or refused, the fight
// saves and resumes.
func TestDecideEveryPart(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		k := rapid.IntRange(0, len(personSetups())-1).Draw(t, "setup")
		f := peopleFight(t, k, rapid.Uint64().Draw(t, "seed"))()
		answer := builtinAnswer(k)
		for n := 0; !f.Over() && n < maxSteps; n++ {
			err := f.Step()
			if !errors.Is(err, gunfight.ErrWaiting) {
				if err != nil {
					t.Fatalf("step: %v", err)
				}
				continue
			}
			i := f.Waiting()[0]
			for range rapid.IntRange(0, 2).Draw(t, "choices") {
				var a, want gunfight.Action
				if rapid.Bool().Draw(t, "a listed option with junk") {
					v, _ := f.View(i)
					want = rapid.SampledFrom(v.Options()).Draw(t, "option").Action
					a = junk(t, want)
				} else {
					a = anyAction(t)
				}
				before := saveOf(t, f)
				err := f.Decide(i, a)
				after := saveOf(t, f)
				if err != nil {
					if !errors.Is(err, gunfight.ErrAction) || !bytes.Equal(before, after) {
						t.Fatalf("%+v refused with %v, changing the save: %v", a, err, !bytes.Equal(before, after))
					}
					if want != (gunfight.Action{}) {
						t.Fatalf("a listed option %q with junk in parts its kind does not read (%+v) refused: %v", want, a, err)
					}
					continue
				}
				if outOfRange(a) {
					t.Fatalf("%+v, a part out of range, taken", a)
				}
				c := f.State().Men[i].Choice
				if want != (gunfight.Action{}) && c != want {
					t.Fatalf("%+v recorded as %+v, want %+v: the parts %v are read", a, c, want, reads(want))
				}
				back, err := gunfight.ParseAction(c.String())
				if err != nil || back != c {
					t.Fatalf("recorded %+v, written %q, reads back as %+v (%v)", c, c, back, err)
				}
				if _, said, _ := f.Entry(f.Decisions() - 1); said != c.String() {
					t.Fatalf("journaled %q, recorded %q", said, c)
				}
				if r, err := gunfight.Resume(after); err != nil || !bytes.Equal(saveOf(t, r), after) {
					t.Fatalf("the save after a choice does not resume as it: %v", err)
				}
				break
			}
			if len(f.Waiting()) > 0 {
				if err := f.Decide(i, answer(f, i)); err != nil {
					t.Fatalf("legal choice: %v", err)
				}
			}
		}
		encountertest.Bounded(t, saveOf(t, f))
	})
}

// saveOf marshals f, failing t.
func saveOf(t interface{ Fatalf(string, ...any) }, f *gunfight.Fight) []byte {
	b, err := f.MarshalJSON()
	if err != nil {
		t.Fatalf("save: %v", err)
	}
	return b
}

// resumedAlong plays f to its end, every man a person's answering by
// answer, and at every stop and between every two steps saves it and
// checks that the save is within the bound of every save and resumes into
// a fight that saves the same and waits for the same man; it returns the
// number of saves.
func resumedAlong(t *testing.T, f *gunfight.Fight, answer func(*gunfight.Fight, int) gunfight.Action) int {
	t.Helper()
	saves := 0
	check := func() {
		data := saveOf(t, f)
		encountertest.Bounded(t, data)
		r, err := gunfight.Resume(data)
		if err != nil {
			t.Fatalf("count %d: a save of the fight is refused: %v\n%s", f.State().Now, err, data)
		}
		if again := saveOf(t, r); !bytes.Equal(again, data) || !slices.Equal(r.Waiting(), f.Waiting()) {
			t.Fatalf("count %d: resumed, the fight saves as\n%s\nnot\n%s", f.State().Now, again, data)
		}
		saves++
	}
	for n := 0; !f.Over() && n < maxSteps; n++ {
		check()
		err := f.Step()
		if errors.Is(err, gunfight.ErrWaiting) {
			check()
			i := f.Waiting()[0]
			if err := f.Decide(i, answer(f, i)); err != nil {
				t.Fatalf("count %d: %v", f.State().Now, err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("step: %v", err)
		}
	}
	check()
	return saves
}

// TestRealGamesResume: the games today's snapshot refused resume from a
// save at every stop — each played by two people, saved before every
// step and at every declaration.
func TestRealGamesResume(t *testing.T) {
	people := func(s gunfight.Setup) *gunfight.Fight {
		for i := range s.Shooters {
			s.Shooters[i].Decider = gunfight.Person
		}
		f, err := gunfight.NewFight(s, dice.NewSource(7))
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	quick := func(f *gunfight.Fight, i int) gunfight.Action { return tacticAnswer(f, i, gunfight.QuickDraw) }
	t.Run("GU-7 a blow lands before any shot", func(t *testing.T) {
		// Within arm's reach (3 ft), Tutt, of lower Wisdom, declares first
		// (GU-2): a bare-handed blow, 2 counts to ready (GU-7's ready
		// thrust) and no weapon to draw; Hickok draws.
		s := gunfight.StandardDuel()
		s.Distance = 3
		f := people(s)
		blow := func(f *gunfight.Fight, i int) gunfight.Action {
			if i == 1 {
				return gunfight.Action{Kind: gunfight.Strike, Bare: true, Target: 0}
			}
			return quick(f, i)
		}
		resumedAlong(t, f, blow)
		var hits, shots int
		for _, e := range f.Events() {
			switch {
			case e.Kind == gunfight.Shot:
				shots++
			case e.Kind == gunfight.Struck && e.Who == "Tutt" && e.Shot.Location != 0 && shots == 0:
				hits++
			}
		}
		if hits == 0 {
			t.Fatalf("no blow landed before the first shot:\n%v", f.Events())
		}
	})
	t.Run("GU-3 two weapons drawn at once", func(t *testing.T) {
		// Hickok carries two Colts and draws both at once (+5 counts,
		// GU-3); the second sits in the Drew event's Whom.
		s := gunfight.StandardDuel()
		s.Shooters[0].Weapons = append(s.Shooters[0].Weapons, gunfight.Carried{Weapon: "Colt Peacemaker", Loaded: 6})
		f := people(s)
		both := func(f *gunfight.Fight, i int) gunfight.Action {
			if v, _ := f.View(i); i == 0 && !v.Weapons[0].Drawn {
				return gunfight.Action{Kind: gunfight.Draw, Weapon: 0, Two: true, Second: 1}
			}
			return quick(f, i)
		}
		resumedAlong(t, f, both)
		if e := f.Events(); !slices.ContainsFunc(e, func(e gunfight.Event) bool { return e.Kind == gunfight.Drew && e.Who == "Hickok" && e.Whom != "" }) {
			t.Fatalf("Hickok did not draw two:\n%v", e)
		}
	})
	t.Run("GU-2 a listed crawl of 1,000 ft at count 0 while another has yet to declare", func(t *testing.T) {
		// Tutt, of lower Wisdom, declares first (GU-2) the longest move
		// his menu lists: 1,000 ft toward Hickok at a crawl, 200 five-foot
		// steps of 50 counts (the default paces), 10,000 counts: more than
		// the ten minutes the snapshot allowed a first action. Hickok has
		// yet to declare.
		f := people(gunfight.StandardDuel())
		if err := f.Step(); !errors.Is(err, gunfight.ErrWaiting) || !slices.Equal(f.Waiting(), []int{1}) {
			t.Fatalf("%v: Tutt does not declare first", err)
		}
		v, _ := f.View(1)
		var crawl *gunfight.Option
		for _, o := range v.Options() {
			if o.Action.Kind == gunfight.Move && o.Action.Pace == wounds.Crawl && o.Param == "feet" && o.Max == 1000 {
				crawl = &o
			}
		}
		if crawl == nil {
			t.Fatalf("no crawl of up to 1,000 ft listed:\n%s", v.Options())
		}
		a := crawl.Action
		a.Feet = 1000
		if c, _, err := v.Counts(a); err != nil || c != 10000 {
			t.Fatalf("%s: %d counts, %v; want 200 × 50 = 10,000", a, c, err)
		}
		if err := f.Decide(1, a); err != nil {
			t.Fatal(err)
		}
		if err := f.Step(); !errors.Is(err, gunfight.ErrWaiting) || !slices.Equal(f.Waiting(), []int{0}) {
			t.Fatalf("%v: Hickok does not wait", err)
		}
		if n := resumedAlong(t, f, quick); n < 2 {
			t.Fatalf("%d saves", n)
		}
	})
}

// TestStandardDuelSave: a standard duel's save at its end is at most 4 KB
// — its setup and a few dozen bytes a declaration — and resumes to the
// same fight.
func TestStandardDuelSave(t *testing.T) {
	for seed := range uint64(50) {
		f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		data := saveOf(t, f)
		if len(data) > 4096 {
			t.Errorf("seed %d: a save of %d bytes, want at most 4 KB:\n%s", seed, len(data), data)
		}
		encountertest.Bounded(t, data)
		r, err := gunfight.Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		if d := fightDiff(f, r); d != "" {
			t.Fatalf("seed %d: the resumed fight differs: %s", seed, d)
		}
	}
}

// TestJournalEntries: a fight's journal, one declaration a line, as
// Decisions and Entry tell it and the save holds it; a Holder's hold
// answers are decisions too.
func TestJournalEntries(t *testing.T) {
	f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Run(); err != nil {
		t.Fatal(err)
	}
	// GU-2: Tutt (Wis 10) declares before Hickok (Wis 12): both quick
	// draws draw; then each, his draw done, fires at the other, until he
	// has nothing left to do (his six rounds gone, no spare).
	var got []string
	for k := range f.Decisions() {
		who, c, _ := f.Entry(k)
		got = append(got, fmt.Sprintf("%d: %s", who, c))
	}
	if len(got) < 3 || got[0] != "1: draw 0" || got[1] != "0: draw 0" {
		t.Errorf("journal %q, want it to start with Tutt's draw, then Hickok's", got)
	}
	for _, e := range got[2:] {
		if e != "0: fire 0 at 1" && e != "1: fire 0 at 0" && e != "0: done" && e != "1: done" {
			t.Errorf("journal %q: %q is no shot at the other, nor done", got, e)
		}
	}
	if _, _, ok := f.Entry(f.Decisions()); ok {
		t.Error("an entry past the last")
	}
	if !bytes.Contains(saveOf(t, f), []byte(`"journal":[{"who":1,"do":"draw 0"},{"who":0,"do":"draw 0"}`)) {
		t.Errorf("the save's journal:\n%s", saveOf(t, f))
	}

	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.DeliberateAimer
	f, _ = gunfight.NewFight(s, dice.NewSource(1))
	if _, err := f.Run(); err != nil {
		t.Fatal(err)
	}
	holds := 0
	for k := range f.Decisions() {
		if who, c, _ := f.Entry(k); holdAnswer(who, c) {
			holds++
			if who != 0 {
				t.Errorf("entry %d: %s's hold answer %q", k, s.Shooters[who].Name, c)
			}
		}
	}
	if holds == 0 {
		t.Error("the deliberate aimer was never asked whether he holds fire")
	}
}

// TestTakeBackRefuses: a take-back outside 0..Decisions() is refused with
// ErrState and changes nothing; TakeBack(Decisions()) changes nothing.
func TestTakeBackRefuses(t *testing.T) {
	f := hickokPlays(t, 3)
	if err := f.Decide(0, gunfight.Action{Kind: gunfight.Draw}); err != nil {
		t.Fatal(err)
	}
	before := saveOf(t, f)
	for _, k := range []int{-1, f.Decisions() + 1, 1 << 40} {
		if err := f.TakeBack(k); !errors.Is(err, gunfight.ErrState) {
			t.Errorf("TakeBack(%d): %v", k, err)
		}
	}
	if err := f.TakeBack(f.Decisions()); err != nil {
		t.Errorf("TakeBack(Decisions()): %v", err)
	}
	if !bytes.Equal(saveOf(t, f), before) {
		t.Error("a refused take-back changed the fight")
	}
	if err := f.TakeBack(1); err != nil || !slices.Equal(f.Waiting(), []int{0}) || f.Decisions() != 1 {
		t.Errorf("back to Hickok's declaration: %v, waiting %v, %d decisions", err, f.Waiting(), f.Decisions())
	}
}

// TestTakeBackHold: taken back to a Holder's hold answer, the fight stands
// among the count's actions, before his shot; played on, it is the fight
// it was, and its save resumes there.
func TestTakeBackHold(t *testing.T) {
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider = gunfight.DeliberateAimer
	for seed := range uint64(10) {
		f, _ := gunfight.NewFight(s, dice.NewSource(seed))
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		want := saveOf(t, f)
		for k := range f.Decisions() {
			if who, c, _ := f.Entry(k); !holdAnswer(who, c) {
				continue
			}
			g, err := gunfight.Resume(want)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.TakeBack(k); err != nil {
				t.Fatalf("seed %d: TakeBack(%d), a hold answer: %v", seed, k, err)
			}
			at := saveOf(t, g)
			if !strings.Contains(string(at), `"phase":"resolving","asked":0}`) {
				t.Fatalf("seed %d: back to a hold answer, the fight stands at\n%s", seed, at)
			}
			r, err := gunfight.Resume(at)
			if err != nil || !bytes.Equal(saveOf(t, r), at) {
				t.Fatalf("seed %d: a fight stopped at a hold answer does not resume: %v", seed, err)
			}
			for _, h := range []*gunfight.Fight{g, r} {
				if _, err := h.Run(); err != nil {
					t.Fatal(err)
				}
				if got := saveOf(t, h); !bytes.Equal(got, want) {
					t.Fatalf("seed %d: back to decision %d and played on:\n%s\nnot\n%s", seed, k, got, want)
				}
			}
		}
	}
}

// rolling is a custom tactic that rolls to decide (View.Rand): a d6 of 1
// makes it wait a second, else it declares as the quick draw.
type rolling struct{}

func (rolling) Name() string    { return "dicey" }
func (rolling) Version() string { return "1" }
func (rolling) Declare(v *gunfight.View) gunfight.Action {
	if v.Rand.IntN(6) == 0 {
		return gunfight.Action{Kind: gunfight.Wait}
	}
	q := gunfight.QuickDraw
	return q.Declare(v)
}

// TestRollingTactic: a tactic's draws go into the journal with its
// answers, so a fight saved anywhere resumes to the fight it was; a save
// names every custom tactic it had, and refuses to resume without one.
func TestRollingTactic(t *testing.T) {
	s := gunfight.StandardDuel()
	s.Shooters[1].Decider = rolling{}
	straight, _ := gunfight.NewFight(s, dice.NewSource(4))
	if _, err := straight.Run(); err != nil {
		t.Fatal(err)
	}
	f, _ := gunfight.NewFight(s, dice.NewSource(4))
	for !f.Over() {
		data := saveOf(t, f)
		if !bytes.Contains(data, []byte(`"decider":{"name":"quick-draw"}},{`)) || !bytes.Contains(data, []byte(`"decider":{"name":"dicey","version":"1"}}]`)) {
			t.Fatalf("the custom tactic not named with its version:\n%s", data)
		}
		if _, err := gunfight.Resume(data); !errors.Is(err, gunfight.ErrState) {
			t.Fatalf("resumed without its custom tactic: %v", err)
		}
		r, err := gunfight.Resume(data, rolling{})
		if err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		f = r
		if err := f.Step(); err != nil {
			t.Fatal(err)
		}
	}
	if d := fightDiff(straight, f); d != "" {
		t.Fatalf("saved and resumed at every step, the fight differs: %s", d)
	}
	if !bytes.Contains(saveOf(t, f), []byte(`"draws":[6]`)) {
		t.Errorf("no draws journaled:\n%s", saveOf(t, f))
	}

	// A custom tactic set and replaced is still named in the journal.
	g := hickokPlays(t, 2)
	if err := g.SetDecider(1, rolling{}); err != nil {
		t.Fatal(err)
	}
	quick := gunfight.QuickDraw
	if err := g.SetDecider(1, quick); err != nil {
		t.Fatal(err)
	}
	data := saveOf(t, g)
	if _, err := gunfight.Resume(data); !errors.Is(err, gunfight.ErrState) || !strings.Contains(err.Error(), `"dicey"`) {
		t.Errorf("a save naming dicey in its journal resumed without it: %v", err)
	}
	if _, err := gunfight.Resume(data, rolling{}); err != nil {
		t.Errorf("%v", err)
	}
}

// TestStudyKeepsNoJournal: a Runner's fight — the study path — keeps no
// journal: nothing to save or take back.
func TestStudyKeepsNoJournal(t *testing.T) {
	r, err := gunfight.NewRunner(gunfight.StandardDuel())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.Run(3); err != nil {
		t.Fatal(err)
	}
	if n := r.Fight().Decisions(); n != 0 {
		t.Errorf("%d decisions kept", n)
	}
	if _, err := r.Fight().MarshalJSON(); !errors.Is(err, gunfight.ErrState) {
		t.Errorf("a study's fight saved: %v", err)
	}
	if err := r.Fight().TakeBack(0); !errors.Is(err, gunfight.ErrState) {
		t.Errorf("a study's fight taken back: %v", err)
	}
}

// TestDiceMoved: a tool that rolls on the fight's dice between two calls
// — between steps, or while a person's declaration waits — moves them
// for the fight too; the journal says where the dice went, so every save
// resumes to the fight that was played. So does a tactic that rolls on a
// *dice.Source of its own keeping rather than View.Rand.
func TestDiceMoved(t *testing.T) {
	src := dice.NewSource(5)
	sneaky := versionedFunc{gunfight.TacticFunc{Label: "sneaky", Func: func(v *gunfight.View) gunfight.Action {
		src.IntN(20) // not through View.Rand: the journal keeps where it left the dice
		return gunfight.QuickDraw.Declare(v)
	}}, "1"}
	s := gunfight.StandardDuel()
	s.Shooters[0].Decider, s.Shooters[1].Decider = gunfight.Person, sneaky
	f, err := gunfight.NewFight(s, src)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !f.Over() && n < maxSteps; n++ {
		src.IntN(6) // the tool's roll
		data := saveOf(t, f)
		r, err := gunfight.Resume(data, sneaky)
		if err != nil {
			t.Fatalf("%v\n%s", err, data)
		}
		if again := saveOf(t, r); !bytes.Equal(again, data) {
			t.Fatalf("resumed, the fight saves as\n%s\nnot\n%s", again, data)
		}
		if err := f.Step(); errors.Is(err, gunfight.ErrWaiting) {
			src.IntN(6)
			if err := f.Decide(0, tacticAnswer(f, 0, gunfight.QuickDraw)); err != nil {
				t.Fatal(err)
			}
		} else if err != nil {
			t.Fatal(err)
		}
	}
	data := saveOf(t, f)
	if !bytes.Contains(data, []byte(`"who":-1,"dice":`)) || !bytes.Contains(data, []byte(`"who":1,"do":"draw 0","dice":`)) {
		t.Errorf("no move of the dice journaled:\n%s", data)
	}
	r, err := gunfight.Resume(data, sneaky)
	if err != nil {
		t.Fatal(err)
	}
	if d := fightDiff(f, r); d != "" {
		t.Errorf("the resumed fight differs: %s", d)
	}
}
