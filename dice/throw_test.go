package dice_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

// The single open dice of the rules: a penetrating d6 (rule DI-1), an
// exploding d6 (rule DI-8) and the d20 to hit penetrating into d6−1 (rule
// DI-2).
var (
	d6p     = dice.Dice{N: 1, Sides: 6, Open: dice.Penetrating}
	d6x     = dice.Dice{N: 1, Sides: 6, Open: dice.Exploding}
	shotDie = dice.Dice{N: 1, Sides: 20, Open: dice.Penetrating, Into: 6}
)

func TestPenetration(t *testing.T) {
	t.Run("DI-1 a d6 penetrating 6, 6, 3 gives 6+5+2 = 13", func(t *testing.T) {
		s := dicetest.NewScript(t, 6, 6, 3)
		got := d6p.Roll(s)
		s.Done()
		if got.Sum != 13 || got.Rolled != 3 {
			t.Errorf("Penetrate = %v (rolled %d), want 13 from 3 faces", got, got.Rolled)
		}
		if want := "d6p 6→6→3 = 13"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("DI-1 a face below the highest stops the chain", func(t *testing.T) {
		s := dicetest.NewScript(t, 5)
		if got := d6p.Roll(s); got.Sum != 5 || got.Rolled != 1 {
			t.Errorf("Penetrate = %v, want 5", got)
		}
		s.Done()
	})
	t.Run("DI-1 a penetrating 6 then 1 adds nothing: 6", func(t *testing.T) {
		s := dicetest.NewScript(t, 6, 1)
		if got := d6p.Roll(s); got.Sum != 6 {
			t.Errorf("Penetrate = %v, want 6", got)
		}
		s.Done()
	})
	t.Run("DI-1 each die of 2d6p penetrates on its own", func(t *testing.T) {
		s := dicetest.NewScript(t, 6, 2, 4)
		got := dice.Dice{N: 2, Sides: 6, Open: dice.Penetrating}.Roll(s)
		s.Done()
		if got.Sum != 6+1+4 {
			t.Errorf("2d6p = %v, want 11", got)
		}
		if want := "2d6p 6→2, 4 = 11"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("DI-8 an exploding d6 6, 6, 3 adds whole rolls: 15", func(t *testing.T) {
		s := dicetest.NewScript(t, 6, 6, 3)
		if got := d6x.Roll(s); got.Sum != 15 {
			t.Errorf("Explode = %v, want 15", got)
		}
		s.Done()
	})
}

func TestShotRoll(t *testing.T) {
	t.Run("DI-2 a natural 20 adds d6-1: 20, 4 gives 23", func(t *testing.T) {
		s := dicetest.NewScript(t, 20, 4)
		if got := dice.ShotRoll(s, true); got.Sum != 23 {
			t.Errorf("ShotRoll = %v, want 23", got)
		}
		s.Done()
	})
	t.Run("DI-2 the d6-1 repeats on 6s: 20, 6, 6, 2 gives 20+5+5+1 = 31", func(t *testing.T) {
		s := dicetest.NewScript(t, 20, 6, 6, 2)
		got := dice.ShotRoll(s, true)
		s.Done()
		if got.Sum != 31 {
			t.Errorf("ShotRoll = %v, want 31", got)
		}
		if want := "d20p6 20→6→6→2 = 31"; got.String() != want {
			t.Errorf("String() = %q, want %q", got.String(), want)
		}
	})
	t.Run("DI-2 a 19 does not penetrate", func(t *testing.T) {
		s := dicetest.NewScript(t, 19)
		if got := dice.ShotRoll(s, true); got.Sum != 19 {
			t.Errorf("ShotRoll = %v, want 19", got)
		}
		s.Done()
	})
	t.Run("DID-2 switched off, a natural 20 is just 20", func(t *testing.T) {
		s := dicetest.NewScript(t, 20)
		if got := dice.ShotRoll(s, false); got.Sum != 20 {
			t.Errorf("ShotRoll = %v, want 20", got)
		}
		s.Done()
	})
}

func TestThrowProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// A penetrating throw totals at least the number of faces rolled and
		// at least N; a closed throw stays within N..N*Sides.
		d := dice.Dice{
			N:     rapid.IntRange(1, 6).Draw(t, "n"),
			Sides: rapid.SampledFrom([]int{2, 3, 4, 6, 8, 10, 12, 20, 100}).Draw(t, "sides"),
			Open:  rapid.SampledFrom([]dice.Open{dice.Closed, dice.Penetrating, dice.Exploding}).Draw(t, "open"),
		}
		got := d.Roll(dicetest.NewRapid(t))
		if got.Rolled < d.N {
			t.Fatalf("%v rolled %d faces", got, got.Rolled)
		}
		switch d.Open {
		case dice.Closed:
			if got.Rolled != d.N || got.Sum < d.N || got.Sum > d.N*d.Sides {
				t.Fatalf("%v out of bounds", got)
			}
		case dice.Penetrating:
			if got.Sum < got.Rolled {
				t.Fatalf("%v: total %d below chain length %d", got, got.Sum, got.Rolled)
			}
		case dice.Exploding:
			if got.Sum < got.Rolled {
				t.Fatalf("%v: total %d below faces rolled %d", got, got.Sum, got.Rolled)
			}
		}
	})
}

func TestThrowKeepsTotalBeyondCapacity(t *testing.T) {
	// Twenty 6s and a 1 on a penetrating d6: 6 + 19×5 + 0 = 101, more faces
	// than the record holds.
	faces := []int{}
	for range 20 {
		faces = append(faces, 6)
	}
	faces = append(faces, 1)
	s := dicetest.NewScript(t, faces...)
	got := d6p.Roll(s)
	s.Done()
	if got.Sum != 101 || got.Rolled != 21 || got.Len() != dice.MaxFaces || got.Face(17) != 6 || got.Face(18) != 0 {
		t.Fatalf("got sum %d rolled %d kept %d, want 101, 21, %d", got.Sum, got.Rolled, got.Len(), dice.MaxFaces)
	}
	if !strings.HasSuffix(got.String(), "6→6 … = 101") {
		t.Errorf("String() = %q, want the truncation shown", got.String())
	}
}

func TestDiceValidate(t *testing.T) {
	for _, d := range []dice.Dice{
		{N: 0, Sides: 6}, {N: 101, Sides: 6}, {N: 1, Sides: 1}, {N: 1, Sides: 1001},
		{N: 1, Sides: 6, Into: 6}, {N: 1, Sides: 6, Open: dice.Penetrating, Into: 1}, {N: 1, Sides: 6, Open: 9},
	} {
		if err := d.Validate(); !errors.Is(err, dice.ErrDice) {
			t.Errorf("%+v.Validate() = %v, want ErrDice", d, err)
		}
	}
	if err := shotDie.Validate(); err != nil {
		t.Errorf("d20p6.Validate() = %v", err)
	}
}

func TestDiceText(t *testing.T) {
	var d dice.Dice
	if err := d.UnmarshalText([]byte("2d6p")); err != nil || d != (dice.Dice{N: 2, Sides: 6, Open: dice.Penetrating}) {
		t.Fatalf("UnmarshalText(2d6p) = %+v, %v", d, err)
	}
	for _, bad := range []string{"2d6+1", "-d6", "3", "2d"} {
		if err := d.UnmarshalText([]byte(bad)); !errors.Is(err, dice.ErrNotation) {
			t.Errorf("UnmarshalText(%q) = %v, want ErrNotation", bad, err)
		}
	}
	b, err := shotDie.MarshalText()
	if err != nil || string(b) != "d20p6" {
		t.Errorf("d20p6.MarshalText() = %q, %v", b, err)
	}
}

func TestPlainDice(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// A die of any number of sides returns a face of its own die.
		r := dicetest.NewRapid(t)
		sides := rapid.IntRange(1, dice.MaxSides).Draw(t, "sides")
		if f := dice.D(r, sides); f < 1 || f > sides {
			t.Fatalf("d%d rolled %d", sides, f)
		}
		if s := dice.Sum(r, 3, 6); s < 3 || s > 18 {
			t.Fatalf("3d6 = %d, want 3..18", s)
		}
	})
}

