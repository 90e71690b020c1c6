package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/internal/encountertest"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// hurtSheet is the example character (21 hit points: 20 + d4 4 − 3 for Con
// 7/17, rule CH-5) with the wounds hits give him at time 0, rolling what his
// timeline rolls with faces.
func hurtSheet(t *testing.T, hits ...wounds.Hit) *character.Sheet {
	t.Helper()
	s := newSheet(t)
	if s.MaxHitPoints() != 21 {
		t.Fatalf("the example character has %d hit points, want 21", s.MaxHitPoints())
	}
	if err := s.SetCondition(encountertest.Condition(t, s.Body(), 0, hits...)); err != nil {
		t.Fatal(err)
	}
	return s
}

// brawl are the consequences of a brawl of rounds rounds (10 seconds each,
// BR-2) that started at start on his clock and took hp hit points.
func brawl(start wounds.Time, rounds, hp int) scene.Consequences {
	took := wounds.Time(rounds) * 10 * wounds.Second
	c := scene.Consequences{Scene: scene.Stamp{Encounter: "brawl", Fingerprint: "0123456789abcdef", Seat: 0, Name: "Example", Ended: start + took}, Took: took}
	if hp > 0 {
		c.Hits = []wounds.Hit{{Damage: hp, Cause: wounds.Brawling}}
	}
	return c
}

