package wounds

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Location is a part of the body a wound can be in. It is a small enum so
// that a gunfight's silhouette can map each of its regions onto one:
//
//	silhouette region            Location
//	skull, face, eye, jaw        Head
//	throat, nape                 Neck
//	shoulder, breast, ribs, back Chest
//	belly, flank, kidney         Abdomen
//	hip, pelvis, buttock         Groin
//	upper arm, elbow, forearm    LeftArm, RightArm
//	wrist, hand, fingers         LeftHand, RightHand
//	thigh                        LeftThigh, RightThigh
//	knee, shin, calf, ankle      LeftLowerLeg, RightLowerLeg
//	foot                         LeftFoot, RightFoot
//
// Left and right are the patient's own. The zero Location is no location
// and is not valid for a wound. Locations marshal to JSON as their names
// ("left thigh").
type Location uint8

// The body locations.
const (
	Head Location = iota + 1
	Neck
	Chest
	Abdomen
	Groin
	LeftArm
	RightArm
	LeftHand
	RightHand
	LeftThigh
	RightThigh
	LeftLowerLeg
	RightLowerLeg
	LeftFoot
	RightFoot
)

// NumLocations is the number of body locations; valid locations run
// 1..NumLocations.
const NumLocations = 15

var locationNames = [NumLocations + 1]string{
	"", "head", "neck", "chest", "abdomen", "groin",
	"left arm", "right arm", "left hand", "right hand",
	"left thigh", "right thigh", "left lower leg", "right lower leg",
	"left foot", "right foot",
}

// Valid reports whether l is one of the body locations.
func (l Location) Valid() bool { return l >= Head && l <= RightFoot }

// String returns the location's name: "left thigh"; "no location" for the
// zero Location.
func (l Location) String() string {
	if !l.Valid() {
		if l == 0 {
			return "no location"
		}
		return fmt.Sprintf("location(%d)", uint8(l))
	}
	return locationNames[l]
}

// ParseLocation reads a location name as String writes it, in any case,
// with a space, hyphen or underscore between words ("Left-Thigh"). An
// unknown name wraps ErrLocation.
func ParseLocation(s string) (Location, error) {
	n := normalName(s)
	for l := Head; l <= RightFoot; l++ {
		if locationNames[l] == n {
			return l, nil
		}
	}
	return 0, fmt.Errorf("%w: %q", ErrLocation, s)
}

