package dice

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/words"
)

// Open says what a die does when it shows its highest face.
type Open uint8

const (
	// Closed dice are rolled once.
	Closed Open = iota
	// Penetrating dice (Aces & Eights, rule DI-1): on the highest face roll
	// again and add the new roll minus 1, repeating while the highest face
	// keeps coming up. A d6 showing 6, then 6, then 3 totals 6+5+2 = 13.
	// Used for damage and surgery damage, not for healing or bleeding.
	Penetrating
	// Exploding dice (Savage Worlds, rule DI-8): on the highest face roll
	// again and add the whole new roll, repeating.
	Exploding
)

// openSuffixes are the notation suffixes of the modes: "", "p" and "!".
var openSuffixes = [...]string{Closed: "", Penetrating: "p", Exploding: "!"}

// suffix returns the notation suffix of the mode ("" for an unknown one,
// which [Dice.Validate] refuses).
func (o Open) suffix() string {
	if int(o) < len(openSuffixes) {
		return openSuffixes[o]
	}
	return ""
}

// Limits on dice, so that every expression has a bounded cost to roll and to
// compute exactly, and every face fits its record. A die has 2..MaxSides
// sides everywhere a record is kept: in notation, in JSON, and when rolled
// by [Dice.Roll] and [RollAgainst]. The plain helpers [D] and [Sum] keep no
// record and roll any die of one side or more.
const (
	MaxCount = 100  // most dice in one group: 100d6
	MaxSides = 1000 // most sides on a die: d1000
)

// sidesText says how many sides: "1 side", "6 sides".
func sidesText(n int) string { return words.Count(n, "side", "sides") }

// Dice is a group of identical dice thrown together: N dice of Sides faces,
// closed, penetrating or exploding. When Open is not Closed, Into gives the
// sides of the die rolled after a highest face (0: the same die); a natural
// 20 on the shot roll penetrating into d6−1 (rule DI-2) is
// Dice{N: 1, Sides: 20, Open: Penetrating, Into: 6}, written "d20p6".
// The chain goes on while the Into die shows its own highest face.
//
// Dice marshal to JSON as their notation ("2d6p").
type Dice struct {
	N     int
	Sides int
	Open  Open
	Into  int
}

// shotDie is the d20 to hit penetrating into d6−1 (rules DI-2, DID-2).
var shotDie = Dice{N: 1, Sides: 20, Open: Penetrating, Into: 6}

// Validate reports whether the dice can be rolled: 1..MaxCount dice of
// 2..MaxSides sides, Into 0 or 2..MaxSides and only on open dice. The error
// wraps [ErrDice].
func (d Dice) Validate() error {
	switch {
	case d.N < 1 || d.N > MaxCount:
		return fmt.Errorf("%w: %d dice, want 1..%d", ErrDice, d.N, MaxCount)
	case d.Sides < 2 || d.Sides > MaxSides:
		return fmt.Errorf("%w: a die with %s, want 2..%d", ErrDice, sidesText(d.Sides), MaxSides)
	case d.Open > Exploding:
		return fmt.Errorf("%w: unknown open mode %d", ErrDice, d.Open)
	case d.Into != 0 && d.Open == Closed:
		return fmt.Errorf("%w: closed dice cannot continue into a d%d", ErrDice, d.Into)
	case d.Into != 0 && (d.Into < 2 || d.Into > MaxSides):
		return fmt.Errorf("%w: a continuation die with %s, want 2..%d", ErrDice, sidesText(d.Into), MaxSides)
	}
	return nil
}

// mustRoll panics unless the dice can be rolled into a record: 2..MaxSides
// sides, Into 0 or 2..MaxSides, a known open mode. A face above 1023 would
// not fit the record, so such dice are refused rather than misrecorded.
func (d *Dice) mustRoll() {
	if uint(d.Sides-2) > MaxSides-2 || d.Open > Exploding || uint(d.Into-2) > MaxSides-2 && d.Into != 0 {
		d.panicInvalid()
	}
}

// panicInvalid panics with what is wrong with the dice.
func (d Dice) panicInvalid() {
	d.N = 1
	panic(d.Validate())
}

