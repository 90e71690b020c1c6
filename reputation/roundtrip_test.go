package reputation

import (
	"fmt"
	"testing"

	"github.com/deadmanshand/aces/internal/tabletest"
	"pgregory.net/rapid"
)

// anyDeeds draws a valid deed table: one to eight deeds of distinct names
// (spaces around them and any case included), each delta anywhere within
// ±MaxDelta, zero often.
func anyDeeds(t *rapid.T) DeedTable {
	var d DeedTable
	for i := range rapid.IntRange(1, 8).Draw(t, "deeds") {
		why := rapid.SampledFrom([]string{"won a fair fight", " Saved a life", "KEPT AN OATH "}).Draw(t, "deed")
		d = append(d, Award{
			Why:        fmt.Sprint(why, i),
			Reputation: tabletest.Often0(t, -MaxDelta, MaxDelta, "reputation"),
			Fame:       tabletest.Often0(t, -MaxDelta, MaxDelta, "fame"),
			BP:         tabletest.Often0(t, -MaxDelta, MaxDelta, "bp"),
		})
	}
	if err := d.Validate(); err != nil {
		t.Fatalf("the generator drew an invalid table: %v", err)
	}
	return d
}

func TestDeedTableRoundTrip(t *testing.T) {
	t.Run("any valid deed table loads from its own JSON as itself", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { tabletest.Reloads(t, anyDeeds(t), tabletest.Unmarshal[DeedTable]) })
	})
	t.Run("the default deeds load from their own JSON as themselves", func(t *testing.T) {
		tabletest.Reloads(t, DefaultDeeds(), tabletest.Unmarshal[DeedTable])
	})
}
