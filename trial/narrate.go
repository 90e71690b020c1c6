package trial

import (
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/words"
)

// String formats the event as table talk, each kind by its own narrator
// below:
//
//	juror C: d6 2 +1 → 3, Wisdom 12 (Contemplative)
//	opening arguments, prosecution: Oratory: d100 62 +40 (Average) = 102 ≥ 55: success by 47 → 3 jury points to the prosecution
//	prosecution moves juror C (Contemplative) 3 → 4 for 2 jury points
//	day 2: prosecution 3×d6 + 2×2d6 = 25 vs defence 4×d6 + 1×2d6 = 19 → 6 jury points to the prosecution
func (e Event) String() string {
	if int(e.Kind) >= len(narrators) {
		return e.Kind.String()
	}
	var b strings.Builder
	narrators[e.Kind](&b, &e)
	return b.String()
}

// narrators tell each kind of event.
var narrators = [...]func(b *strings.Builder, e *Event){
	KindHearing:   func(b *strings.Builder, e *Event) { b.WriteString(e.Hearing.String()) },
	KindSeated:    narrateSeated,
	KindWeeks:     narrateWeeks,
	KindTampering: narrateTampering,
	KindReport:    narrateReport,
	KindDismissed: narrateDismissed,
	KindOpening:   narrateArgument,
	KindMove:      narrateMove,
	KindSave:      narrateSave,
	KindUnspent:   narrateUnspent,
	KindLaw:       narrateLaw,
	KindEvidence:  narrateEvidence,
	KindSpeech:    narrateArgument,
	KindClosing:   narrateClosing,
	KindReveal:    narrateReveal,
	KindDay:       narrateDay,
	KindVerdict:   narrateVerdict,
}

func itoa(n int) string { return strconv.Itoa(n) }

// narrateSeated: "juror C: d6 2 +1 → 3, Wisdom 12 (Contemplative)".
func narrateSeated(b *strings.Builder, e *Event) {
	b.WriteString("juror " + Letter(e.Juror) + ": d6 " + itoa(e.Die))
	if e.Mod != 0 {
		writeMod(b, e.Mod, "")
	}
	b.WriteString(" → " + itoa(e.To) + ", Wisdom " + itoa(e.Wisdom) + " (" + e.Personality.String() + ")")
}

// narrateWeeks: "the circuit judge comes in d3 3 +1 = 4 weeks".
func narrateWeeks(b *strings.Builder, e *Event) {
	b.WriteString("the circuit judge comes in d3 " + itoa(e.Die) + " +1 = " + itoa(e.Total) + " weeks")
}

// narrateTampering: "defence bribes juror B (Illogical): Trade: … — in his
// pocket, secret until deliberation".
func narrateTampering(b *strings.Builder, e *Event) {
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
}

// narrateReport: "juror C tells the judge of the defence's attempt (d6 5
// ≥ 4): judge severity +1, now 1".
func narrateReport(b *strings.Builder, e *Event) {
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
}

// narrateDismissed: "the judge dismisses the jury after 2 reported
// attempts: a new jury is drawn".
func narrateDismissed(b *strings.Builder, e *Event) {
	b.WriteString("the judge dismisses the jury after " + words.Count(e.Total, "reported attempt", "reported attempts") + ": a new jury is drawn")
}

// narrateArgument tells an opening argument or a closing speech:
// "opening arguments, prosecution: Oratory: … → 3 jury points to the
// prosecution".
func narrateArgument(b *strings.Builder, e *Event) {
	b.WriteString(e.Phase.String() + ", " + e.Side.String() + ": " + e.Roll.String())
	if e.Kind == KindOpening {
		writePoints(b, e.Earner, e.Points)
	}
}

// narrateMove: "prosecution moves juror C (Contemplative) 3 → 4 for 2
// jury points".
func narrateMove(b *strings.Builder, e *Event) {
	b.WriteString(e.Side.String() + " moves juror " + Letter(e.Juror) + " (" + e.Personality.String() + ") " +
		itoa(e.From) + " → " + itoa(e.To) + " for " + points(e.Points))
}

