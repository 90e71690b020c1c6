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

// has reports whether card c's rank is in the set (a joker when the set
// holds jokers).
func (s RankSet) has(c dice.Card) bool {
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

// parseRank reads one rank of a RankSet: "A" or "Ace", "2" … "10", "J" or
// "Jack", "Q" or "Queen", "K" or "King", "Joker", in any case. Anything
// else wraps [ErrTable].
func parseRank(s string) (RankSet, error) {
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
		r, err := parseRank(n)
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

// maxTerrainMod bounds a terrain's modifiers: ±50 percentage points.
const maxTerrainMod = 50

func (t *Terrain) validate() error {
	switch {
	case strings.TrimSpace(t.Name) == "":
		return fmt.Errorf("no name")
	case t.Hazards&^(1<<14-1) != 0:
		return fmt.Errorf("hazards %#x hold no rank", uint16(t.Hazards))
	case t.Riding < -maxTerrainMod || t.Riding > maxTerrainMod:
		return fmt.Errorf("riding %d outside ±%d", t.Riding, maxTerrainMod)
	case t.Tracking < -maxTerrainMod || t.Tracking > maxTerrainMod:
		return fmt.Errorf("tracking %d outside ±%d", t.Tracking, maxTerrainMod)
	}
	return nil
}

// The terrains of the default table. Changing one changes no chase (the
// zero Terrain of a Setup is the package's own Open) nor DefaultCourse.
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

// The package's own copies of the terrains, which no caller can change.
var open, plains, desert, badlands = Open, Plains, Desert, Badlands

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

// maxCourse bounds a race course's length in cards: 54, one deck with its
// jokers lays it.
const maxCourse = 54

// DefaultCourse returns the race course of the Spanish rules (rule CS-7): 30 cards,
// plains for cards 1–10, desert for 11–20, plains for 21–30.
func DefaultCourse() Course {
	return Course{{1, 10, plains}, {11, 20, desert}, {21, 30, plains}}
}

var defaultCourse = DefaultCourse()

// length returns the course's length in cards: the last stretch's To.
func (c Course) length() int {
	if len(c) == 0 {
		return 0
	}
	return c[len(c)-1].To
}

// validate reports a malformed course: empty, stretches that do not run
// end to end from card 1, a course longer than maxCourse cards (one deck
// lays it), or a malformed terrain. The error is a [*TableError] naming
// the row.
func (c Course) validate() error {
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
		case s.To > maxCourse:
			return tableErr("course", i+1, s.Terrain.Name, "ends at card %d, beyond %d", s.To, maxCourse)
		}
		if err := s.Terrain.validate(); err != nil {
			return tableErr("course", i+1, s.Terrain.Name, "%v", err)
		}
		next = s.To + 1
	}
	return nil
}

// LoadCourse reads a race course from JSON and validates it; any error,
// malformed JSON included, wraps [ErrTable].
func LoadCourse(data []byte) (Course, error) {
	var c Course
	if err := encounter.StrictAs(data, &c, ErrTable); err != nil {
		return nil, err
	}
	if err := c.validate(); err != nil {
		return nil, err
	}
	return c, nil
}
