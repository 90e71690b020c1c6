package gunfight

import (
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/wounds"
)

// Screen is the whole of a fight at a moment, for a game master's screen:
// what every man sees and what only the table knows — each man's declared
// action and the count it comes due, a choice a person recorded and Step
// has not declared yet.
type Screen struct {
	Now  Count
	Over bool
	// Declaring is the man the fight stopped at, whose declaration is
	// pending (see Fight.Waiting); −1 between counts.
	Declaring int
	Men       []ManOnScreen
}

// ManOnScreen is one man on a game master's screen.
type ManOnScreen struct {
	Name      string
	Decider   string // his tactic's name, or "person"
	Status    Status
	Pos       Point
	HP, MaxHP int
	Penalties wounds.Penalties
	Cover     bool
	Prone     bool
	Fleeing   bool
	Idle      bool
	// Action is the action he declared last; Busy says it is under way,
	// and then Due is the count it completes.
	Action Action
	Busy   bool
	Due    Count
	// Chosen says a person recorded Choice for his next declaration.
	Chosen  bool
	Choice  Action
	Weapons []WeaponState
	// Grip is the man he has a grip on (GU-8), −1 none; Holding says the
	// grip is a hold.
	Grip    int
	Holding bool
	Shots   int
	Hits    int
}

// State returns the whole fight as it stands, hidden things included, for
// a game master's screen: a copy, the caller's to keep.
func (f *Fight) State() Screen {
	t := Screen{Now: f.now, Over: f.over, Declaring: f.pendingMan(), Men: make([]ManOnScreen, len(f.men))}
	for i := range f.men {
		m := &f.men[i]
		name := encounter.Person
		if m.tac != nil {
			name = m.tac.Name()
		}
		tm := ManOnScreen{
			Name: m.sh.Name, Decider: name, Status: m.st.Status, Pos: m.st.Pos, HP: m.pat.HP(), MaxHP: m.sh.hp(),
			Penalties: m.pen, Cover: m.st.Cover, Prone: m.st.Prone, Fleeing: m.st.Fleeing, Idle: m.st.Idle,
			Action: m.st.Act, Busy: m.st.Busy, Due: m.st.Due, Chosen: m.st.Chosen, Choice: m.st.Choice,
			Grip: m.st.Grip - 1, Holding: m.st.Holding, Shots: m.st.Shots, Hits: m.st.Hits,
		}
		if !tm.Busy {
			tm.Due = 0
		}
		for w := range m.st.Guns {
			tm.Weapons = append(tm.Weapons, f.weaponState(i, w))
		}
		t.Men[i] = tm
	}
	return t
}
