package wounds

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

// gunfightAftermath wounds p as a bad gunfight would.
func gunfightAftermath(tb tester, p *Patient) {
	tb.Helper()
	for _, h := range []Hit{
		{Location: LeftThigh, Damage: 9, Cause: Bullet},
		{Location: Abdomen, Damage: 5, Cause: Bullet},
		{Location: RightArm, Damage: 8, Cause: Bullet, DeadlyShot: true},
	} {
		mustWound(tb, p, h)
	}
}

func TestSaveAndResume(t *testing.T) {
	body := Body{Name: "Clay", Con: 13, MaxHP: 40, Talents: []string{talentGrit}}
	straight := newPatient(t, body, dice.NewSource(42), nil)
	saved := newPatient(t, body, dice.NewSource(42), nil)
	for _, p := range []*Patient{straight, saved} {
		gunfightAftermath(t, p)
		p.NurseAll(true)
	}
	want := append([]Event(nil), advance(t, straight, 20*Day)...)
	got := append([]Event(nil), advance(t, saved, 3*Hour+7*Minute)...)

	data, err := json.Marshal(saved)
	if err != nil {
		t.Fatal(err)
	}
	var resumed Patient
	if err := json.Unmarshal(data, &resumed); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(saved.Wounds(), resumed.Wounds(), cmp.AllowUnexported(Wound{})); diff != "" {
		t.Fatalf("wounds after a round trip (-saved +resumed):\n%s", diff)
	}
	if resumed.HP() != saved.HP() || resumed.Now() != saved.Now() || resumed.Body().Name != "Clay" || resumed.Penalties() != saved.Penalties() {
		t.Fatal("patient differs after a round trip")
	}
	got = append(got, advance(t, &resumed, 20*Day-resumed.Now())...)
	if len(got) != len(want) {
		t.Fatalf("%d events resumed, %d straight", len(got), len(want))
	}
	for k := range want {
		if got[k] != want[k] {
			t.Fatalf("event %d\nresumed  %s\nstraight %s", k, got[k], want[k])
		}
	}
	// A second save of the resumed patient is the same JSON as the straight one's.
	a, _ := json.Marshal(straight)
	b, _ := json.Marshal(&resumed)
	if string(a) != string(b) {
		t.Errorf("saves differ:\n%s\n%s", a, b)
	}
}

func TestSaveDice(t *testing.T) {
	t.Run("dice that cannot be saved are an error", func(t *testing.T) {
		p := newPatient(t, Body{Con: 10, MaxHP: 20}, scriptOf(t), nil)
		if _, err := json.Marshal(p); !errors.Is(err, ErrRand) {
			t.Errorf("script dice: %v", err)
		}
	})
	t.Run("no dice save nothing; the loaded patient keeps its own", func(t *testing.T) {
		p := newPatient(t, Body{Con: 10, MaxHP: 20}, dice.NewSource(1), nil)
		p.SetRand(nil)
		data, err := json.Marshal(p)
		if err != nil || strings.Contains(string(data), `"dice"`) {
			t.Fatalf("%s %v", data, err)
		}
		src := dice.NewSource(9)
		q := newPatient(t, Body{Con: 10, MaxHP: 20}, src, nil)
		if err := json.Unmarshal(data, q); err != nil || q.rnd != src {
			t.Errorf("rand replaced: %v", err)
		}
	})
	t.Run("saved dice restore into the patient's own source", func(t *testing.T) {
		p := newPatient(t, Body{Con: 10, MaxHP: 20}, dice.NewSource(5), nil)
		data, _ := json.Marshal(p)
		src := dice.NewSource(77)
		q := newPatient(t, Body{Con: 10, MaxHP: 20}, src, plainTables(t))
		if err := json.Unmarshal(data, q); err != nil {
			t.Fatal(err)
		}
		if q.rnd != src || src.Uint64() != dice.NewSource(5).Uint64() {
			t.Error("the source was not restored in place")
		}
		if !q.Tables().Critical.Lookup(Abdomen, 10).IsZero() {
			t.Error("the loaded patient lost its tables")
		}
	})
}

func TestBadState(t *testing.T) {
	p := newPatient(t, Body{Con: 12, MaxHP: 30}, dice.NewSource(1), nil)
	gunfightAftermath(t, p)
	advance(t, p, Hour)
	good, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, from, to string
		want           error
	}{
		{"version", `"version":4`, `"version":3`, ErrState},
		{"hit points", `"hp":`, `"hp":1`, ErrState},
		{"body", `"con":12`, `"con":0`, ErrBody},
		{"pronoun", `"con":12`, `"pronoun":"it","con":12`, ErrState},
		{"clock", `"now":36000`, `"now":-5`, ErrState},
		{"location", `"location":"left thigh"`, `"location":"tail"`, ErrState},
		{"process", `"next":{`, `"next":{"dance":70,`, ErrState},
		{"process in the past", `"next":{`, `"next":{"wake":5,`, ErrState},
		{"from", `"from":-1`, `"from":7`, ErrState},
		{"severity", `"severity":9`, `"severity":99`, ErrState},
		{"not JSON", `{`, `[`, ErrState},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := strings.Replace(string(good), tc.from, tc.to, 1)
			if bad == string(good) {
				t.Fatalf("%q not in %s", tc.from, good)
			}
			q := newPatient(t, Body{Con: 10, MaxHP: 20}, dice.NewSource(1), nil)
			err := q.UnmarshalJSON([]byte(bad))
			if !errors.Is(err, tc.want) {
				t.Fatalf("error %v, want %v", err, tc.want)
			}
			if q.HP() != 20 || len(q.Wounds()) != 0 {
				t.Error("a bad load changed the patient")
			}
		})
	}
}

func TestEventJSON(t *testing.T) {
	p := newPatient(t, Body{Con: 12, MaxHP: 40}, dice.NewSource(8), nil)
	gunfightAftermath(t, p)
	advance(t, p, 10*Day)
	data, err := json.Marshal(p.Log())
	if err != nil {
		t.Fatal(err)
	}
	var back []Event
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if len(back) != len(p.Log()) {
		t.Fatalf("%d events back of %d", len(back), len(p.Log()))
	}
	for k, e := range p.Log() {
		if back[k].String() != e.String() {
			t.Errorf("event %d\n got %s\nwant %s", k, back[k], e)
		}
	}
}
