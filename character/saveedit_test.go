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
	if !strings.HasPrefix(string(data), `{"version":3,"name":"Example",`) {
		t.Errorf("the sheet's JSON starts %.40s, want its version first", data)
	}
	without := strings.Replace(string(data), `"version":3,`, "", 1)
	if _, err := character.LoadSheet([]byte(without)); err != nil {
		t.Errorf("a sheet without a version (read as version 1): %v", err)
	}
	for _, v := range []string{"1", "2"} {
		if _, err := character.LoadSheet([]byte(strings.Replace(string(data), `"version":3`, `"version":`+v, 1))); err != nil {
			t.Errorf("a sheet of version %s: %v", v, err)
		}
	}
	for v, says := range map[string]string{"4": "4 is newer than this package reads (3)", "0": "versions start at 1", "-3": "versions start at 1"} {
		_, err := character.LoadSheet([]byte(strings.Replace(string(data), `"version":3`, `"version":`+v, 1)))
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

func TestLoadSheetTalents(t *testing.T) {
	data, err := json.Marshal(smallSheet(t)) // Reputation Bonus, paid 35 BP by the ledger
	if err != nil {
		t.Fatal(err)
	}
	good := string(data)
	if !strings.Contains(good, `"talents":[{"name":"Reputation Bonus","bp":35}]`) {
		t.Fatalf("the small sheet's talents changed: %s", good)
	}
	load := func(t *testing.T, from, to string) error {
		t.Helper()
		bad := strings.Replace(good, from, to, 1)
		if bad == good {
			t.Fatalf("%q is not in the sheet", from)
		}
		_, err := character.LoadSheet([]byte(bad))
		var fe *character.FieldError
		if !errors.Is(err, character.ErrSheet) || !errors.Is(err, character.ErrTalent) || !errors.As(err, &fe) {
			t.Fatalf("err %v, want a FieldError wrapping ErrSheet and ErrTalent", err)
		}
		return err
	}
	t.Run("CH-10 a talent outside the catalogue is refused, naming it and listing the catalogue", func(t *testing.T) {
		err := load(t, `"talents":[{"name":"Reputation Bonus","bp":35}]`, `"talents":[{"name":"Reputation Bonus","bp":35},{"name":"Quick Aimm","bp":10}]`)
		for _, want := range []string{`talents[1]: unknown talent "Quick Aimm" (the catalogue has: Advanced Sighting`, "Weapon Bonus)"} {
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%q does not say %q", err, want)
			}
		}
	})
	t.Run("CH-10 a talent bought for an option it cannot take is refused", func(t *testing.T) {
		err := load(t, `"talents":[{"name":"Reputation Bonus","bp":35}]`, `"talents":[{"name":"Reputation Bonus","option":"pistol","bp":35}]`)
		if !strings.Contains(err.Error(), `talents[0]: talent Reputation Bonus takes no parameter, got "pistol"`) {
			t.Errorf("%q", err)
		}
	})
	t.Run("CH-10 a talent the ledger never paid for is refused, naming it", func(t *testing.T) {
		// The ledger spent 35 BP on Reputation Bonus; Grit, 50 BP, was never
		// bought, and neither was Reputation Bonus at 36.
		for _, c := range []struct{ to, says string }{
			{`"talents":[{"name":"Reputation Bonus","bp":35},{"name":"Grit","bp":50}]`, "talents[1]: Grit (50 BP) was never paid for"},
			{`"talents":[{"name":"Reputation Bonus","bp":36}]`, "talents[0]: Reputation Bonus (36 BP) was never paid for"},
		} {
			err := load(t, `"talents":[{"name":"Reputation Bonus","bp":35}]`, c.to)
			if !strings.Contains(err.Error(), c.says) || strings.Contains(err.Error(), "version 1") {
				t.Errorf("%q does not say %q (and only that)", err, c.says)
			}
		}
	})
	t.Run("CH-10 a sheet of version 1 with such a talent is refused too, naming it", func(t *testing.T) {
		v1 := strings.Replace(good, `"version":3`, `"version":1`, 1)
		bad := strings.Replace(v1, `"talents":[{"name":"Reputation Bonus","bp":35}]`, `"talents":[{"name":"Reputation Bonus","bp":35},{"name":"Grit","bp":50}]`, 1)
		_, err := character.LoadSheet([]byte(bad))
		if !errors.Is(err, character.ErrTalent) || !strings.Contains(err.Error(), "talents[1]: Grit (50 BP) was never paid for") || !strings.Contains(err.Error(), "a sheet of version 1") {
			t.Errorf("err %v", err)
		}
		if _, err := character.LoadSheet([]byte(v1)); err != nil {
			t.Errorf("a good sheet of version 1: %v", err)
		}
	})
}
