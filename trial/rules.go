package trial

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
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
	// MinRating and MaxRating bound an evidence rating (rule TR-5).
	MinRating = 1
	MaxRating = 6
)

// maxTablePoints bounds every number in a rules table.
const maxTablePoints = 100

// maxDifficultyName bounds the name of a difficulty, which a choice of an
// opening argument or a Law check holds, and a save with it.
const maxDifficultyName = 40

// Rules holds the tables a trial plays by. The source rules leave most of
// them out, so apart from the difficulty
// ladder and the tampering difficulties of the Illogical, Contemplative,
// Analytical and Perceptive jurors they are defaults of ours, not from the
// source rules — a GM who owns the printed tables loads his own.
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

// DefaultRules returns the default tables: the difficulty ladder of rule
// DI-6, [DefaultOpening], [DefaultLaw], [DefaultTampering],
// [DefaultReports] and [DefaultSavingThrow]. Each call returns a fresh copy.
func DefaultRules() Rules {
	return Rules{
		Difficulties: dice.DefaultDifficulties(),
		Opening:      DefaultOpening(),
		Law:          DefaultLaw(),
		Tampering:    DefaultTampering(),
		Reports:      DefaultReports(),
		SavingThrow:  DefaultSavingThrow(),
	}
}

// Validate reports a malformed set of tables: a bad difficulty ladder, one
// without "Average" (closing arguments are Average, rule TRD-2), or one
// with a name a choice cannot hold (a person types it and a save keeps
// it: blanks around it, more than 40 bytes, or "none", which reads as no
// Law check); an
// opening or Law table without exactly one row per difficulty, whose points
// fall as the difficulty rises, or with a failure penalty below Difficult
// (rule TR-4); a tampering table without exactly one row per personality or
// naming an unknown difficulty; a bad report rule or saving throw. The error
// wraps [ErrTable] and names the table and row.
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
		return fmt.Errorf("%w: %w", ErrTable, err)
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
// (rule TR-4), one row per difficulty, keyed by the difficulty's name.
type OpeningTable []OpeningRow

// DefaultOpening is the default opening-arguments table — ours, not from
// the source rules, which refer to a table they do not print: success earns
// Trivial 1, Easy 2, Average 3, Difficult 5, Very Difficult 8 jury points;
// failure at Difficult gives the other side 2, at Very Difficult 3.
func DefaultOpening() OpeningTable {
	return OpeningTable{
		{"Trivial", 1, 0},
		{"Easy", 2, 0},
		{"Average", 3, 0},
		{"Difficult", 5, 2},
		{"Very Difficult", 8, 3},
	}
}

// Validate reports a row without a difficulty, a repeated difficulty,
// points or a penalty outside 0..100, or a penalty at a difficulty other
// than Difficult or Very Difficult (rule TR-4). The error wraps [ErrTable]
// and names the row.
func (t OpeningTable) Validate() error {
	for i, row := range t {
		if err := checkRow("opening", i, row.Difficulty, t.name, row.Points, row.Penalty); err != nil {
			return err
		}
		if row.Penalty != 0 && !penaltyAllowed(row.Difficulty) {
			return fmt.Errorf("%w: opening row %d (%s): a failure gives points only at Difficult or Very Difficult (TR-4)", ErrTable, i, row.Difficulty)
		}
	}
	return nil
}

func (t OpeningTable) name(i int) string { return t[i].Difficulty }

func penaltyAllowed(name string) bool {
	return strings.EqualFold(strings.TrimSpace(name), dice.Difficult().Name) ||
		strings.EqualFold(strings.TrimSpace(name), dice.VeryDifficult().Name)
}

