package reputation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/internal/pronoun"
)

// fameBelowStep: a character suffers his band's Speed and Accuracy penalty
// for every 25 points of Fame he is below a recognised opponent (rule RE-7).
const fameBelowStep = 25

// Combatant is what the scrape rules read of a character (rule RE-7): his
// Reputation score (a Notoriety counts by its absolute value), his Fame, and
// whether he has the Courage talent. An encounter package copies these three
// numbers from its own participant.
type Combatant struct {
	Reputation int
	Fame       int
	Courage    bool    // he has the Courage talent (rule CH-10)
	Pronoun    Pronoun `json:",omitempty"` // how the scrape's record refers to him; the zero value is He
}

// Scrape is what Reputation and Fame do to a character facing one opponent in
// a scrape (rules RE-5, RE-7, RED-2). Compute it once when the fight is set
// up — [Facing] — and read it in the count: it is a small value and reading
// it allocates nothing.
//
// The Fame modifiers apply only when he recognises the opponent; both Fame
// rules then apply and stack:
//
//   - for every full 25 points of Fame he is below the opponent, his band's
//     penalty: Disreputable and Low +2 Speed/−2 Accuracy, Average +1/−1,
//     Great and Legendary none;
//   - for every full 50 points of the opponent's Fame, +1 Speed/−1 Accuracy,
//     whoever he is.
//
// Speed is added to initiative (positive is slower); Accuracy to the shot
// roll. His Nerve applies whoever the opponent is.
type Scrape struct {
	Recognised bool     // he knows who the opponent is
	Below      int      // full steps of 25 Fame he is below the opponent (0 unless recognised)
	PerStep    int      // his band's Speed/−Accuracy per step below: 2, 2, 1, 0, 0
	Renown     int      // full steps of 50 of the opponent's Fame (0 unless recognised)
	Speed      dice.Mod // PerStep×Below + Renown, "opponent's Fame"
	Accuracy   dice.Mod // −(PerStep×Below + Renown), "opponent's Fame"
	Nerve      Nerve
}

// Facing returns the effects of Reputation and Fame on a character facing an
// opponent with the given Fame (rules RE-5, RE-7, RED-2; see [Scrape]): a
// Low-Reputation drifter of Fame 5 who recognises a gunman of Fame 130 is 5
// steps of 25 below him (+10 Speed, −10 Accuracy) and faces 2 steps of 50 of
// Fame (+2, −2): Speed +12, Accuracy −12. Without recognition both are 0.
//
// A Fame outside 0..MaxScore or a Reputation beyond ±MaxScore wraps
// [ErrSituation]. Facing allocates nothing.
func Facing(me Combatant, opponentFame int, recognised bool) (Scrape, error) {
	if me.Reputation < -MaxScore || me.Reputation > MaxScore || me.Fame < 0 || me.Fame > MaxScore ||
		opponentFame < 0 || opponentFame > MaxScore {
		return Scrape{}, badFacing(me, opponentFame)
	}
	n := NerveOf(me.Reputation, me.Courage)
	n.Pronoun = me.Pronoun
	sc := Scrape{Recognised: recognised, PerStep: bands[n.Category].below, Nerve: n}
	if recognised {
		if opponentFame > me.Fame {
			sc.Below = (opponentFame - me.Fame) / fameBelowStep
		}
		sc.Renown = opponentFame / fameStep
	}
	t := sc.PerStep*sc.Below + sc.Renown
	sc.Speed = dice.Mod{Value: t, Why: whyFame}
	sc.Accuracy = dice.Mod{Value: -t, Why: whyFame}
	return sc, nil
}

// badFacing explains why Facing refused its input, away from the hot path.
//
//go:noinline
func badFacing(me Combatant, opponentFame int) error {
	switch {
	case me.Reputation < -MaxScore || me.Reputation > MaxScore:
		return fmt.Errorf("%w: Reputation %d outside ±%d", ErrSituation, me.Reputation, MaxScore)
	case me.Fame < 0 || me.Fame > MaxScore:
		return fmt.Errorf("%w: his Fame %d outside 0..%d", ErrSituation, me.Fame, MaxScore)
	}
	return fmt.Errorf("%w: the opponent's Fame %d outside 0..%d", ErrSituation, opponentFame, MaxScore)
}

