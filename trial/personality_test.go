package trial

import (
	"errors"
	"testing"
)

func TestPersonalityOf(t *testing.T) {
	for _, tc := range []struct {
		wisdom int
		want   Personality
	}{
		{3, Illogical}, {7, Illogical},
		{8, Conventional}, {10, Conventional},
		{11, Contemplative}, {13, Contemplative},
		{14, Analytical}, {16, Analytical},
		{17, Perceptive}, {18, Perceptive}, {30, Perceptive},
	} {
		t.Run("TR-2 Wisdom "+itoa(tc.wisdom)+" is "+tc.want.String(), func(t *testing.T) {
			got, err := PersonalityOf(tc.wisdom)
			if err != nil || got != tc.want {
				t.Errorf("PersonalityOf(%d) = %v, %v; want %v", tc.wisdom, got, err, tc.want)
			}
		})
	}
	for _, w := range []int{2, 0, -5, 31} {
		if _, err := PersonalityOf(w); !errors.Is(err, ErrJury) {
			t.Errorf("PersonalityOf(%d): err = %v, want ErrJury", w, err)
		}
	}
}

func TestPersonalityCosts(t *testing.T) {
	const no = -1 // cannot be moved in the phase
	// Jury points to move 1, 2, 3 and 5 places in each phase, from TR-2.
	type row [4]int
	for _, tc := range []struct {
		p                                        Personality
		opening, evidence, closing, deliberation row
	}{
		// Illogical: 1 point moves him 2 places.
		{Illogical, row{1, 1, 2, 3}, row{1, 1, 2, 3}, row{1, 1, 2, 3}, row{1, 1, 2, 3}},
		// Conventional: 1 point per place.
		{Conventional, row{1, 2, 3, 5}, row{1, 2, 3, 5}, row{1, 2, 3, 5}, row{1, 2, 3, 5}},
		// Contemplative: 2 points per place.
		{Contemplative, row{2, 4, 6, 10}, row{2, 4, 6, 10}, row{2, 4, 6, 10}, row{2, 4, 6, 10}},
		// Analytical: not in opening; evidence 1 per place; otherwise 3.
		{Analytical, row{no, no, no, no}, row{1, 2, 3, 5}, row{3, 6, 9, 15}, row{3, 6, 9, 15}},
		// Perceptive: not in opening or closing; evidence 1; deliberation 4.
		{Perceptive, row{no, no, no, no}, row{1, 2, 3, 5}, row{no, no, no, no}, row{4, 8, 12, 20}},
	} {
		for _, ph := range []struct {
			phase Phase
			want  row
		}{{PhaseOpening, tc.opening}, {PhaseEvidence, tc.evidence}, {PhaseClosing, tc.closing}, {PhaseDeliberation, tc.deliberation}} {
			name := "TR-2 " + tc.p.String() + " in " + ph.phase.String()
			if ph.want[0] == no {
				name += " cannot be moved"
			} else {
				name += " costs " + itoa(ph.want[0]) + ", " + itoa(ph.want[1]) + ", " + itoa(ph.want[2]) + ", " + itoa(ph.want[3]) + " for 1, 2, 3, 5 places"
			}
			t.Run(name, func(t *testing.T) {
				b := loneJuror(t, tc.p)
				for k, places := range []int{1, 2, 3, 5} {
					got, err := b.Cost(0, 1+places, ph.phase)
					if ph.want[k] == no {
						if !errors.Is(err, ErrMove) {
							t.Errorf("%d places: err = %v, want ErrMove", places, err)
						}
						continue
					}
					if err != nil || got != ph.want[k] {
						t.Errorf("%d places: %d, %v; want %d", places, got, err, ph.want[k])
					}
				}
			})
		}
	}
}

func TestPersonalityCostBadInput(t *testing.T) {
	b := loneJuror(t, Conventional)
	for _, ph := range []Phase{PhaseHearing, PhaseJury, PhaseTampering, PhaseOver} {
		if _, err := b.Cost(0, 2, ph); !errors.Is(err, ErrPhase) {
			t.Errorf("Cost in %v: %v, want ErrPhase", ph, err)
		}
	}
	if _, err := b.Cost(0, 1, PhaseOpening); !errors.Is(err, ErrMove) {
		t.Errorf("0 places: %v, want ErrMove", err)
	}
	b.Jurors[0].Personality = Personality(9)
	if _, err := b.Cost(0, 2, PhaseOpening); !errors.Is(err, ErrName) {
		t.Errorf("Personality(9): %v, want ErrName", err)
	}
}

// loneJuror returns a board whose juror A, of personality p, stands at 1
// (the others Conventional, at 6), so that a move of A to 1 + n prices n
// places.
func loneJuror(t *testing.T, p Personality) Board {
	t.Helper()
	wisdom := [...]int{Illogical: 5, Conventional: 9, Contemplative: 12, Analytical: 15, Perceptive: 18}[p]
	return boardOf(t, [JurySize]int{1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6}, [JurySize]int{wisdom, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9})
}
