package gunfight

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

// holders returns how many men hold man i (rule GU-8) and the first of them,
// or −1.
func (f *Fight) holders(i int) (n, first int) {
	first = -1
	if !f.grips {
		return 0, -1
	}
	for j := range f.men {
		if o := &f.men[j]; o.st.Grip == i+1 && o.st.Holding && o.st.Status == InFight {
			if first < 0 {
				first = j
			}
			n++
		}
	}
	return n, first
}

// contester returns the man fighting man i for his gun g, or −1: the man
// whose grip on him fights for it, or — when man i took it from another in
// the struggle — that man, while either has a grip on the other (decision
// GUD-11).
func (f *Fight) contester(i, g int) int {
	if !f.grips {
		return -1 // nobody has had a grip on anyone
	}
	return f.gripContester(i, g)
}

// gripContester is contester once someone has had a grip on someone.
func (f *Fight) gripContester(i, g int) int {
	for j := range f.men {
		if o := &f.men[j]; o.st.Grip == i+1 && o.st.ForGun == g+1 && o.st.Status == InFight {
			return j
		}
	}
	if from := f.men[i].st.Guns[g].From; from != 0 {
		if j := from - 1; f.men[j].st.Status == InFight && (f.men[j].st.Grip == i+1 || f.men[i].st.Grip == j+1) {
			return j
		}
	}
	return -1
}

// endStruggle ends the fight for a gun between men i and j when their grip
// ends: a gun one took from the other is his to fire normally (GUD-11).
func (f *Fight) endStruggle(i, j int) {
	for _, k := range [2][2]int{{i, j}, {j, i}} {
		guns := f.men[k[0]].st.Guns
		for g := range guns {
			if guns[g].From == k[1]+1 {
				guns[g].From = 0
			}
		}
	}
}

// contested reports whether someone is fighting man i for his gun g: firing
// it takes 20 counts and a d6 (rule GU-8), from the first roll of the fight
// for it until the grip ends, whoever holds it (GUD-11).
func (f *Fight) contested(i, g int) bool { return f.contester(i, g) >= 0 }

// planGrab checks and times a grab (rule GU-8): the target within reach
// (5 ft) and a free hand; ours, 2 counts.
func (f *Fight) planGrab(i int, a *Action) (Count, error) {
	m := &f.men[i]
	if err := f.checkTarget(i, a, "GU-8", true); err != nil {
		return 0, err
	}
	switch {
	case m.st.Main != 0 && m.st.Off != 0:
		return 0, f.refuse(i, a, "GU-8", "a grab needs a free hand")
	case m.st.Grip != 0:
		return 0, f.refuse(i, a, "GU-8", "%s already %s a grip on %s", m.sh.Pronoun.Subject(), m.sh.Pronoun.Verb("has", "have"), f.men[m.st.Grip-1].sh.Name)
	case f.distance(i, a.Target) > 5:
		return 0, f.refuse(i, a, "GU-8", "%s is %.0f ft away, out of reach", f.men[a.Target].sh.Name, f.distance(i, a.Target))
	case a.At != 0 && !a.At.Valid():
		return 0, f.refuse(i, a, "GU-8", "no body location %d to grab", a.At)
	}
	return f.rules.Actions.Wrestle.Grab, nil
}

