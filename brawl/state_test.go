package brawl

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
)

// saved plays a seeded three-man brawl for a few rounds and saves it.
func saved(t *testing.T, rounds int) (*Brawl, []byte) {
	t.Helper()
	b, err := newBrawl(Config{}, dice.NewSource(42))
	if err != nil {
		t.Fatal(err)
	}
	b.join(jake(), Aggressive)
	b.join(bill(), Cautious)
	b.join(slim(), Random)
	for range rounds {
		if _, err := round(b); err != nil {
			t.Fatal(err)
		}
	}
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return b, data
}

func TestState(t *testing.T) {
	t.Run("a saved brawl loads back to the same state and saves to the same bytes", func(t *testing.T) {
		b, data := saved(t, 3)
		r, err := Resume(data)
		if err != nil {
			t.Fatal(err)
		}
		again, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		if string(again) != string(data) {
			t.Errorf("round trip changed the save:\n%s\n%s", data, again)
		}
		if d := cmp.Diff(b.Events(), r.Events()); d != "" {
			t.Errorf("events (-want +got):\n%s", d)
		}
		if r.round != 3 || r.ledger != b.ledger || r.pot.Plus(r.carry) != b.pot.Plus(b.carry) {
			t.Errorf("round %d ledger %+v pot %v", r.round, r.ledger, r.pot.Plus(r.carry))
		}
	})
	t.Run("a custom strategy without Name and Version cannot be saved", func(t *testing.T) {
		b, err := newBrawl(Config{}, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		b.join(jake(), &plan{})
		b.join(bill(), Cautious)
		_, err = json.Marshal(b)
		wantErr(t, err, ErrState, "seat 0 (Jake)", "has no Name() and Version()")
	})
	t.Run("a brawl whose dice cannot be saved or restored says so", func(t *testing.T) {
		b, err := newBrawl(Config{}, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		b.join(jake(), Cautious)
		b.join(bill(), Cautious)
		_, err = json.Marshal(b)
		wantErr(t, err, ErrRand, "cannot be saved")
	})
	t.Run("Resume names what is wrong, wrapping ErrState", func(t *testing.T) {
		_, data := saved(t, 2)
		for _, c := range []struct {
			name, old, new string
			frag           string
		}{
			{"unknown field", `"version":5`, `"version":5,"extra":2`, "unknown field"},
			{"version", `"version":5`, `"version":4`, "version 4, want 5"},
			{"bad strength", `"str":13`, `"str":99`, "str 99 outside 1..30"},
			{"bad table", `"config":{}`, `"config":{"spots":[]}`, "0 spots"},
			{"bad dice", `"dice":"`, `"dice":"AAAA`, "dice"},
			{"unknown decider", `{"name":"random"}`, `{"name":"lucky"}`, `"lucky" version ""`},
			// Bill (Str 12) bets at most 6 red (BR-2).
			{"a decision the rules refuse", `{"who":1,"do":"bet 3 red"}`, `{"who":1,"do":"bet 7 red"}`, `entry 3 (seat 1: "bet 7 red")`},
			{"a choice not in its one form", `{"who":1,"do":"bet 3 red"}`, `{"who":1,"do":"BET 3  red"}`, `is written "bet 3 red"`},
			{"a seat not asked", `{"who":1,"do":"bet 3 red"}`, `{"who":0,"do":"bet 3 red"}`, "seat 1 is asked to decide here"},
			{"a draw the decider did not make", `"draws":[8]`, `"draws":[8,6]`, "the journal does not replay"},
			{"a point the journal does not reach", `"at":{"round":2,`, `"at":{"round":3,`, "the journal reaches"},
			{"dice the journal does not reach", `"atDice":"cGNnOv5U`, `"atDice":"cGNnOv5V`, "the dice at"},
			{"an entry past the point reached", `"at":{"round":2,"stage":"between","seat":-1}`, `"at":{"round":1,"stage":"between","seat":-1}`, "never reached"},
		} {
			s := strings.Replace(string(data), c.old, c.new, 1)
			if s == string(data) {
				t.Fatalf("%s: %q not in the save", c.name, c.old)
			}
			_, err := Resume([]byte(s))
			wantErr(t, err, ErrState, c.frag)
		}
	})
	t.Run("Reset deals fresh chips and puts everyone back where he was placed", func(t *testing.T) {
		b, _ := saved(t, 4)
		b.seats[2].Spot, b.seats[2].Hand = 3, "chair"
		b.restart()
		if s := b.seats[2]; s.Spot != 0 || s.Hand != "" {
			t.Errorf("Slim at %d with %q", s.Spot, s.Hand)
		}
		if b.round != 0 || len(b.Events()) != 0 || b.seats[0].Stack != (Chips{26, 22, 20}) || b.pot.Plus(b.carry) != (Chips{}) || b.Over() {
			t.Errorf("after Reset: round %d, %d events, %v", b.round, len(b.Events()), b.seats[0].Stack)
		}
		if !b.ledger.balances(b.inPlay()) {
			t.Error("ledger")
		}
	})
}

func TestTables(t *testing.T) {
	t.Run("BR-9 default weapons: chair d4, heavy chair d6, bottles d3 empty, d4 half full or more", func(t *testing.T) {
		want := map[string]string{"chair": "d4p", "heavy chair": "d6p", "empty bottle": "d3p", "bottle": "d4p"}
		ws := DefaultWeapons()
		if err := ws.Validate(); err != nil {
			t.Fatal(err)
		}
		if len(ws) != len(want) {
			t.Errorf("%d weapons", len(ws))
		}
		for _, w := range ws {
			if want[w.Name] != w.Damage.String() {
				t.Errorf("%v", w)
			}
		}
		var back WeaponTable
		if err := json.Unmarshal(mustJSON(t, ws), &back); err != nil {
			t.Fatal(err)
		}
		if len(back) != 4 || back[1].Name != "heavy chair" || back[1].Damage.String() != "d6p" {
			t.Errorf("%v", back)
		}
		err := json.Unmarshal([]byte(`[{"name":"chair","damage":"d4"},{"name":"Chair","damage":"d6"}]`), &back)
		wantErr(t, err, ErrTable, "weapons row 2 (Chair) name: repeats row 1's")
		err = json.Unmarshal([]byte(`[{"name":"stick","damage":"d4-3"}]`), &back)
		wantErr(t, err, ErrTable, "weapons row 1 (stick) damage: d4-3 can roll below 0")
	})
	t.Run("a saloon's spots are named once each", func(t *testing.T) {
		c := Config{Spots: []string{"bar", "Bar"}}
		wantErr(t, c.Validate(), ErrTable, "spots row 2 (Bar): repeats row 1's name")
		c = Config{MaxRounds: -1}
		wantErr(t, c.Validate(), ErrTable, "config maxRounds: -1 outside 0..2500")
	})
	t.Run("a brawler out of range is refused at Join", func(t *testing.T) {
		b, _ := newBrawl(Config{}, dice.NewSource(1))
		for _, c := range []struct {
			mod  func(*Brawler)
			frag string
		}{
			{func(b *Brawler) { b.Name = " " }, "name"},
			{func(b *Brawler) { b.Dex = 0 }, "dex 0 outside 1..30"},
			{func(b *Brawler) { b.ToHit = 11 }, "toHit 11"},
			{func(b *Brawler) { b.HitPoints = 0 }, "hitPoints 0"},
			{func(b *Brawler) { b.DieMod = 2 }, "dieMod 2"},
			{func(b *Brawler) { b.Pronoun = 3 }, "pronoun Pronoun(3): want he, she or they"},
			{func(b *Brawler) { b.Weapon = &Weapon{Name: "knife"} }, "no damage dice"},
		} {
			br := jake()
			c.mod(&br)
			_, err := b.join(br, Cautious)
			wantErr(t, err, ErrBrawler, c.frag)
		}
		_, err := New(Setup{Brawlers: []Entrant{{Brawler: jake()}, {Brawler: Brawler{Name: "JAKE", Str: 10, Int: 10, Wis: 10, Dex: 10, Con: 10, HitPoints: 10}}}}, dice.NewSource(1))
		wantErr(t, err, ErrBrawler, `brawlers 1 and 2 are both named "JAKE"`)
	})
}

// sheet stands for a character model of someone else's.
type sheet struct{ rep int }

func (sheet) Abilities() (int, int, int, int, int) { return 13, 10, 11, 12, 9 }
func (sheet) ToHit() int                           { return 1 }
func (sheet) DamageModifier() int                  { return 1 }
func (sheet) MaxHitPoints() int                    { return 20 }
func (s sheet) Standing() (int, int)               { return s.rep, 0 }

// woman is a character model of someone else's that has a pronoun.
type woman struct{ sheet }

func (woman) Pronoun() Pronoun { return She }

func TestNewBrawler(t *testing.T) {
	t.Run("NewBrawler reads the pronoun of a model that has one", func(t *testing.T) {
		if b, err := NewBrawler("Kate", woman{sheet{40}}); err != nil || b.Pronoun != She {
			t.Errorf("Pronoun %v, %v; want she", b.Pronoun, err)
		}
		if b, err := NewBrawler("Jake", sheet{40}); err != nil || b.Pronoun != He {
			t.Errorf("Pronoun %v, %v without a method; want he", b.Pronoun, err)
		}
	})
	t.Run("DID-1 NewBrawler reads any character model, and its Reputation's die modifier", func(t *testing.T) {
		for _, c := range []struct {
			rep, want int
		}{{3, -1}, {40, 0}, {80, 1}} {
			got, err := NewBrawler("Jake", sheet{c.rep})
			if err != nil {
				t.Fatal(err)
			}
			want := jake()
			want.DieMod = c.want
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("Reputation %d (-want +got):\n%s", c.rep, d)
			}
		}
	})
}
