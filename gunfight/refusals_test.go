package gunfight

import (
	"errors"
	"testing"

	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/wounds"
)

// TestRefusalTexts pins the text of every refusal a player can read when
// the rules forbid what he declares (Decide's check, View.Counts): each
// read as a player would, each true of the fight it comes from. The fight
// is Hickok (man 0) and Tutt (man 1), 30 ft apart, each with a holstered
// Colt Peacemaker loaded with six; each case changes what it needs.
func TestRefusalTexts(t *testing.T) {
	type setup func(f *Fight)
	drawn := func(f *Fight) { f.inHand(0, 0, false) }
	near := func(f *Fight) { f.men[1].st.Pos = Point{X: 2}; f.measure() }
	gripping := func(f *Fight) { f.men[0].st.Grip = 2 } // Hickok has a grip on Tutt
	gripped := func(f *Fight) { f.men[1].st.Grip = 1 }  // Tutt has a grip on Hickok
	arm := func(f *Fight, loc wounds.Location) {        // a mangled arm (16 points: the critical table)
		f.hit(1, 0, 16, loc, wounds.Bullet)
		f.applyPending()
		f.men[0].st.Order = reputation.Steady
	}
	weapons := func(ws ...Carried) func(*Fight) {
		return func(f *Fight) {
			rules := f.rules.rules()
			for _, c := range ws {
				k, _, _ := rules.Weapons.Lookup(c.Weapon)
				f.men[0].st.Guns = append(f.men[0].st.Guns, gun{Row: k, Carry: -1, Loaded: c.Loaded, Pocket: c.Pocket, Loop: c.Loop, Cylinders: c.Cylinders})
			}
		}
	}
	for _, c := range []struct {
		name   string
		setup  []setup
		action string
		a      Action // when action is ""
		want   string
	}{
		// GU-2 the declaration itself
		{name: "no action", a: Action{}, want: "Hickok cannot declare no action (GU-2): no action is not an action to declare"},
		{name: "held", setup: []setup{near, func(f *Fight) { f.men[1].st.Grip, f.men[1].st.Holding, f.grips = 1, true, true }}, action: "draw 0",
			want: "Hickok cannot draw weapon 0 (GU-8): he is held: he can only try to break free"},
		{name: "prone", setup: []setup{func(f *Fight) { f.men[0].st.Prone = true }}, action: "take cover",
			want: "Hickok cannot take cover (GU-8): he is on the ground: he must stand up first"},
		// moving
		{name: "move 0 ft", action: "move 0 ft toward 1", want: "Hickok cannot move man 1 (GU-2): a move of 0 ft: want 1..1000 ft toward (or away: negative)"},
		{name: "unknown pace", a: Action{Kind: Move, Target: 1, Feet: 5, Pace: 9}, want: "Hickok cannot move man 1 (GU-2): unknown pace 9"},
		{name: "move toward himself", action: "move 5 ft toward 0", want: "Hickok cannot move man 0 (GU-2): man 0 is himself"},
		{name: "move toward no man", action: "move 5 ft toward 7", want: "Hickok cannot move man 7 (GU-2): there is no man 7: want 0..1"},
		{name: "a leg mangled", setup: []setup{func(f *Fight) { arm(f, wounds.LeftThigh) }}, action: "move 5 ft toward 1 walk",
			want: "Hickok cannot move man 1 (WO-4): his wounds forbid him to walk"},
		{name: "in cover already", setup: []setup{func(f *Fight) { f.men[0].st.Cover = true }}, action: "take cover",
			want: "Hickok cannot take cover (RE-7): he is already in cover"},
		{name: "a Legendary man", setup: []setup{func(f *Fight) { f.men[0].nerve = reputation.NerveOf(150, false) }}, action: "flee",
			want: "Hickok cannot flee (RE-7): a Legendary man may never run from a fight"},
		{name: "stand on his feet", action: "stand", want: "Hickok cannot stand up (GU-8): he is on his feet"},
		{name: "a wait too long", action: "wait 601", want: "Hickok cannot wait (GU-1): a wait of 601 counts: want 0..600"},
		// targets
		{name: "fire at himself", setup: []setup{drawn}, action: "fire 0 at 0", want: "Hickok cannot fire weapon 0 at man 0 (GU-4): man 0 is himself"},
		{name: "fire at a man out", setup: []setup{drawn, func(f *Fight) { f.out(1, Fled) }}, action: "fire 0 at 1",
			want: "Hickok cannot fire weapon 0 at man 1 (GU-4): Tutt is out of the fight (fled)"},
		{name: "fire at a friend", setup: []setup{drawn, func(f *Fight) { f.men[1].side = f.men[0].side }}, action: "fire 0 at 1",
			want: "Hickok cannot fire weapon 0 at man 1 (GU-4): Tutt is on his side"},
		// weapons
		{name: "no such weapon", action: "draw 3", want: "Hickok cannot draw weapon 3 (GU-3): he has no weapon 3"},
		{name: "on the ground", setup: []setup{func(f *Fight) { f.men[0].st.Guns[0].Hand = onGround }}, action: "draw 0",
			want: "Hickok cannot draw weapon 0 (GU-8): the Colt is on the ground"},
		{name: "taken", setup: []setup{func(f *Fight) { f.men[0].st.Guns[0].Hand = gone }}, action: "draw 0",
			want: "Hickok cannot draw weapon 0 (GU-8): the Colt was taken from him"},
		// drawing
		{name: "drawn already", setup: []setup{drawn}, action: "draw 0", want: "Hickok cannot draw weapon 0 (GU-3): the Colt is already in his hand"},
		{name: "two of one", action: "draw 0 and 0", want: "Hickok cannot draw weapon 0 (GU-3): two at once needs two weapons"},
		{name: "the second drawn", setup: []setup{weapons(Carried{Weapon: "Knife"}), func(f *Fight) { f.inHand(0, 1, true) }}, action: "draw 0 and 1",
			want: "Hickok cannot draw weapon 0 (GU-3): the knife is already in his hand"},
		{name: "two, a hand full", setup: []setup{weapons(Carried{Weapon: "Knife"}, Carried{Weapon: "Club"}), func(f *Fight) { f.inHand(0, 2, true) }}, action: "draw 0 and 1",
			want: "Hickok cannot draw weapon 0 (GU-3): drawing two at once needs both hands free"},
		{name: "no free hand", setup: []setup{weapons(Carried{Weapon: "Knife"}, Carried{Weapon: "Club"}), func(f *Fight) { f.inHand(0, 1, false); f.inHand(0, 2, true) }}, action: "draw 0",
			want: "Hickok cannot draw weapon 0 (GU-3): he has no free hand"},
		{name: "draw with a useless arm", setup: []setup{func(f *Fight) { arm(f, wounds.RightArm) }}, action: "draw 0",
			want: "Hickok cannot draw weapon 0 (GU-12): the arm he would draw with is useless"},
		{name: "two with a useless arm", setup: []setup{weapons(Carried{Weapon: "Knife"}), func(f *Fight) { arm(f, wounds.LeftArm) }}, action: "draw 0 and 1",
			want: "Hickok cannot draw weapon 0 (GU-12): drawing two at once needs both arms, and one is useless"},
		// reloading
		{name: "reload a knife", setup: []setup{weapons(Carried{Weapon: "Knife"})}, action: "reload 1", want: "Hickok cannot reload weapon 1 (GU-3): a knife takes no rounds"},
		{name: "no cylinder", action: "reload 0 cylinder", want: "Hickok cannot reload weapon 0 (GU-3): the Colt has no cylinder to replace"},
		{name: "no spare cylinder", setup: []setup{weapons(Carried{Weapon: "Colt Navy"})}, action: "reload 1 cylinder", want: "Hickok cannot reload weapon 1 (GU-3): he has no spare cylinder"},
		{name: "cap and ball", setup: []setup{weapons(Carried{Weapon: "Colt Navy"})}, action: "reload 1", want: "Hickok cannot reload weapon 1 (GU-3): the Navy is cap and ball: replace its cylinder"},
		{name: "full", action: "reload 0", want: "Hickok cannot reload weapon 0 (GU-3): the Colt is full"},
		{name: "no spare rounds", setup: []setup{weapons(Carried{Weapon: "Colt Peacemaker", Loaded: 0})}, action: "reload 1", want: "Hickok cannot reload weapon 1 (GU-3): he has no spare rounds for the Colt"},
		{name: "the rounds in loops", setup: []setup{weapons(Carried{Weapon: "Colt Peacemaker", Loop: 12})}, action: "reload 1",
			want: "Hickok cannot reload weapon 1 (GU-3): he has no spare rounds in his pocket for the Colt: his 12 rounds are in shell loops (reload 1 from loop)"},
		{name: "the rounds in a pocket", setup: []setup{weapons(Carried{Weapon: "Colt Peacemaker", Pocket: 1})}, action: "reload 1 from loop",
			want: "Hickok cannot reload weapon 1 (GU-3): he has no rounds in shell loops for the Colt: his 1 spare round is in his pocket (reload 1)"},
		{name: "negative rounds", setup: []setup{weapons(Carried{Weapon: "Colt Peacemaker", Pocket: 6})}, action: "reload 1 -1",
			want: "Hickok cannot reload weapon 1 (GU-3): -1 rounds: want 1 or more (0: as many as fit)"},
		{name: "more than fit", setup: []setup{weapons(Carried{Weapon: "Colt Peacemaker", Loaded: 4, Pocket: 6})}, action: "reload 1 3",
			want: "Hickok cannot reload weapon 1 (GU-3): the Colt takes only 2 more"},
		{name: "more than he has", setup: []setup{weapons(Carried{Weapon: "Colt Peacemaker", Pocket: 2})}, action: "reload 1 3",
			want: "Hickok cannot reload weapon 1 (GU-3): he has only 2 spare rounds"},
		{name: "three shells", setup: []setup{weapons(Carried{Weapon: "Coach gun", Pocket: 6})}, action: "reload 1 3",
			want: "Hickok cannot reload weapon 1 (GU-3): the coach gun takes only 2 more"},
		// firing
		{name: "fire a knife", setup: []setup{weapons(Carried{Weapon: "Knife"})}, action: "fire 1 at 1", want: "Hickok cannot fire weapon 1 at man 1 (GU-3): a knife does not shoot"},
		{name: "not drawn", action: "fire 0 at 1", want: "Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is not drawn: he cannot aim or fire it"},
		{name: "empty", setup: []setup{drawn, func(f *Fight) { f.men[0].st.Guns[0].Loaded = 0 }}, action: "fire 0 at 1", want: "Hickok cannot fire weapon 0 at man 1 (GU-3): the Colt is empty"},
		{name: "no such location", setup: []setup{drawn}, a: Action{Kind: Fire, Target: 1, At: 99}, want: "Hickok cannot fire weapon 0 at man 1 (GU-4): no body location 99 to aim at"},
		{name: "unknown aim", setup: []setup{drawn}, a: Action{Kind: Fire, Target: 1, Aim: 7}, want: "Hickok cannot fire weapon 0 at man 1 (GU-3): unknown aim"},
		{name: "out of range", setup: []setup{drawn, func(f *Fight) { f.men[1].st.Pos = Point{X: 300}; f.measure() }}, action: "fire 0 at 1",
			want: "Hickok cannot fire weapon 0 at man 1 (GU-4): Tutt is 300 ft away, beyond the Colt's range of 250 ft"},
		{name: "fan a rifle", setup: []setup{weapons(Carried{Weapon: "Winchester 1873", Loaded: 1}), func(f *Fight) { f.inHand(0, 1, false) }}, action: "fire 1 at 1 fan",
			want: "Hickok cannot fire weapon 1 at man 1 (GU-3): only a pistol can be fanned"},
		{name: "fan careful", setup: []setup{drawn}, action: "fire 0 at 1 fan careful", want: "Hickok cannot fire weapon 0 at man 1 (GU-3): careful aim with a fanned pistol: fanned guns cannot be aimed"},
		{name: "fan deliberate", setup: []setup{drawn}, action: "fire 0 at 1 fan deliberate", want: "Hickok cannot fire weapon 0 at man 1 (GU-3): a fanned gun cannot be aimed"},
		{name: "fan, a hand full", setup: []setup{drawn, weapons(Carried{Weapon: "Knife"}), func(f *Fight) { f.inHand(0, 1, true) }}, action: "fire 0 at 1 fan",
			want: "Hickok cannot fire weapon 0 at man 1 (GU-3): fanning needs his other hand free"},
		{name: "hip deliberate", setup: []setup{drawn}, action: "fire 0 at 1 hip deliberate", want: "Hickok cannot fire weapon 0 at man 1 (GU-3): a hip shot is not aimed"},
		{name: "steady a rifle", setup: []setup{weapons(Carried{Weapon: "Winchester 1873", Loaded: 1}), func(f *Fight) { f.inHand(0, 1, false) }}, action: "fire 1 at 1 steady",
			want: "Hickok cannot fire weapon 1 at man 1 (GU-3): a steady hand is for pistols"},
		{name: "steady, a hand full", setup: []setup{drawn, weapons(Carried{Weapon: "Knife"}), func(f *Fight) { f.inHand(0, 1, true) }}, action: "fire 0 at 1 steady",
			want: "Hickok cannot fire weapon 0 at man 1 (GU-3): a steady hand needs his other hand free"},
		{name: "let go in a struggle", setup: []setup{drawn, near, func(f *Fight) {
			f.men[1].st.Grip, f.men[1].st.ForGun, f.men[1].st.Loose = 1, 1, true
			f.grips = true
		}}, action: "fire 0 at 1", want: "Hickok cannot fire weapon 0 at man 1 (GU-8): he has let go of the Colt in the struggle"},
		{name: "a pistol in a mangled hand", setup: []setup{drawn, func(f *Fight) { arm(f, wounds.RightArm); f.inHand(0, 0, false) }}, action: "fire 0 at 1",
			want: "Hickok cannot fire weapon 0 at man 1 (GU-12): the arm that holds it is useless"},
		// close combat
		{name: "strike out of reach", action: "strike bare at 1", want: "Hickok cannot strike man 1 (GU-7): Tutt is 30 ft away, out of reach (5 ft)"},
		{name: "strike with a holstered weapon", setup: []setup{near}, action: "strike 0 at 1", want: "Hickok cannot strike man 1 (GU-7): the Colt is not in his hand"},
		{name: "strike at no location", setup: []setup{near}, a: Action{Kind: Strike, Bare: true, Target: 1, At: 99}, want: "Hickok cannot strike man 1 (GU-7): no body location 99 to aim at"},
		{name: "grab out of reach", action: "grab 1", want: "Hickok cannot grab man 1 (GU-8): Tutt is 30 ft away, out of reach"},
		{name: "grab, hands full", setup: []setup{near, drawn, weapons(Carried{Weapon: "Knife"}), func(f *Fight) { f.inHand(0, 1, true) }}, action: "grab 1",
			want: "Hickok cannot grab man 1 (GU-8): a grab needs a free hand"},
		{name: "grab again", setup: []setup{near, gripping}, action: "grab 1", want: "Hickok cannot grab man 1 (GU-8): he already has a grip on Tutt"},
		{name: "wrestle with no grip", setup: []setup{near}, action: "wrestle 1 hurt", want: "Hickok cannot wrestle (hurt) man 1 (GU-8): neither has a grip on the other: grab first"},
		{name: "break free of no grip", setup: []setup{near, gripping}, action: "wrestle 1 break-free",
			want: "Hickok cannot wrestle (break free) man 1 (GU-8): Tutt has no grip on him"},
		{name: "hold without a grip", setup: []setup{near, gripped}, action: "wrestle 1 hold",
			want: "Hickok cannot wrestle (hold) man 1 (GU-8): a hold needs his own grip on Tutt"},
		{name: "for the weapon without a grip", setup: []setup{near, gripped}, action: "wrestle 1 for-weapon 0",
			want: "Hickok cannot wrestle (for the weapon) man 1 (GU-8): fighting for a weapon needs his own grip on Tutt"},
		{name: "for no weapon", setup: []setup{near, gripping}, action: "wrestle 1 for-weapon 4",
			want: "Hickok cannot wrestle (for the weapon) man 1 (GU-8): Tutt has no weapon 4"},
		{name: "for a holstered weapon", setup: []setup{near, gripping}, action: "wrestle 1 for-weapon 0",
			want: "Hickok cannot wrestle (for the weapon) man 1 (GU-8): Tutt's Colt Peacemaker is not in his hand"},
		{name: "deal too much", setup: []setup{near, gripping}, action: "wrestle 1 hurt deal 3",
			want: "Hickok cannot wrestle (hurt) man 1 (GU-14): 3 damage: he may deal up to his damage modifier, 0"},
		{name: "unknown hold", setup: []setup{near, gripping}, a: Action{Kind: Wrestle, Target: 1, Hold: 9},
			want: "Hickok cannot wrestle (hold(9)) man 1 (GU-8): unknown wrestling hold 9"},
		{name: "strike with a derringer", setup: []setup{near, weapons(Carried{Weapon: "Derringer", Loaded: 2}), func(f *Fight) { f.inHand(0, 1, false) }}, action: "strike 1 at 1",
			want: "Hickok cannot strike man 1 (GU-7): the derringer is no use in close combat"},
		{name: "for the weapon, hands full", setup: []setup{near, drawn, weapons(Carried{Weapon: "Knife"}), func(f *Fight) {
			f.inHand(0, 1, true)
			f.inHand(1, 0, false)
			f.men[0].st.Grip = 2
		}}, action: "wrestle 1 for-weapon 0", want: "Hickok cannot wrestle (for the weapon) man 1 (GU-8): he needs a free hand to take a weapon"},
		{name: "flee with no movement left", setup: []setup{func(f *Fight) { f.men[0].pen.Lost = wounds.Crawl }}, action: "flee",
			want: "Hickok cannot flee (WO-4): he cannot move at all"},
		{name: "a rifle with both arms useless", setup: []setup{weapons(Carried{Weapon: "Winchester 1873", Loaded: 1}), func(f *Fight) {
			arm(f, wounds.LeftArm)
			arm(f, wounds.RightArm)
			f.inHand(0, 1, false)
		}}, action: "fire 1 at 1", want: "Hickok cannot fire weapon 1 at man 1 (GU-12): both arms are useless"},
		// staunching (GUD-17)
		{name: "staunch unskilled", action: "staunch 0", want: "Hickok cannot staunch man 0's bleeding (GUD-17): he has neither Nursing nor Medicine"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := pair(t, testShooter("Hickok"), testShooter("Tutt"), script(t))
			for _, s := range c.setup {
				s(f)
			}
			a := c.a
			if c.action != "" {
				var err error
				if a, err = ParseAction(c.action); err != nil {
					t.Fatal(err)
				}
			}
			_, _, err := f.check(0, a)
			if want := "gunfight: " + c.want; err == nil || err.Error() != want || !errors.Is(err, ErrAction) {
				t.Errorf("got  %v\nwant %s", err, want)
			}
		})
	}
}

