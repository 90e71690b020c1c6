package gunfight

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/wounds"
)

// ActionKind is what a man declares (rule GU-2): draw, fire, reload, move,
// take cover, flee, strike, grab, wrestle … The zero ActionKind is no action:
// a tactic that returns it is in error (the engine never guesses).
type ActionKind uint8

// The actions. Their counts are in [ActionTable].
const (
	NoAction  ActionKind = iota
	Draw                 // draw a weapon, or two at once (GU-3)
	Fire                 // shoot a drawn firearm (GU-3, GU-4)
	Reload               // load rounds, or replace a cylinder (GU-3)
	Move                 // walk, run or sprint toward or away from the target
	TakeCover            // duck behind cover (also forced by nerves, RE-7)
	Flee                 // run from the fight (also forced by nerves)
	Leave                // leave the fight at once
	Strike               // a blow in close combat (GU-7)
	Grab                 // a wrestling grab (GU-8)
	Wrestle              // an opposed wrestling roll with a Hold option (GU-8)
	Stand                // get up after being thrown down
	Wait                 // do nothing for a while
	Done                 // nothing more to do: he stands idle until the fight ends
	Dodge                // dodge: shots at him are harder while it lasts (GU-11)
	Staunch              // a pressure bandage on a severe bleed, his own or another's within reach (GUD-17)
	recovery             // internal: a blow's recovery time running out
)

var kindNames = enum.New[ActionKind]("action", "no action", "draw", "fire", "reload", "move", "take cover", "flee", "leave",
	"strike", "grab", "wrestle", "stand", "wait", "done", "dodge", "staunch", "recover")

// String names the action kind: "take cover".
func (k ActionKind) String() string { return kindNames.String(k) }

// MarshalText encodes the kind by name.
func (k ActionKind) MarshalText() ([]byte, error) { return kindNames.Marshal(k, ErrState) }

// AimMode is how a shot is aimed (rule GU-3): brought to bear and aimed (the
// zero value), from the hip, or fanned.
type AimMode uint8

// The aim modes.
const (
	Aimed AimMode = iota // bring to bear and aim: 4 counts (Quick Aim: 2)
	Hip                  // hip-shoot: pistol 0 counts, rifle 6, −4 Accuracy (Hip Shooter: −2)
	Fan                  // fanfire a pistol: first shot 2 counts, then 3, −6 Accuracy (Fan Firing: −3)
)

var aimNames = enum.New[AimMode]("aim mode", "aimed", "hip", "fan")

// String names the mode.
func (m AimMode) String() string { return aimNames.String(m) }

// MarshalText encodes the mode by name.
func (m AimMode) MarshalText() ([]byte, error) { return aimNames.Marshal(m, ErrState) }

// Extra is additional aiming time added to the aim (rule GU-3): firing
// deliberately, or taking careful aim — not both; a deliberate shooter may
// hold fire and continue into careful aim (GUD-5, see [Holder]).
type Extra uint8

// The extras.
const (
	NoExtra    Extra = iota
	Deliberate       // pistol +4 counts +2, rifle +8 counts +4
	Careful          // pistol +10 counts +3, rifle +20 counts +6
)

var extraNames = enum.New[Extra]("extra aim", "none", "deliberate", "careful")

// String names the extra.
func (x Extra) String() string { return extraNames.String(x) }

// MarshalText encodes the extra by name.
func (x Extra) MarshalText() ([]byte, error) { return extraNames.Marshal(x, ErrState) }

// Hold is a wrestling option (rule GU-8), chosen once a grab has taken hold.
type Hold uint8

// The wrestling options.
const (
	NoHold    Hold = iota
	ForWeapon      // fight for the opponent's weapon: Str to make him let go, then Dex to take it
	ThrowDown      // Dex or Str (Str also deals up to the damage modifier); a tie: both fall
	Hurt           // Str: damage up to the damage modifier where gripped
	HoldDown       // Str against a grabbed opponent: he can only try to break free; +4 per extra holder
	BreakFree      // Str against each holder in turn
)

var holdNames = enum.New[Hold]("hold", "none", "for the weapon", "throw down", "hurt", "hold", "break free")

// String names the option.
func (h Hold) String() string { return holdNames.String(h) }

// MarshalText encodes the option by name.
func (h Hold) MarshalText() ([]byte, error) { return holdNames.Marshal(h, ErrState) }

