package chase

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Hands is a horse's height in inches, printed in hands as horsemen write
// it (the English rules: "a hand equals 4 inches", measured from the highest part of
// the back to the ground): 62 inches is "15.2", fifteen hands and two
// inches. It marshals to JSON as that text.
type Hands int

// maxHands bounds a height: 25 hands (100 inches) is taller than any horse.
const maxHands Hands = 100

// String returns the height as hands and inches: "15.2", "16".
func (h Hands) String() string {
	if h < 0 {
		return "-" + (-h).String()
	}
	if h%4 == 0 {
		return strconv.Itoa(int(h / 4))
	}
	return strconv.Itoa(int(h/4)) + "." + strconv.Itoa(int(h%4))
}

// parseHands reads a height in hands: "15" or "15.2" (the digit after the
// point counts inches, 0..3; the English rules write "15,1" too, which is accepted).
// Anything else, or a height outside 1..maxHands inches, wraps [ErrHorse].
func parseHands(s string) (Hands, error) {
	bad := func() (Hands, error) {
		return 0, fmt.Errorf("%w: height %q is not hands.inches (\"15.2\")", ErrHorse, s)
	}
	whole, frac, dotted := strings.Cut(strings.Replace(strings.TrimSpace(s), ",", ".", 1), ".")
	if whole == "" || len(whole) > 3 || !digits(whole) {
		return bad()
	}
	n, _ := strconv.Atoi(whole)
	in := 0
	if dotted {
		if len(frac) != 1 || frac[0] < '0' || frac[0] > '3' {
			return bad()
		}
		in = int(frac[0] - '0')
	}
	h := Hands(4*n + in)
	if h < 1 || h > maxHands {
		return 0, fmt.Errorf("%w: height %s hands outside 0.1..%s", ErrHorse, h, maxHands)
	}
	return h, nil
}

