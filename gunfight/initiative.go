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
	sh := m.sh
	d := int(f.r.IntN(10)) + 1
	e := f.emit(Initiative, i)
	e.Die, e.Roll = i16(d), i16(d)
	e.Mods.set(ModSpeed, sh.Speed)
	exp := sh.Experience
	if m.tal.veteran {
		exp = max(exp, 1)
	}
	e.Mods.set(ModExperience, f.rules.experience(exp))
	e.Mods.set(ModFame, m.speed)
	a := &m.st.Act
	if a.Kind == Draw || a.Kind == Fire || a.Kind == Reload || (a.Kind == Strike && !a.Bare) {
		if a.Weapon >= 0 && a.Weapon < len(m.st.Guns) {
			w := f.weapon(i, a.Weapon)
			e.Mods.set(ModWeapon, w.Initiative)
			if m.tal.greased&(1<<w.Class) != 0 {
				e.Mods.set(ModGreased, -1)
			}
			e.Weapon = w.Label()
		}
	}
	if m.tal.perceiveTendency {
		e.Mods.set(ModPerceive, -1)
	}
	if sh.Ambidextrous && !m.tal.greatAmbidexterity {
		e.Mods.set(ModAmbidextrous, 1)
	}
	e.Mods.set(ModReputation, m.initMod)
	e.Mods.set(ModWounds, m.pen.Speed)
	e.Total = i16(d + e.mods())
	m.st.Init = int(e.Total)
	e.Act, e.Aim, e.Extra, e.Steady = a.Kind, a.Aim, a.Extra, a.Steady
	if m.st.Idle {
		e.Act = Done
		return
	}
	if a.Kind == Fire || a.Kind == Strike || a.Kind == Grab || a.Kind == Move {
		e.Target = f.men[a.Target].sh.Name
	}
	e.Amount = i16(int(max(1, Count(m.st.Init)+counts)))
}
