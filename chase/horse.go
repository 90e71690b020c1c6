package chase

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// Sex is a horse's sex (the English rules). The zero Sex is a gelding, the usual
// saddle horse. Mares of a breed with mare sizes (the Percheron) are
// smaller.
type Sex uint8

// The sexes of a grown horse (the English rules: "a gelding is a neutered stallion").
const (
	Gelding Sex = iota
	Mare
	Stallion
	numSexes
)

var sexNames = [numSexes]string{"gelding", "mare", "stallion"}

// String returns "gelding", "mare" or "stallion".
func (s Sex) String() string {
	if s < numSexes {
		return sexNames[s]
	}
	return fmt.Sprintf("Sex(%d)", uint8(s))
}

// MarshalText encodes the sex by name.
func (s Sex) MarshalText() ([]byte, error) {
	if s >= numSexes {
		return nil, fmt.Errorf("%w: unknown sex %d", ErrHorse, uint8(s))
	}
	return []byte(sexNames[s]), nil
}

// UnmarshalText decodes a sex by name, in any case.
func (s *Sex) UnmarshalText(b []byte) error {
	for i, n := range sexNames {
		if strings.EqualFold(n, string(b)) {
			*s = Sex(i)
			return nil
		}
	}
	return fmt.Errorf("%w: unknown sex %q", ErrHorse, b)
}

// TemperamentType is one of the six general temperament types of the English rules:
// quiet, interested, nervous, extremely nervous, stubborn, treacherous. It
// describes the horse; the chase reads the Temperament attribute instead.
type TemperamentType uint8

// The six temperament types of the English rules, rolled on a d6 in this order (the
// roll is ours: the English rules list the types and no way to pick one).
const (
	Quiet TemperamentType = iota + 1
	Interested
	Nervous
	ExtremelyNervous
	Stubborn
	Treacherous
	numTemperaments
)

var temperamentNames = [numTemperaments]string{"", "quiet", "interested", "nervous", "extremely nervous", "stubborn", "treacherous"}

// String returns the type's name: "extremely nervous".
func (t TemperamentType) String() string {
	if t > 0 && t < numTemperaments {
		return temperamentNames[t]
	}
	return fmt.Sprintf("TemperamentType(%d)", uint8(t))
}

// MarshalText encodes the type by name.
func (t TemperamentType) MarshalText() ([]byte, error) {
	if t == 0 || t >= numTemperaments {
		return nil, fmt.Errorf("%w: unknown temperament type %d", ErrHorse, uint8(t))
	}
	return []byte(temperamentNames[t]), nil
}

