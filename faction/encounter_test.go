package faction

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"github.com/google/go-cmp/cmp"
)

func TestEncounterCard(t *testing.T) {
	// The example town: ♦ Cattlemen, ♠ Law, ♥ Temperance League, ♣
	// Sporting Crowd. The church is frequented by the League and the Law
	// only; the Silver Spur and Main Street by all.
	tests := []struct {
		name     string
		card     string
		location string
		face     int // the happening die, on a joker
		kind     EventKind
		faction  string
		member   string
		event    string
	}{
		{"FA-1 the suit names the faction, the rank the member", "J♣", "the Silver Spur saloon", 0, Encountered, "sporting", "Kid Dorsey, the house gun", ""},
		{"FA-1 a king is the faction's head", "K♦", "the Cattlemen's Bank", 0, Encountered, "cattlemen", "Colonel Ashby Holt", ""},
		{"FA-1 an ace", "A♥", "Main Street", 0, Encountered, "temperance", "the Reverend Josiah Penn", ""},
		{"FA-1 a range of ranks: 2..6 of the Law", "6♠", "the First Methodist church", 0, Encountered, "law", "a townsman sworn in for the posse", ""},
		{"FA-1 a range of ranks: 7..10 of the Law", "7♠", "the First Methodist church", 0, Encountered, "law", "a deputy marshal", ""},
		{"FA-1 a faction that keeps away from a place leaves only townsfolk", "5♣", "the First Methodist church", 0, Townsfolk, "sporting", "", ""},
		{"FA-1 a joker brings a happening", "Joker", "Main Street", 2, Happened, "", "", "a dust storm closes the roads until tomorrow"},
		{"FA-1 the second joker too", "Joker 2", "the livery and stock pens", 6, Happened, "", "", "a stranger at the hotel asks for one of the characters by name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newLedger(t, nil)
			var faces []int
			if tt.face > 0 {
				faces = []int{tt.face}
			}
			script := dicetest.NewScript(t, faces...)
			l.r = script
			ev, err := l.EncounterCard(card(t, tt.card), tt.location)
			if err != nil {
				t.Fatal(err)
			}
			script.Done()
			if ev.Kind != tt.kind || ev.Faction != tt.faction || ev.Member != tt.member || ev.Happening != tt.event ||
				ev.Location != tt.location || ev.Card != card(t, tt.card) {
				t.Errorf("%v: %+v", tt.card, ev)
			}
		})
	}

	t.Run("FA-1 a suit without a faction brings townsfolk", func(t *testing.T) {
		town := DefaultTown()
		town.Factions[3].Suit = ""
		l, err := NewLedger(town, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		ev, err := l.EncounterCard(card(t, "Q♣"), "Main Street")
		if err != nil || ev.Kind != Townsfolk || ev.Faction != "" {
			t.Errorf("%+v, %v", ev, err)
		}
	})
}

func TestEncounterPresent(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", map[string]int{"law": 3})
	arrive(t, l, "Sarah", map[string]int{"law": 5})
	arrive(t, l, "Doc", map[string]int{"law": 5})
	arrive(t, l, "Kid", nil)
	tests := []struct {
		present []string
		who     string
		chips   int
		step    Step
	}{
		{[]string{"Jake", "Sarah"}, "Sarah", 5, Warn},
		{[]string{"Jake"}, "Jake", 3, Watch},
		{[]string{"Doc", "Jake", "Sarah"}, "Doc", 5, Warn}, // a tie goes to the first named
		{[]string{"Sarah", "Doc"}, "Sarah", 5, Warn},
		{[]string{"Kid"}, "", 0, NoStep}, // no interest: the deputy is just passing
		{nil, "", 0, NoStep},
	}
	for _, tt := range tests {
		ev, err := l.EncounterCard(card(t, "J♠"), "Main Street", tt.present...)
		if err != nil {
			t.Fatal(err)
		}
		if ev.Member != "Deputy Cole Harlan" || ev.Character != tt.who || ev.Interest != tt.chips || ev.Step != tt.step {
			t.Errorf("FA-1 present %q: %+v; want %s at %d (%v)", tt.present, ev, tt.who, tt.chips, tt.step)
		}
	}
}