const whyFame = "opponent's Fame"

// String describes the effects as table talk: "recognises him: 5 × 25 Fame
// below × 2 + 2 × 50 Fame = Speed +12, Accuracy -12; Low Reputation: must
// seek cover after losing 25% of his hit points, must flee if shot at again".
func (sc Scrape) String() string {
	var b strings.Builder
	if sc.Recognised {
		fmt.Fprintf(&b, "recognises %s: %d × 25 Fame below × %d + %d × 50 Fame = Speed %+d, Accuracy %+d",
			sc.Nerve.Pronoun.Object(), sc.Below, sc.PerStep, sc.Renown, sc.Speed.Value, sc.Accuracy.Value)
	} else {
		b.WriteString("does not know who " + sc.Nerve.Pronoun.Says("is", "are") + ": no Fame modifiers")
	}
	b.WriteString("; ")
	b.WriteString(sc.Nerve.String())
	return b.String()
}

// Nerve is how a character's Reputation holds up when a scrape goes badly
// (rules RE-7, RED-1): his band — of the absolute value, for a Notoriety —
// and whether he has Courage. It applies whoever the opponent is.
//
//   - Disreputable: must leave the fight after a graze or any non-brawling
//     wound.
//   - Low: must seek cover after losing 25% of his hit points; then must
//     flee if shot at again.
//   - Average: must seek cover after losing 50% of his hit points; then must
//     flee if injured again.
//   - Great: chooses freely whether to seek cover or stay in the fight.
//   - Legendary: may never run from a fight; nothing forces him to cover.
//   - Courage: he never flees because of wounds. Every forced flight above
//     follows from his wounds, so Courage cancels them all (Flee and
//     LeaveFight); seeking cover still applies (ours: the rules do not spell
//     out the overlap).
type Nerve struct {
	Category  Category
	Notorious bool // the score is a Notoriety (for the record; the band decides)
	Courage   bool
	Pronoun   Pronoun `json:",omitempty"` // how Explain and String refer to him; the zero value is He
}

// NerveOf returns the nerve of a Reputation score (by its absolute value for
// a Notoriety: rules RE-1, RED-1) with or without Courage.
func NerveOf(reputation int, courage bool) Nerve {
	return Nerve{Category: CategoryOf(reputation), Notorious: Notorious(reputation), Courage: courage}
}

// FreeChoice reports whether nothing forces him to seek cover, flee or leave:
// Great (rule RE-7: he may always choose) and Legendary (no forced reaction;
// he only may not run).
func (n Nerve) FreeChoice() bool { return n.Category >= Great }

// NeverRuns reports whether he may never run from a fight (Legendary, rule
// RE-7): a strategy's order to flee or leave must be refused.
func (n Nerve) NeverRuns() bool { return n.Category == Legendary }

// String describes the nerve: "Low Reputation: must seek cover after losing
// 25% of his hit points, must flee if shot at again".
func (n Nerve) String() string {
	var s string
	switch n.Category {
	case Disreputable:
		s = ": must leave the fight after a graze or any non-brawling wound"
	case Low:
		s = ": must seek cover after losing 25% of " + n.Pronoun.Possessive() + " hit points, must flee if shot at again"
	case Average:
		s = ": must seek cover after losing 50% of " + n.Pronoun.Possessive() + " hit points, must flee if injured again"
	case Great:
		s = ": chooses freely whether to seek cover or stay in the fight"
	case Legendary:
		s = ": may never run from a fight"
	}
	if n.Courage && n.Category < Great {
		s += " (Courage: never flees because of wounds)"
	}
	return n.title() + s
}

func (n Nerve) title() string {
	if int(n.Category) >= len(bands) {
		return n.Category.String()
	}
	if n.Notorious {
		return bands[n.Category].notTitle
	}
	return bands[n.Category].repTitle
}

// Blow is what just happened to a character in a scrape, as the nerve rules
// read it (rule RE-7). The zero Blow is not a blow.
type Blow uint8

