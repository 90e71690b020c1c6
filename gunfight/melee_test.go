package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/wounds"
)

// close puts the two men 3 ft apart.
func closeIn(f *Fight) { f.men[1].st.Pos.X = f.men[0].st.Pos.X + 3; f.measure() }

func brawlers() (Shooter, Shooter) {
	a, b := testShooter("Hickok"), testShooter("Tutt")
	a.Weapons = []Carried{{Weapon: "Knife"}, {Weapon: "Bowie knife"}, {Weapon: "Axe"}, {Weapon: "Colt Peacemaker", Loaded: 6}, {Weapon: "Spear"}}
	a.DexMod, a.StrMod = 2, 1
	b.DexMod = 1
	return a, b
}

func TestMeleeCounts(t *testing.T) {
	for _, c := range []struct {
		name string
		w    int
		a    Action
		want Count
	}{
		{"GU-7 a ready thrust, 2, plus the knife's action 1", 0, Action{Kind: Strike, Weapon: 0}, 3},
		{"GU-7 a ready swing, 4, plus the Bowie's action 2", 1, Action{Kind: Strike, Weapon: 1}, 6},
		{"GU-7 a swing of the axe: 4 + 6", 2, Action{Kind: Strike, Weapon: 2}, 10},
		{"GU-7 a pistol-whip is a swing: 4 + 2", 3, Action{Kind: Strike, Weapon: 3}, 6},
		{"GU-7 a spear's thrust: 2 + 3", 4, Action{Kind: Strike, Weapon: 4}, 5},
		{"GU-7 a bare fist is a thrust: 2 + 0", -1, Action{Kind: Strike, Bare: true}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, b := brawlers()
			f := pair(t, a, b, script(t))
			closeIn(f)
			if c.w >= 0 {
				f.inHand(0, c.w, false)
			}
			act := c.a
			act.Target = 1
			got, err := f.plan(0, &act)
			if err != nil || got != c.want {
				t.Errorf("%d counts (%v), want %d", got, err, c.want)
			}
		})
	}
	t.Run("GU-7 a spear reaches 10 ft, a knife 5", func(t *testing.T) {
		a, b := brawlers()
		f := pair(t, a, b, script(t))
		f.men[1].st.Pos.X = 8
		f.measure()
		f.inHand(0, 4, false)
		if _, err := f.plan(0, &Action{Kind: Strike, Weapon: 4, Target: 1}); err != nil {
			t.Errorf("spear at 8 ft: %v", err)
		}
		f.inHand(0, 0, true)
		if _, err := f.plan(0, &Action{Kind: Strike, Weapon: 0, Target: 1}); err == nil {
			t.Errorf("a knife at 8 ft")
		}
	})
}

func TestStrike(t *testing.T) {
	strike := func(t *testing.T, w int, a Action, faces ...int) (*Fight, *Event) {
		t.Helper()
		x, y := brawlers()
		sc := script(t, faces...)
		f := pair(t, x, y, sc)
		closeIn(f)
		f.inHand(0, w, false)
		a.Kind, a.Weapon, a.Target = Strike, w, 1
		f.men[0].st.Act = a
		if _, err := f.plan(0, &f.men[0].st.Act); err != nil {
			t.Fatal(err)
		}
		f.resolveStrike(0)
		sc.Done()
		return f, find(f.events, Struck, "Hickok")
	}
	t.Run("GU-7 a thrust: d20 + 8 + his Dex 2 − the defender's 1, front silhouette; damage + Str", func(t *testing.T) {
		// d20 10 + 8 + 2 − 1 = 19: 9 in, A♥ straight up from the breast:
		// the neck; d4p 3 + Str 1 = 4.
		f, e := strike(t, 0, Action{}, 10, 1, 3)
		if e.Total != 19 || e.Shot.Aspect != FrontView || e.Shot.Region != "neck" || e.Amount != 4 {
			t.Fatalf("got %s", e)
		}
		if e.Mods[modDistance] != 8 || e.Mods[modDex] != 2 || e.Mods[modFoeDex] != -1 || e.Mods[modStr] != 1 {
			t.Errorf("mods %v", e.Mods)
		}
		if who, it, ok := f.q.peek(); !ok || who != 0 || it.At != f.now+2 || f.men[0].st.Act.Kind != recovery {
			t.Errorf("the knife's recovery, 2 counts, runs before his next action: %v", it)
		}
	})
	t.Run("GU-7 a swing uses the side silhouette", func(t *testing.T) {
		// d20 16 + 8 + 2 − 1 = 25: exact, the side view's breast; d6p 2 +
		// Str 1 = 3.
		_, e := strike(t, 1, Action{}, 16, 2)
		if e.Shot.Aspect != SideView || e.Shot.Landing != Exact || e.Shot.Region != "breast" || e.Amount != 3 {
			t.Errorf("got %s", e)
		}
	})
	t.Run("GU-7 striking downwards uses the top silhouette", func(t *testing.T) {
		_, e := strike(t, 2, Action{Overhead: true}, 16, 5)
		if e.Shot.Aspect != TopView || e.Shot.Region != "left shoulder" || e.Shot.Location != wounds.Chest || e.Amount != 6 {
			t.Errorf("got %s", e)
		}
	})
}

func TestBrawlingWound(t *testing.T) {
	// Tutt is Disreputable (Reputation 3): he leaves after a graze or any
	// non-brawling wound (RE-7). Hickok strikes from 3 ft: d20 17 + 8
	// (close combat) = 25, exact, the chest; the weapon's die shows 2, +0
	// Str: 2 damage.
	for _, c := range []struct {
		name   string
		act    Action
		leaves bool
	}{
		{"GUD-10 a 2-point punch is a brawling wound: a Disreputable man stays", Action{Kind: Strike, Target: 1, Bare: true}, false},
		{"GUD-10 a 2-point pistol-whip is a brawling wound: a Disreputable man stays", Action{Kind: Strike, Target: 1}, false},
		{"GUD-10 a 2-point knife thrust is no brawling wound: a Disreputable man leaves", Action{Kind: Strike, Target: 1, Weapon: 1}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, b := testShooter("Hickok"), testShooter("Tutt")
			a.Weapons = append(a.Weapons, Carried{Weapon: "Knife"})
			b.Reputation = 3
			f := pair(t, a, b, script(t, 17, 2))
			closeIn(f)
			f.inHand(0, c.act.Weapon, false)
			f.men[0].st.Act = c.act
			f.resolveStrike(0)
			f.applyPending()
			h := find(f.events, Hit, "Tutt")
			if h == nil || h.Amount != 2 || h.HP != 20 {
				t.Fatalf("hit %v: %v", h, f.events)
			}
			if left := f.men[1].st.Status == Left; left != c.leaves {
				t.Errorf("Tutt %s: %v", f.men[1].st.Status, f.events)
			}
		})
	}
}
