//go:build floor

package gunfight

// The floor of the speed contract, measured: a lean kernel that plays the
// standard duel only — two quick-drawing pistoleers, the same rules, the
// same dice drawn in the same order, the same outcome as the engine (a test
// checks 200,000 seeds) — over compact state on the stack: no scheduler
// heap, no Action structs, no per-action dispatch, no wounds.Patient, no
// modifier records, a 16-byte event. It reads its numbers once from a real
// NewFight and reuses the rules' pure functions (Judge, Land, Locate, the
// critical table, Nerve.React).
//
// It is not part of the engine and is not built by default: it tells how
// far the engine's design is from the tightest Go that does the same work.
//
//	go test -tags floor ./gunfight -run Floor -bench 'PCG|StandardDuel' -benchmem -count 6 -cpu 1
//
// BenchmarkStandardDuelFloorWounded plays the same kernel with every hit
// through a real wounds.Patient instead of the kernel's few lines of wound
// rules: the rules kept in their package, as the design has them.
// BenchmarkStandardDuelFloorRecorded also writes the records the engine
// keeps — a full Event per action, with names, the modifiers and the damage
// faces — which prices the records apart from the engine's orchestration.
// TestFloorMatchesEngine checks both the plain and the wounded kernel.
//
// Measured 2026-11-30 on the CI machine (2-core EPYC VM), three runs of
// the command above, medians of each run (the spread between runs is the
// VM's noise): PCGUint64 3.25–3.67 ns; StandardDuelFloor 293–325×;
// StandardDuelFloorWounded 279–315×; StandardDuelFloorRecorded 404–458×;
// StandardDuel 894–1,059× (before and after that day's speed work).
// Cachegrind, per duel: about 7,300 instructions for the kernel, 8,300 with
// the real wounds, 10,000 with the records too, and 17,800 for the engine.
// The kernel's 70 or so branch mispredictions per duel come from branching
// on random dice: a floor of roughly 110–140× that no restructuring
// removes. So the gate of 300× sits at the kernel's own cost: below what
// the rules cost once the records the design asks for are kept.

