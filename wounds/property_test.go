package wounds

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/dice/dicetest"
	"pgregory.net/rapid"
)

func TestPropHealingDays(t *testing.T) {
	// WO-2: a nursed severity-n wound heals in n(n+1)/2 days at Con 8–13
	// without talents; unnursed in n(n+1)/2 + n; a Fast Healer in half,
	// rounded up.
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 40).Draw(t, "severity")
		con := rapid.IntRange(8, 13).Draw(t, "con")
		nursed := rapid.Bool().Draw(t, "nursed")
		fast := rapid.Bool().Draw(t, "fast healer")
		loc := Location(rapid.IntRange(int(Head), int(RightFoot)).Draw(t, "location"))
		body := Body{Con: con, MaxHP: 100}
		if fast {
			body.Talents = []string{talentFastHealer}
		}
		p := newPatient(t, body, dicetest.NewRapid(t), plainTables(t))
		p.NurseAll(nursed)
		mustWound(t, p, Hit{Location: loc, Damage: n, Cause: Edged})
		evs := advance(t, p, Time(n*n+2*n+1)*Day)
		days := n * (n + 1) / 2
		if !nursed {
			days += n
		}
		if fast {
			days = (days + 1) / 2
		}
		if at := healedAt(evs, 0); at != Time(days)*Day {
			t.Fatalf("healed at %s, want day %d", at, days)
		}
	})
}

// scenario drives a patient through random wounds, time and treatments,
// calling check after every step.
func scenario(t *rapid.T, p *Patient, check func(step string, evs []Event)) {
	caregivers := []Caregiver{{}, {Name: "Kate", Nursing: 45}, {Name: "Doc", Medicine: 30, Nursing: 60}, {Name: "Sawbones", Medicine: 70}}
	steps := rapid.IntRange(1, 12).Draw(t, "steps")
	for range steps {
		which := func() int {
			if len(p.Wounds()) == 0 {
				return 0
			}
			return rapid.IntRange(0, len(p.Wounds())-1).Draw(t, "wound")
		}
		c := caregivers[rapid.IntRange(0, len(caregivers)-1).Draw(t, "caregiver")]
		var evs []Event
		var err error
		step := rapid.SampledFrom([]string{"wound", "wound", "brawl", "minutes", "hours", "days", "clean", "staunch", "release",
			"diagnose", "set bone", "operate", "nurse", "examine"}).Draw(t, "step")
		switch step {
		case "wound":
			_, err = p.Wound(Hit{
				Location:   Location(rapid.IntRange(int(Head), int(RightFoot)).Draw(t, "location")),
				Damage:     rapid.IntRange(1, 14).Draw(t, "damage"),
				Cause:      Cause(rapid.IntRange(int(Bullet), int(Blunt)).Draw(t, "cause")),
				DeadlyShot: rapid.Bool().Draw(t, "deadly shot"),
			})
		case "brawl":
			_, err = p.Wound(Hit{Damage: rapid.IntRange(1, 14).Draw(t, "brawling damage"), Cause: Brawling})
		case "minutes":
			evs, err = p.Advance(Time(rapid.IntRange(0, 90).Draw(t, "minutes")))
		case "hours":
			evs, err = p.Advance(Time(rapid.IntRange(1, 30).Draw(t, "hours")) * Hour)
		case "days":
			evs, err = p.Advance(Time(rapid.IntRange(1, 20).Draw(t, "days")) * Day)
		case "clean":
			evs, err = p.Clean(which(), c)
		case "staunch":
			evs, err = p.Staunch(which(), c)
		case "release":
			evs, err = p.ReleasePressure(which())
		case "diagnose":
			evs, err = p.Diagnose(which(), c)
		case "set bone":
			evs, err = p.SetBone(which(), c)
		case "operate":
			kind := rapid.SampledFrom([]InjuryKind{InternalBleeding, InternalHemorrhaging, LodgedBullet}).Draw(t, "injury")
			evs, err = p.Operate(which(), kind, c)
		case "nurse":
			p.NurseAll(rapid.Bool().Draw(t, "nursing"))
		case "examine":
			_, err = p.Examine(which())
		}
		if err != nil && !sentinel(err) {
			t.Fatalf("%s: an error that is no sentinel: %v", step, err)
		}
		check(step, evs)
	}
}

