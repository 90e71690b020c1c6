package main

import (
	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/examples/internal/cli"
	"github.com/deadmanshand/aces/faction"
)

// locals are the two men of Judas Crossing who join the brawl, and the
// faction that cares when a stranger knocks one of them out.
var locals = []struct {
	b        brawl.Brawler
	s        brawl.Strategy
	portrait string
	faction  string
}{
	{brawl.Brawler{Name: "Curly Bates", Str: 14, Int: 9, Wis: 10, Dex: 12, Con: 13, DamageMod: 1, HitPoints: 23},
		brawl.Aggressive, "a Bar-H drover with a snootful of forty-rod", "cattlemen"},
	{brawl.Brawler{Name: "Swede Nilsson", Str: 16, Int: 8, Wis: 9, Dex: 9, Con: 15, DamageMod: 2, HitPoints: 25},
		brawl.Cautious, "the Silver Spur's bouncer", "sporting"},
}

// saloonWitnesses saw everything that happened in the Silver Spur.
var saloonWitnesses = []string{"Belle Ransome", "Doc Fenwick", "the faro table"}

// dirty is a brawler who fights like brawl.Aggressive, but hits below the
// belt (a Low Blow, rule BR-9, which costs him Reputation) at his first
// chance, and again whenever he is getting the worst of it — fewer than three
// quarters of the chips he started with. He keeps two blue chips out of his
// bets to pay for it, and never spends chips countering another man's blow.
type dirty struct {
	brawl.Strategy     // brawl.Aggressive
	thrown         int // Low Blows thrown so far
}

// Turn throws a Low Blow at the man Aggressive would attack, when the blow
// is legal and dirty has not thrown one yet or is losing; otherwise
// Aggressive's turn.
func (d *dirty) Turn(v *brawl.View) brawl.Turn {
	t := d.Strategy.Turn(v)
	if t.Target == brawl.Nobody || t.Special == brawl.Move {
		return t
	}
	me := v.Self().Brawler
	start := brawl.StartingChips(me.Str, me.Int, me.Wis, me.Dex, me.Con, false)
	if d.thrown > 0 && v.Self().Stack.Total()*4 >= start.Total()*3 {
		return t
	}
	if low := (brawl.Turn{Target: t.Target, Special: brawl.LowBlow}); v.Legal(low) {
		d.thrown++
		return low
	}
	return t
}

// Bet bets as Aggressive does, keeping two blue chips back for a Low Blow.
func (d *dirty) Bet(v *brawl.View, c brawl.Colour) int {
	n := d.Strategy.Bet(v, c)
	if c == brawl.Blue {
		n = min(n, max(0, v.Self().Stack.Blue-2))
	}
	return n
}

// Counter never opposes another man's special action.
func (d *dirty) Counter(*brawl.View, int, brawl.Turn) bool { return false }

// told are the brawl events worth telling: blows that land, low blows,
// men picking up a chair, going down and the end. Bets, misses and chips
// changing hands are left out.
func told(e brawl.Event) bool {
	switch e.Kind {
	case brawl.Attacks:
		return e.Blow.Hit
	case brawl.LosesReputation, brawl.Moves, brawl.KnockOut, brawl.Falls, brawl.Dies, brawl.BrawlEnds:
		return true
	}
	return false
}

