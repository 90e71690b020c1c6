package brawl

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/reputation"
)

func TestSpecialTable(t *testing.T) {
	t.Run("BR-9 the default table holds every special action with the costs of the English rules", func(t *testing.T) {
		tab := DefaultSpecials()
		if err := tab.Validate(); err != nil {
			t.Fatal(err)
		}
		one, two := Chips{1, 1, 1}, Chips{2, 2, 2}
		for _, c := range []struct {
			s          Special
			cost, alt  Chips
			red, blue  int
			weapon     int
			drain      Chips
			penalty    Chips
			stand      Chips
			stun, repu int
		}{
			{s: Move, cost: Chips{Blue: 1}},
			{s: UseWeapon, cost: one},
			{s: CounterAction, cost: two},
			{s: BodyBlow, cost: Chips{Red: 2}, drain: Chips{White: 1}},
			{s: BreakAway, cost: Chips{Red: 2, Blue: 2}},
			{s: BreakHold, cost: Chips{Red: 4}, alt: Chips{Blue: 4}},
			{s: Cross, cost: Chips{Blue: 1, White: 1}, red: 2},
			{s: Grab, cost: Chips{Red: 2}},
			{s: HeadButt, cost: one, penalty: Chips{Blue: 2, White: 1}},
			{s: Haymaker, cost: Chips{Blue: 2, White: 2}, red: 3},
			{s: Hold, cost: Chips{Red: 2, Blue: 2}},
			{s: Hook, cost: Chips{White: 1}, red: 1},
			{s: Jab, cost: Chips{Red: 2}, blue: 2},
			{s: Kick, cost: Chips{Blue: 3, White: 3}, red: 4},
			{s: KidneyPunch, cost: Chips{Blue: 3, White: 1}},
			{s: LowBlow, cost: Chips{Blue: 2}, repu: 1},
			{s: Push, cost: Chips{Red: 2, White: 1}, stand: one},
			{s: RabbitPunch, cost: Chips{Blue: 4}, red: 3},
			{s: Spur, cost: Chips{Blue: 3}, weapon: 2},
			{s: Trip, cost: Chips{Blue: 2}},
			{s: Uppercut, cost: one, stun: 4},
		} {
			want := SpecialRule{Special: c.s, Cost: c.cost, Alt: c.alt, Red: c.red, Blue: c.blue, Weapon: c.weapon,
				Drain: c.drain, Penalty: c.penalty, Stand: c.stand, Stun: c.stun, Reputation: c.repu}
			got, ok := tab.rule(c.s)
			if !ok {
				t.Errorf("no row for %v", c.s)
				continue
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%v (-want +got):\n%s", c.s, d)
			}
		}
		if len(tab) != int(numSpecials)-1 {
			t.Errorf("%d rows, want %d", len(tab), numSpecials-1)
		}
	})
	t.Run("the table round-trips through JSON and bad tables name the row", func(t *testing.T) {
		var tab SpecialTable
		data := mustJSON(t, DefaultSpecials())
		if err := tab.UnmarshalJSON(data); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(DefaultSpecials(), tab); d != "" {
			t.Errorf("(-want +got):\n%s", d)
		}
		bad := DefaultSpecials()
		bad[3].Cost.Red = -1
		err := bad.Validate()
		wantErr(t, err, ErrTable, "specials row 4 (body blow) cost: -1 red outside 0..20")
		var te *TableError
		if !errors.As(err, &te) || te.Table != "specials" || te.Row != 4 || te.Name != "body blow" || te.Field != "cost" {
			t.Errorf("error %#v does not name the table, row, action and field", te)
		}
		bad = DefaultSpecials()[1:]
		wantErr(t, bad.Validate(), ErrTable, "no row for moving")
		bad = append(DefaultSpecials(), SpecialRule{Special: Hook})
		wantErr(t, bad.Validate(), ErrTable, "specials row 22 (hook) special: repeats row 12's")
		for _, name := range []string{"Head Butt", "head-butt", "kidney_punch", "MOVING"} {
			if _, err := parseSpecial(name); err != nil {
				t.Errorf("parseSpecial(%q): %v", name, err)
			}
		}
		_, err = parseSpecial("suplex")
		wantErr(t, err, ErrTable, `"suplex"`)
	})
}

