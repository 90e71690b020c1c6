package wounds

import (
	"encoding/json"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
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

var locationNames = enum.From[Location](1, "location",
	"head", "neck", "chest", "abdomen", "groin",
	"left arm", "right arm", "left hand", "right hand",
	"left thigh", "right thigh", "left lower leg", "right lower leg",
	"left foot", "right foot",
)

// Valid reports whether l is one of the body locations.
func (l Location) Valid() bool { return l >= Head && l <= RightFoot }

// String returns the location's name: "left thigh"; "no location" for the
// zero Location.
func (l Location) String() string {
	if l == 0 {
		return "no location"
	}
	return locationNames.String(l)
}

// ParseLocation reads a location name as String writes it, in any case,
// with a space, hyphen or underscore between words ("Left-Thigh"). An
// unknown name wraps ErrLocation and lists the locations.
func ParseLocation(s string) (Location, error) {
	return locationNames.Parse(normalName(s), ErrLocation)
}

// normalName lowers s, trims it, and turns hyphens and underscores into
// single spaces.
func normalName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.NewReplacer("-", " ", "_", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// MarshalText encodes the location by name; the zero Location is an error.
func (l Location) MarshalText() ([]byte, error) { return locationNames.Marshal(l, ErrLocation) }

// UnmarshalText decodes a location name (see ParseLocation).
func (l *Location) UnmarshalText(b []byte) error {
	v, err := ParseLocation(string(b))
	if err != nil {
		return err
	}
	*l = v
	return nil
}

// Extremity reports whether the location is on a limb — an arm or a leg,
// hands and feet included — where a gross infection costs the limb; a
// gross infection of the head, the neck or the torso (chest, abdomen,
// groin) costs the patient's life (rule WO-3).
func (l Location) Extremity() bool { return l >= LeftArm && l <= RightFoot }

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
			add(l.String())
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
	return json.Marshal(memberNames(s.Has, Head, RightFoot, Location.String))
}

// UnmarshalJSON decodes a list of location or group names. An unknown name
// wraps ErrLocation.
func (s *LocationSet) UnmarshalJSON(data []byte) error {
	names, err := decodeNames(data, ErrLocation, "location names")
	if err != nil {
		return err
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
