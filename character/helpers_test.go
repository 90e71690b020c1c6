package character_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/character"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/deadmanshand/aces/wounds"
)

// The bounds of a score on a sheet, stated by rule CH-1: seven abilities;
// a whole score from 3 (the least 3d6 rolls) to 30 (the highest an ability
// check reads, dice.MaxAbility), and a fraction from 1 to 100.
const (
	numAbilities             = 7
	minScore, maxScore       = 3, 30
	minFraction, maxFraction = 1, 100
)

// exampleFaces roll the published example character (rule CH-2), with
// Charisma rolled 9/24 so that Looks 9 (−1) makes it the example's 8/24.
var exampleFaces = []int{
	3, 3, 4, 89, // Str 10/89
	2, 4, 4, 3, // Int 10/03
	6, 5, 1, 35, // Wis 12/35
	6, 6, 1, 47, // Dex 13/47
	1, 2, 4, 17, // Con 7/17
	3, 3, 3, 72, // Lks 9/72
	3, 3, 3, 24, // Cha 9/24
}

var exampleBackground = character.Background{Nationality: "American", SocialClass: "Working class", Age: 24, Prior: "Orphan"}

// exampleBuilder builds the example character through step 4 with the
// default rules (or rules, when given), then scripts the faces given for
// what the test rolls next.
func exampleBuilder(t *testing.T, rules *character.Rules, next ...int) (*character.Builder, *dicetest.Script) {
	t.Helper()
	r := dicetest.NewScript(t, append(append([]int{}, exampleFaces...), next...)...)
	b := newBuilder(t, r, rules)
	if err := b.Start("Example"); err != nil {
		t.Fatal(err)
	}
	if _, err := b.RollAbilities(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.ChooseBackground(exampleBackground); err != nil {
		t.Fatal(err)
	}
	if err := b.FinalizeAbilities(); err != nil {
		t.Fatal(err)
	}
	return b, r
}

func mustT[T any](t *testing.T) func(v T, err error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// conRows compares the wounds package's Con healing tables by their rows.
var conRows = cmp.Transformer("rows", func(t wounds.ConTable) []wounds.ConRow { return t.Rows() })

// newBuilder is character.NewBuilder for tests: it fails the test on an error.
func newBuilder(t interface {
	Helper()
	Fatal(...any)
}, r dice.Rand, rules *character.Rules) *character.Builder {
	t.Helper()
	b, err := character.NewBuilder(r, rules)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// giveTalent puts a talent on a sheet as the ledger would have it: an
// adjustment of bp BP, spent on the talent at once.
func giveTalent(t *testing.T, s *character.Sheet, name string, bp int) {
	t.Helper()
	if err := s.Ledger.Award(character.LedgerEntry{Kind: character.KindAdjustment, BP: bp}); err != nil {
		t.Fatal(err)
	}
	if err := s.Ledger.Spend(character.LedgerEntry{Kind: character.KindTalent, BP: bp, Item: name}); err != nil {
		t.Fatal(err)
	}
	s.Talents = append(s.Talents, character.TalentEntry{Name: name, BP: bp})
}

// rulesWith validates the default rules with one part changed: a table is
// checked where a builder or LoadRules checks it, in Rules.Validate.
func rulesWith(change func(r *character.Rules)) error {
	r := character.DefaultRules()
	change(r)
	return r.Validate()
}

// lastEntry is the newest entry of a ledger.
func lastEntry(l character.Ledger) character.LedgerEntry {
	es := l.Entries()
	return es[len(es)-1]
}