// normalName lowers s, trims it, and turns hyphens and underscores into
// single spaces.
func normalName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer("-", " ", "_", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// MarshalText encodes the location by name; the zero Location is an error.
func (l Location) MarshalText() ([]byte, error) {
	if !l.Valid() {
		return nil, fmt.Errorf("%w: %d", ErrLocation, uint8(l))
	}
	return []byte(locationNames[l]), nil
}

// UnmarshalText decodes a location name (see ParseLocation).
func (l *Location) UnmarshalText(b []byte) error {
	v, err := ParseLocation(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// Region is the part of the body a location belongs to. The infection rule
// (WO-3) reads it: a gross infection of an extremity (Arm, Leg) costs the
// limb, of the Head, Neck or Torso the patient's life.
type Region uint8

// The regions.
const (
	HeadRegion Region = iota + 1
	NeckRegion
	Torso
	Arm
	Leg
)

// String returns the region's name: "torso".
func (r Region) String() string {
	switch r {
	case HeadRegion:
		return "head"
	case NeckRegion:
		return "neck"
	case Torso:
		return "torso"
	case Arm:
		return "arm"
	case Leg:
		return "leg"
	}
	return "no region"
}

// Region returns the region of the location: Head → HeadRegion, Neck →
// NeckRegion, Chest, Abdomen and Groin → Torso, arms and hands → Arm,
// thighs, lower legs and feet → Leg.
func (l Location) Region() Region {
	switch l {
	case Head:
		return HeadRegion
	case Neck:
		return NeckRegion
	case Chest, Abdomen, Groin:
		return Torso
	case LeftArm, RightArm, LeftHand, RightHand:
		return Arm
	case LeftThigh, RightThigh, LeftLowerLeg, RightLowerLeg, LeftFoot, RightFoot:
		return Leg
	}
	return 0
}

// Extremity reports whether the location is on a limb (an arm or a leg,
// hands and feet included): where a gross infection means amputation
// (rule WO-3).
func (l Location) Extremity() bool {
	r := l.Region()
	return r == Arm || r == Leg
}

// LocationSet is a set of body locations, a bit per location. The zero
// LocationSet is empty. It marshals to JSON as a list of names, and reads
// the group names "arms", "hands", "thighs", "lower legs", "feet", "legs"
// (thighs, lower legs and feet), "torso" (chest, abdomen, groin) and "all"
// as well.
type LocationSet uint32

// Locations returns the set of the given locations.
func Locations(ls ...Location) LocationSet {
	var s LocationSet
	for _, l := range ls {
		s = s.With(l)
	}
	return s
}

// With returns the set with l added; an invalid location adds nothing.
func (s LocationSet) With(l Location) LocationSet {
	if !l.Valid() {
		return s
	}
	return s | 1<<l
}

// Has reports whether l is in the set.
func (s LocationSet) Has(l Location) bool { return l.Valid() && s&(1<<l) != 0 }

// Len returns the number of locations in the set.
func (s LocationSet) Len() int {
	n := 0
	for l := Head; l <= RightFoot; l++ {
		if s.Has(l) {
			n++
		}
	}
	return n
}

// String lists the locations, whole groups by their group names: "all",
// "arms, head", "left arm, right hand"; "none" when empty.
func (s LocationSet) String() string {
	if s == 0 {
		return "none"
	}
	var b strings.Builder
	add := func(name string) {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString(name)
	}
	for _, g := range groupOrder {
		if set := locationGroups[g]; s&set == set {
			add(g)
			s &^= set
		}
	}
	for l := Head; l <= RightFoot; l++ {
		if s.Has(l) {
			add(locationNames[l])
		}
	}
	return b.String()
}

// groupOrder is the order String folds groups in, largest first.
var groupOrder = [...]string{"all", "legs", "torso", "arms", "hands", "thighs", "lower legs", "feet"}

const allLocations = LocationSet(1<<(NumLocations+1) - 2)

// legs are the locations of the legs: thighs, lower legs and feet.
var legs = Locations(LeftThigh, RightThigh, LeftLowerLeg, RightLowerLeg, LeftFoot, RightFoot)

var locationGroups = map[string]LocationSet{
	"arms":       Locations(LeftArm, RightArm),
	"hands":      Locations(LeftHand, RightHand),
	"thighs":     Locations(LeftThigh, RightThigh),
	"lower legs": Locations(LeftLowerLeg, RightLowerLeg),
	"feet":       Locations(LeftFoot, RightFoot),
	"legs":       legs,
	"torso":      Locations(Chest, Abdomen, Groin),
	"all":        allLocations,
}

// MarshalJSON encodes the set as a list of location names.
func (s LocationSet) MarshalJSON() ([]byte, error) {
	names := make([]string, 0, s.Len())
	for l := Head; l <= RightFoot; l++ {
		if s.Has(l) {
			names = append(names, locationNames[l])
		}
	}
	return json.Marshal(names)
}

// UnmarshalJSON decodes a list of location or group names. An unknown name
// wraps ErrLocation.
func (s *LocationSet) UnmarshalJSON(data []byte) error {
	var names []string
	if err := json.Unmarshal(data, &names); err != nil {
		return fmt.Errorf("%w: want a list of location names: %v", ErrLocation, err)
	}
	var set LocationSet
	for _, n := range names {
		if g, ok := locationGroups[normalName(n)]; ok {
			set |= g
			continue
		}
		l, err := ParseLocation(n)
		if err != nil {
			return err
		}
		set = set.With(l)
	}
	*s = set
	return nil
}
