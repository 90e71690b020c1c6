package wounds

import (
	"strings"

	"github.com/deadmanshand/aces/internal/talent"
)

// The talents this package reads, by their canonical names (rule
// CH-10). A patient's talents are read once, when it is built, into flags.
const (
	// TalentFastHealer: heals twice as fast (rule WO-2): every day of rest
	// counts as two.
	TalentFastHealer = talent.FastHealer
	// TalentGrit: wound penalties halved — the Speed and Accuracy a wound
	// imposes while it heals, rounded toward zero; not movement, not
	// permanent effects, not illness.
	TalentGrit = talent.Grit
	// TalentGuardianAngel: the wounds he takes are one severity grade lower
	// (rule GUD-3), hit points unchanged.
	TalentGuardianAngel = talent.GuardianAngel
	// TalentDeadlyShot is the shooter's talent: the wounds he deals are one
	// severity grade worse (rule GUD-3). The shooter's package reads it and
	// sets Hit.DeadlyShot.
	TalentDeadlyShot = talent.DeadlyShot
	// TalentResistDisease: the infection and festering Con checks are Easy
	// instead of Average (rule WO-3): a check against half Con goes against
	// full Con, one against full Con gets +2 to the target (rule WOD-4).
	TalentResistDisease = talent.ResistDiseaseInfection
	// TalentToughAsNails: three effects on internal hemorrhaging, not on
	// internal bleeding (rules CH-10, WOD-2): the surgery's Medicine check is
	// one grade easier (Very Difficult → Difficult); the infection check
	// after that surgery, even a failed one, is against full Con instead of
	// half; and for every 5 points the hemorrhaging has cost him he rolls a
	// Con check against his full Con, 2d10 ≤ Con, that stops it. Without
	// the talent the hemorrhaging runs until death or a successful surgery.
	TalentToughAsNails = talent.ToughAsNails
)

// talents are the flags a patient reads from its talent names.
type talents uint8

const (
	fastHealer talents = 1 << iota
	grit
	guardianAngel
	resistDisease
	toughAsNails
	// anyTalents: the talents are not known (Condition.Check); a wound's
	// grade may be what any of them allows
	anyTalents
)

var talentFlags = [...]struct {
	name string
	flag talents
}{
	{TalentFastHealer, fastHealer},
	{TalentGrit, grit},
	{TalentGuardianAngel, guardianAngel},
	{TalentResistDisease, resistDisease},
	{TalentToughAsNails, toughAsNails},
}

// readTalents sets the flags of the talents this package knows; names
// compare case-insensitively, others are ignored (they belong to other
// packages).
func readTalents(names []string) talents {
	var t talents
	for _, n := range names {
		n = strings.TrimSpace(n)
		for _, tf := range talentFlags {
			if strings.EqualFold(n, tf.name) {
				t |= tf.flag
			}
		}
	}
	return t
}
