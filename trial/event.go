package trial

import "github.com/deadmanshand/aces/internal/enum"

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

var kindNames = enum.New[Kind]("kind of event",
	"hearing", "seated", "weeks", "tampering", "report", "dismissed", "opening",
	"move", "saving throw", "unspent", "law", "evidence", "speech", "closing",
	"reveal", "day", "verdict")

// String returns the kind's name: "saving throw".
func (k Kind) String() string { return kindNames.String(k) }

// MarshalText encodes the kind by name.
func (k Kind) MarshalText() ([]byte, error) { return kindNames.Marshal(k, ErrName) }

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
