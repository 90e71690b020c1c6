package gunfight

import (
	"errors"
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

func TestScheduler(t *testing.T) {
	t.Run("GU-1 events come out by count, then in the order scheduled", func(t *testing.T) {
		var s Scheduler[string]
		for _, x := range []struct {
			at Count
			v  string
		}{{9, "Hickok fires"}, {5, "Tutt draws"}, {9, "Tutt fires"}, {14, "Hickok fires again"}, {9, "Kate screams"}} {
			if _, err := s.Schedule(x.at, x.v); err != nil {
				t.Fatal(err)
			}
		}
		var got [][]string
		for step := s.PopStep(nil); len(step) > 0; step = s.PopStep(nil) {
			var vs []string
			for _, it := range step {
				vs = append(vs, it.Value)
			}
			got = append(got, vs)
		}
		want := [][]string{{"Tutt draws"}, {"Hickok fires", "Tutt fires", "Kate screams"}, {"Hickok fires again"}}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("steps (-want +got):\n%s", d)
		}
		if s.Now() != 14 {
			t.Errorf("Now = %d, want 14", s.Now())
		}
	})
	t.Run("GU-1 time never goes backwards", func(t *testing.T) {
		var s Scheduler[int]
		s.Schedule(10, 1)
		s.Next()
		if _, err := s.Schedule(9, 2); !errors.Is(err, ErrPast) {
			t.Errorf("scheduling at 9 after 10: %v, want ErrPast", err)
		}
		if _, err := s.Schedule(10, 3); err != nil {
			t.Errorf("scheduling at the current count: %v", err)
		}
	})
	t.Run("Remove, Pending and Restore", func(t *testing.T) {
		var s Scheduler[int]
		for i := range 10 {
			s.Schedule(Count(10-i), i)
		}
		if n := s.Remove(func(v int) bool { return v%2 == 0 }); n != 5 {
			t.Errorf("removed %d, want 5", n)
		}
		p := s.Pending(nil)
		var r Scheduler[int]
		if err := r.Restore(s.Now(), s.Seq(), p); err != nil {
			t.Fatal(err)
		}
		for {
			a, ok1 := s.Next()
			b, ok2 := r.Next()
			if a != b || ok1 != ok2 {
				t.Fatalf("restored scheduler gives %v, original %v", b, a)
			}
			if !ok1 {
				break
			}
		}
		if err := r.Restore(5, 3, []Item[int]{{At: 4, Seq: 1}}); !errors.Is(err, ErrPast) {
			t.Errorf("restoring an event before now: %v", err)
		}
		if err := r.Restore(5, 3, []Item[int]{{At: 6, Seq: 1}, {At: 7, Seq: 1}}); !errors.Is(err, ErrState) {
			t.Errorf("restoring a repeated sequence number: %v", err)
		}
	})
}

// TestPropScheduler: whatever is scheduled, events come out in (count,
// sequence) order, time never goes backwards, and every event comes out
// exactly once at exactly its count.
func TestPropScheduler(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var s Scheduler[int]
		want := map[int]Count{}
		n := 0
		var last Item[int]
		for range rapid.IntRange(1, 60).Draw(t, "ops") {
			if rapid.Bool().Draw(t, "pop") {
				it, ok := s.Next()
				if !ok {
					continue
				}
				if it.At < last.At || (it.At == last.At && it.Seq < last.Seq) {
					t.Fatalf("%v came out after %v", it, last)
				}
				if want[it.Value] != it.At {
					t.Fatalf("event %d came out at %d, scheduled at %d", it.Value, it.At, want[it.Value])
				}
				delete(want, it.Value)
				last = it
				continue
			}
			at := s.Now() + Count(rapid.IntRange(0, 30).Draw(t, "after"))
			if _, err := s.Schedule(at, n); err != nil {
				t.Fatal(err)
			}
			want[n] = at
			n++
		}
		for it, ok := s.Next(); ok; it, ok = s.Next() {
			if it.At < last.At || want[it.Value] != it.At {
				t.Fatalf("%v out of order or at the wrong count", it)
			}
			delete(want, it.Value)
			last = it
		}
		if len(want) != 0 {
			t.Fatalf("%d events never came out", len(want))
		}
	})
}
