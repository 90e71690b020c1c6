package dice

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// Source is the production randomness of the SDK: a PCG-DXSM generator
// (128-bit state, the algorithm of math/rand/v2's PCG) held by value, with
// Lemire's bounded draw inlined into IntN. It implements [Rand] and
// math/rand/v2's Source, so rand.New(src) works too.
//
// A Source is seeded with [NewSource] or [Source.Reseed], and saved and
// restored with [Source.MarshalBinary] and [Source.UnmarshalBinary]: an
// encounter saved mid-fight resumes with exactly the dice it would have rolled.
// The encoding is the one math/rand/v2's PCG uses ("pcg:" and the two state
// words, big-endian), so a state can move between the two.
//
// The stream of a state is fixed: Source with state (hi, lo) yields the same
// Uint64 values as rand.NewPCG(hi, lo), and its IntN the same values as
// rand.New(rand.NewPCG(hi, lo)).IntN on 64-bit platforms, on every platform.
//
// The zero Source is usable (state 0, 0) but every zero Source rolls the same
// dice; seed it. A Source is not safe for concurrent use: give each goroutine
// its own (see [StudySeed]).
type Source struct {
	hi, lo uint64
}

// NewSource returns a Source seeded with seed, as [Source.Reseed] does.
func NewSource(seed uint64) *Source {
	s := new(Source)
	s.Reseed(seed)
	return s
}

// Reseed resets the generator in place to the stream of seed: the state words
// are the first two outputs of SplitMix64 started at seed (see [StudySeed]).
// Reseeding allocates nothing, so a simulation reuses one Source per worker.
func (s *Source) Reseed(seed uint64) {
	s.hi = splitMix64(seed + golden)
	s.lo = splitMix64(seed + golden + golden)
}

// SetState sets the raw 128-bit PCG state, as rand.NewPCG(hi, lo) would.
func (s *Source) SetState(hi, lo uint64) { s.hi, s.lo = hi, lo }

// State returns the raw 128-bit PCG state.
func (s *Source) State() (hi, lo uint64) { return s.hi, s.lo }

// Uint64 returns a uniformly distributed 64-bit value.
func (s *Source) Uint64() uint64 {
	const (
		mulHi = 2549297995355413924
		mulLo = 4865540595714422341
		incHi = 6364136223846793005
		incLo = 1442695040888963407
	)
	// state = state*mul + inc (128-bit LCG)
	hi, lo := bits.Mul64(s.lo, mulLo)
	hi += s.hi*mulLo + s.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	s.lo, s.hi = lo, hi
	// DXSM output permutation
	const cheapMul = 0xda942042e4dd58b5
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// IntN returns a uniform integer in [0, n). It panics if n <= 0.
// It draws exactly as math/rand/v2's Rand.IntN does on 64-bit platforms:
// a mask for powers of two, otherwise Lemire's multiply-and-reject.
func (s *Source) IntN(n int) int {
	if n <= 0 {
		panic("dice: invalid argument to IntN")
	}
	u := uint64(n)
	x := s.Uint64()
	if u&(u-1) == 0 {
		return int(x & (u - 1))
	}
	hi, lo := bits.Mul64(x, u)
	if lo < u {
		thresh := -u % u
		for lo < thresh {
			hi, lo = bits.Mul64(s.Uint64(), u)
		}
	}
	return int(hi)
}

const sourceMagic = "pcg:"

// MarshalBinary encodes the generator state: "pcg:" then hi and lo,
// big-endian (20 bytes), the encoding of math/rand/v2's PCG.
func (s *Source) MarshalBinary() ([]byte, error) {
	b := append(make([]byte, 0, 20), sourceMagic...)
	b = binary.BigEndian.AppendUint64(b, s.hi)
	b = binary.BigEndian.AppendUint64(b, s.lo)
	return b, nil
}

// UnmarshalBinary restores a state encoded by [Source.MarshalBinary] (or by
// math/rand/v2's PCG). A malformed encoding is an error that wraps
// [ErrSourceState]; the Source is then unchanged.
func (s *Source) UnmarshalBinary(data []byte) error {
	if len(data) != 20 || string(data[:4]) != sourceMagic {
		return fmt.Errorf("%w: want 20 bytes starting %q, got %d bytes", ErrSourceState, sourceMagic, len(data))
	}
	s.hi = binary.BigEndian.Uint64(data[4:])
	s.lo = binary.BigEndian.Uint64(data[12:])
	return nil
}

// MarshalText encodes the state as text, "pcg:" and the two state words in
// hexadecimal: "pcg:9d6b1b4cd1e21e3a:60c3a1de2c0e8b2f". A Source held in a
// struct therefore saves with encoding/json.
func (s *Source) MarshalText() ([]byte, error) {
	b := append([]byte(sourceMagic), fmt.Sprintf("%016x:%016x", s.hi, s.lo)...)
	return b, nil
}

// UnmarshalText restores a state encoded by [Source.MarshalText]. A malformed
// encoding wraps [ErrSourceState]; the Source is then unchanged.
func (s *Source) UnmarshalText(text []byte) error {
	t := string(text)
	rest, ok := strings.CutPrefix(t, sourceMagic)
	hiText, loText, ok2 := strings.Cut(rest, ":")
	if !ok || !ok2 || len(hiText) != 16 || len(loText) != 16 {
		return fmt.Errorf("%w: %q is not pcg:<16 hex digits>:<16 hex digits>", ErrSourceState, t)
	}
	hi, err1 := strconv.ParseUint(hiText, 16, 64)
	lo, err2 := strconv.ParseUint(loText, 16, 64)
	if err1 != nil || err2 != nil {
		return fmt.Errorf("%w: %q has a malformed state word", ErrSourceState, t)
	}
	s.hi, s.lo = hi, lo
	return nil
}
