package gunfight

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/wounds"
)

// Class is the kind of a weapon, as the action counts (rule GU-3) and the
// talents (Greased Lightning is bought per type) tell them apart.
type Class uint8

// The weapon classes.
const (
	Pistol Class = iota + 1
	Rifle
	Shotgun
	Knife
	Axe
	Club
	Spear
	Unarmed
)

var classNames = enum.New[Class]("class", "none", "pistol", "rifle", "shotgun", "knife", "axe", "club", "spear", "unarmed")

// String returns the class name: "pistol".
func (c Class) String() string { return classNames.String(c) }

// Valid reports whether c is one of the classes.
func (c Class) Valid() bool { return c >= Pistol && c <= Unarmed }

// Firearm reports whether the class shoots: pistol, rifle, shotgun.
func (c Class) Firearm() bool { return c >= Pistol && c <= Shotgun }

// byClass picks what belongs to a class of firearm: the rifle's, the
// shotgun's, else the pistol's.
func byClass[T any](c Class, pistol, rifle, shotgun *T) *T {
	switch c {
	case Rifle:
		return rifle
	case Shotgun:
		return shotgun
	}
	return pistol
}

// LongGun reports whether the class is a rifle or shotgun (a mangled arm
// fires them at −3, rule WO-4).
func (c Class) LongGun() bool { return c == Rifle || c == Shotgun }

// MarshalText encodes the class by name.
func (c Class) MarshalText() ([]byte, error) { return classNames.Marshal(c, ErrWeapon) }

// UnmarshalText decodes a class name ("pistol", case-insensitive).
func (c *Class) UnmarshalText(b []byte) error { return classNames.Unmarshal(b, c, ErrWeapon) }

// Blow is how a weapon strikes in close combat (rule GU-7): a thrust (knife,
// bayonet, spear, rifle butt) is aimed on the front silhouette and readied in
// 2 counts; a swing (axe, Bowie knife, club, long-gun swings) on the side
// silhouette — the top view when striking downwards — in 4.
type Blow uint8

// The blows.
const (
	Thrust Blow = iota + 1
	Swing
)

var blowNames = enum.New[Blow]("blow", "none", "thrust", "swing")

// String returns "thrust" or "swing".
func (b Blow) String() string { return blowNames.String(b) }

// MarshalText encodes the blow by name.
func (b Blow) MarshalText() ([]byte, error) { return blowNames.Marshal(b, ErrWeapon) }

// UnmarshalText decodes "thrust" or "swing".
func (b *Blow) UnmarshalText(t []byte) error { return blowNames.Unmarshal(t, b, ErrWeapon) }

// Melee is how a weapon fights in close combat (rule GU-7): the blow, the
// damage, and its action time (readying the stroke, added to the 2 or 4
// counts) and recovery time (before the next action). A firearm's melee is a
// pistol-whip or a rifle butt. The times are default data, not from the
// source rules, which refer to a table they do not reproduce.
type Melee struct {
	Blow     Blow         `json:"blow"`
	Damage   *dice.Expr   `json:"damage"`
	Cause    wounds.Cause `json:"cause"`
	Action   Count        `json:"action"`
	Recovery Count        `json:"recovery"`
	Reach    int          `json:"reach"` // feet; 0 reads as 5
}

// Weapon is one row of the weapon table: a model's name, class, damage with
// penetration (rule GU-6), rounds it holds, initiative modifier (the
// "weapon model" of rule GU-2), Accuracy modifier, range table, and how it
// reloads and fights in close combat.
//
// Weapons marshal to JSON with their damage as notation:
//
//	{"name": "Colt Peacemaker", "class": "pistol", "damage": "2d6p", "capacity": 6}
type Weapon struct {
	Name       string     `json:"name"`
	Short      string     `json:"short,omitempty"` // the name in narration: "the Colt"
	Class      Class      `json:"class"`
	Damage     *dice.Expr `json:"damage,omitempty"`   // firearms: the bullet's damage; penetration is written "p"
	Capacity   int        `json:"capacity,omitempty"` // rounds it holds (firearms)
	Initiative int        `json:"initiative,omitempty"`
	Accuracy   int        `json:"accuracy,omitempty"`
	Range      string     `json:"range,omitempty"` // a range table's name; "" reads as the class name
	Long       bool       `json:"long,omitempty"`  // drawn in 10 counts (rifle, spear, lance, axe), not 5
	CapAndBall bool       `json:"capAndBall,omitempty"`
	Melee      *Melee     `json:"melee,omitempty"`
}

// Label is the name the narration uses: Short, or Name.
func (w *Weapon) Label() string {
	if w.Short != "" {
		return w.Short
	}
	return w.Name
}