// resolveGrab resolves a grab like a blow (rule GU-8): d20 + the close
// combat modifiers on the front silhouette; where it lands is where the grip
// is. A failed grab of 15 or more (the modified roll, GUD-6) on a man with a
// weapon in hand delays his shot 5 counts. The grip, or the delay, comes
// with the count's other effects (GUD-8). Draws: the d20 (and chain), the
// card.
func (f *Fight) resolveGrab(i int) {
	m := &f.men[i]
	a := &m.st.Act
	j := a.Target
	t := &f.men[j]
	if t.st.Status != InFight {
		if e := f.emit(HeldFire, i); e != nil {
			e.Whom, e.Note, e.Act = t.sh.Name, t.sh.Name+" is out of the fight", Grab
			e.WhomPronoun = t.sh.Pronoun
		}
		return
	}
	e := f.work(Grabbed, i)
	e.Whom, e.Shot.At = t.sh.Name, a.At
	e.WhomPronoun = t.sh.Pronoun
	if f.distance(i, j) > 5 {
		e.Shot.Landing, e.Note = Missed, "out of reach"
		return
	}
	f.meleeMods(i, j, nil, &e.Mods)
	nat, sum := f.roll()
	e.Die, e.Roll = i16(nat), i16(sum)
	total := sum + e.mods()
	e.Total = i16(total)
	sil := &f.rules.Silhouettes.Front
	if k, _, _ := f.land(i, e, sil, total, a.At); k >= 0 {
		reg := &sil.Regions[k]
		e.Shot.Region, e.Shot.Location = reg.Name, reg.Location
		f.hold(effect{who: i, kind: Grab, target: j, loc: reg.Location})
		return
	}
	if total >= f.rules.Actions.Wrestle.GrabDelayAt && f.heldGunAsCountBegan(j) {
		f.hold(effect{who: i, kind: Grab, target: j, delay: true})
	}
}

// delayShot delays man j's shot by a failed grab's counts (GU-8): the shot
// he has scheduled, or else the next he declares.
func (f *Fight) delayShot(j int) {
	W := &f.rules.Actions.Wrestle
	t := &f.men[j]
	if t.st.Busy && t.st.Act.Kind == Fire {
		f.cancel(j)
		f.schedule(j, t.st.Due+W.GrabDelay)
		if d := f.emit(Delayed, j); d != nil {
			d.Amount = i16(int(W.GrabDelay))
		}
	} else {
		t.st.Delay = W.GrabDelay
	}
}

// planWrestle checks and times an opposed wrestling roll (rule GU-8): 20
// counts; he must have a grip on the target, or be gripped by him (a
// grabbed defender needs no grab); a hold needs his own grip and at most six
// holders; breaking free needs a holder or gripper; fighting for a weapon
// names one of the target's in hand or on the ground.
func (f *Fight) planWrestle(i int, a *Action) (Count, error) {
	m := &f.men[i]
	if err := f.checkTarget(i, a, "GU-8", true); err != nil {
		return 0, err
	}
	t := &f.men[a.Target]
	mine := m.st.Grip == a.Target+1
	theirs := t.st.Grip == i+1
	if !mine && !theirs {
		return 0, f.refuse(i, a, "GU-8", "neither has a grip on the other: grab first")
	}
	switch a.Hold {
	case BreakFree:
		if !theirs {
			return 0, f.refuse(i, a, "GU-8", "%s has no grip on %s", t.sh.Name, f.men[i].sh.Pronoun.Object())
		}
	case HoldDown:
		if !mine {
			return 0, f.refuse(i, a, "GU-8", "a hold needs %s own grip on %s", f.men[i].sh.Pronoun.Possessive(), t.sh.Name)
		}
		if n, _ := f.holders(a.Target); n >= f.rules.Actions.Wrestle.MaxHolders && !m.st.Holding {
			return 0, f.refuse(i, a, "GU-8", "%s is held by %d men already", t.sh.Name, n)
		}
	case ForWeapon:
		if !mine {
			return 0, f.refuse(i, a, "GU-8", "fighting for a weapon needs %s own grip on %s", f.men[i].sh.Pronoun.Possessive(), t.sh.Name)
		}
		if a.Weapon < 0 || a.Weapon >= len(t.st.Guns) {
			return 0, f.refuse(i, a, "GU-8", "%s has no weapon %d", t.sh.Name, a.Weapon)
		}
		if g := &t.st.Guns[a.Weapon]; !g.drawn() && g.Hand != onGround {
			return 0, f.refuse(i, a, "GU-8", "%s's %s is not in %s hand", t.sh.Name, f.weapon(a.Target, a.Weapon).Name, t.sh.Pronoun.Possessive())
		}
		if m.st.Main != 0 && m.st.Off != 0 {
			return 0, f.refuse(i, a, "GU-8", "%s a free hand to take a weapon", f.men[i].sh.Pronoun.Says("needs", "need"))
		}
	case ThrowDown, Hurt:
		if a.Deal < 0 || (a.Deal > 0 && a.Deal > max(0, m.sh.StrMod)) {
			return 0, f.refuse(i, a, "GU-14", "%d damage: %s may deal up to %s damage modifier, %d", a.Deal, m.sh.Pronoun.Subject(), m.sh.Pronoun.Possessive(), max(0, m.sh.StrMod))
		}
	default:
		return 0, f.refuse(i, a, "GU-8", "unknown wrestling hold %d", a.Hold)
	}
	return f.rules.Actions.Wrestle.Roll, nil
}

