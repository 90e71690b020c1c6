package gunfight

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"

	"github.com/deadmanshand/aces/wounds"
)

// table is the rules a fight reads, frozen when the fight is built: a copy
// of the Rules it was given, its own, validated, with the lookups the
// engine reads built once. Nothing the caller does to his Rules afterwards
// reaches the fight, and the fight never hands out a pointer into its
// table (Fight.Setup returns a copy).
type table struct {
	Rules
	byRow    []*Range // the range table of each weapon row (nil: none)
	maxRange []int    // the longest range of each weapon row (0 without a range table)
	// fireReach is how near the built-in tactics let the target come
	// before they fire each weapon row: the fire band of its class
	// (defaultBand), within its range (gunman.reach)
	fireReach []int
}

var (
	defaultsOnce sync.Once
	defaults     *table
)

// sharedDefaults returns the frozen default rules, built once and shared by
// every fight set up without rules: no fight changes its table, and none
// hands out a pointer into it.
func sharedDefaults() *table {
	defaultsOnce.Do(func() {
		t, err := freeze(DefaultRules())
		if err != nil {
			panic(err) // the defaults are valid
		}
		defaults = t
	})
	return defaults
}

// freeze copies r (nil: the defaults), validates the copy and builds its
// lookups. A table that does not validate is an error wrapping [ErrTable].
func freeze(r *Rules) (*table, error) {
	if r == nil {
		return sharedDefaults(), nil
	}
	c, err := r.clone()
	if err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	t := &table{Rules: *c}
	ranges := make(map[string]*Range, len(t.Ranges))
	for i := range t.Ranges {
		ranges[strings.ToLower(t.Ranges[i].Name)] = &t.Ranges[i]
	}
	t.byRow = make([]*Range, len(t.Weapons))
	t.maxRange = make([]int, len(t.Weapons))
	t.fireReach = make([]int, len(t.Weapons))
	for i := range t.Weapons {
		if rg := ranges[strings.ToLower(t.Weapons[i].rangeName())]; rg != nil {
			t.byRow[i], t.maxRange[i] = rg, rg.Max()
		}
		t.fireReach[i] = min(defaultBand.of(t.Weapons[i].Class), t.maxRange[i])
	}
	return t, nil
}

// rangeOf returns the range table of weapon row k; nil for a weapon
// without one.
func (t *table) rangeOf(k int) *Range { return t.byRow[k] }

// rules returns a copy of the frozen rules, the caller's to change.
func (t *table) rules() *Rules {
	c, err := t.clone()
	if err != nil {
		panic(err) // a frozen table was cloned once already
	}
	return c
}

// clone returns a deep copy of r: no slice, melee profile or wounds table
// of the copy is shared with r (dice expressions are immutable and
// shared). The wounds tables are copied through their JSON form; tables
// that do not round-trip are an error wrapping [ErrTable].
func (r *Rules) clone() (*Rules, error) {
	c := *r
	c.Weapons = slices.Clone(r.Weapons)
	for i := range c.Weapons {
		if m := c.Weapons[i].Melee; m != nil {
			mm := *m
			c.Weapons[i].Melee = &mm
		}
	}
	c.Ranges = slices.Clone(r.Ranges)
	for i := range c.Ranges {
		c.Ranges[i].Bands = slices.Clone(c.Ranges[i].Bands)
	}
	c.Clock.Rings = slices.Clone(r.Clock.Rings)
	for _, s := range []*Silhouette{&c.Silhouettes.Front, &c.Silhouettes.Side, &c.Silhouettes.Top} {
		s.Regions = slices.Clone(s.Regions)
		s.grid = slices.Clone(s.grid)
	}
	c.Light = slices.Clone(r.Light)
	c.Paces = slices.Clone(r.Paces)
	c.Experience = slices.Clone(r.Experience)
	if r.Wounds != nil {
		b, err := json.Marshal(r.Wounds)
		if err != nil {
			return nil, tableErr("wounds", 0, "", "", "%v", err)
		}
		w, err := wounds.LoadTables(b)
		if err != nil {
			return nil, tableErr("wounds", 0, "", "", "%v", err)
		}
		c.Wounds = w
	}
	return &c, nil
}

// cloneShooters returns a deep copy of shooters: a fight keeps its own, so
// that changing a Setup after NewFight changes nothing in the fight.
func cloneShooters(shooters []Shooter) []Shooter {
	out := slices.Clone(shooters)
	for i := range out {
		out[i].Talents = slices.Clone(out[i].Talents)
		out[i].Weapons = slices.Clone(out[i].Weapons)
		out[i].Condition = out[i].Condition.Clone()
	}
	return out
}

// setupCopy returns a copy of the fight's setup, the caller's to change: its
// shooters, each with the tactic that plays him now, and its rules (nil
// when the fight reads the defaults).
func (f *Fight) setupCopy() Setup {
	s := f.setup
	s.Shooters = cloneShooters(s.Shooters)
	if f.rules != sharedDefaults() {
		s.Rules = f.rules.rules()
	}
	return s
}
