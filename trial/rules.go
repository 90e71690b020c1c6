package trial

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/table"
)

// The fixed numbers of the procedure (rules TR-5 … TR-7).
const (
	// EvidenceMultiplier: the better evidence rating earns 10 jury points
	// per point of difference (rule TR-5).
	EvidenceMultiplier = 10
	// ClosingDivisor: closing arguments earn the difference of the Oratory
	// margins divided by 5, rounded to nearest (rules TR-6, TRD-2).
	ClosingDivisor = 5
	// MaxDays: the jury deliberates at most 5 days (rule TR-7).
	MaxDays = 5
	// minRating and maxRating bound an evidence rating (rule TR-5).
	minRating = 1
	maxRating = 6
)

// maxTablePoints bounds every number in a rules table.
const maxTablePoints = 100

// maxDifficultyName bounds the name of a difficulty, which a choice of an
// opening argument or a Law check holds, and a save with it.
const maxDifficultyName = 40

// Rules holds the tables a trial plays by. The source rules leave most of
// them out, so apart from the difficulty ladder and the tampering
// difficulties of the Illogical, Contemplative, Analytical and Perceptive
// jurors the defaults ([DefaultRules]) are ours, not from the source rules
// — a GM who owns the printed tables loads his own.
//
// Rules marshal to JSON as {"difficulties", "opening", "law", "tampering",
// "reports", "savingThrow"}. Reading JSON takes each table left out (or
// null) from [DefaultRules], so a document that names only the tables it
// replaces keeps the others; a table it names is read whole, a field left
// out of it being zero. The result is validated ([Rules.Validate]), and
// the JSON of valid Rules reads back as the same Rules.
type Rules struct {
	Difficulties dice.DifficultyTable `json:"difficulties"`
	Opening      OpeningTable         `json:"opening"`
	Law          LawTable             `json:"law"`
	Tampering    TamperingTable       `json:"tampering"`
	Reports      ReportRule           `json:"reports"`
	SavingThrow  SavingThrow          `json:"savingThrow"`
}

// DefaultRules returns the default tables, a fresh copy each call: the
// difficulty ladder of rule DI-6 and the defaults each table's type
// states — the opening table, the Law table and the report rule and saving
// throw ours, the tampering table the source rules' with one row of ours.
func DefaultRules() Rules {
	return Rules{
		Difficulties: dice.DefaultDifficulties(),
		Opening: OpeningTable{
			{"Trivial", 1, 0},
			{"Easy", 2, 0},
			{"Average", 3, 0},
			{"Difficult", 5, 2},
			{"Very Difficult", 8, 3},
		},
		Law: LawTable{
			{"Trivial", 0},
			{"Easy", 1},
			{"Average", 1},
			{"Difficult", 2},
			{"Very Difficult", 3},
		},
		Tampering: TamperingTable{
			{Illogical, "Easy"},
			{Conventional, "Average"},
			{Contemplative, "Difficult"},
			{Analytical, "Very Difficult"},
			{Perceptive, "Very Difficult"},
		},
		Reports:     ReportRule{On: 4, Dismiss: 2},
		SavingThrow: SavingThrow{Sides: 6, Hold: 4},
	}
}

// Validate reports a malformed set of tables: a bad difficulty ladder, one
// without "Average" (closing arguments are Average, rule TRD-2), or one
// with a name a choice cannot hold (a person types it and a save keeps
// it: blanks around it, more than 40 bytes, or "none", which reads as no
// Law check); an opening or Law table without exactly one row per
// difficulty, with a number outside 0..100, whose points fall as the
// difficulty rises, or with a failure penalty below Difficult (rule TR-4);
// a tampering table without exactly one row per personality or naming an
// unknown difficulty; a bad report rule or saving throw. The error is a
// [*TableError] wrapping [ErrTable] that names the table and row.
func (r *Rules) Validate() error {
	_, err := r.compile()
	return err
}

