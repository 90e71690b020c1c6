package gunfight

import (
	"github.com/deadmanshand/aces/internal/journal"
	"github.com/deadmanshand/aces/reputation"
)

// Step plays one count: the first Step declares every man's first action in
// ascending Wisdom and rolls initiative (count 0); each later one resolves
// every action due at the next count — all of them before any effect
// removes anyone (GU-1) — then applies the wounds, the nerve rules, and the
// declarations of the men whose actions completed, in ascending Wisdom.
// A person's declaration stops it: Step returns an error wrapping
// [ErrWaiting] (the count it played, if any, and the declarations before
// his stand), and until Decide records his choice every Step returns it
// again without changing anything; the next Step goes on from him. A
// tactic's impossible action is refused the same way: Step returns the
// [*ActionError], his declaration stays pending, unchanged, and the next
// Step asks again (or Decide answers for him, or SetDecider hands him to
// another). Step on a fight that is over returns [ErrOver]. A fight taken
// back to a Holder's hold answer (TakeBack) stands among a count's
// actions, before his shot: Step asks him, and plays the rest of the
// count.
//
// Draws: the start rolls the deck's shuffle (DeckCards), the dice of the
// first declarations in ascending Wisdom (a d4 for a draw without holster,
// a d4 per round from a shell loop), then one d10 of initiative per man in
// setup order. Each count rolls, in the order the actions were scheduled,
// the dice of each action (a shot: the d20 and its d6 chain on a natural
// 20, the card or cards, the damage dice) and then those of the new
// declarations. A count that reaches or passes the count at which a
// wounded man's bleed is due first rolls the bleeds due by it (GU-13:
// severe bleeding's d6 …, and what else falls due on his clock before
// them), in the order of their counts, men due at the same count in setup
// order.
func (f *Fight) Step() error {
	if f.over {
		return ErrOver
	}
	if !f.j.Off && !f.stepping {
		return f.journaled()
	}
	switch {
	case !f.started:
		return f.start()
	case f.phase == opening:
		return f.open()
	case f.phase == closing:
		return f.close()
	}
	q := &f.q
	who, head, ok := q.peek()
	if !ok {
		f.end("nobody has anything left to do")
		return nil
	}
	// The step is every action at the count now on the scheduler: those
	// scheduled while it resolves come after it, even at the same count.
	at, seq := head.At, q.seq()
	if f.phase == resolving {
		// A replay stopped this count at a hold answer, before the shot
		// at the head of the queue (see stopAtHold): it goes on from there.
		f.phase, f.holding, seq = playing, -1, f.stepSeq
	} else {
		if at > f.limit {
			if f.limit >= f.bleedsDue() { // the wounds bleed to the last count (GU-13)
				if f.bleed(f.limit); f.sides <= 1 {
					f.standing()
					return nil
				}
			}
			f.now = f.limit
			f.end("time is up") // the actions due at count at are dropped unresolved
			return nil
		}
		if at == f.now {
			f.still++
			if f.still > maxStepsPerCount {
				f.end("time stands still: too many actions at one count")
				return nil
			}
		} else {
			f.still = 0
		}
		if at >= f.bleedsDue() { // a bleed is due by this count: it comes first (GU-13)
			if f.bleed(at); f.sides <= 1 {
				f.standing()
				return nil
			}
			who, head, ok = q.peek() // the bleed may have cancelled the first (a man's nerve breaking)
		}
		f.now = at
	}
	// Only actions still scheduled come out: each action resolved may
	// cancel a later one.
	for ; ok && head.At == at && head.Seq < seq; who, head, ok = q.peek() {
		q.drop(who)
		m := &f.men[who]
		if m.st.Status == InFight {
			m.st.Busy = false
			f.busy--
			m.st.Needs = true // once his action completes
			if m.st.Act.Kind == Fire {
				if f.resolveFire(who) {
					return f.stopAtHold(who, head, seq)
				}
			} else if err := f.resolve(who, m); err != nil {
				return err
			}
		}
	}
	f.applyPending()
	if f.sides <= 1 {
		f.standing()
		return nil
	}
	f.phase = closing
	return f.close()
}

// journaled is Step for a fight that keeps its journal: a replay applies
// the entries due where the fight stands; a fight played records a move
// of its dice by another's draws since its last call. Then it plays the
// count (Step again, stepping), and notes where its own draws leave the
// dice.
func (f *Fight) journaled() error {
	if f.j.Replaying() {
		if err := f.due(); err != nil {
			return err
		}
	} else {
		f.j.Arrived(f.point())
	}
	f.stepping = true
	err := f.Step()
	f.stepping = false
	f.j.Synced()
	return err
}