// Action is what a [Tactic] declares for a man (rule GU-2). Fields that do
// not concern the kind are ignored. Weapons are numbered by their place in
// [Shooter].Weapons, men by their place in the setup.
//
//	gunfight.Action{Kind: gunfight.Draw, Weapon: 0}
//	gunfight.Action{Kind: gunfight.Fire, Weapon: 0, Target: 1, Extra: gunfight.Deliberate}
//	gunfight.Action{Kind: gunfight.Reload, Weapon: 0, Rounds: 2, Loop: true}
type Action struct {
	Kind ActionKind `json:"kind"`
	// Fire: how it is aimed.
	Aim    AimMode `json:"aim,omitempty"`
	Extra  Extra   `json:"extra,omitempty"`
	Steady bool    `json:"steady,omitempty"`
	// Fire, Strike, Grab: the point aimed at (rule GU-4; the zero
	// Location is the chest).
	At wounds.Location `json:"at,omitempty"`
	// Draw: Two draws Second at once with Weapon (+5 counts each);
	// OffHand draws Weapon with the off hand (+5, not with Two).
	Two     bool `json:"two,omitempty"`
	OffHand bool `json:"offHand,omitempty"`
	// Reload: Loop takes the rounds from a shell loop (+d4 counts each);
	// Cylinder replaces the cylinder of a cap-and-ball revolver.
	Loop     bool `json:"loop,omitempty"`
	Cylinder bool `json:"cylinder,omitempty"`
	// Move: the pace (0: run). Flee: the pace (0: the fastest his wounds
	// allow — a sprint when unhurt).
	Pace wounds.Movement `json:"pace,omitempty"`
	// Strike: a bare-handed blow (no weapon); Overhead strikes downwards
	// (the top silhouette).
	Bare     bool `json:"bare,omitempty"`
	Overhead bool `json:"overhead,omitempty"`
	// Wrestle: the option; ByDex rolls Dex instead of Str (throw down);
	// Spare deals no damage where the option would; Deal is the damage he
	// chooses to deal with a Str throw down or a hurt, 1 up to his damage
	// modifier (0: the maximum), Damage Bonus adding 1 to it (rule GU-14).
	Hold  Hold `json:"hold,omitempty"`
	ByDex bool `json:"byDex,omitempty"`
	Spare bool `json:"spare,omitempty"`
	Deal  int  `json:"deal,omitempty"`
	// Wait: how long (0: one second).
	Counts Count `json:"counts,omitempty"`
	// The weapon (Draw, Fire, Reload, Strike; Wrestle ForWeapon: the
	// opponent's) and the second weapon of a draw of two at once.
	Weapon int `json:"weapon,omitempty"`
	Second int `json:"second,omitempty"`
	// Fire, Strike, Grab, Wrestle, Move: the man acted on; Staunch: the
	// man whose bleeding he staunches (himself, or another within arm's
	// reach).
	Target int `json:"target,omitempty"`
	// Reload: rounds to load (0: as many as fit and he has).
	Rounds int `json:"rounds,omitempty"`
	// Move: feet toward the target (negative: away).
	Feet int `json:"feet,omitempty"`
}

// verb describes the action for an error message, as a verb phrase after
// "cannot": "fire weapon 0 at man 1", "declare done".
func (a Action) verb() string {
	switch a.Kind {
	case NoAction, Done:
		return "declare " + a.Kind.String()
	case Stand:
		return "stand up"
	case Staunch:
		return fmt.Sprintf("staunch man %d's bleeding", a.Target)
	case Draw:
		return fmt.Sprintf("draw weapon %d", a.Weapon)
	case Fire:
		return fmt.Sprintf("fire weapon %d at man %d", a.Weapon, a.Target)
	case Reload:
		return fmt.Sprintf("reload weapon %d", a.Weapon)
	case Strike:
		return fmt.Sprintf("strike man %d", a.Target)
	case Wrestle:
		return fmt.Sprintf("wrestle (%s) man %d", a.Hold, a.Target)
	case Grab, Move:
		return fmt.Sprintf("%s man %d", a.Kind, a.Target)
	}
	return a.Kind.String()
}

// Aiming is an aiming option's counts and Accuracy modifier.
type Aiming struct {
	Counts   Count `json:"counts"`
	Accuracy int   `json:"accuracy"`
}