func sentinel(err error) bool {
	for _, s := range []error{ErrWound, ErrNoWound, ErrNoInjury, ErrUnskilled, ErrCaregiver, ErrTooLate, ErrDone, ErrDead, ErrTime} {
		if errors.Is(err, s) {
			return true
		}
	}
	return false
}

func TestPropHitPointsNeverAboveMax(t *testing.T) {
	// Hit points are always the maximum less the wounds' severities, and
	// never rise above the maximum.
	rapid.Check(t, func(t *rapid.T) {
		body := drawBody(t, 30)
		p := newPatient(t, body, dicetest.NewRapid(t), nil)
		scenario(t, p, func(step string, evs []Event) {
			hp := body.MaxHP
			for _, w := range p.Wounds() {
				hp -= w.Severity
				if w.Severity < 0 || w.Severity > w.Damage {
					t.Fatalf("after %s: wound %v of damage %d", step, w, w.Damage)
				}
			}
			if p.HP() != hp || p.HP() > body.MaxHP {
				t.Fatalf("after %s: HP %d, max %d less the wounds %d", step, p.HP(), body.MaxHP, hp)
			}
			for _, e := range evs {
				if e.HP > body.MaxHP {
					t.Fatalf("after %s: event %s at HP %d", step, e, e.HP)
				}
			}
			if p.Down() != (p.HP() <= 0) && !p.Dead() {
				t.Fatalf("after %s: down %v at HP %d", step, p.Down(), p.HP())
			}
		})
	})
}

// drawBody draws a body of Con 3..18, 15..maxHP hit points and any of the
// talents this package reads.
func drawBody(t *rapid.T, maxHP int) Body {
	return Body{Con: rapid.IntRange(3, 18).Draw(t, "con"), MaxHP: rapid.IntRange(15, maxHP).Draw(t, "max HP"),
		Talents: rapid.SliceOfDistinct(rapid.SampledFrom([]string{talentFastHealer, talentGrit, talentGuardianAngel,
			talentResistDisease, talentToughAsNails}), rapid.ID[string]).Draw(t, "talents")}
}

func TestPropTimeOnlyMovesForward(t *testing.T) {
	// The clock never goes back, and every event falls between the clock
	// before the step that logged it and the clock after.
	rapid.Check(t, func(t *rapid.T) {
		p := newPatient(t, Body{Con: 11, MaxHP: 25}, dicetest.NewRapid(t), nil)
		before := p.Now()
		last := Time(0)
		scenario(t, p, func(step string, evs []Event) {
			if p.Now() < before {
				t.Fatalf("after %s: clock went from %s back to %s", step, before, p.Now())
			}
			for _, e := range evs {
				if e.At < before || e.At > p.Now() || e.At < last {
					t.Fatalf("after %s: event %s outside %s..%s or before %s", step, e, before, p.Now(), last)
				}
				last = e.At
			}
			if _, err := p.Advance(-1); !errors.Is(err, ErrTime) {
				t.Fatalf("Advance(-1): %v", err)
			}
			before = p.Now()
		})
	})
}

// fight wounds a patient with hits drawn by rapid.
func fight(t *rapid.T) (Body, []Hit, bool) {
	body := Body{Name: "Clay", Con: rapid.IntRange(5, 16).Draw(t, "con"), MaxHP: rapid.IntRange(18, 30).Draw(t, "max HP")}
	if rapid.Bool().Draw(t, "tough") {
		body.Talents = []string{talentToughAsNails, talentResistDisease}
	}
	hits := rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Hit {
		return Hit{
			Location: Location(rapid.IntRange(int(Head), int(RightFoot)).Draw(t, "location")),
			Damage:   rapid.IntRange(1, 12).Draw(t, "damage"),
			Cause:    Cause(rapid.IntRange(int(Bullet), int(Blunt)).Draw(t, "cause")),
		}
	}), 1, 5).Draw(t, "hits")
	return body, hits, rapid.Bool().Draw(t, "nursed")
}

