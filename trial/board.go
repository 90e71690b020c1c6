package trial

import (
	"fmt"
	"strings"
)

// Board is the jury board (rule TR-2): twelve jurors, each a d6 standing in
// one of six columns, 6 (convinced guilty) on the left to 1 (convinced
// innocent) on the right. Revealed is set when deliberation begins and the
// tampered jurors are shown (rule TR-7).
type Board struct {
	Jurors   [JurySize]Juror `json:"jurors"`
	Revealed bool            `json:"revealed,omitempty"`
}

// Cost returns the jury points to move juror i (0 for A … 11 for L) to
// position to in a phase (rule TR-2), without moving him. No such juror, a
// position off the board, no move at all, or a juror his personality keeps
// still in this phase wraps [ErrMove]; a phase without jury points wraps
// [ErrPhase].
func (b *Board) Cost(i, to int, ph Phase) (int, error) {
	if i < 0 || i >= JurySize {
		return 0, fmt.Errorf("%w: no juror %d (want 0..%d, A..L)", ErrMove, i, JurySize-1)
	}
	j := &b.Jurors[i]
	if to < 1 || to > 6 {
		return 0, fmt.Errorf("%w: juror %s to position %d, off the board (1..6)", ErrMove, Letter(i), to)
	}
	if to == j.Position {
		return 0, fmt.Errorf("%w: juror %s is already at %d", ErrMove, Letter(i), to)
	}
	if _, ok := ph.points(); !ok {
		return 0, fmt.Errorf("%w: no jury points are spent in the %v", ErrPhase, ph)
	}
	r, ok := j.Personality.price(ph)
	if !ok {
		return 0, fmt.Errorf("%w: juror %s: personality %d", ErrName, Letter(i), j.Personality)
	}
	if !r.movable() {
		return 0, fmt.Errorf("%w: juror %s (%v) cannot be moved in %v (TR-2)", ErrMove, Letter(i), j.Personality, ph)
	}
	return r.cost(abs(to - j.Position)), nil
}

// Move moves juror i to position to in a phase and returns the jury points
// it cost (rule TR-2): one validated operation — on an error (as
// [Board.Cost]) the board is unchanged.
func (b *Board) Move(i, to int, ph Phase) (int, error) {
	c, err := b.Cost(i, to, ph)
	if err != nil {
		return 0, err
	}
	b.Jurors[i].Position = to
	return c, nil
}

// Unanimous returns Guilty when all twelve stand in the Guilty column (6),
// Innocent when all stand in the Innocent column (1), and Pending otherwise
// (rule TR-7).
func (b *Board) Unanimous() Verdict {
	p := b.Jurors[0].Position
	if p != GuiltyColumn && p != InnocentColumn {
		return Pending
	}
	for i := 1; i < JurySize; i++ {
		if b.Jurors[i].Position != p {
			return Pending
		}
	}
	if p == GuiltyColumn {
		return Guilty
	}
	return Innocent
}

// abbrev returns the personality's three letters on the board: "Ctm"; "?"
// for an unknown one.
func (p Personality) abbrev() string {
	if !p.valid() {
		return "?"
	}
	return [...]string{"Ill", "Cnv", "Ctm", "Ana", "Per"}[p]
}

// String draws the board as the table lays it out, 6 on the left and 1 on
// the right, each juror by letter and personality (Ill Illogical, Cnv
// Conventional, Ctm Contemplative, Ana Analytical, Per Perceptive), a star
// on a tampered juror once deliberation has revealed him:
//
//	6 guilty  5         4         3         2         1 innocent
//	A Ill     C Ctm     D Ana               B Cnv     E Per*
//	F Cnv               G Ill
func (b Board) String() string {
	var cols [6][]int // column 0 is position 6
	rows := 0
	for i, j := range b.Jurors {
		c := 6 - j.Position
		if c < 0 || c > 5 {
			continue
		}
		cols[c] = append(cols[c], i)
		rows = max(rows, len(cols[c]))
	}
	const width = 10
	var sb strings.Builder
	line := func(cell func(c int) string) {
		var l strings.Builder
		for c := range 6 {
			s := cell(c)
			l.WriteString(s)
			if c < 5 {
				l.WriteString(strings.Repeat(" ", max(1, width-len(s))))
			}
		}
		sb.WriteString(strings.TrimRight(l.String(), " "))
		sb.WriteByte('\n')
	}
	line(func(c int) string {
		switch c {
		case 0:
			return "6 guilty"
		case 5:
			return "1 innocent"
		}
		return string(rune('6' - c))
	})
	for r := range rows {
		line(func(c int) string {
			if r >= len(cols[c]) {
				return ""
			}
			i := cols[c][r]
			j := b.Jurors[i]
			s := Letter(i) + " " + j.Personality.abbrev()
			if b.Revealed && j.Tampered != Nobody {
				s += "*"
			}
			return s
		})
	}
	return sb.String()
}
