package gunfight

import (
	"math"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// effect is what an action that completed at this count does to the men,
// held until every action of the count has resolved (decision GUD-8): every
// action of a count is resolved against the state the count began with, and
// their effects apply together afterwards. Effects are held only within a
// Step, so they are never saved.
type effect struct {
	who    int
	kind   ActionKind // TakeCover, Flee, Leave, Stand, Move, Grab, Wrestle
	target int
	forced bool            // a cover his nerve sent him to
	pos    Point           // Move: where he ends
	pace   wounds.Movement // Move
	step   float64         // Move: the feet moved
	loc    wounds.Location // Grab: where the grip landed
	delay  bool            // Grab: a failed grab of 15 or more delays the defender's shot
	ev     int             // the action's event in the log (Wrestle; see Fight.event)
	wr     wrestled        // Wrestle: the roll's outcome
}

// wrestled is the outcome of an opposed wrestling roll, rolled when the
// action resolves and applied with the count's other effects.
type wrestled struct {
	won, tie, dex bool
	wisRolled     bool // the Wisdom check to keep a loosened gun was rolled
	wisKept       bool
	wis, wisMod   int // the check's d20 and his Reputation's modifier on it (RED-3)
}

// hold keeps an effect until the count's actions have all resolved.
func (f *Fight) hold(e effect) { f.effs = append(f.effs, e) }

// applyMoves applies the count's held moves (GUD-8), before the others —
// each computed from where the men stood when the count began — then, once
// the count's wounds have been taken (applyWounds), the others in the order
// of declarations (ascending Wisdom, then setup order: GU-2). Where two
// effects of the count exclude each other, the first stands and the other
// fails with its reason in the log (a HeldFire event naming the action).
// A man the count's wounds put out of the fight does nothing more.
func (f *Fight) applyMoves() {
	moved := false
	for k := range f.effs {
		if e := &f.effs[k]; e.kind == Move {
			m := &f.men[e.who]
			m.st.Pos = e.pos
			m.st.MovedAt, m.st.MovedPace = f.now, e.pace
			moved = true
			if m.st.StaunchedBy != 0 || m.st.Act.Kind == Staunch {
				f.interrupt(e.who, "a man moves") // GUD-17
			}
		}
	}
	if !moved {
		return
	}
	f.measure()
	for _, i := range f.wis {
		for k := range f.effs {
			if e := &f.effs[k]; e.who == i && e.kind == Move {
				if ev := f.emit(Moved, i); ev != nil {
					ev.Whom = f.men[e.target].sh.Name
					ev.Amount = i16(int(math.Round(math.Abs(e.step))))
					ev.Apart = i16(int(math.Round(f.distance(i, e.target))))
				}
			}
		}
	}
}

// applyEffects applies the held effects other than moves, in the order of
// declarations (see applyMoves).
func (f *Fight) applyEffects() {
	var gripped uint32 // men a grip was taken on at this count
	for _, i := range f.wis {
		for k := range f.effs {
			e := &f.effs[k]
			if e.who != i || e.kind == Move || f.men[i].st.Status != InFight {
				continue
			}
			f.applyEffect(e, &gripped)
		}
	}
	f.effs = f.effs[:0]
}

// applyEffect applies one held effect; gripped has a bit for each man a grip
// was taken on at this count.
func (f *Fight) applyEffect(e *effect, gripped *uint32) {
	i := e.who
	m := &f.men[i]
	switch e.kind {
	case TakeCover:
		m.st.Cover = true
		ev := f.emit(InCover, i)
		if e.forced {
			m.st.Forced = true
			if ev != nil {
				ev.Note = m.sh.Pronoun.Choose("his nerve sends him", "her nerve sends her", "their nerve sends them")
			}
		}
	case Flee, Leave:
		if *gripped&(1<<i) != 0 {
			f.excluded(i, e.kind, f.gripperName(i)+" has a grip on "+m.sh.Pronoun.Object())
			return
		}
		if e.kind == Flee {
			f.out(i, Fled)
			f.emit(FledFight, i)
		} else {
			f.out(i, Left)
			f.emit(LeftFight, i)
		}
	case Stand:
		m.st.Prone = false
		f.emit(StoodUp, i)
	case Grab:
		t := &f.men[e.target]
		if t.st.Status != InFight {
			f.excluded(i, Grab, t.sh.Name+" is out of the fight")
			return
		}
		if e.delay {
			f.delayShot(e.target)
			return
		}
		m.st.Grip, m.st.GripAt, m.st.Holding = e.target+1, e.loc, false
		f.grips = true
		*gripped |= 1 << e.target
	case Wrestle:
		f.applyWrestle(e)
	}
}

// excluded logs that man i's action of kind k failed because an effect of
// the same count, declared before it, excludes it (GUD-8).
func (f *Fight) excluded(i int, k ActionKind, why string) {
	if ev := f.emit(HeldFire, i); ev != nil {
		ev.Act, ev.Note = k, why
	}
}

// gripperName names the first man with a grip on man i.
func (f *Fight) gripperName(i int) string {
	for j := range f.men {
		if f.men[j].st.Grip == i+1 {
			return f.men[j].sh.Name
		}
	}
	return "someone"
}

// blowRank orders blows from the mildest to the worst for merging several
// on one man at one count (GUD-8): shot at, hurt brawling, grazed, wounded.
func blowRank(b reputation.Blow) int {
	switch b {
	case reputation.ShotAt:
		return 1
	case reputation.BrawlingWound:
		return 2
	case reputation.Grazed:
		return 3
	case reputation.Wounded:
		return 4
	}
	return 0
}

// heldGunAsCountBegan reports whether man j had a gun in hand when the count
// began (GUD-8): the guns in his hands, less those a draw of his completing
// at this count has just put there.
func (f *Fight) heldGunAsCountBegan(j int) bool {
	t := &f.men[j]
	held := 0
	if t.st.Main != 0 {
		held++
	}
	if t.st.Off != 0 {
		held++
	}
	if a := &t.st.Act; a.Kind == Draw && t.st.Due == f.now && !t.st.Busy {
		held--
		if a.Two {
			held--
		}
	}
	return held > 0
}

// pending is an effect held until every action of a count has resolved
// (rule GU-1: the classic exchange of fire).
type pending struct {
	from, to int
	blow     reputation.Blow
	shot     bool // a firearm shot at him, hit or miss (GUD-13)
	hit      wounds.Hit
}