// chainDie returns the sides of the die rolled after a highest face.
func (d Dice) chainDie() int { return d.chainOf(d.Sides) }

// chainOf returns the sides of the die rolled after a highest face of a die
// of s sides.
func (d Dice) chainOf(s int) int {
	if d.Into != 0 {
		return d.Into
	}
	return s
}

// mean returns the expected value of one die of d.
func (d Dice) mean() float64 {
	s := float64(d.Sides)
	first := (s + 1) / 2
	if d.Open == Closed {
		return first
	}
	c := float64(d.chainDie())
	// After a highest face (probability 1/s) the chain adds a geometric
	// number of continuation rolls, each worth its face (minus 1 when
	// penetrating); the chain goes on with probability 1/c per roll.
	each := (c + 1) / 2
	if d.Open == Penetrating {
		each--
	}
	return first + (1/s)*each*c/(c-1)
}

// String returns the notation of the dice: "2d6", "d6p", "d8!", "d20p6".
func (d Dice) String() string {
	var b strings.Builder
	d.appendTo(&b)
	return b.String()
}

func (d Dice) appendTo(b *strings.Builder) {
	if d.N != 1 {
		b.WriteString(strconv.Itoa(d.N))
	}
	b.WriteByte('d')
	b.WriteString(strconv.Itoa(d.Sides))
	b.WriteString(d.Open.suffix())
	if d.Into != 0 {
		b.WriteString(strconv.Itoa(d.Into))
	}
}

// MarshalText encodes the dice as notation.
func (d Dice) MarshalText() ([]byte, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return []byte(d.String()), nil
}

// UnmarshalText parses notation for a single group of dice without
// modifiers ("2d6p"). An exploding group reads "2d6!" or "2d6!!" alike: a
// group with nothing to keep or count rolls the same faces and sum whether
// each explosion is a new die or the die's own chain, and its [Throw] shows
// the chain.
func (d *Dice) UnmarshalText(text []byte) error {
	e, err := Parse(string(text))
	if err != nil {
		return err
	}
	if len(e.prog) != 1 || e.prog[0].op != opPool || !e.pools[0].plain() || len(e.labels) > 0 {
		return fmt.Errorf("%w: %q is not a single group of dice", ErrNotation, text)
	}
	*d = e.pools[0].Dice
	return nil
}

// MaxFaces is how many faces a record ([Throw], [Result]) keeps one by one.
const MaxFaces = 18

// faceLog packs up to MaxFaces natural faces (each 1..1023) into three
// words, six faces of 10 bits a word. Records hold faces this way rather than
// in an array so that a Throw or a Result stays a handful of machine words.
type faceLog struct {
	w0, w1, w2 uint64
}

// set stores face f at position i of a log whose position i is still zero;
// a position outside 0..MaxFaces-1 stores nothing. The word is chosen by
// comparing the position as an unsigned number, which also rejects a
// negative one.
func (l *faceLog) set(i, f int) {
	switch u := uint(i); {
	case u < 6:
		l.w0 |= uint64(f) << (10 * u)
	case u < 12:
		l.w1 |= uint64(f) << (10 * (u - 6))
	case u < MaxFaces:
		l.w2 |= uint64(f) << (10 * (u - 12))
	}
}

// get returns face i (0 when none was stored there, or i is outside
// 0..MaxFaces-1), choosing the word as set does.
func (l *faceLog) get(i int) int {
	var w uint64
	switch u := uint(i); {
	case u < 6:
		w = l.w0 >> (10 * u)
	case u < 12:
		w = l.w1 >> (10 * (u - 6))
	case u < MaxFaces:
		w = l.w2 >> (10 * (u - 12))
	}
	return int(w & 1023)
}

// face returns face i of a record that rolled rolled faces: 0 for i ≥
// rolled, as for i < 0 and past MaxFaces.
func (l *faceLog) face(i, rolled int) int {
	if i >= rolled {
		return 0
	}
	return l.get(i)
}

// list returns the first n faces, in the order rolled, in a new slice.
func (l *faceLog) list(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = l.get(i)
	}
	return out
}

