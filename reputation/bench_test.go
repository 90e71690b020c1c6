package reputation

import (
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

var sink uint64

// BenchmarkPCGUint64 is the yardstick of the SDK's benchmark contract:
// targets are ratios to it in the same run.
func BenchmarkPCGUint64(b *testing.B) {
	b.ReportAllocs()
	src := rand.NewPCG(1, 2)
	for i := 0; i < b.N; i++ {
		sink += src.Uint64()
	}
}

// scrapeInputs is a spread of characters and opponents, so the benchmark
// walks every band and both recognitions.
var scrapeInputs = func() (in [64]struct {
	me  Combatant
	opp int
	rec bool
}) {
	for i := range in {
		in[i].me = Combatant{Reputation: i*5 - 100, Fame: i * 3 % 150, Courage: i%7 == 0}
		in[i].opp = i * 11 % 260
		in[i].rec = i%3 != 0
	}
	return in
}()

// BenchmarkFacing measures building the effects in a scrape, as the gunfight
// does for each pair of shooters when the fight is set up.
func BenchmarkFacing(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		in := &scrapeInputs[i&63]
		sc, err := Facing(in.me, in.opp, in.rec)
		if err != nil {
			b.Fatal(err)
		}
		sink += uint64(sc.Speed.Value + sc.Below)
	}
}

var reactInputs = func() (in [64]struct {
	n Nerve
	s Situation
}) {
	for i := range in {
		in[i].n = NerveOf(i*4-120, i%5 == 0)
		in[i].s = Situation{Blow: Blow(i%4 + 1), LostHP: i % 30, MaxHP: 24 + i%5, Armed: i%2 == 0}
	}
	return in
}()

// BenchmarkReact measures the nerve rules on a blow: the lookup the gunfight
// makes in its hot loop every time a shooter is shot at or hurt.
func BenchmarkReact(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		in := &reactInputs[i&63]
		r, err := in.n.React(in.s)
		if err != nil {
			b.Fatal(err)
		}
		sink += uint64(r.Must)
	}
}

// BenchmarkRollBoast measures a week of the boasting rule with the dice
// held in a struct field, as an encounter holds them.
func BenchmarkRollBoast(b *testing.B) {
	b.ReportAllocs()
	h := struct {
		r dice.Rand
		s Standing
	}{dice.NewSource(7), Standing{Reputation: 60, RP: 60, Fame: 55, MaxFame: 55}}
	for b.Loop() {
		if h.s.RollBoast(h.r).Boasts {
			sink++
		}
	}
}
