package wounds

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
)

// Caregiver is whoever treats a wound: a name for the log and his Nursing
// and Medicine masteries (rule DI-5: a percentage, 100 unskilled, lower is
// better; 0 reads as 100, so the zero Caregiver is a lay person). Someone
// "with the skill" has mastery below 100.
type Caregiver struct {
	Name     string `json:"name,omitempty"`
	Nursing  int    `json:"nursing,omitempty"`
	Medicine int    `json:"medicine,omitempty"`
}

// masteries returns the caregiver's Nursing and Medicine, 0 read as 100.
// A mastery outside 0..100 wraps ErrCaregiver.
func (c Caregiver) masteries() (nursing, medicine int, err error) {
	read := func(m int, skill string) (int, error) {
		switch {
		case m == 0:
			return dice.MaxMastery, nil
		case m < dice.MinMastery || m > dice.MaxMastery:
			return 0, fmt.Errorf("%w: %s has %s %d%%, want 1..100 (0 for none)", ErrCaregiver, orSomeone(c.Name), skill, m)
		}
		return m, nil
	}
	if nursing, err = read(c.Nursing, "Nursing"); err != nil {
		return 0, 0, err
	}
	if medicine, err = read(c.Medicine, "Medicine"); err != nil {
		return 0, 0, err
	}
	return nursing, medicine, nil
}

// skilled reports whether the caregiver has Nursing or Medicine (with
// needMedicine, Medicine only).
func (c Caregiver) skilled(needMedicine bool) (bool, error) {
	n, m, err := c.masteries()
	if err != nil {
		return false, err
	}
	if needMedicine {
		return m < dice.MaxMastery, nil
	}
	return n < dice.MaxMastery || m < dice.MaxMastery, nil
}

// tend returns wound i for a treatment that needs the skill and no roll
// (rule WOD-1): Nursing or Medicine, or Medicine alone when medicine is
// set. A caregiver without it wraps ErrUnskilled, saying he cannot do what
// (staunch, diagnose, set) to the wound; the errors of treat stand.
func (p *Patient) tend(i int, c Caregiver, medicine bool, what string) (*Wound, error) {
	w, err := p.treat(i)
	if err != nil {
		return nil, err
	}
	ok, err := c.skilled(medicine)
	switch {
	case err != nil:
		return nil, err
	case !ok && medicine:
		return nil, fmt.Errorf("%w: %s has no Medicine to %s the %s", ErrUnskilled, orSomeone(c.Name), what, w.Location)
	case !ok:
		return nil, fmt.Errorf("%w: %s has neither Nursing nor Medicine to %s the %s", ErrUnskilled, orSomeone(c.Name), what, w.Location)
	}
	return w, nil
}

var masteryLevels = dice.DefaultMasteryLevels()

// medicineLevel returns the caregiver's Medicine mastery level.
func (c Caregiver) medicineLevel() (int, dice.Level, error) {
	_, m, err := c.masteries()
	if err != nil {
		return 0, 0, err
	}
	l, err := masteryLevels.Level(m)
	return m, l, err
}

// conTarget returns the target of a wound Con check (rule WOD-4) of the
// given ease: 0 against half Con, 1 against full Con, and each grade beyond
// +2 to the target (Resist Disease/Infection and Tough as Nails each make a
// check one grade easier), with its comparison. Con is the patient's
// Constitution now. Against half Con the check is "≤ half" of rule DID-5,
// 2 × total ≤ Con, against the whole score (dice.AtMostHalf): against Con
// 13, half 6½, a 6 succeeds and a 7 fails, and the record prints "≤ 6½".
func (p *Patient) conTarget(ease int) (int, dice.Compare, string) {
	c := p.con()
	switch {
	case ease <= 0:
		return c, dice.AtMostHalf, "half Con"
	case ease == 1:
		return c, dice.AtMost, "Con"
	}
	return c + 2*(ease-1), dice.AtMost, "Con +" + fmt.Sprint(2*(ease-1))
}

// resist is 1 when the patient has Resist Disease/Infection.
func (p *Patient) resist() int {
	if p.flags&resistDisease != 0 {
		return 1
	}
	return 0
}

var (
	twoD10  = dice.Dice{N: 2, Sides: 10}
	twoD8   = dice.Dice{N: 2, Sides: 8}
	twoD12  = dice.Dice{N: 2, Sides: 12}
	twoD20  = dice.Dice{N: 2, Sides: 20}
	oneD3   = dice.Dice{N: 1, Sides: 3}
	oneD4   = dice.Dice{N: 1, Sides: 4}
	oneD6   = dice.Dice{N: 1, Sides: 6}
	oneD100 = dice.Dice{N: 1, Sides: 100}
	d4p     = dice.Dice{N: 1, Sides: 4, Open: dice.Penetrating}
)

// conCheck rolls a wound Con check (rule WOD-4): 2d10 plus the modifiers,
// at most the target of the given ease. Draws: two IntN(10).
func (p *Patient) conCheck(ease int, mods ...dice.Mod) dice.Check {
	target, cmp, label := p.conTarget(ease)
	c := dice.RollAgainst(p.rnd, twoD10, cmp, target, mods...)
	c.Label = label
	return c
}
