package trial

import (
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/dice/dicetest"
)

// mixed is a board of every personality: A Illogical at 3, B Conventional
// at 4, C Contemplative at 2, D Analytical at 5, E Perceptive at 1, the rest
// Conventional.
func mixed(t tb) Board {
	return boardOf(t,
		[JurySize]int{3, 4, 2, 5, 1, 6, 6, 5, 4, 3, 2, 1},
		[JurySize]int{5, 9, 12, 15, 18, 9, 9, 9, 9, 9, 9, 9})
}

func TestBoardMove(t *testing.T) {
	t.Run("TR-2 moving a juror is one validated operation: cost and new place", func(t *testing.T) {
		b := mixed(t)
		for _, tc := range []struct {
			juror, to int
			ph        Phase
			cost      int
		}{
			{0, 6, PhaseOpening, 2},      // Illogical 3 → 6: 3 places, 2 points
			{2, 1, PhaseClosing, 2},      // Contemplative 2 → 1: 2 points
			{3, 1, PhaseEvidence, 4},     // Analytical 5 → 1 in evidence: 4 points
			{4, 3, PhaseDeliberation, 8}, // Perceptive 1 → 3 in deliberation: 8 points
			{1, 6, PhaseClosing, 2},      // Conventional 4 → 6: 2 points
		} {
			got, err := b.Move(tc.juror, tc.to, tc.ph)
			if err != nil || got != tc.cost {
				t.Errorf("Move(%s → %d, %v) = %d, %v; want %d", Letter(tc.juror), tc.to, tc.ph, got, err, tc.cost)
			}
			if p := b.Jurors[tc.juror].Position; p != tc.to {
				t.Errorf("juror %s at %d, want %d", Letter(tc.juror), p, tc.to)
			}
		}
	})
	t.Run("TR-2 a juror who cannot be moved in this phase: error, board unchanged", func(t *testing.T) {
		for _, tc := range []struct {
			juror, to int
			ph        Phase
			want      error
		}{
			{3, 6, PhaseOpening, ErrMove},   // Analytical, opening
			{4, 2, PhaseOpening, ErrMove},   // Perceptive, opening
			{4, 2, PhaseClosing, ErrMove},   // Perceptive, closing
			{0, 7, PhaseEvidence, ErrMove},  // off the board
			{0, 0, PhaseEvidence, ErrMove},  // off the board
			{0, 3, PhaseEvidence, ErrMove},  // not moved
			{12, 3, PhaseEvidence, ErrMove}, // no juror M
			{-1, 3, PhaseEvidence, ErrMove},
			{0, 4, PhaseTampering, ErrPhase},
		} {
			b := mixed(t)
			before := b
			if _, err := b.Move(tc.juror, tc.to, tc.ph); !errors.Is(err, tc.want) {
				t.Errorf("Move(%d → %d, %v): err = %v, want %v", tc.juror, tc.to, tc.ph, err, tc.want)
			}
			if b != before {
				t.Errorf("Move(%d → %d, %v) changed the board", tc.juror, tc.to, tc.ph)
			}
		}
	})
}

func TestBoardUnanimous(t *testing.T) {
	all := func(p int) [JurySize]int {
		var a [JurySize]int
		for i := range a {
			a[i] = p
		}
		return a
	}
	six, one := all(6), all(1)
	almost := all(6)
	almost[11] = 5
	split := all(1)
	split[0] = 6
	for _, tc := range []struct {
		name string
		pos  [JurySize]int
		want Verdict
	}{
		{"TR-7 all twelve at 6 is guilty", six, Guilty},
		{"TR-7 all twelve at 1 is innocent", one, Innocent},
		{"TR-7 eleven at 6 and one at 5 is no verdict", almost, Pending},
		{"TR-7 split between the extremes is no verdict", split, Pending},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardOf(t, tc.pos, conventional12)
			if got := b.Unanimous(); got != tc.want {
				t.Errorf("Unanimous = %v, want %v", got, tc.want)
			}
		})
	}
}

func TestBoardString(t *testing.T) {
	b := mixed(t)
	b.Jurors[4].Tampered = Defence
	const hidden = `6 guilty  5         4         3         2         1 innocent
F Cnv     D Ana     B Cnv     A Ill     C Ctm     E Per
G Cnv     H Cnv     I Cnv     J Cnv     K Cnv     L Cnv
`
	if got := b.String(); got != hidden {
		t.Errorf("String =\n%s\nwant\n%s", got, hidden)
	}
	b.Revealed = true
	b.Jurors[6].Position = 1
	const revealed = `6 guilty  5         4         3         2         1 innocent
F Cnv     D Ana     B Cnv     A Ill     C Ctm     E Per*
          H Cnv     I Cnv     J Cnv     K Cnv     G Cnv
                                                  L Cnv
`
	if got := b.String(); got != revealed {
		t.Errorf("String =\n%s\nwant\n%s", got, revealed)
	}
}

// TestPropMovesStayOnBoard: whatever moves are asked, every juror stays
// within 1..6 and a refused move changes nothing.
func TestPropMovesStayOnBoard(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		b, err := DrawJury(dicetest.NewRapid(rt), rapid.IntRange(-200, 200).Draw(rt, "score"), nil)
		if err != nil {
			rt.Fatal(err)
		}
		for range rapid.IntRange(0, 30).Draw(rt, "moves") {
			before := b
			i := rapid.IntRange(-1, JurySize).Draw(rt, "juror")
			to := rapid.IntRange(-1, 8).Draw(rt, "to")
			ph := Phase(rapid.IntRange(0, int(PhaseOver)).Draw(rt, "phase"))
			if _, err := b.Move(i, to, ph); err != nil && b != before {
				rt.Fatalf("refused move %d → %d in %v changed the board", i, to, ph)
			}
			for k, j := range b.Jurors {
				if j.Position < 1 || j.Position > 6 {
					rt.Fatalf("juror %s at %d", Letter(k), j.Position)
				}
			}
		}
	})
}
