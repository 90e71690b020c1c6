package main

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/brawl"
	"github.com/deadmanshand/aces/dice"
)

// The brawlers of the Long Branch: the player is the first, the others
// play built-in strategies.
var cast = []struct {
	who   brawl.Brawler
	plays brawl.Strategy
	spot  int
	trade string
}{
	{brawl.Brawler{Name: "Ned Barlow", Str: 13, Int: 10, Wis: 11, Dex: 13, Con: 12, ToHit: 1, DamageMod: 1, HitPoints: 21},
		brawl.Person, 0, "a trail hand paid off this morning"},
	{brawl.Brawler{Name: "Swede Larsen", Str: 17, Int: 9, Wis: 10, Dex: 9, Con: 15, DamageMod: 2, HitPoints: 26},
		brawl.Cautious, 0, "a freighter, slow to anger"},
	{brawl.Brawler{Name: "Kid Marlowe", Str: 10, Int: 12, Wis: 13, Dex: 15, Con: 10, ToHit: 2, HitPoints: 17},
		brawl.Aggressive, 1, "a young gambler with fast hands"},
}

// saloon is a brawl at the terminal: the player is seat 0 of the cast.
type saloon struct {
	*brawl.Brawl
	menu []string // the choices ask last listed
}

// newSaloon seats the cast, rolling the dice of seed, and says who is
// who.
func newSaloon(seed uint64) (*saloon, string, error) {
	var s brawl.Setup
	for _, c := range cast {
		s.Brawlers = append(s.Brawlers, brawl.Entrant{Brawler: c.who, Decider: c.plays, Spot: c.spot})
	}
	b, err := brawl.New(s, dice.NewSource(seed))
	if err != nil {
		return nil, "", err
	}
	intro := []string{fmt.Sprintf("A brawl at the Long Branch (seed %d):", seed)}
	st := b.State()
	for i, c := range cast {
		who := "you"
		if name := st.Deciders[i]; name != "person" {
			who = "plays " + name
		}
		intro = append(intro, fmt.Sprintf("  %d %s, %s, at %s (%s)", i, c.who.Name, c.trade, st.Spots[c.spot], who))
	}
	return &saloon{Brawl: b}, strings.Join(intro, "\n"), nil
}

// resumeSaloon continues a brawl saved by the save command.
func resumeSaloon(data []byte) (table, error) {
	b, err := brawl.Resume(data)
	if err != nil {
		return nil, err
	}
	return &saloon{Brawl: b}, nil
}

// told returns the events from event from on, as table talk.
func (s *saloon) told(from int) ([]string, int) {
	return lines(s.Events(), from)
}

// ask returns what seat i is told (Tell) and the choices he may answer
// (Choices, less the lines that give a number's range, which Tell says
// too) as the menu lists them.
func (s *saloon) ask(i int) (string, []string) {
	s.menu = s.menu[:0]
	for _, c := range s.Choices(i) {
		if !strings.HasPrefix(c, "  ") {
			s.menu = append(s.menu, c)
		}
	}
	return s.Tell(i), s.menu
}

// pick decides choice k of the menu ask last listed.
func (s *saloon) pick(i, k int) error {
	if k < 0 || k >= len(s.menu) {
		return fmt.Errorf("no option %d", k+1)
	}
	return s.Answer(i, s.menu[k])
}

// answer decides the choice seat i typed, as Choice.String prints it.
func (s *saloon) answer(i int, text string) error { return s.Answer(i, text) }

// result tells who is left standing and how each brawler came out.
func (s *saloon) result() []string {
	o := s.Outcome()
	winner := "nobody is the last man standing"
	if o.Winner >= 0 && o.Winner < len(o.Results) {
		winner = o.Results[o.Winner].Name + " is the last man standing"
	}
	out := []string{fmt.Sprintf("Outcome after %d rounds: %s.", o.Rounds, winner)}
	for _, r := range o.Results {
		out = append(out, fmt.Sprintf("%s — %s, %v left, %d hp", r.Name, r.Condition, r.Stack, r.HP))
	}
	return out
}
