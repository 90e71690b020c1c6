package reputation

import (
	"fmt"
	"strconv"
	"strings"
)

// Group is a band of partners (rule RE-3): the standings of the characters
// who ride together. The group's Reputation and Fame are the averages of the
// members', and after each session every member's own score moves 1 point
// toward the group's.
type Group []*Standing

// Reputation returns the group's Reputation (rule RE-3): the average of the
// members' scores, rounded to the nearest whole point with halves rounded up
// (ours: the rules do not say; up, because "those with low Reputation
// benefit" from the group): 20 and 21 make 21, 20 and 23 make 22 (21.5), −3
// and −4 make −3 (−3.5). An empty group, a nil or repeated member, or an
// invalid standing wraps [ErrGroup].
func (g Group) Reputation() (int, error) {
	if err := g.validate(); err != nil {
		return 0, err
	}
	return g.average(func(s *Standing) int { return s.Reputation }), nil
}

// Fame returns the group's Fame (rule RE-5: group Fame works like group
// Reputation): the average of the members' Fame, rounded to nearest with
// halves up. Errors as [Group.Reputation].
func (g Group) Fame() (int, error) {
	if err := g.validate(); err != nil {
		return 0, err
	}
	return g.average(func(s *Standing) int { return s.Fame }), nil
}

func (g Group) validate() error {
	if len(g) == 0 {
		return fmt.Errorf("%w: a group needs at least one member", ErrGroup)
	}
	for i, s := range g {
		if s == nil {
			return fmt.Errorf("%w: member %d is nil", ErrGroup, i)
		}
		if err := s.Validate(); err != nil {
			return fmt.Errorf("%w: member %d: %w", ErrGroup, i, err)
		}
		for j := range i {
			if g[j] == s {
				return fmt.Errorf("%w: member %d is member %d again", ErrGroup, i, j)
			}
		}
	}
	return nil
}

// average is the members' mean of f rounded to nearest, halves up:
// ⌊(2·sum + n) / 2n⌋.
func (g Group) average(f func(*Standing) int) int {
	sum := 0
	for _, s := range g {
		sum += f(s)
	}
	n := len(g)
	return floorDiv(2*sum+n, 2*n)
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// Drift is the record of one member's end of session in a group (rules RE-3,
// RE-5): the group's scores and his standing before and after moving 1 point
// toward each.
type Drift struct {
	Member          int // his index in the group
	GroupReputation int
	GroupFame       int
	Before, After   Standing
	Songs           bool // the drift took his Fame to 50 for the first time
}

// String describes the drift: "member 1: Reputation 18 → 19 toward the
// group's 32, Fame 4 → 5 toward 9".
func (d Drift) String() string {
	var b strings.Builder
	b.WriteString("member ")
	b.WriteString(strconv.Itoa(d.Member))
	b.WriteString(": Reputation ")
	writeChange(&b, d.Before.Reputation, d.After.Reputation)
	b.WriteString(" toward the group's ")
	b.WriteString(strconv.Itoa(d.GroupReputation))
	b.WriteString(", Fame ")
	writeChange(&b, d.Before.Fame, d.After.Fame)
	b.WriteString(" toward ")
	b.WriteString(strconv.Itoa(d.GroupFame))
	if d.Songs {
		b.WriteString("; " + d.After.Pronoun.Possessive() + " name is in the songs now")
	}
	return b.String()
}

// EndSession ends a game session for the group (rules RE-3, RE-5): the
// group's Reputation and Fame are taken from the members as they stand (see
// [Group.Reputation]), then each member's Reputation moves 1 point toward the
// group's — with his Reputation Points, as any change of score — and his Fame
// 1 point toward the group's Fame. A member already at the group's score
// does not move, so nobody ever passes the group's score. It returns one
// record per member, in order. Errors as [Group.Reputation], and then
// nothing moves.
func (g Group) EndSession() ([]Drift, error) {
	rep, err := g.Reputation()
	if err != nil {
		return nil, err
	}
	fame, _ := g.Fame() // validated above
	out := make([]Drift, len(g))
	for i, s := range g {
		d := Drift{Member: i, GroupReputation: rep, GroupFame: fame, Before: *s}
		s.addReputation(sign(rep - s.Reputation))
		d.Songs = s.addFame(sign(fame - s.Fame))
		d.After = *s
		out[i] = d
	}
	return out, nil
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
