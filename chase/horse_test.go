package chase

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestHorses(t *testing.T) {
	t.Run("CS-8 each of the eleven attributes is 3d6 modified by breed", func(t *testing.T) {
		var faces []int
		for i := range 11 {
			faces = append(faces, i%6+1, 2, 3) // sums 6, 7, 8, 9, 10, 11, 6, 7, 8, 9, 10
		}
		// height d6 → 3rd inch of 15.1–16.2; weight 11th 10-lb step; age d9 5;
		// temperament d6 3; vices: roll 6 of 6 → two; the 1st of 17, then the
		// 16th of the 16 left.
		faces = append(faces, 3, 11, 5, 3, 6, 1, 16)
		sc := script(t, faces...)
		h, err := RollHorse(sc, HorseSpec{Name: "Red", Breed: "thoroughbred"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		want := Horse{
			Name: "Red", Breed: "Thoroughbred", Sex: "gelding", Age: 3 + 5, Height: 63, Weight: 1000,
			Attributes: Attributes{
				ShortSpeed: 6 + 2, MediumSpeed: 7 + 2, LongSpeed: 8 + 1, Agility: 9, Endurance: 10 + 1,
				HorseSense: 11, Temperament: 6 - 1, Trainability: 7, Mettle: 8 + 1, Soundness: 9 - 1, Strength: 10,
			},
			TemperamentType: "nervous", Vices: []string{"charging", "tail rubbing"},
			HP: 10 + 8 + 1000/100, // Strength + Soundness + 1 per 100 lbs (default)
		}
		if diff := cmp.Diff(want, h); diff != "" {
			t.Errorf("horse (-want +got):\n%s", diff)
		}
		if got := h.Height.String(); got != "15.3" {
			t.Errorf("height %q, want 15.3 hands", got)
		}
		sc.Done()
	})

	t.Run("CS-8 no attribute falls below 1", func(t *testing.T) {
		faces := make([]int, 33)
		for i := range faces {
			faces[i] = 1
		}
		faces = append(faces, 1, 1, 1, 1)
		h, err := RollHorse(script(t, faces...), HorseSpec{Name: "Tiny", Breed: "Shire", Age: 5}, nil)
		if err != nil {
			t.Fatal(err)
		}
		// 3 − 4 Short, 3 − 3 Medium, 3 − 3 Agility: all 1; Strength 3 + 5.
		if a := h.Attributes; a.ShortSpeed != 1 || a.MediumSpeed != 1 || a.Agility != 1 || a.Strength != 8 || a.LongSpeed != 2 {
			t.Errorf("attributes %+v", a)
		}
	})

	t.Run("CS-8 a Percheron mare is smaller (the English rules)", func(t *testing.T) {
		faces := make([]int, 33)
		for i := range faces {
			faces[i] = 3
		}
		faces = append(faces, 1, 1, 1, 1)
		h, err := RollHorse(script(t, faces...), HorseSpec{Name: "Belle", Breed: "Percheron", Sex: "mare", Age: 7}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if h.Height.String() != "15" || h.Weight != 1500 {
			t.Errorf("mare %s hands, %d lbs; want 15 hands, 1,500 lbs", h.Height, h.Weight)
		}
	})

	t.Run("CS-8 the seven breeds with the English rules' heights and weights", func(t *testing.T) {
		want := map[string][4]string{
			"Arabian":       {"14", "15.2", "900", "1000"},
			"Morgan":        {"14.2", "15.2", "900", "1000"},
			"Quarter Horse": {"15.2", "15.2", "950", "1100"},
			"Thoroughbred":  {"15.1", "16.2", "900", "1200"},
			"Mustang":       {"14", "15", "700", "800"},
			"Percheron":     {"16", "17", "1800", "2000"},
			"Shire":         {"16.2", "17", "2000", "2000"},
		}
		bt := defaultBreeds()
		if len(bt) != 7 {
			t.Fatalf("%d breeds, want 7", len(bt))
		}
		for _, b := range bt {
			w, ok := want[b.Name]
			if !ok {
				t.Errorf("unexpected breed %q", b.Name)
				continue
			}
			got := [4]string{b.Size.Height[0].String(), b.Size.Height[1].String(), itoa(b.Size.Weight[0]), itoa(b.Size.Weight[1])}
			if got != w {
				t.Errorf("%s: %v, want %v", b.Name, got, w)
			}
		}
		p, _ := lookupBreed(bt, "percheron")
		if got := [4]string{p.Mare.Height[0].String(), p.Mare.Height[1].String(), itoa(p.Mare.Weight[0]), itoa(p.Mare.Weight[1])}; got != [4]string{"15", "16", "1500", "1600"} {
			t.Errorf("Percheron mare %v", got)
		}
		if err := validateBreeds(bt); err != nil {
			t.Error(err)
		}
	})

	t.Run("CS-8 an unknown breed is an error", func(t *testing.T) {
		_, err := RollHorse(script(t), HorseSpec{Name: "X", Breed: "Appaloosa"}, nil)
		wantErr(t, err, ErrHorse)
	})

	t.Run("CS-8 a horse sheet marshals to JSON and back", func(t *testing.T) {
		h, err := RollHorse(script(t, append(make33(4), 2, 2, 1, 2, 5, 4)...), HorseSpec{Name: "Dusty", Breed: "Mustang"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(h)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), `"height":"14.1"`) || !strings.Contains(string(data), `"temperamentType":"interested"`) {
			t.Errorf("JSON %s", data)
		}
		var back Horse
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(h, back); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
	})

	t.Run("a bad horse sheet is an error naming the field", func(t *testing.T) {
		for _, tc := range []struct{ json, msg string }{
			{`{"name":"X","breed":"Mustang","height":"14","weight":700,"temperamentType":"quiet","hp":10,"attributes":{"shortSpeed":0}}`, "Short Speed 0"},
			{`{"name":"X","breed":"Mustang","height":"14.5","weight":700}`, "height"},
			{`{"name":"X","breed":"Mustang","sex":"colt","height":"14","weight":700,"temperamentType":"quiet","hp":10,"attributes":{"shortSpeed":9,"mediumSpeed":9,"longSpeed":9,"agility":9,"endurance":9,"horseSense":9,"temperament":9,"trainability":9,"mettle":9,"soundness":9,"strength":9}}`, `unknown sex "colt": want "gelding", "mare" or "stallion"`},
			{`{"name":"X","breed":"","height":"14","weight":700,"temperamentType":"quiet","hp":10,"attributes":{"shortSpeed":9,"mediumSpeed":9,"longSpeed":9,"agility":9,"endurance":9,"horseSense":9,"temperament":9,"trainability":9,"mettle":9,"soundness":9,"strength":9}}`, "no breed"},
			{`[]`, ""},
		} {
			_, err := LoadHorse([]byte(tc.json))
			if !errors.Is(err, ErrHorse) || !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("%s: %v, want ErrHorse saying %q", tc.json, err, tc.msg)
			}
		}
	})

	t.Run("horse tables load and validate, naming the bad row", func(t *testing.T) {
		data, err := json.Marshal(DefaultHorseRules())
		if err != nil {
			t.Fatal(err)
		}
		hr, err := LoadHorseRules(data)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(DefaultHorseRules(), hr); diff != "" {
			t.Errorf("round trip (-want +got):\n%s", diff)
		}
		bad := DefaultHorseRules()
		bad.Breeds[2].Mods.Agility = 11
		var te *TableError
		if err := bad.validate(); !errors.As(err, &te) || te.Table != "breeds" || te.Row != 3 || te.Name != "Quarter Horse" {
			t.Errorf("%v, want breeds row 3 (Quarter Horse)", err)
		}
		bad = DefaultHorseRules()
		bad.Vices[4].Name = "kicking"
		if err := bad.validate(); !errors.As(err, &te) || te.Table != "vices" || te.Row != 5 {
			t.Errorf("%v, want vices row 5", err)
		}
		if _, err := LoadHorseRules([]byte(`{"breeds":[{"name":"Pony","size":{"height":["12","11"],"weight":[400,500]}}]}`)); !errors.Is(err, ErrTable) {
			t.Errorf("a breed shorter at its tallest: %v", err)
		}
	})

	t.Run("hands read as horsemen write them", func(t *testing.T) {
		for s, want := range map[string]Hands{"15.2": 62, "15": 60, "15,1": 61, "16.2": 66, " 14.3 ": 59} {
			if got, err := parseHands(s); err != nil || got != want {
				t.Errorf("ParseHands(%q) = %d, %v; want %d", s, got, err, want)
			}
		}
		for _, s := range []string{"15.4", "", "abc", "15.", ".2", "0", "-1", "1000", "15.22"} {
			if _, err := parseHands(s); !errors.Is(err, ErrHorse) {
				t.Errorf("ParseHands(%q): %v, want ErrHorse", s, err)
			}
		}
	})
}

func make33(face int) []int {
	fs := make([]int, 33)
	for i := range fs {
		fs[i] = face
	}
	return fs
}
