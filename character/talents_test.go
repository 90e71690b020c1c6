package character_test

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/google/go-cmp/cmp"
)

func TestTalentCatalogue(t *testing.T) {
	t.Run("CH-10 the talents with their BP costs (the English rules)", func(t *testing.T) {
		// Written from rule CH-10 and the English rules' list.
		want := map[string]int{
			"Advanced Sighting": 70, "Astute Observation": 50, "Blind-shooting": 45, "Courage": 10,
			"Crack Shot": 50, "Damage Bonus": 75, "Dead Eye": 50, "Deadly Shot": 50, "Dodge": 25,
			"Endurance": 15, "Fan Firing": 35, "Fast Healer": 10, "Forgettable Face": 25,
			"Greased Lightning": 20, "Great Ambidexterity": 25, "Grit": 50, "Guardian Angel": 30,
			"Hearty": 50, "Hip Shooter": 25, "Hit Point Bonus": 20, "Hold Your Liquor": 10,
			"Improved Arc of Fire": 15, "Inheritance": 10, "Jack Rabbit Speed": 20,
			"Kentucky Windage": 45, "Mounted Marksmanship": 10, "Perceive Tendency": 20,
			"Quick Aim": 10, "Quick Thinking": 10, "Rapid Reload": 20, "Reputation Bonus": 35,
			"Resist Disease/Infection": 20, "Shot on the Run": 50, "Sprinter": 30,
			"Tough as Nails": 25, "Veteran Gunfighter": 20, "Weapon Bonus": 50,
		}
		l := character.DefaultTalents()
		got := map[string]int{}
		for _, tl := range l {
			got[tl.Name] = tl.Cost
			if tl.Effect == "" {
				t.Errorf("%s has no effect", tl.Name)
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("catalogue (-want +got):\n%s", diff)
		}
		if len(l) != 37 {
			t.Errorf("%d talents, want 37", len(l))
		}
		if err := rulesWith(func(r *character.Rules) { r.Talents = l }); err != nil {
			t.Error(err)
		}
	})
	t.Run("CH-10 the exported names are the canonical English names", func(t *testing.T) {
		l := character.DefaultTalents()
		for _, n := range []string{
			character.AdvancedSighting, character.AstuteObservation, character.BlindShooting, character.Courage, character.CrackShot,
			character.DamageBonus, character.DeadEye, character.DeadlyShot, character.Dodge, character.Endurance, character.FanFiring,
			character.FastHealer, character.ForgettableFace, character.GreasedLightning, character.GreatAmbidexterity, character.Grit,
			character.GuardianAngel, character.Hearty, character.HipShooter, character.HitPointBonus, character.HoldYourLiquor,
			character.ImprovedArcOfFire, character.Inheritance, character.JackRabbitSpeed, character.KentuckyWindage,
			character.MountedMarksmanship, character.PerceiveTendency, character.QuickAim, character.QuickThinking,
			character.RapidReload, character.ReputationBonus, character.ResistDiseaseInfection, character.ShotOnTheRun,
			character.Sprinter, character.ToughAsNails, character.VeteranGunfighter, character.WeaponBonus,
		} {
			tl, err := l.Lookup(n)
			if err != nil || tl.Name != n {
				t.Errorf("%q: %v", n, err)
			}
		}
		if character.DeadlyShot != "Deadly Shot" || character.QuickAim != "Quick Aim" {
			t.Errorf("names changed")
		}
	})
	t.Run("CH-10 where the source rules disagree on a cost, the English one is the default and the Spanish one is noted", func(t *testing.T) {
		l := character.DefaultTalents()
		for _, n := range []string{character.MountedMarksmanship, character.QuickAim} {
			tl := mustT[*character.Talent](t)(l.Lookup(n))
			if tl.Cost != 10 || !strings.Contains(tl.Note, "the Spanish rules: 40 BP") {
				t.Errorf("%s: %d BP, note %q; want 10 and the Spanish rules' 40", n, tl.Cost, tl.Note)
			}
		}
	})
}

func TestBuyTalent(t *testing.T) {
	t.Run("CH-10 a talent costs its BP and is bought once", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		e := mustT[character.TalentEntry](t)(b.BuyTalent(character.DeadlyShot, ""))
		if e.BP != 50 || b.Sheet().Ledger.Available(character.General) != 25 || !b.Sheet().HasTalent("deadly shot") {
			t.Errorf("Deadly Shot: %v, %d general BP left", e, b.Sheet().Ledger.Available(character.General))
		}
		if _, err := b.BuyTalent(character.DeadlyShot, ""); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "already bought") {
			t.Errorf("twice: err %v", err)
		}
		if _, err := b.BuyTalent(character.Courage, "pistol"); !errors.Is(err, character.ErrChoice) || !errors.Is(err, character.ErrTalent) {
			t.Errorf("an option on Courage: err %v", err)
		}
		if _, err := b.BuyTalent("Luck of the Irish", ""); !errors.Is(err, character.ErrChoice) || !errors.Is(err, character.ErrTalent) {
			t.Errorf("unknown talent: err %v", err)
		}
		if _, err := b.BuyTalent(character.AdvancedSighting, ""); !errors.Is(err, character.ErrInsufficientBP) || !strings.Contains(err.Error(), "costs 70 BP, 25 left") {
			t.Errorf("70 BP with 25 left: err %v", err)
		}
		if e := lastEntry(b.Sheet().Ledger); e.String() != "-50 BP talent: Deadly Shot" {
			t.Errorf("last entry %q", e)
		}
	})
	t.Run("CH-10 Greased Lightning can be bought once per weapon type", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		mustT[character.TalentEntry](t)(b.BuyTalent(character.GreasedLightning, "pistol"))
		mustT[character.TalentEntry](t)(b.BuyTalent(character.GreasedLightning, "Rifle"))
		if _, err := b.BuyTalent(character.GreasedLightning, "pistol"); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "already bought for pistol") {
			t.Errorf("pistol twice: err %v", err)
		}
		if _, err := b.BuyTalent(character.GreasedLightning, "cannon"); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "pistol, shotgun, rifle, knife, bow") {
			t.Errorf("cannon: err %v", err)
		}
		if _, err := b.BuyTalent(character.GreasedLightning, ""); !errors.Is(err, character.ErrChoice) {
			t.Errorf("no weapon type: err %v", err)
		}
		s := b.Sheet()
		if diff := cmp.Diff([]string{"pistol", "rifle"}, s.TalentOptions(character.GreasedLightning)); diff != "" {
			t.Errorf("options (-want +got):\n%s", diff)
		}
		if diff := cmp.Diff([]string{character.GreasedLightning}, s.TalentNames()); diff != "" {
			t.Errorf("names (-want +got):\n%s", diff)
		}
		if s.Ledger.Available(character.General) != 75-40 {
			t.Errorf("BP left %d, want 35", s.Ledger.Available(character.General))
		}
	})
	t.Run("CH-10 Weapon Bonus names its weapon", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		if _, err := b.BuyTalent(character.WeaponBonus, ""); !errors.Is(err, character.ErrChoice) {
			t.Errorf("no weapon: err %v", err)
		}
		e := mustT[character.TalentEntry](t)(b.BuyTalent(character.WeaponBonus, "Colt Peacemaker"))
		if e.String() != "Weapon Bonus (Colt Peacemaker), 50 BP" {
			t.Errorf("entry %q", e)
		}
	})
	t.Run("CH-10 Inheritance converts BP to dollars: $10 per BP, 10 BP at least", func(t *testing.T) {
		b, r := exampleBuilder(t, nil, 2, 3, 4, 5)
		if _, err := b.BuyInheritance(9); !errors.Is(err, character.ErrChoice) || !strings.Contains(err.Error(), "at least 10 BP") {
			t.Errorf("9 BP: err %v", err)
		}
		if _, err := b.BuyTalent(character.Inheritance, ""); !errors.Is(err, character.ErrChoice) {
			t.Errorf("BuyTalent(Inheritance): err %v", err)
		}
		e := mustT[character.TalentEntry](t)(b.BuyInheritance(15))
		if e.BP != 15 || b.Sheet().Money != 150 || b.Sheet().Ledger.Available(character.General) != 60 {
			t.Errorf("15 BP: %v, $%d, %d BP left; want $150 and 60 BP", e, b.Sheet().Money, b.Sheet().Ledger.Available(character.General))
		}
		if _, err := b.BuyInheritance(10); !errors.Is(err, character.ErrChoice) {
			t.Errorf("Inheritance twice: err %v", err)
		}
		mustT[character.Figure](t)(b.RollHitPoints()) // d4 2
		// Step 8: 3d6 3, 4, 5 × $10 = $120 rolled, added to the $150.
		if n := mustT[int](t)(b.RollMoney()); n != 120 || b.Sheet().Money != 270 {
			t.Errorf("money rolled $%d, total $%d; want $120 and $270", n, b.Sheet().Money)
		}
		r.Done()
	})
	t.Run("CH-10 Quick Thinking: +1 Intelligence and +1 Wisdom", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		mustT[character.TalentEntry](t)(b.BuyTalent(character.QuickThinking, ""))
		s := b.Sheet()
		if s.Scores[character.Intelligence] != (character.Score{Whole: 11, Fraction: 3}) || s.Scores[character.Wisdom] != (character.Score{Whole: 13, Fraction: 35}) {
			t.Errorf("Int %v, Wis %v; want 11/03 and 13/35", s.Scores[character.Intelligence], s.Scores[character.Wisdom])
		}
		// The modifiers follow (Wis 13: speed 0), and so do untrained universal skills (Gambling, Int/Wis: 100 - 11).
		if m, _ := s.Mastery(character.Gambling); s.Modifiers.WisSpeed != 0 || m != 89 {
			t.Errorf("after Quick Thinking: Wis speed %d, Gambling %d; want 0 and 89", s.Modifiers.WisSpeed, m)
		}
	})
	t.Run("CH-10 Veteran Gunfighter starts with 1 gunfight experience", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		mustT[character.TalentEntry](t)(b.BuyTalent(character.VeteranGunfighter, ""))
		if b.Sheet().GunfightExperience() != 1 {
			t.Errorf("gunfight experience %d, want 1", b.Sheet().GunfightExperience())
		}
	})
}