func TestCondition(t *testing.T) {
	t.Run("WOD-7 an unhurt character: his maximum hit points, no penalties, able to stand, at time 0", func(t *testing.T) {
		s := newSheet(t)
		if s.Condition != nil || s.Health() != nil || s.HitPointsLeft() != 21 || s.WoundPenalties() != (wounds.Penalties{}) || s.Fit() != nil {
			t.Errorf("condition %v, HP %d, penalties %v, fit %v", s.Condition, s.HitPointsLeft(), s.WoundPenalties(), s.Fit())
		}
		if b := s.Body(); b.Con != 7 || b.MaxHP != 21 || b.Name != "Example" {
			t.Errorf("body %+v", b)
		}
	})
	t.Run("WOD-7 his condition is read as it is: hit points left, penalties, a deep copy for a fight", func(t *testing.T) {
		// A 6-point bullet in the left thigh: the default critical table's
		// thigh row for 5..7 gives +1 Speed and no sprinting.
		s := hurtSheet(t, wounds.Hit{Location: wounds.LeftThigh, Damage: 6, Cause: wounds.Bullet})
		if s.HitPointsLeft() != 15 || s.MaxHitPoints() != 21 {
			t.Errorf("HP %d of %d, want 15 of 21", s.HitPointsLeft(), s.MaxHitPoints())
		}
		if p := s.WoundPenalties(); p.Speed != 1 || p.Lost != wounds.Sprint {
			t.Errorf("penalties %v, want +1 Speed, can't sprint", p)
		}
		if text := s.String(); !strings.Contains(text, "Condition at day 0: 15 of 21 hit points; +1 Speed, can't sprint\n  left thigh (6) bullet wound, taken day 0\n") {
			t.Errorf("the sheet's text lacks his condition:\n%s", text)
		}
		h := s.Health()
		h.Wounds[0].Severity, h.HP = 1, 20
		if s.HitPointsLeft() != 15 || s.Condition.Wounds[0].Severity != 6 {
			t.Error("changing his Health changed the sheet")
		}
	})
	t.Run("WOD-7 a condition is refused if his body could not be in it, or if it turns his clock back; nothing changes", func(t *testing.T) {
		s := hurtSheet(t, wounds.Hit{Damage: 4, Cause: wounds.Brawling})
		if _, err := s.Pass(dice.NewSource(1), wounds.Hour); err != nil {
			t.Fatal(err)
		}
		before := s.Health()
		bad := s.Health()
		bad.HP = 20
		back := s.Health()
		back.Now = 0
		for name, c := range map[string]*wounds.Condition{"hit points": bad, "clock back": back} {
			if err := s.SetCondition(c); !errors.Is(err, character.ErrCondition) {
				t.Errorf("%s: %v, want ErrCondition", name, err)
			}
			if d := cmp.Diff(before, s.Condition, cmp.AllowUnexported(wounds.Wound{})); d != "" {
				t.Errorf("%s: a refused condition changed the sheet:\n%s", name, d)
			}
		}
	})
	t.Run("WO-2 WOD-7 days pass on his timeline: a 4-point brawling wound heals in 6 + 5 + 4 + 3 = 18 days at Con 7, un-nursed", func(t *testing.T) {
		// Con 7 takes a day more a hit point (the Con table), un-nursed a
		// day more: severity + 2 days each.
		s := hurtSheet(t, wounds.Hit{Damage: 4, Cause: wounds.Brawling})
		if _, err := s.Pass(dice.NewSource(1), 17*wounds.Day); err != nil {
			t.Fatal(err)
		}
		if s.HitPointsLeft() != 20 {
			t.Errorf("after 17 days: %d hit points, want 20 (3 healed)", s.HitPointsLeft())
		}
		evs := mustT[[]wounds.Event](t)(s.Pass(dice.NewSource(1), wounds.Day))
		if s.HitPointsLeft() != 21 || len(evs) != 1 || evs[0].String() != "day 18: bruises (1) heals to 0: healed" {
			t.Errorf("day 18: %d hit points, events %v", s.HitPointsLeft(), evs)
		}
		if _, err := s.Pass(nil, wounds.Day); !errors.Is(err, character.ErrSetup) {
			t.Errorf("nil dice: %v", err)
		}
	})
	t.Run("WO-3 WOD-7 an illness takes 2 off Str, Dex and Con now and the modifiers follow; the sheet's scores and his maximum hit points stay", func(t *testing.T) {
		// A 7-point bullet in the left thigh exceeds its threshold (5) by 2:
		// an hour later 2d10 10 + 10 + 2 = 22 > Con 7, infected; two days
		// after, 2d8 1 + 1 = 2 ≤ 7, a mild illness for 1d3 = 1 week.
		s := newSheet(t)
		p := mustT[*wounds.Patient](t)(s.Patient(dicetest.NewScript(t, 10, 10, 1, 1, 1), nil))
		if _, err := p.Wound(wounds.Hit{Location: wounds.LeftThigh, Damage: 7, Cause: wounds.Bullet}); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Advance(2*wounds.Day + wounds.Hour); err != nil {
			t.Fatal(err)
		}
		if err := s.SetCondition(p.Condition()); err != nil {
			t.Fatal(err)
		}
		// Str 10 → 8 (damage 0 → −1), Dex 13 → 11 (Speed 0 → +1,
		// Accuracy and to-hit +1 → 0), Con 7 → 5; Int 10 and Wis 12 stay.
		// Base Speed 1 = Wis +1, Dex 0 → 2; base Accuracy 1 = Int 0, Dex +1
		// → 0 (the default modifier tables, CH-2).
		if s.AbilityNow(character.Strength) != 8 || s.AbilityNow(character.Dexterity) != 11 || s.AbilityNow(character.Constitution) != 5 || s.AbilityNow(character.Wisdom) != 12 {
			t.Errorf("now: Str %d, Dex %d, Con %d, Wis %d; want 8, 11, 5, 12", s.AbilityNow(character.Strength), s.AbilityNow(character.Dexterity), s.AbilityNow(character.Constitution), s.AbilityNow(character.Wisdom))
		}
		// The sheet's scores stay, for an encounter to take the illness
		// off itself from his condition.
		if str, _, _, dex, con := s.Abilities(); str != 10 || dex != 13 || con != 7 || s.Scores[character.Strength].Whole != 10 {
			t.Errorf("the sheet's scores: Str %d, Dex %d, Con %d", str, dex, con)
		}
		if s.DamageModifier() != -1 || s.ToHit() != 0 || s.BaseSpeed() != 2 || s.BaseAccuracy() != 0 {
			t.Errorf("damage %+d, to-hit %+d, Speed %+d, Accuracy %+d", s.DamageModifier(), s.ToHit(), s.BaseSpeed(), s.BaseAccuracy())
		}
		// Str 8 now: a d20 of 8 fails where 8 < 10 would have passed
		// (an Average Reputation adds nothing).
		s.Reputation = 45
		if c := mustT[dice.Check](t)(s.AbilityCheck(dicetest.NewScript(t, 8), character.Strength)); c.Success {
			t.Errorf("an ill man's Strength check: %s, want 8 < 8 to fail", c)
		}
		if s.MaxHitPoints() != 21 || s.Scores[character.Strength].Whole != 10 {
			t.Errorf("max HP %d, Str on the sheet %v: the illness changes neither", s.MaxHitPoints(), s.Scores[character.Strength])
		}
		if pen := s.WoundPenalties(); pen.Str != -2 || pen.Dex != -2 || pen.Con != -2 {
			t.Errorf("penalties %v, want ill -2 Str -2 Dex -2 Con", pen)
		}
		// A week later he has recovered.
		if _, err := s.Pass(dice.NewSource(2), wounds.Week); err != nil {
			t.Fatal(err)
		}
		if s.AbilityNow(character.Strength) != 10 || s.AbilityNow(character.Dexterity) != 13 || s.BaseSpeed() != 1 {
			t.Errorf("recovered: Str %d, Dex %d, Speed %d", s.AbilityNow(character.Strength), s.AbilityNow(character.Dexterity), s.BaseSpeed())
		}
	})
	t.Run("WOD-7 a sheet saves his condition and last scene, and refuses them out of order", func(t *testing.T) {
		s := hurtSheet(t, wounds.Hit{Location: wounds.Chest, Damage: 3, Cause: wounds.Edged})
		s.Fame = 5
		if _, err := s.Apply(dice.NewSource(4), brawl(0, 3, 2)); err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		back, err := character.LoadSheet(data)
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(s, back, cmp.AllowUnexported(wounds.Wound{}), conRows, cmpopts.EquateEmpty()); d != "" {
			t.Errorf("(-saved +loaded):\n%s", d)
		}
		for name, edit := range map[string]func(string) string{
			"last scene after his clock": func(s string) string { return strings.Replace(s, `"ended":300`, `"ended":999999`, 1) },
			"condition":                  func(s string) string { return strings.Replace(s, `"hp":16`, `"hp":17`, 1) },
			"max fame below fame":        func(s string) string { return strings.Replace(s, `"fame":`, `"maxFame":1,"fame":`, 1) },
		} {
			var fe *character.FieldError
			if _, err := character.LoadSheet([]byte(edit(string(data)))); !errors.As(err, &fe) {
				t.Errorf("%s: %v, want a FieldError", name, err)
			}
		}
	})
}