// UnmarshalJSON reads the tables it names, takes the others from the
// defaults, and validates the result. JSON null leaves r unchanged.
func (r *Rules) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		return nil
	}
	var v struct {
		Difficulties *dice.DifficultyTable `json:"difficulties"`
		Opening      *OpeningTable         `json:"opening"`
		Law          *LawTable             `json:"law"`
		Tampering    *TamperingTable       `json:"tampering"`
		Reports      *ReportRule           `json:"reports"`
		SavingThrow  *SavingThrow          `json:"savingThrow"`
	}
	if err := encounter.Strict(data, &v); err != nil {
		return tableErr("rules", 0, "", "%v", err)
	}
	nr := DefaultRules()
	set(&nr.Difficulties, v.Difficulties)
	set(&nr.Opening, v.Opening)
	set(&nr.Law, v.Law)
	set(&nr.Tampering, v.Tampering)
	set(&nr.Reports, v.Reports)
	set(&nr.SavingThrow, v.SavingThrow)
	if err := nr.Validate(); err != nil {
		return err
	}
	*r = nr
	return nil
}

// set sets *dst to *v when the JSON named it.
func set[T any](dst *T, v *T) {
	if v != nil {
		*dst = *v
	}
}

// tableErr returns the error of row (counting from 1; 0 for the whole
// table) of a rules table.
func tableErr(tbl string, row int, name, format string, args ...any) error {
	return table.Errorf(ErrTable, tbl, row, name, "", format, args...)
}

// OpeningRow is one row of the opening-arguments table (rule TR-4): at this
// difficulty a successful Oratory check earns Points jury points; a failed
// one earns nothing and gives Penalty points to the other side (only at
// Difficult or Very Difficult).
type OpeningRow struct {
	Difficulty string `json:"difficulty"`
	Points     int    `json:"points"`
	Penalty    int    `json:"penalty,omitempty"`
}

// OpeningTable gives the jury points of opening arguments by difficulty
// (rule TR-4), one row per difficulty, keyed by the difficulty's name. The
// default is ours, not from the source rules, which refer to a table they
// do not print: success earns Trivial 1, Easy 2, Average 3, Difficult 5,
// Very Difficult 8 jury points; failure at Difficult gives the other side
// 2, at Very Difficult 3.
type OpeningTable []OpeningRow

// validate reports a row without a difficulty, a repeated difficulty,
// points or a penalty outside 0..100, or a penalty at a difficulty other
// than Difficult or Very Difficult (rule TR-4).
func (t OpeningTable) validate() error {
	for i, row := range t {
		if err := checkRow("opening", i, row.Difficulty, t.name, row.Points, row.Penalty); err != nil {
			return err
		}
		if row.Penalty != 0 && !penaltyAllowed(row.Difficulty) {
			return tableErr("opening", i+1, row.Difficulty, "a failure gives points only at Difficult or Very Difficult (TR-4)")
		}
	}
	return nil
}

func (t OpeningTable) name(i int) string { return t[i].Difficulty }

// penaltyAllowed reports whether a failed opening argument at the
// difficulty named may give points away: at Difficult or Very Difficult
// (rule TR-4).
func penaltyAllowed(name string) bool {
	name = strings.TrimSpace(name)
	return strings.EqualFold(name, "Difficult") || strings.EqualFold(name, "Very Difficult")
}

// LawRow is one row of the Law table (rule TR-5): a successful Law check at
// this difficulty adds Bonus to the counsel's evidence rating.
type LawRow struct {
	Difficulty string `json:"difficulty"`
	Bonus      int    `json:"bonus"`
}

// LawTable gives the evidence-rating bonus of a successful Law check by
// difficulty (rule TR-5), one row per difficulty. The default is ours, not
// from the source rules, which leave the bonus out: Trivial +0, Easy +1,
// Average +1, Difficult +2, Very Difficult +3 to the evidence rating.
type LawTable []LawRow

// validate reports a row without a difficulty, a repeated difficulty or a
// bonus outside 0..100.
func (t LawTable) validate() error {
	for i, row := range t {
		if err := checkRow("law", i, row.Difficulty, t.name, row.Bonus, 0); err != nil {
			return err
		}
	}
	return nil
}

func (t LawTable) name(i int) string { return t[i].Difficulty }

// checkRow validates the common parts of row i (0-based) keyed by
// difficulty.
func checkRow(tbl string, i int, name string, nameOf func(int) string, a, b int) error {
	if strings.TrimSpace(name) == "" {
		return tableErr(tbl, i+1, "", "no difficulty")
	}
	for _, v := range [...]int{a, b} {
		if v < 0 || v > maxTablePoints {
			return tableErr(tbl, i+1, name, "%d outside 0..%d", v, maxTablePoints)
		}
	}
	for k := range i {
		if strings.EqualFold(strings.TrimSpace(nameOf(k)), strings.TrimSpace(name)) {
			return tableErr(tbl, i+1, name, "repeats the difficulty of row %d", k+1)
		}
	}
	return nil
}

