package brawl

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// TestNarrationPronouns walks every event kind with a woman, a man and a
// "they" as actor and target, and reads the sentences: Sam acts on Jo; in
// the three casts Sam is she, he, they and Jo he, they, she.
func TestNarrationPronouns(t *testing.T) {
	casts := [3][2]Pronoun{{She, He}, {He, They}, {They, She}}
	ev := func(k EventKind, f func(e *Event)) Event {
		e := Event{When: 3, Kind: k, Actor: 0, Target: 1, Who: "Sam", Whom: "Jo"}
		if f != nil {
			f(&e)
		}
		return e
	}
	same := func(s string) [3]string { return [3]string{s, s, s} }
	hit20 := Blow{Natural: 18, Bonus: 6, Total: 24, Defended: true, DefNatural: 20, DefMod: 2, DefTotal: 22, Hit: true,
		Base: 1, Red: 4, Gross: 5, White: 1, PerWhite: 4, Reduction: 4, Damage: 1}
	kidney := Blow{Special: KidneyPunch, Natural: 10, Total: 10, Defended: true, DefNatural: 5, DefTotal: 5, Hit: true,
		Base: 1, Red: 2, Gross: 3, White: 2, Damage: 3}
	for _, c := range []struct {
		e    Event
		want [3]string
	}{
		{ev(RoundBegins, func(e *Event) { e.Carry = Chips{Red: 1, Blue: 2} }), same("round 3 begins with 1 red 2 blue in the pot from a tie")},
		{ev(RestEnds, func(e *Event) { e.Chips = Chips{Blue: 3} }), [3]string{
			"round 3: Sam takes back 3 blue after her rest",
			"round 3: Sam takes back 3 blue after his rest",
			"round 3: Sam takes back 3 blue after their rest"}},
		{ev(StandsUp, func(e *Event) { e.Chips = Chips{1, 1, 1} }), [3]string{
			"round 3: Sam pays 1 red 1 blue 1 white to get back on her feet",
			"round 3: Sam pays 1 red 1 blue 1 white to get back on his feet",
			"round 3: Sam pays 1 red 1 blue 1 white to get back on their feet"}},
		{ev(StaysDown, func(e *Event) { e.Chips = Chips{1, 1, 1} }), same("round 3: Sam cannot pay 1 red 1 blue 1 white to stand and stays on the floor")},
		{ev(Rests, func(e *Event) { e.Chips = Chips{Red: 2} }), same("round 3: Sam rests, to take back 2 red next round")},
		{ev(BuysWhite, func(e *Event) { e.Chips = Chips{Red: 1, Blue: 1} }), same("round 3: Sam is winded and pays 1 red 1 blue for a white to ante")},
		{ev(Bets, func(e *Event) { e.Chips, e.N = Chips{4, 3, 2}, 1 }), same("round 3: Sam antes 1 white and bets 4 red 3 blue 2 white (partially stunned)")},
		{ev(CannotAttack, nil), same("round 3: Sam is on the floor and cannot attack")},
		{ev(CannotAttack, func(e *Event) { e.N = 1 }), same("round 3: Sam has just got up and cannot attack this round")},
		{ev(CannotAttack, func(e *Event) { e.N = 2 }), [3]string{
			"round 3: Sam is no longer next to Jo and cannot attack him",
			"round 3: Sam is no longer next to Jo and cannot attack them",
			"round 3: Sam is no longer next to Jo and cannot attack her"}},
		{ev(Declares, func(e *Event) { e.Special, e.Chips = Haymaker, Chips{Red: 2, Blue: 2} }), same("round 3: Sam declares a haymaker against Jo, paying 2 red 2 blue")},
		{ev(LosesReputation, func(e *Event) { e.N, e.Special = 1, LowBlow }), same("round 3: Sam loses 1 Reputation for the low blow")},
		{ev(Counters, func(e *Event) {
			e.Special, e.Chips = Grab, Chips{Blue: 2}
			e.Blow = Blow{Natural: 12, Bonus: 2, Total: 14, Hit: true, DefTotal: 10, DefNatural: 9, DefMod: 1}
		}), same("round 3: Sam counters Jo's grab, paying 2 blue: d20 12 +2 = 14 > 10 (d20 9 +1): the grab goes ahead")},
		{ev(Moves, func(e *Event) { e.Text, e.Weapon = "the bar", "Bottle" }), same("round 3: Sam moves to the bar and picks up a Bottle")},
		{ev(LetsGo, nil), same("round 3: Sam lets go of Jo")},
		{ev(Attacks, func(e *Event) { e.Blow = hit20 }), [3]string{
			"round 3: Sam's punch lands on Jo: d20 18 +6 = 24 > 22 (d20 20 +2, a natural 20); 1+4 = 5 damage, −4 for 1 white doubled by his natural 20 → 1",
			"round 3: Sam's punch lands on Jo: d20 18 +6 = 24 > 22 (d20 20 +2, a natural 20); 1+4 = 5 damage, −4 for 1 white doubled by their natural 20 → 1",
			"round 3: Sam's punch lands on Jo: d20 18 +6 = 24 > 22 (d20 20 +2, a natural 20); 1+4 = 5 damage, −4 for 1 white doubled by her natural 20 → 1"}},
		{ev(Attacks, func(e *Event) { e.Blow = kidney }), [3]string{
			"round 3: Sam's kidney punch lands on Jo: d20 10 +0 = 10 > 5 (d20 5 +0); 1+2 = 3 damage, his 2 white do not count",
			"round 3: Sam's kidney punch lands on Jo: d20 10 +0 = 10 > 5 (d20 5 +0); 1+2 = 3 damage, their 2 white do not count",
			"round 3: Sam's kidney punch lands on Jo: d20 10 +0 = 10 > 5 (d20 5 +0); 1+2 = 3 damage, her 2 white do not count"}},
		{ev(Takes, func(e *Event) { e.N, e.Chips = 5, Chips{White: 5} }), same("round 3: Sam takes 5 damage: 5 white")},
		{ev(Drained, func(e *Event) { e.Chips, e.Special = Chips{Blue: 2}, BodyBlow }), [3]string{
			"round 3: Sam loses 2 blue from her stack to the body blow",
			"round 3: Sam loses 2 blue from his stack to the body blow",
			"round 3: Sam loses 2 blue from their stack to the body blow"}},
		{ev(Stunned, func(e *Event) { e.N, e.M = 6, 10 }), same("round 3: Sam is partially stunned for next round: 6 damage ≥ ½ of 10 white")},
		{ev(KnockOut, nil), [3]string{
			"round 3: Sam is knocked out: all her stacks are empty",
			"round 3: Sam is knocked out: all his stacks are empty",
			"round 3: Sam is knocked out: all their stacks are empty"}},
		{ev(Hurt, func(e *Event) { e.N, e.M, e.Blow = 3, 9, Blow{HP: 1, Damage: 2} }), [3]string{
			"round 3: Sam loses 3 hit points (1 from the weapon, 2 her chips could not cover; 9 left)",
			"round 3: Sam loses 3 hit points (1 from the weapon, 2 his chips could not cover; 9 left)",
			"round 3: Sam loses 3 hit points (1 from the weapon, 2 their chips could not cover; 9 left)"}},
		{ev(Hurt, func(e *Event) { e.N, e.M = 1, 19 }), same("round 3: Sam loses 1 hit point (19 left)")},
		{ev(Falls, nil), same("round 3: Sam goes down at 0 hit points")},
		{ev(Dies, func(e *Event) { e.M = -10 }), same("round 3: Sam is beaten to death (-10 hit points)")},
		{ev(BreaksFree, nil), same("round 3: Sam breaks free of Jo")},
		{ev(Effect, func(e *Event) { e.Special = Grab }), [3]string{
			"round 3: Sam is grabbed by Jo: at most 1 white counts until she breaks free",
			"round 3: Sam is grabbed by Jo: at most 1 white counts until he breaks free",
			"round 3: Sam is grabbed by Jo: at most 1 white counts until they break free"}},
		{ev(Effect, func(e *Event) { e.Special = Hold }), [3]string{
			"round 3: Sam is held by Jo: no white counts, and she can only try to break free",
			"round 3: Sam is held by Jo: no white counts, and he can only try to break free",
			"round 3: Sam is held by Jo: no white counts, and they can only try to break free"}},
		{ev(Effect, func(e *Event) { e.Special = HeadButt }), [3]string{
			"round 3: Sam is head-butted: her next round counts 2 blue and 1 white fewer",
			"round 3: Sam is head-butted: his next round counts 2 blue and 1 white fewer",
			"round 3: Sam is head-butted: their next round counts 2 blue and 1 white fewer"}},
		{ev(Effect, func(e *Event) { e.Special, e.N = LowBlow, 1 }), same("round 3: Sam takes a low blow: at most 1 blue counts this round")},
		{ev(Effect, func(e *Event) { e.Special = Trip }), [3]string{
			"round 3: Sam is tripped: at most 1 blue and 1 white count her next round",
			"round 3: Sam is tripped: at most 1 blue and 1 white count his next round",
			"round 3: Sam is tripped: at most 1 blue and 1 white count their next round"}},
		{ev(Effect, func(e *Event) { e.Special = Push }), [3]string{
			"round 3: Sam is pushed to the floor: next round she pays to stand and cannot attack",
			"round 3: Sam is pushed to the floor: next round he pays to stand and cannot attack",
			"round 3: Sam is pushed to the floor: next round they pay to stand and cannot attack"}},
		{ev(Effect, func(e *Event) { e.Special = Kick }), same("round 3: Sam suffers Jo's kick")},
		{ev(WinsPot, func(e *Event) { e.N, e.Chips, e.Rake = 18, Chips{16, 21, 9}, Chips{2, 3, 1} }),
			same("round 3: Sam wins the pot with a natural 18: 16 red 21 blue 9 white less the rake of 2 red 3 blue 1 white → 14 red 18 blue 8 white")},
		{ev(PotStays, func(e *Event) { e.M, e.N, e.Chips = 1, 7, Chips{Red: 2} }), same("round 3: a tie at a natural 7 leaves the pot (2 red) for the next round's winner")},
		{ev(BrawlEnds, func(e *Event) { e.N = 5 }), [3]string{
			"the brawl ends after 5 rounds: Sam is the last woman standing",
			"the brawl ends after 5 rounds: Sam is the last man standing",
			"the brawl ends after 5 rounds: Sam is the last one standing"}},
		{ev(BrawlEnds, func(e *Event) { e.N, e.Actor = 1, -1 }), same("the brawl ends after 1 round: nobody is left standing")},
	} {
		for i, cast := range casts {
			e := c.e
			e.WhoPronoun, e.WhomPronoun = cast[0], cast[1]
			if got := e.String(); got != c.want[i] {
				t.Errorf("%v, Sam %v, Jo %v:\n got %q\nwant %q", e.Kind, cast[0], cast[1], got, c.want[i])
			}
		}
	}

	t.Run("the brawl's events carry the pronouns of the seats", func(t *testing.T) {
		b, err := newBrawl(Config{}, dice.NewSource(7))
		if err != nil {
			t.Fatal(err)
		}
		kate, sam := jake(), bill()
		kate.Name, kate.Pronoun = "Kate", She
		sam.Name, sam.Pronoun = "Sam", They
		for _, br := range []Brawler{kate, sam, slim()} {
			if _, err := b.join(br, Cautious); err != nil {
				t.Fatal(err)
			}
		}
		events, err := runAll(b)
		if err != nil {
			t.Fatal(err)
		}
		want := []Pronoun{She, They, He}
		for _, e := range events {
			if e.Actor >= 0 && e.WhoPronoun != want[e.Actor] || e.Target >= 0 && e.WhomPronoun != want[e.Target] {
				t.Fatalf("%v: who %v, whom %v", e, e.WhoPronoun, e.WhomPronoun)
			}
		}
	})
}