// resolveWrestle rolls the opposed roll (rule GU-8): both d20 + Str (or
// Dex), higher wins; ties go to the defender (GUD-6), except a throw down,
// where both fall. Draws: his d20, then the defender's; a Wisdom d20 when a
// gun may drop.
func (f *Fight) resolveWrestle(i int) {
	m := &f.men[i]
	a := &m.st.Act
	j := a.Target
	t := &f.men[j]
	if t.st.Status != InFight || (m.st.Grip != j+1 && t.st.Grip != i+1) {
		if e := f.emit(HeldFire, i); e != nil {
			e.Whom, e.Note, e.Act = t.sh.Name, "the grip is gone", Wrestle
			e.WhomPronoun = t.sh.Pronoun
		}
		return
	}
	dex := a.ByDex && a.Hold == ThrowDown
	if a.Hold == ForWeapon {
		g := &t.st.Guns[a.Weapon]
		if g.Hand == gone || g.Hand == holstered {
			if e := f.emit(HeldFire, i); e != nil {
				e.Whom, e.Note, e.Act = t.sh.Name, "the weapon is no longer there to fight for", Wrestle
				e.WhomPronoun = t.sh.Pronoun
			}
			return
		}
		dex = m.st.Loose || g.Hand == onGround
	}
	e := f.work(Wrestled, i)
	e.Whom, e.Wrestle.Hold = t.sh.Name, a.Hold
	e.WhomPronoun = t.sh.Pronoun
	var bm Mods
	ability := func(x *man, mods *Mods) {
		if dex {
			mods.set(modDex, x.sh.dex())
			mods.set(modWounds, x.pen.Dex)
		} else {
			mods.set(modStr, x.sh.str())
			mods.set(modWounds, x.pen.Str)
		}
		mods.set(modReputation, x.dieMod)
	}
	ability(m, &e.Mods)
	ability(t, &bm)
	if a.Hold == HoldDown {
		n, _ := f.holders(j)
		if m.st.Holding {
			n--
		}
		e.Mods.set(modHolders, n*f.rules.Actions.Wrestle.HoldBonus)
	}
	da := dice.D(f.r, 20)
	db := dice.D(f.r, 20)
	ta, tb := da+e.Mods.sum(0, numMods), db+bm.sum(0, numMods)
	e.Die, e.Roll, e.Total, e.Wrestle.Rival = i16(da), i16(da), i16(ta), i16(tb)
	won, tie := ta > tb, ta == tb
	e.Wrestle.Won = won
	if won && ((a.Hold == ThrowDown && !dex) || a.Hold == Hurt) {
		if d := f.wrestleDamage(m, a); d > 0 {
			loc := gripLocation(m.st.GripAt)
			if a.Hold == Hurt && m.st.Grip != j+1 {
				loc = wounds.Chest
			}
			f.hit(i, j, d, loc, wounds.Blunt)
			e.Amount = i16(d)
		}
	}
	ef := effect{who: i, kind: Wrestle, target: j, ev: f.lastEvent(), wr: wrestled{won: won, tie: tie, dex: dex}}
	if a.Hold == ForWeapon && !won && m.st.Loose && t.st.Guns[a.Weapon].Hand != onGround {
		// RED-3: Reputation's ±1 reaches this roll too (initMod: a bonus
		// lowers a roll-under check, DID-1).
		c, _ := dice.AbilityCheck(f.r, t.sh.wis(), dice.Mod{Value: t.initMod, Why: "Reputation"})
		ef.wr.wisRolled, ef.wr.wisKept, ef.wr.wis, ef.wr.wisMod = true, c.Success, c.Throw.Sum, t.initMod
	}
	f.hold(ef)
}

