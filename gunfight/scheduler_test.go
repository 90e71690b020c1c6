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
func (s *scheduler[T]) step() []T {
	first, ok := s.peek()
	var out []T
	for it := first; ok && it.At == first.At; it, ok = s.peek() {
		s.take()
		out = append(out, it.Value)
	}
	return out
}

func TestScheduler(t *testing.T) {
	t.Run("GU-1 actions come out by count, then in the order scheduled", func(t *testing.T) {
		var s scheduler[string]
		for _, x := range []struct {
			at Count
			v  string
		}{{9, "Hickok fires"}, {5, "Tutt draws"}, {9, "Tutt fires"}, {14, "Hickok fires again"}, {9, "Kate screams"}} {
			s.push(x.at, x.v)
		}
		var got [][]string
		for step := s.step(); len(step) > 0; step = s.step() {
			got = append(got, step)
		}
		want := [][]string{{"Tutt draws"}, {"Hickok fires", "Tutt fires", "Kate screams"}, {"Hickok fires again"}}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("steps (-want +got):\n%s", d)
		}
	})
	t.Run("GU-1 an action put back comes out first again", func(t *testing.T) {
		var s scheduler[int]
		for i := range 5 {
			s.push(Count(10+i%2), i)
		}
		it, _ := s.take()
		s.putBack(it)
		if again, _ := s.take(); again != it {
			t.Errorf("put back %v, took %v", it, again)
		}
	})
}

// TestPropScheduler: whatever is scheduled, never before the last count
// taken out, actions come out in (count, sequence) order, each exactly
// once at exactly its count.
func TestPropScheduler(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s scheduler[int]
		want := map[int]Count{}
		n := 0
		var last item[int]
		for range rapid.IntRange(1, 60).Draw(t, "ops") {
			if rapid.Bool().Draw(t, "take") {
				it, ok := s.take()
				if !ok {
					continue
				}
				if before(&it, &last) {
					t.Fatalf("%v came out after %v", it, last)
				}
				if want[it.Value] != it.At {
					t.Fatalf("action %d came out at %d, scheduled at %d", it.Value, it.At, want[it.Value])
				}
				delete(want, it.Value)
				last = it
				continue
			}
			at := last.At + Count(rapid.IntRange(0, 30).Draw(t, "after"))
			s.push(at, n)
			want[n] = at
			n++
		}
		for it, ok := s.take(); ok; it, ok = s.take() {
			if before(&it, &last) || want[it.Value] != it.At {
				t.Fatalf("%v out of order or at the wrong count", it)
			}
			delete(want, it.Value)
			last = it
		}
		if len(want) != 0 {
			t.Fatalf("%d actions never came out", len(want))
		}
	})
}
