package gunfight

// resolve completes man i's (m's) scheduled action (GU-1: when the count
// reaches it); Step has set his Needs. Step sends a shot, the commonest
// action, to resolveFire itself (a shot may stop a replay).
func (f *Fight) resolve(i int, m *man) error {
	a := &m.st.Act
	switch a.Kind {
	case Draw:
		f.resolveDraw(i)
	case Reload:
		f.resolveReload(i)
	case Move:
		f.resolveMove(i)
	case TakeCover, Flee, Leave, Stand:
		f.hold(effect{who: i, kind: a.Kind, forced: m.st.ActForced})
	case Wait:
		f.emit(Waited, i)
	case Dodge:
		// GU-11: he cannot aim while he dodges; his guns are no longer aimed
		for g := range m.st.Guns {
			m.st.Guns[g].AimedAt = 0
		}
		f.emit(Dodged, i)
	case Staunch:
		f.resolveStaunch(i)
	case Strike:
		f.resolveStrike(i)
	case Grab:
		f.resolveGrab(i)
	case Wrestle:
		f.resolveWrestle(i)
	case recovery:
	}
	return nil
}

// resolveDraw puts the drawn weapon (or two) in hand.
func (f *Fight) resolveDraw(i int) {
	m := &f.men[i]
	a := &m.st.Act
	put := func(g int, off bool) {
		gg := &m.st.Guns[g]
		if off {
			gg.Hand, m.st.Off = inOff, g+1
		} else {
			gg.Hand, m.st.Main = inMain, g+1
		}
		gg.Fired, gg.AimedAt, gg.Fanned = false, 0, false
	}
	e := f.emit(Drew, i)
	if e != nil {
		e.Weapon = f.weapon(i, a.Weapon).Label()
		e.Die = i16(m.st.Die)
	}
	if a.Two {
		put(a.Weapon, false)
		put(a.Second, true)
		if e != nil {
			e.Whom = f.weapon(i, a.Second).Label()
		}
		return
	}
	put(a.Weapon, f.offHand(i, a))
}

// offHand reports whether a single draw goes to the off hand: asked for,
// the weapon carried for it, or the main hand full.
func (f *Fight) offHand(i int, a *Action) bool {
	m := &f.men[i]
	return a.OffHand || m.st.Guns[a.Weapon].OffHand || m.st.Main != 0
}

// drawHandFree reports whether the hand a draws into (see offHand) is free.
func (f *Fight) drawHandFree(i int, a *Action) bool {
	m := &f.men[i]
	if f.offHand(i, a) {
		return m.st.Off == 0
	}
	return m.st.Main == 0
}

// resolveReload loads the rounds planned.
func (f *Fight) resolveReload(i int) {
	m := &f.men[i]
	a := &m.st.Act
	g := &m.st.Guns[a.Weapon]
	w := f.weapon(i, a.Weapon)
	if a.Cylinder {
		g.Loaded = w.Capacity
		g.Cylinders--
		g.Spent = 0
		if e := f.emit(Reloaded, i); e != nil {
			e.Weapon, e.Note, e.Amount = w.Label(), "replaces the cylinder", i16(w.Capacity)
		}
		return
	}
	n := a.Rounds
	g.Loaded += n
	if a.Loop {
		g.Loop -= n
	} else {
		g.Pocket -= n
	}
	g.Spent = 0
	if e := f.emit(Reloaded, i); e != nil {
		e.Weapon, e.Amount = w.Label(), i16(n)
	}
}

// armsReach is how near, in feet, a move toward a man takes him (ours: the
// source rules do not say): he stops there, within reach of a blow or a grab.
const armsReach = 3

// resolveMove works out where man i's move toward (or away from) his
// target ends, from where both stood when the count began; he gets there
// with the count's other effects (GUD-8).
func (f *Fight) resolveMove(i int) {
	m := &f.men[i]
	a := &m.st.Act
	t := &f.men[a.Target]
	d := f.distance(i, a.Target)
	step := float64(a.Feet)
	if d-step < armsReach {
		step = d - armsReach // he stops within arm's reach
	}
	pos := m.st.Pos
	if d > 0 {
		pos.X += (t.st.Pos.X - m.st.Pos.X) / d * step
		pos.Y += (t.st.Pos.Y - m.st.Pos.Y) / d * step
	}
	f.hold(effect{who: i, kind: Move, target: a.Target, pos: pos, pace: a.Pace, step: step})
}
