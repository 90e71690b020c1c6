package wounds

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestLocations(t *testing.T) {
	for l := Head; l <= RightFoot; l++ {
		got, err := ParseLocation(l.String())
		if err != nil || got != l {
			t.Errorf("ParseLocation(%q) = %v, %v", l.String(), got, err)
		}
	}
	if got, err := ParseLocation(" Left-Thigh "); err != nil || got != LeftThigh {
		t.Errorf("ParseLocation(Left-Thigh) = %v, %v", got, err)
	}
	for _, bad := range []string{"", "tail", "left", "thigh"} {
		if _, err := ParseLocation(bad); !errors.Is(err, ErrLocation) {
			t.Errorf("ParseLocation(%q): %v, want ErrLocation", bad, err)
		}
	}
	if Location(0).Valid() || Location(NumLocations+1).Valid() {
		t.Error("invalid locations report valid")
	}
	// WO-3: gross infection costs a limb at an extremity, a life elsewhere.
	for l, want := range map[Location]bool{Head: false, Neck: false, Chest: false, Abdomen: false, Groin: false,
		LeftArm: true, RightHand: true, LeftThigh: true, RightLowerLeg: true, LeftFoot: true} {
		if l.Extremity() != want {
			t.Errorf("%s.Extremity() = %v", l, !want)
		}
	}
}

func TestLocationSetJSON(t *testing.T) {
	var s LocationSet
	if err := json.Unmarshal([]byte(`["arms", "head", "Right Foot"]`), &s); err != nil {
		t.Fatal(err)
	}
	want := Locations(LeftArm, RightArm, Head, RightFoot)
	if s != want {
		t.Fatalf("got %s, want %s", s, want)
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != `["head","left arm","right arm","right foot"]` {
		t.Errorf("marshal: %s", b)
	}
	var all LocationSet
	if err := json.Unmarshal([]byte(`["all"]`), &all); err != nil || all != allLocations {
		t.Errorf("all: %v %v", all, err)
	}
	if err := json.Unmarshal([]byte(`["wings"]`), &s); !errors.Is(err, ErrLocation) {
		t.Errorf("unknown name: %v", err)
	}
	if LocationSet(0).String() != "none" || Locations(Head, Neck).String() != "head, neck" {
		t.Error("LocationSet.String")
	}
}

func TestTimeString(t *testing.T) {
	for tm, want := range map[Time]string{
		0: "day 0", 3 * Day: "day 3", 5 * Minute: "day 0 00:05",
		2*Day + 14*Hour + 5*Minute: "day 2 14:05", -Hour: "-day 0 01:00",
	} {
		if got := tm.String(); got != want {
			t.Errorf("%d: %q, want %q", int64(tm), got, want)
		}
	}
}

func TestInjuryAndMovementText(t *testing.T) {
	for k := BrokenBone; k <= LodgedBullet; k++ {
		for _, s := range []string{k.String(), k.Name()} {
			got, err := parseInjury(s)
			if err != nil || got != k {
				t.Errorf("parseInjury(%q) = %v, %v", s, got, err)
			}
		}
	}
	set := Injuries(BrokenBone, SevereBleeding)
	b, _ := json.Marshal(set)
	if string(b) != `["BB","SB"]` {
		t.Errorf("InjurySet JSON %s", b)
	}
	var back InjurySet
	if err := json.Unmarshal(b, &back); err != nil || back != set {
		t.Errorf("round trip %v %v", back, err)
	}
	if set.String() != "broken bone, severe bleeding" {
		t.Errorf("InjurySet.String %q", set)
	}
	for m := Movement(0); m <= Sprint; m++ {
		b, err := m.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Movement
		if err := back.UnmarshalText(b); err != nil || back != m {
			t.Errorf("movement %v round trip: %v %v", m, back, err)
		}
	}
	for c := Bullet; c <= Festering; c++ {
		b, _ := c.MarshalText()
		var back Cause
		if err := back.UnmarshalText(b); err != nil || back != c {
			t.Errorf("cause %v round trip", c)
		}
	}
}