import (
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

const (
	lDraw uint8 = iota + 1
	lFire
	lCover
	lFlee
)

const (
	evInit uint8 = iota + 1
	evDraw
	evShot
	evHit
	evNerve
	evCover
	evFleeing
	evFled
	evIdle
	evOut
	evEnd
)

type leanEvent struct {
	at              int32
	kind, who       uint8
	die, total, dmg int16
	card            uint8
	region          int8
}

type leanMan struct {
	pen                         wounds.Penalty
	hp                          int32
	due, lastFired              int32
	seq                         uint32
	status                      Status
	act                         uint8
	order                       reputation.Response
	pace                        wounds.Movement
	loaded                      int8
	busy, needs, idle           bool
	drawn, fired, cocked, onTgt bool
	cover, forced, fleeing, ko  bool
	actForced, dead             bool
	shots, hits                 int32
}

// leanKit is what the kernel reads: numbers worked out once from a real
// NewFight of the setup, and the rules' tables.
type leanKit struct {
	init, fixed, dieMod, maxHP                                               [2]int
	nerve                                                                    [2]reputation.Nerve
	wis                                                                      [2]int
	loaded                                                                   int8
	clock                                                                    *ShotClock
	sil                                                                      *Silhouette
	aim                                                                      Point
	crit                                                                     *wounds.CriticalTable
	useless                                                                  [wounds.NumLocations + 1]wounds.Penalty
	paces                                                                    []PaceRow
	draw, aim4, next, cockFire, fireCocked, pointedAfter, coverCounts, limit Count
	fleeFeet, graze, coverMod                                                int
	ev                                                                       [64]leanEvent
	nev                                                                      int
	end                                                                      int32
	shots                                                                    [2]int32
	full                                                                     bool
	wounded                                                                  bool // wounds through a real wounds.Patient, no full events
	events                                                                   []Event
	names                                                                    [2]string
	label                                                                    string
	mods                                                                     [2]Mods
	pats                                                                     [2]*wounds.Patient
	last                                                                     *Event
}

func newLeanKit(s Setup) (*leanKit, error) {
	var src dice.Source
	f, err := NewFight(s, &src)
	if err != nil {
		return nil, err
	}
	k := &leanKit{}
	A := &f.rules.Actions
	for i := range 2 {
		m := &f.men[i]
		row := m.start.Guns[0].Row
		var mods Mods
		k.init[i] = m.init.sum + f.rules.Weapons[row].Initiative
		k.fixed[i] = f.fixedShotMods(i, 1-i, row, f.distance(i, 1-i), &mods)
		k.dieMod[i] = m.dieMod
		k.maxHP[i] = m.sh.hp()
		k.nerve[i] = m.nerve
		k.loaded = int8(m.start.Guns[0].Loaded)
	}
	k.wis = [2]int{f.wis[0], f.wis[1]}
	k.clock, k.sil = &f.rules.Clock, &f.rules.Silhouettes.Front
	k.aim = k.sil.AimPoint(0)
	tb := f.men[0].pat.Tables()
	k.crit = tb.Critical
	for l := wounds.Head; l <= wounds.RightFoot; l++ {
		k.useless[l] = tb.Body.Row(l).Useless
	}
	k.paces = f.rules.Paces
	k.draw, k.aim4, k.next = A.Draw, A.Aim, A.Pistol.Next
	k.cockFire, k.fireCocked, k.pointedAfter, k.coverCounts = A.CockAndFire, A.FireCocked, A.PointedAfter, A.Cover
	k.limit = f.limit
	k.events = make([]Event, 0, 64)
	for i := range 2 {
		k.names[i] = f.men[i].sh.Name
		k.label = f.rules.Weapons[f.men[i].start.Guns[0].Row].Label()
		f.fixedShotMods(i, 1-i, f.men[i].start.Guns[0].Row, f.distance(i, 1-i), &k.mods[i])
		k.pats[i], _ = wounds.NewPatient(wounds.Body{Name: f.men[i].sh.Name, Con: 11, MaxHP: 22}, nil, nil)
	}
	k.fleeFeet, k.graze, k.coverMod = f.rules.FleeFeet, f.rules.Graze, f.rules.Cover
	return k, nil
}

func (k *leanKit) emit(at int32, kind uint8, who int) *leanEvent {
	n := k.nev
	if n == len(k.ev) {
		n-- // full: overwrite the last (never happens in the standard duel)
	} else {
		k.nev++
	}
	e := &k.ev[n]
	*e = leanEvent{at: at, kind: kind, who: uint8(who)}
	if k.full {
		m := len(k.events)
		k.events = k.events[:m+1]
		fe := &k.events[m]
		fe.At, fe.Kind, fe.Who = Count(at), EventKind(kind), k.names[who]
		k.last = fe
	}
	return e
}

type leanPend struct {
	to   int
	blow reputation.Blow
	dmg  int
	loc  wounds.Location
}

// leanDuel plays one standard duel from src; it returns the winner (−1:
// none) and the shots fired.
func leanDuel(src *dice.Source, k *leanKit) (winner int, shots int) {
	var men [2]leanMan
	var pend [2]leanPend
	k.nev = 0
	if k.wounded {
		k.pats[0].Reset()
		k.pats[1].Reset()
	}
	if k.full {
		clear(k.events)
		k.events = k.events[:0]
		k.pats[0].Reset()
		k.pats[1].Reset()
	}
	now := int32(0)
	for i := range 2 { // GU-2: both declare a draw; d10 initiative in setup order
		m := &men[i]
		m.hp, m.loaded, m.act = int32(k.maxHP[i]), k.loaded, lDraw
		d := src.IntN(10) + 1
		ini := d + k.init[i]
		e := k.emit(0, evInit, i)
		e.die, e.total = int16(d), int16(ini)
		m.due, m.seq, m.busy = int32(max(1, Count(ini)+k.draw)), uint32(i+1), true
	}
	seq := uint32(2)
	in := 2
	for {
		m0, m1 := &men[0], &men[1]
		a := 0 // the next action: earliest count, then scheduling order
		if !m0.busy || (m1.busy && (m1.due < m0.due || (m1.due == m0.due && m1.seq < m0.seq))) {
			a = 1
		}
		if !men[a].busy {
			winner = -1
			break
		}
		at := men[a].due
		if Count(at) > k.limit {
			now, winner = int32(k.limit), -1
			break
		}
		now = at
		np := 0
		for i := a; ; i = 1 - i {
			m := &men[i]
			if m.busy && m.due == at {
				m.busy, m.needs = false, true
				if m.act == lFire {
					np = leanShoot(k, src, &men, i, now, &pend, np)
				} else {
					switch m.act {
					case lDraw:
						m.drawn, m.fired, m.onTgt = true, false, false
						k.emit(now, evDraw, i)
					case lCover:
						m.cover = true
						m.forced = m.forced || m.actForced
						k.emit(now, evCover, i)
					case lFlee:
						m.status, m.busy, m.needs, m.fleeing = Fled, false, false, false
						in--
						k.emit(now, evFled, i)
					}
				}
			}
			if i != a {
				break
			}
		}
		if np > 0 {
			in -= leanApply(k, &men, pend[:np], now)
		}
		if in <= 1 {
			winner = -1
			if in == 1 {
				winner = 0
				if men[1].status == InFight {
					winner = 1
				}
			}
			break
		}
		for _, i := range k.wis {
			if m := &men[i]; m.needs && m.status == InFight {
				if c, ok := leanDeclare(k, m, now); ok {
					seq++
					m.due, m.seq, m.busy, m.needs = now+int32(c), seq, true, false
				} else if !m.idle {
					m.idle = true
					k.emit(now, evIdle, i)
				}
			}
		}
		if !m0.busy && !m1.busy {
			winner = -1
			break
		}
	}
	k.emit(now, evEnd, max(winner, 0))
	k.end, k.shots = now, [2]int32{men[0].shots, men[1].shots}
	return winner, int(men[0].shots + men[1].shots)
}

// leanShoot fires man i's aimed shot at the other (GU-4, GU-5, GU-6, DI-2)
// and holds its blow in pend[np]; it returns the blows held.
func leanShoot(k *leanKit, src *dice.Source, men *[2]leanMan, i int, now int32, pend *[2]leanPend, np int) int {
	m, j := &men[i], 1-i
	t := &men[j]
	if t.status != InFight { // he fled at this count: hold fire
		k.emit(now, evShot, i).region = -2
		return np
	}
	m.loaded--
	m.cocked, m.fired, m.onTgt, m.lastFired = false, true, true, now
	m.shots++
	sum := k.fixed[i] + m.pen.Accuracy
	if t.busy && t.act == lFlee {
		sum += k.paces[t.pace-1].Target
	}
	if t.cover {
		sum += k.coverMod
	}
	nat := src.IntN(20) + 1 // DI-2: a natural 20 penetrates into d6−1
	roll := nat
	if nat == 20 {
		for {
			d := src.IntN(6) + 1
			roll += d - 1
			if d < 6 {
				break
			}
		}
	}
	total := roll + sum
	e := k.emit(now, evShot, i)
	e.die, e.total, e.region = int16(nat), int16(total), -1
	if k.full {
		fe := k.last
		fe.Target, fe.Weapon = k.names[j], k.label
		fe.Mods = k.mods[i]
		if m.pen.Accuracy != 0 {
			fe.Mods.add(ModWounds, m.pen.Accuracy)
		}
		fe.Die, fe.Roll, fe.Total = int16(nat), int16(roll), int16(total)
	}
	region := -1
	switch k.clock.Judge(total) {
	case Exact:
		region = k.sil.Locate(k.aim)
	case OnClock:
		card := dice.UniformCard(src, false)
		e.card = uint8(card)
		region = k.sil.Locate(k.clock.Land(k.aim, total, card))
	}
	p := &pend[np&1]
	if region < 0 {
		*p = leanPend{to: j, blow: reputation.ShotAt}
		return np + 1
	}
	m.hits++
	loc := k.sil.Regions[region].Location
	dmg := 0 // 2d6p
	for range 2 {
		d := src.IntN(6) + 1
		dmg += d
		for d == 6 {
			d = src.IntN(6) + 1
			dmg += d - 1
		}
	}
	if loc == wounds.Head {
		dmg *= 2
	}
	dmg += k.dieMod[i]
	e.region, e.dmg = int8(region), int16(dmg)
	if k.full {
		fe := k.last
		fe.Region, fe.Location, fe.Amount = k.sil.Regions[region].Name, loc, int16(dmg)
		fe.Damage.Faces[0], fe.Damage.N, fe.Damage.Roll = 3, 2, int16(dmg)
		fe.Mods.set(ModDamageRep, k.dieMod[i])
	}
	blow := reputation.Wounded
	if dmg <= k.graze {
		blow = reputation.Grazed
	}
	*p = leanPend{to: j, blow: blow, dmg: dmg, loc: loc}
	return np + 1
}

// leanApply applies a count's blows: the wounds (critical effect, penalties,
// down, dead, knocked out), then the nerve rules (RE-7).
func leanApply(k *leanKit, men *[2]leanMan, pend []leanPend, now int32) (outs int) {
	for _, p := range pend {
		t := &men[p.to]
		if p.dmg <= 0 || t.dead {
			continue
		}
		var grade int
		if k.wounded { // the wounds package decides, as the engine has it
			pt := k.pats[p.to]
			n, _ := pt.Wound(wounds.Hit{Location: p.loc, Damage: min(p.dmg, wounds.MaxDamage), Cause: wounds.Bullet})
			grade = pt.Wounds()[n].Grade
			ps := pt.Penalties()
			t.pen = ps.Penalty
			t.hp = int32(pt.HP())
			t.ko, t.dead = ps.Unconscious, ps.Dead
		} else {
			grade = wounds.Grade(p.dmg, false, false)
			eff := k.crit.Lookup(p.loc, grade)
			t.pen = t.pen.Add(eff.Penalty).Add(eff.Permanent)
			if eff.Injuries.Has(wounds.Mangled) {
				t.pen = t.pen.Add(k.useless[p.loc])
			}
			t.ko = t.ko || eff.Injuries.Has(wounds.Unconsciousness)
			t.hp -= int32(p.dmg)
			t.dead = t.hp <= -10
		}
		e := k.emit(now, evHit, p.to)
		e.dmg, e.total, e.region = int16(p.dmg), int16(t.hp), int8(grade)
		if k.full {
			pt := k.pats[p.to]
			n, _ := pt.Wound(wounds.Hit{Location: p.loc, Damage: min(p.dmg, wounds.MaxDamage), Cause: wounds.Bullet})
			w := &pt.Wounds()[n]
			pen := pt.Penalties()
			fe := k.last
			fe.Location, fe.Amount, fe.Grade = p.loc, int16(p.dmg), int16(w.Grade)
			fe.Injuries, fe.HP = w.Effect.Injuries, int16(pt.HP())
			fe.Speed, fe.Accuracy, fe.Lost = int8(pen.Speed), int8(pen.Accuracy), pen.Lost
		}
		if t.status == InFight && (t.ko || t.hp <= 0) {
			s := Down
			if t.dead {
				s = Dead
			}
			t.status, t.busy, t.needs, t.fleeing = s, false, false, false
			outs++
			k.emit(now, evOut, p.to)
		}
	}
	for _, p := range pend {
		t := &men[p.to]
		n := k.nerve[p.to]
		if t.status != InFight || n.FreeChoice() {
			continue
		}
		hp := k.maxHP[p.to]
		r, err := n.React(reputation.Situation{Blow: p.blow, LostHP: max(0, hp-int(t.hp)), MaxHP: hp, TookCover: t.forced})
		if err != nil || (r.Must == reputation.Steady && r.Spared == reputation.Steady) {
			continue
		}
		switch r.Must {
		case reputation.SeekCover:
			if t.cover || t.order == reputation.SeekCover || (t.busy && t.act == lCover) {
				continue
			}
		case reputation.Flee:
			if t.fleeing || t.order == reputation.Flee {
				continue
			}
		}
		k.emit(now, evNerve, p.to).die = int16(r.Must)
		switch r.Must {
		case reputation.SeekCover, reputation.Flee:
			t.busy, t.order, t.needs = false, r.Must, true
		case reputation.LeaveFight:
			t.status, t.busy, t.needs, t.fleeing = Left, false, false, false
			outs++
		}
	}
	return outs
}

// leanDeclare is the quick-draw tactic with the nerve's orders: the counts
// of his next action, false when he has nothing left to do.
func leanDeclare(k *leanKit, m *leanMan, now int32) (Count, bool) {
	var c Count
	m.actForced = false
	o := m.order
	m.order = reputation.Steady
	switch {
	case o == reputation.SeekCover && !m.cover:
		m.act, m.actForced, c = lCover, true, k.coverCounts
	case o == reputation.Flee && fastest(m) != 0:
		m.pace = fastest(m)
		m.act, m.actForced, m.fleeing = lFlee, true, true
		c = Count((k.fleeFeet+4)/5) * k.paces[m.pace-1].Per5Ft
	case m.loaded == 0: // no spare rounds: done
		return 0, false
	case !m.drawn:
		m.act, c = lDraw, k.draw
	default: // fireTime: aimed (30 ft is in range)
		m.act = lFire
		switch {
		case m.onTgt && (!m.fired || Count(now-m.lastFired) >= k.pointedAfter):
			c = k.cockFire
			if m.cocked {
				c = k.fireCocked
			}
		case !m.fired:
			c = k.aim4
		default:
			c = k.next
			if !m.onTgt {
				c += k.aim4
			}
		}
	}
	m.idle = false
	return c + Count(max(0, m.pen.Speed)), true
}

func fastest(m *leanMan) wounds.Movement {
	if m.ko || m.hp <= 0 {
		return 0
	}
	if m.pen.Lost == 0 {
		return wounds.Sprint
	}
	return m.pen.Lost - 1
}

var leanSink int

// BenchmarkStandardDuelFloor is the kernel alone: lean events, its own
// few lines of wound rules.
func BenchmarkStandardDuelFloor(b *testing.B) { benchFloor(b, false, false) }

// BenchmarkStandardDuelFloorRecorded is the kernel writing the engine's
// full records: an Event per action and every hit through a wounds.Patient.
func BenchmarkStandardDuelFloorRecorded(b *testing.B) { benchFloor(b, true, false) }

// BenchmarkStandardDuelFloorWounded is the kernel with every hit through a
// real wounds.Patient (the rules of one package, as the engine has them) and
// no full events.
func BenchmarkStandardDuelFloorWounded(b *testing.B) { benchFloor(b, false, true) }

// benchFloor plays the kernel the way BenchmarkStandardDuel plays the
// engine, with the records (full) or the real wounds (wounded).
func benchFloor(b *testing.B, full, wounded bool) {
	k, err := newLeanKit(StandardDuel())
	if err != nil {
		b.Fatal(err)
	}
	k.full, k.wounded = full, wounded
	var src dice.Source
	shots := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		src.Reseed(uint64(i))
		w, s := leanDuel(&src, k)
		shots += s
		leanSink += w + k.nev + len(k.events)
	}
	b.ReportMetric(float64(shots)/float64(b.N), "shots/duel")
}

