package chase

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// RankSet is a set of card ranks, jokers included: the cards a terrain
// makes automatic hazards (rule CSD-5). It marshals to JSON as a list of
// ranks in order: ["Joker", "A", "2", "J"].
type RankSet uint16

// jokerBit is the bit of jokers in a RankSet; ranks use bits 1..13.
const jokerBit RankSet = 1

// Ranks returns the set of the given ranks.
func Ranks(rs ...dice.Rank) RankSet {
	var s RankSet
	for _, r := range rs {
		if r >= dice.Ace && r <= dice.King {
			s |= 1 << r
		}
	}
	return s
}

// WithJokers returns the set with the jokers added.
func (s RankSet) WithJokers() RankSet { return s | jokerBit }

// Has reports whether card c's rank is in the set (a joker when the set
// holds jokers).
func (s RankSet) Has(c dice.Card) bool {
	if c.IsJoker() {
		return s&jokerBit != 0
	}
	return c.Valid() && s&(1<<c.Rank()) != 0
}

// String lists the set: "Joker, 2".
func (s RankSet) String() string {
	return strings.Join(s.names(), ", ")
}

func (s RankSet) names() []string {
	ns := []string{}
	if s&jokerBit != 0 {
		ns = append(ns, "Joker")
	}
	for r := dice.Ace; r <= dice.King; r++ {
		if s&(1<<r) != 0 {
			ns = append(ns, r.String())
		}
	}
	return ns
}

// ParseRank reads one rank of a RankSet: "A" or "Ace", "2" … "10", "J" or
// "Jack", "Q" or "Queen", "K" or "King", "Joker", in any case. Anything
// else wraps [ErrTable].
func ParseRank(s string) (RankSet, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "joker":
		return jokerBit, nil
	case "a", "ace":
		return Ranks(dice.Ace), nil
	case "j", "jack":
		return Ranks(dice.Jack), nil
	case "q", "queen":
		return Ranks(dice.Queen), nil
	case "k", "king":
		return Ranks(dice.King), nil
	}
	if len(t) >= 1 && len(t) <= 2 && digits(t) {
		n := int(t[0] - '0')
		if len(t) == 2 {
			n = 10*n + int(t[1]-'0')
		}
		if n >= 2 && n <= 10 && t[0] != '0' {
			return Ranks(dice.Rank(n)), nil
		}
	}
	return 0, tableErr("terrains", 0, "", "%q is not a rank (A, 2..10, J, Q, K, Joker)", s)
}

// MarshalJSON encodes the set as a list of ranks.
func (s RankSet) MarshalJSON() ([]byte, error) { return json.Marshal(s.names()) }

// UnmarshalJSON decodes a list of ranks; an unknown rank wraps [ErrTable].
func (s *RankSet) UnmarshalJSON(data []byte) error {
	var ns []string
	if err := encounter.Strict(data, &ns); err != nil {
		return tableErr("terrains", 0, "", "hazards: %v", err)
	}
	var v RankSet
	for _, n := range ns {
		r, err := ParseRank(n)
		if err != nil {
			return err
		}
		v |= r
	}
	*s = v
	return nil
}

// Terrain is the ground a chase or race crosses: its name, the ranks that
// are automatic hazards there (any suit: always a Riding check, no speed
// test, rule CSD-5), and modifiers to the Riding checks of hazards and
// obstacles and to Tracking checks. The terrain never touches the Horse
// Sense check (rule CS-3).
type Terrain struct {
	Name     string  `json:"name"`
	Hazards  RankSet `json:"hazards"`
	Riding   int     `json:"riding,omitempty"`
	Tracking int     `json:"tracking,omitempty"`
}

// MaxTerrainMod bounds a terrain's modifiers: ±50 percentage points.
const MaxTerrainMod = 50

func (t *Terrain) validate() error {
	switch {
	case strings.TrimSpace(t.Name) == "":
		return fmt.Errorf("no name")
	case t.Hazards&^(1<<14-1) != 0:
		return fmt.Errorf("hazards %#x hold no rank", uint16(t.Hazards))
	case t.Riding < -MaxTerrainMod || t.Riding > MaxTerrainMod:
		return fmt.Errorf("riding %d outside ±%d", t.Riding, MaxTerrainMod)
	case t.Tracking < -MaxTerrainMod || t.Tracking > MaxTerrainMod:
		return fmt.Errorf("tracking %d outside ±%d", t.Tracking, MaxTerrainMod)
	}
	return nil
}

// The terrains of the default table.
var (
	// Open is open range: no automatic hazards, no modifiers. It is the
	// default terrain of a chase — default, not from the source rules,
	// which leave the chase's terrain to the region's map.
	Open = Terrain{Name: "Open"}
	// Plains: jokers and 2s are automatic hazards (rule CS-7).
	Plains = Terrain{Name: "Plains", Hazards: Ranks(2).WithJokers()}
	// Desert: jacks, 2s, 3s and 4s are automatic hazards (rule CS-7; the
	// source rules' "J" is the jack — jokers are always hazards anyway).
	Desert = Terrain{Name: "Desert", Hazards: Ranks(dice.Jack, 2, 3, 4)}
	// Badlands: jokers, aces, 2s and 3s are automatic hazards and tracking
	// over bare rock is −10 — default, not from the source rules.
	Badlands = Terrain{Name: "Badlands", Hazards: Ranks(dice.Ace, 2, 3).WithJokers(), Tracking: -10}
	// Mountains: jokers, aces and 2s to 4s are automatic hazards, Riding
	// and Tracking checks −10 — default, not from the source rules.
	Mountains = Terrain{Name: "Mountains", Hazards: Ranks(dice.Ace, 2, 3, 4).WithJokers(), Riding: -10, Tracking: -10}
)