// The blows the nerve rules tell apart.
const (
	ShotAt        Blow = iota + 1 // shot at and missed
	Grazed                        // a graze from a bullet or blade
	Wounded                       // a wound that is not from brawling
	BrawlingWound                 // hurt by fists, boots or wrestling
	// Bleeding is hit points lost to a wound's bleeding (decision GUD-13):
	// they cross the threshold like any others, but a bleed is neither a
	// shot at him nor a new wound for the "again".
	Bleeding
	// CameHurt is the hit points he had lost before the scrape began
	// (decision GUD-16): they put him past his threshold if they reach it,
	// as a bleed's do, and are neither a shot at him nor a wound of this
	// scrape — a Disreputable man stays.
	CameHurt
)

var blowNames = enum.From[Blow](1, "blow", "shot at", "grazed", "wounded", "hurt brawling", "bleeding", "came in hurt")

// String names the blow: "grazed".
func (b Blow) String() string { return blowNames.String(b) }

// Situation is what the nerve rules need to know after a blow (rule RE-7).
type Situation struct {
	Blow   Blow // what just happened to him
	LostHP int  // hit points he has lost, this blow included: full hit points less current
	MaxHP  int  // his full hit points
	Armed  bool // the nerve's "again" is armed: his threshold was crossed earlier in this fight
	// Shot: a firearm was fired at him in this blow, hit or miss (decision
	// GUD-13) — a ShotAt blow always is; a graze or wound from a blade, a
	// fist or a throw is not, and nor is a bleed. Several blows of one
	// moment taken as one (the gunfight's GUD-8) are a shot if any was.
	Shot bool
}

// Response is what a character's nerve makes him do (rule RE-7).
type Response uint8

// The responses, from none to the worst.
const (
	Steady     Response = iota // nothing forced: he acts as he chooses
	SeekCover                  // he must seek cover at once
	Flee                       // he must flee
	LeaveFight                 // he must leave the fight at once
)

var responseNames = enum.New[Response]("response", "steady", "must seek cover", "must flee", "must leave the fight")

// String names the response: "must seek cover".
func (r Response) String() string { return responseNames.String(r) }

// String describes the situation: "wounded, 7 of 24 hit points lost",
// "shot at again after his nerve was shaken, 6 of 24 hit points lost".
func (s Situation) String() string {
	var b strings.Builder
	b.WriteString(s.Blow.String())
	if s.Shot && s.Blow == BrawlingWound {
		b.WriteString(" and shot at")
	}
	if s.Armed {
		b.WriteString(" again after his nerve was shaken")
	}
	b.WriteString(", ")
	b.WriteString(strconv.Itoa(s.LostHP))
	b.WriteString(" of ")
	b.WriteString(strconv.Itoa(s.MaxHP))
	b.WriteString(" hit points lost")
	return b.String()
}

// Reaction is what the nerve rules make of one blow (rule RE-7): what he
// must do, and the flight that Courage spared him, if any. It is two bytes,
// so the gunfight's hot loop gets it back in registers; [Nerve.Explain]
// writes the whole sentence for a log.
type Reaction struct {
	Must   Response
	Spared Response // Flee or LeaveFight cancelled by Courage; Steady if none
}

// String describes the reaction: "must seek cover", "steady", "would flee,
// but Courage holds him".
func (r Reaction) String() string { return r.tell(pronoun.He) }

// tell describes the reaction of a character p refers to.
func (r Reaction) tell(p Pronoun) string {
	if r.Spared != Steady {
		return "would " + strings.TrimPrefix(r.Spared.String(), "must ") + ", but Courage holds " + p.Object()
	}
	return r.Must.String()
}

// Explain applies the nerve rules to a blow, as [Nerve.React] does, and
// describes it as table talk for a log: "Low Reputation, wounded, 7 of 24 hit
// points lost: must seek cover". A Great man "chooses freely", a Legendary one
// "never runs". Bad input gives the error's text.
func (n Nerve) Explain(s Situation) string {
	r, err := n.React(s)
	if err != nil {
		return err.Error()
	}
	var b strings.Builder
	b.WriteString(n.title())
	b.WriteString(", ")
	b.WriteString(s.String())
	b.WriteString(": ")
	switch {
	case r.Must == Steady && r.Spared == Steady && n.NeverRuns():
		b.WriteString(n.Pronoun.Says("never runs", "never run"))
	case r.Must == Steady && r.Spared == Steady && n.FreeChoice():
		b.WriteString(n.Pronoun.Says("chooses freely", "choose freely"))
	case r.Spared != Steady:
		b.WriteString(n.Pronoun.Subject() + " ")
		b.WriteString(r.tell(n.Pronoun))
	default:
		b.WriteString(r.String())
	}
	return b.String()
}

