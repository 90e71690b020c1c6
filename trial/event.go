package trial

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind says what an [Event] records. A Kind marshals to JSON as its name.
type Kind uint8

// The kinds of event, in the order a trial produces them. The fields each
// kind fills are listed on [Event].
const (
	KindHearing   Kind = iota // the hearing or summary trial (TR-1, TRD-4)
	KindSeated                // a juror takes his place (TR-2)
	KindWeeks                 // the weeks until the circuit judge comes (TR-3)
	KindTampering             // a bribe or a threat (TR-3)
	KindReport                // a juror who resisted decides whether to tell the judge (TR-3)
	KindDismissed             // the judge dismisses the jury (TR-3)
	KindOpening               // an opening argument (TR-4)
	KindMove                  // jury points spent to move a juror (TR-2)
	KindSave                  // a tampered juror's saving throw (TR-7)
	KindUnspent               // jury points left unspent, and lost (TR-4)
	KindLaw                   // a Law check in the evidence phase (TR-5)
	KindEvidence              // the evidence ratings compared (TR-5)
	KindSpeech                // one side's closing Oratory (TR-6)
	KindClosing               // the closing speeches compared (TR-6, TRD-2)
	KindReveal                // a tampered juror revealed (TR-7)
	KindDay                   // a day of deliberation (TR-7, TRD-1)
	KindVerdict               // how the trial ended
)

var kindNames = [...]string{
	"hearing", "seated", "weeks", "tampering", "report", "dismissed", "opening",
	"move", "saving throw", "unspent", "law", "evidence", "speech", "closing",
	"reveal", "day", "verdict",
}

// String returns the kind's name: "saving throw".
func (k Kind) String() string { return nameOf(kindNames[:], int(k), "kind") }

// MarshalText encodes the kind by name.
func (k Kind) MarshalText() ([]byte, error) {
	if int(k) >= len(kindNames) {
		return nil, fmt.Errorf("%w: kind %d", ErrName, k)
	}
	return []byte(kindNames[k]), nil
}

// UnmarshalText decodes a kind name; an unknown name wraps [ErrName].
func (k *Kind) UnmarshalText(b []byte) error {
	i, err := parseName(kindNames[:], b, "event kind")
	*k = Kind(i)
	return err
}

// Tally is one side's count in an evidence comparison (the GM's rating, the
// Law bonus that stood, their total) or in a day of deliberation (jurors
// leaning its way, rolling 1d6 each; jurors in its column, rolling 2d6 each;
// the dice total).
type Tally struct {
	Rating  int `json:"rating,omitempty"`
	Bonus   int `json:"bonus,omitempty"`
	Leaning int `json:"leaning,omitempty"`
	Extreme int `json:"extreme,omitempty"`
	Total   int `json:"total"`
}

// Event is one thing that happened in a trial: a flat value, kept in a slice
// the trial reuses and formatted only when String is called. It starts
// with the header every encounter's events share: When is the trial's own
// time, the day of deliberation (0 before it; Phase says which phase);
// Kind; Who the side that acted, by name ("prosecution" or "defence", ""
// for none: the same as Side); Whom the juror acted on, by letter ("A" …
// "L", "" for none: the same as Juror, for the kinds that have one). Side
// is who acted; Earner is who earned jury points, Points how many (or, for
// a move, what it cost). Juror is the juror's index (0 for A … 11 for L).
// Each kind fills these fields:
//
//   - KindHearing: Hearing.
//   - KindSeated: Juror, Die (his d6), Mod (the Reputation shift), To (his
//     position), Wisdom, Personality.
//   - KindWeeks: Die (the d3), Total (weeks until the trial).
//   - KindTampering: Side, Juror, Personality, Method, Roll, Ok (he is in
//     Side's pocket).
//   - KindReport: Side (who tried), Juror, Die, Need (the face he tells on),
//     Ok (he told), Mod (severity the judge added), Total (the judge's
//     severity now).
//   - KindDismissed: Total (attempts reported).
//   - KindOpening: Side (the speaker), Roll, Earner, Points.
//   - KindMove: Side, Juror, Personality, From, To, Points (the cost).
//   - KindSave: Side (who spent), Juror, From, To (where he was to go), Die,
//     Need (the face he holds on), Ok (he held), Points (spent either way).
//   - KindUnspent: Side, Points.
//   - KindLaw: Side, Roll, Mod (the rating bonus), Ok (struck by a bribed
//     judge).
//   - KindEvidence: Pros, Def (Rating, Bonus, Total), Earner, Points.
//   - KindSpeech: Side, Roll.
//   - KindClosing: Total (the difference of the margins), Earner, Points.
//   - KindReveal: Side (the tamperer), Juror, From, To.
//   - KindDay: When (the day), Pros, Def (Leaning, Extreme, Total), Earner,
//     Points.
//   - KindVerdict: Verdict, When (the day of deliberation it came on).
type Event struct {
	When        int         `json:"when"`
	Kind        Kind        `json:"kind"`
	Who         string      `json:"who,omitempty"`
	Whom        string      `json:"whom,omitempty"`
	Phase       Phase       `json:"phase"`
	Side        Side        `json:"side,omitempty"`
	Earner      Side        `json:"earner,omitempty"`
	Juror       int         `json:"juror,omitempty"`
	Personality Personality `json:"personality,omitempty"`
	Method      Method      `json:"method,omitempty"`
	Verdict     Verdict     `json:"verdict,omitempty"`
	Ok          bool        `json:"ok,omitempty"`
	From        int         `json:"from,omitempty"`
	To          int         `json:"to,omitempty"`
	Die         int         `json:"die,omitempty"`
	Mod         int         `json:"mod,omitempty"`
	Need        int         `json:"need,omitempty"`
	Wisdom      int         `json:"wisdom,omitempty"`
	Total       int         `json:"total,omitempty"`
	Points      int         `json:"points,omitempty"`
	Roll        SkillRoll   `json:"roll,omitzero"`
	Hearing     Hearing     `json:"hearing,omitzero"`
	Pros        Tally       `json:"pros,omitzero"`
	Def         Tally       `json:"def,omitzero"`
}

