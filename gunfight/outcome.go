package gunfight

// Result is one man's part in a fight's outcome.
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
	Ended  Count    `json:"ended"`
	Winner int      `json:"winner"`
	Reason string   `json:"reason"`
	Men    []Result `json:"men"`
}

// Outcome returns the outcome so far (final once Over). Its Men slice
// aliases a buffer of the fight, reused by the next call.
func (f *Fight) Outcome() Outcome {
	// Each result is written field by field in place, and the sides left
	// are read from f.sides, which reset, Resume and out keep equal to
	// sidesLeft (a man's status changes nowhere else).
	o := Outcome{Ended: f.now, Winner: -1, Men: f.results}
	if n := len(f.events); n > 0 && f.events[n-1].Kind == Ended {
		o.Reason = f.events[n-1].Note
	}
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
		r.Wounds = len(m.pat.Wounds())
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
