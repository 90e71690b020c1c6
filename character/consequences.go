package character

import (
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
	"github.com/deadmanshand/aces/wounds"
)

// Applied is what taking a scene's consequences did to the character: the
// scene, his timeline over it (what his wounds did while it lasted, and the
// wounds it gave him), each Reputation and Fame award applied, and the
// scene's Building Points and gunfight experience (rule CH-11).
type Applied struct {
	Scene       scene.Stamp
	Timeline    []wounds.Event
	Awards      []reputation.Awarded
	Advancement SceneAward
}

// String tells what the scene did, a line each: the timeline's events, the
// awards, the BP.
func (a Applied) String() string {
	var b strings.Builder
	b.WriteString(a.Scene.String())
	for _, e := range a.Timeline {
		b.WriteString("\n  ")
		b.WriteString(e.String())
	}
	for _, w := range a.Awards {
		b.WriteString("\n  ")
		b.WriteString(w.String())
	}
	b.WriteString("\n  ")
	b.WriteString(a.Advancement.String())
	return b.String()
}

// Apply takes a scene's consequences (package scene; rules WOD-7, RE-6,
// CH-11) in one call, rolling what his timeline rolls with r:
//
//  1. They must come from a scene that started from his condition now —
//     Start is his clock — and be stamped after the last scene he took
//     (LastScene): consequences at or before it wrap [ErrPaidTwice] and
//     name both scenes, so none is taken twice. A dead man takes none.
//  2. His timeline runs on to the scene's end: the scene took Took on his
//     clock, and his wounds bleed, are checked and heal as they would have
//     (an encounter other than a gunfight does not see bleeds during the
//     scene). Then the scene's hits are booked at its end (a brawl's or a
//     chase's hit points one wounds.Brawling wound), what they start at
//     once fired — or, after a gunfight, whose wounds bled in the count, he
//     takes the condition the fight left him in, which must carry on his
//     own (the same wounds first), and his clock runs on to the scene's end
//     from there: nothing is booked or bled twice. Dead consequences must
//     leave him dead.
//  3. The scene's BP are awarded as [Sheet.EndScene] awards them, as the
//     scene after the last awarded (Career.LastScene + 1), from the
//     consequences' Advancement — his gunfight experience (CHD-4) and what
//     the GM added — on his rules' profession paths; then each Reputation
//     and Fame award, as [Sheet.Award] applies it (RED-5: the songs come
//     once).
//
// Anything refused changes nothing: consequences that do not validate, do
// not fit his body or his clock, or whose awards the sheet refuses wrap
// [ErrCondition] (or the error EndScene or Award gives); nil dice wrap
// [ErrSetup]. Draws: those of his timeline (wounds.Patient.AdvanceTo).
func (s *Sheet) Apply(r dice.Rand, c scene.Consequences) (Applied, error) {
	who := s.displayName()
	if r == nil {
		return Applied{}, fmt.Errorf("%w: his timeline needs dice", ErrSetup)
	}
	if err := c.Validate(); err != nil {
		return Applied{}, fmt.Errorf("%w: %s: %w", ErrCondition, who, err)
	}
	now := s.Condition.Clock()
	switch last := s.LastScene; {
	case last != nil && c.Scene.Ended <= last.Ended:
		return Applied{}, fmt.Errorf("%w: %s: the consequences of %s come at or before those of the last scene taken, %s", ErrPaidTwice, who, c.Scene, *last)
	case s.Condition != nil && s.Condition.Dead:
		return Applied{}, fmt.Errorf("%w: %s has been dead since %s and takes no more scenes (%s)", ErrCondition, who, now, c.Scene)
	case c.Start() != now:
		return Applied{}, fmt.Errorf("%w: %s: %s started at %s on his clock, but he is at %s: a scene starts from his condition now", ErrCondition, who, c.Scene, c.Start(), now)
	}
	t := s.clone()
	p, err := t.Patient(r, nil)
	if err != nil {
		return Applied{}, err
	}
	if err := t.live(p, &c); err != nil {
		return Applied{}, fmt.Errorf("%w: %s: %s: %w", ErrCondition, who, c.Scene, err)
	}
	a := Applied{Scene: c.Scene, Timeline: slices.Clone(p.Log())}
	number := t.Career.LastScene + 1
	adv := &c.Advancement
	a.Advancement, err = t.EndScene(t.rules().Paths, Scene{
		Number: number, Path: adv.Path, Objectives: adv.Objectives, Goals: adv.Goals,
		Events: adv.Events, Override: adv.Override, Gunfights: adv.Gunfights,
	})
	if err != nil {
		return Applied{}, err
	}
	for _, aw := range c.Awards {
		w, err := t.Award(number, aw)
		if err != nil {
			return Applied{}, err
		}
		a.Awards = append(a.Awards, w)
	}
	t.Condition = p.Condition()
	stamp := c.Scene
	t.LastScene = &stamp
	*s = *t
	return a, nil
}

// live runs patient p, in his condition at the scene's start, through the
// scene of consequences c: step 2 of Apply.
func (s *Sheet) live(p *wounds.Patient, c *scene.Consequences) error {
	if after := c.Condition; after != nil {
		before := p.Wounds()
		if len(after.Wounds) < len(before) {
			return fmt.Errorf("the scene left %d wounds, he came in with %d", len(after.Wounds), len(before))
		}
		for i := range before {
			a, b := &after.Wounds[i], &before[i]
			if a.At != b.At || a.Location != b.Location || a.Cause != b.Cause || a.From != b.From || a.Bleeds != b.Bleeds {
				return fmt.Errorf("wound %d of the scene's condition (%s at %s) is not the one he came in with (%s at %s)", i, a, a.At, b, b.At)
			}
		}
		if err := p.SetCondition(after); err != nil {
			return err
		}
	} else if _, err := p.AdvanceTo(c.Scene.Ended); err != nil {
		return err
	}
	for _, h := range c.Hits {
		if p.Dead() {
			break // he bled to death while the scene went on without him
		}
		if _, err := p.Wound(h); err != nil {
			return err
		}
	}
	if _, err := p.AdvanceTo(c.Scene.Ended); err != nil {
		return err
	}
	if c.Dead && !p.Dead() {
		return fmt.Errorf("the consequences say he died, but he is alive at %d hit points", p.HP())
	}
	return nil
}

// clone returns a deep copy of the sheet: what Apply works on, so that a
// refusal changes nothing.
func (s *Sheet) clone() *Sheet {
	t := *s
	t.Skills = slices.Clone(s.Skills)
	t.Talents = slices.Clone(s.Talents)
	t.Quirks = slices.Clone(s.Quirks)
	t.Equipment = slices.Clone(s.Equipment)
	t.Contacts = slices.Clone(s.Contacts)
	t.Ledger.entries = slices.Clone(s.Ledger.entries) // its pools are values, copied with it
	t.Career.Goals = slices.Clone(s.Career.Goals)
	t.Career.Progress = slices.Clone(s.Career.Progress)
	for i := range t.Career.Progress {
		t.Career.Progress[i].Done = slices.Clone(t.Career.Progress[i].Done)
	}
	t.Condition = s.Condition.Clone()
	if s.LastScene != nil {
		l := *s.LastScene
		t.LastScene = &l
	}
	return &t
}
