package wounds

import (
	"encoding/json"

	"github.com/deadmanshand/aces/dice"
)

// maxTableGrade is the highest severity grade a table row names. Grades
// above it read the row that is open upwards.
const maxTableGrade = 40

// BodyRow is what the rules need to know about one body location:
//
//   - Threshold: the wound severity threshold (rule WO-3). A wound whose
//     grade exceeds it is serious and gets a secret infection check with
//     the excess added to the 2d10.
//   - Bullet: the Medicine mastery level a surgeon needs to remove a bullet
//     lodged there (rule WO-5).
//   - Abdominal: the infected-wound check on 2d8 gets +3 (rule WO-3).
//   - Misheal: the permanent effect of a broken bone there that heals badly
//     (rule WO-4).
//   - AlwaysMisheals: a broken bone there that nobody set always heals
//     badly, rolling nothing; without it an unset bone heals badly half
//     the time (WO-4). The source rules disagree on broken ribs (WOD-6):
//     the English rules make untended ribs permanent (AlwaysMisheals on
//     the chest, our default), the Spanish rules put them under the 50%
//     of any unset bone (AlwaysMisheals off).
//   - Useless: the permanent effect of the part mangled or amputated. A
//     useless leg, lower leg or foot cannot walk or run whatever this says
//     (GU-12, GUD-15): Penalties adds the limit.
type BodyRow struct {
	Location       Location   `json:"location"`
	Threshold      int        `json:"threshold"`
	Bullet         dice.Level `json:"bulletSurgery"`
	Abdominal      bool       `json:"abdominal,omitempty"`
	Misheal        Penalty    `json:"misheal"`
	AlwaysMisheals bool       `json:"alwaysMisheals,omitempty"`
	Useless        Penalty    `json:"useless"`
}

// BodyTable holds one BodyRow per location. The zero BodyTable is not
// usable; start from DefaultBodyTable or NewBodyTable. It marshals to JSON
// as an array of rows.
type BodyTable struct {
	rows [NumLocations + 1]BodyRow
	ok   bool
}

// DefaultBodyTable is our body table — default, not from the source rules,
// which print neither the severity thresholds nor the Medicine mastery by
// bullet location. The numbers the source rules do give are kept: a
// thigh's threshold is 5 (their example: a thigh wound of 6 exceeds it by
// 1);
// a badly healed leg, lower leg or foot limits movement to a walk; a badly
// set arm or hand costs +5 Speed and −2 Accuracy; bad ribs (chest) +1 Speed
// and −1 Accuracy, and untended ribs always heal badly (the English rules'
// reading, WOD-6); a mangled arm or hand fires long guns at −3; a mangled
// leg, lower leg or foot cannot walk (GU-12: he may crawl).
//
//	location    threshold  bullet surgery  abdominal  misheal                  useless
//	head        3          Expert
//	neck        3          Expert
//	chest       5          Advanced                   +1 Speed -1 Acc, always
//	abdomen     4          Advanced        yes
//	groin       4          Advanced
//	arms        5          Average                    +5 Speed -2 Acc          -3 long guns
//	hands       3          Average                    +5 Speed -2 Acc          -3 long guns
//	thighs      5          Average                    can't run                can't walk
//	lower legs  4          Average                    can't run                can't walk
//	feet        3          Novice                     can't run                can't walk
func DefaultBodyTable() BodyTable {
	arm := Penalty{Speed: 5, Accuracy: -2}
	leg := Penalty{Lost: Run}
	mangledArm := Penalty{LongGun: -3}
	mangledLeg := Penalty{Lost: Walk}
	rows := []BodyRow{
		{Location: Head, Threshold: 3, Bullet: dice.LevelExpert},
		{Location: Neck, Threshold: 3, Bullet: dice.LevelExpert},
		{Location: Chest, Threshold: 5, Bullet: dice.LevelAdvanced, Misheal: Penalty{Speed: 1, Accuracy: -1}, AlwaysMisheals: true},
		{Location: Abdomen, Threshold: 4, Bullet: dice.LevelAdvanced, Abdominal: true},
		{Location: Groin, Threshold: 4, Bullet: dice.LevelAdvanced},
		{Location: LeftArm, Threshold: 5, Bullet: dice.LevelAverage, Misheal: arm, Useless: mangledArm},
		{Location: RightArm, Threshold: 5, Bullet: dice.LevelAverage, Misheal: arm, Useless: mangledArm},
		{Location: LeftHand, Threshold: 3, Bullet: dice.LevelAverage, Misheal: arm, Useless: mangledArm},
		{Location: RightHand, Threshold: 3, Bullet: dice.LevelAverage, Misheal: arm, Useless: mangledArm},
		{Location: LeftThigh, Threshold: 5, Bullet: dice.LevelAverage, Misheal: leg, Useless: mangledLeg},
		{Location: RightThigh, Threshold: 5, Bullet: dice.LevelAverage, Misheal: leg, Useless: mangledLeg},
		{Location: LeftLowerLeg, Threshold: 4, Bullet: dice.LevelAverage, Misheal: leg, Useless: mangledLeg},
		{Location: RightLowerLeg, Threshold: 4, Bullet: dice.LevelAverage, Misheal: leg, Useless: mangledLeg},
		{Location: LeftFoot, Threshold: 3, Bullet: dice.LevelNovice, Misheal: leg, Useless: mangledLeg},
		{Location: RightFoot, Threshold: 3, Bullet: dice.LevelNovice, Misheal: leg, Useless: mangledLeg},
	}
	t, err := NewBodyTable(rows)
	if err != nil {
		panic(err) // the default table is valid; a test proves it
	}
	return t
}

