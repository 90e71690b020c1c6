package dice

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// trace is what a roll did, die by die, read back from a Result by rolling
// its expression again with the recorded faces: which faces make each die,
// which were rolled again, which dice and set members were kept. Only
// reading a record builds one; rolling never does.
type trace struct {
	dice  []dieRec
	pools []poolRec // by pool index
	sets  []setRec  // by set index
	start [maxStack + 1]int
	cur   int  // the pool being rolled
	held  int  // how many faces the record holds
	ended bool // the record ended before the roll did
}

// dieRec is one die: faces [from, to) of the record, the face that stands
// at stood (those before it were rolled again), its value (the chain
// added), whether it exploded into a new die ("!"), whether it counts.
type dieRec struct {
	from, stood, to int
	value           int
	more            bool
	kept            bool
}

// poolRec is a pool as rolled: its dice [first, last) of the trace, from
// face from; n dice of s sides; done when every die is in the record.
type poolRec struct {
	reached, done bool
	first, last   int
	from          int
	n, s          int
}

// setRec is a set as rolled: each member's faces, total and whether it
// counts.
type setRec struct {
	done    bool
	members []dieRec
}

func newTrace(e *Expr) *trace {
	return &trace{pools: make([]poolRec, len(e.pools)), sets: make([]setRec, len(e.sets))}
}

// errRecordEnd stops the replay of a record at its last face.
var errRecordEnd = errors.New("dice: the record ends here")

// replay is a Rand that rolls the faces of a record again, and stops the
// replay (panicking with errRecordEnd) where the record ends or a face
// does not fit the die.
type replay struct {
	log  *faceLog
	i, n int
}

// IntN returns the record's next face as a draw of IntN(n) (the face less
// one), panicking with errRecordEnd where the record ends or the face does
// not fit n.
func (r *replay) IntN(n int) int {
	if r.i >= r.n {
		panic(errRecordEnd)
	}
	f := r.log.get(r.i)
	if f < 1 || f > n {
		panic(errRecordEnd)
	}
	r.i++
	return f - 1
}

// trace rolls the expression again with the record's faces.
func (r Result) trace() *trace {
	tr := newTrace(r.Expr)
	tr.held = r.Len()
	rp := replay{log: &r.faces, n: r.Len()}
	func() {
		defer func() {
			if x := recover(); x != nil {
				if x != errRecordEnd {
					panic(x)
				}
				tr.ended = true
			}
		}()
		var t tally
		r.Expr.eval(&rp, &t, tr)
	}()
	return tr
}

// begin starts the record of pool i, n dice of s sides, at face from.
func (tr *trace) begin(i, n, s, from int) {
	tr.cur = i
	tr.pools[i] = poolRec{reached: true, first: len(tr.dice), last: len(tr.dice), from: from, n: n, s: s}
}

// die records a die of the pool being rolled.
func (tr *trace) die(from, stood, to, value int, more bool) {
	tr.dice = append(tr.dice, dieRec{from: from, stood: stood, to: to, value: value, more: more, kept: true})
	tr.pools[tr.cur].last = len(tr.dice)
}

// finish marks the pool being rolled as whole in the record, and which of
// its dice its keeps and drops kept.
func (tr *trace) finish(g *pool) {
	pr := &tr.pools[tr.cur]
	pr.done = true
	markKept(tr.dice[pr.first:pr.last], &g.sels)
}

// set records set i: its members' totals vals, each starting at the face
// in starts, the last ending at end.
func (tr *trace) set(i int, st *set, vals, starts []int, end int) {
	ms := make([]dieRec, len(vals))
	for j, v := range vals {
		to := end
		if j+1 < len(vals) {
			to = starts[j+1]
		}
		ms[j] = dieRec{from: starts[j], to: to, value: v, kept: true}
	}
	markKept(ms, &st.sels)
	tr.sets[i] = setRec{done: true, members: ms}
}

// markKept marks which of the dice (or members) a chain of keeps and
// drops keeps, by value; among equal values the ones rolled first are
// kept.
func markKept(dice []dieRec, ss *selections) {
	if ss.n == 0 {
		return
	}
	order := make([]int, len(dice))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return dice[a].value - dice[b].value })
	lo, hi := ss.window(len(dice))
	for a := 0; a < len(order); {
		b := a
		for b < len(order) && dice[order[b]].value == dice[order[a]].value {
			b++
		}
		tie := slices.Clone(order[a:b])
		slices.Sort(tie) // in the order rolled
		k := overlap(a, b, lo, hi)
		for j, i := range tie {
			dice[i].kept = j < k
		}
		a = b
	}
}

