package dice_test

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"pgregory.net/rapid"
)

// The golden values in this file were computed with an independent Python
// implementation of SplitMix64 and PCG-DXSM, not with this package.

func TestSourceMatchesMathRandPCG(t *testing.T) {
	// Go's own test vectors for rand.NewPCG(1, 2) (math/rand/v2/pcg_test.go).
	want := []uint64{0xc4f5a58656eef510, 0x9dcec3ad077dec6c, 0xc8d04605312f8088, 0xcbedc0dcb63ac19a}
	var s dice.Source
	s.SetState(1, 2)
	for i, w := range want {
		if got := s.Uint64(); got != w {
			t.Fatalf("Uint64 #%d = %#x, want %#x", i, got, w)
		}
	}
}

func TestSourceIntNMatchesMathRand(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// For any state and any die size, Source.IntN draws what
		// math/rand/v2's Rand.IntN draws from the same PCG state.
		hi := rapid.Uint64().Draw(t, "hi")
		lo := rapid.Uint64().Draw(t, "lo")
		var s dice.Source
		s.SetState(hi, lo)
		m := rand.New(rand.NewPCG(hi, lo))
		for i := range 50 {
			n := rapid.IntRange(1, 1<<40).Draw(t, "n")
			if a, b := s.IntN(n), m.IntN(n); a != b {
				t.Fatalf("draw %d IntN(%d): Source %d, math/rand %d", i, n, a, b)
			}
		}
	})
}

func TestNewSourceGolden(t *testing.T) {
	s := dice.NewSource(1)
	for i, w := range []uint64{0xaf9d32bf75779748, 0xb7672df032bf0473, 0x17e851b73891d79} {
		if got := s.Uint64(); got != w {
			t.Errorf("NewSource(1) Uint64 #%d = %#x, want %#x", i, got, w)
		}
	}
	s.Reseed(42)
	var got []int
	for range 10 {
		got = append(got, dice.D(s, 20))
	}
	want := []int{8, 3, 7, 2, 4, 17, 5, 1, 15, 12}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Reseed(42) d20s = %v, want %v", got, want)
		}
	}
}

func TestStudySeedGolden(t *testing.T) {
	// StudySeed(s, i) is output i of SplitMix64 started at s; SplitMix64's
	// first output from 0 is the well-known 0xe220a8397b1dcdaf.
	for _, c := range []struct {
		seed, i, want uint64
	}{
		{0, 0, 0xe220a8397b1dcdaf},
		{0, 1, 0x6e789e6aa1b965f4},
		{1, 0, 0x910a2dec89025cc1},
		{42, 7, 0xccf635ee9e9e2fa4},
		{2026, 1_000_000, 0x4a02a68cba3f6391},
	} {
		if got := dice.StudySeed(c.seed, c.i); got != c.want {
			t.Errorf("StudySeed(%d, %d) = %#x, want %#x", c.seed, c.i, got, c.want)
		}
	}
}

func TestSourceSaveAndResume(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Saving a Source at any point and restoring it into another
		// yields the same dice as never having stopped.
		seed := rapid.Uint64().Draw(t, "seed")
		stop := rapid.IntRange(0, 200).Draw(t, "stop")
		a := dice.NewSource(seed)
		for range stop {
			a.IntN(20)
		}
		data, err := a.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var b dice.Source
		if err := b.UnmarshalBinary(data); err != nil {
			t.Fatal(err)
		}
		for i := range 100 {
			if x, y := a.IntN(100), b.IntN(100); x != y {
				t.Fatalf("draw %d after resume: %d vs %d", i, x, y)
			}
		}
	})
}

func TestSourceStateInterchangesWithMathRand(t *testing.T) {
	s := dice.NewSource(9)
	data, _ := s.MarshalBinary()
	p := new(rand.PCG)
	if err := p.UnmarshalBinary(data); err != nil {
		t.Fatalf("math/rand/v2 rejects our encoding: %v", err)
	}
	if a, b := s.Uint64(), p.Uint64(); a != b {
		t.Fatalf("after transfer: %#x vs %#x", a, b)
	}
}

func TestSourceUnmarshalErrors(t *testing.T) {
	s := dice.NewSource(3)
	before, _ := s.MarshalBinary()
	for _, bad := range [][]byte{nil, []byte("pcg:"), []byte("xyz:0123456789abcdef"), make([]byte, 21)} {
		err := s.UnmarshalBinary(bad)
		if !errors.Is(err, dice.ErrSourceState) {
			t.Errorf("UnmarshalBinary(%q) = %v, want ErrSourceState", bad, err)
		}
	}
	after, _ := s.MarshalBinary()
	if string(before) != string(after) {
		t.Error("a failed UnmarshalBinary changed the state")
	}
}

func TestSourceIntNPanicsOnZero(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("IntN(0) did not panic")
		}
	}()
	dice.NewSource(1).IntN(0)
}

func TestSourceJSON(t *testing.T) {
	type saved struct {
		Dice *dice.Source `json:"dice"`
	}
	a := dice.NewSource(1849)
	a.IntN(6)
	b, err := json.Marshal(saved{a})
	if err != nil {
		t.Fatal(err)
	}
	var back saved
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	if x, y := a.Uint64(), back.Dice.Uint64(); x != y {
		t.Fatalf("%s resumes with %#x, want %#x", b, y, x)
	}
	var s dice.Source
	for _, bad := range []string{"", "pcg:", "pcg:0123456789abcdef", "pcg:0123456789abcdeg:0123456789abcdef", "xyz:0123456789abcdef:0123456789abcdef", "pcg:0123456789abcdef:0123456789abcdef0"} {
		if err := s.UnmarshalText([]byte(bad)); !errors.Is(err, dice.ErrSourceState) {
			t.Errorf("UnmarshalText(%q) = %v", bad, err)
		}
	}
}