// wrestleDamage is the damage man m chooses to deal with a won Str throw
// down or hurt (rule GU-14): a.Deal, up to his damage modifier (0: the
// maximum; Spare: none), plus Damage Bonus's +1 whenever he deals any.
func (f *Fight) wrestleDamage(m *man, a *Action) int {
	d := max(0, m.sh.StrMod)
	if a.Deal > 0 {
		d = min(d, a.Deal)
	}
	if a.Spare || d == 0 {
		return 0
	}
	if m.tal.damageBonus {
		d++
	}
	return d
}

// applyWrestle applies an opposed wrestling roll's outcome with the
// count's other effects (GUD-8); it fails if an effect of the count
// declared before it took the grip or the weapon away.
func (f *Fight) applyWrestle(ef *effect) {
	i, j := ef.who, ef.target
	m := &f.men[i]
	t := &f.men[j]
	a := &m.st.Act
	if t.st.Status != InFight || (m.st.Grip != j+1 && t.st.Grip != i+1) {
		f.excluded(i, Wrestle, "the grip is gone")
		return
	}
	if a.Hold == ForWeapon {
		if g := &t.st.Guns[a.Weapon]; g.Hand == gone || g.Hand == holstered {
			f.excluded(i, Wrestle, "the weapon is no longer there to fight for")
			return
		}
	}
	e := f.event(ef.ev)
	won, tie := ef.wr.won, ef.wr.tie
	switch a.Hold {
	case ForWeapon:
		m.st.ForGun = a.Weapon + 1 // the gun is contested from this roll on (GUD-11)
		f.wrestleWeapon(i, j, a.Weapon, won, ef.wr, e)
	case ThrowDown:
		switch {
		case tie:
			m.st.Prone, t.st.Prone = true, true
			e.Note = "both fall"
		case won:
			t.st.Prone = true
			e.Note = t.sh.Name + " goes down"
		}
	case Hurt:
		if won && e.Amount > 0 {
			e.Note = f.men[j].sh.Pronoun.Choose("hurts him", "hurts her", "hurts them")
		}
	case HoldDown:
		if won {
			m.st.Holding = true
			e.Note = t.sh.Name + " is held"
			if t.st.Busy && !(t.st.Act.Kind == Wrestle && t.st.Act.Hold == BreakFree) {
				f.cancel(j)
				t.st.Needs = true
			}
		}
	case BreakFree:
		if won {
			t.st.Grip, t.st.Holding, t.st.ForGun, t.st.Loose, t.st.DexWins = 0, false, 0, false, 0
			if m.st.Grip != j+1 {
				f.endStruggle(i, j)
			}
			e.Note = "breaks free of " + t.sh.Name
		}
	}
}

// wrestleWeapon plays a roll of the fight for man j's gun g (rule GU-8):
// a Str win makes him let go, then a Dex win takes it; a Dex loss after he
// let go means a Wisdom check (d20 < Wis) or the gun drops; a gun on the
// ground goes to whoever wins two Dex rolls running. The Wisdom check was
// rolled with the roll (wr), his Reputation's ±1 on it (RED-3).
func (f *Fight) wrestleWeapon(i, j, g int, won bool, wr wrestled, e *Event) {
	m := &f.men[i]
	t := &f.men[j]
	gg := &t.st.Guns[g]
	e.Weapon = f.weapon(j, g).Label()
	switch {
	case gg.Hand == onGround:
		switch {
		case won && m.st.DexWins > 0:
			m.st.DexWins++
		case won:
			m.st.DexWins = 1
		case m.st.DexWins < 0:
			m.st.DexWins--
		default:
			m.st.DexWins = -1
		}
		switch m.st.DexWins {
		case 2:
			f.takeGun(i, j, g)
			e.Note = "takes " + e.Weapon + " from the ground"
		case -2:
			hand := inMain
			if t.st.Main != 0 {
				hand = inOff
			}
			if hand == inOff && t.st.Off != 0 {
				e.Note = t.sh.Name + " has no free hand for it"
				return
			}
			gg.Hand = hand
			if hand == inMain {
				t.st.Main = g + 1
			} else {
				t.st.Off = g + 1
			}
			m.st.ForGun, m.st.Loose, m.st.DexWins = 0, false, 0
			e.Note = t.sh.Name + " gets " + e.Weapon + " back"
		}
	case !m.st.Loose:
		if won {
			m.st.Loose = true
			e.Note = t.sh.Name + " lets go of " + e.Weapon
		}
	case won:
		f.takeGun(i, j, g)
		e.Note = "takes " + e.Weapon
	case wr.wisRolled:
		if wr.wisKept {
			m.st.Loose = false
			e.Note = t.sh.Name + " keeps hold of " + e.Weapon + " (" + f.wisdomCheck(t, wr) + ")"
			return
		}
		drop(t, g)
		gg.Hand = onGround
		m.st.DexWins = 0
		e.Note = e.Weapon + " drops to the ground (" + f.wisdomCheck(t, wr) + ")"
	}
}

