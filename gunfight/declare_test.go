package gunfight

import (
	"fmt"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"pgregory.net/rapid"
)

// randomSetup draws a fight of two or three men with built-in tactics,
// random weapons — in hand or not, for either hand, cocked, trained on a
// man — spare rounds, talents, Reputations, distances, light and card
// sources.
func randomSetup(t *rapid.T) Setup {
	weapons := []string{"Colt Peacemaker", "Colt Navy", "Remington 1858", "Derringer", "Winchester 1873", "Sharps",
		"Double-barrel shotgun", "Coach gun", "Knife"}
	talents := []string{TalentAdvancedSighting, TalentKentuckyWindage, TalentQuickAim, TalentFanFiring, TalentHipShooter,
		TalentDeadEye, TalentCrackShot, TalentGrit, TalentCourage, TalentRapidReload, "Greased Lightning (pistol)"}
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
			Tactic:     rapid.SampledFrom(BuiltinNames()).Draw(t, "tactic"),
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

// record is a fight's whole log and outcome as text, or its error.
func record(s Setup, seed uint64) string {
	f, err := NewFight(s, dice.NewSource(seed))
	if err != nil {
		return "setup: " + err.Error()
	}
	var b strings.Builder
	o, err := f.Run()
	for _, e := range f.Events() {
		b.WriteString(e.String())
		b.WriteByte('\n')
	}
	if err != nil {
		fmt.Fprintf(&b, "error: %v\n", err)
	} else {
		fmt.Fprintf(&b, "%+v\n", o)
	}
	return b.String()
}

// TestPropBuiltinFireIsLegal: the shots the built-in tactics declare are
// legal by construction, so skipping their checks changes nothing — the
// same fights, events and errors as checking them like any tactic's.
func TestPropBuiltinFireIsLegal(t *testing.T) {
	defer func() { checkBuiltins = false }()
	rapid.Check(t, func(t *rapid.T) {
		s := randomSetup(t)
		seed := rapid.Uint64().Draw(t, "seed")
		checkBuiltins = false
		fast := record(s, seed)
		checkBuiltins = true
		checked := record(s, seed)
		checkBuiltins = false
		if fast != checked {
			t.Fatalf("skipping the checks changed the fight:\n--- checked\n%s\n--- not checked\n%s", checked, fast)
		}
	})
}
