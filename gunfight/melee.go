package gunfight

import "github.com/deadmanshand/aces/wounds"

// fists returns the table's bare-hands row, or nil.
func (f *Fight) fists() *Weapon {
	for k := range f.rules.Weapons {
		if f.rules.Weapons[k].Class == Unarmed {
			return &f.rules.Weapons[k]
		}
	}
	return nil
}

// meleeWeapon returns the weapon of a blow: the drawn weapon, or fists.
func (f *Fight) meleeWeapon(i int, a *Action) *Weapon {
	if a.Bare {
		return f.fists()
	}
	return f.weapon(i, a.Weapon)
}

// reach returns a weapon's reach in feet (0 reads as 5).
func reach(w *Weapon) float64 {
	if w.Melee == nil || w.Melee.Reach == 0 {
		return 5
	}
	return float64(w.Melee.Reach)
}

// planStrike checks and times a blow in close combat (rule GU-7): a ready
// thrust 2 counts, a ready swing 4, plus the weapon's action time; the
// target must be within reach (ours: 5 ft; a spear 10).
func (f *Fight) planStrike(i int, a *Action) (Count, error) {
	m := &f.men[i]
	if err := f.checkTarget(i, a, "GU-7", true); err != nil {
		return 0, err
	}
	var w *Weapon
	if a.Bare {
		if w = f.fists(); w == nil {
			return 0, f.refuse(i, a, "GU-7", "the weapon table has no bare hands")
		}
	} else {
		if err := f.checkWeapon(i, a, a.Weapon); err != nil {
			return 0, err
		}
		w = f.weapon(i, a.Weapon)
		switch {
		case !m.st.Guns[a.Weapon].drawn():
			return 0, f.refuse(i, a, "GU-7", "%s is not in %s hand", w.Label(), f.men[i].sh.Pronoun.Possessive())
		case w.Melee == nil:
			return 0, f.refuse(i, a, "GU-7", "%s is no use in close combat", w.Label())
		}
	}
	if d := f.distance(i, a.Target); d > reach(w) {
		return 0, f.refuse(i, a, "GU-7", "%s is %.0f ft away, out of reach (%.0f ft)", f.men[a.Target].sh.Name, d, reach(w))
	}
	if a.At != 0 && !a.At.Valid() {
		return 0, f.refuse(i, a, "GU-7", "no body location %d to aim at", a.At)
	}
	return f.ready(w) + w.Melee.Action, nil
}

// ready is the time to ready a blow: thrust 2, swing 4 (GU-7).
func (f *Fight) ready(w *Weapon) Count {
	if w.Melee.Blow == Swing {
		return f.rules.Actions.Melee.Swing
	}
	return f.rules.Actions.Melee.Thrust
}

// meleeMods fills the modifiers of a blow or grab by man i at man j (rule
// GU-7): the distance modifier, always +8; the attacker's Dex modifier
// minus the defender's; wounds; a famous opponent; Weapon Bonus; his
// Reputation's ±1.
func (f *Fight) meleeMods(i, j int, w *Weapon, mods *Mods) {
	m := &f.men[i]
	t := &f.men[j]
	mods.set(modDistance, f.rules.Actions.Melee.Distance)
	mods.set(modDex, m.sh.DexMod)
	mods.set(modFoeDex, -t.sh.DexMod)
	mods.set(modWounds, m.pen.Accuracy)
	mods.set(modFame, f.scrape[i*len(f.men)+j].Accuracy.Value)
	if w != nil {
		for _, k := range m.bonus {
			if &f.rules.Weapons[k] == w {
				mods.set(modWeaponBonus, 1)
			}
		}
	}
	mods.set(modReputation, m.dieMod)
}

// resolveStrike resolves a blow like a shot (rule GU-7): d20 + the close
// combat modifiers on the front silhouette for a thrust, the side one for
// a swing, the top one striking downwards; damage is the weapon's plus the
// Str modifier (head ×2 first). Then the weapon's recovery time runs
// before his next action. Draws: the d20 (and chain), the card, damage.
func (f *Fight) resolveStrike(i int) {
	m := &f.men[i]
	a := &m.st.Act
	j := a.Target
	t := &f.men[j]
	w := f.meleeWeapon(i, a)
	if t.st.Status != InFight {
		if e := f.emit(HeldFire, i); e != nil {
			e.Whom, e.Note, e.Act = t.sh.Name, t.sh.Name+" is out of the fight", Strike
			e.WhomPronoun = t.sh.Pronoun
		}
		return
	}
	if !a.Bare && !m.st.Guns[a.Weapon].drawn() {
		if e := f.emit(HeldFire, i); e != nil {
			e.Whom, e.Weapon, e.Note, e.Act = t.sh.Name, w.Label(), m.sh.Pronoun.Choose("his weapon is no longer in his hand", "her weapon is no longer in her hand", "their weapon is no longer in their hand"), Strike
			e.WhomPronoun = t.sh.Pronoun
		}
		return
	}
	e := f.work(Struck, i)
	e.Whom, e.Weapon, e.Shot.At = t.sh.Name, w.Label(), a.At
	e.WhomPronoun = t.sh.Pronoun
	aspect := FrontView
	switch {
	case a.Overhead:
		aspect = TopView
	case w.Melee.Blow == Swing:
		aspect = SideView
	}
	e.Shot.Aspect = aspect
	if f.distance(i, j) > reach(w) {
		e.Shot.Landing = Missed
		e.Note = "out of reach"
		f.pend = append(f.pend, pending{from: i, to: j})
		f.recover(i, w)
		return
	}
	f.meleeMods(i, j, w, &e.Mods)
	nat, sum := f.roll()
	e.Die, e.Roll = i16(nat), i16(sum)
	total := sum + e.mods()
	e.Total = i16(total)
	sil := f.rules.Silhouettes.Of(aspect)
	k, _, _ := f.land(i, e, sil, total, a.At)
	if k >= 0 {
		reg := &sil.Regions[k]
		e.Shot.Region, e.Shot.Location = reg.Name, reg.Location
		m.st.Hits++
		dmg := f.damage(i, j, w.Melee.Damage, reg.Location, false, e)
		f.hit(i, j, dmg, reg.Location, w.Melee.Cause)
	}
	f.recover(i, w)
}

// recover runs a weapon's recovery time before man i's next action.
func (f *Fight) recover(i int, w *Weapon) {
	m := &f.men[i]
	if w.Melee == nil || w.Melee.Recovery == 0 {
		return
	}
	m.st.Act = Action{Kind: recovery}
	f.schedule(i, f.now+w.Melee.Recovery)
}

// gripLocation is where a man is gripped (the chest when unknown).
func gripLocation(l wounds.Location) wounds.Location {
	if l.Valid() {
		return l
	}
	return wounds.Chest
}
