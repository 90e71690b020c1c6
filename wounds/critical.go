package wounds

import (
	"encoding/json"
	"fmt"
)

// Effect is what the critical table gives a wound (rule WO-6): its specific
// injuries, the penalty it imposes while it heals, and the permanent one it
// leaves. A gunfight reads it the moment a bullet lands.
//
// Penalty (Speed, Accuracy, movement lost) lasts until the wound has healed.
// Speed and Accuracy shrink with the wound ("the other effects are reduced
// in the same way", the English rules): a wound at half its severity imposes half,
// rounded to nearest, halves away from zero; a broken bone's wound imposes the full penalty until
// the bone heals. Permanent stays for life.
type Effect struct {
	Injuries  InjurySet `json:"injuries,omitempty"`
	Penalty   Penalty   `json:"penalty,omitzero"`
	Permanent Penalty   `json:"permanent,omitzero"`
}

// IsZero reports whether e has no injuries and no penalties.
func (e Effect) IsZero() bool { return e == Effect{} }

// String formats the effect as table talk: "broken bone, lodged bullet; +2
// Speed -2 Accuracy"; "no effect" for none.
func (e Effect) String() string {
	s := ""
	if e.Injuries != 0 {
		s = e.Injuries.String()
	}
	if !e.Penalty.IsZero() {
		if s != "" {
			s += "; "
		}
		s += e.Penalty.String()
	}
	if !e.Permanent.IsZero() {
		if s != "" {
			s += "; "
		}
		s += "permanent " + e.Permanent.String()
	}
	if s == "" {
		return "no effect"
	}
	return s
}

// CriticalRow is one row of the critical table: the locations it covers and
// the severity grades Min..Max (Max 0: Min and above), with the Effect
// they give. In JSON:
//
//	{"locations": ["thighs"], "min": 8, "max": 10,
//	 "injuries": ["BL"], "penalty": {"speed": 1, "accuracy": -1, "lost": "run"}}
type CriticalRow struct {
	Where LocationSet `json:"locations"`
	Min   int         `json:"min"`
	Max   int         `json:"max,omitempty"`
	Effect
}

// maxCriticalRows bounds the rows of a critical table.
const maxCriticalRows = 1000

// CriticalTable maps a body location and a severity grade to the Effect of
// a wound (rule WO-6). Every location has rows for every grade from 1 up,
// without gaps or overlaps, and one row open upwards (Max 0). Looking up
// an effect allocates nothing. The zero CriticalTable gives no effects.
// It marshals to JSON as an array of rows, so a user who owns the printed
// table can load it.
type CriticalTable struct {
	rows  []CriticalRow
	index [NumLocations + 1][maxTableGrade + 1]uint16 // row number + 1
}

// NewCriticalTable builds a table from rows. A row without locations, with
// grades outside 1..40 or Max below Min, with unknown injuries
// or penalties out of range, rows that overlap, and a location with a gap
// or no open row are errors that wrap ErrTable and name the row or
// location.
func NewCriticalTable(rows []CriticalRow) (*CriticalTable, error) {
	const tab = "critical table"
	if len(rows) > maxCriticalRows {
		return nil, tableErr(tab, 0, "", "", "%d rows, want at most %d", len(rows), maxCriticalRows)
	}
	t := &CriticalTable{rows: append([]CriticalRow(nil), rows...)}
	var open LocationSet
	for i, r := range rows {
		hi := r.Max
		name := r.Where.String() + ", " + gradeRange(r.Min, r.Max)
		switch {
		case r.Where&^allLocations != 0 || r.Where == 0:
			return nil, tableErr(tab, i+1, "", "locations", "no valid locations")
		case r.Min < 1 || r.Min > maxTableGrade:
			return nil, tableErr(tab, i+1, name, "min", "%d, want 1..%d", r.Min, maxTableGrade)
		case r.Max != 0 && (r.Max < r.Min || r.Max > maxTableGrade):
			return nil, tableErr(tab, i+1, name, "max", "%d, want 0 (open) or %d..%d", r.Max, r.Min, maxTableGrade)
		case !r.Injuries.valid():
			return nil, tableErr(tab, i+1, name, "injuries", "unknown injury")
		case !r.Penalty.valid() || !r.Permanent.valid():
			return nil, tableErr(tab, i+1, name, "penalty", "out of range (±%d)", maxPenalty)
		}
		if hi == 0 {
			hi = maxTableGrade
		}
		for l := Head; l <= RightFoot; l++ {
			if !r.Where.Has(l) {
				continue
			}
			if r.Max == 0 {
				open = open.With(l)
			}
			for g := r.Min; g <= hi; g++ {
				if prev := t.index[l][g]; prev != 0 {
					return nil, tableErr(tab, i+1, name, "", "overlaps row %d at %s grade %d", prev, l, g)
				}
				t.index[l][g] = uint16(i + 1)
			}
		}
	}
	for l := Head; l <= RightFoot; l++ {
		for g := 1; g <= maxTableGrade; g++ {
			if t.index[l][g] == 0 {
				return nil, tableErr(tab, 0, "", "", "no row for %s grade %d", l, g)
			}
		}
		if !open.Has(l) {
			return nil, tableErr(tab, 0, "", "", "no open row (max 0) for %s", l)
		}
	}
	return t, nil
}