// TestDecideRefusalTexts pins the refusals Decide gives before it checks
// the action (GU-2), each true of the fight: the standard duel with Hickok
// (Wis 12) played by a person, so Tutt (Wis 10, quick-draw) declares
// first and Hickok's declaration is the one waiting at count 0.
func TestDecideRefusalTexts(t *testing.T) {
	s := StandardDuel()
	s.Shooters[0].Decider = Person
	f, err := NewFight(s, script(t, 1, 1))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Decide(0, Action{Kind: Done}); err == nil || err.Error() != "gunfight: Hickok cannot declare done (GU-2): the fight has not started: Step declares the first actions, in ascending Wisdom" {
		t.Errorf("before the start: %v", err)
	}
	if err := f.Step(); !errors.Is(err, ErrWaiting) {
		t.Fatal(err)
	}
	for _, c := range []struct {
		who  int
		a    Action
		want string
	}{
		{7, Action{Kind: Done}, "shooter 7 cannot declare done (GU-2): there is no shooter 7: want 0..1"},
		{1, Action{Kind: Draw}, "Tutt cannot draw weapon 0 (GU-2): he declared draw 0 already: he declares before Hickok (ascending Wisdom)"},
		{0, Action{Kind: Fire, Target: 0}, "Hickok cannot fire weapon 0 at man 0 (GU-3): the Colt is not drawn: he cannot aim or fire it"},
	} {
		if err := f.Decide(c.who, c.a); err == nil || err.Error() != "gunfight: "+c.want || !errors.Is(err, ErrAction) {
			t.Errorf("got  %v\nwant gunfight: %s", err, c.want)
		}
	}
	if err := f.Decide(0, Action{Kind: Draw}); err != nil {
		t.Fatal(err)
	}
	if err := f.Decide(0, Action{Kind: Dodge}); err == nil || err.Error() != "gunfight: Hickok cannot dodge (GU-2): he has declared draw 0 already" {
		t.Errorf("twice: %v", err)
	}
	// Both played by persons; initiative d10 5 for Hickok, 1 for Tutt:
	// 5 + 3 (Speed) − 1 (experience) = 7, his draw due at 7 + 5 = 12;
	// Tutt's 1 + 3 − 1 = 3, due at 8. At count 8 only Tutt declares.
	s.Shooters[1].Decider = Person
	g, err := NewFight(s, script(t, 5, 1))
	if err != nil {
		t.Fatal(err)
	}
	for _, who := range []int{1, 0} { // ascending Wisdom: Tutt, then Hickok
		if err := g.Step(); !errors.Is(err, ErrWaiting) {
			t.Fatal(err)
		}
		if err := g.Decide(who, Action{Kind: Draw}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Step(); err != nil {
		t.Fatal(err)
	}
	if err := g.Step(); !errors.Is(err, ErrWaiting) || g.now != 8 {
		t.Fatalf("count %d: %v", g.now, err)
	}
	want := "gunfight: Hickok cannot dodge (GU-2): only Tutt is to declare at count 8: he is busy until count 12 (draw 0)"
	if err := g.Decide(0, Action{Kind: Dodge}); err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
}

// TestParseActionRefusalTexts pins what ParseAction says of a text that is
// no action, listing the valid words where a word was wrong.
func TestParseActionRefusalTexts(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"shoot 0 at 1", `gunfight: impossible action: "shoot 0 at 1": unknown action "shoot 0 at 1": want "draw", "fire", "reload", "move", "take cover", "flee", "leave", "strike", "grab", "wrestle", "stand", "wait", "done", "dodge" or "staunch"`},
		{"fire 0 at 1 to nose", `gunfight: impossible action: "fire 0 at 1 to nose": unknown body location "nose": want "head", "neck", "chest", "abdomen", "groin", "left arm", "right arm", "left hand", "right hand", "left thigh", "right thigh", "left lower leg", "right lower leg", "left foot" or "right foot"`},
		{"fire", `gunfight: impossible action: "fire": want a weapon (a number), got ""`},
		{"fire 0 1", `gunfight: impossible action: "fire 0 1": want "at", got "1"`},
		{"move 5 ft to 1", `gunfight: impossible action: "move 5 ft to 1": want "ft toward" or "ft away from" after the feet`},
		{"wrestle 1 tickle", `gunfight: impossible action: "wrestle 1 tickle": unknown wrestling hold "tickle": want "for-weapon", "throw-down", "hurt", "hold" or "break-free"`},
		{"flee gallop", `gunfight: impossible action: "flee gallop": unknown pace "gallop": want "crawl", "walk", "run" or "sprint"`},
		{"done now", `gunfight: impossible action: "done now": "now" left over after "done"`},
		{"staunch", `gunfight: impossible action: "staunch": want a man (himself too) (a number), got ""`},
	} {
		_, err := ParseAction(c.text)
		if err == nil || err.Error() != c.want || !errors.Is(err, ErrAction) {
			t.Errorf("got  %v\nwant %s", err, c.want)
		}
	}
}