// React applies the nerve rules to a blow (rules RE-7, RED-1; see [Nerve]):
//
//   - Disreputable: a graze or a non-brawling wound → LeaveFight.
//   - Low: before he is armed, a blow that costs hit points and leaves him
//     at 25% or more of his hit points lost (LostHP × 4 ≥ MaxHP) → SeekCover;
//     once armed, any shot at him, hit or miss → Flee: a ShotAt blow, or
//     any blow with Shot set (GUD-13) — a blade, a fist or a bleed is none.
//   - Average: the same at 50% (LostHP × 2 ≥ MaxHP) → SeekCover; once armed,
//     any blow that costs hit points (brawling too) → Flee; a Bleeding blow
//     is not a new injury (GUD-13), nor are the hit points he came in
//     without (CameHurt, GUD-16).
//   - Great and Legendary: always Steady.
//   - Courage turns a Flee or LeaveFight into Steady and records it in
//     Reaction.Spared.
//
// The encounter keeps Armed (decision GUD-9): it sets it the moment his
// lost hit points cross his band's threshold, whatever he is doing then — on
// his way to cover, in cover by choice, or anything else — and hit points
// lost to bleeding count toward it. A blow outside ShotAt…BrawlingWound,
// MaxHP outside 1..MaxScore, LostHP outside 0..MaxScore, or a nerve of an
// unknown band wraps [ErrSituation]. React allocates nothing.
func (n Nerve) React(s Situation) (Reaction, error) {
	if int(n.Category) >= len(bands) || s.Blow < ShotAt || s.Blow > CameHurt ||
		s.MaxHP < 1 || s.MaxHP > MaxScore || s.LostHP < 0 || s.LostHP > MaxScore {
		return Reaction{}, badSituation(n, s)
	}
	var r Reaction
	hurts := s.Blow != ShotAt
	switch n.Category {
	case Disreputable:
		if s.Blow == Grazed || s.Blow == Wounded {
			r.Must = LeaveFight
		}
	case Low:
		switch {
		case s.Armed && (s.Blow == ShotAt || s.Shot): // shot at again, hit or miss (GUD-13)
			r.Must = Flee
		case !s.Armed && hurts && s.LostHP*100 >= lowCoverPercent*s.MaxHP:
			r.Must = SeekCover
		}
	case Average:
		switch {
		case s.Armed && hurts && s.Blow != Bleeding && s.Blow != CameHurt: // injured again; a bleed is no new injury (GUD-13)
			r.Must = Flee
		case !s.Armed && hurts && s.LostHP*100 >= averageCoverPercent*s.MaxHP:
			r.Must = SeekCover
		}
	}
	if n.Courage && r.Must >= Flee {
		r.Spared, r.Must = r.Must, Steady
	}
	return r, nil
}

// badSituation explains why React refused its input; it is kept out of
// React so the hot path stays small.
//
//go:noinline
func badSituation(n Nerve, s Situation) error {
	switch {
	case int(n.Category) >= len(bands):
		return fmt.Errorf("%w: unknown band %v", ErrSituation, n.Category)
	case s.Blow < ShotAt || s.Blow > CameHurt:
		return fmt.Errorf("%w: unknown blow %d", ErrSituation, uint8(s.Blow))
	case s.MaxHP < 1 || s.MaxHP > MaxScore:
		return fmt.Errorf("%w: full hit points %d outside 1..%d", ErrSituation, s.MaxHP, MaxScore)
	}
	return fmt.Errorf("%w: %d hit points lost, want 0..%d", ErrSituation, s.LostHP, MaxScore)
}

// The nerve thresholds (rule RE-7): the share of his hit points a Low or an
// Average character can lose before he must seek cover.
const (
	lowCoverPercent     = 25
	averageCoverPercent = 50
)
