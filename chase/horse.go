package chase

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// sexes are the sexes of a grown horse (the English rules: "a gelding is
// a neutered stallion"), as a horse sheet writes them. A sheet without one
// is a gelding, the usual saddle horse; mares of a breed with mare sizes
// (the Percheron) are smaller.
var sexes = []string{"gelding", "mare", "stallion"}

// temperamentTypes are the six general temperament types of the English
// rules, rolled on a d6 in this order (the roll is ours: the English rules
// list the types and no way to pick one). A type describes the horse; the
// chase reads the Temperament attribute instead.
var temperamentTypes = []string{"quiet", "interested", "nervous", "extremely nervous", "stubborn", "treacherous"}

// oneOf reports whether word is one of words, ignoring case.
func oneOf(word string, words []string) bool {
	for _, w := range words {
		if strings.EqualFold(w, word) {
			return true
		}
	}
	return false
}

// Vice is a horse's bad habit and its category (the English rules: aggressive
// vices, flight responses, stall vices).
type Vice struct {
	Name     string `json:"name"`
	Category string `json:"category"`
}

// HPRule says how a horse's hit points are worked out: the sum of the
// listed attributes plus one per PoundsPerHP pounds of weight (0: weight
// does not count). The source rules give horses hit points but no formula.
type HPRule struct {
	Attributes  []Attribute `json:"attributes"`
	PoundsPerHP int         `json:"poundsPerHP,omitempty"`
}

// hitPoints returns the hit points of a horse with attributes as and
// weight lbs: at least 1.
func (r *HPRule) hitPoints(as *Attributes, lbs int) int {
	hp := 0
	for _, at := range r.Attributes {
		hp += as.Get(at)
	}
	if r.PoundsPerHP > 0 {
		hp += lbs / r.PoundsPerHP
	}
	return max(hp, 1)
}

// HorseRules are the tables a horse is rolled from: the breeds, the vices
// and how many a horse has, the hit-point rule and the lowest attribute
// score breed modifiers may leave. [DefaultHorseRules] are the defaults.
type HorseRules struct {
	Breeds []Breed `json:"breeds"`
	Vices  []Vice  `json:"vices"`
	// ViceOdds weighs how many vices a horse has: ViceOdds[n] is the
	// weight of n vices.
	ViceOdds []int  `json:"viceOdds"`
	HP       HPRule `json:"hp"`
	// Floor is the lowest attribute score after breed modifiers.
	Floor int `json:"floor"`
}

// defaultVices returns the seventeen vices of the English rules: aggressive vices
// (charging, striking, kicking, biting, bucking), flight responses
// (rearing, balking, shying, halter pulling, running away) and stall vices
// (wood chewing, cribbing, weaving, stall walking, bolting food, pawing,
// tail rubbing).
func defaultVices() []Vice {
	var vs []Vice
	for _, c := range [...]struct {
		cat   string
		names []string
	}{
		{"aggressive", []string{"charging", "striking", "kicking", "biting", "bucking"}},
		{"flight", []string{"rearing", "balking", "shying", "halter pulling", "running away"}},
		{"stall", []string{"wood chewing", "cribbing", "weaving", "stall walking", "bolting food", "pawing", "tail rubbing"}},
	} {
		for _, n := range c.names {
			vs = append(vs, Vice{Name: n, Category: c.cat})
		}
	}
	return vs
}

// DefaultHorseRules returns the default horse tables, a new copy each
// call: the seven breeds of the English rules — Arabian, Morgan, Quarter
// Horse, Thoroughbred, Mustang, Percheron and Shire, with the heights and
// weights it prints — and the seventeen vices it names, and, the default, not from the source rules (the English rules say
// "many horses have one or more bad habits" and give horses hit points
// without a formula): the breeds' modifiers; half of all horses have no
// vice, a third one, a sixth two (weights 3, 2, 1); hit points are Strength
// + Soundness + one per 100 lbs; no attribute falls below 1.
func DefaultHorseRules() *HorseRules {
	return &HorseRules{
		Breeds:   defaultBreeds(),
		Vices:    defaultVices(),
		ViceOdds: []int{3, 2, 1},
		HP:       HPRule{Attributes: []Attribute{Strength, Soundness}, PoundsPerHP: 100},
		Floor:    1,
	}
}

var defaultHorseRules = DefaultHorseRules()

