package pronoun

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestForms(t *testing.T) {
	for _, c := range []struct {
		p                   Pronoun
		sub, obj, pos, refl string
		has, draws          string
	}{
		{He, "he", "him", "his", "himself", "he has", "he draws"},
		{She, "she", "her", "her", "herself", "she has", "she draws"},
		{They, "they", "them", "their", "themselves", "they have", "they draw"},
		{Pronoun(9), "he", "him", "his", "himself", "he has", "he draws"},
	} {
		got := []string{c.p.Subject(), c.p.Object(), c.p.Possessive(), c.p.Reflexive(), c.p.Says("has", "have"), c.p.Subject() + " " + c.p.Verb("draws", "draw")}
		want := []string{c.sub, c.obj, c.pos, c.refl, c.has, c.draws}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%v: form %d = %q, want %q", c.p, i, got[i], want[i])
			}
		}
	}
}

func TestChoose(t *testing.T) {
	for p, want := range map[Pronoun]string{He: "man", She: "woman", They: "one", 7: "man"} {
		if got := p.Choose("man", "woman", "one"); got != want {
			t.Errorf("%v: %q, want %q", p, got, want)
		}
	}
}

func TestText(t *testing.T) {
	type doc struct {
		P Pronoun `json:"pronoun,omitempty"`
	}
	for _, c := range []struct {
		p    Pronoun
		json string
	}{{He, `{}`}, {She, `{"pronoun":"she"}`}, {They, `{"pronoun":"they"}`}} {
		b, err := json.Marshal(doc{c.p})
		if err != nil || string(b) != c.json {
			t.Errorf("%v: %s, %v; want %s", c.p, b, err, c.json)
		}
		var d doc
		if err := json.Unmarshal([]byte(c.json), &d); err != nil || d.P != c.p {
			t.Errorf("%s: %v, %v; want %v", c.json, d.P, err, c.p)
		}
	}
	if b, err := json.Marshal(struct{ P Pronoun }{He}); err != nil || string(b) != `{"P":"he"}` {
		t.Errorf("he without omitempty: %s, %v", b, err)
	}
	for _, bad := range []string{`{"pronoun":"it"}`, `{"pronoun":"She"}`, `{"pronoun":""}`, `{"pronoun":1}`} {
		var d doc
		err := json.Unmarshal([]byte(bad), &d)
		if err == nil {
			t.Errorf("%s: accepted as %v", bad, d.P)
		}
	}
	_, err := Parse("it")
	if !errors.Is(err, ErrUnknown) || !strings.Contains(err.Error(), `"it": want he, she or they`) {
		t.Errorf("Parse(it): %v", err)
	}
	if _, err := Pronoun(3).MarshalText(); !errors.Is(err, ErrUnknown) {
		t.Errorf("MarshalText(3): %v", err)
	}
	if s := Pronoun(3).String(); s != "Pronoun(3)" {
		t.Errorf("String(3) = %q", s)
	}
}
