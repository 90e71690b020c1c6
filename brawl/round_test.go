package brawl

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
)

// setStack gives seat i a stack before the first round, as if he had been
// dealt it, so the ledger still balances.
func setStack(b *Brawl, i int, c Chips) {
	b.ledger.Dealt = b.ledger.Dealt.Minus(b.seats[i].Stack).Plus(c)
	b.seats[i].Stack = c
}

// spy is a plan that also records the chips its bet counts for, and the
// bets of the others it saw, when asked.
type spy struct {
	plan
	counts []Chips
	saw    []Chips
}

func (s *spy) Turn(v *View) Turn {
	s.counts = append(s.counts, v.Self().Count)
	return s.plan.Turn(v)
}

func (s *spy) Bet(v *View, c Colour) int {
	for i := 0; i < len(v.Seats); i++ {
		if i != v.Me() {
			s.saw = append(s.saw, v.Seats[i].Bet)
		}
	}
	return s.plan.Bet(v, c)
}

// fumbler attacks a seat that does not exist on its first turn, then
// follows its plan.
type fumbler struct {
	plan
	bad bool
}

func (f *fumbler) Turn(v *View) Turn {
	if f.bad {
		f.bad = false
		return Turn{Target: 7}
	}
	return f.plan.Turn(v)
}