// validate reports malformed horse tables. The error is a [*TableError]
// naming the table and the row.
func (hr *HorseRules) validate() error {
	if err := validateBreeds(hr.Breeds); err != nil {
		return err
	}
	for i, v := range hr.Vices {
		if strings.TrimSpace(v.Name) == "" {
			return tableErr("vices", i+1, "", "no name")
		}
		for j := range i {
			if strings.EqualFold(hr.Vices[j].Name, v.Name) {
				return tableErr("vices", i+1, v.Name, "repeats row %d", j+1)
			}
		}
	}
	if len(hr.ViceOdds) == 0 {
		return tableErr("viceOdds", 0, "", "no weights")
	}
	sum := 0
	for i, w := range hr.ViceOdds {
		if w < 0 || w > 1000 {
			return tableErr("viceOdds", i+1, "", "weight %d outside 0..1000", w)
		}
		if w > 0 && i > len(hr.Vices) {
			return tableErr("viceOdds", i+1, "", "%d vices but only %d in the list", i, len(hr.Vices))
		}
		sum += w
	}
	if sum == 0 {
		return tableErr("viceOdds", 0, "", "all weights are 0")
	}
	if len(hr.HP.Attributes) > int(NumAttributes) {
		return tableErr("hp", 0, "", "%d attributes, at most %d", len(hr.HP.Attributes), NumAttributes)
	}
	for i, at := range hr.HP.Attributes {
		if at >= NumAttributes {
			return tableErr("hp", i+1, "", "unknown attribute %d", uint8(at))
		}
	}
	if hr.HP.PoundsPerHP < 0 || hr.HP.PoundsPerHP > maxWeight {
		return tableErr("hp", 0, "", "poundsPerHP %d outside 0..%d", hr.HP.PoundsPerHP, maxWeight)
	}
	if hr.Floor < 1 || hr.Floor > 18 {
		return tableErr("floor", 0, "", "%d outside 1..18", hr.Floor)
	}
	return nil
}

// LoadHorseRules reads horse tables from JSON and validates them; a
// malformed table wraps [ErrTable] and names the row.
func LoadHorseRules(data []byte) (*HorseRules, error) {
	var hr HorseRules
	if err := encounter.StrictAs(data, &hr, ErrTable); err != nil {
		return nil, err
	}
	if err := hr.validate(); err != nil {
		return nil, err
	}
	return &hr, nil
}

// Horse is a horse sheet (the English rules): name, breed, sex (gelding,
// mare or stallion; none is a gelding), age, height and weight, the eleven
// attributes (rule CS-8), temperament type (quiet, interested, nervous,
// extremely nervous, stubborn or treacherous), vices and hit points. The
// words match ignoring case. It marshals to JSON, and validates when
// loaded ([LoadHorse]) or ridden.
type Horse struct {
	Name            string     `json:"name"`
	Breed           string     `json:"breed"`
	Sex             string     `json:"sex,omitempty"`
	Age             int        `json:"age"`
	Height          Hands      `json:"height"`
	Weight          int        `json:"weight"`
	Attributes      Attributes `json:"attributes"`
	TemperamentType string     `json:"temperamentType"`
	Vices           []string   `json:"vices,omitzero"`
	HP              int        `json:"hp"`
}

// maxAge is the oldest horse a sheet may hold.
const maxAge = 40

// validate reports a sheet out of range: no breed name, an attribute
// outside 1..maxAttribute, an age outside 0..maxAge, a height outside
// 0.1..25 hands, a weight outside 1..maxWeight lbs, an unknown sex or
// temperament type, a blank vice, or hit points below 1. The error wraps
// [ErrHorse] and names the field.
func (h *Horse) validate() error {
	bad := func(format string, args ...any) error {
		name := h.Name
		if name == "" {
			name = "horse"
		}
		return fmt.Errorf("%w: %s: %s", ErrHorse, name, fmt.Sprintf(format, args...))
	}
	if err := h.Attributes.validate(1, maxAttribute); err != nil {
		return bad("%v", err)
	}
	switch {
	case strings.TrimSpace(h.Breed) == "":
		return bad("no breed")
	case h.Sex != "" && !oneOf(h.Sex, sexes):
		return bad("%s", encounter.Unknown("sex", h.Sex, sexes))
	case h.Age < 0 || h.Age > maxAge:
		return bad("age %d outside 0..%d", h.Age, maxAge)
	case h.Height < 1 || h.Height > maxHands:
		return bad("height %s hands outside 0.1..%s", h.Height, maxHands)
	case h.Weight < 1 || h.Weight > maxWeight:
		return bad("weight %d lbs outside 1..%d", h.Weight, maxWeight)
	case !oneOf(h.TemperamentType, temperamentTypes):
		return bad("%s", encounter.Unknown("temperament type", h.TemperamentType, temperamentTypes))
	case h.HP < 1 || h.HP > 1000:
		return bad("%d hit points outside 1..1000", h.HP)
	}
	for i, v := range h.Vices {
		if strings.TrimSpace(v) == "" {
			return bad("vice %d is blank", i+1)
		}
	}
	return nil
}

// LoadHorse reads a horse sheet from JSON and validates it; any error,
// malformed JSON included, wraps [ErrHorse].
func LoadHorse(data []byte) (Horse, error) {
	var h Horse
	if err := encounter.StrictAs(data, &h, ErrHorse); err != nil {
		return Horse{}, err
	}
	if err := h.validate(); err != nil {
		return Horse{}, err
	}
	return h, nil
}