// FirearmActions are the counts of rule GU-3 for one class of firearm.
type FirearmActions struct {
	Deliberate Aiming `json:"deliberate"` // added to the aim
	Careful    Aiming `json:"careful"`    // added to the aim
	Hip        Aiming `json:"hip"`        // instead of the aim
	// Next is a 2nd+ shot aimed: pistol 5 (it stays aimed), rifle 10
	// (re-aimed), shotgun 14 (11 when cocked: NextCocked). NextUnaimed is a
	// 2nd+ shot unaimed, at the hip-shooting penalty: rifle 6, shotgun 10
	// (7 cocked); 0 where the rules give none (a pistol stays aimed).
	Next              Count `json:"next"`
	NextCocked        Count `json:"nextCocked,omitempty"`
	NextUnaimed       Count `json:"nextUnaimed,omitempty"`
	NextUnaimedCocked Count `json:"nextUnaimedCocked,omitempty"`
	// Reload is the counts per cartridge (pistol, rifle 10). A shotgun
	// loads one shell in Shell1 (25; Shell1Clear 23 when no spent shell is
	// to be removed) and two in Shell2 (30; 28).
	Reload      Count `json:"reload,omitempty"`
	Shell1      Count `json:"shell1,omitempty"`
	Shell1Clear Count `json:"shell1Clear,omitempty"`
	Shell2      Count `json:"shell2,omitempty"`
	Shell2Clear Count `json:"shell2Clear,omitempty"`
}

// FanActions are the fanfire numbers (rule GU-3, GUD-4): −2 Speed, −6
// Accuracy (Fan Firing: −3); the first fanned shot takes the aim time reduced
// to 2; each further cock-and-fire 5 → 3 counts.
type FanActions struct {
	Speed     int   `json:"speed"`
	Accuracy  int   `json:"accuracy"`
	FanFiring int   `json:"fanFiring"`
	First     Count `json:"first"`
	Next      Count `json:"next"`
}

// MeleeActions are the close-combat counts (rule GU-7): a ready thrust 2,
// a ready swing 4, plus the weapon's action and recovery; the distance
// modifier is always +8.
type MeleeActions struct {
	Thrust   Count `json:"thrust"`
	Swing    Count `json:"swing"`
	Distance int   `json:"distance"`
}

// WrestleActions are the wrestling numbers (rule GU-8): each opposed roll 20
// counts; a failed grab of 15+ on an armed man delays his shot +5; +4 per
// extra holder, up to six; firing a contested gun 20 counts. Grab (the
// grab's own counts) is ours: the source rules resolve it "like a melee attack"
// without a time.
type WrestleActions struct {
	Roll          Count `json:"roll"`
	Grab          Count `json:"grab"`
	GrabDelay     Count `json:"grabDelay"`
	GrabDelayAt   int   `json:"grabDelayAt"`
	HoldBonus     int   `json:"holdBonus"`
	MaxHolders    int   `json:"maxHolders"`
	ContestedFire Count `json:"contestedFire"`
}

// ActionTable holds every count and modifier of rule GU-3 and its
// neighbours, as data. DefaultActions has the rules' numbers; the fields
// marked "ours" are defaults, not from the source rules.
type ActionTable struct {
	Draw        Count      `json:"draw"`        // pistol, knife, hand axe: 5
	DrawLong    Count      `json:"drawLong"`    // rifle, spear, lance, axe: 10
	DrawTwo     Count      `json:"drawTwo"`     // two at once: +5 each
	DrawOffHand Count      `json:"drawOffHand"` // off hand: +5 (not with two at once)
	NoHolster   *dice.Expr `json:"noHolster"`   // no holster: +d4
	Aim         Count      `json:"aim"`         // bring to bear / aim: 4 (Quick Aim halves)
	Steady      Aiming     `json:"steady"`      // steady hand (pistol, free hand): +2 counts +2
	// Unaimed is the hip-shooting penalty every unaimed shot takes (−4);
	// HipShooter is the Hip Shooter talent's (−2).
	Unaimed    int `json:"unaimed"`
	HipShooter int `json:"hipShooter"`
	// FireCocked: a cocked weapon trained on a man fires in 1 count;
	// CockAndFire: a pointed weapon not fired for PointedAfter counts (1 s)
	// cocks and fires in 3.
	FireCocked   Count          `json:"fireCocked"`
	CockAndFire  Count          `json:"cockAndFire"`
	PointedAfter Count          `json:"pointedAfter"`
	Pistol       FirearmActions `json:"pistol"`
	Rifle        FirearmActions `json:"rifle"`
	Shotgun      FirearmActions `json:"shotgun"`
	Fan          FanActions     `json:"fan"`
	Cylinder     Count          `json:"cylinder"` // replace a cylinder: 100
	Loop         *dice.Expr     `json:"loop"`     // from a shell loop: +d4 per round
	Melee        MeleeActions   `json:"melee"`
	Wrestle      WrestleActions `json:"wrestle"`
	// Ours: taking cover (ducking behind what is at hand), getting up after
	// a throw, a wait with no time given, how long a dodge lasts (GU-11:
	// the source gives no time).
	Cover Count `json:"cover"`
	Stand Count `json:"stand"`
	Wait  Count `json:"wait"`
	Dodge Count `json:"dodge"`
	// Staunch is putting a pressure bandage on a severe bleed: 300 counts
	// (WO-4, GUD-17).
	Staunch Count `json:"staunch"`
}