// TestFloorMatchesEngine: same seed, same outcome (winner, shots each, the
// count it ended) as the engine's Runner.
func TestFloorMatchesEngine(t *testing.T) {
	for _, wounded := range []bool{false, true} {
		floorMatchesEngine(t, wounded)
	}
}

func floorMatchesEngine(t *testing.T, wounded bool) {
	k, err := newLeanKit(StandardDuel())
	if err != nil {
		t.Fatal(err)
	}
	k.wounded = wounded
	r, _ := NewRunner(StandardDuel())
	var src dice.Source
	bad := 0
	for seed := uint64(0); seed < 200000; seed++ {
		o, err := r.Run(seed)
		if err != nil {
			t.Fatal(err)
		}
		src.Reseed(seed)
		w, _ := leanDuel(&src, k)
		if w != o.Winner || k.shots[0] != int32(o.Men[0].Shots) || k.shots[1] != int32(o.Men[1].Shots) || Count(k.end) != o.Ended || src != r.src {
			if bad++; bad <= 5 {
				t.Errorf("seed %d: lean winner %d shots %v end %d; engine winner %d shots %d/%d end %d", seed, w, k.shots, k.end, o.Winner, o.Men[0].Shots, o.Men[1].Shots, o.Ended)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of 200000 differ", bad)
	}
}