func TestSpecials(t *testing.T) {
	// Jake bets 2 red 3 blue and attacks first; Bill bets 1 white. The d20s
	// 15 and 5 hit, 2 and 15 miss.
	for _, c := range []struct {
		s      Special
		cost   Chips
		damage int
		text   string
	}{
		{Cross, Chips{0, 1, 1}, 3, "1+2+2 = 5 damage, −2 for 1 white → 3"},
		{Haymaker, Chips{0, 2, 2}, 4, "1+2+3 = 6 damage, −2 for 1 white → 4"},
		{Hook, Chips{0, 0, 1}, 2, "1+2+1 = 4 damage, −2 for 1 white → 2"},
		{Jab, Chips{2, 0, 0}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{RabbitPunch, Chips{0, 4, 0}, 4, "1+2+3 = 6 damage, −2 for 1 white → 4"},
		{KidneyPunch, Chips{0, 3, 1}, 3, "1+2 = 3 damage, his 1 white does not count"},
		{BodyBlow, Chips{2, 0, 0}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{Uppercut, Chips{1, 1, 1}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{HeadButt, Chips{1, 1, 1}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{LowBlow, Chips{0, 2, 0}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{Trip, Chips{0, 2, 0}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{Push, Chips{2, 0, 1}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{Grab, Chips{2, 0, 0}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
		{Hold, Chips{2, 2, 0}, 1, "1+2 = 3 damage, −2 for 1 white → 1"},
	} {
		t.Run("BR-9 "+c.s.title()+": costs "+c.cost.String()+", out of the game; lands for its damage and effect", func(t *testing.T) {
			bl := &spy{plan: plan{bets: []Chips{{0, 2, 1}}}}
			b, sc := table(t, Config{}, []int{15, 5},
				jake(), &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: c.s}}},
				bill(), bl)
			evs := play(t, b)
			sc.Done()
			if got := b.ledger.Spent; got != c.cost {
				t.Errorf("spent %v, want %v", got, c.cost)
			}
			if w := one(t, evs, WinsPot); w.Chips != (Chips{2, 5, 3}) {
				t.Errorf("the pot holds %v, want only the bets and antes 2 red 5 blue 3 white", w.Chips)
			}
			a := one(t, evs, Attacks)
			bonus := 3
			if c.s == Jab {
				bonus = 5
			}
			want := "round 1: Jake's " + c.s.String() + " lands on Bill: d20 15 +" + itoa(bonus) + " = " + itoa(15+bonus) + " > 5 (d20 5 +0); " + c.text
			if a.String() != want || a.Blow.Damage != c.damage {
				t.Errorf("got  %s\nwant %s", a, want)
			}
			d := one(t, evs, Declares)
			if d.String() != "round 1: Jake declares "+c.s.withArticle()+" against Bill, paying "+c.cost.String() {
				t.Errorf("%s", d)
			}
			bill := b.seats[1]
			// Bill's effects, seen at his turn (he bet 2 blue 1 white).
			var count Chips
			if len(bl.counts) > 0 {
				count = bl.counts[0]
			}
			switch c.s {
			case BodyBlow:
				if e := one(t, evs, Drained); e.String() != "round 1: Bill loses 1 white from his stack to the body blow" {
					t.Errorf("%s", e)
				}
				if bill.Stack.White != 21 { // 24 − 1 ante − 1 bet − 1 drained
					t.Errorf("Bill %v", bill.Stack)
				}
			case HeadButt:
				if count != (Chips{0, 0, 0}) {
					t.Errorf("head-butted Bill counts %v, want 2 blue and 1 white fewer: nothing", count)
				}
			case LowBlow:
				if count.Blue != 1 {
					t.Errorf("Bill counts %v, want at most 1 blue", count)
				}
				e := one(t, evs, LosesReputation)
				a, ok := e.Award()
				if e.String() != "round 1: Jake loses 1 Reputation for the low blow" || !ok ||
					a != (reputation.Award{Why: "used a low blow in a brawl", Reputation: -1}) {
					t.Errorf("%s: %v", e, a)
				}
			case Trip:
				if count != (Chips{0, 1, 1}) {
					t.Errorf("Bill counts %v, want at most 1 blue 1 white", count)
				}
			case Push:
				if !bill.OnFloor || one(t, evs, CannotAttack).String() != "round 1: Bill is on the floor and cannot attack" {
					t.Errorf("Bill on the floor %v", bill.OnFloor)
				}
			case Grab:
				if bill.Grip != Grabbed || bill.GrippedBy != 0 || count.White != 1 {
					t.Errorf("Bill %v by %d, counts %v", bill.Grip, bill.GrippedBy, count)
				}
			case Hold:
				if bill.Grip != Held || count.White != 0 {
					t.Errorf("Bill %v, counts %v", bill.Grip, count)
				}
			}
			switch c.s {
			case HeadButt, LowBlow, Trip, Push, Grab, Hold:
				if e := one(t, evs, Effect); e.Special != c.s {
					t.Errorf("%s", e)
				}
			}
		})
		t.Run("BR-9 "+c.s.title()+" that misses: the chips are spent, nothing happens", func(t *testing.T) {
			b, sc := table(t, Config{}, []int{2, 15},
				jake(), &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: c.s}}},
				bill(), &plan{bets: []Chips{{0, 2, 1}}})
			evs := play(t, b)
			sc.Done()
			if got := b.ledger.Spent; got != c.cost {
				t.Errorf("spent %v, want %v", got, c.cost)
			}
			if n := len(find(evs, Effect)) + len(find(evs, Drained)) + len(find(evs, Takes)); n != 0 {
				t.Errorf("a missed %v did something:\n%s", c.s, dump(evs))
			}
			if s := b.seats[1]; s.Grip != NoGrip || s.OnFloor || s.Pending != (Pending{}) {
				t.Errorf("Bill %+v", s)
			}
		})
	}

	t.Run("BR-9 special chips are the only way past the bet limits", func(t *testing.T) {
		b, _ := table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{6, 0, 0}}, turns: []Turn{{Target: 1, Special: Haymaker}}}, bill(), &plan{})
		evs := play(t, b)
		if a := one(t, evs, Attacks); a.Blow.Gross != 10 { // 1 + 6 (his limit) + 3
			t.Errorf("%s", a)
		}
	})
	t.Run("BR-9 a special action without the chips is an error", func(t *testing.T) {
		b, _ := table(t, Config{}, nil, jake(), &plan{turns: []Turn{{Target: 1, Special: RabbitPunch}}}, bill(), &plan{})
		setStack(b, 0, Chips{10, 3, 10})
		_, err := round(b)
		wantErr(t, err, ErrChips, "BR-9", "Jake declares a rabbit punch costing 4 blue but holds 10 red 3 blue 9 white")
	})
	t.Run("BR-9 Kick and Spur are for a man on the ground", func(t *testing.T) {
		for _, sp := range []Special{Kick, Spur} {
			b, _ := table(t, Config{}, nil, jake(), &plan{turns: []Turn{{Target: 1, Special: sp}}}, bill(), &plan{})
			_, err := round(b)
			wantErr(t, err, ErrSpecial, "BR-9 "+sp.title(), "on Bill, who is standing")
		}
	})
	t.Run("BR-9 Push: down; Kick +4 red and BRD-4 Spur +2 weapon damage off hit points; next round he pays 1 of each to stand and cannot attack", func(t *testing.T) {
		for _, c := range []struct {
			sp     Special
			text   string
			damage int
			hp     int
		}{
			{Kick, "round 1: Slim's kick lands on Bill: d20 14 +2 = 16 > 3 (d20 3 +0); 1+2+4 = 7 damage, −2 for 1 white → 5", 5, 22},
			{Spur, "round 1: Slim's spur lands on Bill: d20 14 +2 = 16 > 3 (d20 3 +0); 1+2+2 = 5 damage (2 off hit points), −2 for 1 white → 3", 3, 20},
		} {
			var seen []string
			b, sc := table(t, Config{}, []int{15, 5, 14, 3},
				jake(), &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: Push}}},
				bill(), &plan{bets: []Chips{{0, 0, 1}}, seen: &seen, name: "Bill"},
				slim(), &plan{bets: []Chips{{2, 2, 0}}, turns: []Turn{{Target: 1, Special: c.sp}}})
			evs := play(t, b)
			if a := find(evs, Attacks)[1]; a.String() != c.text || a.Blow.Damage != c.damage {
				t.Errorf("got  %s\nwant %s", a, c.text)
			}
			if b.seats[1].HP != c.hp {
				t.Errorf("Bill %d HP, want %d", b.seats[1].HP, c.hp)
			}
			evs = play(t, b)
			sc.Done()
			if e := one(t, evs, StandsUp); e.String() != "round 2: Bill pays 1 red 1 blue 1 white to get back on his feet" {
				t.Errorf("%s", e)
			}
			if e := one(t, evs, CannotAttack); e.String() != "round 2: Bill has just got up and cannot attack this round" {
				t.Errorf("%s", e)
			}
			for _, s := range seen {
				if s == "Bill turn" {
					t.Error("Bill was asked for a turn while down or getting up")
				}
			}
		}
	})
	t.Run("BR-9 Using a Weapon: weapon + Str + red to chips, weapon + Str off hit points; GUD-7 down at 0", func(t *testing.T) {
		j := jake()
		j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
		b, sc := table(t, Config{}, []int{15, 5, 3},
			j, &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: UseWeapon}}},
			bill(), &plan{bets: []Chips{{0, 0, 1}}})
		evs := play(t, b)
		sc.Done()
		want := "round 1: Jake's knife lands on Bill: d20 15 +3 = 18 > 5 (d20 5 +0); knife 3 +1 Str +2 red = 6 damage (4 off hit points), −2 for 1 white → 4"
		if a := one(t, evs, Attacks); a.String() != want {
			t.Errorf("got  %s\nwant %s", a, want)
		}
		if b.seats[1].HP != 18 || one(t, evs, Takes).N != 4 {
			t.Errorf("Bill %d HP", b.seats[1].HP)
		}

		b, _ = table(t, Config{}, []int{15, 5, 3},
			j, &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: UseWeapon}}},
			bill(), &plan{bets: []Chips{{0, 0, 1}}})
		b.seats[1].HP = 3
		evs = play(t, b)
		if e := one(t, evs, Falls); e.String() != "round 1: Bill goes down at −1 hit points" && e.M != -1 {
			t.Errorf("%s", e)
		}
		if !b.Over() || b.winner != 0 || b.seats[1].Condition != Fallen {
			t.Errorf("over %v, winner %d, Bill %v", b.Over(), b.winner, b.seats[1].Condition)
		}

		b, _ = table(t, Config{}, nil, jake(), &plan{turns: []Turn{{Target: 1, Special: UseWeapon}}}, bill(), &plan{})
		_, err := round(b)
		wantErr(t, err, ErrSpecial, "BR-9 Using a Weapon", "Jake uses a weapon with none in hand")
	})
	t.Run("BR-9 BRD-2 Moving: 1 blue, needs no hit and no dice; picks up a chair; the chair hits d4", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{15, 5, 4, 2},
			jake(), &plan{bets: []Chips{{0, 3, 0}, {2, 3, 0}}, turns: []Turn{
				{Target: Nobody, Special: Move, Spot: 1, PickUp: "chair"},
				{Target: 2, Special: UseWeapon}}},
			bill(), &plan{},
			slim(), &plan{})
		b.place(2, 1)
		evs := play(t, b)
		if e := one(t, evs, Declares); e.String() != "round 1: Jake declares moving, paying 1 blue" {
			t.Errorf("%s", e)
		}
		if e := one(t, evs, Moves); e.String() != "round 1: Jake moves to the bar and picks up a chair" {
			t.Errorf("%s", e)
		}
		if s := b.seats[0]; s.Spot != 1 || s.Hand != "chair" || b.ledger.Spent != (Chips{Blue: 1}) {
			t.Errorf("Jake at %d holding %q, spent %v", s.Spot, s.Hand, b.ledger.Spent)
		}
		if sc.Used() != 0 {
			t.Errorf("moving rolled %d dice", sc.Used())
		}
		evs = play(t, b)
		sc.Done()
		// chair d4p: 4 penetrates into a 2: 4 + 1 = 5; +1 Str +2 red = 8.
		want := "round 2: Jake's chair lands on Slim: d20 15 +3 = 18 > 7 (d20 5 +2); chair 5 +1 Str +2 red = 8 damage (6 off hit points)"
		if a := one(t, evs, Attacks); a.String() != want {
			t.Errorf("got  %s\nwant %s", a, want)
		}
	})
	t.Run("BR-9 Moving then attacking a man at the new spot; a grabbed man cannot move", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{15, 5},
			jake(), &plan{turns: []Turn{{Target: 1, Special: Move, Spot: 1}}}, bill(), &plan{})
		b.place(1, 1)
		evs := play(t, b)
		sc.Done()
		if a := one(t, evs, Attacks); a.Special != NoSpecial || !a.Blow.Hit {
			t.Errorf("%s", a)
		}
		b, _ = table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Grab}}},
			bill(), &plan{turns: []Turn{{Target: Nobody, Special: Move, Spot: 1}}})
		_, err := round(b)
		wantErr(t, err, ErrSpecial, "BR-9 Moving", "Bill is grabbed by Jake and cannot move away")
	})
	t.Run("BR-9 BRD-2 Counter Action: 2 of each, a blue auction whose chips leave the game, d20 + blue; ties stop the special action", func(t *testing.T) {
		for _, c := range []struct {
			name    string
			faces   []int
			goes    bool
			text    string
			special Special
			damage  int
		}{
			{"14 against 14 fails", []int{12, 11, 15, 5}, false,
				"round 1: Bill counters Jake's haymaker, paying 2 red 2 blue 2 white: d20 12 +2 = 14 ≤ 14 (d20 11 +3): the haymaker fails",
				NoSpecial, 1},
			{"15 against 14 goes ahead", []int{13, 11, 15, 5}, true,
				"round 1: Bill counters Jake's haymaker, paying 2 red 2 blue 2 white: d20 13 +2 = 15 > 14 (d20 11 +3): the haymaker goes ahead",
				Haymaker, 4},
		} {
			t.Run(c.name, func(t *testing.T) {
				b, sc := table(t, Config{}, c.faces,
					jake(), &plan{bets: []Chips{{2, 3, 0}}, turns: []Turn{{Target: 1, Special: Haymaker}}, raises: []int{2, 0}},
					bill(), &plan{bets: []Chips{{0, 0, 1}}, counter: true, raises: []int{3}})
				evs := play(t, b)
				sc.Done()
				if e := one(t, evs, Counters); e.String() != c.text {
					t.Errorf("got  %s\nwant %s", e, c.text)
				}
				a := one(t, evs, Attacks)
				if a.Special != c.special || a.Blow.Damage != c.damage {
					t.Errorf("%s", a)
				}
				// the haymaker, the counter action and the auction's 2 + 3
				// blue all leave the game (BRD-2).
				if got := b.ledger.Spent; got != (Chips{2, 9, 4}) {
					t.Errorf("spent %v, want 2 red 9 blue 4 white", got)
				}
			})
		}
	})
	t.Run("BR-9 Break Away from a grab: 2 red 2 blue, frees him on a hit; a grabbed man bets at most 1 white", func(t *testing.T) {
		b, sc := table(t, Config{}, []int{15, 5, 14, 3},
			jake(), &plan{bets: []Chips{{0, 3, 0}, {0, 3, 0}}, turns: []Turn{{Target: 1, Special: Grab}}},
			bill(), &plan{bets: []Chips{{}, {0, 5, 1}}, turns: []Turn{{Target: Nobody}, {Target: 0, Special: BreakAway}}})
		play(t, b)
		evs := play(t, b)
		sc.Done()
		if e := one(t, evs, BreaksFree); e.String() != "round 2: Bill breaks free of Jake" {
			t.Errorf("%s", e)
		}
		if b.seats[1].Grip != NoGrip {
			t.Error("still grabbed")
		}
		b, _ = table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Grab}}},
			bill(), &plan{bets: []Chips{{}, {0, 0, 2}}})
		play(t, b)
		_, err := round(b)
		wantErr(t, err, ErrBet, "BR-9 Grab", "Bill bets 2 white, over his limit of 1")
	})
	t.Run("BR-9 Hold: a held man can only break the hold, 4 red or 4 blue, and bets no white", func(t *testing.T) {
		b, _ := table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Hold}}},
			bill(), &plan{turns: []Turn{{Target: 0}}})
		_, err := round(b)
		wantErr(t, err, ErrSpecial, "BR-9 Hold", "Bill is held by Jake and can only try to break the hold")

		b, sc := table(t, Config{}, []int{15, 5, 14, 3},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Hold}}},
			bill(), &plan{turns: []Turn{{Target: 0, Special: BreakHold, Alt: true}}})
		evs := play(t, b)
		sc.Done()
		if e := one(t, evs, BreaksFree); e.Actor != 1 {
			t.Errorf("%s", e)
		}
		if got := b.ledger.Spent; got != (Chips{2, 6, 0}) { // hold 2 red 2 blue, break 4 blue
			t.Errorf("spent %v", got)
		}

		b, _ = table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Hold}}},
			bill(), &plan{bets: []Chips{{}, {0, 0, 1}}})
		play(t, b)
		_, err = round(b)
		wantErr(t, err, ErrBet, "BR-9 Hold", "Bill bets 1 white, over his limit of 0")
	})
	t.Run("BR-9 Head Butt, Low Blow, Trip on a man who has had his turn: they wait for his next round", func(t *testing.T) {
		for _, c := range []struct {
			sp   Special
			bet  Chips
			err  string
			want Chips
		}{
			{HeadButt, Chips{0, 5, 3}, "", Chips{0, 3, 2}},
			{LowBlow, Chips{0, 2, 0}, "BR-9 Low Blow", Chips{}},
			{Trip, Chips{0, 0, 2}, "BR-9 Trip", Chips{}},
		} {
			// Bill (5 blue) attacks first and misses: d20 2 against 19.
			bl := &spy{plan: plan{bets: []Chips{{0, 5, 0}, c.bet}, turns: []Turn{{Target: 0}}}}
			b, _ := table(t, Config{}, []int{2, 19, 15, 5},
				jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: c.sp}}},
				bill(), bl)
			evs := play(t, b)
			if e := one(t, evs, Effect); e.N != 0 {
				t.Errorf("%s", e)
			}
			_, err := round(b)
			if c.err != "" {
				wantErr(t, err, ErrBet, c.err)
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(bl.counts) != 2 || bl.counts[1] != c.want {
				t.Errorf("%v: Bill's bet of %v counts %v, want %v", c.sp, c.bet, bl.counts, c.want)
			}
		}
	})
}

