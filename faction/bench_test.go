package faction

import (
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// The benchmark contract: BenchmarkPCGUint64 is the yardstick;
// the others call the ledger as a tool does, its dice a *dice.Source held
// in the ledger's dice.Rand field, and add a result to sink. Targets are
// ratios to the yardstick in the same run:
//
//	go test ./faction -run '^$' -bench . -benchmem -count 6 -cpu 1

var (
	sink   int
	sink64 uint64
)

func BenchmarkPCGUint64(b *testing.B) {
	p := rand.NewPCG(1, 2)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink64 += p.Uint64()
	}
}

var benchCast = [4]string{"Jake", "Sarah", "Doc", "Kid"}

// benchTown opens a ledger of the example town with four characters in it,
// and returns a function that resets it and brings them in again.
func benchTown(b *testing.B) (*Ledger, func()) {
	l, err := NewLedger(DefaultTown(), dice.NewSource(1))
	if err != nil {
		b.Fatal(err)
	}
	evs := make([]Event, 0, 8)
	reset := func() {
		l.Reset()
		for _, who := range benchCast {
			if evs, err = l.AppendBuzz(evs[:0], Arrival{Character: who, Bonus: 1}); err != nil {
				b.Fatal(err)
			}
		}
	}
	reset()
	return l, reset
}

// BenchmarkAward measures handing out chips for a witnessed deed, cycling
// over four characters and four factions. Every 1024 awards the ledger is
// reset and the four ride in again (buzz rolled) so that its record stays
// bounded; that cost is included.
func BenchmarkAward(b *testing.B) {
	l, reset := benchTown(b)
	factions := [4]string{"cattlemen", "law", "temperance", "sporting"}
	var deeds [4]Deed
	for i, who := range benchCast {
		deeds[i] = Deed{Character: who, What: "won a brawl at the Silver Spur", Witnesses: []string{"Belle Ransome", "the faro table"}}
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if i&1023 == 1023 {
			reset()
		}
		ev, err := l.Award(deeds[i&3], factions[(i>>2)&3], 1+i&3)
		if err != nil {
			b.Fatal(err)
		}
		sink += ev.Interest
	}
}

// BenchmarkEvaluate measures the end-of-day evaluation of four factions'
// steps toward four characters (16 events into a reused slice), with
// interest spread over the ladders and a deed between evaluations so that
// steps rise.
func BenchmarkEvaluate(b *testing.B) {
	l, reset := benchTown(b)
	var named [4]Deed
	for i, who := range benchCast {
		named[i] = Deed{Character: who, What: "made a name", Witnesses: []string{"the town"}}
	}
	seed := func() {
		reset()
		for i := range 16 {
			if _, err := l.Award(named[i&3], l.town.Factions[i>>2].ID, 1+i); err != nil {
				b.Fatal(err)
			}
		}
	}
	seed()
	evs := make([]Event, 0, 16)
	d := Deed{Character: "Jake", What: "won at faro", Witnesses: []string{"the dealer"}}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if i&255 == 255 {
			seed()
		}
		if _, err := l.Award(d, "sporting", 1); err != nil {
			b.Fatal(err)
		}
		evs = l.AppendEvaluate(evs[:0])
		sink += len(evs) + evs[len(evs)-1].Interest
	}
	b.ReportMetric(16, "events/op")
}

// BenchmarkAdvanceDay measures moving the clock one day for four characters
// and four factions (a decay every seventh day). Every 3650 days the ledger
// is reset and the four ride in again.
func BenchmarkAdvanceDay(b *testing.B) {
	l, reset := benchTown(b)
	evs := make([]Event, 0, 16)
	var err error
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if i%3650 == 3649 {
			reset()
		}
		if evs, err = l.AppendAdvance(evs[:0], 1); err != nil {
			b.Fatal(err)
		}
		sink += len(evs)
	}
}

// BenchmarkEncounter measures drawing an encounter at the Silver Spur with
// two characters present (the deck reshuffled every 54 cards, included).
func BenchmarkEncounter(b *testing.B) {
	l, _ := benchTown(b)
	b.ReportAllocs()
	for b.Loop() {
		ev, err := l.Encounter("the Silver Spur saloon", "Jake", "Sarah")
		if err != nil {
			b.Fatal(err)
		}
		sink += ev.Interest
	}
}