func TestApply(t *testing.T) {
	t.Run("WOD-7 a brawl's hit points are booked at its end as one brawling wound", func(t *testing.T) {
		s := newSheet(t)
		a, err := s.Apply(dice.NewSource(1), brawl(0, 6, 5))
		if err != nil {
			t.Fatal(err)
		}
		// 21 − 5 = 16, his clock at the brawl's end, 6 rounds of 10 s.
		if s.HitPointsLeft() != 16 || s.Condition.Now != wounds.Minute || s.LastScene == nil || s.LastScene.Ended != wounds.Minute {
			t.Errorf("HP %d at %s, last scene %v", s.HitPointsLeft(), s.Condition.Clock(), s.LastScene)
		}
		if len(a.Timeline) != 1 || a.Timeline[0].String() != "day 0 00:01: bruises (5) brawling wound; HP 16" {
			t.Errorf("timeline %v", a.Timeline)
		}
		if s.Career.LastScene != 1 || a.Advancement.Scene != 1 {
			t.Errorf("career %+v, advancement %v", s.Career, a.Advancement)
		}
	})
	t.Run("WOD-7 consequences taken twice, or stamped before the last taken, are refused and change nothing", func(t *testing.T) {
		s := newSheet(t)
		first := brawl(0, 6, 5)
		mustT[character.Applied](t)(s.Apply(dice.NewSource(1), first))
		before, _ := json.Marshal(s)
		earlier := brawl(wounds.Minute, 0, 1) // ends at the same tenth
		for name, c := range map[string]scene.Consequences{"again": first, "at the same time": earlier} {
			_, err := s.Apply(dice.NewSource(1), c)
			if !errors.Is(err, character.ErrPaidTwice) || !strings.Contains(err.Error(), "brawl 0123456789abcdef, seat 0 (Example), ended day 0 00:01") {
				t.Errorf("%s: %v, want ErrPaidTwice naming the scene", name, err)
			}
			if after, _ := json.Marshal(s); string(after) != string(before) {
				t.Errorf("%s: a refusal changed the sheet", name)
			}
		}
	})
	t.Run("WOD-7 a scene must start from his condition now", func(t *testing.T) {
		s := newSheet(t)
		if _, err := s.Apply(dice.NewSource(1), brawl(wounds.Hour, 6, 5)); !errors.Is(err, character.ErrCondition) || !strings.Contains(err.Error(), "started at day 0 01:00 on his clock, but he is at day 0") {
			t.Errorf("%v, want ErrCondition", err)
		}
		if s.Condition != nil || s.LastScene != nil || s.Career.LastScene != 0 {
			t.Error("a refusal changed the sheet")
		}
	})
	t.Run("WOD-7 his wounds bleed over the scene's time before its wounds are booked", func(t *testing.T) {
		// A 5-point cut to the neck: the default critical table's neck row
		// for 4..6 gives severe bleeding, d6 − 2 a minute after the wound
		// (WO-4). A brawl of 12 rounds (2 minutes) from time 0: the first
		// minute's d6 shows 5, 3 points; the second's shows 1, a natural 1
		// that clots it. Then the brawl's 3 points: 21 − 5 − 3 − 3 = 10.
		s := hurtSheet(t, wounds.Hit{Location: wounds.Neck, Damage: 5, Cause: wounds.Edged})
		a, err := s.Apply(dicetest.NewScript(t, 5, 1), brawl(0, 12, 3))
		if err != nil {
			t.Fatal(err)
		}
		if s.HitPointsLeft() != 10 {
			t.Errorf("%d hit points, want 10", s.HitPointsLeft())
		}
		var kinds []wounds.EventKind
		for _, e := range a.Timeline {
			kinds = append(kinds, e.Kind)
		}
		if d := cmp.Diff([]wounds.EventKind{wounds.Bleeds, wounds.BleedingStops, wounds.Wounded}, kinds); d != "" {
			t.Errorf("timeline (-want +got):\n%s\n%v", d, a.Timeline)
		}
	})
	t.Run("WOD-7 GU-13 after a gunfight he takes the condition the fight left him in: nothing booked or bled twice", func(t *testing.T) {
		s := hurtSheet(t, wounds.Hit{Damage: 2, Cause: wounds.Brawling})
		// The fight's patient: his condition at its start, a 4-point bullet
		// in the right arm at count 87, the fight over at count 120.
		p := mustT[*wounds.Patient](t)(s.Patient(dice.NewSource(9), nil))
		if _, err := p.AdvanceTo(87); err != nil {
			t.Fatal(err)
		}
		if _, err := p.Wound(wounds.Hit{Location: wounds.RightArm, Damage: 4, Cause: wounds.Bullet}); err != nil {
			t.Fatal(err)
		}
		c := scene.Consequences{Scene: scene.Stamp{Encounter: "gunfight", Seat: 1, Ended: 120}, Took: 120, Condition: p.Condition(), Advancement: scene.Advancement{Gunfights: 1}}
		if _, err := s.Apply(dice.NewSource(1), c); err != nil {
			t.Fatal(err)
		}
		// 21 − 2 − 4 = 15: the bullet once, the bruises once.
		if s.HitPointsLeft() != 15 || len(s.Condition.Wounds) != 2 || s.Condition.Now != 120 || s.Gunfights != 1 {
			t.Errorf("HP %d, %d wounds, clock %s, gunfights %d", s.HitPointsLeft(), len(s.Condition.Wounds), s.Condition.Now, s.Gunfights)
		}
		// A fight's condition that is not his own (his bruises gone) is refused.
		other := newSheet(t)
		c.Scene.Ended, c.Condition.Now = 130, 130
		if _, err := hurtSheet(t, wounds.Hit{Damage: 3, Cause: wounds.Brawling}).Apply(dice.NewSource(1), c); !errors.Is(err, character.ErrCondition) {
			t.Errorf("another man's fight: %v", err)
		}
		c.Condition.Wounds = c.Condition.Wounds[1:]
		c.Condition.HP += 2
		if _, err := other.Apply(dice.NewSource(1), c); !errors.Is(err, character.ErrCondition) || other.Condition != nil {
			t.Errorf("a condition not from his time 0: %v", err)
		}
	})
	t.Run("GUD-7 WOD-7 death: a beating of 31 kills a man of 21 hit points, and a dead man takes no more scenes", func(t *testing.T) {
		s := newSheet(t)
		lie := brawl(0, 6, 5)
		lie.Dead = true
		if _, err := s.Apply(dice.NewSource(1), lie); !errors.Is(err, character.ErrCondition) {
			t.Errorf("dead consequences that leave him alive: %v", err)
		}
		c := brawl(0, 6, 31)
		c.Dead = true
		if _, err := s.Apply(dice.NewSource(1), c); err != nil {
			t.Fatal(err)
		}
		if !s.Condition.Dead || s.HitPointsLeft() != -10 || !errors.Is(s.Fit(), wounds.ErrDown) {
			t.Errorf("dead %v at %d, fit %v", s.Condition.Dead, s.HitPointsLeft(), s.Fit())
		}
		if _, err := s.Apply(dice.NewSource(1), brawl(wounds.Minute, 1, 0)); !errors.Is(err, character.ErrCondition) || !strings.Contains(err.Error(), "dead") {
			t.Errorf("a dead man's next scene: %v", err)
		}
	})
	t.Run("RE-6 CH-11 CHD-4 awards and BP in the same call: Reputation and Fame by the table, experience without BP, the GM's objectives", func(t *testing.T) {
		s := newSheet(t)
		s.Reputation, s.Fame = 30, 4
		won, _ := reputation.DefaultDeeds().Lookup("won a fair fight") // Reputation +3, Fame +2
		c := brawl(0, 6, 2)
		c.Awards = []reputation.Award{won}
		c.Advancement = scene.Advancement{Path: "Cowboy", Objectives: []string{"Hire on with an outfit"}, Gunfights: 1}
		bp := s.Ledger.Balance()
		a, err := s.Apply(dice.NewSource(1), c)
		if err != nil {
			t.Fatal(err)
		}
		// 30 + 3 = 33, 4 + 2 = 6; +1 BP for the objective, none for the fight.
		if s.Reputation != 33 || s.Fame != 6 || s.Gunfights != 1 || s.Ledger.Balance() != bp+1 || len(a.Awards) != 1 {
			t.Errorf("Reputation %d, Fame %d, gunfights %d, BP %d → %d", s.Reputation, s.Fame, s.Gunfights, bp, s.Ledger.Balance())
		}
		if !strings.Contains(a.String(), "won a fair fight: Reputation 30 → 33") {
			t.Errorf("applied reads %s", a)
		}
	})
	t.Run("WOD-7 consequences the sheet refuses change nothing: an objective paid before", func(t *testing.T) {
		s := newSheet(t)
		c := brawl(0, 6, 2)
		c.Advancement = scene.Advancement{Path: "Cowboy", Objectives: []string{"Hire on with an outfit", "Hire on with an outfit"}}
		before, _ := json.Marshal(s)
		if _, err := s.Apply(dice.NewSource(1), c); !errors.Is(err, character.ErrPaidTwice) {
			t.Errorf("%v, want ErrPaidTwice", err)
		}
		if after, _ := json.Marshal(s); string(after) != string(before) {
			t.Error("a refusal changed the sheet")
		}
		if _, err := s.Apply(nil, brawl(0, 6, 2)); !errors.Is(err, character.ErrSetup) {
			t.Errorf("nil dice: %v", err)
		}
		bad := brawl(0, 6, 2)
		bad.Took = -1
		if _, err := s.Apply(dice.NewSource(1), bad); !errors.Is(err, character.ErrCondition) || !errors.Is(err, scene.ErrConsequences) {
			t.Errorf("invalid consequences: %v", err)
		}
	})
}

