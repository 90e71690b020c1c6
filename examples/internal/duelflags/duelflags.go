// Package duelflags is the flags the duel examples share to arm the two
// gunmen: -a-weapon and -b-weapon (a row of the weapon table), -a-tactic
// and -b-tactic (a built-in tactic). It is for the example programs, not
// part of the SDK.
package duelflags

import (
	"flag"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/gunfight"
)

// Flags holds the weapon and tactic flags of the first ("a") and the
// second ("b") man.
type Flags struct {
	weapons, tactics [2]*string
}

// Add defines the four flags on fl and returns them.
func Add(fl *flag.FlagSet) *Flags {
	return &Flags{
		weapons: [2]*string{
			fl.String("a-weapon", "", "the first man's weapon (a row of the weapon table: an unknown name lists them)"),
			fl.String("b-weapon", "", "the second man's weapon"),
		},
		tactics: [2]*string{
			fl.String("a-tactic", "", "the first man's tactic: "+strings.Join(gunfight.BuiltinNames(), ", ")),
			fl.String("b-tactic", "", "the second man's tactic"),
		},
	}
}

// Apply arms the first two shooters of s as the flags ask: a weapon given
// replaces what the man carries with that weapon, fully loaded; a tactic
// given replaces his tactic. A weapon not in the default weapon table is
// an error listing the table's weapons; a tactic that is not built in is
// package gunfight's error, which lists the built-in tactics.
func (f *Flags) Apply(s *gunfight.Setup) error {
	rules := gunfight.DefaultRules()
	for i, side := range []string{"a", "b"} {
		if *f.weapons[i] != "" {
			_, wp, err := rules.Weapons.Lookup(*f.weapons[i])
			if err != nil {
				names := make([]string, len(rules.Weapons))
				for k, w := range rules.Weapons {
					names[k] = w.Name
				}
				return fmt.Errorf("-%s-weapon: %w (the weapon table: %s)", side, err, strings.Join(names, ", "))
			}
			s.Shooters[i].Weapons = []gunfight.Carried{{Weapon: wp.Name, Loaded: wp.Capacity}}
		}
		if *f.tactics[i] != "" {
			t, err := gunfight.Builtin(*f.tactics[i])
			if err != nil {
				return fmt.Errorf("-%s-tactic: %w", side, err)
			}
			s.Shooters[i].Decider = t
		}
	}
	return nil
}
