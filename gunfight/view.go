package gunfight

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

// View is what a man can see when he declares (rule GU-2): the count, his
// body and his weapons, every man of the fight as he sees him — the
// actions the others have declared included — and, through Options and
// Counts, what he may declare. A tactic is handed one when it is asked;
// Fight.View makes one for a person. A View is valid until the next call
// that changes the fight (Step, Decide, SetDecider …), and a tactic must
// not keep it past the call: the fight fills the one it hands its tactics
// again each time, in buffers it reuses, so a study allocates nothing for
// it.
type View struct {
	Now       Count            // the count
	HP, MaxHP int              // his hit points and his maximum
	Penalties wounds.Penalties // what his wounds impose on him (package wounds)
	FreeHand  bool             // a hand free
	// Weapons are his weapons: those he carried, in the order of his
	// Shooter.Weapons, then any he took from another.
	Weapons []WeaponState
	// Men are the men of the fight in setup order, himself included (Me),
	// those out of it too.
	Men []ManInView
	// Nearest is his nearest opponent still in the fight (the first in
	// setup order of those as near), or −1.
	Nearest int
	// Gripping is the man he has a grip on (GU-8), or −1; GrippedBy the
	// first man who has a grip on him, or −1; Holders how many men hold
	// him (a grip that is a hold: ManInView.Holding).
	Gripping, GrippedBy, Holders int
	// Rand is the fight's dice, for a tactic that rolls to decide: the
	// draws it makes go into the journal with its answer, so a resumed
	// fight makes them again, and an answer refused puts them back (a
	// refused answer changes nothing). Use it only while answering.
	Rand dice.Rand

	f  *Fight
	me int
}

// ManInView is one man as the deciding man sees him.
type ManInView struct {
	Name     string
	Pronoun  Pronoun
	Opponent bool    // on another side than the deciding man
	Status   Status  // InFight while he is in the fight
	Pos      Point   // where he stands, in feet
	Distance float64 // feet from the deciding man
	// Doing is the action he has declared and not yet completed — those
	// declared earlier at this count included — or the zero Action (his
	// own, for the deciding man, until he declares again).
	Doing   Action
	Armed   bool // a weapon in hand
	InCover bool
	Prone   bool // on the ground
	Fleeing bool // running from the fight
	Holding bool // his grip on the deciding man is a hold (GU-8)
}

// WeaponState is what a man knows of one of his weapons.
type WeaponState struct {
	Weapon    Weapon // a copy of the table row: changing it changes nothing in the fight
	Drawn     bool   // in hand
	OffHand   bool   // in the off hand
	Gone      bool   // on the ground or taken away
	Loaded    int
	Pocket    int
	Loop      int
	Cylinders int
	Cocked    bool
	AimedAt   int // the man it is brought to bear on, or −1
	Fired     bool
	Fanned    bool
	// Range is its longest range in feet: a firearm's range table's last
	// band, a melee weapon's reach.
	Range int
	// OtherHandFree says the hand not holding it is free (a steady hand,
	// fanning).
	OtherHandFree bool
}

// Spare returns the spare rounds he can load into the weapon by Reload:
// those in his pocket and in shell loops, each source a reload of its own
// (GU-3) — none for a weapon that takes no rounds, nor for a cap-and-ball
// revolver, whose spare load is its Cylinders.
func (w WeaponState) Spare() int {
	if !w.Weapon.Class.Firearm() || w.Weapon.CapAndBall {
		return 0
	}
	return w.Pocket + w.Loop
}

// Me returns the index of the man deciding.
func (v *View) Me() int { return v.me }

// View returns what man i can see now, as his tactic would (see [View]),
// in a View of its own: false when there is no man i.
func (f *Fight) View(i int) (*View, bool) {
	if i < 0 || i >= len(f.men) {
		return nil, false
	}
	v := new(View)
	f.see(v, i)
	return v, true
}

// see fills v with what man i sees now, reusing v's buffers.
func (f *Fight) see(v *View, i int) {
	m := &f.men[i]
	v.f, v.me = f, i
	v.Now = f.now
	v.HP, v.MaxHP = m.pat.HP(), m.sh.hp()
	v.Penalties = m.pen
	v.FreeHand = m.st.Main == 0 || m.st.Off == 0
	v.Nearest = f.nearest(i)
	v.Gripping, v.GrippedBy = m.st.Grip-1, f.grippedBy(i)
	v.Holders, _ = f.holders(i)
	v.Rand = &f.rec
	v.Weapons = v.Weapons[:0]
	for w := range m.st.Guns {
		v.Weapons = append(v.Weapons, f.weaponState(i, w))
	}
	v.Men = v.Men[:0]
	for j := range f.men {
		o := &f.men[j]
		v.Men = append(v.Men, ManInView{
			Name: o.sh.Name, Pronoun: o.sh.Pronoun, Opponent: o.side != m.side, Status: o.st.Status,
			Pos: o.st.Pos, Distance: f.distance(i, j), Doing: f.doing(i, j), Armed: f.armed(j),
			InCover: o.st.Cover, Prone: o.st.Prone, Fleeing: o.st.Fleeing,
			Holding: o.st.Grip == i+1 && o.st.Holding && o.st.Status == InFight,
		})
	}
}

// doing returns the action man j has declared and not yet completed, as
// man i sees it: a pending declaration of another is not seen, and a man
// out of the fight, recovering from a blow or idle does nothing.
func (f *Fight) doing(i, j int) Action {
	m := &f.men[j]
	if m.st.Status != InFight || m.st.Act.Kind == recovery || (m.st.Needs && j != i) || (m.st.Idle && m.st.Act.Kind != Done) {
		return Action{}
	}
	return m.st.Act
}

// armed reports whether man j has a weapon in hand.
func (f *Fight) armed(j int) bool {
	if j < 0 || j >= len(f.men) {
		return false
	}
	m := &f.men[j]
	return m.st.Main != 0 || m.st.Off != 0
}

// grippedBy returns the first man in the fight who has a grip on man i,
// or −1.
func (f *Fight) grippedBy(i int) int {
	for j := range f.men {
		if o := &f.men[j]; o.st.Grip == i+1 && o.st.Status == InFight {
			return j
		}
	}
	return -1
}

// weaponState returns what man i knows of his weapon w. Its Weapon is a
// copy of the table row whose melee profile is the fight's copy for views,
// written again from the table each time: nothing a tactic does to it
// reaches the fight, or a later view.
func (f *Fight) weaponState(i, w int) WeaponState {
	g := &f.men[i].st.Guns[w]
	row := f.rules.Weapons[g.Row]
	if row.Melee != nil {
		m := &f.melees[g.Row]
		*m = *row.Melee
		row.Melee = m
	}
	longest := f.rules.maxRange[g.Row]
	if !row.Class.Firearm() {
		longest = int(reach(&row))
	}
	return WeaponState{
		Weapon: row, Drawn: g.drawn(), OffHand: g.Hand == inOff,
		Gone: g.Hand == onGround || g.Hand == gone, Loaded: g.Loaded, Pocket: g.Pocket, Loop: g.Loop,
		Cylinders: g.Cylinders, Cocked: g.Cocked, AimedAt: g.AimedAt - 1, Fired: g.Fired, Fanned: g.Fanned,
		Range: longest, OtherHandFree: f.otherHandFree(i, w),
	}
}