func digits(s string) bool {
	for i := range len(s) {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// MarshalText encodes the height as [Hands.String] does.
func (h Hands) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText decodes a height as [parseHands] reads it.
func (h *Hands) UnmarshalText(b []byte) error {
	v, err := parseHands(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}

// maxWeight bounds a horse's weight in pounds.
const maxWeight = 4000

// Size is the range of heights and weights of a breed (the English rules), smallest
// first: "height 14-15.2 hands; weight 900-1,000 lbs" is
// Size{Height: [2]Hands{56, 62}, Weight: [2]int{900, 1000}}. JSON:
// {"height": ["14", "15.2"], "weight": [900, 1000]}.
type Size struct {
	Height [2]Hands `json:"height"`
	Weight [2]int   `json:"weight"`
}

func (s Size) validate() error {
	switch {
	case s.Height[0] < 1 || s.Height[1] > maxHands || s.Height[0] > s.Height[1]:
		return fmt.Errorf("height %s..%s hands, want 0.1 ≤ min ≤ max ≤ %s", s.Height[0], s.Height[1], maxHands)
	case s.Weight[0] < 1 || s.Weight[1] > maxWeight || s.Weight[0] > s.Weight[1]:
		return fmt.Errorf("weight %d..%d lbs, want 1 ≤ min ≤ max ≤ %d", s.Weight[0], s.Weight[1], maxWeight)
	}
	return nil
}

// Breed is a horse breed (rule CS-8): its name, its class as the English
// rules group them ("light", "mustang", "draft"), its heights and weights
// from the English rules (Mare, when not zero, for mares, as the
// Percheron's), and its
// modifiers to the eleven 3d6 attributes — the modifiers are ours, not from
// the source rules, which say horses are "modified by breed" and print no
// table.
type Breed struct {
	Name  string     `json:"name"`
	Class string     `json:"class,omitempty"`
	Size  Size       `json:"size"`
	Mare  Size       `json:"mare,omitzero"`
	Mods  Attributes `json:"mods"`
}

// sizeFor returns the heights and weights of the breed for a horse of sex
// sex: the mare's where the breed gives them, else the breed's.
func (b *Breed) sizeFor(sex string) Size {
	if strings.EqualFold(sex, "mare") && b.Mare != (Size{}) {
		return b.Mare
	}
	return b.Size
}

// maxBreedMod bounds a breed modifier: ±10 on a 3d6 attribute.
const maxBreedMod = 10

// defaultBreeds returns the seven breeds of the English rules with the heights and
// weights it prints — Arabian 14–15.2 hands, 900–1,000 lbs; Morgan
// 14.2–15.2, 900–1,000; Quarter Horse 15.2, 950–1,100; Thoroughbred
// 15.1–16.2, 900–1,200; Mustang 14–15, 700–800; Percheron 16–17,
// 1,800–2,000 (mares 15–16, 1,500–1,600); Shire 16.2–17, 2,000 — and
// attribute modifiers that are the default, not from the source rules,
// read from the English rules' words: the Quarter Horse rules the first quarter
// mile, the Thoroughbred is bred for speed and endurance, the Arabian and
// the Morgan for stamina, the Mustang is hardy, wise and intractable, the
// draft horses strong, calm and slow.
func defaultBreeds() []Breed {
	return []Breed{
		{Name: "Arabian", Class: "light", Size: Size{[2]Hands{56, 62}, [2]int{900, 1000}},
			Mods: Attributes{MediumSpeed: 1, LongSpeed: 2, Agility: 1, Endurance: 2, HorseSense: 1, Soundness: 1, Strength: -1}},
		{Name: "Morgan", Class: "light", Size: Size{[2]Hands{58, 62}, [2]int{900, 1000}},
			Mods: Attributes{MediumSpeed: 1, LongSpeed: 1, Endurance: 2, Temperament: 2, Trainability: 1}},
		{Name: "Quarter Horse", Class: "light", Size: Size{[2]Hands{62, 62}, [2]int{950, 1100}},
			Mods: Attributes{ShortSpeed: 3, LongSpeed: -1, Agility: 2, HorseSense: 1, Temperament: 1, Trainability: 1}},
		{Name: "Thoroughbred", Class: "light", Size: Size{[2]Hands{61, 66}, [2]int{900, 1200}},
			Mods: Attributes{ShortSpeed: 2, MediumSpeed: 2, LongSpeed: 1, Endurance: 1, Temperament: -1, Mettle: 1, Soundness: -1}},
		{Name: "Mustang", Class: "mustang", Size: Size{[2]Hands{56, 60}, [2]int{700, 800}},
			Mods: Attributes{LongSpeed: 1, Agility: 1, Endurance: 2, HorseSense: 2, Temperament: -2, Trainability: -2, Soundness: 3, Strength: -1}},
		{Name: "Percheron", Class: "draft", Size: Size{[2]Hands{64, 68}, [2]int{1800, 2000}}, Mare: Size{[2]Hands{60, 64}, [2]int{1500, 1600}},
			Mods: Attributes{ShortSpeed: -3, MediumSpeed: -2, LongSpeed: -1, Agility: -2, Endurance: 1, Temperament: 2, Mettle: 1, Strength: 4}},
		{Name: "Shire", Class: "draft", Size: Size{[2]Hands{66, 68}, [2]int{2000, 2000}},
			Mods: Attributes{ShortSpeed: -4, MediumSpeed: -3, LongSpeed: -1, Agility: -3, Temperament: 1, Mettle: 2, Strength: 5}},
	}
}

// validateBreeds reports a malformed table of breeds: empty, a blank or
// repeated name (compared case-insensitively), a size out of range or a
// modifier outside ±maxBreedMod. The error is a [*TableError] naming the
// row.
func validateBreeds(t []Breed) error {
	if len(t) == 0 {
		return tableErr("breeds", 0, "", "no breeds")
	}
	for i := range t {
		b := &t[i]
		row := i + 1
		if strings.TrimSpace(b.Name) == "" {
			return tableErr("breeds", row, "", "no name")
		}
		for j := range i {
			if strings.EqualFold(t[j].Name, b.Name) {
				return tableErr("breeds", row, b.Name, "repeats row %d", j+1)
			}
		}
		if err := b.Size.validate(); err != nil {
			return tableErr("breeds", row, b.Name, "%v", err)
		}
		if b.Mare != (Size{}) {
			if err := b.Mare.validate(); err != nil {
				return tableErr("breeds", row, b.Name, "mare %v", err)
			}
		}
		if err := b.Mods.validate(-maxBreedMod, maxBreedMod); err != nil {
			return tableErr("breeds", row, b.Name, "modifier %v", err)
		}
	}
	return nil
}

// lookupBreed returns the breed of table t with the given name
// (case-insensitive); an unknown name wraps [ErrHorse] and lists the
// breeds.
func lookupBreed(t []Breed, name string) (*Breed, error) {
	names := make([]string, len(t))
	for i := range t {
		if strings.EqualFold(t[i].Name, name) {
			return &t[i], nil
		}
		names[i] = t[i].Name
	}
	return nil, fmt.Errorf("%w: %s", ErrHorse, encounter.Unknown("breed", name, names))
}
