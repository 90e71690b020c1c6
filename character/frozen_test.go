package character_test

import (
	"encoding/json"
	"errors"
	"sync"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
)

func TestMisuse(t *testing.T) {
	t.Run("no dice is an error wrapping ErrSetup, never a panic", func(t *testing.T) {
		if b, err := character.NewBuilder(nil, nil); b != nil || !errors.Is(err, character.ErrSetup) {
			t.Errorf("NewBuilder(nil, nil) = %v, %v", b, err)
		}
		if s, err := character.Roll(nil); s != nil || !errors.Is(err, character.ErrSetup) {
			t.Errorf("Roll(nil) = %v, %v", s, err)
		}
		if _, err := new(character.Builder).Run("Zero", character.AutoStrategy{}); !errors.Is(err, character.ErrSetup) {
			t.Errorf("a zero Builder's Run: err %v", err)
		}
		if err := new(character.Builder).Start("Zero"); !errors.Is(err, character.ErrSetup) {
			t.Errorf("a zero Builder's Start: err %v", err)
		}
		s := newSheet(t)
		before := len(s.Ledger.Entries())
		if _, err := s.BuySkill(nil, nil, "Riding"); !errors.Is(err, character.ErrSetup) || len(s.Ledger.Entries()) != before {
			t.Errorf("BuySkill with nil dice: err %v", err)
		}
	})
	t.Run("rules that do not validate are an error at NewBuilder and Reset", func(t *testing.T) {
		r := character.DefaultRules()
		r.Creation.RerollCost = 0
		if _, err := character.NewBuilder(dice.NewSource(1), r); !errors.Is(err, character.ErrTable) {
			t.Errorf("NewBuilder: err %v, want ErrTable", err)
		}
		b := newBuilder(t, dice.NewSource(1), nil)
		if err := b.Reset(dice.NewSource(1), r); !errors.Is(err, character.ErrTable) {
			t.Errorf("Reset: err %v, want ErrTable", err)
		}
	})
}

func TestFrozenRules(t *testing.T) {
	t.Run("rules changed after NewBuilder, or through Rules(), never reach the builder", func(t *testing.T) {
		r := character.DefaultRules()
		b := newBuilder(t, dice.NewSource(1), r)
		r.Creation.StartingBP = 5
		r.Talents[0].Cost = 1
		b.Rules().Creation.StartingBP = 6
		if err := b.Start("Frozen"); err != nil {
			t.Fatal(err)
		}
		if got := b.Sheet().Ledger.Balance(); got != 75 {
			t.Errorf("balance %d, want the 75 BP of the rules the builder was made with", got)
		}
		if got := b.Rules().Talents[0].Cost; got == 1 {
			t.Error("a talent's cost changed after NewBuilder reached the builder")
		}
	})
	t.Run("builders made from one shared decoded Rules on several goroutines build alike (run with -race)", func(t *testing.T) {
		data, err := json.Marshal(character.DefaultRules())
		if err != nil {
			t.Fatal(err)
		}
		shared, err := character.LoadRules(data)
		if err != nil {
			t.Fatal(err)
		}
		const n = 4
		sheets := make([]string, n)
		var wg sync.WaitGroup
		for g := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b, err := character.NewBuilder(dice.NewSource(9), shared)
				if err != nil {
					t.Error(err)
					return
				}
				s, err := b.Run("Twin", character.AutoStrategy{})
				if err != nil {
					t.Error(err)
					return
				}
				if _, err := s.EndScene(shared.Paths, character.Scene{Number: 1, Path: "Cowboy", Objectives: []string{hireOn}}); err != nil {
					t.Error(err)
				}
				sheets[g] = s.String()
			}()
		}
		wg.Wait()
		for g := 1; g < n; g++ {
			if sheets[g] != sheets[0] {
				t.Errorf("builder %d made another character than builder 0", g)
			}
		}
	})
}