// drop takes gun g out of man t's hand.
func drop(t *man, g int) {
	if t.st.Main == g+1 {
		t.st.Main = 0
	}
	if t.st.Off == g+1 {
		t.st.Off = 0
	}
}

// takeGun moves man j's gun g into man i's free hand; it stays contested
// until their grip ends (GUD-11).
func (f *Fight) takeGun(i, j, g int) {
	m := &f.men[i]
	t := &f.men[j]
	ng := t.st.Guns[g]
	drop(t, g)
	t.st.Guns[g].Hand = gone
	ng.Carry, ng.AimedAt, ng.Fired, ng.Fanned, ng.Pocket, ng.Loop, ng.Cylinders = -1, 0, false, false, 0, 0, 0
	ng.From = j + 1 // still contested while the grip lasts (GUD-11)
	m.st.Guns = append(m.st.Guns, ng)
	k := len(m.st.Guns)
	if m.st.Main == 0 {
		m.st.Guns[k-1].Hand, m.st.Main = inMain, k
	} else {
		m.st.Guns[k-1].Hand, m.st.Off = inOff, k
	}
	m.st.ForGun, m.st.Loose, m.st.DexWins = 0, false, 0
}

// fireContested fires a gun someone is fighting for (rule GU-8): a d6 —
// 1 the opponent fires it (at him), 2 nobody fires, 3–4 it goes off
// harmlessly, 5–6 a normal shot (unaimed). Draws: the d6, then the shot's.
func (f *Fight) fireContested(i int) {
	m := &f.men[i]
	a := &m.st.Act
	j := f.contester(i, a.Weapon)
	g := &m.st.Guns[a.Weapon]
	d := dice.D(f.r, 6)
	e := f.work(GunFired, i)
	e.Weapon, e.Die, e.Whom = f.weapon(i, a.Weapon).Label(), i16(d), f.men[j].sh.Name
	switch {
	case d == 1:
		e.Note = f.men[j].sh.Name + " turns it on " + m.sh.Pronoun.Object()
		f.shoot(j, i, g, a, false)
	case d == 2:
		e.Note = "nobody fires"
	case d <= 4:
		e.Note = "it goes off harmlessly"
		g.Loaded--
		g.Spent++
		m.st.Shots++
	default:
		e.Note = "a normal shot"
		f.shoot(i, a.Target, g, a, false)
	}
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// wisdomCheck writes man t's Wisdom check to keep a loosened gun as table
// talk: "Wisdom check d20 12 -1 (Reputation) = 11 < 13" or "… = 14, not
// below 13" (GU-8, RED-3).
func (f *Fight) wisdomCheck(t *man, wr wrestled) string {
	s := "Wisdom check d20 " + itoa(wr.wis)
	if wr.wisMod != 0 {
		if wr.wisMod > 0 {
			s += " +"
		} else {
			s += " "
		}
		s += itoa(wr.wisMod) + " (Reputation)"
	}
	s += " = " + itoa(wr.wis+wr.wisMod)
	if wr.wisKept {
		return s + " < " + itoa(t.sh.wis())
	}
	return s + ", not below " + itoa(t.sh.wis())
}
