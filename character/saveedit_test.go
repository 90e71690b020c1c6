package character_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/jsonedit"
	"github.com/deadmanshand/aces/reputation"
)

func TestSheetEdits(t *testing.T) {
	t.Run("any single edit of a real sheet is refused with ErrSheet, or loads into a sheet that advances and saves and loads again", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) {
			src := dice.NewSource(rapid.Uint64().Draw(t, "seed"))
			s, err := character.Roll(src)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.EndScene(nil, character.Scene{Number: 1, Path: "Cowboy", Objectives: []string{hireOn}, Gunfights: 1}); err != nil {
				t.Fatal(err)
			}
			data, err := json.Marshal(s)
			if err != nil {
				t.Fatal(err)
			}
			edited := jsonedit.Edit(t, data, "Riding", "Gambling", "Cowboy", "Lawman", "skill", "profession", "general", "Int skills", "quirk", "flaw", "Reputation Bonus", "13/45")
			got, err := character.LoadSheet(edited)
			if err != nil {
				if !errors.Is(err, character.ErrSheet) {
					t.Fatalf("error %v does not wrap ErrSheet", err)
				}
				return
			}
			// it advances: every refusal wraps a sentinel, and nothing panics.
			scene := got.Career.LastScene + 1
			if _, err := got.EndScene(nil, character.Scene{Number: scene, Path: "Lawman", Objectives: []string{deputy}}); err != nil && !errors.Is(err, character.ErrAward) && !errors.Is(err, character.ErrPaidTwice) && !errors.Is(err, character.ErrObjectiveOrder) {
				t.Fatalf("EndScene on %s: %v", edited, err)
			}
			if _, err := got.Award(max(scene, 1), reputation.Award{Reputation: 12, Fame: 3, BP: 11}); err != nil && !errors.Is(err, character.ErrAward) {
				t.Fatalf("Award on %s: %v", edited, err)
			}
			if _, err := got.BuySkill(src, nil, "Riding"); err != nil && !errors.Is(err, character.ErrInsufficientBP) && !errors.Is(err, character.ErrChoice) {
				t.Fatalf("BuySkill on %s: %v", edited, err)
			}
			_ = got.String()
			again, err := json.Marshal(got)
			if err != nil {
				t.Fatalf("the edited sheet %s\nadvanced, then cannot save: %v", edited, err)
			}
			if _, err := character.LoadSheet(again); err != nil {
				t.Fatalf("the edited sheet %s\nadvanced and saved as %s\nwhich does not load: %v", edited, again, err)
			}
		})
	})
}

func TestSheetVersion(t *testing.T) {
	s := newSheet(t)
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(data), `{"version":1,"name":"Example",`) {
		t.Errorf("the sheet's JSON starts %.40s, want its version first", data)
	}
	without := strings.Replace(string(data), `"version":1,`, "", 1)
	if _, err := character.LoadSheet([]byte(without)); err != nil {
		t.Errorf("a sheet without a version (read as version 1): %v", err)
	}
	for v, says := range map[string]string{"2": "2 is newer than this package reads (1)", "0": "versions start at 1", "-3": "versions start at 1"} {
		_, err := character.LoadSheet([]byte(strings.Replace(string(data), `"version":1`, `"version":`+v, 1)))
		var fe *character.FieldError
		if !errors.Is(err, character.ErrSheet) || !errors.As(err, &fe) || fe.Field != "version" || !strings.Contains(err.Error(), says) {
			t.Errorf("version %s: err %v, want a FieldError on version saying %q", v, err, says)
		}
	}
}

func TestSheetErrorsSayItOnce(t *testing.T) {
	data, _ := json.Marshal(smallSheet(t))
	bad := strings.Replace(string(data), `"kind":"quirk"`, `"kind":"habit"`, 1)
	bad = strings.Replace(bad, `"kind":"flaw"`, `"kind":"habit"`, 1)
	if bad == string(data) {
		t.Fatal("the small sheet has no quirk or flaw to spoil")
	}
	_, err := character.LoadSheet([]byte(bad))
	if !errors.Is(err, character.ErrSheet) || strings.Count(err.Error(), "character:") != 1 {
		t.Errorf("err %v: want ErrSheet, with one package prefix", err)
	}
}
