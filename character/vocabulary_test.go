package character

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/internal/talent"
)

func TestCatalogueNamesAreTheVocabulary(t *testing.T) {
	cat := DefaultTalents()
	var names []string
	for _, tl := range cat {
		names = append(names, tl.Name)
	}
	t.Run("CH-10 the catalogue lists the vocabulary's 37 names in its order", func(t *testing.T) {
		if d := cmp.Diff(talent.Names(), names); d != "" {
			t.Errorf("-vocabulary +catalogue:\n%s", d)
		}
	})
	t.Run("CH-10 the talents bought for something are the ones the vocabulary writes with a parameter", func(t *testing.T) {
		for _, tl := range cat {
			if got, want := tl.Named || len(tl.Options) > 0, talent.TakesParameter(tl.Name); got != want {
				t.Errorf("%s: catalogue takes a choice %v, vocabulary %v", tl.Name, got, want)
			}
		}
	})
	t.Run("CH-10 Greased Lightning is bought for pistol, shotgun, rifle, knife, bow", func(t *testing.T) {
		gl, err := cat.Lookup(GreasedLightning)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"pistol", "shotgun", "rifle", "knife", "bow"}
		if !slices.Equal(gl.Options, want) || !slices.Equal(talent.WeaponTypes(), want) {
			t.Errorf("options %v, vocabulary %v, want %v", gl.Options, talent.WeaponTypes(), want)
		}
	})
}
