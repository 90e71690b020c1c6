package stamp

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

func TestOf(t *testing.T) {
	setup := struct {
		Men []string `json:"men"`
	}{[]string{"Clay", "Wes"}}
	src := dice.NewSource(7)
	a, err := Of("brawl", 5, setup, src, 1, "Wes", 3*wounds.Minute)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := src.MarshalText()
	if a.Encounter != "brawl" || a.Seat != 1 || a.Name != "Wes" || a.Ended != 3*wounds.Minute || a.Dice != string(text) || len(a.Fingerprint) != 16 {
		t.Errorf("stamp %+v", a)
	}
	// The same setup is the same fingerprint; another setup, or another
	// version of the format, another.
	b, _ := Of("brawl", 5, setup, nil, 0, "Clay", 0)
	setup.Men[1] = "Ned"
	c, _ := Of("brawl", 5, setup, nil, 0, "Clay", 0)
	d, _ := Of("brawl", 6, setup, nil, 0, "Clay", 0)
	if b.Fingerprint != a.Fingerprint || c.Fingerprint == a.Fingerprint || d.Fingerprint == c.Fingerprint || b.Dice != "" {
		t.Errorf("fingerprints %s %s %s %s, dice %q", a.Fingerprint, b.Fingerprint, c.Fingerprint, d.Fingerprint, b.Dice)
	}
	if _, err := Of("brawl", 5, func() {}, nil, 0, "", 0); err == nil {
		t.Error("a setup without JSON: no error")
	}
}