// Throw is the record of a group of dice thrown: the natural faces in the
// order they were rolled (an open die's chain follows it), and the sum with
// penetration or explosion applied. When more than MaxFaces faces are
// rolled, the first MaxFaces are kept, Rolled counts them all and Sum is
// still exact. Read the faces with [Throw.Face] and [Throw.Faces]. Cut says
// that a chain ran to [MaxChain] rolls and was stopped there (a broken
// source; fair dice never do it).
//
// A Throw marshals to JSON as {"dice": "2d6p", "faces": [6, 2, 4], "rolled":
// 3, "sum": 11}, with "cut": true when a chain was cut.
type Throw struct {
	Dice   Dice
	faces  faceLog
	Rolled int
	Sum    int
	Cut    bool
}

// Roll throws the dice. Draws: one IntN(Sides) per die in order, each open
// die followed by its chain (one IntN(Into or Sides) per extra roll, at most
// MaxChain rolls of one die). Dice that fail [Dice.Validate] are a
// programmer error: fewer than one die rolls nothing, more than MaxCount
// roll all (the record keeps MaxFaces faces), and sides or Into outside
// 2..MaxSides, or an unknown open mode, panic with the [ErrDice] error that
// says what is wrong.
func (d Dice) Roll(r Rand) Throw {
	t := Throw{Dice: d}
	t.roll(r)
	return t
}

// roll rolls t.Dice into a Throw whose faces are zero. A single die, the
// common case, takes a short path.
func (t *Throw) roll(r Rand) {
	d := &t.Dice
	d.mustRoll()
	if d.N != 1 {
		t.faces, t.Rolled, t.Sum, t.Cut = d.roll(r, t.faces, t.Rolled)
		return
	}
	f := r.IntN(d.Sides) + 1
	t.faces.w0 = uint64(f)
	t.Rolled = 1
	t.Sum = f
	if d.Open == Closed || f != d.Sides {
		return
	}
	var more int
	t.faces, t.Rolled, more, t.Cut = d.chain(r, t.faces, 1)
	t.Sum += more
}

// roll rolls the dice, records the faces into log after the rolled faces
// already there (past MaxFaces it keeps counting but stores no more), and
// returns the log, the new count of faces, the sum and whether a chain was
// cut. Dice.Roll and Expr.Roll share it, so a group of dice rolls the same
// way alone and in an expression.
func (d *Dice) roll(r Rand, log faceLog, rolled int) (faceLog, int, int, bool) {
	sum, cut := 0, false
	for range d.N {
		f := r.IntN(d.Sides) + 1
		log.set(rolled, f)
		rolled++
		sum += f
		if d.Open == Closed || f != d.Sides {
			continue
		}
		var more int
		var c bool
		log, rolled, more, c = d.chain(r, log, rolled)
		sum += more
		cut = cut || c
	}
	return log, rolled, sum, cut
}

// chain rolls the chain of an open die that showed its highest face (rules
// DI-1, DI-8): the continuation die, again while it shows its own highest
// face, up to MaxChain rolls of the die. It records the faces as roll does
// and returns what they add, each less 1 when penetrating, and whether the
// chain was cut. A one-sided continuation die does not chain.
func (d *Dice) chain(r Rand, log faceLog, rolled int) (faceLog, int, int, bool) {
	c := d.chainDie()
	sum := 0
	for used := 1; c >= 2; used++ {
		if used == MaxChain {
			return log, rolled, sum, true
		}
		g := r.IntN(c) + 1
		log.set(rolled, g)
		rolled++
		sum += g
		if d.Open == Penetrating {
			sum--
		}
		if g != c {
			break
		}
	}
	return log, rolled, sum, false
}

// Len returns how many faces the record holds: Rolled, at most MaxFaces.
func (t Throw) Len() int { return min(t.Rolled, MaxFaces) }

// Face returns face i (0-based) in the order rolled, for i < Len; else 0.
func (t Throw) Face(i int) int { return t.faces.face(i, t.Rolled) }