func TestRound(t *testing.T) {
	t.Run("BR-2 ante one white each into the pot, bets into the pot; BRD-1 the ante is not in the ½ Con limit", func(t *testing.T) {
		b, sc := table(t, Config{}, nil,
			jake(), &plan{bets: []Chips{{6, 6, 4}}},
			bill(), &plan{bets: []Chips{{2, 1, 7}}})
		evs := play(t, b)
		sc.Done()
		if got := b.seats[0].Stack; got != (Chips{20, 16, 15}) {
			t.Errorf("Jake's stack %v, want 20 red 16 blue 15 white (26−6, 22−6, 20−1−4)", got)
		}
		if got := b.seats[1].Stack; got != (Chips{22, 19, 16}) {
			t.Errorf("Bill's stack %v, want 22 red 19 blue 16 white", got)
		}
		bets := find(evs, Bets)
		want := []string{
			"round 1: Bill antes 1 white and bets 2 red 1 blue 7 white",
			"round 1: Jake antes 1 white and bets 6 red 6 blue 4 white",
		}
		if len(bets) != 2 || bets[0].String() != want[0] || bets[1].String() != want[1] {
			t.Errorf("bets:\n%s", dump(bets))
		}
		// nobody rolled: the pot of 8 red 7 blue 13 white is raked 1/1/2
		// (2 brawlers) and stays.
		ps := one(t, evs, PotStays)
		if ps.Chips != (Chips{8, 7, 13}) || ps.Rake != (Chips{1, 1, 2}) {
			t.Errorf("pot %v rake %v", ps.Chips, ps.Rake)
		}
		if b.pot.Plus(b.carry) != (Chips{7, 6, 11}) {
			t.Errorf("pot left %v, want 7 red 6 blue 11 white", b.pot.Plus(b.carry))
		}
	})

	t.Run("BR-2 bets colour by colour in ascending Wisdom, each seeing the bets already placed", func(t *testing.T) {
		var seen []string
		j := &spy{plan: plan{bets: []Chips{{3, 2, 1}}, seen: &seen, name: "Jake"}}
		bl := &plan{bets: []Chips{{4, 5, 6}}, seen: &seen, name: "Bill"}
		b, _ := table(t, Config{}, nil, jake(), j, bill(), bl)
		play(t, b)
		want := []string{
			"Jake ready", "Bill ready",
			"Bill bets red", "Jake bets red",
			"Bill bets blue", "Jake bets blue",
			"Bill bets white", "Jake bets white",
			"Bill turn", "Jake turn", // Bill bet 5 blue, Jake 2
		}
		if d := cmp.Diff(want, seen); d != "" {
			t.Errorf("order (-want +got):\n%s", d)
		}
		// Jake (Wis 11) bets after Bill (Wis 10) in each colour and sees
		// Bill's bets so far.
		wantSaw := []Chips{{4, 0, 0}, {4, 5, 0}, {4, 5, 6}}
		if d := cmp.Diff(wantSaw, j.saw); d != "" {
			t.Errorf("Jake saw (-want +got):\n%s", d)
		}
	})

	t.Run("BR-2 a bet over the limit, over the stack or negative is refused and stays pending", func(t *testing.T) {
		for _, c := range []struct {
			name     string
			bet      Chips
			stack    Chips
			sentinel error
			frags    []string
		}{
			{"7 red over ½ Str 13", Chips{7, 0, 0}, Chips{}, ErrBet, []string{"BR-2", "Jake bets 7 red, over his limit of 6"}},
			{"7 blue over ½ Dex 12", Chips{0, 7, 0}, Chips{}, ErrBet, []string{"BR-2", "over his limit of 6"}},
			{"5 white over ½ Con 9", Chips{0, 0, 5}, Chips{}, ErrBet, []string{"BR-2", "5 white, over his limit of 4"}},
			{"negative", Chips{-1, 0, 0}, Chips{}, ErrBet, []string{"cannot be negative"}},
			{"5 red from a stack of 2", Chips{5, 0, 0}, Chips{2, 5, 5}, ErrChips, []string{"BR-2", "bets 5 red but his stack holds 2"}},
		} {
			t.Run(c.name, func(t *testing.T) {
				b, _ := table(t, Config{}, nil, jake(), &plan{bets: []Chips{c.bet}}, bill(), &plan{})
				if c.stack != (Chips{}) {
					setStack(b, 0, c.stack)
				}
				before := b.seats[0].Stack.Minus(Chips{White: 1}) // his ante
				_, err := round(b)
				wantErr(t, err, c.sentinel, c.frags...)
				wantErr(t, err, ErrDecision)
				who, kind := b.asked()
				if b.round != 1 || len(b.Events()) != 1 || b.seats[0].Stack != before || b.pot.Plus(b.carry) != (Chips{White: 2}) || who != 0 || kind != DecideBet {
					t.Errorf("the refused bet changed the brawl: round %d, %d events, stack %v, pot %v, %d asked %v", b.round, len(b.Events()), b.seats[0].Stack, b.pot.Plus(b.carry), who, kind)
				}
				if err := b.SetDecider(0, &plan{}); err != nil {
					t.Fatal(err)
				}
				if _, err := round(b); err != nil {
					t.Errorf("the decision, handed to another decider: %v", err)
				}
			})
		}
	})

	t.Run("BR-2 an undone round rewinds the dice: fixing the choice replays the same round", func(t *testing.T) {
		run := func(bad bool) []string {
			b, err := newBrawl(Config{}, dice.NewSource(5))
			if err != nil {
				t.Fatal(err)
			}
			// Jake (3 blue) attacks first and rolls; then Bill's bad turn.
			b.join(jake(), &plan{bets: []Chips{{3, 3, 1}, {3, 3, 1}}, turns: []Turn{{Target: 1}, {Target: 1}, {Target: 1}}})
			b.join(bill(), &fumbler{bad: bad, plan: plan{bets: []Chips{{2, 2, 2}, {2, 2, 2}}, turns: []Turn{{Target: 0}, {Target: 0}}}})
			_, err = round(b)
			if bad {
				wantErr(t, err, ErrTarget, "Bill attacks seat 7")
				_, err = round(b)
			}
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			for _, e := range b.Events() {
				out = append(out, e.String())
			}
			return out
		}
		// Bill's first turn is illegal after Jake has rolled; the retried
		// round rolls the same dice as the brawl without the mistake.
		bad := run(true)
		good := run(false)
		if d := cmp.Diff(good, bad); d != "" {
			t.Errorf("(-fresh +retried):\n%s", d)
		}
	})

	t.Run("BR-3 attack order: blue bet highest first, ties by Dex", func(t *testing.T) {
		var seen []string
		b, _ := table(t, Config{}, nil,
			jake(), &plan{bets: []Chips{{0, 3, 0}}, seen: &seen, name: "Jake"},
			bill(), &plan{bets: []Chips{{0, 5, 0}}, seen: &seen, name: "Bill"},
			slim(), &plan{bets: []Chips{{0, 5, 0}}, seen: &seen, name: "Slim"})
		play(t, b)
		var turns []string
		for _, s := range seen {
			if s[len(s)-4:] == "turn" {
				turns = append(turns, s)
			}
		}
		want := []string{"Slim turn", "Bill turn", "Jake turn"} // 5 (Dex 15), 5 (Dex 11), 3
		if d := cmp.Diff(want, turns); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})

	t.Run("BR-3 d20 + blue must exceed d20 + Dex to-hit; damage 1 + red − 2 per white, from the stacks", func(t *testing.T) {
		for _, c := range []struct {
			name  string
			faces []int
			hit   bool
			text  string
		}{
			{"13 does not exceed 13", []int{10, 13}, false,
				"round 1: Jake's punch misses Bill: d20 10 +3 = 13 ≤ 13 (d20 13 +0)"},
			{"14 exceeds 13", []int{11, 13}, true,
				"round 1: Jake's punch lands on Bill: d20 11 +3 = 14 > 13 (d20 13 +0); 1+4 = 5 damage, −4 for 2 white → 1"},
		} {
			t.Run(c.name, func(t *testing.T) {
				b, sc := table(t, Config{}, c.faces,
					jake(), &plan{bets: []Chips{{4, 3, 0}}, turns: []Turn{{Target: 1}}},
					bill(), &plan{bets: []Chips{{0, 0, 2}}})
				evs := play(t, b)
				sc.Done()
				a := one(t, evs, Attacks)
				if a.String() != c.text {
					t.Errorf("got  %s\nwant %s", a, c.text)
				}
				bill := b.seats[1]
				wantRed := 24
				if c.hit {
					wantRed = 23 // one chip of damage, taken from red
					tk := one(t, evs, Takes)
					if tk.N != 1 || tk.Chips != (Chips{Red: 1}) {
						t.Errorf("takes %d: %v", tk.N, tk.Chips)
					}
				}
				if bill.Stack.Red != wantRed || bill.HP != 22 {
					t.Errorf("Bill %v, %d HP; want %d red, 22 HP (no hit points lost while chips remain)", bill.Stack, bill.HP, wantRed)
				}
			})
		}
	})

	t.Run("BRD-1 damage never below 0; white chips protect against every attack that round", func(t *testing.T) {
		// Jake (1 red) and Slim (2 red) both hit Bill, who bet 3 white:
		// 1+1−6 and 1+2−6 are both 0.
		b, sc := table(t, Config{}, []int{15, 2, 14, 3},
			jake(), &plan{bets: []Chips{{1, 3, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{bets: []Chips{{0, 0, 3}}},
			slim(), &plan{bets: []Chips{{2, 2, 0}}, turns: []Turn{{Target: 1}}})
		evs := play(t, b)
		sc.Done()
		for _, a := range find(evs, Attacks) {
			if !a.Blow.Hit || a.Blow.Damage != 0 || a.Blow.Reduction != 6 {
				t.Errorf("%s", a)
			}
		}
		if len(find(evs, Takes)) != 0 || b.seats[1].Stack != (Chips{24, 20, 20}) {
			t.Errorf("Bill took damage: %v", b.seats[1].Stack)
		}
	})

	t.Run("BR-3 the damaged brawler chooses the mix; a mix that does not add up is an error", func(t *testing.T) {
		b, _ := table(t, Config{}, []int{15, 2},
			jake(), &plan{bets: []Chips{{4, 0, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{absorb: []Chips{{0, 2, 3}}})
		evs := play(t, b)
		if tk := one(t, evs, Takes); tk.N != 5 || tk.Chips != (Chips{0, 2, 3}) || tk.String() != "round 1: Bill takes 5 damage: 2 blue 3 white" {
			t.Errorf("%s", tk)
		}
		b, _ = table(t, Config{}, []int{15, 2},
			jake(), &plan{bets: []Chips{{4, 0, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{absorb: []Chips{{2, 2, 0}}})
		_, err := round(b)
		wantErr(t, err, ErrChips, "BR-3", "Bill removes 2 red 2 blue for 5 damage")
	})

	t.Run("BR-3 the target must be adjacent", func(t *testing.T) {
		b, _ := table(t, Config{}, nil, jake(), &plan{turns: []Turn{{Target: 1}}}, bill(), &plan{})
		if err := b.place(1, 1); err != nil {
			t.Fatal(err)
		}
		_, err := round(b)
		wantErr(t, err, ErrTarget, "BR-3", "Jake attacks Bill, who is not adjacent (Bill is at the bar, he at the middle of the floor)")
		for _, c := range []struct {
			t    Turn
			frag string
		}{
			{Turn{Target: 0}, "attacks himself"},
			{Turn{Target: 7}, "attacks seat 7; there are 2"},
		} {
			b, _ := table(t, Config{}, nil, jake(), &plan{turns: []Turn{c.t}}, bill(), &plan{})
			_, err := round(b)
			wantErr(t, err, ErrTarget, c.frag)
		}
	})
}

func TestNaturals(t *testing.T) {
	t.Run("BR-4 attacker's natural 1 misses whatever the total; the defender counter-attacks at once, and still has his turn", func(t *testing.T) {
		var seen []string
		b, sc := table(t, Config{}, []int{1, 2, 15, 5},
			jake(), &plan{bets: []Chips{{0, 6, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{bets: []Chips{{2, 0, 0}}, seen: &seen, name: "Bill"})
		evs := play(t, b)
		sc.Done()
		as := find(evs, Attacks)
		if len(as) != 2 {
			t.Fatalf("attacks:\n%s", dump(evs))
		}
		if as[0].Blow.Hit || as[0].String() != "round 1: Jake's punch misses Bill: d20 1 +6 = 7, a natural 1: mishap (d20 2 +0)" {
			t.Errorf("%s", as[0])
		}
		want := "round 1: counter-attack after a natural 1: Bill's punch lands on Jake: d20 15 +0 = 15 > 6 (d20 5 +1); 1+2 = 3 damage"
		if as[1].String() != want || as[1].Blow.Free != CounterAttack || as[1].Special != NoSpecial {
			t.Errorf("got  %s\nwant %s", as[1], want)
		}
		if !slices.Contains(seen, "Bill turn") {
			t.Error("the counter-attack used up Bill's own turn")
		}
	})
	t.Run("BR-4 defender's natural 1 gives the attacker a free attack", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{5, 1, 8, 9},
			jake(), &plan{turns: []Turn{{Target: 1}}}, bill(), &plan{})
		evs := play(t, b)
		sc.Done()
		as := find(evs, Attacks)
		if len(as) != 2 || !as[0].Blow.Hit || as[1].Blow.Free != FreeAttack || as[1].Blow.Hit {
			t.Fatalf("%s", dump(evs))
		}
		if want := "round 1: free attack after a natural 1: Jake's punch misses Bill: d20 8 +0 = 8 ≤ 9 (d20 9 +0)"; as[1].String() != want {
			t.Errorf("got  %s\nwant %s", as[1], want)
		}
	})
	t.Run("BR-4 attacker's natural 20 doubles the damage chips; the extra ignore white", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{20, 5},
			jake(), &plan{bets: []Chips{{4, 0, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{bets: []Chips{{0, 0, 2}}})
		evs := play(t, b)
		sc.Done()
		a := one(t, evs, Attacks)
		// 1+4 = 5, −4 for 2 white = 1, +4 doubled red = 5
		want := "round 1: Jake's punch lands on Bill: d20 20 +0 = 20 > 5 (d20 5 +0); 1+4 = 5 damage, −4 for 2 white, +4 red doubled by the natural 20 → 5"
		if a.String() != want || a.Blow.Damage != 5 {
			t.Errorf("got  %s\nwant %s", a, want)
		}
	})
	t.Run("BR-4 defender's natural 20 doubles his white chips", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{18, 20},
			jake(), &plan{bets: []Chips{{4, 6, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{bets: []Chips{{0, 0, 1}}})
		evs := play(t, b)
		sc.Done()
		a := one(t, evs, Attacks)
		// 24 > 20 hits; 1+4 = 5, −4 for 1 white doubled → 1
		want := "round 1: Jake's punch lands on Bill: d20 18 +6 = 24 > 20 (d20 20 +0, a natural 20); 1+4 = 5 damage, −4 for 1 white doubled by his natural 20 → 1"
		if a.String() != want || a.Blow.Damage != 1 {
			t.Errorf("got  %s\nwant %s", a, want)
		}
	})
	t.Run("BR-4 both natural 1s: a miss and no free attack either way (ours)", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{1, 1},
			jake(), &plan{turns: []Turn{{Target: 1}}}, bill(), &plan{})
		evs := play(t, b)
		sc.Done()
		if len(find(evs, Attacks)) != 1 {
			t.Errorf("%s", dump(evs))
		}
	})
	t.Run("BR-4 a chain of natural 1s stops after maxFreeAttacks", func(t *testing.T) {
		// Jake rolls 1 against Bill's 2; Bill counter-attacks and rolls 1
		// against Jake's 2; and so on.
		faces := make([]int, 0, 2*(maxFreeAttacks+1))
		for range maxFreeAttacks + 1 {
			faces = append(faces, 1, 2)
		}
		b, sc := table(t, Config{}, faces, jake(), &plan{turns: []Turn{{Target: 1}}}, bill(), &plan{})
		evs := play(t, b)
		sc.Done()
		if n := len(find(evs, Attacks)); n != maxFreeAttacks+1 {
			t.Errorf("%d attacks, want %d", n, maxFreeAttacks+1)
		}
	})
	t.Run("BRD-3 the pot goes to the highest natural attack roll, free attacks included, defence rolls not", func(t *testing.T) {
		// Jake 5 vs Bill's defence 1: free attack 17 vs defence 19; Bill's
		// attack 12 vs 3. Highest attack natural: Jake's 17 (Bill's 19 was a
		// defence roll).
		b, sc := table(t, Config{}, []int{5, 1, 17, 19, 12, 3},
			jake(), &plan{turns: []Turn{{Target: 1}}}, bill(), &plan{turns: []Turn{{Target: 0}}})
		evs := play(t, b)
		sc.Done()
		w := one(t, evs, WinsPot)
		if w.Actor != 0 || w.N != 17 {
			t.Errorf("%s", w)
		}
	})
	t.Run("DID-1 a Reputation die modifier helps each roll in its own direction", func(t *testing.T) {
		j, bl := jake(), bill()
		j.DieMod, bl.DieMod = 1, -1
		// d20 10 +1 = 11 against d20 11 −1 = 10: a hit only with the modifiers.
		b, sc := table(t, Config{}, []int{10, 11}, j, &plan{turns: []Turn{{Target: 1}}}, bl, &plan{})
		evs := play(t, b)
		sc.Done()
		if a := one(t, evs, Attacks); !a.Blow.Hit || a.String() != "round 1: Jake's punch lands on Bill: d20 10 +1 = 11 > 10 (d20 11 −1); 1 damage" {
			t.Errorf("%s", a)
		}
	})
}

func TestPot(t *testing.T) {
	t.Run("BR-6 a tie leaves the pot; the next round's winner takes both pots", func(t *testing.T) {
		// Round 1: both roll a natural 14 and miss; the pot of 2 white (the
		// antes) is raked 1 and 1 white stays. Round 2: Jake's 9 beats Bill's
		// 3: 2 white less 1, plus the 1 left: 2 white.
		b, sc := table(t, Config{}, []int{14, 20, 14, 20, 9, 18, 3, 19},
			jake(), &plan{turns: []Turn{{Target: 1}, {Target: 1}}},
			bill(), &plan{turns: []Turn{{Target: 0}, {Target: 0}}})
		evs := play(t, b)
		ps := one(t, evs, PotStays)
		if ps.String() != "round 1: a tie at a natural 14 leaves the pot (2 white less the rake of 1 white) for the next round's winner" {
			t.Errorf("%s", ps)
		}
		evs = play(t, b)
		sc.Done()
		if e := one(t, evs, RoundBegins); e.String() != "round 2 begins with 1 white in the pot from a tie" {
			t.Errorf("%s", e)
		}
		w := one(t, evs, WinsPot)
		if want := "round 2: Jake wins the pot with a natural 9: 2 white less the rake of 1 white plus 1 white left by a tie → 2 white"; w.String() != want {
			t.Errorf("got  %s\nwant %s", w, want)
		}
		if b.seats[0].Stack.White != 20 || b.seats[1].Stack.White != 22 || b.pot.Plus(b.carry) != (Chips{}) {
			t.Errorf("Jake %v, Bill %v, pot %v", b.seats[0].Stack, b.seats[1].Stack, b.pot.Plus(b.carry))
		}
	})
	t.Run("BR-6 the winner adds the pot less the rake to his stacks", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{11, 13},
			jake(), &plan{bets: []Chips{{4, 3, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{bets: []Chips{{0, 0, 2}}})
		evs := play(t, b)
		sc.Done()
		// pot 4 red 3 blue 4 white, rake 1/1/1: Jake wins 3 red 2 blue 3 white.
		w := one(t, evs, WinsPot)
		if want := "round 1: Jake wins the pot with a natural 11: 4 red 3 blue 4 white less the rake of 1 red 1 blue 1 white → 3 red 2 blue 3 white"; w.String() != want {
			t.Errorf("got  %s\nwant %s", w, want)
		}
		if got := b.seats[0].Stack; got != (Chips{25, 21, 22}) {
			t.Errorf("Jake %v, want 25 red 21 blue 22 white", got)
		}
		if b.ledger.Raked != (Chips{1, 1, 1}) {
			t.Errorf("raked %v", b.ledger.Raked)
		}
	})
	t.Run("BR-6 the rake counts every brawler who anted or rolled", func(t *testing.T) {
		// five brawlers ante 5 white: rake ceil(5/10) × ceil(5/4) = 2 white.
		var seats []any
		for _, n := range []string{"A", "B", "C", "D", "E"} {
			br := bill()
			br.Name = n
			seats = append(seats, br, &plan{})
		}
		b, _ := table(t, Config{}, nil, seats...)
		evs := play(t, b)
		if ps := one(t, evs, PotStays); ps.Rake != (Chips{White: 2}) {
			t.Errorf("%s", ps)
		}
	})
}

func TestExhaustion(t *testing.T) {
	t.Run("BR-5 no red when the round begins: at most 1 damage, even with a haymaker", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{15, 5},
			jake(), &plan{turns: []Turn{{Target: 1, Special: Haymaker}}}, bill(), &plan{})
		setStack(b, 0, Chips{0, 22, 20})
		evs := play(t, b)
		sc.Done()
		a := one(t, evs, Attacks)
		if want := "round 1: Jake's haymaker lands on Bill: d20 15 +0 = 15 > 5 (d20 5 +0); 1+3 = 4 damage, too weak for more than 1 → 1"; a.String() != want {
			t.Errorf("got  %s\nwant %s", a, want)
		}
	})
	t.Run("BR-5 no blue when the round begins: no to-hit bonus, not even a jab's", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{10, 10},
			jake(), &plan{turns: []Turn{{Target: 1, Special: Jab}}}, bill(), &plan{})
		setStack(b, 0, Chips{26, 0, 20})
		evs := play(t, b)
		sc.Done()
		if a := one(t, evs, Attacks); a.Blow.Hit || a.Blow.Bonus != 0 {
			t.Errorf("%s", a)
		}
	})
	t.Run("BR-5 winded: pays one red and one blue for the white of his ante", func(t *testing.T) {
		b, _ := table(t, Config{}, nil, jake(), &plan{}, bill(), &plan{})
		setStack(b, 0, Chips{5, 5, 0})
		evs := play(t, b)
		if e := one(t, evs, BuysWhite); e.String() != "round 1: Jake is winded and pays 1 red 1 blue for a white to ante" {
			t.Errorf("%s", e)
		}
		if got := b.seats[0].Stack; got != (Chips{4, 4, 0}) {
			t.Errorf("Jake %v, want 4 red 4 blue", got)
		}
		l := b.ledger
		if l.Bought != (Chips{White: 1}) || l.Spent != (Chips{Red: 1, Blue: 1}) {
			t.Errorf("ledger %+v", l)
		}
	})
	t.Run("BR-5 winded without a red and a blue: he must rest", func(t *testing.T) {
		b, _ := table(t, Config{}, nil, jake(), &plan{}, bill(), &plan{})
		setStack(b, 0, Chips{0, 5, 0})
		_, err := round(b)
		wantErr(t, err, ErrDecision, "BR-5", "Jake is winded", "must rest")
		b, _ = table(t, Config{}, nil, jake(), &plan{ready: []Ready{{Rest: true, Regain: Chips{White: 3}}}}, bill(), &plan{})
		setStack(b, 0, Chips{0, 5, 0})
		play(t, b)
	})
	t.Run("BR-5 all three stacks empty: knocked out; the rest of the damage comes off hit points", func(t *testing.T) {
		// Bill antes his second-last chip and holds 1 white; Jake hits for
		// 1+4 = 5: 1 chip, then 4 hit points.
		b, sc := table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{4, 0, 0}}, turns: []Turn{{Target: 1}}}, bill(), &plan{})
		setStack(b, 1, Chips{0, 0, 2})
		evs := play(t, b)
		sc.Done()
		want := []string{
			"round 1: Bill takes 1 damage: 1 white",
			"round 1: Bill is knocked out: all his stacks are empty",
			"round 1: Bill loses 4 hit points (18 left)",
			"the brawl ends after 1 round: Jake is the last man standing",
		}
		var got []string
		for _, e := range evs {
			switch e.Kind {
			case Takes, KnockOut, Hurt, BrawlEnds:
				got = append(got, e.String())
			}
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
		if !b.Over() || b.winner != 0 || b.seats[1].Condition != KnockedOut {
			t.Errorf("over %v winner %d Bill %v", b.Over(), b.winner, b.seats[1].Condition)
		}
		if _, err := round(b); err == nil {
			t.Error("a round after the end")
		} else {
			wantErr(t, err, ErrOver)
		}
	})
	t.Run("BR-5 GUD-7 a knocked-out man can be beaten to death: −10 hit points; a kick needs no defence roll", func(t *testing.T) {
		// Bill's ante takes his last chip: knocked out. Jake (6 blue, first)
		// hits him for 1+6 = 7: 3 → −4. Slim kicks him: 1+5+4 = 10: −14.
		b, sc := table(t, Config{}, []int{12, 9},
			jake(), &plan{bets: []Chips{{6, 6, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{},
			slim(), &plan{bets: []Chips{{5, 0, 0}}, turns: []Turn{{Target: 1, Special: Kick}}})
		setStack(b, 1, Chips{0, 0, 1})
		b.seats[1].HP = 3
		evs := play(t, b)
		sc.Done()
		as := find(evs, Attacks)
		if len(as) != 2 {
			t.Fatalf("%s", dump(evs))
		}
		if want := "round 1: Jake's punch lands on Bill: d20 12 +6 = 18, Bill lies on the floor; 1+6 = 7 damage"; as[0].String() != want {
			t.Errorf("got  %s\nwant %s", as[0], want)
		}
		if want := "round 1: Slim's kick lands on Bill: d20 9 +0 = 9, Bill lies on the floor; 1+5+4 = 10 damage"; as[1].String() != want {
			t.Errorf("got  %s\nwant %s", as[1], want)
		}
		if e := one(t, evs, Dies); e.String() != "round 1: Bill is beaten to death (−14 hit points)" && e.M != -14 {
			t.Errorf("%s", e)
		}
		if b.seats[1].Condition != Dead || b.seats[1].HP != -14 {
			t.Errorf("Bill %v at %d", b.seats[1].Condition, b.seats[1].HP)
		}
	})
}

func TestRestAndStun(t *testing.T) {
	t.Run("BR-7 a round of rest: no ante, no bets, no attack; three chips of his choice next round", func(t *testing.T) {
		var seen []string
		b, _ := table(t, Config{}, nil,
			jake(), &plan{ready: []Ready{{Rest: true, Regain: Chips{1, 0, 2}}}, seen: &seen, name: "Jake"},
			bill(), &plan{})
		evs := play(t, b)
		if e := one(t, evs, Rests); e.String() != "round 1: Jake rests, to take back 1 red 2 white next round" {
			t.Errorf("%s", e)
		}
		if b.seats[0].Stack != (Chips{26, 22, 20}) || len(find(evs, Bets)) != 1 {
			t.Errorf("Jake %v", b.seats[0].Stack)
		}
		if slices.Contains(seen, "Jake turn") || slices.Contains(seen, "Jake bets red") {
			t.Errorf("a resting man was asked to bet or attack: %v", seen)
		}
		evs = play(t, b)
		if e := one(t, evs, RestEnds); e.String() != "round 2: Jake takes back 1 red 2 white after his rest" {
			t.Errorf("%s", e)
		}
		if got := b.seats[0].Stack; got != (Chips{27, 22, 21}) { // +1 red +2 white, −1 white ante
			t.Errorf("Jake %v, want 27 red 22 blue 21 white", got)
		}
		if b.ledger.Regained != (Chips{1, 0, 2}) {
			t.Errorf("regained %v", b.ledger.Regained)
		}
	})
	t.Run("BR-7 a rest takes back exactly three chips", func(t *testing.T) {
		for _, r := range []Chips{{1, 1, 0}, {2, 2, 0}, {-1, 2, 2}} {
			b, _ := table(t, Config{}, nil, jake(), &plan{ready: []Ready{{Rest: true, Regain: r}}}, bill(), &plan{})
			_, err := round(b)
			wantErr(t, err, ErrChips, "BR-7")
		}
	})
	t.Run("BR-8 BRD-1 damage ≥ half the white stack as it lands stuns: half the limits next round", func(t *testing.T) {
		for _, c := range []struct {
			name    string
			red     int
			stunned bool
		}{
			// Bill holds 8 white after his ante.
			{"7 damage ≥ ½ of 8", 6, true},
			{"4 damage ≥ ½ of 8", 3, true},
			// 3 damage, taken from white: 8 when it lands (no stun), though
			// only 5 are left after.
			{"3 damage < ½ of 8", 2, false},
		} {
			t.Run(c.name, func(t *testing.T) {
				b, _ := table(t, Config{}, []int{15, 5},
					jake(), &plan{bets: []Chips{{c.red, 0, 0}}, turns: []Turn{{Target: 1}}},
					bill(), &plan{absorb: []Chips{{0, 0, c.red + 1}}, bets: []Chips{{}, {4, 0, 0}}})
				setStack(b, 1, Chips{24, 20, 9})
				evs := play(t, b)
				if got := len(find(evs, Stunned)) == 1; got != c.stunned {
					t.Fatalf("stunned %v, want %v:\n%s", got, c.stunned, dump(evs))
				}
				if !c.stunned {
					return
				}
				if e := one(t, evs, Stunned); e.M != 8 {
					t.Errorf("%s", e)
				}
				// next round: Str 12 → 6 → 3 red
				_, err := round(b)
				wantErr(t, err, ErrBet, "BR-8", "Bill bets 4 red, over his limit of 3")
			})
		}
	})
	t.Run("BR-8 the damage of the whole round counts", func(t *testing.T) {
		// Jake and Slim hit Bill for 3 each (red 2): 6 ≥ ½ of 8.
		b, sc := table(t, Config{}, []int{15, 5, 15, 5},
			jake(), &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1}}},
			bill(), &plan{},
			slim(), &plan{bets: []Chips{{2, 2, 0}}, turns: []Turn{{Target: 1}}})
		setStack(b, 1, Chips{24, 20, 9})
		evs := play(t, b)
		sc.Done()
		if e := one(t, evs, Stunned); e.String() != "round 1: Bill is partially stunned for next round: 6 damage ≥ ½ of 8 white" {
			t.Errorf("%s", e)
		}
		if !b.seats[1].Stunned {
			t.Error("Bill not stunned for round 2")
		}
		evs = play(t, b)
		if e := find(evs, Bets)[0]; e.Actor != 1 || e.N != 1 || e.String() != "round 2: Bill antes 1 white and bets nothing (partially stunned)" {
			t.Errorf("%s", e)
		}
	})
}

func TestEnd(t *testing.T) {
	t.Run("BR-2 a round is 10 seconds", func(t *testing.T) {
		if RoundSeconds != 10 {
			t.Errorf("RoundSeconds = %d", RoundSeconds)
		}
	})
	t.Run("BR-2 the brawl stops at the round limit", func(t *testing.T) {
		b, _ := table(t, Config{MaxRounds: 2}, nil, jake(), &plan{}, bill(), &plan{})
		evs, err := runAll(b)
		if err != nil {
			t.Fatal(err)
		}
		last := evs[len(evs)-1]
		if !b.Over() || b.round != 2 || b.winner != -1 || last.String() != "the brawl ends after 2 rounds: the round limit, with 2 still fighting" {
			t.Errorf("%s", last)
		}
	})
	t.Run("BR-2 a brawl needs two brawlers", func(t *testing.T) {
		_, err := New(Setup{Brawlers: []Entrant{{Brawler: jake()}}}, dice.NewSource(1))
		wantErr(t, err, ErrBrawler, "BR-2", "2..32 brawlers", "has 1")
	})
}