// DefaultActions returns the action table of rule GU-3 (the English rules'
// "Shooting actions" and "Aiming", the Spanish rules' close combat and
// wrestling), with our defaults where the source rules give no number: a shotgun aims
// deliberately, carefully and from the hip as a rifle does; a grab takes
// 2 counts, as a ready thrust; taking cover 10 counts, standing up 10,
// a bare wait 10, a dodge 10 (a second). Staunching takes the rules' 300
// counts (WO-4).
func DefaultActions() ActionTable {
	return ActionTable{
		Draw: 5, DrawLong: 10, DrawTwo: 5, DrawOffHand: 5, NoHolster: dice.MustParse("d4"),
		Aim: 4, Steady: Aiming{2, 2}, Unaimed: -4, HipShooter: -2,
		FireCocked: 1, CockAndFire: 3, PointedAfter: 10,
		Pistol: FirearmActions{
			Deliberate: Aiming{4, 2}, Careful: Aiming{10, 3}, Hip: Aiming{0, -4},
			Next: 5, Reload: 10,
		},
		Rifle: FirearmActions{
			Deliberate: Aiming{8, 4}, Careful: Aiming{20, 6}, Hip: Aiming{6, -4},
			Next: 10, NextUnaimed: 6, Reload: 10,
		},
		Shotgun: FirearmActions{
			Deliberate: Aiming{8, 4}, Careful: Aiming{20, 6}, Hip: Aiming{6, -4},
			Next: 14, NextCocked: 11, NextUnaimed: 10, NextUnaimedCocked: 7,
			Shell1: 25, Shell1Clear: 23, Shell2: 30, Shell2Clear: 28,
		},
		Fan:      FanActions{Speed: -2, Accuracy: -6, FanFiring: -3, First: 2, Next: 3},
		Cylinder: 100, Loop: dice.MustParse("d4"),
		Melee:   MeleeActions{Thrust: 2, Swing: 4, Distance: 8},
		Wrestle: WrestleActions{Roll: 20, Grab: 2, GrabDelay: 5, GrabDelayAt: 15, HoldBonus: 4, MaxHolders: 6, ContestedFire: 20},
		Cover:   10, Stand: 10, Wait: 10, Dodge: 10, Staunch: 300,
	}
}

// firearm returns the counts of a firearm class.
func (t *ActionTable) firearm(c Class) *FirearmActions {
	return byClass(c, &t.Pistol, &t.Rifle, &t.Shotgun)
}

const maxTableCount = 1000