// close declares the actions of the men whose actions completed at the
// count, in ascending Wisdom (GU-2 step 5), and ends a fight where nobody
// has anything left to do. It stops at a person who has not declared yet,
// or at a refused declaration: the next Step calls it again.
func (f *Fight) close() error {
	if err := f.declareAll(); err != nil {
		return err
	}
	f.phase = playing
	if f.busy == 0 {
		f.end("a standoff: nobody has anything left to do")
	}
	return nil
}

// start shuffles the deck and opens the fight (GU-2): see open.
func (f *Fight) start() error {
	f.started = true
	if f.setup.Cards == DeckCards {
		f.deck.Shuffle(f.r)
	}
	for i := range f.men {
		f.men[i].st.Needs = true
	}
	f.phase = opening
	return f.open()
}

// open declares every man's first action in ascending Wisdom (opening:
// on the study path a built-in's is asked and checked once for the
// setup), then rolls initiative and schedules them (GU-2). Until
// initiative a man's Due holds his first action's counts. It stops at a
// person who has not declared yet, or at a refused declaration: the next
// Step calls it again.
func (f *Fight) open() error {
	for _, i := range f.wis {
		m := &f.men[i]
		if !m.st.Needs {
			continue
		}
		a := m.st.Act
		by, c, err := f.opening(i, m, &a)
		if err != nil {
			return err
		}
		if a.Kind == Done {
			if !f.j.Off {
				f.journal(i, by)
			}
			m.st.Needs, m.st.Chosen, m.st.Choice = false, false, Action{}
			m.st.Idle = true // with no action declared: initiative tells it
			continue
		}
		c = f.commit(i, m, &a, c)
		f.adopt(m, &a, by == byNerve)
		if !f.j.Off {
			f.journal(i, by)
		}
		m.st.Due = c
	}
	f.phase = playing
	for i := range f.men {
		m := &f.men[i]
		c := m.st.Due
		m.st.Due = 0
		f.initiative(i, c)
		if !m.st.Idle {
			f.schedule(i, max(1, Count(m.st.Init)+c))
		}
	}
	if f.busy == 0 {
		f.end("a standoff: nobody has anything to do")
	}
	return nil
}

// adopt makes a his declared action: it is no longer pending, and the
// choice a person recorded for it is used up.
func (f *Fight) adopt(m *man, a *Action, forced bool) {
	m.st.Act = *a
	m.st.ActForced = forced
	m.st.Needs = false
	if m.st.Chosen {
		m.st.Chosen, m.st.Choice = false, Action{}
	}
}

// byWisdom appends the men who pass keep, in ascending Wisdom (ties in setup
// order): the order of declarations (rule GU-2).
func (f *Fight) byWisdom(buf []int, keep func(int) bool) []int {
	start := len(buf)
	for i := range f.men {
		if keep(i) {
			buf = append(buf, i)
		}
	}
	o := buf[start:]
	for a := 1; a < len(o); a++ {
		for b := a; b > 0 && f.men[o[b]].sh.wis() < f.men[o[b-1]].sh.wis(); b-- {
			o[b], o[b-1] = o[b-1], o[b]
		}
	}
	return buf
}

// answer is who gave a declaration: a built-in or another tactic asked
// now, the nerve rules (RE-7), a choice Decide recorded, or the journal a
// replay plays.
type answer uint8

const (
	byBuiltin answer = iota
	byTactic
	byNerve
	byChoice
	byJournal
)

// ask gets man i's next action into a, which holds his last one: the one
// his nerve forces, the choice recorded for him by Decide, the journal's
// when a replay plays it, or his tactic's — checked for its form (the rest
// is plan's). A built-in tactic writes it in place, in its one form; any
// other is asked through the Tactic interface. A person who has not chosen
// yet stops the fight with an error wrapping ErrWaiting.
func (f *Fight) ask(i int, a *Action) (answer, error) {
	m := &f.men[i]
	if m.st.Order != reputation.Steady {
		if fa, ok := f.forced(i); ok {
			*a = fa
			return byNerve, nil
		}
	}
	switch {
	case m.st.Chosen:
		*a = m.st.Choice
		return byChoice, nil
	case f.j.Replaying():
		return byJournal, f.replayDeclare(i, a)
	case m.tac == nil:
		return byChoice, f.waiting(i)
	}
	if m.gm != nil {
		f.view.me = i // a built-in tactic reads the fight itself
		m.gm.declare(&f.view, m, a)
		if !f.j.Off {
			f.said, f.draws = a.String(), journal.Draws{} // a built-in draws nothing
		}
		return byBuiltin, nil
	}
	f.see(&f.view, i)
	f.rec.Ask()
	d := m.tac.Declare(&f.view)
	f.draws = f.rec.Answered()
	if d.Kind == NoAction || d.Kind >= recovery {
		f.rec.Rewind()
		return byTactic, &ActionError{Who: m.sh.Name, What: d, Rule: "GU-2", Why: m.sh.Pronoun.Possessive() + " tactic " + m.tac.Name() + " declared no action"}
	}
	b, err := f.form(i, d)
	if err != nil {
		f.rec.Rewind()
		return byTactic, err
	}
	*a = b
	if !f.j.Off {
		f.said = a.String()
	}
	return byTactic, nil
}

