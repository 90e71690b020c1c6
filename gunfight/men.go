package gunfight

import (
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// Status is where a man stands in the fight.
type Status uint8

// The statuses.
const (
	InFight Status = iota // still in it
	Fled                  // ran from it (RE-7)
	Left                  // left at once (RE-7)
	Down                  // down or knocked out (GUD-7)
	Dead                  // dead (GUD-7)
)

var statusNames = enum.New[Status]("status", "standing", "fled", "left", "down", "dead")

// String names the status.
func (s Status) String() string { return statusNames.String(s) }

// MarshalText encodes the status by name.
func (s Status) MarshalText() ([]byte, error) { return statusNames.Marshal(s, ErrState) }

// where a gun is
const (
	holstered = iota
	inMain
	inOff
	onGround
	gone
)

// gun is the state of one weapon a man has.
type gun struct {
	Row       int
	Carry     int // index in Shooter.Weapons; −1 for a weapon taken from another
	Hand      int
	Loaded    int
	Spent     int
	Pocket    int
	Loop      int
	Cylinders int
	Cocked    bool
	AimedAt   int // man index + 1
	Fired     bool
	LastFired Count
	Fanned    bool
	NoHolster bool
	OffHand   bool
	From      int // man index + 1 it was taken from in a struggle: contested while their grip lasts (GUD-11)
}

func (g *gun) drawn() bool { return g.Hand == inMain || g.Hand == inOff }

// manState is what changes about a man in a fight.
type manState struct {
	Guns      []gun
	Main      int // gun index + 1 in each hand
	Off       int
	Pos       Point
	Status    Status
	Cover     bool
	Forced    bool // his nerve sent him to cover (RE-7)
	Armed     bool // his nerve's threshold is crossed: the next blow makes him flee (GUD-9)
	Prone     bool
	Fleeing   bool
	Act       Action
	ActForced bool
	Due       Count
	Busy      bool
	Idle      bool
	Needs     bool
	Chosen    bool // Choice is his next action, recorded by Decide
	Choice    Action
	Order     reputation.Response
	Delay     Count
	Die       int // the d4 of a draw without holster
	MovedAt   Count
	MovedPace wounds.Movement
	Init      int
	Aimed     bool // the declared shot is aimed (GU-3)
	Shots     int
	Hits      int
	// wrestling (GU-8)
	Grip    int // man index + 1 he has a grip on
	GripAt  wounds.Location
	Holding bool // his grip is a hold
	ForGun  int  // gun index + 1 of the gripped man's he fights for
	Loose   bool // the gripped man has let go of it
	DexWins int  // consecutive Dex wins for a dropped gun
	// staunching (GUD-17): the man + 1 and his wound + 1 he holds a
	// pressure bandage on; the man + 1 staunching him or holding pressure
	// on him (himself included)
	Pressing    int
	PressWound  int
	StaunchedBy int
}

// man is a man in a fight: his setup, what the fight derived from it once,
// and his state.
type man struct {
	st      manState
	sh      *Shooter
	tal     talents
	tac     Tactic
	gm      *gunman // tac when it is a built-in tactic, called directly
	holder  Holder
	pat     *wounds.Patient
	t0      wounds.Time // his patient's time at count 0 (GU-13)
	came    int         // the wounds he came into the fight with (GUD-16)
	bleedAt Count       // the count his next bleed is due, or noBleed
	pen     wounds.Penalties
	side    int
	nerve   reputation.Nerve
	dieMod  int // +1/−1 on rolls where higher is better (RE-1, DID-1)
	initMod int // the same on initiative, where lower is better
	speed   int // the worst Fame Speed among his opponents
	bonus   []int
	rows    []int     // the weapon row of each carried weapon
	near    int       // his nearest opponent in the fight + 1; 0: to be worked out (nearest)
	fixed   fixedMods // his shots' modifiers that change only when the men move
	init    struct {  // his initiative's modifiers that never change (fixedInitMods)
		mods Mods
		sum  int
	}
	start  manState // his state when the fight starts (lineUp)
	opener opener   // his first declaration, kept on the study path (opening)
}

// weapon returns the table row of man i's gun g.
func (f *Fight) weapon(i, g int) *Weapon { return &f.rules.Weapons[f.men[i].st.Guns[g].Row] }

// distance returns the feet between two men.
func (f *Fight) distance(i, j int) float64 { return f.dist[i*len(f.men)+j] }

// nearest returns the nearest opponent of man me still in the fight (the
// first in setup order of those as near), or −1. It is worked out again
// only after the men move (measure) or one leaves the fight (out).
func (f *Fight) nearest(me int) int {
	if n := f.men[me].near; n > 0 {
		return n - 1
	}
	return f.findNearest(me)
}

// findNearest works nearest out and remembers it.
func (f *Fight) findNearest(me int) int {
	men := f.men
	dist := f.dist[me*len(men) : (me+1)*len(men)]
	side := men[me].side
	best, bd := -1, 0.0
	for i := range men {
		if men[i].side == side || men[i].st.Status != InFight {
			continue // himself, a friend, or out of the fight
		}
		if d := dist[i]; best < 0 || d < bd {
			best, bd = i, d
		}
	}
	men[me].near = best + 1
	return best
}
