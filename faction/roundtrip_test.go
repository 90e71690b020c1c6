package faction

import (
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/tabletest"
	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

// anyDecay draws a valid decay: none, or chips every so many days, with
// any floor (no floor, the zero the default's 20% does not have,
// included).
func anyDecay(t *rapid.T) Decay {
	d := Decay{
		Chips:        tabletest.Often0(t, 1, MaxAward, "decay chips"),
		Floor:        tabletest.Often0(t, 1, MaxInterest, "floor"),
		FloorPercent: tabletest.Often0(t, 1, 100, "floor percent"),
	}
	if d.Chips > 0 {
		d.Every = rapid.IntRange(1, 366).Draw(t, "every")
	} else {
		d.Every = tabletest.Often0(t, 1, 366, "every")
	}
	return d
}

// anyMembers draws members whose ranks cover Ace to King once: the ranks
// cut into one to five runs.
func anyMembers(t *rapid.T) []Member {
	cuts := rapid.SliceOfNDistinct(rapid.IntRange(int(dice.Ace)+1, int(dice.King)), 0, 4, rapid.ID[int]).Draw(t, "cuts")
	var members []Member
	lo := dice.Ace
	for r := dice.Ace + 1; r <= dice.King+1; r++ {
		cut := r == dice.King+1
		for _, c := range cuts {
			cut = cut || int(r) == c
		}
		if !cut {
			continue
		}
		ranks := rankName(lo)
		if hi := r - 1; hi != lo {
			ranks += "-" + rankName(hi)
		}
		members = append(members, Member{Ranks: ranks, Name: fmt.Sprint("member ", len(members))})
		lo = r
	}
	return members
}

// rankName is a rank as a Member's Ranks writes it: A, 2..10, J, Q, K.
func rankName(r dice.Rank) string {
	switch r {
	case dice.Ace:
		return "A"
	case dice.Jack:
		return "J"
	case dice.Queen:
		return "Q"
	case dice.King:
		return "K"
	}
	return fmt.Sprint(int(r))
}

// anyFaction draws faction i of a town: every optional field set or left
// zero, a decay of its own or none, any ladder of behaviours (none
// included).
func anyFaction(t *rapid.T, i int) Faction {
	f := Faction{
		ID:     fmt.Sprint("f", i),
		Name:   fmt.Sprint("the faction ", i),
		Colour: fmt.Sprint("colour ", i),
		About:  rapid.SampledFrom([]string{"", "the big ranchers"}).Draw(t, "about"),
		Buzz:   rapid.SampledFrom([]string{"", "d4-1", "1", "2d6p"}).Draw(t, "buzz"),
	}
	if rapid.Bool().Draw(t, "own decay") {
		d := anyDecay(t)
		f.Decay = &d
	}
	switch rapid.IntRange(0, 2).Draw(t, "behaviours?") {
	case 1:
		f.Behaviours = []Behaviour{}
	case 2:
		at := 0
		for range rapid.IntRange(1, 4).Draw(t, "behaviours") {
			at = rapid.IntRange(at+1, at+20).Draw(t, "at")
			f.Behaviours = append(f.Behaviours, Behaviour{
				At:   at,
				Step: Step(rapid.IntRange(int(Watch), int(Act)).Draw(t, "step")),
				Does: rapid.SampledFrom([]string{"", "they ride him out of town"}).Draw(t, "does"),
			})
		}
	}
	f.Members = anyMembers(t)
	return f
}

// anyTown draws a valid town: one to four factions, each with a suit of
// its own or none, locations frequented by all (their list left out or
// empty) or by some, and any decay — zeros included, such as no floor
// where the default floors at 20%.
func anyTown(t *rapid.T) *Town {
	town := &Town{Name: rapid.SampledFrom([]string{"Red Rock", "Judas Crossing"}).Draw(t, "name"), Decay: anyDecay(t)}
	n := rapid.IntRange(1, 4).Draw(t, "factions")
	suits := rapid.Permutation([]string{"hearts", "♣", "S", "diamond"}).Draw(t, "suits")
	for i := range n {
		f := anyFaction(t, i)
		if rapid.Bool().Draw(t, "a suit") {
			f.Suit = suits[i]
		}
		town.Factions = append(town.Factions, f)
	}
	for i := range rapid.IntRange(0, 3).Draw(t, "locations") {
		l := Location{Name: fmt.Sprint("location ", i)}
		switch rapid.IntRange(0, 2).Draw(t, "frequented by") {
		case 1:
			l.Factions = []string{}
		case 2:
			for _, f := range rapid.SliceOfNDistinct(rapid.IntRange(0, n-1), 1, n, rapid.ID[int]).Draw(t, "haunts") {
				l.Factions = append(l.Factions, rapid.SampledFrom([]string{town.Factions[f].ID, town.Factions[f].Name}).Draw(t, "by"))
			}
		}
		town.Locations = append(town.Locations, l)
	}
	for i := range rapid.IntRange(1, 3).Draw(t, "happenings") {
		town.Happenings = append(town.Happenings, fmt.Sprint("happening ", i))
	}
	if err := town.Validate(); err != nil {
		t.Fatalf("the generator drew an invalid town: %v", err)
	}
	return town
}

func TestLoadTownRoundTrip(t *testing.T) {
	t.Run("any valid town loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyTown(t), LoadTown) })
	})
	t.Run("the example town loads from its own JSON as itself", func(t *testing.T) {
		tabletest.Reloads(t, DefaultTown(), LoadTown)
	})
}

// TestLoadTownGivenWhole: a town that leaves "decay" out gets the default
// decay; a decay given is read whole, a field left out within it zero.
func TestLoadTownGivenWhole(t *testing.T) {
	town := func(decay Decay) *Town {
		w := DefaultTown()
		w.Decay = decay
		return w
	}
	t.Run("FA-1 a town's decay without a floor keeps none: 0%, not the default's 20%", func(t *testing.T) {
		tabletest.Reloads(t, town(Decay{Every: 7, Chips: 1}), LoadTown)
	})
	t.Run("FA-1 a town without decay keeps none, not the default's 20% floor", func(t *testing.T) {
		tabletest.Reloads(t, town(Decay{}), LoadTown)
	})
	t.Run("a decay given without its floor percent has none", func(t *testing.T) {
		got := mustLoad(t, []byte(`{"name": "Red Rock", "decay": {"every": 3, "chips": 2},
			"factions": [{"id": "a", "name": "A", "colour": "red", "members": [{"ranks": "A-K", "name": "Al"}]}],
			"happenings": ["rain"]}`))
		if got.Decay != (Decay{Every: 3, Chips: 2}) {
			t.Errorf("decay %+v, want every 3 days 2 chips, no floor", got.Decay)
		}
	})
	t.Run("a location whose factions are an empty list keeps it empty, not nil", func(t *testing.T) {
		w := DefaultTown()
		w.Locations[0].Factions = []string{}
		tabletest.Reloads(t, w, LoadTown)
	})
	t.Run("a town that leaves decay out gets the default", func(t *testing.T) {
		got := mustLoad(t, []byte(`{"name": "Red Rock",
			"factions": [{"id": "a", "name": "A", "colour": "red", "members": [{"ranks": "A-K", "name": "Al"}]}],
			"happenings": ["rain"]}`))
		if d := cmp.Diff(DefaultDecay(), got.Decay); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
	})
}

func TestTownClone(t *testing.T) {
	t.Run("any valid town's Clone is equal to it, empty lists kept empty", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			town := anyTown(t)
			if d := cmp.Diff(town, town.Clone()); d != "" {
				t.Fatalf("(-town +clone):\n%s", d)
			}
		})
	})
}
