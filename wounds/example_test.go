package wounds_test

import (
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
)

// A 4-point wound in the arm, nursed, heals in 4+3+2+1 = 10 days (rule
// WO-2). Healing rolls no dice.
func Example_healing() {
	p, err := wounds.NewPatient(wounds.Body{Name: "Clay", Con: 12, MaxHP: 23}, dice.NewSource(1), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	p.NurseAll(true)
	p.Wound(wounds.Hit{Location: wounds.LeftArm, Damage: 4, Cause: wounds.Bullet})
	fmt.Println("now:", p.Penalties())
	p.Advance(10 * wounds.Day)
	for _, e := range p.Log() {
		fmt.Println(e)
	}
	fmt.Println("HP", p.HP(), "penalties:", p.Penalties())
	// Output:
	// now: -1 Accuracy
	// day 0: left arm (4) bullet wound: -1 Accuracy; HP 19
	// day 4: left arm (4) heals to 3
	// day 7: left arm (3) heals to 2
	// day 9: left arm (2) heals to 1
	// day 10: left arm (1) heals to 0: healed
	// HP 23 penalties: none
}

// A gut shot: internal bleeding, secret until Doc diagnoses it, stopped by
// surgery (rules WO-3, WO-4). Kate cleans the wound within the hour, which
// eases its infection check; the surgery cuts 1d4−1 (penetrating) and
// risks infection against half Con.
func Example_gutShot() {
	p, err := wounds.NewPatient(wounds.Body{Name: "Clay", Con: 12, MaxHP: 23}, dice.NewSource(22), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	p.NurseAll(true)
	gut, _ := p.Wound(wounds.Hit{Location: wounds.Abdomen, Damage: 6, Cause: wounds.Bullet})
	p.Advance(20 * wounds.Minute)
	p.Clean(gut, wounds.Caregiver{Name: "Kate", Nursing: 45})
	p.Advance(100 * wounds.Minute)
	doc := wounds.Caregiver{Name: "Doc", Medicine: 35}
	p.Diagnose(gut, doc)
	if _, err := p.Operate(gut, wounds.InternalBleeding, doc); err != nil {
		fmt.Println(err)
	}
	p.AdvanceTo(7 * wounds.Day)
	for _, e := range p.Log() {
		fmt.Println(e)
	}
	fmt.Println("HP", p.HP(), "penalties:", p.Penalties())
	// Output:
	// day 0: abdomen (6) bullet wound: internal bleeding; +1 Speed, can't sprint; HP 17
	// day 0 00:20: abdomen cleaned and dressed by Kate: Nursing: d100 8 +80 (Easy) = 88 ≥ 45: success by 43: -4 to the infection check
	// day 0 01:00: abdomen internal bleeding: d6 5 -3 = 2: bleeding wound 2, HP 15
	// day 0 01:00: abdomen infection check: Con: 2d10 10, 3 +2 (excess) -4 (cleaned) = 11 ≤ 12: success by 1: not infected
	// day 0 02:00: abdomen internal bleeding: d6 4 -3 = 1: bleeding wound 3, HP 14
	// day 0 02:00: abdomen internal bleeding diagnosed by Doc
	// day 0 02:00: abdomen surgery on internal bleeding by Doc: Medicine: d100 80 +0 (Difficult) = 80 ≥ 35: success by 45
	// day 0 02:00: abdomen internal bleeding stops, surgery
	// day 0 02:00: abdomen surgery damage: d4p 4→2 -1 = 4: surgery wound 4, HP 10
	// day 0 02:00: abdomen infection check after surgery: half Con: 2d10 2, 4 = 6 ≤ 6 (half of 12): success by 0: not infected
	// day 3 01:00: abdomen bleeding wound (3) heals to 2
	// day 4 02:00: abdomen surgery wound (4) heals to 3
	// day 5 01:00: abdomen bleeding wound (2) heals to 1
	// day 6: abdomen (6) heals to 5
	// day 6 01:00: abdomen bleeding wound (1) heals to 0: healed
	// HP 15 penalties: +1 Speed, can't sprint
}

// A bullet lodged in the thigh festers (rule WO-5): the Con check a day
// later against half Con fails, the wound festers 1d4−2 a day into a wound
// of its own, the re-check on the third day fails at +1, and Doc takes the
// bullet out on day 6; six days lodged add +2 to the infection check.
func Example_lodgedBullet() {
	p, err := wounds.NewPatient(wounds.Body{Name: "Clay", Con: 12, MaxHP: 23}, dice.NewSource(6), nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	p.NurseAll(true)
	thigh, _ := p.Wound(wounds.Hit{Location: wounds.RightThigh, Damage: 8, Cause: wounds.Bullet})
	p.Advance(6 * wounds.Day)
	if _, err := p.Operate(thigh, wounds.LodgedBullet, wounds.Caregiver{Name: "Doc", Medicine: 35}); err != nil {
		fmt.Println(err)
	}
	p.Advance(2 * wounds.Day)
	for _, e := range p.Log() {
		fmt.Println(e)
	}
	fmt.Println("HP", p.HP(), "penalties:", p.Penalties())
	// Output:
	// day 0: right thigh (8) bullet wound: lodged bullet; +1 Speed -1 Accuracy, can't run; HP 15
	// day 0 01:00: right thigh infection check: Con: 2d10 2, 6 +3 (excess) = 11 ≤ 12: success by 1: not infected
	// day 1: right thigh lodged bullet: half Con: 2d10 7, 4 = 11 ≤ 6 (half of 12): failure by 5: festers
	// day 2: right thigh festers: d4 2 -2 = 0: no damage, HP 15
	// day 3: right thigh festers: d4 4 -2 = 2: festering wound 2, HP 13
	// day 4: right thigh festers: d4 1 -2 = -1 (counts as 0): no damage, HP 13
	// day 4: right thigh lodged bullet: half Con: 2d10 7, 2 +1 (re-check) = 10 ≤ 6 (half of 12): failure by 4: still festers
	// day 5: right thigh festers: d4 4 -2 = 2: festering wound 4, HP 11
	// day 6: right thigh festers: d4 1 -2 = -1 (counts as 0): no damage, HP 11
	// day 6: right thigh surgery on lodged bullet by Doc: Medicine: d100 16 +40 (Average) = 56 ≥ 35: success by 21
	// day 6: right thigh bullet removed after 6 days
	// day 6: right thigh infection check after removing the bullet: Con: 2d10 3, 9 +2 (days lodged) = 14 ≤ 12: failure by 2: infected
	// day 8: right thigh infected wound: Con: 2d8 6, 1 = 7 ≤ 12: success by 5: mild illness
	// day 8: ill from the right thigh wound: d3 2 = 2 weeks: -2 Str, Dex and Con
	// day 8: right thigh (8) heals to 7
	// day 8: right thigh festering wound (4) heals to 3
	// HP 13 penalties: +1 Speed -1 Accuracy, can't run; ill -2 Str -2 Dex -2 Con
}

// The critical table gives a wound's injuries and penalties the moment it
// is made; a gunfight reads it in its hot loop (it allocates nothing).
func ExampleCriticalTable_Lookup() {
	t := wounds.DefaultCriticalTable()
	for _, g := range []int{3, 6, 9, 12} {
		fmt.Printf("left thigh, grade %d: %s\n", g, t.Lookup(wounds.LeftThigh, g))
	}
	// Output:
	// left thigh, grade 3: no effect
	// left thigh, grade 6: +1 Speed, can't sprint
	// left thigh, grade 9: lodged bullet; +1 Speed -1 Accuracy, can't run
	// left thigh, grade 12: broken bone, severe bleeding, lodged bullet; +2 Speed -1 Accuracy, can't walk
}

// A gunfight reads what a wounded shooter suffers as one value. Clay has
// Grit: his wounds' +3 Speed and −2 Accuracy are halved, toward zero.
func ExamplePatient_Penalties() {
	p, _ := wounds.NewPatient(wounds.Body{Con: 11, MaxHP: 22, Talents: []string{"Grit"}}, dice.NewSource(3), nil)
	p.Wound(wounds.Hit{Location: wounds.RightArm, Damage: 8, Cause: wounds.Bullet})
	p.Wound(wounds.Hit{Location: wounds.LeftThigh, Damage: 6, Cause: wounds.Bullet})
	pen := p.Penalties()
	fmt.Println(pen)
	fmt.Println("Speed", pen.Speed, "Accuracy", pen.Accuracy, "fastest:", pen.Fastest(), "can act:", pen.CanAct())
	// Output:
	// +1 Speed -1 Accuracy, can't sprint
	// Speed 1 Accuracy -1 fastest: run can act: true
}
