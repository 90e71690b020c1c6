package gunfight

import (
	"fmt"
	"slices"
)

// Item is one scheduled event: the count it falls due, its sequence number
// (the order it was scheduled in) and the value the caller attached.
type Item[T any] struct {
	At    Count  `json:"at"`
	Seq   uint64 `json:"seq"`
	Value T      `json:"value"`
}

// Scheduler is the event-count scheduler of rule GU-1: a priority queue of
// events ordered by (count, sequence number). Events at the same count form
// one simultaneous step and come out in the order they were scheduled, so a
// fight is repeatable. Time never goes backwards: Schedule refuses a count
// before the current one, and Next advances the current count to the event it
// returns.
//
// It is a binary heap over a slice of value structs: scheduling allocates
// nothing once the slice has grown. The zero Scheduler is empty at count 0
// and ready to use. A user can drive his own encounter with it:
//
//	var s gunfight.Scheduler[string]
//	s.Schedule(9, "Hickok fires")
//	s.Schedule(9, "Tutt fires")
//	for step := s.PopStep(nil); len(step) > 0; step = s.PopStep(step[:0]) {
//		// every item of step is at the same count: resolve them together
//	}
//
// A Scheduler is not safe for concurrent use.
type Scheduler[T any] struct {
	items []Item[T]
	seq   uint64
	now   Count
}

// Now returns the current count: the count of the last event taken out
// (0 before any).
func (s *Scheduler[T]) Now() Count { return s.now }

// Len returns the number of events waiting.
func (s *Scheduler[T]) Len() int { return len(s.items) }

// Seq returns the sequence number the next event will get.
func (s *Scheduler[T]) Seq() uint64 { return s.seq }

// Reset empties the scheduler and sets the count back to 0, keeping its
// buffer.
func (s *Scheduler[T]) Reset() {
	clear(s.items)
	s.items = s.items[:0]
	s.seq = 0
	s.now = 0
}

// Grow makes room for n more events, so that scheduling them allocates
// nothing.
func (s *Scheduler[T]) Grow(n int) { s.items = slices.Grow(s.items, n) }

// Schedule adds an event at count at and returns its sequence number. A count
// before Now wraps [ErrPast]: time never goes backwards.
func (s *Scheduler[T]) Schedule(at Count, v T) (uint64, error) {
	if at < s.now {
		return 0, errPast(at, s.now)
	}
	return s.push(at, v), nil
}

// errPast is Schedule's error: a count before now.
func errPast(at, now Count) error {
	return fmt.Errorf("%w: count %d, now %d", ErrPast, at, now)
}

// push adds an event at count at ≥ Now and returns its sequence number.
//
// It sifts a hole up from the end and writes the event once, where it
// belongs, instead of swapping it up level by level. Its sequence number is
// above every waiting event's (the counter only grows, Reset empties the
// queue, Restore refuses a number not below it), so it goes below a parent
// exactly when its count is earlier: one comparison per level.
func (s *Scheduler[T]) push(at Count, v T) uint64 {
	seq := s.seq
	s.seq++
	s.items = append(s.items, Item[T]{})
	items := s.items
	j := len(items) - 1
	for j > 0 {
		i := (j - 1) >> 1
		if items[i].At <= at {
			break
		}
		items[j], j = items[i], i
	}
	items[j] = Item[T]{At: at, Seq: seq, Value: v}
	return seq
}

// putBack puts it, just taken out by Next, back where it was: first.
// Nothing scheduled since comes before it, so it goes back to the root.
func (s *Scheduler[T]) putBack(it Item[T]) {
	s.items = append(s.items, Item[T]{})
	items := s.items
	j := len(items) - 1
	for j > 0 {
		i := (j - 1) >> 1
		items[j], j = items[i], i
	}
	items[0] = it
}

// Peek returns the next event without taking it out; false when empty.
func (s *Scheduler[T]) Peek() (Item[T], bool) {
	if len(s.items) == 0 {
		return Item[T]{}, false
	}
	return s.items[0], true
}

// Next takes out the next event — the lowest count, and of those the
// earliest scheduled — and advances Now to its count; false when empty.
func (s *Scheduler[T]) Next() (Item[T], bool) {
	if len(s.items) == 0 {
		return Item[T]{}, false
	}
	it := s.items[0]
	s.pop()
	s.now = it.At
	return it, true
}

