package gunfight

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestPatientCopy: Patient(i) is man i's body as the fight has it — his
// wounds, hit points and penalties — and changing it changes nothing in
// the fight.
func TestPatientCopy(t *testing.T) {
	for seed := range uint64(30) {
		f, err := NewFight(StandardDuel(), dice.NewSource(seed))
		if err != nil {
			t.Fatal(err)
		}
		if err := f.RunUntil(40); err != nil {
			t.Fatal(err)
		}
		for i := range f.men {
			p, c := f.men[i].pat, f.Patient(i)
			if c == nil || c == p {
				t.Fatalf("seed %d: Patient(%d) = %p, the fight's %p", seed, i, c, p)
			}
			if d := cmp.Diff(p.Wounds(), c.Wounds(), cmpopts.EquateEmpty(), cmp.AllowUnexported(wounds.Wound{})); d != "" {
				t.Fatalf("seed %d man %d: wounds (-fight +copy):\n%s", seed, i, d)
			}
			if p.HP() != c.HP() || p.Penalties() != c.Penalties() || p.Now() != c.Now() || p.Down() != c.Down() {
				t.Fatalf("seed %d man %d: %d HP %v at %d, the copy %d HP %v at %d", seed, i, p.HP(), p.Penalties(), p.Now(), c.HP(), c.Penalties(), c.Now())
			}
			before, _ := f.MarshalJSON()
			hp, dice := p.HP(), *f.src
			if _, err := c.Wound(wounds.Hit{Location: wounds.Head, Damage: 8, Cause: wounds.Bullet}); err != nil {
				t.Fatal(err)
			}
			if _, err := c.AdvanceTo(c.Now() + wounds.Hour); err != nil {
				t.Fatal(err)
			}
			after, _ := f.MarshalJSON()
			if p.HP() != hp || *f.src != dice || string(before) != string(after) {
				t.Fatalf("seed %d man %d: wounding the copy and rolling its dice changed the fight", seed, i)
			}
		}
	}
	f, _ := NewFight(StandardDuel(), dice.NewSource(1))
	if f.Patient(2) != nil || f.Patient(-1) != nil {
		t.Error("a man the fight does not have has a body")
	}
}