func TestTalentListValidate(t *testing.T) {
	for _, c := range []struct {
		name   string
		break_ func(l character.TalentList) character.TalentList
		says   string
	}{
		{"repeat", func(l character.TalentList) character.TalentList { l[1].Name = "advanced sighting"; return l }, "row 2 (advanced sighting): name repeats row 1"},
		{"cost", func(l character.TalentList) character.TalentList { l[0].Cost = 0; return l }, "cost 0 BP"},
		{"repeat without options", func(l character.TalentList) character.TalentList { l[0].Repeat = true; return l }, "repeat needs options"},
		{"named with options", func(l character.TalentList) character.TalentList { l[13].Named = true; return l }, "either named or has options"},
		{"variable repeat", func(l character.TalentList) character.TalentList { l[22].Named = true; return l }, "variable talent takes no option"},
		{"option repeats", func(l character.TalentList) character.TalentList {
			l[13].Options = []string{"pistol", "Pistol"}
			return l
		}, `option "Pistol" repeats`},
		{"none", func(character.TalentList) character.TalentList { return nil }, "no talents"},
	} {
		err := rulesWith(func(r *character.Rules) { r.Talents = c.break_(character.DefaultTalents()) })
		if !errors.Is(err, character.ErrTable) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.says)
		}
	}
}