func TestReputationThroughTheSheet(t *testing.T) {
	t.Run("RED-5 the songs of Fame 50 are sung once: Fame 45 → 55 → 45 → 55", func(t *testing.T) {
		s := newSheet(t)
		s.Reputation, s.Fame = 30, 45
		var songs []bool
		for k, d := range []int{10, -10, 10} {
			w, err := s.Award(k+1, reputation.Award{Why: "talk", Fame: d})
			if err != nil {
				t.Fatal(err)
			}
			songs = append(songs, w.Songs)
		}
		if d := cmp.Diff([]bool{true, false, false}, songs); d != "" {
			t.Errorf("songs (-want +got):\n%s", d)
		}
		if s.Fame != 55 || s.HighestFame() != 55 || s.MaxFame != 0 {
			t.Errorf("Fame %d, highest %d, MaxFame %d", s.Fame, s.HighestFame(), s.MaxFame)
		}
		mustT[reputation.Awarded](t)(s.Award(4, reputation.Award{Why: "forgotten", Fame: -20}))
		if s.Fame != 35 || s.MaxFame != 55 || s.HighestFame() != 55 {
			t.Errorf("Fame %d, MaxFame %d", s.Fame, s.MaxFame)
		}
		back := mustT[*character.Sheet](t)(character.LoadSheet(mustT[[]byte](t)(json.Marshal(s))))
		if back.HighestFame() != 55 {
			t.Errorf("saved and loaded, the highest Fame is %d", back.HighestFame())
		}
	})
	t.Run("RED-4 a skill check through the sheet takes his Reputation's ±1", func(t *testing.T) {
		// Riding 72% at Average (+40): a d100 of 31 makes 71, one short;
		// a Great Reputation (75) adds 1: 72, a success. A Disreputable one
		// (3) takes 1: a d100 of 33 makes 72.
		for _, c := range []struct {
			rep, face int
			want      string
		}{
			{75, 31, "Riding: d100 31 +40 (Average) +1 (Great Reputation) = 72 ≥ 72: success by 0"},
			{3, 33, "Riding: d100 33 +40 (Average) -1 (Disreputable) = 72 ≥ 72: success by 0"},
			{45, 32, "Riding: d100 32 +40 (Average) = 72 ≥ 72: success by 0"},
		} {
			s := &character.Sheet{Reputation: c.rep, Skills: []character.SkillEntry{{Name: character.Riding, Mastery: 72, Purchases: 2, Universal: true}}}
			got := mustT[dice.Check](t)(s.SkillCheck(dicetest.NewScript(t, c.face), character.Riding, dice.Average()))
			if got.String() != c.want {
				t.Errorf("Reputation %d: %s, want %s", c.rep, got, c.want)
			}
		}
	})
	t.Run("RED-4 DI-4 an ability check through the sheet takes his Reputation's ±1, in the roll-under direction", func(t *testing.T) {
		// Str 10: the d20 must come under 10. A d20 of 10 fails; a Great
		// Reputation's +1 is −1 on the roll (DID-1): 9 < 10 succeeds.
		s := newSheet(t)
		s.Reputation = 45
		if c := mustT[dice.Check](t)(s.AbilityCheck(dicetest.NewScript(t, 10), character.Strength)); c.Success {
			t.Errorf("Average: %s, want a failure", c)
		}
		s.Reputation = 75
		if c := mustT[dice.Check](t)(s.AbilityCheck(dicetest.NewScript(t, 10), character.Strength)); !c.Success || c.Total != 9 || c.Label != "Strength" {
			t.Errorf("Great: %s, want 10 - 1 = 9 < 10", c)
		}
		if _, err := s.AbilityCheck(nil, character.Strength); !errors.Is(err, character.ErrSetup) {
			t.Errorf("nil dice: %v", err)
		}
		if _, err := s.AbilityCheck(dice.NewSource(1), character.Ability(9)); !errors.Is(err, character.ErrAbility) {
			t.Errorf("ability 9: %v", err)
		}
	})
}

// FuzzLoadHurtSheet loads a hurt sheet's JSON — a condition, a last scene
// and a highest Fame — with one span replaced by the fuzzer's bytes: every
// refusal wraps ErrSheet, and what loads is valid and loads again.
func FuzzLoadHurtSheet(f *testing.F) {
	s := smallSheet(f)
	s.Fame, s.MaxFame = 5, 12
	c := brawl(0, 6, 5)
	c.Hits = append(c.Hits, wounds.Hit{Damage: 1, Cause: wounds.Brawling})
	if _, err := s.Apply(dice.NewSource(1), c); err != nil {
		f.Fatal(err)
	}
	set := fuzzDoc(f, s, nil)
	f.Fuzz(func(t *testing.T, in []byte) {
		s, err := character.LoadSheet(set.Edit(in))
		if err != nil {
			if !errors.Is(err, character.ErrSheet) {
				t.Fatalf("error %v does not wrap ErrSheet", err)
			}
			return
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := character.LoadSheet(again); err != nil {
			t.Fatalf("a loaded sheet does not load again: %v", err)
		}
	})
}
