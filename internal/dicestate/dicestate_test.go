package dicestate

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

func TestRestore(t *testing.T) {
	saved := dice.NewSource(7)
	state, err := saved.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	want := saved.Uint64()
	t.Run("a *dice.Source in hand takes the state and rolls on from it", func(t *testing.T) {
		in := dice.NewSource(1)
		r, err := Restore(in, state)
		if err != nil || r != dice.Rand(in) {
			t.Fatalf("Restore = %v, %v; want the Source in hand", r, err)
		}
		if got := in.Uint64(); got != want {
			t.Errorf("next Uint64 %d, want %d", got, want)
		}
	})
	t.Run("dice that cannot take a state, or none, give a new *dice.Source", func(t *testing.T) {
		for _, in := range []dice.Rand{nil, rand.New(rand.NewPCG(1, 2))} {
			r, err := Restore(in, state)
			src, ok := r.(*dice.Source)
			if err != nil || !ok {
				t.Fatalf("Restore(%T) = %T, %v; want a *dice.Source", in, r, err)
			}
			if got := src.Uint64(); got != want {
				t.Errorf("Restore(%T): next Uint64 %d, want %d", in, got, want)
			}
		}
	})
	t.Run("a malformed state is an error", func(t *testing.T) {
		for _, in := range []dice.Rand{nil, dice.NewSource(1)} {
			if r, err := Restore(in, []byte("pcg:")); err == nil {
				t.Errorf("Restore(%T, malformed) = %v, nil; want an error", in, r)
			}
		}
	})
}

func TestSave(t *testing.T) {
	t.Run("a *dice.Source says its state, which Restore rolls on from", func(t *testing.T) {
		src := dice.NewSource(7)
		state, err := Save(src)
		if err != nil {
			t.Fatal(err)
		}
		want := src.Uint64()
		r, err := Restore(nil, state)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.(*dice.Source).Uint64(); got != want {
			t.Errorf("next Uint64 %d, want %d", got, want)
		}
	})
	t.Run("dice that cannot say their state are an error naming their type", func(t *testing.T) {
		_, err := Save(rand.New(rand.NewPCG(1, 2)))
		if err == nil || !strings.Contains(err.Error(), "*rand.Rand") {
			t.Errorf("Save(*rand.Rand) = %v, want an error naming *rand.Rand", err)
		}
	})
}
