package talent

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	for _, c := range []struct {
		in, want string // want "" for an error
		errHas   string
	}{
		{in: "Quick Aim", want: "Quick Aim"},
		{in: "  quick aim ", want: "Quick Aim"},
		{in: "Blind Shooting", want: "Blind-shooting"},
		{in: "Quick Reload", want: "Rapid Reload"},
		{in: "Greased Lightning (Pistol)", want: "Greased Lightning (pistol)"},
		{in: "greased lightning(bow)", want: "Greased Lightning (bow)"},
		{in: "Weapon Bonus (Colt Peacemaker)", want: "Weapon Bonus (Colt Peacemaker)"},
		{in: "Weapon Bonus ( anything at all )", want: "Weapon Bonus (anything at all)"},
		{in: "Quick Aimm", errHas: `unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting, Astute Observation,`},
		{in: "", errHas: "unknown talent"},
		{in: "Greased Lightning (banjo)", errHas: "no such weapon type (the types are: pistol, shotgun, rifle, knife, bow)"},
		{in: "Greased Lightning", errHas: "needs a weapon type (pistol, shotgun, rifle, knife, bow) in parentheses"},
		{in: "Weapon Bonus", errHas: "needs a weapon in parentheses"},
		{in: "Weapon Bonus ()", errHas: "needs a weapon in parentheses"},
		{in: "Quick Aim (pistol)", errHas: `takes no parameter, got "pistol"`},
		{in: "Weapon Bonus (Colt", errHas: "unbalanced parenthesis"},
	} {
		got, err := Parse(c.in)
		switch {
		case c.errHas == "" && err != nil:
			t.Errorf("Parse(%q): %v", c.in, err)
		case c.errHas == "" && got.String() != c.want:
			t.Errorf("Parse(%q) = %q, want %q", c.in, got, c.want)
		case c.errHas != "" && (err == nil || !strings.Contains(err.Error(), c.errHas)):
			t.Errorf("Parse(%q) = %q, %v; want an error with %q", c.in, got, err, c.errHas)
		}
	}
}

func TestUnknownErrorListsEveryName(t *testing.T) {
	msg := UnknownError("Quick Aimm").Error()
	for _, n := range Names() {
		if !strings.Contains(msg, n) {
			t.Errorf("%q does not list %q", msg, n)
		}
	}
}

func TestNames(t *testing.T) {
	ns := Names()
	if len(ns) != 37 {
		t.Fatalf("%d names, want the 37 of rule CH-10", len(ns))
	}
	ns[0] = "changed"
	if Names()[0] != AdvancedSighting {
		t.Error("Names shares its slice")
	}
	for _, n := range Names() {
		if c, ok := Canonical(strings.ToUpper(n)); !ok || c != n {
			t.Errorf("Canonical(%q) = %q, %v", strings.ToUpper(n), c, ok)
		}
	}
}

type holder map[string][]string

func (h holder) TalentNames() []string {
	var ns []string
	for _, n := range Names() {
		if _, ok := h[n]; ok {
			ns = append(ns, n)
		}
	}
	for n := range h {
		if _, ok := Canonical(n); !ok {
			ns = append(ns, n)
		}
	}
	return ns
}
func (h holder) TalentOptions(name string) []string { return h[name] }

func TestRead(t *testing.T) {
	ts, err := Read(holder{Courage: nil, GreasedLightning: {"pistol", "rifle"}, WeaponBonus: {"Sharps"}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, x := range ts {
		got = append(got, x.String())
	}
	if want := "Courage, Greased Lightning (pistol), Greased Lightning (rifle), Weapon Bonus (Sharps)"; strings.Join(got, ", ") != want {
		t.Errorf("Read = %s, want %s", strings.Join(got, ", "), want)
	}
	if _, err := Read(holder{"Quick Aimm": nil}); err == nil || !strings.Contains(err.Error(), "the catalogue has") {
		t.Errorf("Read of a misspelled talent: %v", err)
	}
}

// FuzzParse: Parse never panics, and what it accepts it reads again the
// same from its own String.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"Quick Aim", "Greased Lightning (pistol)", "Weapon Bonus (Colt Peacemaker)", "Quick Aimm", "Weapon Bonus (", "((", ")"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tl, err := Parse(s)
		if err != nil {
			return
		}
		again, err := Parse(tl.String())
		if err != nil || again != tl {
			t.Fatalf("Parse(%q) = %q, but Parse(%q) = %q, %v", s, tl, tl.String(), again, err)
		}
	})
}

func TestErrTalent(t *testing.T) {
	// Every error about a talent wraps ErrTalent, whatever was wrong.
	for _, in := range []string{"Quick Aimm", "", "Greased Lightning (banjo)", "Greased Lightning", "Weapon Bonus", "Quick Aim (pistol)", "Weapon Bonus (Colt"} {
		if _, err := Parse(in); !errors.Is(err, ErrTalent) {
			t.Errorf("Parse(%q): %v does not wrap ErrTalent", in, err)
		}
	}
	if _, err := Read(holder{"Quick Aimm": nil}); !errors.Is(err, ErrTalent) {
		t.Errorf("Read: %v", err)
	}
	err := NotIn("Lucky", []string{"Grit", "Dodge"})
	if !errors.Is(err, ErrTalent) || err.Error() != `unknown talent "Lucky" (the catalogue has: Grit, Dodge)` {
		t.Errorf("NotIn: %v", err)
	}
}
