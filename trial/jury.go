package trial

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// JurySize is the number of jurors in every trial (rule TR-2).
const JurySize = 12

// Juror is one of the twelve, a d6 on the board (rule TR-2): the face first
// rolled, his position now (6 convinced guilty … 1 convinced innocent), his
// Wisdom and the personality it gives him, and — secret until deliberation —
// the side that bribed or intimidated him (rule TR-3). Jurors are named by
// letter, A to L, so that a juror is never confused with a position.
type Juror struct {
	Drawn       int         `json:"drawn"`    // the d6 as rolled, before the Reputation shift
	Position    int         `json:"position"` // 1..6 on the board
	Wisdom      int         `json:"wisdom"`
	Personality Personality `json:"personality"`
	Tampered    Side        `json:"tampered,omitempty"` // the side with him in its pocket
}

// validate reports a face or position outside 1..6, a Wisdom outside
// 3..30, a personality that does not match the Wisdom, or an unknown
// tampering side; the error wraps [ErrJury].
func (j Juror) validate() error {
	p, err := PersonalityOf(j.Wisdom)
	switch {
	case j.Drawn < 1 || j.Drawn > 6:
		return fmt.Errorf("%w: drawn face %d outside 1..6", ErrJury, j.Drawn)
	case j.Position < 1 || j.Position > 6:
		return fmt.Errorf("%w: position %d outside 1..6", ErrJury, j.Position)
	case err != nil:
		return err
	case p != j.Personality:
		return fmt.Errorf("%w: Wisdom %d makes him %v, not %v", ErrJury, j.Wisdom, p, j.Personality)
	case j.Tampered > Defence:
		return fmt.Errorf("%w: tampered by %v", ErrJury, j.Tampered)
	}
	return nil
}

// Letter returns the letter that names juror i (0-based): "A" … "L"; "?"
// for an index off the jury.
func Letter(i int) string {
	if i < 0 || i >= JurySize {
		return "?"
	}
	return letters[i : i+1]
}

const letters = "ABCDEFGHIJKL"

// Shift moves a juror's face by the defendant's Reputation modifier (rule
// TR-2) and clamps it to the board, 1..6: a 5 shifted +3 for a Notorious
// defendant stands at 6; a 2 shifted −2 for a Legendary one at 1.
func Shift(face, mod int) int { return max(1, min(6, face+mod)) }

// DrawJury draws the twelve (rule TR-2): a d6 per juror for his leaning,
// shifted by the defendant's Reputation modifier ([ReputationModifier]) and
// clamped to 1..6; then his Wisdom — wisdoms[i] for a juror who is a known
// NPC, or 3d6 when wisdoms is nil — and the personality it gives him.
// wisdoms must be nil or hold twelve scores of 3..30, and the score within
// ±reputation.MaxScore; otherwise the error wraps [ErrJury] or
// [ErrReputation] and nothing is rolled.
//
// Draws: twelve IntN(6), jurors A to L; then, when wisdoms is nil, three
// IntN(6) per juror, A to L.
func DrawJury(r dice.Rand, score int, wisdoms []int) (Board, error) {
	var b Board
	if err := checkReputation(score); err != nil {
		return b, err
	}
	if err := checkWisdoms(wisdoms); err != nil {
		return b, err
	}
	b.draw(r, ReputationModifier(score).Value, wisdoms)
	return b, nil
}

func checkWisdoms(wisdoms []int) error {
	if wisdoms == nil {
		return nil
	}
	if len(wisdoms) != JurySize {
		return fmt.Errorf("%w: %d Wisdom scores, want %d (one per juror) or none", ErrJury, len(wisdoms), JurySize)
	}
	for i, w := range wisdoms {
		if _, err := PersonalityOf(w); err != nil {
			return fmt.Errorf("juror %s: %w", Letter(i), err)
		}
	}
	return nil
}

// draw fills the board; wisdoms are valid.
func (b *Board) draw(r dice.Rand, mod int, wisdoms []int) {
	*b = Board{}
	for i := range b.Jurors {
		j := &b.Jurors[i]
		j.Drawn = dice.D(r, 6)
		j.Position = Shift(j.Drawn, mod)
	}
	for i := range b.Jurors {
		j := &b.Jurors[i]
		if wisdoms != nil {
			j.Wisdom = wisdoms[i]
		} else {
			j.Wisdom = dice.D(r, 6) + dice.D(r, 6) + dice.D(r, 6)
		}
		j.Personality, _ = PersonalityOf(j.Wisdom)
	}
}

// NewBoard seats a jury the GM has already rolled at the table: twelve
// jurors with their positions and Wisdom. A Drawn face of 0 is taken to be
// the position, and each Personality is set from the Wisdom. A jury not of
// twelve, or a juror with a face or position outside 1..6, a Wisdom
// outside 3..30 or an unknown tampering side, wraps [ErrJury].
func NewBoard(jurors []Juror) (Board, error) {
	var b Board
	if len(jurors) != JurySize {
		return b, fmt.Errorf("%w: %d jurors, want %d", ErrJury, len(jurors), JurySize)
	}
	for i, j := range jurors {
		if j.Drawn == 0 {
			j.Drawn = j.Position
		}
		if p, err := PersonalityOf(j.Wisdom); err == nil {
			j.Personality = p
		}
		if err := j.validate(); err != nil {
			return Board{}, fmt.Errorf("juror %s: %w", Letter(i), err)
		}
		b.Jurors[i] = j
	}
	return b, nil
}
