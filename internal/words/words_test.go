package words

import "testing"

func TestCount(t *testing.T) {
	for _, c := range []struct {
		n    int
		want string
	}{{1, "1 raise"}, {0, "0 raises"}, {2, "2 raises"}, {-1, "-1 raises"}} {
		if got := Count(c.n, "raise", "raises"); got != c.want {
			t.Errorf("Count(%d) = %q, want %q", c.n, got, c.want)
		}
	}
}
