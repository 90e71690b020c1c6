package chase

import (
	"errors"
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/wounds"
)

// Trail is how well a rider knows the trail (rule CS-3): his speed counts
// that many cards less when deciding whether a hazard affects his horse.
// The race ignores it (rule CS-7).
type Trail uint8

// Knowledge of the trail.
const (
	TrailUnknown  Trail = 0 // speed counts in full
	TrailSomewhat Trail = 1 // speed counts 1 less
	TrailWell     Trail = 2 // speed counts 2 less
)

// trailNames name the knowledge of the trail.
var trailNames = enum.New[Trail]("trail knowledge", "unknown", "somewhat", "well")

// String returns "unknown", "somewhat" or "well".
func (t Trail) String() string { return trailNames.String(t) }

// MarshalText encodes the knowledge by name.
func (t Trail) MarshalText() ([]byte, error) { return trailNames.Marshal(t, ErrSetup) }

// UnmarshalText decodes the knowledge by name, in any case.
func (t *Trail) UnmarshalText(b []byte) error { return trailNames.Unmarshal(b, t, ErrSetup) }

// Weather is the weather of a chase. Rain makes the trail easier to lose
// (rule CS-5): three Tracking failures in a row lose it in clear weather,
// two in rain, one in heavy rain.
type Weather uint8

// The weathers of rule CS-5.
const (
	Clear Weather = iota
	Rain
	HeavyRain
	numWeathers
)

// weatherNames name the weathers.
var weatherNames = enum.New[Weather]("weather", "clear", "rain", "heavy rain")

// String returns "clear", "rain" or "heavy rain".
func (w Weather) String() string { return weatherNames.String(w) }

// MarshalText encodes the weather by name.
func (w Weather) MarshalText() ([]byte, error) { return weatherNames.Marshal(w, ErrSetup) }

// UnmarshalText decodes the weather by name, in any case.
func (w *Weather) UnmarshalText(b []byte) error { return weatherNames.Unmarshal(b, w, ErrSetup) }

// failures returns how many Tracking failures in a row lose the trail in
// this weather (rule CS-5): 3 clear, 2 rain, 1 heavy rain.
func (w Weather) failures() int {
	switch w {
	case Rain:
		return 2
	case HeavyRain:
		return 1
	}
	return 3
}

// Rider is a rider and his horse as the chase sees them: the rider's name,
// his Riding and Tracking masteries (percentages, 100 unskilled, lower is
// better — rule DI-5), how well he knows the trail, his initiative
// modifier for the race's start (added to the d10; lower is better), his
// Reputation's modifier to all die rolls, and the horse's sheet.
//
// DieMod is −1 for a Disreputable rider, +1 for a Great or Legendary one,
// 0 otherwise (rules RE-1, RED-3; reputation.DieMod with
// reputation.HigherIsBetter gives it from a score). It reaches every roll
// the rider makes, in the roll's favourable direction (rule DID-1): it is
// added to his Riding and Tracking checks (a d100 that must reach the
// mastery) and taken off his race initiative (lower is better). The
// horse's Soundness check is the horse's, and takes none.
//
// Pronoun is how a tool's narration refers to the rider (He, the zero
// value, She or They); the chase's own events name the rider and need
// none.
//
// Condition is the rider's body as he mounts (rule WOD-7, package wounds;
// nil: unhurt at time 0): a man who cannot stand — dead, down or
// unconscious — cannot ride and is refused. The chase reads no other
// number of it: riding is not one of the wounds' movement types, and no
// rule of the chase reads his hit points (ours); the hit points obstacles
// take (CSD-2) come out as one brawling wound, booked at the chase's end
// ([Chase.Consequences]). His wounds' Speed penalty reaches the race's
// initiative through the bridge ([NewRider]).
//
// Decider bets for him (rule CS-2): nil is the default, [Canny]; [Person]
// marks a rider played by a person. His JSON names it under "decider" (a
// built-in by its name and parameters, a custom one by its Name and
// Version, a person as "person"; left out for none). Read from JSON, a
// built-in or a person is found at once; a custom strategy stays a name in
// Decider until [New] or [NewRace] finds it among the custom strategies
// it is given.
type Rider struct {
	Name       string            `json:"name"`
	Riding     int               `json:"riding"`
	Tracking   int               `json:"tracking,omitempty"`
	Trail      Trail             `json:"trail,omitempty"`
	Initiative int               `json:"initiative,omitempty"`
	DieMod     int               `json:"dieMod,omitempty"`
	Horse      Horse             `json:"horse"`
	Pronoun    Pronoun           `json:"pronoun,omitempty"`
	Condition  *wounds.Condition `json:"condition,omitempty"`
	Decider    Strategy          `json:"-"`
}

