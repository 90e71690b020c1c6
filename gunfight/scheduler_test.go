package gunfight

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"
)

func TestCount(t *testing.T) {
	for _, c := range []struct {
		c    Count
		want string
	}{{0, "0s"}, {1, "0.1s"}, {14, "1.4s"}, {120, "12s"}, {-3, "-0.3s"}, {Minute, "60s"}} {
		if got := c.c.String(); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.c, got, c.want)
		}
	}
	if Second != 10 || Count(14).Seconds() != 1.4 {
		t.Errorf("GU-1 a count is a tenth of a second")
	}
}

// step takes out every action of the next count, in the order they come
// out: one simultaneous step (GU-1).
func (s *scheduler) step() []int {
	_, first, ok := s.peek()
	var out []int
	for i, it, ok := s.peek(); ok && it.At == first.At; i, it, ok = s.peek() {
		s.take()
		out = append(out, i)
	}
	_ = ok
	return out
}

func TestScheduler(t *testing.T) {
	t.Run("GU-1 actions come out by count, then in the order scheduled", func(t *testing.T) {
		var s scheduler
		names := []string{"Hickok", "Tutt", "Kate", "Doc"}
		for _, x := range []struct {
			at  Count
			man int
		}{{9, 0}, {5, 1}, {9, 2}, {14, 3}} {
			s.push(x.man, x.at)
		}
		var got [][]string
		step := func() {
			var names1 []string
			for _, i := range s.step() {
				names1 = append(names1, names[i])
			}
			got = append(got, names1)
		}
		step()       // Tutt draws at 5
		s.push(1, 9) // and declares his shot at 9: after those scheduled before
		step()       // 9
		step()       // 14
		want := [][]string{{"Tutt"}, {"Hickok", "Kate", "Tutt"}, {"Doc"}}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("steps (-want +got):\n%s", d)
		}
	})
	t.Run("GU-1 an action cancelled never comes out; one declared again comes out once, at its new count", func(t *testing.T) {
		var s scheduler
		s.push(0, 10)
		s.push(1, 12)
		s.push(2, 11)
		s.drop(2)
		s.push(0, 15)
		var got []int
		for i, _, ok := s.take(); ok; i, _, ok = s.take() {
			got = append(got, i)
		}
		if d := cmp.Diff([]int{1, 0}, got); d != "" {
			t.Errorf("order (-want +got):\n%s", d)
		}
	})
	t.Run("GU-1 an action put back comes out first again", func(t *testing.T) {
		var s scheduler
		for i := range 5 {
			s.push(i, Count(10+i%2))
		}
		i, it, _ := s.take()
		s.putBack(i, it)
		if j, again, _ := s.take(); j != i || again != it {
			t.Errorf("put back %d %v, took %d %v", i, it, j, again)
		}
	})
}

// TestPropScheduler: whatever is scheduled — each man's new action in
// place of the one he had, never before the last count taken out —
// actions come out in (count, sequence) order, each man's latest exactly
// once at exactly its count, the cancelled and replaced ones never.
func TestPropScheduler(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s scheduler
		want := map[int]due{} // each man's action waiting
		var last due
		check := func(i int, it due) {
			if it.before(last) {
				t.Fatalf("%v came out after %v", it, last)
			}
			if w, ok := want[i]; !ok || w != it {
				t.Fatalf("man %d's action %v came out, want %v (waiting: %v)", i, it, w, ok)
			}
			delete(want, i)
			last = it
		}
		for range rapid.IntRange(1, 60).Draw(t, "ops") {
			switch rapid.IntRange(0, 2).Draw(t, "op") {
			case 0:
				if i, it, ok := s.take(); ok {
					check(i, it)
				}
			case 1:
				i := rapid.IntRange(0, MaxShooters-1).Draw(t, "cancel")
				s.drop(i)
				delete(want, i)
			default:
				i := rapid.IntRange(0, MaxShooters-1).Draw(t, "man")
				at := last.At + Count(rapid.IntRange(0, 30).Draw(t, "after"))
				want[i] = due{At: at, Seq: s.push(i, at)}
			}
		}
		for i, it, ok := s.take(); ok; i, it, ok = s.take() {
			check(i, it)
		}
		if len(want) != 0 {
			t.Fatalf("%d actions never came out", len(want))
		}
	})
}
