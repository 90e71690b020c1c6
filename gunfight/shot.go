package gunfight

import (
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// resolveFire fires man i's declared shot (rule GU-4): the Accuracy
// modifiers with their reasons, the d20 (a natural 20 penetrates into
// d6−1, DI-2), then the shot clock (GU-5): a miss below 14, the aimed point
// at 25+, else a card on the clock — two for Advanced Sighting, keeping the
// better; a redraw for Kentucky Windage when the first lands off the body,
// keeping the second — and the silhouette says where. A hit rolls damage
// (GU-6); the wound and the nerve rules wait for the end of the count. A
// deliberate shot of a Holder's asks first whether he holds fire (GUD-5).
// It reports true only when a replay has no hold answer for him: the count
// stops before his shot (see Fight.stopAtHold).
//
// Draws: the d20 and its d6 chain; on the clock the card or cards (one
// IntN(52), or the deck, or d4 and d12 and maybe d2 each); on a hit the
// weapon's damage dice.
func (f *Fight) resolveFire(i int) (stop bool) {
	m := &f.men[i]
	a := &m.st.Act
	t := &f.men[a.Target]
	if t.st.Status != InFight {
		if e := f.emit(HeldFire, i); e != nil {
			e.Whom, e.WhomPronoun, e.Note = t.sh.Name, t.sh.Pronoun, t.sh.Name+" is out of the fight"
		}
		return false
	}
	g := &m.st.Guns[a.Weapon]
	if !g.drawn() || g.Loaded == 0 || f.grips && f.letGo(i, a.Weapon) {
		why := f.cannotFire(i, a.Weapon, g)
		if e := f.emit(HeldFire, i); e != nil {
			e.Whom, e.Weapon, e.Note = t.sh.Name, f.weapon(i, a.Weapon).Label(), why
			e.WhomPronoun = t.sh.Pronoun
		}
		return false
	}
	if a.Extra == Deliberate && !m.st.ActForced && (m.holder != nil || f.j.Replaying()) {
		hold, stop := f.holdFire(i, m)
		if stop {
			return true
		}
		if hold {
			fa := f.rules.Actions.firearm(f.weapon(i, a.Weapon).Class)
			a.Extra = Careful
			if e := f.emit(HeldFire, i); e != nil {
				e.Whom, e.WhomPronoun = t.sh.Name, t.sh.Pronoun
			}
			m.st.Needs = false
			f.schedule(i, f.now+max(0, fa.Careful.Counts-fa.Deliberate.Counts))
			return false
		}
	}
	if f.grips && f.contested(i, a.Weapon) {
		f.fireContested(i)
		return false
	}
	f.shoot(i, a.Target, g, a, m.st.Aimed)
	return false
}

// cannotFire says why man i's gun g (gg) cannot fire now that his shot is
// due — it was taken from him, knocked loose or emptied since he declared —
// or "" when it can (resolveFire asks only when it cannot).
func (f *Fight) cannotFire(i, g int, gg *gun) string {
	p := f.men[i].sh.Pronoun
	switch {
	case !gg.drawn():
		return p.Choose("his gun is no longer in his hand", "her gun is no longer in her hand", "their gun is no longer in their hand")
	case gg.Loaded == 0:
		return p.Choose("his gun is empty", "her gun is empty", "their gun is empty")
	case f.grips && f.letGo(i, g):
		return p.Choose("he has let go of it in the struggle", "she has let go of it in the struggle", "they have let go of it in the struggle")
	}
	return ""
}

// letGo reports whether someone fights man i for his gun g and he has let
// go of it (GU-8).
func (f *Fight) letGo(i, g int) bool {
	j := f.contester(i, g)
	return j >= 0 && f.men[j].st.Loose
}

// shoot resolves one bullet from gun g, fired by man i at man j; an unaimed
// shot takes the hip-shooting penalty. Its modifiers, roll, landing and
// damage are worked out as numbers and written into its Shot event when
// the log is on.
func (f *Fight) shoot(i, j int, g *gun, a *Action, aimed bool) {
	m := &f.men[i]
	t := &f.men[j]
	w := &f.rules.Weapons[g.Row]
	A := &f.rules.Actions

	e := f.emit(Shot, i)
	var mods *Mods
	if e != nil {
		e.Whom, e.Weapon = t.sh.Name, w.Label()
		e.WhomPronoun = t.sh.Pronoun
		e.Shot.Aim, e.Shot.Extra, e.Shot.Steady, e.Shot.At = a.Aim, a.Extra, a.Steady, a.At
		if !aimed && a.Aim == Aimed {
			e.Shot.Aim = Hip
		}
		mods = &e.Mods
	}
	dist := f.distance(i, j)
	sum := f.shotMods(i, j, g.Row, dist, mods)
	switch {
	case a.Aim == Fan:
		if m.tal.fanFiring {
			sum += mods.add(modAim, A.Fan.FanFiring)
		} else {
			sum += mods.add(modAim, A.Fan.Accuracy)
		}
	case !aimed:
		pen := A.Unaimed
		if a.Aim == Hip && !g.Fired {
			pen = A.firearm(w.Class).Hip.Accuracy
		}
		if m.tal.hipShooter {
			pen = A.HipShooter
		}
		sum += mods.add(modAim, pen)
	case a.Extra != NoExtra || a.Steady:
		fa := A.firearm(w.Class)
		switch a.Extra {
		case Deliberate:
			sum += mods.add(modExtra, fa.Deliberate.Accuracy)
		case Careful:
			sum += mods.add(modExtra, fa.Careful.Accuracy)
		}
		if a.Steady {
			sum += mods.add(modSteady, A.Steady.Accuracy)
		}
	}

	// the gun: a round spent, the hammer down, aimed (or not) at him
	g.Loaded--
	g.Spent++
	if w.Class != Shotgun || g.Loaded == 0 {
		g.Cocked = false
	}
	g.Fired, g.LastFired, g.Fanned = true, f.now, a.Aim == Fan
	g.AimedAt = 0
	if aimed {
		g.AimedAt = j + 1
	}
	m.st.Shots++

	nat, roll := f.roll()
	total := roll + sum
	if e != nil {
		e.Die, e.Roll = int16(nat), i16(roll) // a d20's face fits
		e.Total = i16(total)
	}
	sil := &f.rules.Silhouettes.Front
	region, landing, p := f.land(i, e, sil, total, a.At)
	if region < 0 && w.Class == Shotgun && landing != Missed {
		r := f.rules.Clock.Pattern.Radius(dist)
		if k, _ := sil.Nearest(p, r); k >= 0 {
			region = k
		}
	}
	if region < 0 {
		f.holdBlow(i, j, reputation.ShotAt).shot = true
		if f.rules.Stray.On {
			f.stray(i, j, e, landing, p, sil, total, a.At, w)
		}
		return
	}
	reg := &sil.Regions[region]
	if e != nil {
		e.Shot.Region, e.Shot.Location = reg.Name, reg.Location
	}
	m.st.Hits++
	dmg := f.damage(i, j, w.Damage, reg.Location, true, e)
	f.hit(i, j, dmg, reg.Location, wounds.Bullet).shot = true
}

// shotMods fills the Accuracy modifiers of a shot by man i at man j with
// weapon row row at dist feet (rule GU-4) into mods, when there is a record,
// and returns their sum: those that
// only change when the men move (see fixedShotMods, kept for his last
// target and weapon until then), then his wounds (and a mangled arm's −3
// with long guns), his own movement within a second (Shot on the Run: one
// pace better), a moving target and a target in cover.
func (f *Fight) shotMods(i, j, row int, dist float64, mods *Mods) int {
	m := &f.men[i]
	t := &f.men[j]
	fx := &m.fixed
	if !fx.ok || fx.target != j || fx.row != row {
		fx.mods = Mods{}
		fx.sum = f.fixedShotMods(i, j, row, dist, &fx.mods)
		fx.target, fx.row, fx.ok = j, row, true
	}
	if mods != nil {
		*mods = fx.mods
	}
	sum := fx.sum
	wp := m.pen.Accuracy
	if f.rules.Weapons[row].Class.LongGun() {
		wp += m.pen.LongGun
	}
	if wp != 0 {
		sum += mods.add(modWounds, wp)
	}
	if p := m.st.MovedPace; p != 0 && f.now-m.st.MovedAt <= Second {
		v := f.rules.Paces[p-1].Shooter
		if m.tal.shotOnTheRun {
			v = 0
			if p > wounds.Walk {
				v = f.rules.Paces[p-2].Shooter
			}
		}
		sum += mods.add(modMoving, v)
	}
	// a move that completes at this count is still under way (GUD-8)
	if (t.st.Busy || t.st.Due == f.now) && (t.st.Act.Kind == Move || t.st.Act.Kind == Flee) && t.st.Act.Pace != 0 {
		sum += mods.add(modTargetMoving, f.rules.Paces[t.st.Act.Pace-1].Target)
	}
	if t.st.Cover {
		sum += mods.add(modCover, f.rules.Cover)
	}
	if t.st.Act.Kind == Dodge && (t.st.Busy || t.st.Due == f.now) { // GU-11, stacking with cover
		v := f.rules.Dodging
		if t.tal.dodge {
			v = f.rules.DodgeTalent
		}
		sum += mods.add(modDodging, v)
	}
	return sum
}

// fixedMods are the Accuracy modifiers of a man's shots that stay the same
// while nobody moves: worked out for one target and weapon row (ok: they
// are), and forgotten whenever the distances change (Fight.measure).
type fixedMods struct {
	ok          bool
	target, row int
	mods        Mods
	sum         int
}

// fixedShotMods fills the modifiers of a shot by man i at man j with weapon
// row row at dist feet that do not change while the men stay where they
// are (rule GU-4): base Accuracy; range by the weapon's table (Dead Eye:
// one band nearer beyond 30 ft); a famous opponent; light (halved by
// Blind-shooting); Crack Shot (+1 within 30 ft); Weapon Bonus (+1); the
// weapon model; Reputation's ±1. It returns their sum.
func (f *Fight) fixedShotMods(i, j, row int, dist float64, mods *Mods) (sum int) {
	m := &f.men[i]
	w := &f.rules.Weapons[row]
	sum += mods.add(modAccuracy, m.sh.Accuracy)
	if rg := f.rules.rangeOf(row); rg != nil {
		b := rg.band(dist)
		if b < 0 {
			b = len(rg.Bands) - 1
		}
		if m.tal.deadEye && dist > 30 && b > 0 {
			b--
		}
		sum += mods.add(modRange, rg.Bands[b].Accuracy)
	}
	sum += mods.add(modFame, f.scrape[i*len(f.men)+j].Accuracy.Value)
	light := f.light
	if m.tal.blindShooting {
		light /= 2
	}
	sum += mods.add(modLight, light)
	if m.tal.crackShot && dist <= 30 {
		sum += mods.add(modCrackShot, 1)
	}
	for _, k := range m.bonus {
		if k == row {
			sum += mods.add(modWeaponBonus, 1)
		}
	}
	sum += mods.add(modWeapon, w.Accuracy)
	sum += mods.add(modReputation, m.dieMod)
	return sum
}

// land judges a modified roll on silhouette sil aimed at location at (rule
// GU-4, GU-5): it returns the region hit, or −1, the landing, and the point
// the bullet reaches as its record keeps it; it records the landing, card
// and point in e when there is one.
func (f *Fight) land(i int, e *Event, sil *Silhouette, total int, at wounds.Location) (int, Landing, Point) {
	m := &f.men[i]
	c := &f.rules.Clock
	aim := sil.AimPoint(at)
	landing := c.Judge(total)
	if e != nil {
		e.Shot.Landing = landing
	}
	switch landing {
	case Missed:
		return -1, landing, Point{}
	case Exact:
		if e != nil {
			e.Shot.X, e.Shot.Y = float32(aim.X), float32(aim.Y)
		}
		return sil.Locate(aim), landing, kept(aim)
	}
	want := at
	if want == 0 {
		want = wounds.Chest
	}
	score := func(k int) int {
		switch {
		case k < 0:
			return 0
		case sil.Regions[k].Location == want:
			return 2
		}
		return 1
	}
	card := f.card()
	p := c.Land(aim, total, card)
	k := sil.Locate(p)
	if m.tal.advancedSighting {
		c2 := f.card()
		p2 := c.Land(aim, total, c2)
		k2 := sil.Locate(p2)
		if score(k2) > score(k) {
			card, c2, p, k, p2 = c2, card, p2, k2, p
		}
		if e != nil {
			e.Shot.Card2 = c2
		}
	}
	if m.tal.kentuckyWindage && k < 0 {
		c2 := f.card()
		if e != nil {
			e.Shot.Card2 = card
		}
		card, p = c2, c.Land(aim, total, c2)
		k = sil.Locate(p)
	}
	if e != nil {
		e.Shot.Card, e.Shot.X, e.Shot.Y = card, float32(p.X), float32(p.Y)
	}
	return k, landing, kept(p)
}

// kept is point p as a shot's record keeps it (in float32), and as the
// rules that read a landing back — a shotgun's pattern, a stray bullet —
// take it.
func kept(p Point) Point { return Point{float64(float32(p.X)), float64(float32(p.Y))} }

// card draws a shot-clock card from the fight's source (rule DI-7).
func (f *Fight) card() dice.Card {
	switch f.setup.Cards {
	case DeckCards:
		c, err := f.deck.Draw(f.r)
		if err != nil {
			return dice.UniformCard(f.r, false)
		}
		return c
	case DiceCards:
		return dice.CardFromDice(f.r).Card
	}
	if f.src != nil {
		return dice.UniformCard(f.src, false) // the *dice.Source itself, as intN draws
	}
	return dice.UniformCard(f.r, false)
}
