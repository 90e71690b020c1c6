package dice_test

import (
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// The benchmark contract of the SDK: BenchmarkPCGUint64 is the yardstick;
// every other benchmark calls the dice as an encounter does, through a
// dice.Rand held in a struct field and backed by a *dice.Source, and adds its
// result to sink. Targets are ratios to the yardstick in the same run:
//
//	go test ./dice -run '^$' -bench . -benchmem -count 6 -cpu 1

var sink int

var sink64 uint64

// table holds the randomness the way an encounter does.
type table struct {
	r dice.Rand
}

func newTable() *table { return &table{r: dice.NewSource(1)} }

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

func BenchmarkD20(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += dice.D(tb.r, 20)
	}
}

func BenchmarkD6(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += dice.D(tb.r, 6)
	}
}

func BenchmarkD100(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += dice.D(tb.r, 100)
	}
}

func BenchmarkPenetratingD6(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		t := dice.Dice{N: 1, Sides: 6, Open: dice.Penetrating}.Roll(tb.r)
		sink += t.Sum
	}
}

func BenchmarkSkillCheck(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		c, _ := dice.SkillCheck(tb.r, 72, dice.Average())
		sink += c.Margin
	}
}

func BenchmarkSkillCheckInPlace(b *testing.B) {
	tb := newTable()
	var c dice.Check
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		c.Skill(tb.r, 72, dice.Average())
		sink += c.Margin
	}
}

func BenchmarkExpr2d6Plus1(b *testing.B) {
	tb := newTable()
	e := dice.MustParse("2d6+1")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += e.Roll(tb.r).Total
	}
}

func BenchmarkCardFromDice(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += int(dice.CardFromDice(tb.r).Card)
	}
}

func BenchmarkDeckShuffleAndDraw(b *testing.B) {
	tb := newTable()
	var d dice.Deck
	d.Jokers = true
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d.Shuffle(tb.r)
		c, _ := d.Draw(tb.r)
		sink += int(c)
	}
}

func TestHotPathsDoNotAllocate(t *testing.T) {
	tb := newTable()
	e := dice.MustParse("2d6p+d4-1")
	kept := dice.MustParse("4d6pr1kh3+(6d10>=8)*2")
	// One expression of each form of the notation.
	forms := map[string]*dice.Expr{}
	for _, s := range []string{
		"1d8 [fire] + 2d6 [cold] # a comment", "1d20+-5", "(1d4)d6", "d(1d4+2)", "2d6mi3ma5",
		"d10!>=9", "6d10!!>=10>=8", "d6p>=5", "d6ro<=2", "d6rr<=2", "6d10>=8f1", "4d6!kh3", "6d10!>=9>=8",
		"4dF", "{4d6, 3d8}kh1", "(1d20, 1d20)kh1", "{d6, d8, d10}>=5", "4d6kh3dl1", "ceil((2d6+1)/2)", "4d6d1",
	} {
		forms[s] = dice.MustParse(s)
	}
	var deck dice.Deck
	var inPlace dice.Check
	for name, f := range map[string]func(){
		"d20":         func() { sink += dice.D(tb.r, 20) },
		"penetrating": func() { sink += dice.Dice{N: 1, Sides: 6, Open: dice.Penetrating}.Roll(tb.r).Sum },
		"skill check": func() {
			c, _ := dice.SkillCheck(tb.r, 72, dice.Average(), dice.Mod{Value: -2, Why: "wounds"})
			sink += c.Total
		},
		"ability":    func() { c, _ := dice.AbilityCheck(tb.r, 13); sink += c.Total },
		"in place":   func() { inPlace.Skill(tb.r, 72, dice.Easy(), dice.Mod{Value: 1}); sink += inPlace.Total },
		"expression": func() { sink += e.Roll(tb.r).Total },
		"keep":       func() { sink += kept.Roll(tb.r).Total },
		"test":       func() { sink += e.Against(tb.r, dice.AtLeast, 8).Margin },
		"trait test": func() { c, _ := dice.TraitTest(tb.r, 8, true, 4); sink += c.Total },
		"deck":       func() { c, _ := deck.Draw(tb.r); sink += int(c) },
		"source":     func() { s := tb.r.(*dice.Source); s.Reseed(dice.StudySeed(1, 2)) },
	} {
		if a := testing.AllocsPerRun(1000, f); a != 0 {
			t.Errorf("%s: %v allocations per roll, want 0", name, a)
		}
	}
	for s, e := range forms {
		if a := testing.AllocsPerRun(1000, func() { sink += e.Roll(tb.r).Total }); a != 0 {
			t.Errorf("%s: %v allocations per roll, want 0", s, a)
		}
	}
}

func benchmarkDistribution(b *testing.B, expr string) {
	e := dice.MustParse(expr)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d, err := e.Distribution(1e-12)
		if err != nil {
			b.Fatal(err)
		}
		sink += d.Max()
	}
}

// The exact odds a bot answers at once: 4d6kh3 under a millisecond,
// 10d10kh5 under 50 ms, on one core.
func BenchmarkDistribution4d6kh3(b *testing.B)   { benchmarkDistribution(b, "4d6kh3") }
func BenchmarkDistribution10d10kh5(b *testing.B) { benchmarkDistribution(b, "10d10kh5") }

func BenchmarkExpr4d6kh3(b *testing.B) {
	tb := newTable()
	e := dice.MustParse("4d6kh3")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += e.Roll(tb.r).Total
	}
}

// Parsing is done once per expression, so it may allocate; it stays a few
// microseconds.
func BenchmarkParse(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		e, _ := dice.Parse("4d6kh3 + 1d8 [fire] + 2")
		sink += len(e.String())
	}
}

func BenchmarkParseEveryForm(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		e, _ := dice.Parse("{(1d4)d6mi2!>=5, 4dF=0}kh1 + 6d10>=8f1 [hits] - ceil((2d6rr1+1)/2) # all of it")
		sink += len(e.String())
	}
}

func benchmarkRoll(b *testing.B, expr string) {
	tb := newTable()
	e := dice.MustParse(expr)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += e.Roll(tb.r).Total
	}
}

// The new forms roll allocation-free too.
func BenchmarkExprExplodeKept(b *testing.B) { benchmarkRoll(b, "4d6!kh3") }
func BenchmarkExprSuccesses(b *testing.B)   { benchmarkRoll(b, "6d10>=8f1") }
func BenchmarkExprSetKept(b *testing.B)     { benchmarkRoll(b, "{4d6, 3d8}kh1") }
func BenchmarkExprComputed(b *testing.B)    { benchmarkRoll(b, "(1d4)d6") }
func BenchmarkExprFate(b *testing.B)        { benchmarkRoll(b, "4dF") }
func BenchmarkExprLabelled(b *testing.B)    { benchmarkRoll(b, "1d8 [fire] + 2d6 [cold]") }
