package trial

import "fmt"

// lastStage is the last stage of each phase (see play.go): tampering has
// one per side; opening arguments one per side and the end; evidence a
// Law check per side, the comparison and the end; closing arguments the
// speeches and the end; deliberation a day's dice and its verdict.
var lastStage = [...]int{PhaseTampering: 1, PhaseOpening: 2, PhaseEvidence: 3, PhaseClosing: 1, PhaseDeliberation: 1, PhaseOver: 0}

// awardKind is the event of each phase that earns jury points.
var awardKind = [...]Kind{PhaseOpening: KindOpening, PhaseEvidence: KindEvidence, PhaseClosing: KindClosing, PhaseDeliberation: KindDay}

// checkPlace verifies that a restored trial's place within its phase could
// have arisen from play: a stage the phase has, the events of the stages
// played, points owed exactly when the last event earned points not yet
// spent, and Law bonuses that the phase's Law checks gave. A bad place
// wraps ErrState.
func (t *Trial) checkPlace(owes bool) error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrState}, a...)...)
	}
	if t.stage < 0 || t.stage > lastStage[t.phase] {
		return bad("stage %d of the %v, want 0..%d", t.stage, t.phase, lastStage[t.phase])
	}
	var count [len(kindNames)]int
	for i := range t.events {
		if e := &t.events[i]; e.Phase == t.phase {
			count[e.Kind]++
		}
	}
	switch t.phase {
	case PhaseOpening:
		if count[KindOpening] != min(t.stage, 2) {
			return bad("%d opening arguments at stage %d", count[KindOpening], t.stage)
		}
	case PhaseEvidence:
		if count[KindEvidence] != max(0, t.stage-2) || count[KindLaw] > min(t.stage, 2) {
			return bad("%d comparisons and %d Law checks at stage %d of the evidence", count[KindEvidence], count[KindLaw], t.stage)
		}
	case PhaseClosing:
		if count[KindClosing] != t.stage {
			return bad("%d closing comparisons at stage %d", count[KindClosing], t.stage)
		}
	case PhaseDeliberation:
		if t.stage == 1 && t.day == 0 {
			return bad("a day's verdict pending before the first day")
		}
		if t.stage == 0 && t.day > 0 && (t.day >= MaxDays || t.board.Unanimous() != Pending) {
			return bad("day %d of deliberation over without its verdict", t.day)
		}
	}
	var awarded *Event
	if n := len(t.events); n > 0 && t.stage > 0 && int(t.phase) < len(awardKind) && t.phase >= PhaseOpening {
		if e := &t.events[n-1]; e.Kind == awardKind[t.phase] && e.Earner != Nobody && e.Points > 0 {
			awarded = e
		}
	}
	switch {
	case owes && awarded == nil:
		return bad("jury points owed to the %v that no award of the %v earned", t.owed.Side, t.phase)
	case owes && (t.owed.Side != awarded.Earner || t.owed.Points != awarded.Points):
		return bad("%d jury points owed to the %v, but the award was %d to the %v", t.owed.Points, t.owed.Side, awarded.Points, awarded.Earner)
	case !owes && awarded != nil:
		return bad("%d jury points the %v earned and never spent", awarded.Points, awarded.Earner)
	}
	var bonus [2]int
	if t.phase == PhaseEvidence {
		for i := range t.events {
			if e := &t.events[i]; e.Phase == PhaseEvidence && e.Kind == KindLaw && e.Roll.Success && !e.Ok {
				bonus[e.Side.seat()] = e.Mod
			}
		}
	}
	if t.bonus != bonus {
		return bad("Law bonuses %v, but the Law checks gave %v", t.bonus, bonus)
	}
	return nil
}