// rangeName is the weapon's range table.
func (w *Weapon) rangeName() string {
	if w.Range != "" {
		return w.Range
	}
	return w.Class.String()
}

// MaxCapacity bounds the rounds a weapon holds.
const MaxCapacity = 100

// WeaponTable is the weapon table: rows looked up by name
// (case-insensitive). It marshals to JSON as an array of rows and validates
// when loaded.
type WeaponTable []Weapon

// Lookup returns the row of the named weapon and a pointer to it in t; an
// unknown name wraps [ErrWeapon] and lists the table's names.
func (t WeaponTable) Lookup(name string) (int, *Weapon, error) {
	for i := range t {
		if strings.EqualFold(t[i].Name, name) {
			return i, &t[i], nil
		}
	}
	names := make([]string, len(t))
	for i := range t {
		names[i] = t[i].Name
	}
	return -1, nil, fmt.Errorf("%w: unknown weapon %q (the table has: %s)", ErrWeapon, name, strings.Join(names, ", "))
}

// validate reports a malformed table: an empty or repeated name, an unknown
// class, a firearm without damage or capacity, a melee row without a
// blow, damage or cause, numbers out of range. The error is a [*TableError]
// naming the row.
func (t WeaponTable) validate() error {
	if len(t) == 0 {
		return tableErr("weapons", 0, "", "", "no weapons")
	}
	for i := range t {
		w := &t[i]
		row := func(field, format string, args ...any) error {
			return tableErr("weapons", i+1, w.Name, field, format, args...)
		}
		switch {
		case strings.TrimSpace(w.Name) == "":
			return tableErr("weapons", i+1, "", "name", "empty name")
		case !w.Class.Valid():
			return row("class", "unknown class %d", uint8(w.Class))
		case w.Initiative < -10 || w.Initiative > 10:
			return row("initiative", "%d, want -10..10", w.Initiative)
		case w.Accuracy < -10 || w.Accuracy > 10:
			return row("accuracy", "%d, want -10..10", w.Accuracy)
		}
		for j := range i {
			if strings.EqualFold(t[j].Name, w.Name) {
				return row("name", "repeats row %d", j+1)
			}
		}
		if w.Class.Firearm() {
			switch {
			case w.Damage == nil:
				return row("damage", "a firearm needs damage")
			case w.Damage.Min() < 0:
				return row("damage", "%s can roll below 0", w.Damage)
			case w.Capacity < 1 || w.Capacity > MaxCapacity:
				return row("capacity", "%d, want 1..%d", w.Capacity, MaxCapacity)
			case w.CapAndBall && w.Class != Pistol && w.Class != Rifle:
				return row("capAndBall", "only revolvers and revolving rifles take a cylinder")
			}
		} else {
			switch {
			case w.Capacity != 0 || w.CapAndBall:
				return row("capacity", "a %s holds no rounds", w.Class)
			case w.Melee == nil:
				return row("melee", "a %s needs its melee profile", w.Class)
			}
		}
		if m := w.Melee; m != nil {
			switch {
			case m.Blow != Thrust && m.Blow != Swing:
				return row("melee.blow", "want thrust or swing")
			case m.Damage == nil:
				return row("melee.damage", "no damage")
			case m.Damage.Min() < 0:
				return row("melee.damage", "%s can roll below 0", m.Damage)
			case m.Cause != wounds.Edged && m.Cause != wounds.Blunt:
				return row("melee.cause", "%s, want edged or blunt", m.Cause)
			case m.Action < 0 || m.Action > 100:
				return row("melee.action", "%d counts, want 0..100", m.Action)
			case m.Recovery < 0 || m.Recovery > 100:
				return row("melee.recovery", "%d counts, want 0..100", m.Recovery)
			case m.Reach < 0 || m.Reach > 20:
				return row("melee.reach", "%d ft, want 0..20", m.Reach)
			}
		}
	}
	return nil
}

