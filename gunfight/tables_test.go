package gunfight_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

// sameTables compares tables whole: every field, unexported ones too,
// but the lookups Validate builds from the others (a silhouette's grid,
// the shot clock's directions); a dice expression by its notation.
var sameTables = cmp.Options{
	cmpopts.IgnoreUnexported(gunfight.Silhouette{}, gunfight.ShotClock{}),
	cmp.Exporter(func(reflect.Type) bool { return true }),
	cmp.Comparer(func(a, b dice.Expr) bool { return a.String() == b.String() }),
}

// anyWeapons draws a valid weapon table: rows of every class, every field
// drawn over its valid range — zeros, which JSON leaves out, included.
func anyWeapons(t *rapid.T) gunfight.WeaponTable {
	n := rapid.IntRange(1, 6).Draw(t, "weapons")
	damages := []string{"2d6p", "d8p+1", "d4", "3d6p", "1", "d6p-1+2"}
	w := make(gunfight.WeaponTable, n)
	for i := range w {
		c := gunfight.Class(rapid.IntRange(int(gunfight.Pistol), int(gunfight.Unarmed)).Draw(t, "class"))
		w[i] = gunfight.Weapon{
			Name:       fmt.Sprintf("Weapon %d", i),
			Short:      rapid.SampledFrom([]string{"", "the gun"}).Draw(t, "short"),
			Class:      c,
			Initiative: rapid.IntRange(-10, 10).Draw(t, "initiative"),
			Accuracy:   rapid.IntRange(-10, 10).Draw(t, "accuracy"),
			Long:       rapid.Bool().Draw(t, "long"),
		}
		if c.Firearm() {
			w[i].Damage = dice.MustParse(rapid.SampledFrom(damages).Draw(t, "damage"))
			w[i].Capacity = rapid.IntRange(1, gunfight.MaxCapacity).Draw(t, "capacity")
			w[i].CapAndBall = c != gunfight.Shotgun && rapid.Bool().Draw(t, "cap and ball")
			w[i].Range = rapid.SampledFrom([]string{"", c.String()}).Draw(t, "range")
		}
		if !c.Firearm() || rapid.Bool().Draw(t, "a melee profile") {
			w[i].Melee = &gunfight.Melee{
				Blow:     gunfight.Blow(rapid.IntRange(1, 2).Draw(t, "blow")),
				Damage:   dice.MustParse(rapid.SampledFrom(damages).Draw(t, "melee damage")),
				Cause:    rapid.SampledFrom([]wounds.Cause{wounds.Edged, wounds.Blunt}).Draw(t, "cause"),
				Action:   gunfight.Count(rapid.IntRange(0, 100).Draw(t, "action")),
				Recovery: gunfight.Count(rapid.IntRange(0, 100).Draw(t, "recovery")),
				Reach:    rapid.IntRange(0, 20).Draw(t, "reach"),
			}
		}
	}
	b, err := json.Marshal(w)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := loadWeapons(b); err != nil {
		t.Fatalf("the generator drew an invalid table: %v", err)
	}
	return w
}

// TestWeaponTableRoundTrip: any valid weapon table loads from its own
// JSON as the very table, zeros included.
func TestWeaponTableRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyWeapons(t), loadWeapons, sameTables) })
}

// count draws a count of 0..100, often 0.
func count(t *rapid.T, label string) gunfight.Count {
	return gunfight.Count(rapid.OneOf(rapid.Just(0), rapid.IntRange(0, 100)).Draw(t, label))
}

