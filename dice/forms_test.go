package dice_test

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
)

// TestNotationForms rolls every form of the notation with scripted faces.
// Each total is worked out by hand in the case's name; the record's text,
// the faces that count and those that do not are checked too.
func TestNotationForms(t *testing.T) {
	for _, c := range []rollCase{
		// Labels and comments.
		{"labels travel with their terms: 1d8 [fire] + 2d6 [cold] rolls 5 and 3, 4: 5 + 7 = 12",
			"1d8 [fire] + 2d6 [cold]", []int{5, 3, 4}, 12, "d8[fire]+2d6[cold]: [5] [fire] + [3, 4] [cold] = 12", nil, nil},
		{"a label on a number and on a parenthesised sum: (1d6+1) [fire] * 2 + 3 [bless] rolls 4: 5·2 + 3 = 13",
			"(1d6+1) [fire] * 2 + 3 [bless]", []int{4}, 13, "(d6+1)[fire]*2+3[bless]: ([4] + 1) [fire] * 2 + 3 [bless] = 13", nil, nil},
		{"a comment runs to the end and is left out: 2d6+1 # to the jaw rolls 3, 4: 8",
			"2d6+1 # to the jaw", []int{3, 4}, 8, "2d6+1: [3, 4] + 1 = 8", nil, nil},
		// What macros produce.
		{"a sign after an operator: 1d20+-5 rolls 12: 12 − 5 = 7",
			"1d20+-5", []int{12}, 7, "d20+(-5): [12] + (-5) = 7", nil, nil},
		{"a sign after a product's operator: 2*-d4 rolls 3: 2·(−3) = −6",
			"2*-d4", []int{3}, -6, "2*(-d4): 2 * (-[3]) = -6", nil, nil},
		{"a computed count: (1d4)d6 rolls a 3 on the d4, then three d6: 2 + 5 + 1 = 8",
			"(1d4)d6", []int{3, 2, 5, 1}, 8, "(d4)d6: ([3])d6 [2, 5, 1] = 8", nil, nil},
		{"a computed count of numbers: (2+1)d6 rolls three 6s: 18",
			"(2+1)d6", []int{6, 6, 6}, 18, "(2+1)d6: (2 + 1)d6 [6, 6, 6] = 18", nil, nil},
		{"computed sides: d(1d4+2) rolls 2 on the d4, so a d4 (2+2 sides), which shows 3",
			"d(1d4+2)", []int{2, 3}, 3, "d(d4+2): d([2] + 2) [3] = 3", nil, nil},
		{"no dice: 0d6+2 rolls nothing and totals 2",
			"0d6+2", nil, 2, "0d6+2: [] + 2 = 2", nil, nil},
		// Per-die minimum and maximum.
		{"a minimum per die: 2d6mi3 rolls 1 and 5: the 1 counts 3, 3 + 5 = 8",
			"2d6mi3", []int{1, 5}, 8, "2d6mi3: [1↑3, 5] = 8", nil, nil},
		{"a maximum per die: 4d6ma5 rolls 6, 2, 6, 5: each 6 counts 5, 5 + 2 + 5 + 5 = 17",
			"4d6ma5", []int{6, 2, 6, 5}, 17, "4d6ma5: [6↓5, 2, 6↓5, 5] = 17", nil, nil},
		{"a minimum of 10 on the d20: 1d20mi10 rolls 4 and counts 10",
			"1d20mi10", []int{4}, 10, "d20mi10: [4↑10] = 10", nil, nil},
		// Compare points of the open dice.
		{"explode on 9 or more into new dice: d10!>=9 rolls 9 and 10, which explode, then 3: 22",
			"d10!>=9", []int{9, 10, 3}, 22, "d10!>=9: [9!, 10!, 3] = 22", nil, nil},
		{"new dice under a count: 6d10!>=8 rolls 8 (a new 2), 5, 9 and 9 (a new 1), 3, 4, 7: 48",
			"6d10!>=8", []int{8, 2, 5, 9, 9, 1, 3, 4, 7}, 48, "6d10!>=8: [8!, 2, 5, 9!, 9!, 1, 3, 4, 7] = 48", nil, nil},
		{"the old 6d10!>=8 is compound on 10, count 8 or more: 10→4 (14), 9, 3, 8, 1, 2 has 3 successes",
			"6d10!!>=10>=8", []int{10, 4, 9, 3, 8, 1, 2}, 3, "6d10!!>=10>=8: [10→4, 9, 3, 8, 1, 2: 3 ≥ 8] = 3", nil, nil},
		{"DI-1 penetration on 5 or more: d6p>=5 rolls 5, 6, 2: 5 + (6−1) + (2−1) = 11",
			"d6p>=5", []int{5, 6, 2}, 11, "d6p>=5: [5→6→2] = 11", nil, nil},
		{"DI-1 !p is p: d6!p rolls 6, 3: 6 + 2 = 8",
			"d6!p", []int{6, 3}, 8, "d6p: [6→3] = 8", nil, nil},
		// Rerolls.
		{"reroll once on 2 or less: d6r<=2 rolls 2, then 1, which stands",
			"d6r<=2", []int{2, 1}, 1, "d6r2: [2↻1] = 1", nil, []int{0}},
		{"reroll once on exactly 3: d6ro=3 rolls 3, then 6",
			"d6ro=3", []int{3, 6}, 6, "d6r=3: [3↻6] = 6", nil, []int{0}},
		{"reroll until 3 or more: d6rr<=2 rolls 1, 2, 5: the 5 stands",
			"d6rr<=2", []int{1, 2, 5}, 5, "d6rr2: [1↻2↻5] = 5", nil, []int{0, 1}},
		// Successes and failures.
		{"successes less failures: 6d10>=8f1 rolls 9, 1, 10, 3, 8, 2: three reach 8, one is 1: 3 − 1 = 2",
			"6d10>=8f1", []int{9, 1, 10, 3, 8, 2}, 2, "6d10>=8f1: [9, 1, 10, 3, 8, 2: 3 ≥ 8 − 1 ≤ 1] = 2", nil, nil},
		{"a count of equal faces: 4d6=6 rolls 6, 6, 1, 6: 3",
			"4d6=6", []int{6, 6, 1, 6}, 3, "4d6=6: [6, 6, 1, 6: 3 = 6] = 3", nil, nil},
		{"a count after the keep: 4d6kh2<3 rolls 1, 2, 2, 6: the kept 6 and 2 (the first 2), one below 3",
			"4d6kh2<3", []int{1, 2, 2, 6}, 1, "4d6kh2<3: [(1), 2, (2), 6: 1 < 3] = 1", []int{0, 2}, nil},
		// Exploding into new dice, kept.
		{"4d6!kh3 rolls 6 (a new 2), 6 (a new 6, a new 1), 3, 4: seven dice, the three 6s kept: 18",
			"4d6!kh3", []int{6, 2, 6, 6, 1, 3, 4}, 18, "4d6!kh3: [6!, (2), 6!, 6!, (1), (3), (4)] = 18", []int{1, 4, 5, 6}, nil},
		// Fate dice.
		{"Fate dice: 4dF rolls −, blank, +, +: −1 + 0 + 1 + 1 = 1",
			"4dF", []int{1, 2, 3, 3}, 1, "4dF: [-1, 0, +1, +1] = 1", nil, nil},
		{"Fate dice counted: 4dF=0 rolls two blanks among blank, blank, −, +",
			"4dF=0", []int{2, 2, 1, 3}, 2, "4dF=0: [0, 0, -1, +1: 2 = 0] = 2", nil, nil},
		// Sets.
		{"a set keeps its highest member: {4d6, 3d8}kh1 rolls 6, 4, 1, 5 (16) and 2, 3, 8 (13): 16",
			"{4d6, 3d8}kh1", []int{6, 4, 1, 5, 2, 3, 8}, 16, "{4d6,3d8}kh1: {[6, 4, 1, 5] = 16, ([2, 3, 8] = 13)} = 16", []int{4, 5, 6}, nil},
		{"advantage in parentheses: (1d20, 1d20)kh1 rolls 7 and 15: 15",
			"(1d20, 1d20)kh1", []int{7, 15}, 15, "{d20,d20}kh1: {([7] = 7), [15] = 15} = 15", []int{0}, nil},
		{"of two equal members the first is kept: (1d20, 1d20)kh1 rolls 9 and 9",
			"(1d20, 1d20)kh1", []int{9, 9}, 9, "{d20,d20}kh1: {[9] = 9, ([9] = 9)} = 9", []int{1}, nil},
		{"a set of sums and numbers: {d20+5, 12}kh1 rolls 4: 9 against 12, 12 kept",
			"{d20+5, 12}kh1", []int{4}, 12, "{d20+5,12}kh1: {([4] + 5 = 9), 12} = 12", []int{0}, nil},
		{"a set counts its members: {d6, d8, d10}>=5 rolls 5, 3, 9: two reach 5",
			"{d6, d8, d10}>=5", []int{5, 3, 9}, 2, "{d6,d8,d10}>=5: {[5] = 5, [3] = 3, [9] = 9: 2 ≥ 5} = 2", nil, nil},
		// Keeps and drops chained, the bare d.
		{"keeps and drops chained: 4d6kh3dl1 rolls 6, 4, 1, 3: keep 6, 4, 3, then drop the lowest of them, 3: 10",
			"4d6kh3dl1", []int{6, 4, 1, 3}, 10, "4d6kh3dl1: [6, 4, (1), (3)] = 10", []int{2, 3}, nil},
		{"the bare d drops the lowest: 4d6d1 rolls 6, 4, 1, 3: 13",
			"4d6d1", []int{6, 4, 1, 3}, 13, "4d6dl1: [6, 4, (1), 3] = 13", []int{2}, nil},
		// floor and ceil.
		{"ceil rounds a division up: ceil((2d6+1)/2) rolls 3, 3: 7/2 = 3½, up to 4",
			"ceil((2d6+1)/2)", []int{3, 3}, 4, "ceil((2d6+1)/2): ceil(([3, 3] + 1) / 2) = 4", nil, nil},
		{"ceil below zero: ceil((d6-8)/2) rolls 1: −7/2 = −3½, up to −3",
			"ceil((d6-8)/2)", []int{1}, -3, "ceil((d6-8)/2): ceil(([1] - 8) / 2) = -3", nil, nil},
		{"floor is the division, which rounds down: floor((2d6+1)/2) rolls 3, 3: 3",
			"floor((2d6+1)/2)", []int{3, 3}, 3, "(2d6+1)/2: ([3, 3] + 1) / 2 = 3", nil, nil},
		{"d% is d100: d% rolls 37",
			"d%", []int{37}, 37, "d100: [37] = 37", nil, nil},
	} {
		t.Run(c.name, c.check)
	}
}

func TestRecordAccessors(t *testing.T) {
	// The example: 4d6kh3 rolling 6, 4, 1, 3 keeps [6, 4, 3] and
	// drops [1]; the record holds four faces.
	got := dice.MustParse("4d6kh3").Roll(dicetest.NewScript(t, 6, 4, 1, 3))
	if got.Len() != 4 || !cmp.Equal(got.Faces(), []int{6, 4, 1, 3}) || !cmp.Equal(got.KeptFaces(), []int{6, 4, 3}) ||
		!cmp.Equal(got.DroppedFaces(), []int{1}) || !got.Dropped(2) || got.Dropped(0) || got.Dropped(4) || got.Dropped(-1) {
		t.Errorf("Len %d Faces %v KeptFaces %v DroppedFaces %v", got.Len(), got.Faces(), got.KeptFaces(), got.DroppedFaces())
	}
	var zero dice.Result
	if zero.Len() != 0 || len(zero.Faces()) != 0 || len(zero.KeptFaces()) != 0 || len(zero.DroppedFaces()) != 0 || zero.Dropped(0) || zero.Rerolled(0) {
		t.Errorf("the zero Result holds faces")
	}
}
