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
func (p Penalty) add(q Penalty) Penalty {
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

// Penalties returns what the patient suffers now (see Penalties): each
// unhealed wound's penalty, shrunk with its remaining severity (rounded to
// nearest, halves away from zero; in full while a broken bone is unhealed),
// the total halved by Grit; permanent effects; the illness; mangled and
// amputated parts — a useless leg, lower leg or foot cannot walk or run
// (rules GU-12, GUD-15); unconscious, down and dead. It allocates nothing and is
// cheap in a fight: Wound keeps the sums up to date, and after anything
// else that may change a wound they are counted afresh once.
func (p *Patient) Penalties() Penalties {
	if !p.sumsOK {
		p.recount()
	}
	return p.sums.penalties(p.flags&grit != 0, p.down, p.dead)
}

// penalties returns what a man suffers with these sums, halved by grit,
// down and dead as given (see Patient.Penalties).
func (s *penaltySums) penalties(grit, down, dead bool) (out Penalties) {
	out.Penalty = s.temp
	if grit {
		out.Speed /= 2
		out.Accuracy /= 2
		out.LongGun /= 2
	}
	out.Penalty = s.perm.add(out.Penalty)
	if s.useless&legs != 0 {
		// a mangled or amputated leg cannot walk or run, whatever the
		// tables say (GU-12, GUD-15): he may crawl
		out.Lost = stricter(out.Lost, Walk)
	}
	out.Useless, out.Down, out.Dead = s.useless, down, dead
	if s.ill {
		out.Str, out.Dex, out.Con = -2, -2, -2
	}
	if s.out || down || dead {
		out.Unconscious = s.out && !dead
		out.Lost = Crawl
	}
	return out
}

// recount adds the wounds' penalties up afresh.
func (p *Patient) recount() {
	p.sums = penaltySums{}
	for i := range p.wounds {
		p.sums.add(&p.wounds[i])
	}
	p.sumsOK = true
}

// penaltySums are what Penalties adds up over a patient's wounds: the
// permanent effects, the healing wounds' penalties (shrunk with their
// severity, before Grit), the useless parts, whether a wound has knocked
// him out and whether an infection's illness is running.
type penaltySums struct {
	perm, temp Penalty
	useless    LocationSet
	out, ill   bool
}

// add adds one wound: its permanent effect, its part if useless, and its
// penalty while it heals — shrunk with its remaining severity, in full
// while a broken bone is unhealed.
func (s *penaltySums) add(w *Wound) {
	s.perm = s.perm.add(w.Permanent)
	if w.Useless {
		s.useless = s.useless.With(w.Location)
	}
	if w.Out {
		s.out = true
	}
	if w.Infection.Stage == Ill {
		s.ill = true
	}
	bone := w.Bone.Broken && !w.Bone.Healed
	if w.Severity == 0 && !bone {
		return
	}
	pen := w.Effect.Penalty
	if !bone && w.Severity < w.Damage {
		pen.Speed = scale(pen.Speed, w.Severity, w.Damage)
		pen.Accuracy = scale(pen.Accuracy, w.Severity, w.Damage)
		pen.LongGun = scale(pen.LongGun, w.Severity, w.Damage)
	}
	s.temp = s.temp.add(pen)
}

// scale returns v × num / den rounded to the nearest integer, halves away
// from zero: a +1 penalty lasts until the wound is below half its
// severity.
func scale(v, num, den int) int {
	x := v * num * 2
	if x < 0 {
		return -((-x + den) / (2 * den))
	}
	return (x + den) / (2 * den)
}