// TestRefusalPronouns reads the pronoun of the brawler in the errors that
// refuse his choices, for a man, a woman and a "they".
func TestRefusalPronouns(t *testing.T) {
	for _, c := range []struct {
		p                       Pronoun
		limit, stack, self, far string
	}{
		{He, "Jake bets 7 red, over his limit of 6", "bets 5 red but his stack holds 2", "attacks himself", "(Bill is at the bar, he at the middle of the floor)"},
		{She, "Jake bets 7 red, over her limit of 6", "bets 5 red but her stack holds 2", "attacks herself", "(Bill is at the bar, she at the middle of the floor)"},
		{They, "Jake bets 7 red, over their limit of 6", "bets 5 red but their stack holds 2", "attacks themselves", "(Bill is at the bar, they at the middle of the floor)"},
	} {
		j := jake()
		j.Pronoun = c.p
		b, _ := table(t, Config{}, nil, j, &plan{bets: []Chips{{7, 0, 0}}}, bill(), &plan{})
		_, err := round(b)
		wantErr(t, err, ErrBet, "BR-2", c.limit)
		b, _ = table(t, Config{}, nil, j, &plan{bets: []Chips{{5, 0, 0}}}, bill(), &plan{})
		setStack(b, 0, Chips{2, 5, 5})
		_, err = round(b)
		wantErr(t, err, ErrChips, "BR-2", c.stack)
		b, _ = table(t, Config{}, nil, j, &plan{turns: []Turn{{Target: 0}}}, bill(), &plan{})
		_, err = round(b)
		wantErr(t, err, ErrTarget, "BR-3", c.self)
		b, _ = table(t, Config{}, nil, j, &plan{turns: []Turn{{Target: 1}}}, bill(), &plan{})
		if err := b.place(1, 1); err != nil {
			t.Fatal(err)
		}
		_, err = round(b)
		wantErr(t, err, ErrTarget, "BR-3", c.far)
	}
}
