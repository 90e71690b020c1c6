package wounds

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/google/go-cmp/cmp"
)

func TestDefaultCriticalTable(t *testing.T) {
	t.Run("WO-6 every location and grade has a row; grade 5 and up has side effects", func(t *testing.T) {
		ct := DefaultCriticalTable()
		for l := Head; l <= RightFoot; l++ {
			for g := 5; g <= maxTableGrade+10; g++ {
				if ct.Lookup(l, g).IsZero() {
					t.Errorf("%s grade %d has no effect", l, g)
				}
			}
			if ct.Lookup(l, 1).Injuries != 0 {
				t.Errorf("%s grade 1 has injuries", l)
			}
		}
	})
	t.Run("WO-6 effects never lighten as the grade rises", func(t *testing.T) {
		ct := DefaultCriticalTable()
		for l := Head; l <= RightFoot; l++ {
			prev := Effect{}
			for g := 1; g <= maxTableGrade; g++ {
				e := ct.Lookup(l, g)
				// movement lost never comes back at a higher grade
				if prev.Penalty.Lost != 0 && (e.Penalty.Lost == 0 || e.Penalty.Lost > prev.Penalty.Lost) && !e.Injuries.Has(Mangled) {
					t.Errorf("%s grade %d: can't %s after can't %s", l, g, e.Penalty.Lost, prev.Penalty.Lost)
				}
				prev = e
			}
		}
	})
	t.Run("WO-6 a lookup allocates nothing", func(t *testing.T) {
		ct := DefaultCriticalTable()
		var sink int
		allocs := testing.AllocsPerRun(100, func() {
			sink += int(ct.Lookup(LeftThigh, 9).Injuries)
		})
		if allocs != 0 {
			t.Errorf("%v allocations", allocs)
		}
		_ = sink
	})
	t.Run("invalid lookups have no effect", func(t *testing.T) {
		ct := DefaultCriticalTable()
		var zero *CriticalTable
		for _, e := range []Effect{ct.Lookup(0, 9), ct.Lookup(LeftThigh, 0), zero.Lookup(Head, 20), (&CriticalTable{}).Lookup(Head, 20)} {
			if !e.IsZero() {
				t.Errorf("got %v", e)
			}
		}
	})
}

func TestDefaultBodyTable(t *testing.T) {
	bt := DefaultBodyTable()
	// WO-3: the source rules' example, a thigh wound of 6 exceeds the threshold by 1.
	for _, l := range []Location{LeftThigh, RightThigh} {
		if got := bt.Row(l).Threshold; got != 5 {
			t.Errorf("WO-3 %s threshold %d, want 5", l, got)
		}
	}
	// WO-4: badly healed bones, by limb.
	for l, want := range map[Location]Penalty{
		LeftArm: {Speed: 5, Accuracy: -2}, RightHand: {Speed: 5, Accuracy: -2},
		LeftThigh: {Lost: Run}, RightLowerLeg: {Lost: Run}, LeftFoot: {Lost: Run},
		Chest: {Speed: 1, Accuracy: -1},
	} {
		if got := bt.Row(l).Misheal; got != want {
			t.Errorf("WO-4 misheal %s = %v, want %v", l, got, want)
		}
	}
	// WO-4: a mangled arm fires long guns at −3.
	if got := bt.Row(LeftArm).Useless.LongGun; got != -3 {
		t.Errorf("WO-4 mangled arm long gun %d, want -3", got)
	}
	// WO-3: abdominal wounds get +3 on the 2d8.
	if !bt.Row(Abdomen).Abdominal {
		t.Error("WO-3 abdomen is not abdominal")
	}
	// WO-5 / DI-11: torso surgery needs more mastery than a limb's.
	if bt.Row(Abdomen).Bullet <= bt.Row(LeftThigh).Bullet || bt.Row(Head).Bullet < bt.Row(Chest).Bullet {
		t.Error("WO-5 bullet surgery levels do not rise toward the vitals")
	}
}

func TestDefaultConTable(t *testing.T) {
	ct := DefaultConTable()
	// WO-2: Con 8–13 is neutral, above 13 shortens, below 8 lengthens.
	for c := 1; c <= dice.MaxAbility; c++ {
		d := ct.Days(c)
		switch {
		case c >= 8 && c <= 13 && d != 0:
			t.Errorf("WO-2 Con %d adds %d days", c, d)
		case c > 13 && d >= 0:
			t.Errorf("WO-2 Con %d adds %d days, want fewer", c, d)
		case c < 8 && d <= 0:
			t.Errorf("WO-2 Con %d adds %d days, want more", c, d)
		case c > 1 && d > ct.Days(c-1):
			t.Errorf("Con %d heals slower than Con %d", c, c-1)
		}
	}
}

