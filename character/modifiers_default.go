package character

import "github.com/deadmanshand/aces/wounds"

// The default modifier tables are ours, not from the source rules, which
// name what each ability feeds but print no tables. They follow the Spanish rules'
// "in general above 12 is positive and below 9 negative" and reproduce the
// one published data point exactly (rule CH-2, and CHD-3 where the example
// wins over the general statement):
//
//	Str 10/89: damage 0, lift 200 lb, carry 45 lb, drag 500 lb
//	Int 10/03: accuracy 0, BP bonus 0, learning 0
//	Wis 12/35: speed 1, BP bonus 1, learning 1
//	Dex 13/47: speed 0, accuracy and to-hit 1
//	Con 7/17: hit points −3
//	Lks 9/72: Charisma −1, Reputation −1, Fame −1
//	Cha 8/24: BP bonus 0, learning −1, compatriots 2, Reputation −2
//
// Every table has one row per whole score from 3 to 18, then 19-20, 21-24
// and 25-30. Speed modifiers are added to base Speed, so they fall as the
// score rises (lower is quicker); every other modifier rises with the score.
var defaultBands = [...]Band{
	{3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}, {8, 8}, {9, 9}, {10, 10}, {11, 11}, {12, 12},
	{13, 13}, {14, 14}, {15, 15}, {16, 16}, {17, 17}, {18, 18}, {19, 20}, {21, 24}, {25, 30},
}

const nBands = len(defaultBands)

// Columns of the default tables, one value per band above.
var (
	//                            3   4   5   6   7   8   9  10  11  12  13  14  15  16  17  18 19-20 21-24 25-30
	colDamage = [nBands]int{-3, -2, -2, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 5, 6}
	colLift   = [nBands]int{60, 80, 100, 120, 140, 160, 180, 200, 220, 240, 260, 280, 300, 330, 360, 400, 450, 550, 700}
	colCarry  = [nBands]int{15, 20, 25, 30, 33, 36, 40, 45, 50, 55, 60, 65, 70, 80, 90, 100, 115, 140, 175}
	colDrag   = [nBands]int{150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650, 700, 750, 825, 900, 1000, 1125, 1375, 1750}

	colIntAccuracy = [nBands]int{-3, -2, -2, -1, -1, -1, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 5}
	colBPBonus     = [nBands]int{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15}
	colLearning    = [nBands]int{-3, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 5}
	colSpeed       = [nBands]int{4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 0, 0, -1, -1, -2, -3, -4, -5, -6}
	colDexAccuracy = [nBands]int{-4, -3, -3, -2, -2, -1, 0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7}

	colHitPoints = [nBands]int{-6, -5, -5, -4, -3, -2, -1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}

	colLooksCharisma = [nBands]int{-3, -2, -2, -1, -1, -1, -1, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 5}
	colLooksRep      = [nBands]int{-3, -3, -2, -2, -1, -1, -1, 0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6, 7}
	colLooksFame     = [nBands]int{-2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 1, 1, 2, 2, 3, 4, 5, 6}

	colCompatriots = [nBands]int{0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25}
	colChaRep      = [nBands]int{-4, -3, -3, -2, -2, -2, -1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
)

// DefaultModifiers returns the default modifier tables — ours, not from the
// source rules, which omit them (see rule CH-2). They reproduce the published
// example character exactly: Str 10/89 damage 0, lift 200 lb, carry 45 lb,
// drag 500 lb; Int 10/03 accuracy 0, BP bonus 0, learning 0; Wis 12/35 speed 1,
// BP bonus 1, learning 1; Dex 13/47 speed 0, accuracy and to-hit 1; Con 7/17
// hit points −3; Lks 9/72 Charisma −1, Reputation −1, Fame −1; Cha 8/24 BP
// bonus 0, learning −1, compatriots 2, Reputation −2. Constitution's
// healing is the wounds package's table, wounds.DefaultConTable (rule CHD-5).
// Each call returns new slices the caller may change.
func DefaultModifiers() ModifierTables {
	var t ModifierTables
	t.Strength = make([]StrengthRow, nBands)
	t.Intelligence = make([]IntelligenceRow, nBands)
	t.Wisdom = make([]WisdomRow, nBands)
	t.Dexterity = make([]DexterityRow, nBands)
	t.Constitution = make([]ConstitutionRow, nBands)
	t.Looks = make([]LooksRow, nBands)
	t.Charisma = make([]CharismaRow, nBands)
	for i, b := range defaultBands {
		t.Strength[i] = StrengthRow{b, colDamage[i], colLift[i], colCarry[i], colDrag[i]}
		t.Intelligence[i] = IntelligenceRow{b, colIntAccuracy[i], colBPBonus[i], colLearning[i]}
		t.Wisdom[i] = WisdomRow{b, colSpeed[i], colBPBonus[i], colLearning[i]}
		t.Dexterity[i] = DexterityRow{b, colSpeed[i], colDexAccuracy[i], colDexAccuracy[i]}
		t.Constitution[i] = ConstitutionRow{b, colHitPoints[i]}
		t.Looks[i] = LooksRow{b, colLooksCharisma[i], colLooksRep[i], colLooksFame[i]}
		t.Charisma[i] = CharismaRow{b, colBPBonus[i], colLearning[i], colCompatriots[i], colChaRep[i]}
	}
	t.Healing = wounds.DefaultConTable()
	return t
}
