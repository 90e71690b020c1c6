package gunfight

// initiative rolls man i's initiative (rule GU-2): d10 + base Speed +
// modifiers — gunfight experience (GU-9, our table), the worst Fame Speed
// penalty among the opponents he recognises (RE-5, RE-7), the model of the
// weapon his first action uses, Greased Lightning with its type (−1),
// Perceive Tendency (−1), an ambidextrous man's +1 (none with Great
// Ambidexterity), his Reputation's −1/+1 on all die rolls (DID-1: lower is
// better here) and his wounds' Speed. Every modifier is recorded with its
// reason. His first action comes due at initiative + its counts (at least
// count 1). Draws: one IntN(10).
func (f *Fight) initiative(i int, counts Count) {
	m := &f.men[i]
	d := f.intN(10) + 1
	e := f.emit(Initiative, i)
	var mods *Mods
	if e != nil {
		e.Die, e.Roll = i16(d), i16(d)
		e.Mods = m.init.mods
		mods = &e.Mods
	}
	sum := m.init.sum
	a := &m.st.Act
	if a.Kind == Draw || a.Kind == Fire || a.Kind == Reload || (a.Kind == Strike && !a.Bare) {
		if a.Weapon >= 0 && a.Weapon < len(m.st.Guns) {
			w := f.weapon(i, a.Weapon)
			sum += mods.add(modWeapon, w.Initiative)
			if m.tal.greased&(1<<w.Class) != 0 {
				sum += mods.add(modGreased, -1)
			}
			if e != nil {
				e.Weapon = w.Label()
			}
		}
	}
	sum += mods.add(modWounds, m.pen.Speed)
	m.st.Init = int(i16(d + sum))
	if e == nil {
		return
	}
	e.Total = i16(d + sum)
	e.Act, e.Shot.Aim, e.Shot.Extra, e.Shot.Steady = a.Kind, a.Aim, a.Extra, a.Steady
	if m.st.Idle {
		e.Act = Done
		return
	}
	if a.Kind == Fire || a.Kind == Strike || a.Kind == Grab || a.Kind == Move {
		e.Whom = f.men[a.Target].sh.Name
		e.WhomPronoun = f.men[a.Target].sh.Pronoun
	}
	e.Amount = i16(int(max(1, Count(m.st.Init)+counts)))
}

// fixedInitMods works out once, when the fight is set up, the modifiers of
// man i's initiative that do not depend on his first action or his wounds
// (see initiative): base Speed, experience, the Fame Speed of his
// opponents, Perceive Tendency, ambidexterity and Reputation.
func (f *Fight) fixedInitMods(i int) {
	m := &f.men[i]
	sh := m.sh
	x := &m.init
	x.mods = Mods{}
	exp := sh.Experience
	if m.tal.veteran {
		exp = max(exp, 1)
	}
	x.sum = x.mods.add(modSpeed, sh.Speed)
	x.sum += x.mods.add(modExperience, f.rules.experience(exp))
	x.sum += x.mods.add(modFame, m.speed)
	if m.tal.perceiveTendency {
		x.sum += x.mods.add(modPerceive, -1)
	}
	if sh.Ambidextrous && !m.tal.greatAmbidexterity {
		x.sum += x.mods.add(modAmbidextrous, 1)
	}
	x.sum += x.mods.add(modReputation, m.initMod)
}
