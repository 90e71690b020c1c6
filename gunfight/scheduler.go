package gunfight

import "slices"

// item is one scheduled action: the count it falls due, its sequence
// number (the order it was scheduled in) and what it is.
type item[T any] struct {
	At    Count
	Seq   uint64
	Value T
}

// scheduler is the event-count scheduler of rule GU-1: a priority queue
// of the actions declared, ordered by (count, sequence number). Actions
// due at the same count form one simultaneous step and come out in the
// order they were scheduled, so a fight is repeatable; time never goes
// backwards (push takes no count before the last one taken out).
//
// It is a binary heap over a slice of value structs — container/heap would
// box every item in an interface and is not stable on ties — so scheduling
// allocates nothing once the slice has grown. The zero scheduler is empty
// and ready to use; it is not safe for concurrent use.
type scheduler[T any] struct {
	items []item[T]
	next  uint64 // the sequence number of the next action scheduled
}

// reset empties the scheduler, keeping its buffer.
func (s *scheduler[T]) reset() {
	clear(s.items)
	s.items = s.items[:0]
	s.next = 0
}

// grow makes room for n more actions, so that scheduling them allocates
// nothing.
func (s *scheduler[T]) grow(n int) { s.items = slices.Grow(s.items, n) }

// seq returns the sequence number the next action scheduled will get:
// those scheduled from now on come after every action waiting.
func (s *scheduler[T]) seq() uint64 { return s.next }

// push schedules v at count at, which is not before the last action taken
// out, and returns its sequence number.
//
// It sifts a hole up from the end and writes the item once, where it
// belongs, instead of swapping it up level by level. Its sequence number is
// above every waiting item's (the counter only grows, and reset empties the
// queue), so it goes below a parent exactly when its count is earlier: one
// comparison per level.
func (s *scheduler[T]) push(at Count, v T) uint64 {
	seq := s.next
	s.next++
	s.items = append(s.items, item[T]{})
	items := s.items
	j := len(items) - 1
	for j > 0 {
		i := (j - 1) >> 1
		if items[i].At <= at {
			break
		}
		items[j], j = items[i], i
	}
	items[j] = item[T]{At: at, Seq: seq, Value: v}
	return seq
}

// putBack puts it, just taken out by take, back where it was: first.
// Nothing scheduled since comes before it, so it goes back to the root.
func (s *scheduler[T]) putBack(it item[T]) {
	s.items = append(s.items, item[T]{})
	items := s.items
	j := len(items) - 1
	for j > 0 {
		i := (j - 1) >> 1
		items[j], j = items[i], i
	}
	items[0] = it
}

// peek returns the next action without taking it out; false when empty.
func (s *scheduler[T]) peek() (item[T], bool) {
	if len(s.items) == 0 {
		return item[T]{}, false
	}
	return s.items[0], true
}

// take takes out the next action — the lowest count, and of those the
// earliest scheduled; false when empty.
func (s *scheduler[T]) take() (item[T], bool) {
	if len(s.items) == 0 {
		return item[T]{}, false
	}
	it := s.items[0]
	s.pop()
	return it, true
}

// pop drops the first item: the last one fills the hole it leaves (see
// sift), and the slot the last one leaves is zeroed so that it holds on to
// nothing. A fight's queue is mostly one or two actions long: those need
// no sifting.
func (s *scheduler[T]) pop() {
	items := s.items
	n := len(items) - 1
	s.items = s.items[:n]
	if n > 1 {
		last := items[n]
		items[n] = item[T]{}
		sift(items[:n], 0, last)
		return
	}
	items[0] = items[n]
	items[n] = item[T]{}
}

// before reports whether a comes out before b: an earlier count, or the
// same count and scheduled earlier.
func before[T any](a, b *item[T]) bool {
	return a.At < b.At || (a.At == b.At && a.Seq < b.Seq)
}

// sift puts x in the heap items at hole i or below: it moves the hole down,
// lifting the earlier child into it, until x is not after either child, and
// writes x there once. The comparisons are those of swapping x down level by
// level, so the heap comes out the same, but each moved item is copied once.
func sift[T any](items []item[T], i int, x item[T]) {
	n := len(items)
	for {
		l := 2*i + 1
		if uint(l) >= uint(n) {
			break
		}
		c := &items[l]
		if r := l + 1; r < n && before(&items[r], c) {
			l, c = r, &items[r]
		}
		if !before(c, &x) {
			break
		}
		items[i] = *c
		i = l
	}
	items[i] = x
}
