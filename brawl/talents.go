package brawl

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/talent"
)

// checkTalents reports a talent outside the catalogue of rule CH-10 (the
// error lists it) when f tells its talents, as *character.Sheet does with
// TalentNames and TalentOptions. The brawl reads no talent, so every
// catalogue talent is accepted and ignored.
func checkTalents(name string, f Fighter) error {
	h, ok := f.(talent.Holder)
	if !ok {
		return nil
	}
	if _, err := talent.Read(h); err != nil {
		return fmt.Errorf("%w: %s: %w", ErrBrawler, name, err)
	}
	return nil
}
