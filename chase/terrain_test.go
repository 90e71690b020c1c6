package chase

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

func TestTerrain(t *testing.T) {
	t.Run("CS-7 plains: jokers and 2s are automatic hazards; desert: J, 2, 3, 4", func(t *testing.T) {
		for _, tc := range []struct {
			t    Terrain
			card string
			want bool
		}{
			{Plains, "Joker", true}, {Plains, "Joker 2", true}, {Plains, "2♠", true}, {Plains, "2♥", true},
			{Plains, "3♦", false}, {Plains, "J♣", false},
			{Desert, "J♣", true}, {Desert, "2♦", true}, {Desert, "3♥", true}, {Desert, "4♠", true},
			{Desert, "5♣", false}, {Desert, "Q♥", false}, {Desert, "Joker", false},
			{Open, "2♠", false}, {Open, "Joker", false},
		} {
			c, err := dice.ParseCard(tc.card)
			if err != nil {
				t.Fatal(err)
			}
			if got := tc.t.Hazards.has(c); got != tc.want {
				t.Errorf("%s: %s automatic hazard %v, want %v", tc.t.Name, tc.card, got, tc.want)
			}
		}
	})

	t.Run("terrains are data: JSON round trip, validation naming the stretch", func(t *testing.T) {
		data, err := json.Marshal([]Terrain{Open, Plains, Desert, Badlands, Mountains})
		if err != nil {
			t.Fatal(err)
		}
		if want := `{"name":"Plains","hazards":["Joker","2"]}`; !strings.Contains(string(data), want) {
			t.Errorf("JSON %s lacks %s", data, want)
		}
		var back []Terrain
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff([]Terrain{Open, Plains, Desert, Badlands, Mountains}, back); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
		var te *TableError
		for _, tc := range []struct {
			json string
			row  int
		}{
			{`[{"from":1,"to":2,"terrain":{"name":"A","hazards":["11"]}}]`, 0},
			{`[{"from":1,"to":2,"terrain":{"name":"A","hazards":[],"riding":60}}]`, 1},
			{`[{"from":1,"to":2,"terrain":{"name":"A","hazards":[]}},{"from":3,"to":4,"terrain":{"name":"","hazards":[]}}]`, 2},
		} {
			_, err := LoadCourse([]byte(tc.json))
			if !errors.As(err, &te) || te.Row != tc.row {
				t.Errorf("%s: %v, want row %d", tc.json, err, tc.row)
			}
		}
	})

	t.Run("ranks parse as players write them", func(t *testing.T) {
		for s, want := range map[string]RankSet{"A": Ranks(dice.Ace), "ace": Ranks(dice.Ace), "10": Ranks(10), "2": Ranks(2),
			"J": Ranks(dice.Jack), "queen": Ranks(dice.Queen), "K": Ranks(dice.King), "JOKER": RankSet(0).WithJokers()} {
			if got, err := parseRank(s); err != nil || got != want {
				t.Errorf("ParseRank(%q) = %v, %v; want %v", s, got, err, want)
			}
		}
		for _, s := range []string{"1", "11", "0", "02", "", "Z", "10♥"} {
			if _, err := parseRank(s); !errors.Is(err, ErrTable) {
				t.Errorf("ParseRank(%q): %v, want ErrTable", s, err)
			}
		}
	})

	t.Run("CS-7 the default course and bad courses", func(t *testing.T) {
		c := DefaultCourse()
		if err := c.validate(); err != nil || c.length() != 30 {
			t.Fatalf("default course: %v, length %d", err, c.length())
		}
		data, _ := json.Marshal(c)
		var back Course
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(c, back); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
		var te *TableError
		for _, tc := range []struct {
			c   Course
			row int
		}{
			{Course{}, 0},
			{Course{{From: 2, To: 10, Terrain: Plains}}, 1},
			{Course{{From: 1, To: 10, Terrain: Plains}, {From: 11, To: 9, Terrain: Desert}}, 2},
			{Course{{From: 1, To: 55, Terrain: Plains}}, 1},
			{Course{{From: 1, To: 5, Terrain: Terrain{}}}, 1},
		} {
			if err := tc.c.validate(); !errors.As(err, &te) || te.Row != tc.row {
				t.Errorf("%v: %v, want row %d", tc.c, err, tc.row)
			}
		}
	})
}

func TestSpeedTable(t *testing.T) {
	t.Run("CS-6 the default speed table: bet limits by phase, 2 × Medium and 2 × Long Speed on entering", func(t *testing.T) {
		st := DefaultSpeedTable()
		if err := st.validate(); err != nil {
			t.Fatal(err)
		}
		want := map[Phase]SpeedRow{
			Tactical: {Tactical, ShortSpeed, 0}, Short: {Short, ShortSpeed, 0},
			Medium: {Medium, MediumSpeed, 2}, Long: {Long, LongSpeed, 2}, Extreme: {Extreme, LongSpeed, 0},
		}
		for p, w := range want {
			if got := st.row(p); got != w {
				t.Errorf("%v: %+v, want %+v", p, got, w)
			}
		}
		if st.Opening != 2 {
			t.Errorf("opening %d, want 2 × Short Speed (CS-1 default)", st.Opening)
		}
	})

	t.Run("a speed table loads from JSON and names the bad row", func(t *testing.T) {
		data, _ := json.Marshal(DefaultSpeedTable())
		var st SpeedTable
		if err := json.Unmarshal(data, &st); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(DefaultSpeedTable(), st); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
		var te *TableError
		for _, tc := range []struct {
			edit func(*SpeedTable)
			row  int
		}{
			{func(s *SpeedTable) { s.Opening = 0 }, 0},
			{func(s *SpeedTable) { s.Phases = s.Phases[:4] }, 0},
			{func(s *SpeedTable) { s.Phases[2].Phase = Long }, 3},
			{func(s *SpeedTable) { s.Phases[1].Speed = Agility }, 2},
			{func(s *SpeedTable) { s.Phases[4].Red = 11 }, 5},
		} {
			s := DefaultSpeedTable()
			tc.edit(&s)
			if err := s.validate(); !errors.As(err, &te) || te.Row != tc.row {
				t.Errorf("%v, want row %d", err, tc.row)
			}
		}
	})

	t.Run("CS-1 a speed table of our own sets the opening red chips", func(t *testing.T) {
		st := DefaultSpeedTable()
		st.Opening = 3
		c := newChase(t, Setup{Pursued: rider("Bart", 50, calm()), Pursuers: []Rider{rider("Dill", 50, calm())}, Speed: &st}, dice.NewSource(1))
		if got := c.State().States[0].Chips.Red; got != 30 {
			t.Errorf("red %d, want 3 × Short Speed 10 = 30", got)
		}
	})
}