// who returns the name of the side that acted, "" for none.
func (e *Event) who() string {
	if e.Side == Nobody {
		return ""
	}
	return e.Side.String()
}

// whom returns the letter of the juror acted on, "" for a kind without one.
func (e *Event) whom() string {
	switch e.Kind {
	case KindSeated, KindTampering, KindReport, KindMove, KindSave, KindReveal:
		return Letter(e.Juror)
	}
	return ""
}

// stamp fills the header's names of events from i on, once their fields
// are set.
func stamp(events []Event) {
	for i := range events {
		e := &events[i]
		e.Who, e.Whom = e.who(), e.whom()
	}
}

// String formats the event as table talk:
//
//	juror C: d6 2 +1 → 3, Wisdom 12 (Contemplative)
//	opening arguments, prosecution: Oratory: d100 62 +40 (Average) = 102 ≥ 55: success by 47 → 3 jury points to the prosecution
//	prosecution moves juror C (Contemplative) 3 → 4 for 2 jury points
//	day 2: prosecution 3×d6 + 2×2d6 = 25 vs defence 4×d6 + 1×2d6 = 19 → 6 jury points to the prosecution
func (e Event) String() string {
	var b strings.Builder
	itoa := strconv.Itoa
	switch e.Kind {
	case KindHearing:
		return e.Hearing.String()
	case KindSeated:
		b.WriteString("juror " + Letter(e.Juror) + ": d6 " + itoa(e.Die))
		if e.Mod != 0 {
			writeMod(&b, e.Mod, "")
		}
		b.WriteString(" → " + itoa(e.To) + ", Wisdom " + itoa(e.Wisdom) + " (" + e.Personality.String() + ")")
	case KindWeeks:
		b.WriteString("the circuit judge comes in d3 " + itoa(e.Die) + " +1 = " + itoa(e.Total) + " weeks")
	case KindTampering:
		b.WriteString(e.Side.String() + " " + e.Method.verb() + " juror " + Letter(e.Juror) +
			" (" + e.Personality.String() + "): " + e.Roll.String())
		switch {
		case e.Ok:
			b.WriteString(" — in his pocket, secret until deliberation")
		case e.Roll.Success:
			b.WriteString(" — but he is already in the " + e.Side.Other().String() + "'s pocket and refuses")
		default:
			b.WriteString(" — he refuses")
		}
	case KindReport:
		b.WriteString("juror " + Letter(e.Juror))
		switch {
		case !e.Ok:
			b.WriteString(" keeps quiet (d6 " + itoa(e.Die) + ", tells on " + itoa(e.Need) + ")")
		case e.Mod == 0:
			b.WriteString(" tells the judge of the " + e.Side.String() + "'s attempt (d6 " + itoa(e.Die) + " ≥ " + itoa(e.Need) + "), who lets it lie")
		default:
			b.WriteString(" tells the judge of the " + e.Side.String() + "'s attempt (d6 " + itoa(e.Die) + " ≥ " + itoa(e.Need) +
				"): judge severity +" + itoa(e.Mod) + ", now " + itoa(e.Total))
		}
	case KindDismissed:
		b.WriteString("the judge dismisses the jury after " + count(e.Total, "reported attempt", "reported attempts") + ": a new jury is drawn")
	case KindOpening:
		b.WriteString(e.Phase.String() + ", " + e.Side.String() + ": " + e.Roll.String())
		writePoints(&b, e.Earner, e.Points)
	case KindMove:
		b.WriteString(e.Side.String() + " moves juror " + Letter(e.Juror) + " (" + e.Personality.String() + ") " +
			itoa(e.From) + " → " + itoa(e.To) + " for " + points(e.Points))
	case KindSave:
		b.WriteString("juror " + Letter(e.Juror))
		if e.Ok {
			b.WriteString(" keeps his bargain and stays at " + itoa(e.From) +
				" (saving throw " + itoa(e.Die) + ", holds on " + itoa(e.Need) + "): the " + e.Side.String() + "'s " + points(e.Points) + " are lost")
		} else {
			b.WriteString(" gives way (saving throw " + itoa(e.Die) + ", holds on " + itoa(e.Need) + ")")
		}
	case KindUnspent:
		b.WriteString(e.Side.String() + " leaves " + points(e.Points) + " unspent")
	case KindLaw:
		b.WriteString(e.Phase.String() + ", " + e.Side.String() + ": " + e.Roll.String())
		switch {
		case !e.Roll.Success:
			b.WriteString(" → no bonus")
		case e.Ok:
			b.WriteString(" → +" + itoa(e.Mod) + " rating, struck by the judge")
		default:
			b.WriteString(" → +" + itoa(e.Mod) + " rating")
		}
	case KindEvidence:
		b.WriteString("evidence: prosecution ")
		writeRating(&b, e.Pros)
		b.WriteString(" vs defence ")
		writeRating(&b, e.Def)
		writePoints(&b, e.Earner, e.Points)
	case KindSpeech:
		b.WriteString(e.Phase.String() + ", " + e.Side.String() + ": " + e.Roll.String())
	case KindClosing:
		if e.Earner == Nobody {
			b.WriteString("closing: the margins are level → no jury points")
			break
		}
		b.WriteString("closing: the " + e.Earner.String() + "'s margin is better by " + itoa(e.Total) + " → " + itoa(e.Total) + " ÷ 5 ≈ ")
		if e.Points == 0 {
			b.WriteString("0: no jury points")
		} else {
			b.WriteString(points(e.Points) + " to the " + e.Earner.String())
		}
	case KindReveal:
		b.WriteString("juror " + Letter(e.Juror) + " was in the " + e.Side.String() + "'s pocket: " + itoa(e.From) + " → " + itoa(e.To))
	case KindDay:
		b.WriteString("day " + itoa(e.When) + ": prosecution ")
		writeDice(&b, e.Pros)
		b.WriteString(" vs defence ")
		writeDice(&b, e.Def)
		writePoints(&b, e.Earner, e.Points)
	case KindVerdict:
		switch e.Verdict {
		case Released:
			b.WriteString("released at the hearing")
		case Hung:
			b.WriteString("hung jury after " + count(e.When, "day", "days") + ": a new trial is called")
		default:
			if e.Phase == PhaseHearing {
				b.WriteString("verdict of the summary trial: " + e.Verdict.String())
			} else if e.When == 0 {
				b.WriteString("verdict: " + e.Verdict.String() + ", without a day's deliberation")
			} else {
				b.WriteString("verdict: " + e.Verdict.String() + " on day " + itoa(e.When))
			}
		}
	default:
		b.WriteString(e.Kind.String())
	}
	return b.String()
}

func points(n int) string { return count(n, "jury point", "jury points") }

// count writes n and the noun that agrees with it: "1 day", "2 days".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

func writePoints(b *strings.Builder, to Side, n int) {
	if to == Nobody || n == 0 {
		b.WriteString(" → no jury points")
		return
	}
	b.WriteString(" → " + points(n) + " to the " + to.String())
}

func writeRating(b *strings.Builder, t Tally) {
	b.WriteString(strconv.Itoa(t.Rating))
	if t.Bonus != 0 {
		writeMod(b, t.Bonus, "Law")
		b.WriteString(" = " + strconv.Itoa(t.Total))
	}
}

func writeDice(b *strings.Builder, t Tally) {
	b.WriteString(strconv.Itoa(t.Leaning) + "×d6 + " + strconv.Itoa(t.Extreme) + "×2d6 = " + strconv.Itoa(t.Total))
}
