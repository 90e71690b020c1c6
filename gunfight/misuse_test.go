package gunfight_test

import (
	"bytes"
	"context"
	"errors"
	"math"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// TestStudyBounds: duel numbers are limited to [0, 2^63); a study reaching
// beyond, or with From after To, is an error wrapping ErrStats.
func TestStudyBounds(t *testing.T) {
	ctx := context.Background()
	s := gunfight.StandardDuel()
	for _, st := range []gunfight.Study{
		{To: math.MaxUint64},
		{From: 1 << 63, To: 1<<63 + 1},
		{From: 10, To: 5},
		{From: math.MaxUint64},
	} {
		if _, err := gunfight.Simulate(ctx, s, st); !errors.Is(err, gunfight.ErrStats) {
			t.Errorf("From %d, To %d: %v, want ErrStats", st.From, st.To, err)
		}
	}
	st, err := gunfight.Simulate(ctx, s, gunfight.Study{From: gunfight.MaxDuel - 3, To: gunfight.MaxDuel, Workers: 1})
	if err != nil || st.Duels != 3 {
		t.Fatalf("the last three duels: %v, %v", st, err)
	}
	if st, err := gunfight.Simulate(ctx, s, gunfight.Study{From: gunfight.MaxDuel - 3, Workers: 1}); err != nil || st.Duels != 3 {
		t.Errorf("the default size cut at MaxDuel: %v, %v", st, err)
	}
}

// TestMisuse: misuse of the API is an error, or the zero value, never a
// panic.
func TestMisuse(t *testing.T) {
	f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(1))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := gunfight.NewFight(gunfight.StandardDuel(), nil); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("NewFight without dice: %v", err)
	}
	if f.Patient(99) != nil || f.Patient(-1) != nil || f.Patient(1) == nil {
		t.Errorf("Patient(99), Patient(-1), Patient(1): %v, %v, %v", f.Patient(99), f.Patient(-1), f.Patient(1))
	}
	if err := gunfight.DrawFight(&bytes.Buffer{}, nil); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("DrawFight(w, nil): %v", err)
	}
	if err := gunfight.DrawFight(nil, f); !errors.Is(err, gunfight.ErrSetup) {
		t.Errorf("DrawFight(nil, f): %v", err)
	}
	var zero gunfight.Stats
	if r := zero.WinRate(0); r != (gunfight.Rate{}) {
		t.Errorf("zero Stats' WinRate(0) = %v", r)
	}
	st, err := gunfight.Simulate(context.Background(), gunfight.StandardDuel(), gunfight.Study{To: 10, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	if r := st.WinRate(-1); r != (gunfight.Rate{}) {
		t.Errorf("WinRate(-1) = %v", r)
	}
	if r := st.WinRate(2); r != (gunfight.Rate{}) {
		t.Errorf("WinRate(2) of a duel = %v", r)
	}
	if err := st.Merge(nil); !errors.Is(err, gunfight.ErrStats) || st.Duels != 10 {
		t.Errorf("Merge(nil): %v, %d duels", err, st.Duels)
	}
	if err := zero.Merge(st); !errors.Is(err, gunfight.ErrStats) {
		t.Errorf("zero Stats' Merge: %v", err)
	}
	_ = zero.String()
}
