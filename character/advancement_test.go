package character_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/character"
	"github.com/google/go-cmp/cmp"
)

// lawman objectives of the default Lawman path, in order.
const (
	deputy  = "Be sworn in as a deputy"         // 1 BP
	arrest  = "Arrest a wanted man"             // 2 BP
	thief   = "Catch a horse thief"             // 2 BP
	sheriff = "Be made sheriff or town marshal" // 3 BP
	gang    = "Bring in a gang"                 // 4 BP
	marshal = "Be appointed U.S. Marshal"       // 5 BP
	hireOn  = "Hire on with an outfit"          // Cowboy 1, 1 BP
	robbery = "Commit a robbery"                // Outlaw 1, 1 BP
)

func newSheet(t *testing.T) *character.Sheet {
	t.Helper()
	b, _ := exampleBuilder(t, nil, 4, 3, 4, 5)
	mustT[character.Figure](t)(b.RollHitPoints())
	mustT[int](t)(b.RollMoney())
	return mustT[*character.Sheet](t)(b.Finish())
}

func TestSceneAwards(t *testing.T) {
	paths := character.DefaultPaths()
	t.Run("CH-11 BP for the objectives of the declared path achieved in the scene, recorded in the ledger", func(t *testing.T) {
		s := newSheet(t)
		bp := s.Ledger.Balance()
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy, arrest}}))
		if a.BP != 3 || s.Ledger.Balance() != bp+3 || s.Ledger.Earned() != 3 {
			t.Errorf("award %v; BP %d → %d", a, bp, s.Ledger.Balance())
		}
		if a.String() != "scene 1 (Lawman): +1 BP Be sworn in as a deputy; +2 BP Arrest a wanted man; total +3 BP" {
			t.Errorf("String = %q", a)
		}
		if e := lastEntry(s.Ledger); e.String() != "scene 1: +2 BP profession: Lawman: Arrest a wanted man" {
			t.Errorf("ledger entry %q", e)
		}
		if !s.Career.Done("lawman", arrest) || s.Career.Path != "Lawman" || s.Career.LastScene != 1 {
			t.Errorf("career %+v", s.Career)
		}
	})
	t.Run("CH-11 one path per scene: an objective of another path does not pay (no double-dipping)", func(t *testing.T) {
		s := newSheet(t)
		before := *s
		_, err := s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy, robbery}})
		if !errors.Is(err, character.ErrAward) || !strings.Contains(err.Error(), `"Commit a robbery" is not an objective of the Lawman path`) {
			t.Errorf("err %v", err)
		}
		if diff := cmp.Diff(&before, s); diff != "" {
			t.Errorf("a refused scene changed the sheet:\n%s", diff)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 1, Objectives: []string{deputy}}); !errors.Is(err, character.ErrAward) {
			t.Errorf("objectives with no path declared: err %v", err)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 1, Path: "Gambler"}); !errors.Is(err, character.ErrAward) {
			t.Errorf("unknown path: err %v", err)
		}
	})
	t.Run("CH-11 objectives roughly in order: at most one skipped", func(t *testing.T) {
		s := newSheet(t)
		// Deputy, then sheriff: arrest and thief both skipped.
		_, err := s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy, sheriff}})
		if !errors.Is(err, character.ErrObjectiveOrder) || !strings.Contains(err.Error(), `reaching "Be made sheriff or town marshal" leaves 2 earlier objectives undone`) {
			t.Errorf("two skipped: err %v", err)
		}
		// Deputy and thief: arrest skipped, allowed.
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{thief, deputy}}))
		if a.BP != 3 || len(a.Objectives) != 2 || a.Objectives[0].Name != deputy {
			t.Errorf("award %v", a)
		}
		// Sheriff now would leave arrest and … only arrest: allowed.
		mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 2, Path: "Lawman", Objectives: []string{sheriff}}))
		// Marshal would leave arrest and gang: refused.
		if _, err := s.EndScene(paths, character.Scene{Number: 3, Path: "Lawman", Objectives: []string{marshal}}); !errors.Is(err, character.ErrObjectiveOrder) {
			t.Errorf("arrest and gang skipped: err %v", err)
		}
		// The skipped objective may still be done, and pays.
		a = mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 3, Path: "Lawman", Objectives: []string{arrest}}))
		if a.BP != 2 {
			t.Errorf("late arrest pays %d, want 2", a.BP)
		}
		mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 4, Path: "Lawman", Objectives: []string{marshal}}))
	})
	t.Run("CH-11 re-entering a path resumes where it was left; a completed objective never pays twice", func(t *testing.T) {
		s := newSheet(t)
		mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy, arrest}}))
		mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 2, Path: "Cowboy", Objectives: []string{hireOn}}))
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 3, Path: "Lawman", Objectives: []string{thief}}))
		if a.BP != 2 {
			t.Errorf("resumed Lawman: %v", a)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 4, Path: "Lawman", Objectives: []string{deputy}}); !errors.Is(err, character.ErrPaidTwice) || !strings.Contains(err.Error(), "never pays twice") {
			t.Errorf("deputy again: err %v", err)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 4, Path: "Lawman", Objectives: []string{sheriff, sheriff}}); !errors.Is(err, character.ErrPaidTwice) {
			t.Errorf("listed twice: err %v", err)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 3, Path: "Lawman"}); !errors.Is(err, character.ErrPaidTwice) || !strings.Contains(err.Error(), "scene 3 was already awarded") {
			t.Errorf("scene 3 again: err %v", err)
		}
		if s.Ledger.Earned() != 1+2+1+2 {
			t.Errorf("earned %d, want 6", s.Ledger.Earned())
		}
	})
	t.Run("CH-11 a personal goal pays once and is not part of the current profession", func(t *testing.T) {
		s := newSheet(t)
		horse := character.Goal{Name: "Buy your first horse", BP: 1}
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Cowboy", Goals: []character.Goal{horse}}))
		if a.BP != 1 || !strings.Contains(a.String(), "+1 BP personal goal: Buy your first horse") {
			t.Errorf("award %v", a)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 2, Goals: []character.Goal{horse}}); !errors.Is(err, character.ErrPaidTwice) {
			t.Errorf("the horse again: err %v", err)
		}
		capture := character.Goal{Name: arrest, BP: 2}
		if _, err := s.EndScene(paths, character.Scene{Number: 2, Path: "Lawman", Goals: []character.Goal{capture}}); !errors.Is(err, character.ErrAward) || !strings.Contains(err.Error(), "is an objective of the Lawman path, not a personal goal") {
			t.Errorf("an objective as a goal: err %v", err)
		}
		if _, err := s.EndScene(paths, character.Scene{Number: 2, Goals: []character.Goal{{Name: "Marry", BP: 0}}}); !errors.Is(err, character.ErrAward) {
			t.Errorf("a goal paying 0: err %v", err)
		}
	})
	t.Run("CH-11 remarkable events pay at most 1 BP per scene unless the GM overrides", func(t *testing.T) {
		s := newSheet(t)
		two := []character.Event{{What: "saved the stage", BP: 1}, {What: "tamed the mayor's horse", BP: 1}}
		if _, err := s.EndScene(paths, character.Scene{Number: 1, Events: two}); !errors.Is(err, character.ErrAward) || !strings.Contains(err.Error(), "remarkable events pay 2 BP; at most 1 per scene") {
			t.Errorf("2 BP of events: err %v", err)
		}
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Events: two[:1]}))
		if a.BP != 1 {
			t.Errorf("one event: %v", a)
		}
		a = mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 2, Events: two, Override: true}))
		if a.BP != 2 {
			t.Errorf("overridden: %v", a)
		}
	})
	t.Run("CH-11 gunfight experience is recorded with the awards; CHD-4 winning a gunfight pays no BP", func(t *testing.T) {
		s := newSheet(t)
		bp := s.Ledger.Balance()
		a := mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy}, Gunfights: 1}))
		if a.BP != 1 || s.Ledger.Balance() != bp+1 || s.GunfightExperience() != 1 || !strings.Contains(a.String(), "gunfight experience +1") {
			t.Errorf("award %v, experience %d", a, s.GunfightExperience())
		}
		a = mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 2, Gunfights: 2}))
		if a.BP != 0 || s.GunfightExperience() != 3 {
			t.Errorf("gunfights only: %v, experience %d", a, s.GunfightExperience())
		}
	})
	t.Run("CH-11 earned BP buy skills in play", func(t *testing.T) {
		s := newSheet(t)
		mustT[character.SceneAward](t)(s.EndScene(paths, character.Scene{Number: 1, Path: "Lawman", Objectives: []string{deputy}}))
		if s.Ledger.Balance() != 77 {
			t.Errorf("BP %d, want 76 + 1", s.Ledger.Balance())
		}
	})
}