// dropped reports whether face i belongs to a die or a set's member that
// does not count.
func (tr *trace) dropped(i int) bool {
	for _, d := range tr.dice {
		if i >= d.from && i < d.to && !d.kept {
			return true
		}
	}
	for _, s := range tr.sets {
		for _, m := range s.members {
			if i >= m.from && i < m.to && !m.kept {
				return true
			}
		}
	}
	return false
}

// rerolled reports whether face i was rolled again.
func (tr *trace) rerolled(i int) bool {
	for _, d := range tr.dice {
		if i >= d.from && i < d.stood {
			return true
		}
	}
	return false
}

// talk writes a number, a group of dice or a set of the record as table
// talk, its operands already written as args.
func (tr *trace) talk(e *Expr, log *faceLog, n node, args []string) string {
	var b strings.Builder
	switch n.op {
	case opNum:
		return strconv.Itoa(n.v)
	case opPool:
		g := &e.pools[n.v]
		pr := &tr.pools[n.v]
		if g.counted || g.sized {
			g.appendTo(&b, args)
			b.WriteByte(' ')
		}
		tr.appendDice(&b, g, pr, log)
	case opSet:
		st := &e.sets[n.v]
		sr := &tr.sets[n.v]
		members := slices.Clone(args)
		for j := range members {
			if !sr.done {
				break
			}
			m := sr.members[j]
			if _, err := strconv.Atoi(members[j]); err != nil {
				members[j] += " = " + strconv.Itoa(m.value)
			}
			if !m.kept {
				members[j] = "(" + members[j] + ")"
			}
		}
		b.WriteByte('{')
		b.WriteString(strings.Join(members, ", "))
		if sr.done && st.success.set() {
			appendCount(&b, st.success, st.failure, sr.members)
		}
		b.WriteByte('}')
	}
	return b.String()
}

// appendDice writes the dice of a pool as the record holds them: "[6, 4,
// (1), 3]" — a dropped die in parentheses, a rerolled face followed by "↻"
// and the face that stands, a chain joined by "→", a die that exploded
// into a new one marked "!", a face raised to the minimum "1↑3" (or
// lowered to the maximum "6↓5"), " …" where the record ends, and a success
// count after a colon, "[9, 3, 10: 2 ≥ 8]".
func (tr *trace) appendDice(b *strings.Builder, g *pool, pr *poolRec, log *faceLog) {
	b.WriteByte('[')
	if !pr.reached {
		b.WriteString(" …]")
		return
	}
	dice := tr.dice[pr.first:pr.last]
	for k, x := range dice {
		if k > 0 {
			b.WriteString(", ")
		}
		if !x.kept {
			b.WriteByte('(')
		}
		for i := x.from; i < x.to; i++ {
			switch {
			case i == x.from:
			case i <= x.stood:
				b.WriteString("↻")
			default:
				b.WriteString("→")
			}
			g.appendFace(b, log.get(i))
		}
		if x.more {
			b.WriteByte('!')
		}
		if !x.kept {
			b.WriteByte(')')
		}
	}
	if !pr.done {
		// The die the record ends in: its faces as far as they go.
		from := pr.from
		if len(dice) > 0 {
			from = dice[len(dice)-1].to
		}
		for i := from; i < tr.held; i++ {
			if i == from && len(dice) > 0 {
				b.WriteString(", ")
			} else if i > from {
				b.WriteString("→")
			}
			g.appendFace(b, log.get(i))
		}
		b.WriteString(" …")
	} else if g.success.set() {
		appendCount(b, g.success, g.failure, dice)
	}
	b.WriteByte(']')
}

// appendFace writes a face as the die shows it: a Fate die's −1, 0, +1; a
// face the minimum raised or the maximum lowered with its value.
func (g *pool) appendFace(b *strings.Builder, f int) {
	if g.fate {
		b.WriteString([...]string{"-1", "0", "+1"}[min(max(f, 1), 3)-1])
		return
	}
	b.WriteString(strconv.Itoa(f))
	switch v := g.value(f); {
	case v > f:
		b.WriteString("↑")
		b.WriteString(strconv.Itoa(v))
	case v < f:
		b.WriteString("↓")
		b.WriteString(strconv.Itoa(v))
	}
}

// appendCount writes how many kept dice (or members) met the success
// compare point and how many the failure one: ": 3 ≥ 8 − 1 ≤ 1".
func appendCount(b *strings.Builder, success, failure cmp, dice []dieRec) {
	wins, fails := 0, 0
	for _, x := range dice {
		if x.kept {
			wins += b2i(success.meets(x.value))
			fails += b2i(failure.meets(x.value))
		}
	}
	b.WriteString(": ")
	b.WriteString(strconv.Itoa(wins))
	b.WriteByte(' ')
	success.talk(b)
	if failure.set() {
		b.WriteString(" − ")
		b.WriteString(strconv.Itoa(fails))
		b.WriteByte(' ')
		failure.talk(b)
	}
}