// UnmarshalText decodes a type by name, in any case.
func (t *TemperamentType) UnmarshalText(b []byte) error {
	for i := Quiet; i < numTemperaments; i++ {
		if strings.EqualFold(temperamentNames[i], string(b)) {
			*t = i
			return nil
		}
	}
	return fmt.Errorf("%w: unknown temperament type %q", ErrHorse, b)
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

// HitPoints returns the hit points of a horse with attributes as and
// weight lbs: at least 1.
func (r *HPRule) HitPoints(as *Attributes, lbs int) int {
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
	Breeds BreedTable `json:"breeds"`
	Vices  []Vice     `json:"vices"`
	// ViceOdds weighs how many vices a horse has: ViceOdds[n] is the
	// weight of n vices.
	ViceOdds []int  `json:"viceOdds"`
	HP       HPRule `json:"hp"`
	// Floor is the lowest attribute score after breed modifiers.
	Floor int `json:"floor"`
}

// DefaultVices returns the seventeen vices of the English rules: aggressive vices
// (charging, striking, kicking, biting, bucking), flight responses
// (rearing, balking, shying, halter pulling, running away) and stall vices
// (wood chewing, cribbing, weaving, stall walking, bolting food, pawing,
// tail rubbing).
func DefaultVices() []Vice {
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

// DefaultHorseRules returns the default horse tables: [DefaultBreeds] and
// [DefaultVices] from the English rules, and, the default, not from the source
// rules (the English rules say "many horses have one or more bad habits" and gives
// horses hit points without a formula): half of all horses have no vice, a
// third one, a sixth two (weights 3, 2, 1); hit points are Strength +
// Soundness + one per 100 lbs; no attribute falls below 1.
func DefaultHorseRules() *HorseRules {
	return &HorseRules{
		Breeds:   DefaultBreeds(),
		Vices:    DefaultVices(),
		ViceOdds: []int{3, 2, 1},
		HP:       HPRule{Attributes: []Attribute{Strength, Soundness}, PoundsPerHP: 100},
		Floor:    1,
	}
}

var defaultHorseRules = DefaultHorseRules()

// Validate reports malformed horse tables. The error is a [*TableError]
// naming the table and the row.
func (hr *HorseRules) Validate() error {
	if err := hr.Breeds.Validate(); err != nil {
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
	if hr.HP.PoundsPerHP < 0 || hr.HP.PoundsPerHP > MaxWeight {
		return tableErr("hp", 0, "", "poundsPerHP %d outside 0..%d", hr.HP.PoundsPerHP, MaxWeight)
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
	if err := load(data, &hr, ErrTable); err != nil {
		return nil, err
	}
	if err := hr.Validate(); err != nil {
		return nil, err
	}
	return &hr, nil
}

// Horse is a horse sheet (the English rules): name, breed, sex, age, height and
// weight, the eleven attributes (rule CS-8), temperament type, vices and
// hit points. It marshals to JSON and validates when loaded.
type Horse struct {
	Name            string          `json:"name"`
	Breed           string          `json:"breed"`
	Sex             Sex             `json:"sex"`
	Age             int             `json:"age"`
	Height          Hands           `json:"height"`
	Weight          int             `json:"weight"`
	Attributes      Attributes      `json:"attributes"`
	TemperamentType TemperamentType `json:"temperamentType"`
	Vices           []string        `json:"vices,omitzero"`
	HP              int             `json:"hp"`
}

// MaxAge is the oldest horse a sheet may hold.
const MaxAge = 40

// Validate reports a sheet out of range: no breed name, an attribute
// outside 1..MaxAttribute, an age outside 0..MaxAge, a height outside
// 0.1..25 hands, a weight outside 1..MaxWeight lbs, an unknown sex or
// temperament type, a blank vice, or hit points below 1. The error wraps
// [ErrHorse] and names the field.
func (h *Horse) Validate() error {
	bad := func(format string, args ...any) error {
		name := h.Name
		if name == "" {
			name = "horse"
		}
		return fmt.Errorf("%w: %s: %s", ErrHorse, name, fmt.Sprintf(format, args...))
	}
	if err := h.Attributes.validate(1, MaxAttribute); err != nil {
		return bad("%v", err)
	}
	switch {
	case strings.TrimSpace(h.Breed) == "":
		return bad("no breed")
	case h.Sex >= numSexes:
		return bad("unknown sex %d", uint8(h.Sex))
	case h.Age < 0 || h.Age > MaxAge:
		return bad("age %d outside 0..%d", h.Age, MaxAge)
	case h.Height < 1 || h.Height > MaxHands:
		return bad("height %s hands outside 0.1..%s", h.Height, MaxHands)
	case h.Weight < 1 || h.Weight > MaxWeight:
		return bad("weight %d lbs outside 1..%d", h.Weight, MaxWeight)
	case h.TemperamentType == 0 || h.TemperamentType >= numTemperaments:
		return bad("unknown temperament type %d", uint8(h.TemperamentType))
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

// UnmarshalJSON decodes and validates a horse sheet.
func (h *Horse) UnmarshalJSON(data []byte) error {
	type plain Horse
	var p plain
	if err := encounter.Strict(data, &p); err != nil {
		return fmt.Errorf("%w: %v", ErrHorse, err)
	}
	v := Horse(p)
	if err := v.Validate(); err != nil {
		return err
	}
	*h = v
	return nil
}

// LoadHorse reads a horse sheet from JSON and validates it; any error,
// malformed JSON included, wraps [ErrHorse].
func LoadHorse(data []byte) (Horse, error) {
	var h Horse
	if err := load(data, &h, ErrHorse); err != nil {
		return Horse{}, err
	}
	return h, nil
}

// String summarises the sheet: "Dusty, Mustang gelding, 6 years, 14.3
// hands, 760 lbs, HP 24: Short Speed 11, Medium Speed 9, …; quiet; vices:
// biting".
func (h *Horse) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s, %s %s, %d years, %s hands, %d lbs, HP %d:", h.Name, h.Breed, h.Sex, h.Age, h.Height, h.Weight, h.HP)
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
// breed, sex and age (0: rolled).
type HorseSpec struct {
	Name  string
	Breed string
	Sex   Sex
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
// left) per vice. An unknown breed wraps [ErrBreed], a bad spec [ErrHorse],
// malformed rules [ErrTable]. r must not be nil: RollHorse is a rolling
// helper and panics on nil dice.
func RollHorse(r dice.Rand, spec HorseSpec, rules *HorseRules) (Horse, error) {
	if rules == nil {
		rules = defaultHorseRules
	} else if err := rules.Validate(); err != nil {
		return Horse{}, err
	}
	b, err := rules.Breeds.Lookup(spec.Breed)
	if err != nil {
		return Horse{}, err
	}
	if spec.Sex >= numSexes {
		return Horse{}, fmt.Errorf("%w: unknown sex %d", ErrHorse, uint8(spec.Sex))
	}
	if spec.Age < 0 || spec.Age > MaxAge {
		return Horse{}, fmt.Errorf("%w: age %d outside 0..%d", ErrHorse, spec.Age, MaxAge)
	}
	h := Horse{Name: spec.Name, Breed: b.Name, Sex: spec.Sex, Age: spec.Age}
	for at := range NumAttributes {
		h.Attributes.Set(at, max(dice.Sum(r, 3, 6)+b.Mods.Get(at), rules.Floor))
	}
	size := b.SizeFor(spec.Sex)
	h.Height = size.Height[0] + Hands(r.IntN(int(size.Height[1]-size.Height[0])+1))
	steps := (size.Weight[1] - size.Weight[0]) / 10
	h.Weight = size.Weight[0] + 10*r.IntN(steps+1)
	if h.Age == 0 {
		h.Age = 3 + dice.D(r, 9)
	}
	h.TemperamentType = TemperamentType(dice.D(r, 6))
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
	h.HP = rules.HP.HitPoints(&h.Attributes, h.Weight)
	return h, nil
}