// journal records man i's declaration, given by by, when a tactic gave
// it — as it answered (f.said), before plan filled in what it left to the
// engine — with the draws it made (a choice Decide recorded is in the
// journal already, and is played now; the nerve's is the engine's).
func (f *Fight) journal(i int, by answer) {
	switch {
	case by == byBuiltin || by == byTactic:
		f.j.Answer(i, f.said, f.draws)
		f.draws = journal.Draws{}
	case by == byChoice:
		f.j.Played()
	}
}

// refused puts the dice back where a tactic found them when the action it
// gave is refused: a refused answer changes nothing.
func (f *Fight) refused(by answer) {
	if by == byTactic && !f.j.Off {
		f.rec.Rewind()
		f.draws = journal.Draws{}
	}
}

// schedule puts man i's current action on the scheduler at count at.
func (f *Fight) schedule(i int, at Count) { f.scheduleMan(i, &f.men[i], at) }

// scheduleMan is schedule for man i (m) when the caller has him at hand.
func (f *Fight) scheduleMan(i int, m *man, at Count) {
	m.st.Due = at
	m.st.Busy = true
	m.st.Needs = false
	f.busy++
	f.q.push(i, at) // at ≥ now by construction
}

// cancel stops man i's scheduled action: it comes off the scheduler.
func (f *Fight) cancel(i int) {
	m := &f.men[i]
	if m.st.Busy {
		m.st.Busy = false
		f.busy--
		f.q.drop(i)
	}
}

// declareAll asks every man who needs a new action, in ascending Wisdom,
// and schedules it (GU-2 step 5). A man stays pending until his action is
// declared: a person who has not chosen, or a refused declaration, stops
// it there, and the next call goes on from him.
func (f *Fight) declareAll() error {
	for _, i := range f.wis {
		m := &f.men[i]
		if !m.st.Needs || m.st.Status != InFight {
			continue
		}
		if err := f.declare(i, m); err != nil {
			return err
		}
	}
	return nil
}

// declare asks man i (m) for his next action, checks it as any tactic's
// (plan), commits it (the dice it rolls) and schedules it. A refused action changes nothing: he is asked
// again at the next Step.
func (f *Fight) declare(i int, m *man) error {
	a := m.st.Act
	by, err := f.ask(i, &a)
	if err != nil {
		return err
	}
	if a.Kind == Done {
		f.adopt(m, &a, by == byNerve)
		if !f.j.Off {
			f.journal(i, by)
		}
		if !m.st.Idle {
			m.st.Idle = true
			f.emit(Idle, i)
		}
		return nil
	}
	c, err := f.plan(i, &a)
	if err != nil {
		f.refused(by)
		return err
	}
	c = f.commit(i, m, &a, c)
	if m.st.Pressing != 0 && !keepsPressure(&a) {
		f.release(i) // GUD-17: any action but waiting lets go
	}
	f.adopt(m, &a, by == byNerve)
	if !f.j.Off {
		f.journal(i, by)
	}
	m.st.Idle = false
	if a.Kind == Move || a.Kind == Flee {
		f.leaveCover(i, m)
	}
	if a.Kind == Flee {
		m.st.Fleeing = true
		if e := f.emit(Fleeing, i); e != nil && m.st.ActForced {
			e.Note = m.sh.Pronoun.Choose("his nerve breaks", "her nerve breaks", "their nerve breaks")
		}
	}
	if a.Kind != Leave {
		c += f.slowdown(i, m)
	}
	f.scheduleMan(i, m, f.now+c)
	return nil
}

// slowdown is what his wounds add to an action declared after them (our
// reading of "the wound's penalties feed back into later actions": +N
// Speed adds N counts to each), and to a shot the delay a failed grab put
// on it (GU-8); nothing to leaving the fight at once.
func (f *Fight) slowdown(i int, m *man) Count {
	c := Count(max(0, m.pen.Speed))
	if m.st.Act.Kind == Fire && m.st.Delay > 0 {
		c += m.st.Delay
		if e := f.emit(Delayed, i); e != nil {
			e.Amount = i16(int(m.st.Delay))
		}
		m.st.Delay = 0
	}
	return c
}