// MarshalJSON writes the rider with his Decider by name; a custom one
// without Name and Version, or under a built-in's name, is an error
// wrapping [ErrStrategy].
func (r Rider) MarshalJSON() ([]byte, error) { return riderJSON.Marshal(riderFields(r), r.Decider) }

// UnmarshalJSON reads a rider, strictly: an unknown field is an error
// wrapping [ErrSetup]. His decider is a built-in, [Person], or a custom
// strategy's name for New to find; a built-in with a version or bad
// parameters, or a person with either, wraps [ErrStrategy].
func (r *Rider) UnmarshalJSON(data []byte) error {
	return riderJSON.Unmarshal(data, (*riderFields)(r), &r.Decider)
}

// riderFields is a Rider without his JSON methods; riderJSON writes and
// reads them with his strategy.
type riderFields Rider

var riderJSON = encounter.Participant[riderFields, Strategy]{
	Save:    saveStrategy,
	Find:    riderStrategy,
	Fields:  func(err error) error { return fmt.Errorf("%w: %v", ErrSetup, err) },
	Decider: badStrategy,
}

// riderStrategy returns the strategy a rider's JSON names: a person is
// Person, a custom strategy a name (named) until New finds it.
func riderStrategy(s encounter.Saved) (Strategy, error) {
	found, err := findStrategy(s, nil)
	switch {
	case err == nil && found == nil:
		return Person, nil
	case errors.Is(err, encounter.ErrUnknownDecider) && namesCustom(s):
		return named{Saved: s}, nil
	}
	return found, err
}

// badStrategy is the error of rider r whose strategy JSON cannot name
// (saveStrategy's, which says why) or names none.
func badStrategy(r *riderFields, err error) error {
	if errors.Is(err, ErrStrategy) {
		return err
	}
	return fmt.Errorf("%w: rider %s: %w", ErrStrategy, r.Name, err)
}

// reputationWhy is the reason the records give Reputation's modifier to
// a rider's rolls (rule RED-3).
const reputationWhy = "Reputation"

// maxInitiative bounds a rider's initiative modifier.
const maxInitiative = 50

