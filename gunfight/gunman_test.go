package gunfight_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
	"github.com/deadmanshand/aces/internal/fuzzseed"
)

func TestSetupTalentsAreChecked(t *testing.T) {
	for _, c := range []struct {
		name    string
		talents []string
		has     string // "" when the setup is good
	}{
		{"CH-10 catalogue talents of no use in a gunfight are accepted", []string{"Sprinter", "Hold Your Liquor", "Greased Lightning (bow)"}, ""},
		{"CH-10 the Spanish rules' spellings are accepted", []string{"Blind Shooting", "quick reload"}, ""},
		{"CH-10 a name outside the catalogue lists it", []string{"Quick Aimm"}, `shooter 1 (Clay): unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting`},
		{"CH-10 Weapon Bonus names a weapon of the table", []string{"Weapon Bonus (Peacemaker)"}, `unknown weapon "Peacemaker" (the table has: Colt Peacemaker`},
		{"CH-10 Weapon Bonus needs its weapon", []string{"Weapon Bonus"}, "Weapon Bonus needs a weapon in parentheses"},
		{"CH-10 Greased Lightning needs a weapon type", []string{"Greased Lightning (lasso)"}, "the types are: pistol, shotgun, rifle, knife, bow"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := gunfight.StandardDuel()
			s.Shooters[1].Name = "Clay"
			s.Shooters[1].Talents = c.talents
			_, err := gunfight.NewFight(s, dice.NewSource(1))
			switch {
			case c.has == "" && err != nil:
				t.Fatal(err)
			case c.has != "" && (!errors.Is(err, gunfight.ErrSetup) || !strings.Contains(err.Error(), c.has)):
				t.Fatalf("error %v, want ErrSetup saying %q", err, c.has)
			}
		})
	}
}

func TestRulesNewShooterReadsItsOwnTable(t *testing.T) {
	r := gunfight.DefaultRules()
	r.Weapons = append(r.Weapons, gunfight.Weapon{Name: "LeMat", Class: gunfight.Pistol, Damage: dice.MustParse("2d6p"), Capacity: 9, CapAndBall: true})
	g := gunman{gear: []string{"LeMat (1 cylinder)"}, talents: map[string][]string{"Weapon Bonus": {"LeMat"}}}
	s, err := r.NewShooter("Jake", g)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Weapons) != 1 || s.Weapons[0] != (gunfight.Carried{Weapon: "LeMat", Loaded: 9, Cylinders: 1}) || len(s.Talents) != 1 || s.Talents[0] != "Weapon Bonus (LeMat)" {
		t.Errorf("got %+v", s)
	}
	if _, err := gunfight.NewShooter("Jake", g); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("the default table has no LeMat, got %v", err)
	}
}

// A label is found in any case, whatever precedes it: lower-casing "Ⱥ"
// makes it longer, and must not shift the name read after the label.
func TestGearLabelBeforeWiderLowerCase(t *testing.T) {
	s, err := gunfight.NewShooter("Jake", gunman{gear: []string{"ȺȺȺȺȺȺ WEAPON: Colt Navy"}})
	if err != nil || len(s.Weapons) != 1 || s.Weapons[0].Weapon != "Colt Navy" {
		t.Fatalf("got %+v, %v", s.Weapons, err)
	}
	if _, err := gunfight.NewShooter("Jake", gunman{gear: []string{"ȺȺȺȺȺȺweapon:"}}); !errors.Is(err, gunfight.ErrWeapon) {
		t.Errorf("a label naming nothing: %v", err)
	}
}

// gunman is a character model of the test's own: it satisfies
// gunfight.Gunman without package character.
type gunman struct {
	gear    []string
	talents map[string][]string
}

func (gunman) Abilities() (int, int, int, int, int) { return 10, 10, 10, 10, 10 }
func (gunman) BaseSpeed() int                       { return 0 }
func (gunman) BaseAccuracy() int                    { return 0 }
func (gunman) DamageModifier() int                  { return 0 }
func (gunman) ToHit() int                           { return 0 }
func (gunman) MaxHitPoints() int                    { return 22 }
func (gunman) Standing() (int, int)                 { return 25, 0 }
func (gunman) GunfightExperience() int              { return 0 }
func (g gunman) Gear() []string                     { return g.gear }
func (g gunman) TalentOptions(n string) []string    { return g.talents[n] }
func (g gunman) TalentNames() []string {
	var ns []string
	for n := range g.talents {
		ns = append(ns, n)
	}
	return ns
}

// FuzzNewShooter: NewShooter never panics on any gear or talent text, and
// what it accepts NewFight takes.
func FuzzNewShooter(f *testing.F) {
	f.Add("Colt Peacemaker (12 rounds in loops)", "Weapon Bonus", "Colt Peacemaker")
	f.Add("weapon: Sharps (1 rounds, 2 cylinders)", "Greased Lightning", "rifle")
	f.Add("Colt Navy (2 cylinders)", "Quick Aimm", "")
	f.Add("ȺȺȺȺȺȺWeapon: Colt Navy", "Courage", "")
	f.Fuzz(func(t *testing.T, gear, name, option string) {
		// A long text costs the fuzzer seconds to minimise.
		if len(gear) > fuzzseed.MaxText || len(name) > fuzzseed.MaxText || len(option) > fuzzseed.MaxText {
			return
		}
		g := gunman{gear: []string{gear}, talents: map[string][]string{name: {option}}}
		s, err := gunfight.NewShooter("Jake", g)
		if err != nil {
			if !errors.Is(err, gunfight.ErrSetup) {
				t.Fatalf("error %v does not wrap ErrSetup", err)
			}
			return
		}
		setup := gunfight.StandardDuel()
		setup.Shooters[0] = s
		if _, err := gunfight.NewFight(setup, dice.NewSource(1)); err != nil && !errors.Is(err, gunfight.ErrSetup) {
			t.Fatalf("NewFight: %v", err)
		}
	})
}

// nurse is a character model with skills: Mastery as a character.Sheet has
// it (an error for a skill he lacks).
type nurse struct {
	gunman
	skills map[string]int
}

func (n nurse) Mastery(skill string) (int, error) {
	if m, ok := n.skills[skill]; ok {
		return m, nil
	}
	return 0, errors.New("no such skill")
}

func TestNewShooterReadsNursingAndMedicine(t *testing.T) {
	t.Run("GUD-17 the bridge reads Nursing and Medicine from the sheet", func(t *testing.T) {
		s, err := gunfight.NewShooter("Doc", nurse{skills: map[string]int{"Nursing": 45, "Medicine": 70}})
		if err != nil || s.Nursing != 45 || s.Medicine != 70 {
			t.Errorf("Nursing %d, Medicine %d, %v", s.Nursing, s.Medicine, err)
		}
		s, err = gunfight.NewShooter("Jake", nurse{skills: map[string]int{"Medicine": 100}})
		if err != nil || s.Nursing != 0 || s.Medicine != 0 {
			t.Errorf("a skill he lacks (an error) or at 100 is none: Nursing %d, Medicine %d, %v", s.Nursing, s.Medicine, err)
		}
	})
}