// TamperingRow is one row of the tampering table (rule TR-3): the
// difficulty of the Intimidation or Trade check to bribe or intimidate a
// juror of this personality.
type TamperingRow struct {
	Personality Personality `json:"personality"`
	Difficulty  string      `json:"difficulty"`
}

// TamperingTable gives the difficulty of tampering with a juror by
// personality (rule TR-3), one row per personality. The default is the
// source rules' — Illogical Easy, Contemplative Difficult, Analytical and
// Perceptive Very Difficult — and Conventional Average, a row of ours: the
// source rules do not name it.
type TamperingTable []TamperingRow

// validate reports an unknown personality, a row without a difficulty, a
// repeated personality or a missing one.
func (t TamperingTable) validate() error {
	var seen [5]bool
	for i, row := range t {
		switch {
		case !row.Personality.valid():
			return tableErr("tampering", i+1, "", "unknown personality %d", row.Personality)
		case strings.TrimSpace(row.Difficulty) == "":
			return tableErr("tampering", i+1, row.Personality.String(), "no difficulty")
		case seen[row.Personality]:
			return tableErr("tampering", i+1, row.Personality.String(), "repeats the personality")
		}
		seen[row.Personality] = true
	}
	for p, ok := range seen {
		if !ok {
			return tableErr("tampering", 0, "", "no row for %v", Personality(p))
		}
	}
	return nil
}

// ReportRule says what a juror does after resisting a tampering attempt
// (rule TR-3: he "may" tell the judge, who "may" dismiss the jury if the
// tampering is widespread). He tells the judge on a d6 of On or more (7:
// never); once Dismiss attempts have been reported the judge dismisses the
// whole jury and a new one is drawn (0: never). The default is ours, not
// from the source rules, which leave both chances to the GM: a juror who
// resisted tells the judge on a d6 of 4 or more (half the time), and the
// judge dismisses the jury at the second reported attempt.
type ReportRule struct {
	On      int `json:"on"`
	Dismiss int `json:"dismiss"`
}

// validate reports On outside 1..7 or Dismiss outside 0..100.
func (r ReportRule) validate() error {
	switch {
	case r.On < 1 || r.On > 7:
		return tableErr("reports", 0, "", "on %d, want a d6 face 1..6 or 7 for never", r.On)
	case r.Dismiss < 0 || r.Dismiss > maxTablePoints:
		return tableErr("reports", 0, "", "dismiss %d, want 0..%d", r.Dismiss, maxTablePoints)
	}
	return nil
}

// SavingThrow is the tampered juror's saving throw in deliberation (rule
// TR-7; the source rules break off before it): each time jury points are
// spent to move a bribed or intimidated juror away from the column his
// briber paid for, he rolls 1dSides and keeps his bargain — does not move,
// and the points are spent all the same — on Hold or more. A move toward
// that column (his own side bringing him back) is not resisted (TRD-5).
// The default is ours, not from the source rules, whose text breaks off
// before it: a d6, holding on 4 or more (half the time).
type SavingThrow struct {
	Sides int `json:"sides"`
	Hold  int `json:"hold"`
}

// validate reports Sides outside 2..100 or Hold outside 1..Sides+1
// (Sides+1: he never holds).
func (s SavingThrow) validate() error {
	switch {
	case s.Sides < 2 || s.Sides > 100:
		return tableErr("saving throw", 0, "", "d%d, want d2..d100", s.Sides)
	case s.Hold < 1 || s.Hold > s.Sides+1:
		return tableErr("saving throw", 0, "", "hold on %d, want 1..%d", s.Hold, s.Sides+1)
	}
	return nil
}

// compiled is a validated Rules laid out for play: the rows of the opening
// and Law tables in the order of the difficulty ladder, the tampering
// difficulty by personality.
type compiled struct {
	src     *Rules
	diffs   dice.DifficultyTable
	points  []int // opening points by difficulty index
	penalty []int
	law     []int
	tamper  [5]dice.Difficulty
	average dice.Difficulty
	reports ReportRule
	save    SavingThrow
}