// validate reports a rider who cannot ride in the role: no name, a Riding
// mastery outside 1..100, a Tracking mastery outside 1..100 for a pursuer
// (0..100 for the others, who never track), unknown trail knowledge, an
// initiative modifier outside ±maxInitiative, a DieMod outside −1..1, a
// pronoun other than He, She or They, a condition play could not have
// left him in (wounds.Condition.Check, his maximum its hit points and
// their loss) or one in which he cannot stand (wounds.Condition.Fit: the
// error wraps wounds.ErrDown too), or a bad horse sheet.
func (r *Rider) validate(role Role, i int) error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: rider %d (%s): %s", ErrSetup, i+1, r.Name, fmt.Sprintf(format, args...))
	}
	lowTracking := 1
	if role != Pursuer {
		lowTracking = 0
	}
	switch {
	case strings.TrimSpace(r.Name) == "":
		return fmt.Errorf("%w: rider %d has no name", ErrSetup, i+1)
	case r.Riding < dice.MinMastery || r.Riding > dice.MaxMastery:
		return bad("Riding mastery %d%%, want %d..%d", r.Riding, dice.MinMastery, dice.MaxMastery)
	case r.Tracking < lowTracking || r.Tracking > dice.MaxMastery:
		return bad("Tracking mastery %d%%, want %d..%d", r.Tracking, lowTracking, dice.MaxMastery)
	case r.Trail > TrailWell:
		return bad("unknown trail knowledge %d", uint8(r.Trail))
	case r.Initiative < -maxInitiative || r.Initiative > maxInitiative:
		return bad("initiative modifier %d outside ±%d", r.Initiative, maxInitiative)
	case r.DieMod < -1 || r.DieMod > 1:
		return bad("Reputation's die modifier %d outside −1..1", r.DieMod)
	case !r.Pronoun.Valid():
		return bad("pronoun %v, want he, she or they", r.Pronoun)
	}
	if c := r.Condition; c != nil {
		if err := c.Check(c.HP + c.Lost()); err != nil {
			return fmt.Errorf("%w: rider %d (%s): condition: %w", ErrSetup, i+1, r.Name, err)
		}
		if err := c.Fit(); err != nil {
			return fmt.Errorf("%w: rider %d (%s): %w", ErrSetup, i+1, r.Name, err)
		}
	}
	if err := r.Horse.validate(); err != nil {
		return fmt.Errorf("rider %d (%s): %w", i+1, r.Name, err)
	}
	return nil
}

// Role is a rider's part in a chase or race.
type Role uint8

// The roles.
const (
	Pursued Role = iota + 1 // flees; lays the opening cards
	Pursuer                 // follows, tracks, may give up
	Racer                   // runs a horse race
	numRoles
)

// roleNames name the roles; the zero Role, none, is no role.
var roleNames = enum.New[Role]("role", "none", "pursued", "pursuer", "racer")

// String returns "pursued", "pursuer" or "racer".
func (r Role) String() string { return roleNames.String(r) }

// Status says whether a rider is still in the chase or race, and if not,
// why.
type Status uint8

// The statuses. Every status but Riding is final.
const (
	Riding    Status = iota // still riding
	GaveUp                  // a pursuer whose strategy gave up (rule CSD-6)
	LostTrail               // a pursuer who lost the trail (rule CS-5)
	Dead                    // the horse died collapsing (rule CS-2)
	Finished                // a racer past the finishing line (rule CS-7)
	numStatuses
)

// statusNames name the statuses as table talk.
var statusNames = enum.New[Status]("status", "riding", "gave up", "lost the trail", "horse dead", "finished")

// String returns the status as table talk: "lost the trail".
func (s Status) String() string { return statusNames.String(s) }

// RiderState is where a rider stands in a chase or race: his role and
// status, the card he is on (0 is before card 1; a race may start riders
// behind the line, below 0), the chips his horse holds and their maximum
// (rules CS-1, CS-6), the cards his next move loses to failed checks and
// tracking (rules CS-3, CS-4, CS-5, CSD-3), his Tracking failures in a row,
// the hit points he lost to obstacles (rule CSD-2), whether his horse is
// blown (it collapsed and lived, rule CSD-8: it stopped where it was and
// stands still next turn), the cards he
// moved last turn, and in a race his initiative total (lower is better)
// and his place (0 until he finishes).
type RiderState struct {
	Role    Role   `json:"role"`
	Status  Status `json:"status"`
	Pos     int    `json:"pos"`
	Chips   Chips  `json:"chips"`
	Max     Chips  `json:"max"`
	Penalty int    `json:"penalty,omitempty"`
	Misses  int    `json:"misses,omitempty"`
	HPLost  int    `json:"hpLost,omitempty"`
	Blown   bool   `json:"blown,omitempty"`
	Moved   int    `json:"moved"`
	Init    int    `json:"init,omitempty"`
	Place   int    `json:"place,omitempty"`
}

// In reports whether the rider is still riding.
func (s *RiderState) In() bool { return s.Status == Riding }