// UnmarshalJSON decodes and validates a table.
func (t *OpeningTable) UnmarshalJSON(data []byte) error {
	var rows []OpeningRow
	if err := encounter.Strict(data, &rows); err != nil {
		return fmt.Errorf("%w: opening: %w", ErrTable, err)
	}
	if err := OpeningTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// LawRow is one row of the Law table (rule TR-5): a successful Law check at
// this difficulty adds Bonus to the counsel's evidence rating.
type LawRow struct {
	Difficulty string `json:"difficulty"`
	Bonus      int    `json:"bonus"`
}

// LawTable gives the evidence-rating bonus of a successful Law check by
// difficulty (rule TR-5), one row per difficulty.
type LawTable []LawRow

// DefaultLaw is the default Law table — ours, not from the source rules,
// which leave the bonus out: Trivial +0, Easy +1, Average +1, Difficult +2,
// Very Difficult +3 to the evidence rating.
func DefaultLaw() LawTable {
	return LawTable{
		{"Trivial", 0},
		{"Easy", 1},
		{"Average", 1},
		{"Difficult", 2},
		{"Very Difficult", 3},
	}
}

// Validate reports a row without a difficulty, a repeated difficulty or a
// bonus outside 0..100; the error wraps [ErrTable] and names the row.
func (t LawTable) Validate() error {
	for i, row := range t {
		if err := checkRow("law", i, row.Difficulty, t.name, row.Bonus, 0); err != nil {
			return err
		}
	}
	return nil
}

func (t LawTable) name(i int) string { return t[i].Difficulty }

// UnmarshalJSON decodes and validates a table.
func (t *LawTable) UnmarshalJSON(data []byte) error {
	var rows []LawRow
	if err := encounter.Strict(data, &rows); err != nil {
		return fmt.Errorf("%w: law: %w", ErrTable, err)
	}
	if err := LawTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// checkRow validates the common parts of a row keyed by difficulty.
func checkRow(table string, i int, name string, nameOf func(int) string, a, b int) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("%w: %s row %d has no difficulty", ErrTable, table, i)
	}
	for _, v := range [...]int{a, b} {
		if v < 0 || v > maxTablePoints {
			return fmt.Errorf("%w: %s row %d (%s): %d outside 0..%d", ErrTable, table, i, name, v, maxTablePoints)
		}
	}
	for k := range i {
		if strings.EqualFold(strings.TrimSpace(nameOf(k)), strings.TrimSpace(name)) {
			return fmt.Errorf("%w: %s row %d repeats the difficulty %q", ErrTable, table, i, name)
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
// personality (rule TR-3), one row per personality.
type TamperingTable []TamperingRow

// DefaultTampering is the tampering table of rule TR-3: Illogical Easy,
// Contemplative Difficult, Analytical and Perceptive Very Difficult (from
// the source rules), and Conventional Average — that row is ours, not from
// the source rules, which do not name it.
func DefaultTampering() TamperingTable {
	return TamperingTable{
		{Illogical, dice.Easy().Name},
		{Conventional, dice.Average().Name},
		{Contemplative, dice.Difficult().Name},
		{Analytical, dice.VeryDifficult().Name},
		{Perceptive, dice.VeryDifficult().Name},
	}
}

// Validate reports an unknown personality, a row without a difficulty, a
// repeated personality or a missing one; the error wraps [ErrTable] and
// names the row.
func (t TamperingTable) Validate() error {
	var seen [5]bool
	for i, row := range t {
		switch {
		case !row.Personality.Valid():
			return fmt.Errorf("%w: tampering row %d: unknown personality %d", ErrTable, i, row.Personality)
		case strings.TrimSpace(row.Difficulty) == "":
			return fmt.Errorf("%w: tampering row %d (%v) has no difficulty", ErrTable, i, row.Personality)
		case seen[row.Personality]:
			return fmt.Errorf("%w: tampering row %d repeats %v", ErrTable, i, row.Personality)
		}
		seen[row.Personality] = true
	}
	for p, ok := range seen {
		if !ok {
			return fmt.Errorf("%w: tampering table has no row for %v", ErrTable, Personality(p))
		}
	}
	return nil
}

// UnmarshalJSON decodes and validates a table.
func (t *TamperingTable) UnmarshalJSON(data []byte) error {
	var rows []TamperingRow
	if err := encounter.Strict(data, &rows); err != nil {
		return fmt.Errorf("%w: tampering: %w", ErrTable, err)
	}
	if err := TamperingTable(rows).Validate(); err != nil {
		return err
	}
	*t = rows
	return nil
}

// ReportRule says what a juror does after resisting a tampering attempt
// (rule TR-3: he "may" tell the judge, who "may" dismiss the jury if the
// tampering is widespread). He tells the judge on a d6 of On or more (7:
// never); once Dismiss attempts have been reported the judge dismisses the
// whole jury and a new one is drawn (0: never).
type ReportRule struct {
	On      int `json:"on"`
	Dismiss int `json:"dismiss"`
}

// DefaultReports is the default report rule — ours, not from the source
// rules, which leave both chances to the GM: a juror who resisted tells the
// judge on a d6 of 4 or more (half the time), and the judge dismisses the
// jury at the second reported attempt.
func DefaultReports() ReportRule { return ReportRule{On: 4, Dismiss: 2} }

// Validate reports On outside 1..7 or Dismiss outside 0..100; the error
// wraps [ErrTable].
func (r ReportRule) Validate() error {
	switch {
	case r.On < 1 || r.On > 7:
		return fmt.Errorf("%w: reports: on %d, want a d6 face 1..6 or 7 for never", ErrTable, r.On)
	case r.Dismiss < 0 || r.Dismiss > maxTablePoints:
		return fmt.Errorf("%w: reports: dismiss %d, want 0..%d", ErrTable, r.Dismiss, maxTablePoints)
	}
	return nil
}

// SavingThrow is the tampered juror's saving throw in deliberation (rule
// TR-7; the source rules break off before it): each time jury points are spent to
// move a bribed or intimidated juror away from the column his briber paid
// for, he rolls 1dSides and keeps his bargain — does not move, and the
// points are spent all the same — on Hold or more. A move toward that
// column (his own side bringing him back) is not resisted (TRD-5).
type SavingThrow struct {
	Sides int `json:"sides"`
	Hold  int `json:"hold"`
}

// DefaultSavingThrow is the default saving throw — ours, not from the
// source rules, whose text breaks off before it: a d6, holding on 4 or more
// (half the time).
func DefaultSavingThrow() SavingThrow { return SavingThrow{Sides: 6, Hold: 4} }

// Validate reports Sides outside 2..100 or Hold outside 1..Sides+1 (Sides+1:
// he never holds); the error wraps [ErrTable].
func (s SavingThrow) Validate() error {
	switch {
	case s.Sides < 2 || s.Sides > 100:
		return fmt.Errorf("%w: saving throw: d%d, want d2..d100", ErrTable, s.Sides)
	case s.Hold < 1 || s.Hold > s.Sides+1:
		return fmt.Errorf("%w: saving throw: hold on %d, want 1..%d", ErrTable, s.Hold, s.Sides+1)
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
		return nil, fmt.Errorf("%w: difficulties: %w", ErrTable, err)
	}
	for i, d := range r.Difficulties {
		switch {
		case strings.TrimSpace(d.Name) != d.Name:
			return nil, fmt.Errorf("%w: difficulties: row %d: the name %q has blanks around it", ErrTable, i, d.Name)
		case len(d.Name) > maxDifficultyName:
			return nil, fmt.Errorf("%w: difficulties: row %d: a name of %d bytes, at most %d", ErrTable, i, len(d.Name), maxDifficultyName)
		case strings.EqualFold(d.Name, "none"):
			return nil, fmt.Errorf("%w: difficulties: row %d: %q reads as no Law check (\"law none\")", ErrTable, i, d.Name)
		}
	}
	if err := r.Opening.Validate(); err != nil {
		return nil, err
	}
	if err := r.Law.Validate(); err != nil {
		return nil, err
	}
	if err := r.Tampering.Validate(); err != nil {
		return nil, err
	}
	if err := r.Reports.Validate(); err != nil {
		return nil, err
	}
	if err := r.SavingThrow.Validate(); err != nil {
		return nil, err
	}
	n := len(r.Difficulties)
	c := &compiled{
		src: r, diffs: r.Difficulties,
		points: make([]int, n), penalty: make([]int, n), law: make([]int, n),
		reports: r.Reports, save: r.SavingThrow,
	}
	avg, ok := lookup(r.Difficulties, dice.Average().Name)
	if !ok {
		return nil, fmt.Errorf("%w: difficulties: no %q row, which closing arguments need (TRD-2)", ErrTable, dice.Average().Name)
	}
	c.average = r.Difficulties[avg]
	if len(r.Opening) != n {
		return nil, fmt.Errorf("%w: opening: %d rows for %d difficulties", ErrTable, len(r.Opening), n)
	}
	for i, row := range r.Opening {
		k, ok := lookup(r.Difficulties, row.Difficulty)
		if !ok {
			return nil, fmt.Errorf("%w: opening row %d: %q is not in the difficulty table", ErrTable, i, row.Difficulty)
		}
		c.points[k], c.penalty[k] = row.Points, row.Penalty
	}
	for k := 1; k < n; k++ {
		if c.points[k] < c.points[k-1] {
			return nil, fmt.Errorf("%w: opening: %s earns fewer points than the easier %s (TR-4: rising with difficulty)", ErrTable, r.Difficulties[k].Name, r.Difficulties[k-1].Name)
		}
	}
	if len(r.Law) != n {
		return nil, fmt.Errorf("%w: law: %d rows for %d difficulties", ErrTable, len(r.Law), n)
	}
	for i, row := range r.Law {
		k, ok := lookup(r.Difficulties, row.Difficulty)
		if !ok {
			return nil, fmt.Errorf("%w: law row %d: %q is not in the difficulty table", ErrTable, i, row.Difficulty)
		}
		c.law[k] = row.Bonus
	}
	for i, row := range r.Tampering {
		k, ok := lookup(r.Difficulties, row.Difficulty)
		if !ok {
			return nil, fmt.Errorf("%w: tampering row %d (%v): %q is not in the difficulty table", ErrTable, i, row.Personality, row.Difficulty)
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