func itoa(n int) string { return itoaTab[n] }

var itoaTab = func() []string {
	s := make([]string, 64)
	for i := range s {
		s[i] = string(rune('0'+i/10)) + string(rune('0'+i%10))
		if i < 10 {
			s[i] = string(rune('0' + i))
		}
	}
	return s
}()

func TestSpecialsMore(t *testing.T) {
	t.Run("BR-8 BR-9 Uppercut stuns at ¼ of the remaining white; a punch needs ½", func(t *testing.T) {
		for _, c := range []struct {
			sp   Special
			want string
		}{
			{Uppercut, "round 1: Bill is partially stunned for next round: the uppercut's 2 damage ≥ ¼ of 8 white"},
			{NoSpecial, ""},
		} {
			// Jake bets 1 red: 1+1 = 2 damage; Bill holds 8 white after his ante.
			b, sc := table(t, Config{}, []int{15, 5},
				jake(), &plan{bets: []Chips{{1, 0, 0}}, turns: []Turn{{Target: 1, Special: c.sp}}}, bill(), &plan{})
			setStack(b, 1, Chips{24, 20, 9})
			evs := play(t, b)
			sc.Done()
			st := find(evs, Stunned)
			switch {
			case c.want == "" && len(st) != 0:
				t.Errorf("a punch of 2 stunned a man with 8 white: %s", st[0])
			case c.want != "" && (len(st) != 1 || st[0].String() != c.want):
				t.Errorf("%v: %s", c.sp, dump(st))
			}
		}
	})
	t.Run("BR-9 Push: a man who cannot pay 1 of each to stand stays on the floor", func(t *testing.T) {
		b, _ := table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Push}}}, bill(), &plan{})
		setStack(b, 1, Chips{5, 0, 5})
		play(t, b)
		evs := play(t, b)
		if e := one(t, evs, StaysDown); e.String() != "round 2: Bill cannot pay 1 red 1 blue 1 white to stand and stays on the floor" {
			t.Errorf("%s", e)
		}
		if e := one(t, evs, CannotAttack); e.N != 0 || !b.seats[1].OnFloor {
			t.Errorf("%s", e)
		}
	})
	t.Run("BR-9 a grab ends when the grabber moves away", func(t *testing.T) {
		b, _ := table(t, Config{}, []int{15, 5},
			jake(), &plan{bets: []Chips{{0, 3, 0}}, turns: []Turn{{Target: 1, Special: Grab}, {Target: Nobody, Special: Move, Spot: 1}}},
			bill(), &plan{})
		play(t, b)
		evs := play(t, b)
		if e := one(t, evs, LetsGo); e.String() != "round 2: Jake lets go of Bill" || b.seats[1].Grip != NoGrip {
			t.Errorf("%s", e)
		}
	})
}