// String summarises the sheet: "Dusty, Mustang gelding, 6 years, 14.3
// hands, 760 lbs, HP 24: Short Speed 11, Medium Speed 9, …; quiet; vices:
// biting".
func (h *Horse) String() string {
	var b strings.Builder
	sex := h.Sex
	if sex == "" {
		sex = sexes[0]
	}
	fmt.Fprintf(&b, "%s, %s %s, %d years, %s hands, %d lbs, HP %d:", h.Name, h.Breed, sex, h.Age, h.Height, h.Weight, h.HP)
	for at := range NumAttributes {
		sep := ","
		if at == 0 {
			sep = ""
		}
		fmt.Fprintf(&b, "%s %s %d", sep, at, h.Attributes.Get(at))
	}
	fmt.Fprintf(&b, "; %s", h.TemperamentType)
	if len(h.Vices) > 0 {
		fmt.Fprintf(&b, "; vices: %s", strings.Join(h.Vices, ", "))
	}
	return b.String()
}

// HorseSpec is what the buyer knows before the horse is rolled: its name,
// breed, sex (none: a gelding) and age (0: rolled).
type HorseSpec struct {
	Name  string
	Breed string
	Sex   string
	Age   int
}

// RollHorse rolls a horse (rule CS-8): each of the eleven attributes is 3d6
// plus the breed's modifier, never below the rules' Floor; height and
// weight are uniform in the breed's ranges (the mare's for a mare) — height
// by the inch, weight by 10 lbs; an age of 0 is rolled as 3 + d9 (4..12,
// the English rules' best age to buy); the temperament type on a d6 (quiet,
// interested, nervous, extremely nervous, stubborn, treacherous); the
// number of vices from the rules' ViceOdds and the vices themselves
// uniformly, without repeats; then the hit points by the rules' HPRule.
// Nil rules are [DefaultHorseRules].
//
// Draws: three IntN(6) per attribute in the order of [Attribute]
// (ShortSpeed first); IntN(inches in the height range + 1); IntN(10-lb
// steps in the weight range + 1); IntN(9) when the age is rolled; IntN(6)
// for the temperament type; IntN(sum of ViceOdds); then one IntN(vices
// left) per vice. An unknown breed wraps [ErrHorse], a bad spec [ErrHorse],
// malformed rules [ErrTable]. r must not be nil: RollHorse is a rolling
// helper and panics on nil dice.
func RollHorse(r dice.Rand, spec HorseSpec, rules *HorseRules) (Horse, error) {
	if rules == nil {
		rules = defaultHorseRules
	} else if err := rules.validate(); err != nil {
		return Horse{}, err
	}
	b, err := lookupBreed(rules.Breeds, spec.Breed)
	if err != nil {
		return Horse{}, err
	}
	sex := strings.ToLower(spec.Sex)
	switch {
	case sex == "":
		sex = sexes[0]
	case !oneOf(sex, sexes):
		return Horse{}, fmt.Errorf("%w: %s", ErrHorse, encounter.Unknown("sex", spec.Sex, sexes))
	}
	if spec.Age < 0 || spec.Age > maxAge {
		return Horse{}, fmt.Errorf("%w: age %d outside 0..%d", ErrHorse, spec.Age, maxAge)
	}
	h := Horse{Name: spec.Name, Breed: b.Name, Sex: sex, Age: spec.Age}
	for at := range NumAttributes {
		h.Attributes.set(at, max(dice.Sum(r, 3, 6)+b.Mods.Get(at), rules.Floor))
	}
	size := b.sizeFor(sex)
	h.Height = size.Height[0] + Hands(r.IntN(int(size.Height[1]-size.Height[0])+1))
	steps := (size.Weight[1] - size.Weight[0]) / 10
	h.Weight = size.Weight[0] + 10*r.IntN(steps+1)
	if h.Age == 0 {
		h.Age = 3 + dice.D(r, 9)
	}
	h.TemperamentType = temperamentTypes[dice.D(r, 6)-1]
	sum := 0
	for _, w := range rules.ViceOdds {
		sum += w
	}
	n, roll := 0, r.IntN(sum)
	for i, w := range rules.ViceOdds {
		if roll < w {
			n = i
			break
		}
		roll -= w
	}
	n = min(n, len(rules.Vices))
	if n > 0 {
		left := make([]int, len(rules.Vices))
		for i := range left {
			left[i] = i
		}
		for range n {
			k := r.IntN(len(left))
			h.Vices = append(h.Vices, rules.Vices[left[k]].Name)
			left = append(left[:k], left[k+1:]...)
		}
	}
	h.HP = rules.HP.hitPoints(&h.Attributes, h.Weight)
	return h, nil
}