// narrateSave: "juror E keeps his bargain and stays at 1 (saving throw 6,
// holds on 4): the prosecution's 3 jury points are lost".
func narrateSave(b *strings.Builder, e *Event) {
	b.WriteString("juror " + Letter(e.Juror))
	if e.Ok {
		b.WriteString(" keeps his bargain and stays at " + itoa(e.From) +
			" (saving throw " + itoa(e.Die) + ", holds on " + itoa(e.Need) + "): the " + e.Side.String() + "'s " + points(e.Points) + " are lost")
	} else {
		b.WriteString(" gives way (saving throw " + itoa(e.Die) + ", holds on " + itoa(e.Need) + ")")
	}
}

// narrateUnspent: "prosecution leaves 17 jury points unspent".
func narrateUnspent(b *strings.Builder, e *Event) {
	b.WriteString(e.Side.String() + " leaves " + points(e.Points) + " unspent")
}

// narrateLaw: "evidence, prosecution: Law: … → +1 rating".
func narrateLaw(b *strings.Builder, e *Event) {
	b.WriteString(e.Phase.String() + ", " + e.Side.String() + ": " + e.Roll.String())
	switch {
	case !e.Roll.Success:
		b.WriteString(" → no bonus")
	case e.Ok:
		b.WriteString(" → +" + itoa(e.Mod) + " rating, struck by the judge")
	default:
		b.WriteString(" → +" + itoa(e.Mod) + " rating")
	}
}

// narrateEvidence: "evidence: prosecution 4 +1 (Law) = 5 vs defence 2 →
// 30 jury points to the prosecution".
func narrateEvidence(b *strings.Builder, e *Event) {
	b.WriteString("evidence: prosecution ")
	writeRating(b, e.Pros)
	b.WriteString(" vs defence ")
	writeRating(b, e.Def)
	writePoints(b, e.Earner, e.Points)
}

// narrateClosing: "closing: the prosecution's margin is better by 17 → 17
// ÷ 5 ≈ 3 jury points to the prosecution".
func narrateClosing(b *strings.Builder, e *Event) {
	if e.Earner == Nobody {
		b.WriteString("closing: the margins are level → no jury points")
		return
	}
	b.WriteString("closing: the " + e.Earner.String() + "'s margin is better by " + itoa(e.Total) + " → " + itoa(e.Total) + " ÷ 5 ≈ ")
	if e.Points == 0 {
		b.WriteString("0: no jury points")
	} else {
		b.WriteString(points(e.Points) + " to the " + e.Earner.String())
	}
}

// narrateReveal: "juror A was in the defence's pocket: 6 → 1".
func narrateReveal(b *strings.Builder, e *Event) {
	b.WriteString("juror " + Letter(e.Juror) + " was in the " + e.Side.String() + "'s pocket: " + itoa(e.From) + " → " + itoa(e.To))
}

// narrateDay: "day 2: prosecution 3×d6 + 2×2d6 = 25 vs defence 4×d6 +
// 1×2d6 = 19 → 6 jury points to the prosecution".
func narrateDay(b *strings.Builder, e *Event) {
	b.WriteString("day " + itoa(e.When) + ": prosecution ")
	writeDice(b, e.Pros)
	b.WriteString(" vs defence ")
	writeDice(b, e.Def)
	writePoints(b, e.Earner, e.Points)
}

// narrateVerdict: "verdict: guilty on day 2", "hung jury after 5 days: a
// new trial is called", "released at the hearing".
func narrateVerdict(b *strings.Builder, e *Event) {
	switch {
	case e.Verdict == Released:
		b.WriteString("released at the hearing")
	case e.Verdict == Hung:
		b.WriteString("hung jury after " + words.Count(e.When, "day", "days") + ": a new trial is called")
	case e.Phase == PhaseHearing:
		b.WriteString("verdict of the summary trial: " + e.Verdict.String())
	case e.When == 0:
		b.WriteString("verdict: " + e.Verdict.String() + ", without a day's deliberation")
	default:
		b.WriteString("verdict: " + e.Verdict.String() + " on day " + itoa(e.When))
	}
}

func points(n int) string { return words.Count(n, "jury point", "jury points") }

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