// saloon is scene 3: the two riders and two locals brawl in the Silver Spur
// (package brawl), the rider with the lower Reputation fighting dirty. Each
// rider's sheet becomes a brawl.Brawler (brawl.NewBrawler, his condition
// with it), and takes the brawl's consequences after it
// (character.Sheet.Apply): the hit points he lost as one brawling wound,
// his Low Blows' Reputation, the winner's. The deeds the saloon witnessed
// become faction chips. Then the hour to sundown passes on each rider's
// clock. Draws: the brawl's, as brawl.Brawl.Step documents, then each
// rider's timeline over the brawl and the hour after.
func (t *town) saloon(r *dice.Source) error {
	dirtyOne := 0
	if t.men[1].sheet.Reputation < t.men[0].sheet.Reputation {
		dirtyOne = 1
	}
	t.say("Evening at the Silver Spur. Somebody jostles somebody's elbow at the bar, and the whiskey goes over.")
	var setup brawl.Setup
	var hows []string
	for i, m := range t.men {
		s := brawl.Aggressive
		how := "fights to hurt"
		if i == dirtyOne {
			s, how = &dirty{Strategy: brawl.Aggressive}, "fights dirty"
		}
		br, err := brawl.NewBrawler(m.name(), m.sheet)
		if err != nil {
			return err
		}
		m.mark(sceneBrawl, false, nil)
		setup.Brawlers = append(setup.Brawlers, brawl.Entrant{Brawler: br, Decider: s})
		hows = append(hows, m.name()+" "+how)
	}
	for _, l := range locals {
		setup.Brawlers = append(setup.Brawlers, brawl.Entrant{Brawler: l.b, Decider: l.s})
		hows = append(hows, l.b.Name+", "+l.portrait)
	}
	b, err := brawl.New(setup, r)
	if err != nil {
		return err
	}
	for i, how := range hows {
		st := b.State().Seats[i]
		t.say("%s: %v, %d hit points", how, st.Stack, st.HP)
	}
	if _, err := b.Run(); err != nil {
		return err
	}
	events, screen := b.Events(), b.State()
	t.say("")
	// Who last landed a blow on each man: the credit for knocking him out.
	last := make([]int, len(screen.Seats))
	for i := range last {
		last[i] = -1
	}
	knocked := [2][]int{} // the seats each rider put down
	lowBlows := [2]int{}
	t.brawlKiller = -1
	for _, e := range events {
		if told(e) {
			t.say("%s", e)
		}
		switch e.Kind {
		case brawl.Attacks:
			if e.Blow.Hit && e.Target >= 0 {
				last[e.Target] = e.Actor
			}
		case brawl.KnockOut:
			if by := last[e.Actor]; by >= 0 && by < 2 {
				knocked[by] = append(knocked[by], e.Actor)
			}
		case brawl.Dies:
			if by := last[e.Actor]; by >= 0 && by < 2 && t.brawlKiller < 0 {
				t.brawlKiller, t.brawlVictim = by, e.Who
			}
		}
	}
	t.say("")
	for _, s := range screen.Seats {
		t.say("%s: %s, %v, %s", s.Brawler.Name, s.Condition, s.Stack, cli.Count(s.HP, "hit point"))
	}

	// What the brawl did to each rider: his sheet takes its consequences —
	// the hit points he lost as one brawling wound (WOD-7), a Low Blow's
	// Reputation (BR-9), the winner's — in one call.
	for i, m := range t.men {
		c, err := b.Consequences(i, t.deeds)
		if err != nil {
			return err
		}
		for _, a := range c.Awards {
			if a.Why == brawl.LowBlowDeed {
				lowBlows[i]++
			}
		}
		if _, err := t.take(i, c, r); err != nil {
			return err
		}
		m.mark(sceneBrawl, true, nil)
	}

	// What the Silver Spur saw becomes the factions' interest.
	winner := screen.Winner
	for i, m := range t.men {
		d := faction.Deed{Character: m.name(), Witnesses: saloonWitnesses}
		switch {
		case winner == i:
			d.What = "was the last man standing in a brawl at the Silver Spur"
			err = t.interestAward(d, factionChips{"sporting", 3}, factionChips{"law", 1})
		default:
			d.What = "traded punches in a brawl at the Silver Spur"
			err = t.interestAward(d, factionChips{"sporting", 1})
		}
		if err != nil {
			return err
		}
		for _, k := range knocked[i] {
			s := screen.Seats[k]
			d.What = "knocked " + s.Brawler.Name + " cold"
			f := "sporting"
			if k >= 2 {
				f = locals[k-2].faction
			}
			if err := t.interestAward(d, factionChips{f, 2}); err != nil {
				return err
			}
		}
		if t.brawlKiller == i {
			d.What = "beat " + t.brawlVictim + " to death in the Silver Spur"
			if err := t.interestAward(d, factionChips{"law", 5}, factionChips{"temperance", 3}, factionChips{"sporting", 2}); err != nil {
				return err
			}
		}
		if lowBlows[i] > 0 {
			d.What = "hit below the belt in a saloon brawl"
			if err := t.interestAward(d, factionChips{"temperance", 1}, factionChips{"sporting", 1}); err != nil {
				return err
			}
		}
	}

	// How each rider leaves the Silver Spur, and the hour to sundown.
	for _, m := range t.men {
		switch err := m.sheet.Fit(); {
		case m.dead():
			t.say("%s is dead on the sawdust of the Silver Spur.", m.name())
		case err != nil:
			t.say("%s is carried out of the Silver Spur at %s.", m.name(), cli.Count(m.sheet.HitPointsLeft(), "hit point"))
		}
		evs, err := m.pass(duelAt, r)
		if err != nil {
			return err
		}
		t.tell(evs)
	}
	return nil
}