// pop drops the first event: the last one fills the hole it leaves (see
// sift), and the slot the last one leaves is zeroed so that it holds on to
// nothing. A fight's queue is mostly one or two events long: those need no
// sifting.
func (s *Scheduler[T]) pop() {
	items := s.items
	n := len(items) - 1
	s.items = s.items[:n]
	if n > 1 {
		last := items[n]
		items[n] = Item[T]{}
		sift(items[:n], 0, last)
		return
	}
	items[0] = items[n]
	items[n] = Item[T]{}
}

// PopStep takes out every event of the next count, in sequence order,
// appends them to buf and returns it: one simultaneous step. It returns buf
// unchanged when the scheduler is empty.
func (s *Scheduler[T]) PopStep(buf []Item[T]) []Item[T] {
	if len(s.items) == 0 {
		return buf
	}
	at := s.items[0].At
	for {
		buf = append(buf, s.items[0])
		s.pop()
		if len(s.items) == 0 || s.items[0].At != at {
			break
		}
	}
	s.now = at
	return buf
}

// Remove takes out every event whose value matches and returns how many it
// removed. It costs a pass over the queue.
func (s *Scheduler[T]) Remove(match func(T) bool) int {
	n := 0
	kept := s.items[:0]
	for _, it := range s.items {
		if match(it.Value) {
			n++
			continue
		}
		kept = append(kept, it)
	}
	clear(s.items[len(kept):])
	s.items = kept
	for i := len(s.items)/2 - 1; i >= 0; i-- {
		s.down(i)
	}
	return n
}

// Pending appends the waiting events to buf in the order they will come
// out and returns it; the scheduler is unchanged. With Restore it saves and
// reloads a scheduler.
func (s *Scheduler[T]) Pending(buf []Item[T]) []Item[T] {
	start := len(buf)
	buf = append(buf, s.items...)
	p := buf[start:]
	// insertion sort: queues are short
	for i := 1; i < len(p); i++ {
		for j := i; j > 0 && less(&p[j], &p[j-1]); j-- {
			p[j], p[j-1] = p[j-1], p[j]
		}
	}
	return buf
}

// Restore replaces the scheduler's state with a saved one: the current count,
// the next sequence number and the waiting events. Events before now, or with
// a sequence number not below seq, or two with the same sequence number, wrap
// [ErrPast] or [ErrState].
func (s *Scheduler[T]) Restore(now Count, seq uint64, items []Item[T]) error {
	seen := make(map[uint64]bool, len(items))
	for _, it := range items {
		switch {
		case it.At < now:
			return fmt.Errorf("%w: event at count %d restored at count %d", ErrPast, it.At, now)
		case it.Seq >= seq || seen[it.Seq]:
			return fmt.Errorf("%w: event sequence number %d (next %d) repeated or out of range", ErrState, it.Seq, seq)
		}
		seen[it.Seq] = true
	}
	s.Reset()
	s.now, s.seq = now, seq
	s.items = append(s.items, items...)
	for i := len(s.items)/2 - 1; i >= 0; i-- {
		s.down(i)
	}
	return nil
}

func less[T any](a, b *Item[T]) bool {
	return a.At < b.At || (a.At == b.At && a.Seq < b.Seq)
}

// down restores the heap below i after items[i] changed.
func (s *Scheduler[T]) down(i int) { sift(s.items, i, s.items[i]) }

// sift puts x in the heap items at hole i or below: it moves the hole down,
// lifting the earlier child into it, until x is not after either child, and
// writes x there once. The comparisons are those of swapping x down level by
// level, so the heap comes out the same, but each moved item is copied once.
func sift[T any](items []Item[T], i int, x Item[T]) {
	n := len(items)
	for {
		l := 2*i + 1
		if uint(l) >= uint(n) {
			break
		}
		c := &items[l]
		if r := l + 1; r < n && less(&items[r], c) {
			l, c = r, &items[r]
		}
		if !less(c, &x) {
			break
		}
		items[i] = *c
		i = l
	}
	items[i] = x
}
