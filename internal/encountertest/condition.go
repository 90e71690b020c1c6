package encountertest

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

// TB is what Condition needs of a *testing.T, *testing.F or *rapid.T.
type TB interface {
	Helper()
	Fatal(args ...any)
}

// Condition returns the condition (package wounds) of a man of body b given
// hits at time 0 and then left to time at on his clock, rolling what his
// timeline rolls on dice of seed 9: a participant who walks into an
// encounter hurt (rule WOD-7). A hit or a time the patient refuses fails
// the test.
func Condition(tb TB, b wounds.Body, at wounds.Time, hits ...wounds.Hit) *wounds.Condition {
	tb.Helper()
	p, err := wounds.NewPatient(b, dice.NewSource(9), nil)
	if err != nil {
		tb.Fatal(err)
	}
	for _, h := range hits {
		if _, err := p.Wound(h); err != nil {
			tb.Fatal(err)
		}
	}
	if _, err := p.AdvanceTo(at); err != nil {
		tb.Fatal(err)
	}
	return p.Condition()
}

// Bruised returns the condition of a man of Con 10 and maxHP hit points
// who took a brawling wound of lost hit points at time 0 (none when lost
// is 0), his clock at at.
func Bruised(tb TB, maxHP, lost int, at wounds.Time) *wounds.Condition {
	tb.Helper()
	var hits []wounds.Hit
	if lost > 0 {
		hits = append(hits, wounds.Hit{Damage: lost, Cause: wounds.Brawling})
	}
	return Condition(tb, wounds.Body{Con: 10, MaxHP: maxHP}, at, hits...)
}