func gradeRange(lo, hi int) string {
	if hi == 0 {
		return fmt.Sprintf("%d+", lo)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

// Lookup returns the effect of a wound of the given severity grade at a
// location: the row covering it, the open row above grade 40. An
// invalid location or a grade below 1 has no effect. It allocates nothing.
func (t *CriticalTable) Lookup(l Location, grade int) Effect { return *t.lookup(l, grade) }

// noEffect is the effect of a lookup that finds no row.
var noEffect Effect

// lookup is Lookup without the copy: a pointer into the table (to a zero
// Effect when no row covers it), which the caller must not change.
func (t *CriticalTable) lookup(l Location, grade int) *Effect {
	if t == nil || !l.Valid() || grade < 1 {
		return &noEffect
	}
	i := t.index[l][min(grade, maxTableGrade)]
	if i == 0 {
		return &noEffect
	}
	return &t.rows[i-1].Effect
}

// Rows returns the rows (a new slice; nil for a nil table).
func (t *CriticalTable) Rows() []CriticalRow {
	if t == nil {
		return nil
	}
	return append([]CriticalRow(nil), t.rows...)
}

// MarshalJSON encodes the table as an array of rows; a nil table as null.
func (t *CriticalTable) MarshalJSON() ([]byte, error) {
	if t == nil {
		return []byte("null"), nil
	}
	if t.rows == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(t.rows)
}

// UnmarshalJSON decodes and validates a table (see NewCriticalTable).
// Unknown fields are errors.
func (t *CriticalTable) UnmarshalJSON(data []byte) error {
	var v *CriticalTable
	if err := loadRows(data, "critical table", NewCriticalTable, &v); err != nil {
		return err
	}
	*t = *v
	return nil
}

// DefaultCriticalTable is our critical table — default, not from the source
// rules: the rulebook's table is not in them. It follows the publisher's
// description ("almost any injury of 5 or more points has
// location-dependent side effects"), and the kinds of injury the source
// rules define. Grades are severity grades (rule GUD-3); "can't X" is the
// movement lost while the wound heals.
//
//	head        1–2 —        3–5 Unc        6–8 Unc, +2 Speed −2 Acc
//	            9–11 Unc BB, +3 −3          12+ Unc BB IH BL, +4 −4, permanent −1 Acc
//	neck        1–3 —        4–6 SB         7–9 SB, +2 −2     10+ SB IH Unc BL, +3 −3
//	chest       1–4 —        5–7 BB, +1 −1, can't sprint
//	            8–10 BB IB BL, +2 −2, can't run     11–13 BB IH BL, +3 −3, can't run
//	            14+ BB IH SB Unc BL, +4 −4, can't walk
//	abdomen     1–3 —        4–6 IB, +1 Speed, can't sprint
//	            7–9 IB BL, +2 −1, can't run         10–12 IH BL, +3 −2, can't walk
//	            13+ IH SB Unc BL, +4 −3, can't walk
//	groin       1–3 —        4–6 +1 Speed, can't sprint   7–9 SB, +2 −1, can't run
//	            10–12 SB BB BL, can't walk          13+ SB IH BB Unc BL, +3 −2, can't walk
//	arms        1–3 —        4–6 −1 Acc     7–9 BB, +2 −2
//	            10–12 BB SB BL, +3 −3       13+ Man SB, +3 −3
//	hands       1–2 —        3–4 −1 Acc     5–6 BB, +2 −2     7+ Man BB, +3 −3
//	thighs      1–4 —        5–7 +1 Speed, can't sprint
//	            8–10 BL, +1 −1, can't run   11–13 BB SB BL, +2 −1, can't walk
//	            14+ Man SB, +2 −1, can't walk
//	lower legs  1–3 —        4–6 can't sprint   7–9 BB, can't run
//	            10–12 BB SB BL, can't walk  13+ Man, can't walk
//	feet        1–2 —        3–4 can't sprint   5–6 BB, can't run   7+ Man BB, can't walk
//
// Lodged bullets (BL) only lodge in bullet wounds.
func DefaultCriticalTable() *CriticalTable {
	t, err := NewCriticalTable(defaultCriticalRows())
	if err != nil {
		panic(err) // the default table is valid; a test proves it
	}
	return t
}

func defaultCriticalRows() []CriticalRow {
	const (
		BB  = BrokenBone
		IB  = InternalBleeding
		IH  = InternalHemorrhaging
		SB  = SevereBleeding
		Unc = Unconsciousness
		Man = Mangled
		BL  = LodgedBullet
	)
	in := Injuries
	row := func(where LocationSet, lo, hi int, inj InjurySet, speed, acc int, lost Movement) CriticalRow {
		return CriticalRow{Where: where, Min: lo, Max: hi, Effect: Effect{Injuries: inj, Penalty: Penalty{Speed: speed, Accuracy: acc, Lost: lost}}}
	}
	head, neck, chest, abdomen, groin := Locations(Head), Locations(Neck), Locations(Chest), Locations(Abdomen), Locations(Groin)
	arms, hands := locationGroups["arms"], locationGroups["hands"]
	thighs, lower, feet := locationGroups["thighs"], locationGroups["lower legs"], locationGroups["feet"]
	headWorst := row(head, 12, 0, in(Unc, BB, IH, BL), 4, -4, 0)
	headWorst.Permanent = Penalty{Accuracy: -1}
	return []CriticalRow{
		row(head, 1, 2, 0, 0, 0, 0),
		row(head, 3, 5, in(Unc), 0, 0, 0),
		row(head, 6, 8, in(Unc), 2, -2, 0),
		row(head, 9, 11, in(Unc, BB), 3, -3, 0),
		headWorst,

		row(neck, 1, 3, 0, 0, 0, 0),
		row(neck, 4, 6, in(SB), 0, 0, 0),
		row(neck, 7, 9, in(SB), 2, -2, 0),
		row(neck, 10, 0, in(SB, IH, Unc, BL), 3, -3, 0),

		row(chest, 1, 4, 0, 0, 0, 0),
		row(chest, 5, 7, in(BB), 1, -1, Sprint),
		row(chest, 8, 10, in(BB, IB, BL), 2, -2, Run),
		row(chest, 11, 13, in(BB, IH, BL), 3, -3, Run),
		row(chest, 14, 0, in(BB, IH, SB, Unc, BL), 4, -4, Walk),

		row(abdomen, 1, 3, 0, 0, 0, 0),
		row(abdomen, 4, 6, in(IB), 1, 0, Sprint),
		row(abdomen, 7, 9, in(IB, BL), 2, -1, Run),
		row(abdomen, 10, 12, in(IH, BL), 3, -2, Walk),
		row(abdomen, 13, 0, in(IH, SB, Unc, BL), 4, -3, Walk),

		row(groin, 1, 3, 0, 0, 0, 0),
		row(groin, 4, 6, 0, 1, 0, Sprint),
		row(groin, 7, 9, in(SB), 2, -1, Run),
		row(groin, 10, 12, in(SB, BB, BL), 0, 0, Walk),
		row(groin, 13, 0, in(SB, IH, BB, Unc, BL), 3, -2, Walk),

		row(arms, 1, 3, 0, 0, 0, 0),
		row(arms, 4, 6, 0, 0, -1, 0),
		row(arms, 7, 9, in(BB), 2, -2, 0),
		row(arms, 10, 12, in(BB, SB, BL), 3, -3, 0),
		row(arms, 13, 0, in(Man, SB), 3, -3, 0),

		row(hands, 1, 2, 0, 0, 0, 0),
		row(hands, 3, 4, 0, 0, -1, 0),
		row(hands, 5, 6, in(BB), 2, -2, 0),
		row(hands, 7, 0, in(Man, BB), 3, -3, 0),

		row(thighs, 1, 4, 0, 0, 0, 0),
		row(thighs, 5, 7, 0, 1, 0, Sprint),
		row(thighs, 8, 10, in(BL), 1, -1, Run),
		row(thighs, 11, 13, in(BB, SB, BL), 2, -1, Walk),
		row(thighs, 14, 0, in(Man, SB), 2, -1, Walk),

		row(lower, 1, 3, 0, 0, 0, 0),
		row(lower, 4, 6, 0, 0, 0, Sprint),
		row(lower, 7, 9, in(BB), 0, 0, Run),
		row(lower, 10, 12, in(BB, SB, BL), 0, 0, Walk),
		row(lower, 13, 0, in(Man), 0, 0, Walk),

		row(feet, 1, 2, 0, 0, 0, 0),
		row(feet, 3, 4, 0, 0, 0, Sprint),
		row(feet, 5, 6, in(BB), 0, 0, Run),
		row(feet, 7, 0, in(Man, BB), 0, 0, Walk),
	}
}
