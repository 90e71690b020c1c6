package character_test

import (
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
)

// The SDK's benchmark contract: BenchmarkPCGUint64 is the yardstick;
// the others roll through a dice.Rand held in a struct field and backed by a
// *dice.Source reseeded in place, and add their result to sink.
//
//	go test ./character -run '^$' -bench . -benchmem -count 6 -cpu 1

var (
	sink   int
	sink64 uint64
)

// table holds the randomness the way a character generator does.
type table struct {
	src *dice.Source
	r   dice.Rand
}

func newTable() *table {
	src := dice.NewSource(1)
	return &table{src: src, r: src}
}

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

// BenchmarkRollCharacter rolls a complete character automatically (Roll: the
// default rules and AutoStrategy), a new seed each time.
func BenchmarkRollCharacter(b *testing.B) {
	tb := newTable()
	skills := 0
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tb.src.Reseed(uint64(i))
		s, err := character.Roll(tb.r)
		if err != nil {
			b.Fatal(err)
		}
		sink += s.MaxHitPoints() + s.Ledger.Balance()
		skills += len(s.Skills)
	}
	b.ReportMetric(float64(skills)/float64(b.N), "skills/op")
}

// BenchmarkRollCharacterReused rolls characters on one builder, Reset each
// time, as a simulation generating many characters would.
func BenchmarkRollCharacterReused(b *testing.B) {
	tb := newTable()
	bl := newBuilder(b, tb.r, nil)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		tb.src.Reseed(uint64(i))
		if err := bl.Reset(tb.r, nil); err != nil {
			b.Fatal(err)
		}
		s, err := bl.Run("", character.AutoStrategy{})
		if err != nil {
			b.Fatal(err)
		}
		sink += s.MaxHitPoints() + s.Ledger.Balance()
	}
}

// BenchmarkRollAbilities rolls the seven abilities: 28 dice.
func BenchmarkRollAbilities(b *testing.B) {
	tb := newTable()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		a := character.RollAbilities(tb.r)
		sink += a[character.Dexterity].Whole
	}
}
