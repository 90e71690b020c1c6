package brawl

// Outcome is how a brawl ended — or stands, while it goes on.
type Outcome struct {
	// Ended is the round the brawl ended in; 0 while it goes on.
	Ended int `json:"ended"`
	// Winner is the seat of the last man standing, or −1: nobody left, the
	// round limit ended it with several still in, or it goes on.
	Winner int `json:"winner"`
	// Results has one entry per seat, in setup order.
	Results []Result `json:"results"`
	// Rounds is the number of rounds played (begun, while one is under
	// way).
	Rounds int `json:"rounds"`
	// Ledger is the chip accounts (BR-10).
	Ledger Ledger `json:"ledger"`
}

// Result is how one brawler came out of the brawl.
type Result struct {
	Name      string    `json:"name"`
	Condition Condition `json:"condition"` // in the fight, knocked out, fallen or dead
	Stack     Chips     `json:"stack"`     // the chips left in his stacks
	HP        int       `json:"hp"`        // hit points left
}

// Outcome returns how the brawl ended, or stands now.
func (b *Brawl) Outcome() Outcome {
	o := Outcome{Winner: b.winner, Rounds: b.round, Ledger: b.ledger, Results: make([]Result, len(b.seats))}
	if b.over {
		o.Ended = b.round
	}
	for i := range b.seats {
		s := &b.seats[i]
		o.Results[i] = Result{Name: s.Brawler.Name, Condition: s.Condition, Stack: s.Stack, HP: s.HP}
	}
	return o
}