// validate reports counts outside 0..1000, modifiers outside −20..20,
// a missing dice expression, or a class that cannot fire again. The error is
// a [*TableError] naming the field.
func (t *ActionTable) validate() error {
	cnt := func(field string, c Count) error {
		if c < 0 || c > maxTableCount {
			return tableErr("actions", 0, "", field, "%d counts, want 0..%d", c, maxTableCount)
		}
		return nil
	}
	mod := func(field string, v int) error {
		if v < -20 || v > 20 {
			return tableErr("actions", 0, "", field, "modifier %d, want -20..20", v)
		}
		return nil
	}
	expr := func(field string, e *dice.Expr) error {
		if e == nil {
			return tableErr("actions", 0, "", field, "no dice")
		}
		if m, ok := e.Max(); e.Min() < 0 || !ok || m > maxTableCount {
			return tableErr("actions", 0, "", field, "%s, want dice between 0 and %d", e, maxTableCount)
		}
		return nil
	}
	errs := []error{
		cnt("draw", t.Draw), cnt("drawLong", t.DrawLong), cnt("drawTwo", t.DrawTwo), cnt("drawOffHand", t.DrawOffHand),
		expr("noHolster", t.NoHolster), cnt("aim", t.Aim), cnt("steady.counts", t.Steady.Counts), mod("steady.accuracy", t.Steady.Accuracy),
		mod("unaimed", t.Unaimed), mod("hipShooter", t.HipShooter), cnt("fireCocked", t.FireCocked), cnt("cockAndFire", t.CockAndFire),
		cnt("pointedAfter", t.PointedAfter), mod("fan.speed", t.Fan.Speed), mod("fan.accuracy", t.Fan.Accuracy),
		mod("fan.fanFiring", t.Fan.FanFiring), cnt("fan.first", t.Fan.First), cnt("fan.next", t.Fan.Next),
		cnt("cylinder", t.Cylinder), expr("loop", t.Loop), cnt("melee.thrust", t.Melee.Thrust), cnt("melee.swing", t.Melee.Swing),
		mod("melee.distance", t.Melee.Distance), cnt("wrestle.roll", t.Wrestle.Roll), cnt("wrestle.grab", t.Wrestle.Grab),
		cnt("wrestle.grabDelay", t.Wrestle.GrabDelay), cnt("wrestle.contestedFire", t.Wrestle.ContestedFire),
		mod("wrestle.holdBonus", t.Wrestle.HoldBonus), cnt("cover", t.Cover), cnt("stand", t.Stand), cnt("wait", t.Wait), cnt("dodge", t.Dodge),
		cnt("staunch", t.Staunch),
	}
	if t.Wrestle.MaxHolders < 1 || t.Wrestle.MaxHolders > 6 {
		errs = append(errs, tableErr("actions", 0, "", "wrestle.maxHolders", "%d, want 1..6", t.Wrestle.MaxHolders))
	}
	if t.Wrestle.GrabDelayAt < 1 || t.Wrestle.GrabDelayAt > 40 {
		errs = append(errs, tableErr("actions", 0, "", "wrestle.grabDelayAt", "%d, want 1..40", t.Wrestle.GrabDelayAt))
	}
	if t.Wait < 1 {
		errs = append(errs, tableErr("actions", 0, "", "wait", "a wait must take at least 1 count"))
	}
	for _, c := range [...]struct {
		name string
		f    *FirearmActions
	}{{"pistol", &t.Pistol}, {"rifle", &t.Rifle}, {"shotgun", &t.Shotgun}} {
		f := c.f
		errs = append(errs,
			cnt(c.name+".deliberate.counts", f.Deliberate.Counts), mod(c.name+".deliberate.accuracy", f.Deliberate.Accuracy),
			cnt(c.name+".careful.counts", f.Careful.Counts), mod(c.name+".careful.accuracy", f.Careful.Accuracy),
			cnt(c.name+".hip.counts", f.Hip.Counts), mod(c.name+".hip.accuracy", f.Hip.Accuracy),
			cnt(c.name+".next", f.Next), cnt(c.name+".nextCocked", f.NextCocked), cnt(c.name+".nextUnaimed", f.NextUnaimed),
			cnt(c.name+".nextUnaimedCocked", f.NextUnaimedCocked), cnt(c.name+".reload", f.Reload),
			cnt(c.name+".shell1", f.Shell1), cnt(c.name+".shell1Clear", f.Shell1Clear),
			cnt(c.name+".shell2", f.Shell2), cnt(c.name+".shell2Clear", f.Shell2Clear))
		if f.Next < 1 {
			errs = append(errs, tableErr("actions", 0, "", c.name+".next", "a 2nd shot must take at least 1 count"))
		}
	}
	if t.Shotgun.Shell1 < 1 || t.Shotgun.Shell1Clear < 1 || t.Shotgun.Shell2 < 1 || t.Shotgun.Shell2Clear < 1 {
		errs = append(errs, tableErr("actions", 0, "", "shotgun.shell1", "a shotgun needs its shell counts"))
	}
	if t.Pistol.Reload < 1 || t.Rifle.Reload < 1 {
		errs = append(errs, tableErr("actions", 0, "", "pistol.reload", "pistols and rifles need counts per cartridge"))
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