// UnmarshalJSON decodes and validates a table (see Rules.Validate);
// unknown fields are errors, and every error is a [*TableError]. LoadRules
// reads a weapon table alone from {"weapons": [...]}.
func (t *WeaponTable) UnmarshalJSON(data []byte) error {
	var rows []Weapon
	if err := encounter.Strict(data, &rows); err != nil {
		return tableErr("weapons", 0, "", "", "%v", err)
	}
	if err := WeaponTable(rows).validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// DefaultWeapons returns the default weapon table — ours, not from the
// source rules, which refer to a weapon table they do not reproduce. Damage
// penetrates (rule DI-1); initiative is the weapon-model modifier of rule
// GU-2 (added to initiative: lower is faster); melee action and recovery
// times are ours too.
//
//	weapon                     class    damage  rounds  init  acc  notes
//	Colt Peacemaker            pistol   2d6p    6       0     0    pistol-whip d4p
//	Smith & Wesson Schofield   pistol   2d6p    6       0     0
//	Remington 1858             pistol   2d4p+1  6       +1    0    cap and ball
//	Colt Navy                  pistol   d8p+1   6       0     0    cap and ball
//	Derringer                  pistol   d6p     2       -1    -2
//	Winchester 1873            rifle    2d6p+1  15      +1    0    butt d6p
//	Sharps                     rifle    2d8p    1       +2    +1
//	Double-barrel shotgun      shotgun  3d6p    2       +2    0    butt d6p
//	Coach gun                  shotgun  3d6p    2       +1    0
//	Knife                      knife    thrust d4p, action 1, recovery 2
//	Bowie knife                knife    swing d6p, action 2, recovery 3
//	Hatchet                    axe      swing d6p+1, action 3, recovery 4
//	Axe                        axe      swing d10p, action 6, recovery 8, long
//	Club                       club     swing d6p, action 3, recovery 4
//	Spear                      spear    thrust d8p, action 3, recovery 4, reach 10 ft, long
//	Fists                      unarmed  thrust d3p, action 0, recovery 2
func DefaultWeapons() WeaponTable {
	p := dice.MustParse
	whip := func() *Melee {
		return &Melee{Blow: Swing, Damage: p("d4p"), Cause: wounds.Blunt, Action: 2, Recovery: 3}
	}
	butt := func() *Melee {
		return &Melee{Blow: Thrust, Damage: p("d6p"), Cause: wounds.Blunt, Action: 3, Recovery: 5}
	}
	return WeaponTable{
		{Name: "Colt Peacemaker", Short: "the Colt", Class: Pistol, Damage: p("2d6p"), Capacity: 6, Melee: whip()},
		{Name: "Smith & Wesson Schofield", Short: "the Schofield", Class: Pistol, Damage: p("2d6p"), Capacity: 6, Melee: whip()},
		{Name: "Remington 1858", Short: "the Remington", Class: Pistol, Damage: p("2d4p+1"), Capacity: 6, Initiative: 1, CapAndBall: true, Melee: whip()},
		{Name: "Colt Navy", Short: "the Navy", Class: Pistol, Damage: p("d8p+1"), Capacity: 6, CapAndBall: true, Melee: whip()},
		{Name: "Derringer", Short: "the derringer", Class: Pistol, Damage: p("d6p"), Capacity: 2, Initiative: -1, Accuracy: -2},
		{Name: "Winchester 1873", Short: "the Winchester", Class: Rifle, Damage: p("2d6p+1"), Capacity: 15, Initiative: 1, Long: true, Melee: butt()},
		{Name: "Sharps", Short: "the Sharps", Class: Rifle, Damage: p("2d8p"), Capacity: 1, Initiative: 2, Accuracy: 1, Long: true, Melee: butt()},
		{Name: "Double-barrel shotgun", Short: "the shotgun", Class: Shotgun, Damage: p("3d6p"), Capacity: 2, Initiative: 2, Long: true, Melee: butt()},
		{Name: "Coach gun", Short: "the coach gun", Class: Shotgun, Damage: p("3d6p"), Capacity: 2, Initiative: 1, Long: true, Melee: butt()},
		{Name: "Knife", Short: "the knife", Class: Knife, Melee: &Melee{Blow: Thrust, Damage: p("d4p"), Cause: wounds.Edged, Action: 1, Recovery: 2}},
		{Name: "Bowie knife", Short: "the Bowie", Class: Knife, Melee: &Melee{Blow: Swing, Damage: p("d6p"), Cause: wounds.Edged, Action: 2, Recovery: 3}},
		{Name: "Hatchet", Short: "the hatchet", Class: Axe, Melee: &Melee{Blow: Swing, Damage: p("d6p+1"), Cause: wounds.Edged, Action: 3, Recovery: 4}},
		{Name: "Axe", Short: "the axe", Class: Axe, Long: true, Melee: &Melee{Blow: Swing, Damage: p("d10p"), Cause: wounds.Edged, Action: 6, Recovery: 8}},
		{Name: "Club", Short: "the club", Class: Club, Melee: &Melee{Blow: Swing, Damage: p("d6p"), Cause: wounds.Blunt, Action: 3, Recovery: 4}},
		{Name: "Spear", Short: "the spear", Class: Spear, Long: true, Melee: &Melee{Blow: Thrust, Damage: p("d8p"), Cause: wounds.Edged, Action: 3, Recovery: 4, Reach: 10}},
		{Name: "Fists", Short: "his fists", Class: Unarmed, Melee: &Melee{Blow: Thrust, Damage: p("d3p"), Cause: wounds.Blunt, Action: 0, Recovery: 2}},
	}
}
