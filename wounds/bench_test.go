package wounds

import (
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

var sink int

// BenchmarkPCGUint64 is the yardstick the other benchmarks are read against.
func BenchmarkPCGUint64(b *testing.B) {
	b.ReportAllocs()
	r := rand.NewPCG(1, 2)
	for i := 0; i < b.N; i++ {
		sink += int(r.Uint64())
	}
}

// bench holds the dice as an encounter does: a dice.Rand in a field,
// backed by a *dice.Source.
type bench struct {
	src *dice.Source
	rnd dice.Rand
	p   *Patient
}

func newBench(b *testing.B, body Body) *bench {
	src := dice.NewSource(1)
	p, err := NewPatient(body, src, nil)
	if err != nil {
		b.Fatal(err)
	}
	return &bench{src: src, rnd: src, p: p}
}

var benchHits = [...]Hit{
	{Location: LeftThigh, Damage: 9, Cause: Bullet},
	{Location: Abdomen, Damage: 5, Cause: Bullet},
	{Location: RightArm, Damage: 8, Cause: Bullet},
	{Location: Chest, Damage: 4, Cause: Bullet},
	{Location: LeftFoot, Damage: 3, Cause: Bullet},
	{Location: Head, Damage: 6, Cause: Blunt},
	{Location: Neck, Damage: 2, Cause: Edged},
}

// BenchmarkWound makes a wound with its critical lookup on a patient reused
// across duels, as a gunfight's hot loop does, and reads the penalties.
func BenchmarkWound(b *testing.B) {
	bb := newBench(b, Body{Con: 12, MaxHP: 1000})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if i%len(benchHits) == 0 {
			bb.p.Reset()
		}
		w, _ := bb.p.Wound(benchHits[i%len(benchHits)])
		pen := bb.p.Penalties()
		sink += w + pen.Speed
		i++
	}
}

// BenchmarkCriticalLookup looks a wound up in the default critical table.
func BenchmarkCriticalLookup(b *testing.B) {
	t := DefaultCriticalTable()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		h := benchHits[i%len(benchHits)]
		sink += int(t.Lookup(h.Location, h.Damage+i%3).Injuries)
		i++
	}
}

// BenchmarkHealMonth heals a patient with five wounds for 30 days: their
// bleeding, infection checks, festering, broken bones and healing, every
// event logged. The patient and its source are reused, so allocations do
// not grow with the days.
func BenchmarkHealMonth(b *testing.B) {
	bb := newBench(b, Body{Con: 12, MaxHP: 60, Talents: []string{talentGrit}})
	hits := [5]Hit{
		{Location: LeftThigh, Damage: 9, Cause: Bullet},
		{Location: Abdomen, Damage: 5, Cause: Bullet},
		{Location: RightArm, Damage: 8, Cause: Bullet},
		{Location: Chest, Damage: 6, Cause: Edged},
		{Location: LeftFoot, Damage: 3, Cause: Bullet},
	}
	events := 0
	b.ReportAllocs()
	var seed uint64
	for b.Loop() {
		seed++
		bb.src.Reseed(seed)
		bb.p.Reset()
		bb.p.NurseAll(true)
		for _, h := range hits {
			bb.p.Wound(h)
		}
		evs, _ := bb.p.Advance(30 * Day)
		events += len(evs)
		sink += bb.p.HP()
	}
	b.ReportMetric(float64(events)/float64(b.N), "events/op")
}

// BenchmarkPenalties reads the penalties of a patient with five wounds.
func BenchmarkPenalties(b *testing.B) {
	bb := newBench(b, Body{Con: 12, MaxHP: 60})
	for _, h := range benchHits[:5] {
		bb.p.Wound(h)
	}
	b.ReportAllocs()
	for b.Loop() {
		pen := bb.p.Penalties()
		sink += pen.Speed + pen.Accuracy
	}
}
