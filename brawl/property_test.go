package brawl

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
)

// drawBrawler draws a brawler with abilities 3..18.
func drawBrawler(t *rapid.T, name string) Brawler {
	ab := rapid.IntRange(3, 18)
	return Brawler{
		Name: name,
		Str:  ab.Draw(t, name+" str"), Int: ab.Draw(t, name+" int"), Wis: ab.Draw(t, name+" wis"),
		Dex: ab.Draw(t, name+" dex"), Con: ab.Draw(t, name+" con"),
		ToHit:     rapid.IntRange(-2, 2).Draw(t, name+" toHit"),
		DamageMod: rapid.IntRange(-2, 2).Draw(t, name+" damageMod"),
		HitPoints: rapid.IntRange(12, 28).Draw(t, name+" hp"),
		DieMod:    rapid.IntRange(-1, 1).Draw(t, name+" dieMod"),
	}
}

var builtins = []Strategy{Cautious, Aggressive, Random}

// drawBrawl seats 2..4 drawn brawlers with drawn built-in strategies, some
// with a chair in hand, at drawn spots.
func drawBrawl(t *rapid.T, r dice.Rand) *Brawl {
	cfg := Config{
		Short:     rapid.Bool().Draw(t, "short"),
		MaxRounds: rapid.IntRange(1, 40).Draw(t, "maxRounds"),
	}
	b, err := newBrawl(cfg, r)
	if err != nil {
		t.Fatal(err)
	}
	n := rapid.IntRange(2, 4).Draw(t, "brawlers")
	for i := range n {
		br := drawBrawler(t, fmt.Sprintf("B%d", i))
		if rapid.Bool().Draw(t, br.Name+" armed") {
			br.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4p")}
		}
		s := builtins[rapid.IntRange(0, len(builtins)-1).Draw(t, br.Name+" strategy")]
		if _, err := b.join(br, s); err != nil {
			t.Fatal(err)
		}
		if err := b.place(i, rapid.IntRange(0, 1).Draw(t, br.Name+" spot")); err != nil {
			t.Fatal(err)
		}
	}
	return b
}

// books recomputes the ledger from the events alone (BR-10).
type books struct {
	l     Ledger
	lenOK int
}

func (k *books) read(evs []Event) {
	for _, e := range evs[k.lenOK:] {
		switch e.Kind {
		case RestEnds:
			k.l.Regained = k.l.Regained.Plus(e.Chips)
		case BuysWhite:
			k.l.Bought.White++
			k.l.Spent = k.l.Spent.Plus(e.Chips)
		case StandsUp, Declares:
			k.l.Spent = k.l.Spent.Plus(e.Chips)
		case Counters:
			k.l.Spent = k.l.Spent.Plus(e.Chips).Plus(Chips{Blue: e.N + e.M})
		case Takes, Drained:
			k.l.Damage = k.l.Damage.Plus(e.Chips)
		case WinsPot, PotStays:
			k.l.Raked = k.l.Raked.Plus(e.Rake)
		}
	}
	k.lenOK = len(evs)
}

func TestProperties(t *testing.T) {
	t.Run("BR-10 chips are conserved: after every event stacks + pot = dealt + regained + bought − raked − spent − damage, as the events tell it", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			b := drawBrawl(t, dicetest.NewRapid(t))
			var k books
			for i := range b.seats {
				br := &b.seats[i].Brawler
				k.l.Dealt = k.l.Dealt.Plus(br.chips(b.cfg.Short))
			}
			b.afterEvent = func(b *Brawl) {
				k.read(b.events)
				if k.l != b.ledger {
					t.Fatalf("after %q the engine's ledger %+v differs from the events' %+v", b.events[len(b.events)-1], b.ledger, k.l)
				}
				if in := b.inPlay(); !k.l.balances(in) {
					t.Fatalf("after %q: in %v − out %v ≠ in play %v", b.events[len(b.events)-1], k.l.in(), k.l.out(), in)
				}
				for i := range b.seats {
					if s := &b.seats[i]; s.Stack.negative() {
						t.Fatalf("after %q %s's stack is %v", b.events[len(b.events)-1], s.Brawler.Name, s.Stack)
					}
				}
				if b.pot.negative() || b.carry.negative() {
					t.Fatalf("the pot went negative: %v + %v", b.pot, b.carry)
				}
			}
			if _, err := runAll(b); err != nil {
				t.Fatalf("a built-in strategy made an illegal choice: %v", err)
			}
		})
	})

	t.Run("a brawl with any legal strategies ends within its round limit", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			b := drawBrawl(t, dicetest.NewRapid(t))
			if _, err := runAll(b); err != nil {
				t.Fatal(err)
			}
			if !b.Over() || b.round > b.max {
				t.Fatalf("over %v after %d rounds (limit %d)", b.Over(), b.round, b.max)
			}
			if w := b.winner; w >= 0 && inFight(b) != 1 {
				t.Fatalf("winner %d with %d standing", w, inFight(b))
			}
		})
	})

	t.Run("the count of brawlers still in the fight is, after every event, the seats whose condition is in the fight", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			b := drawBrawl(t, dicetest.NewRapid(t))
			b.afterEvent = func(b *Brawl) {
				if n := inFight(b); b.standing() != n {
					t.Fatalf("round %d, after %v: %d counted standing, %d seats in the fight", b.round, b.events[len(b.events)-1], b.standing(), n)
				}
			}
			if _, err := runAll(b); err != nil {
				t.Fatal(err)
			}
		})
	})

	t.Run("a brawl saved after any round and resumed gives the same events as one never stopped", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			seed := rapid.Uint64().Draw(t, "seed")
			setup := func(src *dice.Source) *Brawl {
				b, err := newBrawl(Config{MaxRounds: 20}, src)
				if err != nil {
					t.Fatal(err)
				}
				b.join(jake(), builtins[rapid.IntRange(0, 2).Draw(t, "jake's strategy")])
				b.join(bill(), builtins[rapid.IntRange(0, 2).Draw(t, "bill's strategy")])
				b.join(slim(), Random)
				return b
			}
			whole := setup(dice.NewSource(seed))
			want, err := runAll(whole)
			if err != nil {
				t.Fatal(err)
			}
			stop := rapid.IntRange(0, whole.round).Draw(t, "stop after round")
			// the same brawl, stopped: rebuild it with the same draws.
			part, err := newBrawl(whole.cfg, dice.NewSource(seed))
			if err != nil {
				t.Fatal(err)
			}
			for i := range whole.seats {
				part.join(whole.seats[i].Brawler, whole.deciders[i])
			}
			for part.round < stop {
				if _, err := round(part); err != nil {
					t.Fatal(err)
				}
			}
			data, err := part.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			resumed, err := Resume(data)
			if err != nil {
				t.Fatal(err)
			}
			got, err := runAll(resumed)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("resumed after round %d (-whole +resumed):\n%s", stop, d)
			}
			if resumed.winner != whole.winner {
				t.Fatalf("winner %d, want %d", resumed.winner, whole.winner)
			}
		})
	})
}

// inFight counts the seats whose condition is in the fight.
func inFight(b *Brawl) int {
	n := 0
	for i := range b.seats {
		if b.seats[i].In() {
			n++
		}
	}
	return n
}
