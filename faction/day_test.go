package faction

import "testing"

func TestDay(t *testing.T) {
	for d, want := range map[Day]struct {
		s    string
		week int
	}{0: {"day 0", 1}, 6: {"day 6", 1}, 7: {"day 7", 2}, 17: {"day 17", 3}} {
		if d.String() != want.s || d.Week() != want.week {
			t.Errorf("%d: %q week %d, want %q week %d", int(d), d.String(), d.Week(), want.s, want.week)
		}
	}
}