func TestTablesJSON(t *testing.T) {
	def := DefaultTables()
	b, err := json.Marshal(def)
	if err != nil {
		t.Fatal(err)
	}
	got, err := LoadTables(b)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(def.Critical.Rows(), got.Critical.Rows()); diff != "" {
		t.Errorf("critical rows (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(def.Body.Rows(), got.Body.Rows()); diff != "" {
		t.Errorf("body rows (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(def.Con.Rows(), got.Con.Rows()); diff != "" {
		t.Errorf("Con rows (-want +got):\n%s", diff)
	}
	for l := Head; l <= RightFoot; l++ {
		for g := 1; g <= maxTableGrade+1; g++ {
			if def.Critical.Lookup(l, g) != got.Critical.Lookup(l, g) {
				t.Fatalf("%s %d differs after a round trip", l, g)
			}
		}
	}
	// json.Unmarshal reads tables as LoadTables does.
	var direct Tables
	if err := json.Unmarshal([]byte(`{"con": [{"min": 1, "max": 30, "days": 2}]}`), &direct); err != nil {
		t.Fatal(err)
	}
	if direct.Con.Days(12) != 2 || direct.Critical.Lookup(Head, 4) != def.Critical.Lookup(Head, 4) {
		t.Error("json.Unmarshal did not overlay the defaults")
	}
	if err := json.Unmarshal([]byte(`{"crits": []}`), &direct); !errors.Is(err, ErrTable) || direct.Con.Days(12) != 2 {
		t.Errorf("an unknown key: %v, and the tables read Con 12 +%d", err, direct.Con.Days(12))
	}
	// A file with only the Con table keeps the other defaults.
	only, err := LoadTables([]byte(`{"con": [{"min": 1, "max": 30, "days": 2}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if only.Con.Days(12) != 2 || only.Critical.Lookup(Head, 4) != def.Critical.Lookup(Head, 4) {
		t.Error("LoadTables did not overlay the defaults")
	}
}

func TestBadTables(t *testing.T) {
	for _, tc := range []struct {
		name, json, want string
	}{
		{"not JSON", `{`, "unexpected EOF"},
		{"unknown key", `{"crits": []}`, "crits"},
		{"critical gap", `{"critical": [{"locations": ["all"], "min": 1, "max": 4}, {"locations": ["all"], "min": 6}]}`, "no row for head grade 5"},
		{"critical overlap", `{"critical": [{"locations": ["all"], "min": 1}, {"locations": ["head"], "min": 3, "max": 4}]}`, "critical table row 2 (head, 3–4): overlaps row 1 at head grade 3"},
		{"critical no open row", `{"critical": [{"locations": ["all"], "min": 1, "max": 40}]}`, "no open row"},
		{"critical bad grade", `{"critical": [{"locations": ["all"], "min": 0}]}`, "critical table row 1 (all, 0+) min: 0, want 1..40"},
		{"critical bad injury", `{"critical": [{"locations": ["all"], "min": 1}, {"locations": ["all"], "min": 1, "injuries": ["XX"]}]}`, `critical table row 2: unknown injury "XX": want "BB", "IB", "IH", "SB", "Unc", "Man" or "BL"`},
		{"critical bad penalty", `{"critical": [{"locations": ["all"], "min": 1, "penalty": {"speed": 99}}]}`, "critical table row 1 (all, 1+) penalty: out of range (±20)"},
		{"critical unknown field", `{"critical": [{"locations": ["all"], "min": 1, "severity": 3}]}`, "severity"},
		{"critical no locations", `{"critical": [{"locations": [], "min": 1}]}`, "critical table row 1 locations: no valid locations"},
		{"critical null", `{"critical": null}`, "critical table: empty"},
		{"body missing", `{"body": [{"location": "head", "threshold": 3, "bulletSurgery": "Expert"}]}`, "no row for neck"},
		{"body threshold", `{"body": [{"location": "head", "threshold": -1, "bulletSurgery": "Expert"}]}`, "body table row 1 (head) threshold: -1, want 0..40"},
		{"body level", `{"body": [{"location": "head", "threshold": 3, "bulletSurgery": "Godlike"}]}`, "Godlike"},
		{"body repeat", `{"body": [{"location": "head", "threshold": 3}, {"location": "head", "threshold": 3}]}`, "body table row 2 (head) location: repeated"},
		{"con gap", `{"con": [{"min": 1, "max": 10, "days": 0}, {"min": 12, "max": 30, "days": 0}]}`, "Con table row 2 (12–30) min: 12, want 11"},
		{"con short", `{"con": [{"min": 1, "max": 10, "days": 0}]}`, "stops at 10"},
		{"con days", `{"con": [{"min": 1, "max": 30, "days": 11}]}`, "Con table row 1 (1–30) days: 11, want -10..10"},
		{"bullet difficulty", `{"bulletSurgery": {"name": "Silly", "bonus": 500}}`, "bullet surgery (Silly) bonus: 500, want -100..100"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadTables([]byte(tc.json))
			if !errors.Is(err, ErrTable) {
				t.Fatalf("error %v, want ErrTable", err)
			}
			t.Log(err)
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not say %q", err, tc.want)
			}
			// every bad row or table is the SDK's one TableError; only
			// JSON that is no tables at all is not
			var te *TableError
			if errors.As(err, &te) != (tc.name != "not JSON" && tc.name != "unknown key") {
				t.Errorf("error %q: a TableError %v", err, errors.As(err, &te))
			}
		})
	}
	if _, err := NewPatient(Body{Con: 10, MaxHP: 20}, dice.NewSource(1), &Tables{}); !errors.Is(err, ErrTable) {
		t.Errorf("NewPatient with empty tables: %v", err)
	}
}