func TestUnknownTalentListsTheCatalogue(t *testing.T) {
	t.Run("CH-10 the builder's refusal of Quick Aimm lists the catalogue, under ErrTalent and ErrChoice", func(t *testing.T) {
		b, _ := exampleBuilder(t, nil)
		_, err := b.BuyTalent("Quick Aimm", "")
		if !errors.Is(err, character.ErrTalent) || !errors.Is(err, character.ErrChoice) {
			t.Fatalf("err %v", err)
		}
		for _, n := range character.DefaultTalents().Names() {
			if !strings.Contains(err.Error(), n) {
				t.Errorf("%q does not list %q", err, n)
			}
		}
		if want := `character: invalid choice: unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting, `; !strings.HasPrefix(err.Error(), want) {
			t.Errorf("err %q, want it to start %q", err, want)
		}
	})
}

func TestToughAsNailsNamesHemorrhaging(t *testing.T) {
	t.Run("WOD-2 Tough as Nails eases internal hemorrhaging, not internal bleeding", func(t *testing.T) {
		tl := mustT[*character.Talent](t)(character.DefaultTalents().Lookup(character.ToughAsNails))
		if !strings.Contains(tl.Effect, "internal hemorrhaging") || strings.Contains(tl.Effect, "internal bleeding") {
			t.Errorf("effect %q", tl.Effect)
		}
	})
}

func TestDocTalentTable(t *testing.T) {
	t.Run("CH-10 the package doc's table of talents is the catalogue: names, costs, effects, in order", func(t *testing.T) {
		src, err := os.ReadFile("doc.go")
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(src), "\n")
		start := slices.Index(lines, "//\ttalent                      BP  effect")
		if start < 0 {
			t.Fatal("doc.go has no table of talents")
		}
		var got []string
		for _, l := range lines[start+1:] {
			if !strings.HasPrefix(l, "//\t") {
				break
			}
			got = append(got, l)
		}
		var want []string
		for _, tl := range character.DefaultTalents() {
			cost := strconv.Itoa(tl.Cost)
			if tl.Variable {
				cost += "+"
			}
			want = append(want, fmt.Sprintf("//\t%-26s %3s  %s", tl.Name, cost, tl.Effect))
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("doc.go's table (-catalogue +doc):\n%s", d)
		}
	})
}
