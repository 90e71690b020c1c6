package reputation

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
)

func TestScrapeFame(t *testing.T) {
	t.Run("RE-5 for every 50 Fame, those facing him suffer +1 Speed and -1 Accuracy", func(t *testing.T) {
		// A Great man (no penalty for being below) isolates the per-50 rule.
		me := Combatant{Reputation: 80, Fame: 0}
		for _, tc := range []struct{ opp, want int }{{0, 0}, {49, 0}, {50, 1}, {99, 1}, {100, 2}, {249, 4}, {250, 5}} {
			sc, err := Facing(me, tc.opp, true)
			if err != nil || sc.Renown != tc.want || sc.Speed.Value != tc.want || sc.Accuracy.Value != -tc.want {
				t.Errorf("facing Fame %d: %+v, %v; want Speed +%d, Accuracy -%d", tc.opp, sc, err, tc.want, tc.want)
			}
		}
	})
	t.Run("RE-7 per 25 Fame below the opponent: Disreputable and Low 2, Average 1, Great and Legendary 0", func(t *testing.T) {
		// The opponent's Fame stays below 50, so the per-50 rule adds nothing.
		for _, tc := range []struct {
			rep, fame, opp int
			below, mod     int
		}{
			{3, 0, 24, 0, 0}, {3, 0, 25, 1, 2}, {-3, 0, 49, 1, 2},
			{10, 0, 24, 0, 0}, {10, 0, 25, 1, 2}, {20, 10, 34, 0, 0}, {20, 10, 35, 1, 2}, {-15, 0, 49, 1, 2},
			{21, 0, 25, 1, 1}, {70, 0, 49, 1, 1}, {-40, 0, 30, 1, 1},
			{71, 0, 49, 1, 0}, {101, 0, 49, 1, 0}, {-150, 0, 49, 1, 0},
			{10, 40, 20, 0, 0}, // above the opponent: nothing
		} {
			sc, err := Facing(Combatant{Reputation: tc.rep, Fame: tc.fame}, tc.opp, true)
			if err != nil || sc.Below != tc.below || sc.Speed.Value != tc.mod || sc.Accuracy.Value != -tc.mod || sc.Renown != 0 {
				t.Errorf("Reputation %d Fame %d facing Fame %d: %+v, %v; want %d steps, Speed +%d, Accuracy -%d",
					tc.rep, tc.fame, tc.opp, sc, err, tc.below, tc.mod, tc.mod)
			}
		}
	})
	t.Run("RED-2 both Fame rules stack, and only against a recognised opponent", func(t *testing.T) {
		for _, tc := range []struct {
			me        Combatant
			opp, want int
		}{
			// Low, Fame 0 vs 100: 4 steps below × 2 = 8, plus 2 × 50 = 10.
			{Combatant{Reputation: 12, Fame: 0}, 100, 10},
			// Average, Fame 30 vs 100: 70 below is 2 steps × 1 = 2, plus 2.
			{Combatant{Reputation: 45, Fame: 30}, 100, 4},
			// Great, Fame 0 vs 100: only the per-50 rule, 2.
			{Combatant{Reputation: 85, Fame: 0}, 100, 2},
			// Low drifter, Fame 5 vs a Famous gunman of 130: 5 × 2 + 2 = 12.
			{Combatant{Reputation: 12, Fame: 5}, 130, 12},
		} {
			sc, err := Facing(tc.me, tc.opp, true)
			if err != nil || sc.Speed != (dice.Mod{Value: tc.want, Why: "opponent's Fame"}) || sc.Accuracy != (dice.Mod{Value: -tc.want, Why: "opponent's Fame"}) {
				t.Errorf("%+v facing Fame %d: %+v, %v; want ±%d", tc.me, tc.opp, sc, err, tc.want)
			}
			sc, err = Facing(tc.me, tc.opp, false)
			if err != nil || sc.Speed.Value != 0 || sc.Accuracy.Value != 0 || sc.Below != 0 || sc.Renown != 0 {
				t.Errorf("%+v facing an unknown man of Fame %d: %+v, %v; want nothing", tc.me, tc.opp, sc, err)
			}
		}
		sc, _ := Facing(Combatant{Reputation: 12, Fame: 5}, 130, true)
		if got, want := sc.String(), "recognises him: 5 × 25 Fame below × 2 + 2 × 50 Fame = Speed +12, Accuracy -12; Low Reputation: must seek cover after losing 25% of his hit points, must flee if shot at again"; got != want {
			t.Errorf("String() =\n%q\nwant\n%q", got, want)
		}
		sc, _ = Facing(Combatant{Reputation: 85, Fame: 130}, 5, false)
		if got, want := sc.String(), "does not know who he is: no Fame modifiers; Great Reputation: chooses freely whether to seek cover or stay in the fight"; got != want {
			t.Errorf("String() =\n%q\nwant\n%q", got, want)
		}
	})
	t.Run("RE-7 bad input", func(t *testing.T) {
		for _, tc := range []struct {
			me  Combatant
			opp int
		}{
			{Combatant{Fame: -1}, 0}, {Combatant{}, -1}, {Combatant{Fame: MaxScore + 1}, 0},
			{Combatant{}, MaxScore + 1}, {Combatant{Reputation: MaxScore + 1}, 0},
		} {
			if _, err := Facing(tc.me, tc.opp, true); !errors.Is(err, ErrSituation) {
				t.Errorf("Facing(%+v, %d): err = %v, want ErrSituation", tc.me, tc.opp, err)
			}
		}
	})
}