// NewBodyTable builds a body table from one row per location, in any
// order. A missing or repeated location, a threshold outside
// 0..40, an unknown mastery level or a penalty out of range is
// an error that wraps ErrTable and names the row.
func NewBodyTable(rows []BodyRow) (BodyTable, error) {
	const tab = "body table"
	var t BodyTable
	var seen LocationSet
	for i, r := range rows {
		name := r.Location.String()
		switch {
		case !r.Location.Valid():
			return BodyTable{}, tableErr(tab, i+1, "", "location", "%s, want a body location", name)
		case seen.Has(r.Location):
			return BodyTable{}, tableErr(tab, i+1, name, "location", "repeated")
		case r.Threshold < 0 || r.Threshold > maxTableGrade:
			return BodyTable{}, tableErr(tab, i+1, name, "threshold", "%d, want 0..%d", r.Threshold, maxTableGrade)
		case r.Bullet > dice.LevelMaster:
			return BodyTable{}, tableErr(tab, i+1, name, "bulletSurgery", "unknown mastery level %d", r.Bullet)
		case !r.Misheal.valid():
			return BodyTable{}, tableErr(tab, i+1, name, "misheal", "penalty out of range (±%d)", maxPenalty)
		case !r.Useless.valid():
			return BodyTable{}, tableErr(tab, i+1, name, "useless", "penalty out of range (±%d)", maxPenalty)
		}
		seen = seen.With(r.Location)
		t.rows[r.Location] = r
	}
	for l := Head; l <= RightFoot; l++ {
		if !seen.Has(l) {
			return BodyTable{}, tableErr(tab, 0, "", "", "no row for %s", l)
		}
	}
	t.ok = true
	return t, nil
}

// Row returns the row of a location; the zero BodyRow for an invalid one
// or a nil table.
func (t *BodyTable) Row(l Location) BodyRow { return *t.row(l) }

// row is Row without the copy: a pointer into the table (to a zero row
// for an invalid location), which the caller must not change.
func (t *BodyTable) row(l Location) *BodyRow {
	if t == nil || !l.Valid() {
		return &noRow
	}
	return &t.rows[l]
}

// noRow is the row of an invalid location.
var noRow BodyRow

// Rows returns the rows in location order (a new slice).
func (t BodyTable) Rows() []BodyRow {
	if !t.ok {
		return nil
	}
	rows := make([]BodyRow, 0, NumLocations)
	for l := Head; l <= RightFoot; l++ {
		rows = append(rows, t.rows[l])
	}
	return rows
}

// MarshalJSON encodes the table as an array of rows.
func (t BodyTable) MarshalJSON() ([]byte, error) { return json.Marshal(t.Rows()) }

// UnmarshalJSON decodes and validates a table (see NewBodyTable). Unknown
// fields are errors.
func (t *BodyTable) UnmarshalJSON(data []byte) error {
	return loadRows(data, "body table", NewBodyTable, t)
}
