package wounds

import (
	"strconv"
	"strings"
)

// Penalty is a set of modifiers from one source: a wound while it heals, a
// badly set bone for life. Speed is added to initiative, so positive is
// worse; Accuracy is added to the shot roll, so negative is worse; LongGun
// is further Accuracy with rifles and shotguns only (a mangled arm: −3);
// Lost is the slowest movement made impossible, with every faster one
// (Walk lost: crawl only). The zero Penalty is no penalty.
type Penalty struct {
	Speed    int      `json:"speed,omitempty"`
	Accuracy int      `json:"accuracy,omitempty"`
	LongGun  int      `json:"longGun,omitempty"`
	Lost     Movement `json:"lost,omitempty"`
}

// maxPenalty bounds the Speed and Accuracy of a table row.
const maxPenalty = 20

// IsZero reports whether p is no penalty.
func (p Penalty) IsZero() bool { return p == Penalty{} }

// Add returns p and q together: the modifiers add up, and the stricter
// movement limit (the slower lost movement) wins.
func (p Penalty) Add(q Penalty) Penalty {
	p.Speed += q.Speed
	p.Accuracy += q.Accuracy
	p.LongGun += q.LongGun
	p.Lost = stricter(p.Lost, q.Lost)
	return p
}

// stricter returns the slower of two lost movements, none counting as no
// limit.
func stricter(a, b Movement) Movement {
	switch {
	case a == 0:
		return b
	case b == 0 || a < b:
		return a
	}
	return b
}

// String formats the penalty as table talk: "+2 Speed -1 Accuracy, can't
// run"; "none" for the zero Penalty.
func (p Penalty) String() string {
	var b strings.Builder
	p.appendTo(&b)
	if b.Len() == 0 {
		return "none"
	}
	return b.String()
}

func (p Penalty) appendTo(b *strings.Builder) {
	add := func(v int, what string) {
		if v == 0 {
			return
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if v > 0 {
			b.WriteByte('+')
		}
		b.WriteString(strconv.Itoa(v))
		b.WriteByte(' ')
		b.WriteString(what)
	}
	add(p.Speed, "Speed")
	add(p.Accuracy, "Accuracy")
	add(p.LongGun, "Accuracy with long guns")
	if p.Lost != 0 {
		if b.Len() > 0 {
			b.WriteString(", ")
		}
		b.WriteString("can't ")
		b.WriteString(p.Lost.String())
	}
}

// valid reports whether the penalty's numbers are within the bounds a
// table row may hold.
func (p Penalty) valid() bool {
	in := func(v int) bool { return v >= -maxPenalty && v <= maxPenalty }
	return in(p.Speed) && in(p.Accuracy) && in(p.LongGun) && p.Lost.Valid()
}

// Penalties is what a patient currently suffers, as one value a gunfight,
// brawl or chase reads: the wounds' Speed, Accuracy and movement penalties
// (temporary ones halved by Grit), the permanent ones, the illness of an
// infected wound (−2 Str, Dex and Con), the parts mangled or amputated, and
// whether the patient is unconscious, down (0 hit points or less) or dead
// (−10 or less, rule GUD-7). A patient who is unconscious, down or dead has
// lost every movement (Lost is Crawl). The zero Penalties is a healthy man.
type Penalties struct {
	Penalty
	Str, Dex, Con int
	Useless       LocationSet
	Unconscious   bool
	Down          bool
	Dead          bool
}

// CanAct reports whether the patient can act at all: not unconscious, down
// or dead.
func (p Penalties) CanAct() bool { return !p.Unconscious && !p.Down && !p.Dead }

// CanMove reports whether the patient can move at m.
func (p Penalties) CanMove(m Movement) bool { return p.Lost == 0 || m < p.Lost }

// Fastest returns the fastest movement still possible; 0 when none is.
func (p Penalties) Fastest() Movement {
	if p.Lost == 0 {
		return Sprint
	}
	return p.Lost - 1
}

// String formats the penalties as table talk: "+3 Speed -2 Accuracy, can't
// run; ill -2 Str -2 Dex -2 Con; useless: left arm; down".
func (p Penalties) String() string {
	if p.Dead {
		return "dead"
	}
	var b strings.Builder
	p.Penalty.appendTo(&b)
	sep := func() {
		if b.Len() > 0 {
			b.WriteString("; ")
		}
	}
	if p.Str != 0 || p.Dex != 0 || p.Con != 0 {
		sep()
		b.WriteString("ill")
		for _, a := range [...]struct {
			v    int
			name string
		}{{p.Str, "Str"}, {p.Dex, "Dex"}, {p.Con, "Con"}} {
			if a.v != 0 {
				b.WriteByte(' ')
				if a.v > 0 {
					b.WriteByte('+')
				}
				b.WriteString(strconv.Itoa(a.v))
				b.WriteByte(' ')
				b.WriteString(a.name)
			}
		}
	}
	if p.Useless != 0 {
		sep()
		b.WriteString("useless: ")
		b.WriteString(p.Useless.String())
	}
	switch {
	case p.Down:
		sep()
		b.WriteString("down")
	case p.Unconscious:
		sep()
		b.WriteString("unconscious")
	}
	if b.Len() == 0 {
		return "none"
	}
	return b.String()
}