func (r *Rules) compile() (*compiled, error) {
	if err := r.Difficulties.Validate(); err != nil {
		return nil, tableErr("difficulties", 0, "", "%v", err)
	}
	for i, d := range r.Difficulties {
		switch {
		case strings.TrimSpace(d.Name) != d.Name:
			return nil, tableErr("difficulties", i+1, d.Name, "blanks around the name")
		case len(d.Name) > maxDifficultyName:
			return nil, tableErr("difficulties", i+1, "", "a name of %d bytes, at most %d", len(d.Name), maxDifficultyName)
		case strings.EqualFold(d.Name, "none"):
			return nil, tableErr("difficulties", i+1, d.Name, "the name reads as no Law check (\"law none\")")
		}
	}
	for _, validate := range [...]func() error{r.Opening.validate, r.Law.validate, r.Tampering.validate, r.Reports.validate, r.SavingThrow.validate} {
		if err := validate(); err != nil {
			return nil, err
		}
	}
	n := len(r.Difficulties)
	c := &compiled{
		src: r, diffs: r.Difficulties,
		points: make([]int, n), penalty: make([]int, n), law: make([]int, n),
		reports: r.Reports, save: r.SavingThrow,
	}
	avg, ok := lookup(r.Difficulties, "Average")
	if !ok {
		return nil, tableErr("difficulties", 0, "", `no "Average" row, which closing arguments need (TRD-2)`)
	}
	c.average = r.Difficulties[avg]
	if len(r.Opening) != n {
		return nil, tableErr("opening", 0, "", "%d rows for %d difficulties", len(r.Opening), n)
	}
	for i, row := range r.Opening {
		k, ok := lookup(r.Difficulties, row.Difficulty)
		if !ok {
			return nil, tableErr("opening", i+1, row.Difficulty, "not in the difficulty table")
		}
		c.points[k], c.penalty[k] = row.Points, row.Penalty
	}
	for k := 1; k < n; k++ {
		if c.points[k] < c.points[k-1] {
			return nil, tableErr("opening", 0, "", "%s earns fewer points than the easier %s (TR-4: rising with difficulty)", r.Difficulties[k].Name, r.Difficulties[k-1].Name)
		}
	}
	if len(r.Law) != n {
		return nil, tableErr("law", 0, "", "%d rows for %d difficulties", len(r.Law), n)
	}
	for i, row := range r.Law {
		k, ok := lookup(r.Difficulties, row.Difficulty)
		if !ok {
			return nil, tableErr("law", i+1, row.Difficulty, "not in the difficulty table")
		}
		c.law[k] = row.Bonus
	}
	for i, row := range r.Tampering {
		k, ok := lookup(r.Difficulties, row.Difficulty)
		if !ok {
			return nil, tableErr("tampering", i+1, row.Personality.String(), "%q is not in the difficulty table", row.Difficulty)
		}
		c.tamper[row.Personality] = r.Difficulties[k]
	}
	return c, nil
}

// lookup finds a difficulty by name, case-insensitively and ignoring
// surrounding blanks.
func lookup(t dice.DifficultyTable, name string) (int, bool) {
	name = strings.TrimSpace(name)
	for i, d := range t {
		if strings.EqualFold(d.Name, name) {
			return i, true
		}
	}
	return 0, false
}

// index finds the difficulty a counsel chose; an unknown one wraps
// dice.ErrDifficulty.
func (c *compiled) index(d dice.Difficulty) (int, error) {
	for i := range c.diffs {
		if c.diffs[i].Name == d.Name { // the common case: a value from the table
			return i, nil
		}
	}
	if i, ok := lookup(c.diffs, d.Name); ok {
		return i, nil
	}
	return 0, fmt.Errorf("%w: %q is not in the trial's difficulty table", dice.ErrDifficulty, d.Name)
}

// clone returns a copy of r that shares no memory with it, so that the
// caller's later changes to r never reach a trial.
func (r *Rules) clone() *Rules {
	c := *r
	c.Difficulties = slices.Clone(r.Difficulties)
	c.Opening = slices.Clone(r.Opening)
	c.Law = slices.Clone(r.Law)
	c.Tampering = slices.Clone(r.Tampering)
	return &c
}

// equal reports whether r and o hold the same tables.
func (r *Rules) equal(o *Rules) bool {
	return slices.Equal(r.Difficulties, o.Difficulties) && slices.Equal(r.Opening, o.Opening) &&
		slices.Equal(r.Law, o.Law) && slices.Equal(r.Tampering, o.Tampering) &&
		r.Reports == o.Reports && r.SavingThrow == o.SavingThrow
}

var defaultRules = func() *compiled {
	r := DefaultRules()
	c, err := r.compile()
	if err != nil {
		panic("trial: default rules: " + err.Error())
	}
	return c
}()