func TestPathListValidate(t *testing.T) {
	l := character.DefaultPaths()
	if err := rulesWith(func(r *character.Rules) { r.Paths = l }); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"Cowboy", "Lawman", "Outlaw"} {
		if _, err := l.Lookup(n); err != nil {
			t.Error(err)
		}
	}
	for _, c := range []struct {
		name   string
		break_ func(l character.PathList) character.PathList
		says   string
	}{
		{"repeat", func(l character.PathList) character.PathList { l[1].Name = "cowboy"; return l }, "row 2 (cowboy): name repeats row 1"},
		{"no objectives", func(l character.PathList) character.PathList { l[0].Objectives = nil; return l }, "no objectives"},
		{"objective repeats", func(l character.PathList) character.PathList { l[0].Objectives[2].Name = hireOn; return l }, "objective 3 (Hire on with an outfit) repeats objective 1"},
		{"bp", func(l character.PathList) character.PathList { l[2].Objectives[0].BP = 0; return l }, "pays 0 BP"},
	} {
		err := rulesWith(func(r *character.Rules) { r.Paths = c.break_(character.DefaultPaths()) })
		if !errors.Is(err, character.ErrTable) || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: err %v, want %q", c.name, err, c.says)
		}
	}
	for _, g := range character.SampleGoals() {
		if g.BP < 1 || g.Name == "" {
			t.Errorf("sample goal %+v", g)
		}
	}
}