func TestWhoActsCard(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", map[string]int{"cattlemen": 12})
	tests := []struct {
		name, card, member string
	}{
		{"FA-1 the rank names the member who acts", "9♦", "a range rider of the Association"},
		{"FA-1 whatever the suit", "9♥", "a range rider of the Association"},
		{"FA-1 a joker brings the faction's head", "Joker 2", "Colonel Ashby Holt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ev, err := l.WhoActsCard(card(t, tt.card), "cattlemen", "Jake")
			if err != nil {
				t.Fatal(err)
			}
			want := Event{
				Kind: Acts, Faction: "cattlemen", FactionName: "the Cattlemen's Association", Colour: "red",
				Character: "Jake", Interest: 12, Step: OfferWork, Does: "the Colonel offers riding wages, forty dollars a month and found",
				Card: card(t, tt.card), Member: tt.member,
			}
			if diff := cmp.Diff(want, ev); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	ev, err := l.WhoActsCard(card(t, "2♦"), "cattlemen", "")
	if err != nil || ev.Character != "" || ev.Member != "a cowhand riding for the brand" {
		t.Errorf("toward no one: %+v, %v", ev, err)
	}
}

func TestEncounterDraws(t *testing.T) {
	t.Run("FA-1 encounters and actors are drawn from the town's deck", func(t *testing.T) {
		l := newLedger(t, nil)
		*l.Deck() = stacked(t, "Q♥", "Joker", "3♦", "K♠")
		script := dicetest.NewScript(t, 4) // the happening after the joker
		l.r = script
		var got []string
		for range 3 {
			ev, err := l.Encounter("Main Street")
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, ev.Member+ev.Happening)
		}
		ev, err := l.WhoActs("temperance", "")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, ev.Member)
		script.Done()
		want := []string{
			"Mrs. Hester Penn, the Reverend's wife",
			"the circuit judge arrives: there will be trials this week",
			"a cowhand riding for the brand",
			"Mrs. Prudence Ashworth, president of the League", // K♠, read by rank only
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("(-want +got):\n%s", diff)
		}
		if n := l.Deck().Remaining(); n != 50 {
			t.Errorf("%d cards left, want 50", n)
		}
	})

	t.Run("an empty deck is reshuffled", func(t *testing.T) {
		l := newLedger(t, nil)
		for range 54 {
			if _, err := l.Deck().Draw(nil); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := l.Encounter("Main Street"); err != nil {
			t.Fatal(err)
		}
		if n := l.Deck().Remaining(); n != 53 {
			t.Errorf("%d cards left after the reshuffle, want 53", n)
		}
	})

	t.Run("a deck that may not be reshuffled runs out", func(t *testing.T) {
		l := newLedger(t, nil)
		l.Deck().Policy = dice.Never
		for range 54 {
			if _, err := l.Deck().Draw(nil); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := l.Encounter("Main Street"); !errors.Is(err, ErrCard) || !errors.Is(err, dice.ErrDeckEmpty) {
			t.Errorf("error %v, want ErrCard and dice.ErrDeckEmpty", err)
		}
		if _, err := l.WhoActs("law", ""); !errors.Is(err, ErrCard) {
			t.Errorf("error %v, want ErrCard", err)
		}
	})
}

func TestEncounterErrors(t *testing.T) {
	l := newLedger(t, nil)
	arrive(t, l, "Jake", nil)
	before := l.Deck().Remaining()
	// An unknown name lists the names the town has (Judas Crossing's, as
	// judas_crossing.json gives them).
	_, err := l.Encounter("the opera house", "Jake")
	if want := `faction: unknown location: Judas Crossing has no location "the opera house": want "the Silver Spur saloon", "Main Street", "the livery and stock pens", "the Cattlemen's Bank", "the marshal's office", "the First Methodist church" or "the Drovers' Hotel"`; !errors.Is(err, ErrLocation) || err.Error() != want {
		t.Errorf("unknown location: %v\nwant %s", err, want)
	}
	if _, err := l.Encounter("Main Street", "Jake", "Doc"); !errors.Is(err, ErrCharacter) {
		t.Errorf("stranger present: %v", err)
	}
	if _, err := l.EncounterCard(0, "Main Street"); !errors.Is(err, ErrCard) {
		t.Errorf("no card: %v", err)
	}
	_, err = l.WhoActs("railroad", "Jake")
	if want := `faction: unknown faction: Judas Crossing has no faction "railroad": want "cattlemen", "law", "temperance" or "sporting" (or a faction's name)`; !errors.Is(err, ErrFaction) || err.Error() != want {
		t.Errorf("unknown faction: %v\nwant %s", err, want)
	}
	if _, err := l.WhoActs("law", "Doc"); !errors.Is(err, ErrCharacter) {
		t.Errorf("stranger: %v", err)
	}
	if _, err := l.WhoActsCard(99, "law", "Jake"); !errors.Is(err, ErrCard) {
		t.Errorf("bad card: %v", err)
	}
	if after := l.Deck().Remaining(); after != before {
		t.Errorf("refused draws took %d cards", before-after)
	}
}
