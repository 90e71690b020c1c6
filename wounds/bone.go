package wounds

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Broken bones (rule WO-4). A broken bone heals in 60 + 2d8 − 2×Con days
// (at least 1), rolled a day after the break, when its healing starts (the
// source rules do not say when; ours, so that nothing is rolled for a
// bone while a fight goes on). The days by which that exceeds the
// wound's ordinary nursed healing are added to the first hit point, so the
// wound and the bone heal together (without nursing a day more per hit
// point, WOD-5); the wound's penalties apply in full until
// then. A bone set by someone with Medicine heals well; otherwise 50% it
// heals badly, with the body table's permanent effect for the location (the
// source rules': a leg, lower leg or foot limited to a walk; an arm or hand +5
// Speed and −2 Accuracy; ribs +1 Speed and −1 Accuracy). Untended broken
// ribs are where the source rules disagree (WOD-6): the English rules make
// them permanent, always; the Spanish rules put them under the 50% of any
// unset bone. Ours is the English reading, as data: the body table's
// AlwaysMisheals on the chest row (turn it off for the Spanish one).

// breakBone rolls the broken bone's days, a day after the break: 60 + 2d8
// − 2×Con (the patient's Con now). Draws: two IntN(8).
func (p *Patient) breakBone(i int) {
	w := &p.wounds[i]
	if !w.Bone.Broken || w.Bone.Days > 0 {
		return
	}
	con := p.con()
	c := dice.RollAgainst(p.rnd, twoD8, dice.NoTarget, 0,
		dice.Mod{Value: 60}, dice.Mod{Value: -2 * con, Why: "2×Con"})
	w.Bone.Days = max(1, c.Total)
	e := p.event(BoneBroken, i)
	e.Injury, e.Check, e.Amount = BrokenBone, c, w.Bone.Days
	p.log = append(p.log, e)
}

// SetBone is someone with Medicine setting wound i's broken bone (rule
// WO-4): it will heal well. It needs the skill and no roll (rule WOD-1).
// Errors: no Medicine wraps ErrUnskilled; no unhealed broken bone
// ErrNoInjury; a bone already set ErrDone. Draws: none.
func (p *Patient) SetBone(i int, c Caregiver) ([]Event, error) {
	w, err := p.tend(i, c, true, "set")
	switch {
	case err != nil:
		return nil, err
	case !w.Bone.Broken || w.Bone.Healed:
		return nil, fmt.Errorf("%w: no broken bone to set in the %s", ErrNoInjury, w.Location)
	case w.Bone.Set:
		return nil, fmt.Errorf("%w: the %s bone is already set", ErrDone, w.Location)
	}
	start := len(p.log)
	w.Bone.Set = true
	e := p.event(BoneSet, i)
	e.Injury, e.By = BrokenBone, c.Name
	p.log = append(p.log, e)
	return p.log[start:], nil
}

// healBone heals wound i's broken bone. A set bone heals well; an unset one
// heals well on d100 above 50, badly otherwise — always badly where the
// body table says so (untended ribs, WOD-6) — leaving the location's
// misheal effect for life. Draws: one IntN(100) when the bone was not set
// and its row does not always misheal.
func (p *Patient) healBone(i int) {
	w := &p.wounds[i]
	w.Bone.Healed = true
	e := p.event(BoneHeals, i)
	e.Injury = BrokenBone
	row := p.tables.Body.row(w.Location)
	switch {
	case w.Bone.Set:
		e.OK = true
	case row.AlwaysMisheals:
		e.Note = "untended"
	default:
		c := dice.RollAgainst(p.rnd, oneD100, dice.Above, 50)
		e.Check, e.OK = c, c.Success
	}
	if !e.OK {
		w.Bone.Mishealed = true
		w.Permanent = w.Permanent.add(row.Misheal)
		e.Effect.Permanent = row.Misheal
	}
	p.log = append(p.log, e)
}
