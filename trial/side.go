package trial

import (
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
)

// Side is one side of the courtroom: the prosecution, who wants the jurors in
// the Guilty column (6), or the defence, who wants them in the Innocent column
// (1). The zero Side is Nobody: no side (a tie, an untampered juror). A Side
// marshals to JSON as its name.
type Side uint8

// The sides.
const (
	Nobody Side = iota
	Prosecution
	Defence
)

// The two extreme columns of the jury board (rule TR-2): 6 is convinced
// guilty, 1 convinced innocent.
const (
	GuiltyColumn   = 6
	InnocentColumn = 1
)

var sideNames = enum.New[Side]("side", "nobody", "prosecution", "defence")

// String returns "prosecution", "defence" or "nobody".
func (s Side) String() string { return sideNames.String(s) }

// Other returns the opposing side; Nobody's other side is Nobody.
func (s Side) Other() Side {
	switch s {
	case Prosecution:
		return Defence
	case Defence:
		return Prosecution
	}
	return Nobody
}

// Column returns the extreme column a side wants the jurors in: 6 (Guilty)
// for the prosecution, 1 (Innocent) for the defence, 0 for Nobody.
func (s Side) Column() int {
	switch s {
	case Prosecution:
		return GuiltyColumn
	case Defence:
		return InnocentColumn
	}
	return 0
}

// Leaning returns the side a juror at position leans toward in deliberation
// (rule TRD-1): positions 4–6 lean to the prosecution, 1–3 to the defence.
// Anything off the board leans to Nobody.
func Leaning(position int) Side {
	switch {
	case position >= 4 && position <= 6:
		return Prosecution
	case position >= 1 && position <= 3:
		return Defence
	}
	return Nobody
}

// MarshalText encodes the side by name.
func (s Side) MarshalText() ([]byte, error) { return sideNames.Marshal(s, ErrName) }

// UnmarshalText decodes a side name ("defence", ignoring case; "defense"
// is accepted too); an unknown name wraps [ErrName] and lists the names.
func (s *Side) UnmarshalText(b []byte) error {
	if strings.EqualFold(strings.TrimSpace(string(b)), "defense") {
		*s = Defence
		return nil
	}
	return sideNames.Unmarshal(b, s, ErrName)
}

// Phase is a stage of the trial, in the order they are played: the hearing,
// the drawing of the jury, tampering before the trial, opening arguments,
// evidence, closing arguments, deliberation, and over. Jury points are spent
// only in the four phases from opening arguments to deliberation. A Phase
// marshals to JSON as its name.
type Phase uint8

// The phases of a trial.
const (
	PhaseHearing Phase = iota
	PhaseJury
	PhaseTampering
	PhaseOpening
	PhaseEvidence
	PhaseClosing
	PhaseDeliberation
	PhaseOver
)

var phaseNames = enum.New[Phase]("phase",
	"hearing", "jury", "tampering", "opening arguments", "evidence",
	"closing arguments", "deliberation", "over")

// String returns the phase's name: "opening arguments".
func (p Phase) String() string { return phaseNames.String(p) }

// points reports whether jury points are spent in the phase, and its column
// in the personality cost table.
func (p Phase) points() (int, bool) {
	if p >= PhaseOpening && p <= PhaseDeliberation {
		return int(p - PhaseOpening), true
	}
	return 0, false
}

// MarshalText encodes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return phaseNames.Marshal(p, ErrName) }

// UnmarshalText decodes a phase name, ignoring case; an unknown name wraps
// [ErrName] and lists the names.
func (p *Phase) UnmarshalText(b []byte) error { return phaseNames.Unmarshal(b, p, ErrName) }

// Verdict is how a trial ended: Pending while it goes on; Released at the
// hearing (3 or less, rule TR-1); Guilty or Innocent when all twelve jurors
// stand in one extreme column (rule TR-7) or, in a summary trial, by the
// hearing's roll (rule TRD-4); Hung after five days of deliberation without
// one, when a new trial is called. A Verdict marshals to JSON as its name.
type Verdict uint8

// The verdicts.
const (
	Pending Verdict = iota
	Released
	Guilty
	Innocent
	Hung
)

var verdictNames = enum.New[Verdict]("verdict", "pending", "released", "guilty", "innocent", "hung jury")

// String returns the verdict's name: "guilty", "hung jury".
func (v Verdict) String() string { return verdictNames.String(v) }

// MarshalText encodes the verdict by name.
func (v Verdict) MarshalText() ([]byte, error) { return verdictNames.Marshal(v, ErrName) }

// The seats number the two sides for the methods every encounter shares
// ([Trial.Waiting], [Trial.View], [Trial.Decide], [Trial.Answer],
// [Trial.SetDecider]) and for [Outcome].Winner: seat 0 is the prosecution,
// seat 1 the defence.

// seatSide returns the side of seat k, which must be 0 or 1.
func seatSide(k int) Side { return Side(k + 1) }

// seatOf returns the side of seat i, and false for a seat off the two.
func seatOf(i int) (Side, bool) {
	if i != 0 && i != 1 {
		return Nobody, false
	}
	return seatSide(i), true
}

// seat returns the seat of the prosecution or the defence.
func (s Side) seat() int {
	if s == Defence {
		return 1
	}
	return 0
}
