package wounds

import (
	"strings"

	"github.com/deadmanshand/aces/internal/talent"
)

// The talents a patient reads, by their canonical names (rule CH-10), once,
// when it is built, into flags. The shooter's Deadly Shot is not his: the
// shooter's package reads it and sets Hit.DeadlyShot (GUD-3).
const (
	// talentFastHealer: heals twice as fast (rule WO-2): every day of rest
	// counts as two.
	talentFastHealer = talent.FastHealer
	// talentGrit: wound penalties halved — the Speed and Accuracy a wound
	// imposes while it heals, rounded toward zero; not movement, not
	// permanent effects, not illness.
	talentGrit = talent.Grit
	// talentGuardianAngel: the wounds he takes are one severity grade lower
	// (rule GUD-3), hit points unchanged.
	talentGuardianAngel = talent.GuardianAngel
	// talentResistDisease: the infection and festering Con checks are Easy
	// instead of Average (rule WO-3): a check against half Con goes against
	// full Con, one against full Con gets +2 to the target (rule WOD-4).
	talentResistDisease = talent.ResistDiseaseInfection
	// talentToughAsNails: three effects on internal hemorrhaging, not on
	// internal bleeding (rules CH-10, WOD-2): the surgery's Medicine check is
	// one grade easier (Very Difficult → Difficult); the infection check
	// after that surgery, even a failed one, is against full Con instead of
	// half; and for every 5 points the hemorrhaging has cost him he rolls a
	// Con check against his full Con, 2d10 ≤ Con, that stops it. Without
	// the talent the hemorrhaging runs until death or a successful surgery.
	talentToughAsNails = talent.ToughAsNails
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
	{talentFastHealer, fastHealer},
	{talentGrit, grit},
	{talentGuardianAngel, guardianAngel},
	{talentResistDisease, resistDisease},
	{talentToughAsNails, toughAsNails},
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
