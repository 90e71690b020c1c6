package gunfight

import (
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/talent"
	"pgregory.net/rapid"
)

// randomSetup draws a fight of two or three men with built-in tactics,
// random weapons — in hand or not, for either hand, cocked, trained on a
// man — spare rounds, talents, Reputations, distances, light and card
// sources.
func randomSetup(t *rapid.T) Setup {
	weapons := []string{"Colt Peacemaker", "Colt Navy", "Remington 1858", "Derringer", "Winchester 1873", "Sharps",
		"Double-barrel shotgun", "Coach gun", "Knife"}
	talents := []string{talent.AdvancedSighting, talent.KentuckyWindage, talent.QuickAim, talent.FanFiring, talent.HipShooter,
		talent.DeadEye, talent.CrackShot, talent.Grit, talent.Courage, talent.RapidReload, "Greased Lightning (pistol)"}
	n := rapid.IntRange(2, 3).Draw(t, "men")
	s := Setup{
		Distance: float64(rapid.IntRange(0, 300).Draw(t, "distance")),
		Light:    rapid.SampledFrom([]string{"day", "dusk", "dark"}).Draw(t, "light"),
		Cards:    Cards(rapid.IntRange(0, 2).Draw(t, "cards")),
	}
	for i := range n {
		sh := Shooter{
			Name:       fmt.Sprintf("man%d", i),
			Speed:      rapid.IntRange(0, 5).Draw(t, "speed"),
			Accuracy:   rapid.IntRange(-2, 4).Draw(t, "accuracy"),
			Wis:        rapid.IntRange(3, 18).Draw(t, "wis"),
			Reputation: rapid.IntRange(0, 120).Draw(t, "reputation"),
			Fame:       rapid.IntRange(0, 60).Draw(t, "fame"),
			Decider:    rapid.SampledFrom(builtins[:]).Draw(t, "tactic"),
			Talents:    rapid.SliceOfNDistinct(rapid.SampledFrom(talents), 0, 3, rapid.ID[string]).Draw(t, "talents"),
			At:         Point{X: float64(rapid.IntRange(0, 100).Draw(t, "x")), Y: float64(rapid.IntRange(0, 100).Draw(t, "y"))},
		}
		if n == 3 && i > 0 {
			sh.Side = i%2 + 1
		}
		for k := range rapid.IntRange(1, 2).Draw(t, "weapons") {
			w := rapid.SampledFrom(weapons).Draw(t, "weapon")
			c := Carried{Weapon: w, NoHolster: rapid.Bool().Draw(t, "no holster"), OffHand: rapid.Bool().Draw(t, "off hand")}
			if c.Drawn = rapid.Bool().Draw(t, "drawn"); c.Drawn && k == 0 && rapid.Bool().Draw(t, "trained") {
				c.Trained = fmt.Sprintf("man%d", (i+1)%n)
			}
			if w != "Knife" {
				_, row, _ := DefaultRules().Weapons.Lookup(w)
				c.Loaded = rapid.IntRange(0, row.Capacity).Draw(t, "loaded")
				c.Cocked = rapid.Bool().Draw(t, "cocked")
				c.Pocket = rapid.IntRange(0, 6).Draw(t, "pocket")
				c.Loop = rapid.IntRange(0, 3).Draw(t, "loop")
				if row.CapAndBall {
					c.Pocket, c.Loop = 0, 0
					c.Cylinders = rapid.IntRange(0, 1).Draw(t, "cylinders")
				}
			}
			sh.Weapons = append(sh.Weapons, c)
		}
		s.Shooters = append(s.Shooters, sh)
	}
	return s
}

// TestPropBuiltinTacticsDeclareLegally: the built-in tactics declare only
// actions the rules allow, so a fight among them never stops on an
// [*ActionError].
func TestPropBuiltinTacticsDeclareLegally(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := randomSetup(t)
		f, err := NewFight(s, dice.NewSource(rapid.Uint64().Draw(t, "seed")))
		if err != nil {
			return // not a fight: nothing declared
		}
		if _, err := f.Run(); err != nil {
			var log strings.Builder
			for _, e := range f.Events() {
				log.WriteString(e.String() + "\n")
			}
			t.Fatalf("a built-in tactic declared an impossible action: %v\n%s", err, log.String())
		}
	})
}