func TestThrowJSON(t *testing.T) {
	s := dicetest.NewScript(t, 6, 2, 4)
	th := dice.Dice{N: 2, Sides: 6, Open: dice.Penetrating}.Roll(s)
	b, err := json.Marshal(th)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"dice":"2d6p","faces":[6,2,4],"rolled":3,"sum":11}`; string(b) != want {
		t.Errorf("Marshal = %s, want %s", b, want)
	}
	var back dice.Throw
	if err := json.Unmarshal(b, &back); err != nil || back != th {
		t.Errorf("round trip: %v, %v", back, err)
	}
	for _, bad := range []string{
		`{"dice":"2d6p","faces":[6,2],"rolled":3,"sum":11}`,
		`{"dice":"2d6","faces":[7,2],"rolled":2,"sum":9}`,
		`{"dice":"2d6","faces":[1],"rolled":1,"sum":1}`,
		`{"dice":"2x6","faces":[],"rolled":0,"sum":0}`,
		`[]`,
	} {
		if err := back.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("Unmarshal(%s) accepted", bad)
		}
	}
}

// Face answers the kept faces in order and 0 for any other index —
// negative, past Rolled, or past MaxFaces — for a Throw and a Result alike.
func TestFaceOutOfRange(t *testing.T) {
	check := func(name string, face func(int) int, faces []int) {
		t.Helper()
		for i := -25; i < 45; i++ {
			want := 0
			if i >= 0 && i < len(faces) {
				want = faces[i]
			}
			if got := face(i); got != want {
				t.Errorf("%s: Face(%d) = %d, want %d", name, i, got, want)
			}
		}
	}
	for _, n := range []int{1, 5, 6, 7, 12, 17, 18, 19, 30} {
		script := make([]int, n)
		for k := range script {
			script[k] = (k*389+1000)%1000 + 1 // faces all over 1..1000
		}
		d := dice.Dice{N: n, Sides: 1000}
		s := dicetest.NewScript(t, script...)
		th := d.Roll(s)
		s.Done()
		if len(th.Faces()) != min(n, dice.MaxFaces) {
			t.Fatalf("%v: %d faces kept", d, len(th.Faces()))
		}
		check(d.String(), th.Face, th.Faces())

		s = dicetest.NewScript(t, script...)
		res := dice.MustParse(d.String() + "+1").Roll(s)
		s.Done()
		check(res.Expr.String(), res.Face, res.Faces())
	}
}

func TestDiceOutsideTheRecordPanic(t *testing.T) {
	// A face above 1023 would not fit the record: dice with more than
	// MaxSides sides panic with ErrDice instead of recording a wrong face.
	for name, roll := range map[string]func(){
		"Penetrate d5000":  func() { dice.Dice{N: 1, Sides: 5000, Open: dice.Penetrating}.Roll(dice.NewSource(1)) },
		"Penetrate d0":     func() { dice.Dice{N: 1, Sides: 0, Open: dice.Penetrating}.Roll(dice.NewSource(1)) },
		"Explode d-3":      func() { dice.Dice{N: 1, Sides: -3, Open: dice.Exploding}.Roll(dice.NewSource(1)) },
		"Roll 2d1001":      func() { dice.Dice{N: 2, Sides: 1001}.Roll(dice.NewSource(1)) },
		"Roll d20p2000":    func() { dice.Dice{N: 1, Sides: 20, Open: dice.Penetrating, Into: 2000}.Roll(dice.NewSource(1)) },
		"RollAgainst d1e4": func() { dice.RollAgainst(dice.NewSource(1), dice.Dice{N: 1, Sides: 10000}, dice.AtLeast, 5) },
	} {
		func() {
			defer func() {
				err, _ := recover().(error)
				if !errors.Is(err, dice.ErrDice) {
					t.Errorf("%s: recovered %v, want an ErrDice panic", name, err)
				}
			}()
			roll()
		}()
	}
	d1000p := dice.Dice{N: 1, Sides: 1000, Open: dice.Penetrating}
	if got := d1000p.Roll(dicetest.NewScript(t, 1000, 1000, 7)); got.Sum != 1000+999+6 || got.Face(1) != 1000 || got.Face(2) != 7 {
		t.Errorf("d1000p 1000, 1000, 7 = %v, want 2005 with every face kept", got)
	}
	if err := (dice.Dice{N: 1, Sides: 1}).Validate(); err == nil || !strings.Contains(err.Error(), "a die with 1 side,") {
		t.Errorf("Validate(d1) = %v, want %q", err, "a die with 1 side")
	}
}
