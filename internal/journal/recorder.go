package journal

import "github.com/deadmanshand/aces/dice"

// Recorder is an encounter's dice as its deciders see them: a dice.Rand
// that draws from the encounter's own dice and, between Ask and Answered,
// records the sides of each draw, so that a decider's draws go into the
// journal with its answer and replay makes them again. With Off set it
// only draws (a study's encounter).
type Recorder struct {
	// Off records nothing.
	Off bool

	r      dice.Rand
	src    *dice.Source // r when it is a *dice.Source
	asking bool
	sides  []int
	hi, lo uint64 // src's state when the decider was asked
}

// Draws are the draws a decider made before answering: the sides of each,
// in order, and — when they do not explain where the dice went, because
// the decider drew on them other than through the Recorder — the state the
// dice were left in.
type Draws struct {
	Sides []int
	after []byte
}

// Use makes r the dice the recorder draws from.
func (rec *Recorder) Use(r dice.Rand) {
	rec.r = r
	rec.src, _ = r.(*dice.Source)
	rec.asking, rec.sides = false, rec.sides[:0]
}

// IntN draws from the encounter's dice, recording n while a decider is
// being asked.
func (rec *Recorder) IntN(n int) int {
	if rec.asking {
		rec.sides = append(rec.sides, n)
	}
	return rec.r.IntN(n)
}

// Ask starts recording: a decider is asked now.
func (rec *Recorder) Ask() {
	if rec.Off {
		return
	}
	rec.asking, rec.sides = true, rec.sides[:0]
	if rec.src != nil {
		rec.hi, rec.lo = rec.src.State()
	}
}

// Answered stops recording and returns the decider's draws. The sides
// alias the recorder's memory until the next Ask.
func (rec *Recorder) Answered() Draws {
	if rec.Off || !rec.asking {
		return Draws{}
	}
	rec.asking = false
	d := Draws{Sides: rec.sides}
	if rec.src == nil {
		return d
	}
	if !fit(rec.sides) {
		// Too many draws for an entry: the state they left stands for them.
		d.Sides = nil
		d.after, _ = rec.src.MarshalBinary()
		return d
	}
	// The sides explain the state when drawing them from the state the
	// decider was asked in gives the state it left.
	var again dice.Source
	again.SetState(rec.hi, rec.lo)
	for _, s := range rec.sides {
		again.IntN(s)
	}
	if again != *rec.src {
		d.after, _ = rec.src.MarshalBinary()
	}
	return d
}

// Rewind stops recording and puts the dice back where they were when the
// decider was asked: his answer was refused, and a refused answer changes
// nothing.
func (rec *Recorder) Rewind() {
	if rec.Off {
		return
	}
	rec.asking = false
	if rec.src != nil {
		rec.src.SetState(rec.hi, rec.lo)
	}
}

// fit reports whether sides fit in an entry (MaxDraws, MaxSides).
func fit(sides []int) bool {
	if len(sides) > MaxDraws {
		return false
	}
	for _, s := range sides {
		if s > MaxSides {
			return false
		}
	}
	return true
}
