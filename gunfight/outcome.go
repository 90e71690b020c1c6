package gunfight

// Result is one man's part in a fight's outcome: his name, status and
// whether he won, his hit points left of his maximum, his shots, his hits
// and the wounds he took in this fight (those he came in with, GUD-16, and
// bleeding wounds of theirs aside, are his condition's).
type Result struct {
	Name   string `json:"name"`
	Status Status `json:"status"`
	Won    bool   `json:"won,omitempty"`
	HP     int    `json:"hp"`
	MaxHP  int    `json:"maxHP"`
	Shots  int    `json:"shots"`
	Hits   int    `json:"hits"`
	Wounds int    `json:"wounds"`
	// Experience is the gunfight experience he gains (rule GU-9; ours:
	// 1 for every man who lives through it, 0 for the dead).
	Experience int `json:"experience"`
}

// Outcome is how a fight ended (rule GU-10): when, who won — the men of the
// one side left standing — and each man's result. Winner is the first
// winner's index, or −1 when nobody won (everyone down, or a standoff).
type Outcome struct {
	Ended   Count    `json:"ended"`
	Winner  int      `json:"winner"`
	Results []Result `json:"results"`
	Reason  string   `json:"reason"`
}

// Outcome returns the outcome so far (final once Over). Its Results slice
// aliases a buffer of the fight, reused by the next call.
func (f *Fight) Outcome() Outcome {
	// Each result is written field by field in place, and the sides left
	// are read from f.sides, which reset, Resume and out keep equal to
	// sidesLeft (a man's status changes nowhere else).
	o := Outcome{Ended: f.now, Winner: -1, Reason: f.reason, Results: f.results}
	one := f.over && f.sides == 1
	men := f.men
	res := f.results[:len(men)]
	for i := range men {
		m, r := &men[i], &res[i]
		st := m.st.Status
		r.Name = m.sh.Name
		r.Status = st
		r.HP, r.MaxHP = m.pat.HP(), m.sh.hp()
		r.Shots, r.Hits = m.st.Shots, m.st.Hits
		r.Wounds = len(m.pat.Wounds()) - m.came
		r.Experience = 0
		if st != Dead {
			r.Experience = 1
		}
		r.Won = one && st == InFight
		if r.Won && o.Winner < 0 {
			o.Winner = i
		}
	}
	return o
}

// out takes man i out of the fight.
func (f *Fight) out(i int, s Status) {
	m := &f.men[i]
	f.cancel(i)
	was := m.st.Status
	m.st.Status = s
	if was == InFight {
		f.sides = f.sidesLeft()
	}
	for j := range f.men {
		f.men[j].near = 0 // he may have been someone's nearest
	}
	m.st.Needs = false
	m.st.Fleeing = false
	// whoever gripped him lets go; his own grip ends
	for j := range f.men {
		o := &f.men[j]
		if o.st.Grip == i+1 || m.st.Grip == j+1 {
			f.endStruggle(i, j)
		}
		if o.st.Grip == i+1 {
			o.st.Grip, o.st.Holding, o.st.ForGun, o.st.Loose, o.st.DexWins = 0, false, 0, false, 0
		}
	}
	m.st.Grip, m.st.Holding, m.st.ForGun, m.st.Loose, m.st.DexWins = 0, false, 0, false, 0
	if m.st.Pressing != 0 {
		f.release(i) // GUD-17: he is no longer there to hold it
	}
	if m.st.StaunchedBy != 0 && s != Down { // (his own staunch was cancelled above)
		f.interrupt(i, "he is out of the fight") // GUD-17: nobody to staunch
	}
}

// end closes the fight with a reason and returns its Ended event (nil when
// it was over already).
func (f *Fight) end(why string) *Event {
	if f.over {
		return nil
	}
	f.over = true
	for i := range f.men {
		f.cancel(i)
	}
	f.reason = why
	if f.noLog {
		return nil
	}
	e := f.grow()
	e.When, e.Kind, e.Note = f.now, Ended, why
	return e
}

// sidesLeft counts the sides with a man in the fight.
func (f *Fight) sidesLeft() int {
	n := 0
	for i := range f.men {
		if f.men[i].st.Status != InFight {
			continue
		}
		seen := false
		for j := range i {
			if f.men[j].st.Status == InFight && f.men[j].side == f.men[i].side {
				seen = true
				break
			}
		}
		if !seen {
			n++
		}
	}
	return n
}

// standing ends the fight when at most one side is left: the event names
// the first man standing.
func (f *Fight) standing() {
	first, n := -1, 0
	for i := range f.men {
		if f.men[i].st.Status == InFight {
			if first < 0 {
				first = i
			}
			n++
		}
	}
	var e *Event
	switch n {
	case 0:
		e = f.end("nobody is left standing")
	case 1:
		e = f.end("left standing")
	default:
		e = f.end(f.men[first].sh.Pronoun.Choose("left standing with his side", "left standing with her side", "left standing with their side"))
	}
	if e != nil && first >= 0 {
		e.Who, e.WhoPronoun = f.men[first].name()
	}
}
