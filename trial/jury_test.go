package trial

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice/dicetest"
)

func TestShift(t *testing.T) {
	for _, tc := range []struct{ face, mod, want int }{
		{1, -2, 1}, {2, -2, 1}, {3, -2, 1}, {4, -2, 2}, {6, -2, 4},
		{1, -1, 1}, {3, -1, 2},
		{1, 0, 1}, {6, 0, 6},
		{5, 1, 6}, {6, 1, 6},
		{2, 2, 4}, {4, 2, 6}, {5, 2, 6},
		{1, 3, 4}, {3, 3, 6}, {6, 3, 6},
	} {
		name := "TR-2 shift: d6 " + itoa(tc.face) + " " + signed(tc.mod) + " = " + itoa(tc.want)
		if tc.face+tc.mod != tc.want {
			name += " (clamped to 1..6)"
		}
		t.Run(name, func(t *testing.T) {
			if got := Shift(tc.face, tc.mod); got != tc.want {
				t.Errorf("Shift(%d, %+d) = %d, want %d", tc.face, tc.mod, got, tc.want)
			}
		})
	}
}

func signed(n int) string {
	if n < 0 {
		return itoa(n)
	}
	return "+" + itoa(n)
}

func TestDrawJury(t *testing.T) {
	t.Run("TR-2 twelve d6 shifted +1 for a Low defendant, then 3d6 Wisdom each", func(t *testing.T) {
		faces := []int{1, 2, 3, 4, 5, 6, 6, 5, 4, 3, 2, 1}
		// Wisdom 3d6 per juror, A..L: 1+1+1=3, 2+2+3=7, 3+3+2=8, 4+3+3=10,
		// 4+4+3=11, 5+4+4=13, 5+5+4=14, 6+5+5=16, 6+6+5=17, 6+6+6=18,
		// 1+2+6=9, 6+1+5=12.
		wis := []int{1, 1, 1, 2, 2, 3, 3, 3, 2, 4, 3, 3, 4, 4, 3, 5, 4, 4, 5, 5, 4, 6, 5, 5, 6, 6, 5, 6, 6, 6, 1, 2, 6, 6, 1, 5}
		s := dicetest.NewScript(t, append(faces, wis...)...)
		b, err := DrawJury(s, 10, nil)
		if err != nil {
			t.Fatal(err)
		}
		s.Done()
		want := [JurySize]Juror{
			{1, 2, 3, Illogical, Nobody}, {2, 3, 7, Illogical, Nobody}, {3, 4, 8, Conventional, Nobody},
			{4, 5, 10, Conventional, Nobody}, {5, 6, 11, Contemplative, Nobody}, {6, 6, 13, Contemplative, Nobody},
			{6, 6, 14, Analytical, Nobody}, {5, 6, 16, Analytical, Nobody}, {4, 5, 17, Perceptive, Nobody},
			{3, 4, 18, Perceptive, Nobody}, {2, 3, 9, Conventional, Nobody}, {1, 2, 12, Contemplative, Nobody},
		}
		if d := cmp.Diff(want, b.Jurors); d != "" {
			t.Errorf("jurors (-want +got):\n%s", d)
		}
	})
	t.Run("TR-2 Legendary defendant shifts -2; known NPCs' Wisdom rolls no dice", func(t *testing.T) {
		s := dicetest.NewScript(t, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6)
		wis := []int{3, 8, 11, 14, 17, 9, 9, 9, 9, 9, 9, 9}
		b, err := DrawJury(s, 101, wis)
		if err != nil {
			t.Fatal(err)
		}
		s.Done()
		if got, want := positions(b), [JurySize]int{1, 1, 1, 2, 3, 4, 1, 1, 1, 2, 3, 4}; got != want {
			t.Errorf("positions %v, want %v", got, want)
		}
		for i, p := range []Personality{Illogical, Conventional, Contemplative, Analytical, Perceptive} {
			if b.Jurors[i].Personality != p {
				t.Errorf("juror %s is %v, want %v", Letter(i), b.Jurors[i].Personality, p)
			}
		}
	})
	t.Run("RED-1 a Notorious defendant shifts every juror +3", func(t *testing.T) {
		s := dicetest.NewScript(t, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6)
		b, err := DrawJury(s, -8, conventional12[:])
		if err != nil {
			t.Fatal(err)
		}
		if got, want := positions(b), [JurySize]int{4, 5, 6, 6, 6, 6, 4, 5, 6, 6, 6, 6}; got != want {
			t.Errorf("positions %v, want %v", got, want)
		}
	})
}

func TestJuryNotOfTwelve(t *testing.T) {
	t.Run("TR-2 a jury not of twelve: eleven Wisdoms", func(t *testing.T) {
		if _, err := DrawJury(dicetest.NewScript(t), 40, make([]int, 11)); !errors.Is(err, ErrJury) {
			t.Errorf("err = %v, want ErrJury", err)
		}
	})
	t.Run("TR-2 a jury not of twelve: thirteen jurors seated", func(t *testing.T) {
		js := make([]Juror, 13)
		for i := range js {
			js[i] = Juror{Position: 3, Wisdom: 10}
		}
		if _, err := NewBoard(js); !errors.Is(err, ErrJury) {
			t.Errorf("err = %v, want ErrJury", err)
		}
	})
	t.Run("TR-2 Wisdom out of range", func(t *testing.T) {
		w := append([]int(nil), conventional12[:]...)
		w[4] = 2
		if _, err := DrawJury(dicetest.NewScript(t), 40, w); !errors.Is(err, ErrJury) {
			t.Errorf("err = %v, want ErrJury", err)
		}
	})
	t.Run("bad reputation", func(t *testing.T) {
		if _, err := DrawJury(dicetest.NewScript(t), 2_000_000, nil); !errors.Is(err, ErrReputation) {
			t.Errorf("err = %v, want ErrReputation", err)
		}
	})
}

func TestNewBoard(t *testing.T) {
	js := make([]Juror, JurySize)
	for i := range js {
		js[i] = Juror{Position: 1 + i%6, Wisdom: 3 + i}
	}
	b, err := NewBoard(js)
	if err != nil {
		t.Fatal(err)
	}
	if j := b.Jurors[5]; j.Drawn != 6 || j.Personality != Conventional {
		t.Errorf("juror F = %+v, want drawn 6 (from his position), Conventional (Wisdom 8)", j)
	}
	for _, bad := range []Juror{
		{Position: 0, Wisdom: 9}, {Position: 7, Wisdom: 9}, {Position: 3, Wisdom: 2},
		{Position: 3, Drawn: 9, Wisdom: 9}, {Position: 3, Wisdom: 9, Tampered: 5},
	} {
		js[3] = bad
		if _, err := NewBoard(js); !errors.Is(err, ErrJury) {
			t.Errorf("juror %+v: err = %v, want ErrJury", bad, err)
		}
	}
	if err := (Juror{Drawn: 3, Position: 3, Wisdom: 9, Personality: Perceptive}).validate(); !errors.Is(err, ErrJury) {
		t.Errorf("Wisdom 9 Perceptive: %v, want ErrJury", err)
	}
}

func TestLetter(t *testing.T) {
	if Letter(0) != "A" || Letter(11) != "L" || Letter(12) != "?" || Letter(-1) != "?" {
		t.Errorf("Letter: %s %s %s %s", Letter(0), Letter(11), Letter(12), Letter(-1))
	}
}