func react(t *testing.T, rep int, courage bool, s Situation) Reaction {
	t.Helper()
	r, err := NerveOf(rep, courage).React(s)
	if err != nil {
		t.Fatalf("React(%+v): %v", s, err)
	}
	return r
}

func explain(rep int, courage bool, s Situation) string { return NerveOf(rep, courage).Explain(s) }

func TestNerve(t *testing.T) {
	type tc struct {
		s    Situation
		want Response
	}
	check := func(t *testing.T, rep int, cases []tc) {
		t.Helper()
		for _, c := range cases {
			if got := react(t, rep, false, c.s); got.Must != c.want || got.Spared != Steady {
				t.Errorf("Reputation %d, %+v: %v, want %v", rep, c.s, got.Must, c.want)
			}
		}
	}
	t.Run("RE-7 Disreputable: leave the fight after a graze or any non-brawling wound", func(t *testing.T) {
		check(t, 5, []tc{
			{Situation{Blow: Grazed, LostHP: 1, MaxHP: 24}, LeaveFight},
			{Situation{Blow: Wounded, LostHP: 3, MaxHP: 24}, LeaveFight},
			{Situation{Blow: BrawlingWound, LostHP: 20, MaxHP: 24}, Steady},
			{Situation{Blow: ShotAt, LostHP: 0, MaxHP: 24}, Steady},
		})
	})
	t.Run("GUD-16 hit points he came in without: past the threshold he seeks cover; no wound of this scrape, no shot", func(t *testing.T) {
		// 24 hit points: Low's threshold is 6 lost (6 × 4 ≥ 24), Average's
		// 12 (12 × 2 ≥ 24); a Disreputable man leaves only for a graze or
		// a wound of this scrape.
		check(t, 5, []tc{{Situation{Blow: CameHurt, LostHP: 20, MaxHP: 24}, Steady}})
		check(t, 12, []tc{
			{Situation{Blow: CameHurt, LostHP: 5, MaxHP: 24}, Steady},
			{Situation{Blow: CameHurt, LostHP: 6, MaxHP: 24}, SeekCover},
		})
		check(t, 45, []tc{
			{Situation{Blow: CameHurt, LostHP: 11, MaxHP: 24}, Steady},
			{Situation{Blow: CameHurt, LostHP: 12, MaxHP: 24}, SeekCover},
			{Situation{Blow: CameHurt, LostHP: 12, MaxHP: 24, Armed: true}, Steady},
		})
		if got := explain(12, false, Situation{Blow: CameHurt, LostHP: 7, MaxHP: 24}); got != "Low Reputation, came in hurt, 7 of 24 hit points lost: must seek cover" {
			t.Errorf("explained %q", got)
		}
	})
	t.Run("RE-7 reactions read like table talk", func(t *testing.T) {
		for r, want := range map[Reaction]string{
			{}:                   "steady",
			{Must: SeekCover}:    "must seek cover",
			{Must: Flee}:         "must flee",
			{Must: LeaveFight}:   "must leave the fight",
			{Spared: Flee}:       "would flee, but Courage holds him",
			{Spared: LeaveFight}: "would leave the fight, but Courage holds him",
		} {
			if got := r.String(); got != want {
				t.Errorf("%+v.String() = %q, want %q", r, got, want)
			}
		}
		if got := explain(12, false, Situation{Blow: Wounded, LostHP: 7, MaxHP: 24}); got != "Low Reputation, wounded, 7 of 24 hit points lost: must seek cover" {
			t.Errorf("Explain = %q", got)
		}
	})
	t.Run("RE-7 Low: seek cover after losing 25% of hit points, flee if shot at again", func(t *testing.T) {
		check(t, 6, []tc{
			{Situation{Blow: Wounded, LostHP: 5, MaxHP: 24}, Steady},    // 20.8%
			{Situation{Blow: Wounded, LostHP: 6, MaxHP: 24}, SeekCover}, // 25%
			{Situation{Blow: Grazed, LostHP: 6, MaxHP: 24}, SeekCover},
			{Situation{Blow: BrawlingWound, LostHP: 6, MaxHP: 24}, SeekCover}, // hit points are hit points
			{Situation{Blow: Wounded, LostHP: 6, MaxHP: 25}, Steady},          // 24%
			{Situation{Blow: Wounded, LostHP: 7, MaxHP: 25}, SeekCover},       // 28%
			{Situation{Blow: ShotAt, LostHP: 10, MaxHP: 24}, Steady},          // a miss costs nothing
			{Situation{Blow: ShotAt, LostHP: 6, MaxHP: 24, Armed: true}, Flee},
			{Situation{Blow: Grazed, LostHP: 7, MaxHP: 24, Armed: true, Shot: true}, Flee},
			{Situation{Blow: Wounded, LostHP: 9, MaxHP: 24, Armed: true, Shot: true}, Flee},
			{Situation{Blow: BrawlingWound, LostHP: 8, MaxHP: 24, Armed: true}, Steady}, // not a shot
		})
		check(t, 20, []tc{{Situation{Blow: Wounded, LostHP: 6, MaxHP: 24}, SeekCover}})
	})
	t.Run("GUD-13 Low's shot at again is a firearm shot, hit or miss; a bleed crosses the threshold but is no shot", func(t *testing.T) {
		// Low Reputation 6, 24 HP: the threshold is 25% = 6 hit points lost.
		check(t, 6, []tc{
			{Situation{Blow: Wounded, LostHP: 9, MaxHP: 24, Armed: true}, Steady},                 // a knife wound: nobody shot at him
			{Situation{Blow: Grazed, LostHP: 7, MaxHP: 24, Armed: true}, Steady},                  // a blade's graze
			{Situation{Blow: BrawlingWound, LostHP: 8, MaxHP: 24, Armed: true, Shot: true}, Flee}, // a punch and a missed shot at one count
			{Situation{Blow: Bleeding, LostHP: 6, MaxHP: 24}, SeekCover},                          // 6 of 24 bled away: 25%
			{Situation{Blow: Bleeding, LostHP: 5, MaxHP: 24}, Steady},                             // 20.8%
			{Situation{Blow: Bleeding, LostHP: 10, MaxHP: 24, Armed: true}, Steady},               // a bleed is not shot at again
		})
		// Average Reputation 21, 24 HP: 50% = 12 hit points; a bleed is no new injury.
		check(t, 21, []tc{
			{Situation{Blow: Bleeding, LostHP: 12, MaxHP: 24}, SeekCover},
			{Situation{Blow: Bleeding, LostHP: 14, MaxHP: 24, Armed: true}, Steady},
		})
		// Disreputable 3: a bleed is no wound to leave over.
		check(t, 3, []tc{{Situation{Blow: Bleeding, LostHP: 4, MaxHP: 24}, Steady}})
	})
	t.Run("RE-7 Average: seek cover after losing 50% of hit points, flee if injured again", func(t *testing.T) {
		check(t, 21, []tc{
			{Situation{Blow: Wounded, LostHP: 11, MaxHP: 24}, Steady},    // 45.8%
			{Situation{Blow: Wounded, LostHP: 12, MaxHP: 24}, SeekCover}, // 50%
			{Situation{Blow: Wounded, LostHP: 12, MaxHP: 25}, Steady},    // 48%
			{Situation{Blow: Grazed, LostHP: 13, MaxHP: 25}, SeekCover},  // 52%
			{Situation{Blow: ShotAt, LostHP: 12, MaxHP: 24, Armed: true}, Steady},
			{Situation{Blow: Grazed, LostHP: 13, MaxHP: 24, Armed: true}, Flee},
			{Situation{Blow: Wounded, LostHP: 15, MaxHP: 24, Armed: true}, Flee},
			{Situation{Blow: BrawlingWound, LostHP: 13, MaxHP: 24, Armed: true}, Flee},
		})
		check(t, 70, []tc{{Situation{Blow: Wounded, LostHP: 12, MaxHP: 24}, SeekCover}})
	})
	t.Run("RE-7 Great chooses freely; Legendary may never run", func(t *testing.T) {
		all := []tc{
			{Situation{Blow: Grazed, LostHP: 1, MaxHP: 24}, Steady},
			{Situation{Blow: Wounded, LostHP: 20, MaxHP: 24}, Steady},
			{Situation{Blow: ShotAt, LostHP: 20, MaxHP: 24, Armed: true}, Steady},
			{Situation{Blow: Wounded, LostHP: 23, MaxHP: 24, Armed: true}, Steady},
		}
		check(t, 71, all)
		check(t, 100, all)
		check(t, 101, all)
		for rep, want := range map[int][2]bool{70: {false, false}, 71: {true, false}, 100: {true, false}, 101: {true, true}} {
			n := NerveOf(rep, false)
			if n.FreeChoice() != want[0] || n.NeverRuns() != want[1] {
				t.Errorf("Reputation %d: FreeChoice %v NeverRuns %v, want %v", rep, n.FreeChoice(), n.NeverRuns(), want)
			}
		}
		if got := explain(101, false, Situation{Blow: Wounded, LostHP: 20, MaxHP: 24}); got != "Legendary Reputation, wounded, 20 of 24 hit points lost: he never runs" {
			t.Errorf("String() = %q", got)
		}
		if got := explain(80, false, Situation{Blow: Wounded, LostHP: 20, MaxHP: 24}); got != "Great Reputation, wounded, 20 of 24 hit points lost: he chooses freely" {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RE-7 Courage: never flees because of wounds, still seeks cover", func(t *testing.T) {
		for _, c := range []struct {
			rep    int
			s      Situation
			must   Response
			spared Response
		}{
			{5, Situation{Blow: Grazed, LostHP: 1, MaxHP: 24}, Steady, LeaveFight},
			{12, Situation{Blow: Wounded, LostHP: 6, MaxHP: 24}, SeekCover, Steady},
			{12, Situation{Blow: ShotAt, LostHP: 6, MaxHP: 24, Armed: true}, Steady, Flee},
			{50, Situation{Blow: Wounded, LostHP: 12, MaxHP: 24}, SeekCover, Steady},
			{50, Situation{Blow: Grazed, LostHP: 13, MaxHP: 24, Armed: true}, Steady, Flee},
		} {
			r := react(t, c.rep, true, c.s)
			if r.Must != c.must || r.Spared != c.spared {
				t.Errorf("Reputation %d with Courage, %+v: must %v spared %v, want %v / %v", c.rep, c.s, r.Must, r.Spared, c.must, c.spared)
			}
		}
		if got := explain(12, true, Situation{Blow: ShotAt, LostHP: 6, MaxHP: 24, Armed: true}); got != "Low Reputation, shot at again after his nerve was shaken, 6 of 24 hit points lost: he would flee, but Courage holds him" {
			t.Errorf("String() = %q", got)
		}
		if got := NerveOf(12, true).String(); got != "Low Reputation: must seek cover after losing 25% of his hit points, must flee if shot at again (Courage: never flees because of wounds)" {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RED-1 a Notoriety's nerve is the band of its absolute value", func(t *testing.T) {
		r := react(t, -3, false, Situation{Blow: Grazed, LostHP: 1, MaxHP: 20})
		if r.Must != LeaveFight {
			t.Errorf("Notoriety -3 grazed: %v, want LeaveFight", r.Must)
		}
		if got := explain(-3, false, Situation{Blow: Grazed, LostHP: 1, MaxHP: 20}); got != "Disreputable Notoriety, grazed, 1 of 20 hit points lost: must leave the fight" {
			t.Errorf("String() = %q", got)
		}
		if r := react(t, -15, false, Situation{Blow: Wounded, LostHP: 5, MaxHP: 20}); r.Must != SeekCover {
			t.Errorf("Notoriety -15 at 25%%: %v, want SeekCover", r.Must)
		}
		if r := react(t, -80, false, Situation{Blow: Wounded, LostHP: 19, MaxHP: 20, Armed: true}); r.Must != Steady || !NerveOf(-80, false).FreeChoice() {
			t.Errorf("Notoriety -80: %v, want Great's free choice", r)
		}
	})
	t.Run("RE-7 bad situations are errors", func(t *testing.T) {
		n := NerveOf(12, false)
		for _, s := range []Situation{
			{Blow: 0, MaxHP: 20}, {Blow: 9, MaxHP: 20}, {Blow: Wounded, MaxHP: 0},
			{Blow: Wounded, LostHP: -1, MaxHP: 20}, {Blow: Wounded, LostHP: MaxScore + 1, MaxHP: 20},
			{Blow: Wounded, MaxHP: MaxScore + 1},
		} {
			if _, err := n.React(s); !errors.Is(err, ErrSituation) {
				t.Errorf("React(%+v): err = %v, want ErrSituation", s, err)
			}
		}
		if _, err := (Nerve{Category: 9}).React(Situation{Blow: Wounded, MaxHP: 20}); !errors.Is(err, ErrSituation) {
			t.Errorf("unknown band: err = %v", err)
		}
		if got := n.Explain(Situation{Blow: Wounded, MaxHP: 0}); got != "reputation: invalid scrape situation: full hit points 0 outside 1..1000000" {
			t.Errorf("Explain(bad) = %q", got)
		}
	})
}

// Property: the Fame modifiers are a penalty (Speed ≥ 0, Accuracy its
// negative), vanish for an unknown opponent, and never shrink as the
// opponent grows more famous.
func TestScrapeProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		me := Combatant{
			Reputation: rapid.IntRange(-300, 300).Draw(t, "reputation"),
			Fame:       rapid.IntRange(0, 400).Draw(t, "fame"),
			Courage:    rapid.Bool().Draw(t, "courage"),
		}
		opp := rapid.IntRange(0, 400).Draw(t, "opponent")
		sc, err := Facing(me, opp, true)
		if err != nil {
			t.Fatal(err)
		}
		more, _ := Facing(me, opp+1, true)
		unknown, _ := Facing(me, opp, false)
		if sc.Speed.Value < 0 || sc.Accuracy.Value != -sc.Speed.Value || more.Speed.Value < sc.Speed.Value {
			t.Fatalf("%+v facing %d: %+v; facing %d: %+v", me, opp, sc, opp+1, more)
		}
		if unknown.Speed.Value != 0 || unknown.Accuracy.Value != 0 || unknown.Nerve != sc.Nerve {
			t.Fatalf("unknown opponent: %+v", unknown)
		}
		if diff := cmp.Diff(NerveOf(me.Reputation, me.Courage), sc.Nerve); diff != "" {
			t.Fatalf("nerve (-want +got):\n%s", diff)
		}
	})
}
