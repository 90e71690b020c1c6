package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/reputation"
)

// TestSheetPronoun checks the sheet's pronoun: its JSON, its method, its
// line in String and the award records it narrates, for a man, a woman and
// a "they".
func TestSheetPronoun(t *testing.T) {
	for _, c := range []struct {
		p           character.Pronoun
		json, title string
		songs       string
	}{
		{character.He, "", "Kate Malone\n", "; his name is in the songs now"},
		{character.She, `"pronoun":"she"`, "Kate Malone (she/her)\n", "; her name is in the songs now"},
		{character.They, `"pronoun":"they"`, "Kate Malone (they/them)\n", "; their name is in the songs now"},
	} {
		s := newSheet(t)
		s.Name, s.Pronouns = "Kate Malone", c.p
		if s.Pronoun() != c.p {
			t.Errorf("%v: Pronoun() = %v", c.p, s.Pronoun())
		}
		b, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if c.json == "" && strings.Contains(string(b), `"pronoun"`) || !strings.Contains(string(b), c.json) {
			t.Errorf("%v: JSON %s, want %s", c.p, b, c.json)
		}
		back, err := character.LoadSheet(b)
		if err != nil || back.Pronoun() != c.p {
			t.Errorf("%v: loaded %v, %v", c.p, back, err)
		}
		if !strings.HasPrefix(s.String(), c.title) {
			t.Errorf("%v: String() starts %q, want %q", c.p, strings.SplitAfter(s.String(), "\n")[0], c.title)
		}
		s.Fame = 49
		w, err := s.Award(1, reputation.Award{Why: "won a fair fight", Fame: 1})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasSuffix(w.String(), c.songs) {
			t.Errorf("%v: %q, want it to end %q", c.p, w, c.songs)
		}
	}
	s := newSheet(t)
	b, _ := json.Marshal(s)
	bad := strings.Replace(string(b), `"name":`, `"pronoun":"it","name":`, 1)
	_, err := character.LoadSheet([]byte(bad))
	if !errors.Is(err, character.ErrSheet) || !strings.Contains(err.Error(), `"it": want he, she or they`) {
		t.Errorf("pronoun it: %v", err)
	}
	s.Pronouns = 3
	if err := s.Validate(); !errors.Is(err, character.ErrSheet) || !strings.Contains(err.Error(), "pronoun") {
		t.Errorf("Pronoun(3): %v", err)
	}
}