// anyRules draws valid rules: the defaults with any of their tables and
// numbers drawn anew over their valid ranges — zeros included, such as a
// shotgun's unaimed cocked shot of 0 counts (none: the unaimed shot's
// counts), a region no aim point is at, the stray bullets' rules off.
func anyRules(t *rapid.T) *gunfight.Rules {
	r := gunfight.DefaultRules()
	if rapid.Bool().Draw(t, "new weapons") {
		r.Weapons = anyWeapons(t)
	}
	A := &r.Actions
	for _, f := range []*gunfight.FirearmActions{&A.Pistol, &A.Rifle, &A.Shotgun} {
		f.NextCocked, f.NextUnaimed, f.NextUnaimedCocked = count(t, "next cocked"), count(t, "next unaimed"), count(t, "next unaimed cocked")
		f.Hip.Counts, f.Deliberate.Counts = count(t, "hip"), count(t, "deliberate")
		f.Next = count(t, "next") + 1
	}
	A.Pistol.Shell1, A.Rifle.Shell2 = count(t, "pistol shell"), count(t, "rifle shells")
	A.Shotgun.Reload = count(t, "shotgun reload")
	A.Draw, A.Aim, A.FireCocked, A.Cover, A.Dodge = count(t, "draw"), count(t, "aim"), count(t, "fire cocked"), count(t, "cover"), count(t, "dodge")
	A.Steady.Accuracy = rapid.IntRange(-20, 20).Draw(t, "steady")
	A.Wrestle.MaxHolders = rapid.IntRange(1, 6).Draw(t, "holders")
	r.Clock.MissAt14 = rapid.Bool().Draw(t, "miss at 14")
	r.Clock.Start = float64(rapid.IntRange(-360, 360).Draw(t, "start"))
	for _, s := range []*gunfight.Silhouette{&r.Silhouettes.Front, &r.Silhouettes.Side, &r.Silhouettes.Top} {
		for i := range s.Regions {
			s.Regions[i].Aim = rapid.Bool().Draw(t, "aim at the region")
		}
	}
	r.Light[0].Accuracy = rapid.IntRange(-20, 0).Draw(t, "light")
	r.Paces[1].Target = rapid.IntRange(-20, 0).Draw(t, "walking target")
	r.Experience[0].Initiative = rapid.IntRange(-20, 20).Draw(t, "green")
	r.Cover = rapid.IntRange(-20, 0).Draw(t, "cover")
	r.Dodging, r.DodgeTalent = rapid.IntRange(-20, 0).Draw(t, "dodging"), rapid.IntRange(-20, 0).Draw(t, "dodge talent")
	r.Graze = rapid.IntRange(0, 20).Draw(t, "graze")
	r.FleeFeet = rapid.IntRange(5, 1000).Draw(t, "flee feet")
	r.JackRabbit = gunfight.JackRabbit{Sooner: count(t, "jack rabbit sooner"), Per5Ft: count(t, "jack rabbit per 5 ft")}
	r.Stray = gunfight.StrayRules{On: rapid.Bool().Draw(t, "stray"), Step: float64(rapid.IntRange(0, 20).Draw(t, "step")), Width: float64(rapid.IntRange(0, 10).Draw(t, "width"))}
	r.NoShotPenetration = rapid.Bool().Draw(t, "no shot penetration")
	if rapid.Bool().Draw(t, "wounds tables") {
		r.Wounds = wounds.DefaultTables()
	}
	if err := r.Validate(); err != nil {
		t.Fatalf("the generator drew invalid rules: %v", err)
	}
	return r
}

// TestLoadRulesRoundTrip: any valid rules load from their own JSON as the
// very rules, zeros included.
func TestLoadRulesRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyRules(t), gunfight.LoadRules, sameTables) })
}

// TestLoadRulesZeros: the examples — a zero the defaults do not
// have stays zero: the shotgun's next unaimed cocked shot (default 7
// counts), the rifle's next unaimed shot (default 6), a silhouette region
// no aim point is at (the default aims at the chest); a key of Rules left
// out keeps its default, one given is read whole.
func TestLoadRulesZeros(t *testing.T) {
	r := gunfight.DefaultRules()
	r.Actions.Shotgun.NextUnaimedCocked, r.Actions.Rifle.NextUnaimed = 0, 0
	chest := -1
	for i, g := range r.Silhouettes.Front.Regions {
		if g.Aim {
			chest = i
			r.Silhouettes.Front.Regions[i].Aim = false
		}
	}
	b, _ := json.Marshal(r)
	got, err := gunfight.LoadRules(b)
	if err != nil {
		t.Fatal(err)
	}
	if got.Actions.Shotgun.NextUnaimedCocked != 0 || got.Actions.Rifle.NextUnaimed != 0 || chest < 0 || got.Silhouettes.Front.Regions[chest].Aim {
		t.Errorf("zeros came back as defaults: shotgun %d, rifle %d, region %d aimed %v", got.Actions.Shotgun.NextUnaimedCocked, got.Actions.Rifle.NextUnaimed, chest, got.Silhouettes.Front.Regions[chest].Aim)
	}
	only, err := gunfight.LoadRules([]byte(`{"cover": 0, "stray": {"on": true}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := gunfight.DefaultRules()
	want.Cover, want.Stray = 0, gunfight.StrayRules{On: true}
	if err := want.Validate(); err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(want, only, sameTables); d != "" {
		t.Errorf("keys left out keep their defaults; stray given whole (-want +got):\n%s", d)
	}
}
