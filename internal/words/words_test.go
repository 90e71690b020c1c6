package words

import (
	"strings"
	"testing"
)

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

func TestNote(t *testing.T) {
	for _, c := range []struct{ note, want string }{{"Average", "+40 (Average)"}, {"", "+40"}} {
		var b strings.Builder
		b.WriteString("+40")
		Note(&b, c.note)
		if got := b.String(); got != c.want {
			t.Errorf("Note(%q) gives %q, want %q", c.note, got, c.want)
		}
	}
}