// TerrainTable is a list of terrains by name. It marshals to JSON as an
// array of terrains; users add their own.
type TerrainTable []Terrain

// DefaultTerrains returns Open, Plains, Desert, Badlands and Mountains.
// Plains and Desert are the source rules' (rule CS-7); the others are the
// default, not from the source rules.
func DefaultTerrains() TerrainTable {
	return TerrainTable{Open, Plains, Desert, Badlands, Mountains}
}

// Validate reports a malformed table: empty, a blank or repeated name, or
// modifiers outside ±MaxTerrainMod. The error is a [*TableError] naming
// the row.
func (t TerrainTable) Validate() error {
	if len(t) == 0 {
		return tableErr("terrains", 0, "", "no terrains")
	}
	for i := range t {
		if err := t[i].validate(); err != nil {
			return tableErr("terrains", i+1, t[i].Name, "%v", err)
		}
		for j := range i {
			if strings.EqualFold(t[j].Name, t[i].Name) {
				return tableErr("terrains", i+1, t[i].Name, "repeats row %d", j+1)
			}
		}
	}
	return nil
}

// UnmarshalJSON decodes and validates a table.
func (t *TerrainTable) UnmarshalJSON(data []byte) error {
	var rows []Terrain
	if err := encounter.Strict(data, &rows); err != nil {
		return tableErr("terrains", 0, "", "%v", err)
	}
	if err := TerrainTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// Lookup returns the terrain with the given name (case-insensitive); an
// unknown name wraps [ErrTerrain].
func (t TerrainTable) Lookup(name string) (Terrain, error) {
	for _, tr := range t {
		if strings.EqualFold(tr.Name, name) {
			return tr, nil
		}
	}
	return Terrain{}, fmt.Errorf("%w: %q", ErrTerrain, name)
}

// Stretch is a run of cards of one terrain on a race course: cards From
// through To (counting from 1).
type Stretch struct {
	From    int     `json:"from"`
	To      int     `json:"to"`
	Terrain Terrain `json:"terrain"`
}

// Course is a race course: stretches of terrain end to end from card 1;
// its length is the last stretch's To.
type Course []Stretch

// MaxCourse bounds a race course's length in cards: 54, one deck with its
// jokers lays it.
const MaxCourse = 54

// DefaultCourse returns the race course of the Spanish rules (rule CS-7): 30 cards,
// plains for cards 1–10, desert for 11–20, plains for 21–30.
func DefaultCourse() Course {
	return Course{{1, 10, Plains}, {11, 20, Desert}, {21, 30, Plains}}
}

var defaultCourse = DefaultCourse()

// Length returns the course's length in cards: the last stretch's To.
func (c Course) Length() int {
	if len(c) == 0 {
		return 0
	}
	return c[len(c)-1].To
}

// Validate reports a malformed course: empty, stretches that do not run
// end to end from card 1, a course longer than MaxCourse cards (one deck
// lays it), or a malformed terrain. The error is a [*TableError] naming
// the row.
func (c Course) Validate() error {
	if len(c) == 0 {
		return tableErr("course", 0, "", "no stretches")
	}
	next := 1
	for i := range c {
		s := &c[i]
		switch {
		case s.From != next:
			return tableErr("course", i+1, s.Terrain.Name, "starts at card %d, want %d", s.From, next)
		case s.To < s.From:
			return tableErr("course", i+1, s.Terrain.Name, "ends at card %d before it starts at %d", s.To, s.From)
		case s.To > MaxCourse:
			return tableErr("course", i+1, s.Terrain.Name, "ends at card %d, beyond %d", s.To, MaxCourse)
		}
		if err := s.Terrain.validate(); err != nil {
			return tableErr("course", i+1, s.Terrain.Name, "%v", err)
		}
		next = s.To + 1
	}
	return nil
}

// UnmarshalJSON decodes and validates a course.
func (c *Course) UnmarshalJSON(data []byte) error {
	var rows []Stretch
	if err := encounter.Strict(data, &rows); err != nil {
		return tableErr("course", 0, "", "%v", err)
	}
	if err := Course(rows).Validate(); err != nil {
		return err
	}
	*c = rows
	return nil
}

// LoadTerrains reads a terrain table from JSON and validates it; any error,
// malformed JSON included, wraps [ErrTable].
func LoadTerrains(data []byte) (TerrainTable, error) {
	var t TerrainTable
	if err := load(data, &t, ErrTable); err != nil {
		return nil, err
	}
	return t, nil
}

// LoadCourse reads a race course from JSON and validates it; any error,
// malformed JSON included, wraps [ErrTable].
func LoadCourse(data []byte) (Course, error) {
	var c Course
	if err := load(data, &c, ErrTable); err != nil {
		return nil, err
	}
	return c, nil
}
