package gunfight

import (
	"fmt"
	"slices"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/stamp"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// The deeds a fight's consequences award by (rule RE-6), looked up in the
// deed table by these names — ours, as the default table is: the winner
// "won a fair fight", a man who fled "ran from a fight", one who left "backed
// down from a challenge".
const (
	DeedWon  = "won a fair fight"
	DeedFled = "ran from a fight"
	DeedLeft = "backed down from a challenge"
)

// Consequences returns what the fight left man i with, once it is over
// (package scene; rules GUD-16, GU-13, RE-6, CHD-4):
//
//   - the scene: the fight's setup fingerprint, the dice it started from,
//     his index and name, and its end on his clock — his condition's time
//     as he walked in, plus the fight's last count (GU-1: a count is a
//     tenth of a second);
//   - his whole condition as the fight left him on his clock: the wounds he
//     came in with and those he took, each bleeding on its own clock to the
//     count the fight reached (GU-13), so that a character who takes it
//     books and bleeds nothing twice;
//   - dead, when his body is;
//   - his Reputation and Fame awards, looked up by deed in deeds (nil:
//     reputation.DefaultDeeds): DeedWon for a winner, DeedFled for a man
//     who fled, DeedLeft for one who left (ours). A deed the table leaves
//     out awards nothing;
//   - his gunfight experience (GU-9, Result.Experience) — never BP by
//     itself (CHD-4).
//
// A man out of range wraps [ErrSetup]; a fight not over wraps [ErrState].
func (f *Fight) Consequences(i int, deeds reputation.DeedTable) (scene.Consequences, error) {
	switch {
	case i < 0 || i >= len(f.men):
		return scene.Consequences{}, fmt.Errorf("%w: consequences of man %d; the fight has %d", ErrSetup, i, len(f.men))
	case !f.over:
		return scene.Consequences{}, fmt.Errorf("%w: the fight is not over: its consequences come when it ends", ErrState)
	}
	if deeds == nil {
		deeds = reputation.DefaultDeeds()
	}
	m := &f.men[i]
	o := f.Outcome()
	res := o.Results[i]
	c := scene.Consequences{Took: wounds.Time(o.Ended), Condition: m.pat.Condition(), Dead: m.pat.Dead()}
	c.Advancement.Gunfights = res.Experience
	var start *dice.Source
	if f.src != nil {
		s := f.j.Start()
		start = &s
	}
	st, err := stamp.Of("gunfight", saveVersion, f.stampedSetup(), start, i, m.sh.Name, m.t0+c.Took)
	if err != nil {
		return scene.Consequences{}, fmt.Errorf("%w: %w", ErrState, err)
	}
	c.Scene = st
	deed := ""
	switch {
	case res.Won:
		deed = DeedWon
	case res.Status == Fled:
		deed = DeedFled
	case res.Status == Left:
		deed = DeedLeft
	}
	if a, err := deeds.Lookup(deed); deed != "" && err == nil {
		c.Awards = []reputation.Award{a}
	}
	return c, nil
}

// savedSetup returns the fight's setup as its save holds it — each man
// with the tactic he was built with (Person for a person's), its rules
// only when they are not the defaults — for its save and a take-back's
// rebuilding.
func (f *Fight) savedSetup() Setup {
	s := f.setup
	s.Rules = nil
	s.Shooters = slices.Clone(s.Shooters)
	for i, t := range f.first {
		s.Shooters[i].Decider = t
		if t == nil {
			s.Shooters[i].Decider = Person
		}
	}
	if f.rules != sharedDefaults() {
		s.Rules = &f.rules.Rules
	}
	return s
}

// stampedSetup is the setup a scene's stamp names (Consequences): the
// saved setup without its deciders, which play no part in what the fight
// was — and a custom tactic without a version, which no save can name,
// takes nothing from a man's consequences.
func (f *Fight) stampedSetup() Setup {
	s := f.savedSetup()
	for i := range s.Shooters {
		s.Shooters[i].Decider = nil
	}
	return s
}
