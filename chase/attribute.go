package chase

import (
	"fmt"

	"github.com/deadmanshand/aces/internal/enum"
)

// Attribute names one of a horse's eleven attributes (rule CS-8), in the
// order of the horse sheet of the English rules.
type Attribute uint8

// The eleven equine attributes (rule CS-8), each rolled on 3d6 and modified
// by breed.
const (
	ShortSpeed    Attribute = iota // speed over ¼ mile: the Short phase and the race
	MediumSpeed                    // speed over 1 mile: the Medium phase
	LongSpeed                      // speed over 5 miles: the Long and Extreme phases
	Agility                        // turning on a dime, jumping, sure-footedness: blue chips
	Endurance                      // speed over long distances, little food or water: white chips
	HorseSense                     // "runs into walls" to "smart as a dog": hazards (CS-3)
	Temperament                    // "ornery" to "loveable": obstacles (CS-4)
	Trainability                   // "barely trainable" to "easily trained"
	Mettle                         // "easily spooked" to "steadfast"
	Soundness                      // "sickly" to "never gets sick": the collapse check (CS-2)
	Strength                       // pulling and carrying heavy loads
	NumAttributes                  // the number of attributes, 11
)

// attributeNames are the attributes as the horse sheet prints them;
// attributeKeys as JSON writes them.
var (
	attributeNames = enum.New[Attribute]("attribute",
		"Short Speed", "Medium Speed", "Long Speed", "Agility", "Endurance",
		"Horse Sense", "Temperament", "Trainability", "Mettle", "Soundness", "Strength")
	attributeKeys = enum.New[Attribute]("attribute",
		"shortSpeed", "mediumSpeed", "longSpeed", "agility", "endurance",
		"horseSense", "temperament", "trainability", "mettle", "soundness", "strength")
)

// String returns the attribute's name as the horse sheet prints it:
// "Horse Sense".
func (a Attribute) String() string { return attributeNames.String(a) }

// MarshalText encodes the attribute by its JSON key: "horseSense".
func (a Attribute) MarshalText() ([]byte, error) { return attributeKeys.Marshal(a, ErrHorse) }

// UnmarshalText decodes an attribute by its JSON key ("horseSense") or its
// name ("Horse Sense"), in any case; an unknown one lists the keys.
func (a *Attribute) UnmarshalText(b []byte) error {
	if v, err := attributeNames.Parse(string(b), ErrHorse); err == nil {
		*a = v
		return nil
	}
	return attributeKeys.Unmarshal(b, a, ErrHorse)
}

// maxAttribute is the highest attribute score a horse sheet may hold: 3d6
// gives 3..18, breed modifiers move it a few points.
const maxAttribute = 30

// Attributes are a horse's eleven attribute scores (rule CS-8). The same
// struct holds a breed's modifiers. It marshals to JSON with camelCase keys
// ("shortSpeed", "horseSense" …).
type Attributes struct {
	ShortSpeed   int `json:"shortSpeed"`
	MediumSpeed  int `json:"mediumSpeed"`
	LongSpeed    int `json:"longSpeed"`
	Agility      int `json:"agility"`
	Endurance    int `json:"endurance"`
	HorseSense   int `json:"horseSense"`
	Temperament  int `json:"temperament"`
	Trainability int `json:"trainability"`
	Mettle       int `json:"mettle"`
	Soundness    int `json:"soundness"`
	Strength     int `json:"strength"`
}

// ptr returns the field of attribute at, or nil for an unknown attribute.
func (as *Attributes) ptr(at Attribute) *int {
	switch at {
	case ShortSpeed:
		return &as.ShortSpeed
	case MediumSpeed:
		return &as.MediumSpeed
	case LongSpeed:
		return &as.LongSpeed
	case Agility:
		return &as.Agility
	case Endurance:
		return &as.Endurance
	case HorseSense:
		return &as.HorseSense
	case Temperament:
		return &as.Temperament
	case Trainability:
		return &as.Trainability
	case Mettle:
		return &as.Mettle
	case Soundness:
		return &as.Soundness
	case Strength:
		return &as.Strength
	}
	return nil
}

// Get returns the score of attribute at (0 for an unknown attribute).
func (as *Attributes) Get(at Attribute) int {
	if p := as.ptr(at); p != nil {
		return *p
	}
	return 0
}

// set sets the score of attribute at; an unknown attribute is ignored.
func (as *Attributes) set(at Attribute, v int) {
	if p := as.ptr(at); p != nil {
		*p = v
	}
}

// validate reports a score outside lo..hi, naming the attribute.
func (as *Attributes) validate(lo, hi int) error {
	for at := range NumAttributes {
		if v := as.Get(at); v < lo || v > hi {
			return fmt.Errorf("%s %d outside %d..%d", at, v, lo, hi)
		}
	}
	return nil
}