// Faces returns the faces the record holds in the order rolled, in a new
// slice.
func (t Throw) Faces() []int { return t.faces.list(t.Len()) }

// Natural returns the first face rolled: the "natural" roll of a single die
// that fumble and critical rules look at.
func (t Throw) Natural() int { return t.faces.get(0) }

// String formats the throw as table talk: "2d6 4, 3 = 7"; an open die's
// chain is joined by arrows, "d6p 6→6→3 = 13".
func (t Throw) String() string {
	var b strings.Builder
	t.appendTo(&b)
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(t.Sum))
	return b.String()
}

// appendTo writes the dice and their faces, without the sum.
func (t *Throw) appendTo(b *strings.Builder) {
	t.Dice.appendTo(b)
	b.WriteByte(' ')
	appendFaces(b, t.Dice, &t.faces, 0, t.Len(), t.Rolled > MaxFaces)
	if t.Cut {
		b.WriteString(" (cut)")
	}
}

// appendFaces writes faces [from, to) of a log, thrown with dice d: chains
// joined by "→", dice by ", ".
func appendFaces(b *strings.Builder, d Dice, log *faceLog, from, to int, truncated bool) {
	inChain := false
	for i := from; i < to; i++ {
		f := log.get(i)
		if i > from {
			if inChain {
				b.WriteString("→")
			} else {
				b.WriteString(", ")
			}
		}
		b.WriteString(strconv.Itoa(f))
		top := d.Sides
		if inChain {
			top = d.chainDie()
		}
		inChain = d.Open != Closed && f == top && d.chainDie() >= 2
	}
	if truncated {
		b.WriteString(" …")
	}
}

// Equal reports whether two throws are the same dice with the same faces,
// count and sum (so that go-cmp can compare records that hold throws).
func (t Throw) Equal(o Throw) bool { return t == o }

type throwJSON struct {
	Dice   Dice  `json:"dice"`
	Faces  []int `json:"faces"`
	Rolled int   `json:"rolled"`
	Sum    int   `json:"sum"`
	Cut    bool  `json:"cut,omitempty"`
}

// MarshalJSON encodes the throw with the faces it holds.
func (t Throw) MarshalJSON() ([]byte, error) {
	return json.Marshal(throwJSON{t.Dice, t.Faces(), t.Rolled, t.Sum, t.Cut})
}

// UnmarshalJSON decodes a throw. The dice must be valid, the faces must fit
// them (1..Sides, or the continuation die) and number min(rolled, MaxFaces),
// and no key may be one a throw does not have; otherwise the error wraps
// [ErrDice].
func (t *Throw) UnmarshalJSON(data []byte) error {
	var j throwJSON
	if err := encounter.Strict(data, &j); err != nil {
		return fmt.Errorf("%w: %v", ErrDice, err)
	}
	if err := j.Dice.Validate(); err != nil {
		return err
	}
	if j.Rolled < j.Dice.N || len(j.Faces) != min(j.Rolled, MaxFaces) {
		return fmt.Errorf("%w: %d faces recorded of %d rolled", ErrDice, len(j.Faces), j.Rolled)
	}
	top := max(j.Dice.Sides, j.Dice.chainDie())
	nt := Throw{Dice: j.Dice, Rolled: j.Rolled, Sum: j.Sum, Cut: j.Cut}
	for i, f := range j.Faces {
		if f < 1 || f > top {
			return fmt.Errorf("%w: face %d is %d, not a face of %v", ErrDice, i, f, j.Dice)
		}
		nt.faces.set(i, f)
	}
	*t = nt
	return nil
}

// ShotRoll rolls the d20 to hit. With penetrate (the default of the SDK,
// rules DI-2 and DID-2) a natural 20 adds d6−1, and keeps adding d6−1 while
// the d6 shows 6: 20, 6, 4 totals 20+5+3 = 28. Without it the d20 is closed.
// Draws: IntN(20), then IntN(6) per extra roll.
func ShotRoll(r Rand, penetrate bool) Throw {
	if !penetrate {
		return Dice{N: 1, Sides: 20}.Roll(r)
	}
	return shotDie.Roll(r)
}
