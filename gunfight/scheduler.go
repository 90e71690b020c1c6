package gunfight

import "math/bits"

// due is one scheduled action: the count it falls due and its sequence
// number (the order it was scheduled in).
type due struct {
	At  Count
	Seq uint64
}

// before reports whether a comes out before b: an earlier count, or the
// same count and scheduled earlier.
func (a due) before(b due) bool {
	return a.At < b.At || (a.At == b.At && a.Seq < b.Seq)
}

// scheduler is the event-count scheduler of rule GU-1: the actions
// declared, ordered by (count, sequence number). Actions due at the same
// count form one simultaneous step and come out in the order they were
// scheduled, so a fight is repeatable; time never goes backwards (push
// takes no count before the last one taken out).
//
// A man has at most one action under way, so the scheduler keeps one slot
// per man (at most MaxShooters) and a bit for each man with an action
// scheduled: the next action out is the earliest of those, found by
// looking at each of them. Declaring again replaces a man's slot and
// cancelling clears his bit, so nothing cancelled is ever left waiting.
// The zero scheduler is empty and ready to use; it is not safe for
// concurrent use.
type scheduler struct {
	slots [MaxShooters]due
	on    uint32 // bit i: man i has an action scheduled
	next  uint64 // the sequence number of the next action scheduled
}

// reset empties the scheduler.
func (s *scheduler) reset() { *s = scheduler{} }

// seq returns the sequence number the next action scheduled will get:
// those scheduled from now on come after every action waiting.
func (s *scheduler) seq() uint64 { return s.next }

// push schedules man i's action at count at, which is not before the last
// action taken out, in place of any he had, and returns its sequence
// number.
func (s *scheduler) push(i int, at Count) uint64 {
	seq := s.next
	s.next++
	s.slots[i] = due{At: at, Seq: seq}
	s.on |= 1 << i
	return seq
}

// drop cancels man i's action, if he has one scheduled.
func (s *scheduler) drop(i int) { s.on &^= 1 << i }

// putBack puts man i's action d, just taken out by take, back: first, as
// it was, since nothing scheduled after it comes before it.
func (s *scheduler) putBack(i int, d due) {
	s.slots[i] = d
	s.on |= 1 << i
}

// peek returns the man whose action comes out next — the lowest count, and
// of those the earliest scheduled — and its slot, without taking it out;
// false when nothing is scheduled.
func (s *scheduler) peek() (int, due, bool) {
	on := s.on
	if on == 0 {
		return -1, due{}, false
	}
	i := bits.TrailingZeros32(on)
	d := s.slots[i]
	for on &= on - 1; on != 0; on &= on - 1 {
		j := bits.TrailingZeros32(on)
		if s.slots[j].before(d) {
			i, d = j, s.slots[j]
		}
	}
	return i, d, true
}

// take takes out the next action (see peek); false when nothing is
// scheduled.
func (s *scheduler) take() (int, due, bool) {
	i, d, ok := s.peek()
	if ok {
		s.on &^= 1 << i
	}
	return i, d, ok
}