func TestPropSaveAndResume(t *testing.T) {
	// Saving and resuming at any point gives the same timeline as never
	// stopping.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		body, hits, nursed := fight(t)
		total := Time(rapid.IntRange(0, 40*24*60).Draw(t, "minutes in all"))
		stop := Time(rapid.IntRange(0, int(total)).Draw(t, "stop at"))
		start := func() *Patient {
			p := newPatient(t, body, dice.NewSource(seed), nil)
			p.NurseAll(nursed)
			for _, h := range hits {
				if _, err := p.Wound(h); err != nil && !errors.Is(err, ErrDead) {
					t.Fatal(err)
				}
			}
			return p
		}
		straight := start()
		want := append([]Event(nil), advance(t, straight, total)...)

		first := start()
		got := append([]Event(nil), advance(t, first, stop)...)
		data, err := json.Marshal(first)
		if err != nil {
			t.Fatal(err)
		}
		var resumed Patient
		if err := json.Unmarshal(data, &resumed); err != nil {
			t.Fatal(err)
		}
		got = append(got, advance(t, &resumed, total-stop)...)
		if len(got) != len(want) {
			t.Fatalf("%d events resumed at %s, %d straight", len(got), stop, len(want))
		}
		for k := range want {
			if got[k] != want[k] {
				t.Fatalf("event %d\nresumed  %s\nstraight %s", k, got[k], want[k])
			}
		}
		if resumed.HP() != straight.HP() || resumed.Dead() != straight.Dead() {
			t.Fatalf("HP %d resumed, %d straight", resumed.HP(), straight.HP())
		}
	})
}

func TestPropDeterminism(t *testing.T) {
	// The same seed rolls the same timeline.
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		body, hits, nursed := fight(t)
		run := func() []Event {
			p := newPatient(t, body, dice.NewSource(seed), nil)
			p.NurseAll(nursed)
			for _, h := range hits {
				p.Wound(h) //nolint:errcheck // a dead patient refuses more wounds
			}
			advance(t, p, 30*Day)
			return append([]Event(nil), p.Log()...)
		}
		a, b := run(), run()
		if len(a) != len(b) {
			t.Fatalf("%d events, then %d", len(a), len(b))
		}
		for k := range a {
			if a[k] != b[k] {
				t.Fatalf("event %d: %s, then %s", k, a[k], b[k])
			}
		}
	})
}

func TestPropPenaltiesKeptUpToDate(t *testing.T) {
	// The penalties a patient keeps added up as he is wounded are always
	// those of his wounds counted afresh, whatever happened between two
	// reads; and every wound's next process is the soonest it has planned.
	rapid.Check(t, func(t *rapid.T) {
		body := Body{Con: rapid.IntRange(3, 18).Draw(t, "con"), MaxHP: rapid.IntRange(15, 60).Draw(t, "max HP"),
			Talents: rapid.SliceOfDistinct(rapid.SampledFrom([]string{talentGrit, talentGuardianAngel, talentToughAsNails}),
				rapid.ID[string]).Draw(t, "talents")}
		p := newPatient(t, body, dicetest.NewRapid(t), nil)
		if rapid.Bool().Draw(t, "reset") {
			p.Reset()
		}
		scenario(t, p, func(step string, evs []Event) {
			if rapid.Bool().Draw(t, "read") {
				fresh := *p
				fresh.sumsOK = false
				if got, want := p.Penalties(), fresh.Penalties(); got != want {
					t.Fatalf("after %s: kept penalties %+v, counted afresh %+v", step, got, want)
				}
			}
			for i := range p.Wounds() {
				if w := &p.Wounds()[i]; w.soon != w.next.soonest() {
					t.Fatalf("after %s: wound %d next at %d, soonest planned %d", step, i, w.soon, w.next.soonest())
				}
			}
		})
	})
}
