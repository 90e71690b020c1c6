package reputation

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
)

// Standing is a character's place in society (rules RE-1, RE-2, RE-5): his
// Reputation score (negative: Notoriety), his Reputation Points, his Fame,
// the highest Fame he ever held, and the mulligans he has used this session;
// whether he has the Reputation Bonus talent (CH-10), and what he earned
// toward his next bonus points (CHD-6): the Reputation Bonus's and the BP
// bonus of a Great or Legendary Reputation, each 0..9 carried from one
// award to the next.
//
// The methods keep the rules' invariants: RP are never negative and never
// above the score (they start equal to it and move with it), Fame is never
// negative and MaxFame never below it. The zero Standing works: a
// Disreputable nobody, Reputation 0, no RP, Fame 0.
//
// A Standing marshals to JSON as its fields; unmarshalling validates it and
// refuses unknown fields, with errors wrapping [ErrStanding].
type Standing struct {
	Reputation    int `json:"reputation"`     // the score; below 0 it is Notoriety
	RP            int `json:"rp"`             // Reputation Points, spent 10 a re-roll
	Fame          int `json:"fame"`           // how well known he is
	MaxFame       int `json:"max_fame"`       // the highest Fame he ever held
	MulligansUsed int `json:"mulligans_used"` // mulligans used this session

	ReputationBonus bool `json:"reputation_bonus,omitempty"` // he has the Reputation Bonus talent (CH-10)
	ReputationCarry int  `json:"reputation_carry,omitempty"` // Reputation earned since his last Reputation Bonus point (CHD-6)
	BPCarry         int  `json:"bp_carry,omitempty"`         // BP earned since his last Great or Legendary BP bonus (CHD-6)

	// Pronoun is how the records of this standing refer to the character
	// ("her name is in the songs now"); the zero value is He.
	Pronoun Pronoun `json:"pronoun,omitempty"`
}

// NewStanding returns the standing of a new character (rules RE-2, CH-7): the
// Reputation score, as many Reputation Points (none for a negative score),
// and the Fame, which is also the highest held so far. The score must be
// within ±MaxScore and the Fame within 0..MaxScore, or the error wraps
// [ErrStanding].
func NewStanding(reputation, fame int) (Standing, error) {
	s := Standing{Reputation: reputation, RP: max(reputation, 0), Fame: fame, MaxFame: fame}
	if err := s.Validate(); err != nil {
		return Standing{}, err
	}
	return s, nil
}

// Validate reports a standing the rules cannot reach: a score beyond
// ±MaxScore, negative RP or RP above the score (RP start equal to the score
// and move with it; a negative score has none), a Fame below 0 or above
// MaxFame, a MaxFame beyond MaxScore, mulligans used outside 0..2, or a
// remainder toward a bonus outside 0..9 (a Reputation remainder without the
// Reputation Bonus talent), or a Pronoun that is not He, She or They. The error wraps [ErrStanding].
func (s Standing) Validate() error {
	switch {
	case s.Reputation < -MaxScore || s.Reputation > MaxScore:
		return fmt.Errorf("%w: Reputation %d outside ±%d", ErrStanding, s.Reputation, MaxScore)
	case s.RP < 0:
		return fmt.Errorf("%w: %d Reputation Points (never negative)", ErrStanding, s.RP)
	case s.RP > max(s.Reputation, 0):
		return fmt.Errorf("%w: %d Reputation Points above the score %d", ErrStanding, s.RP, s.Reputation)
	case s.Fame < 0:
		return fmt.Errorf("%w: Fame %d (never negative)", ErrStanding, s.Fame)
	case s.MaxFame < s.Fame:
		return fmt.Errorf("%w: highest Fame %d below the Fame %d", ErrStanding, s.MaxFame, s.Fame)
	case s.MaxFame > MaxScore:
		return fmt.Errorf("%w: highest Fame %d above %d", ErrStanding, s.MaxFame, MaxScore)
	case s.MulligansUsed < 0 || s.MulligansUsed > maxMulligans:
		return fmt.Errorf("%w: %d mulligans used, want 0..%d", ErrStanding, s.MulligansUsed, maxMulligans)
	case s.ReputationCarry < 0 || s.ReputationCarry > 9:
		return fmt.Errorf("%w: %d Reputation toward the next Reputation Bonus, want 0..9", ErrStanding, s.ReputationCarry)
	case s.ReputationCarry != 0 && !s.ReputationBonus:
		return fmt.Errorf("%w: %d Reputation toward a Reputation Bonus he does not have", ErrStanding, s.ReputationCarry)
	case s.BPCarry < 0 || s.BPCarry > 9:
		return fmt.Errorf("%w: %d BP toward the next Reputation BP bonus, want 0..9", ErrStanding, s.BPCarry)
	case !s.Pronoun.Valid():
		return fmt.Errorf("%w: %v is not he, she or they", ErrStanding, s.Pronoun)
	}
	return nil
}

// maxMulligans is Legendary's allowance, the most a session can use.
const maxMulligans = 2

// UnmarshalJSON decodes a standing and validates it. Unknown fields are an
// error, so a misspelt "reputaton" is not silently a zero score.
func (s *Standing) UnmarshalJSON(data []byte) error {
	type plain Standing
	var v plain
	if err := encounter.Strict(data, &v); err != nil {
		return fmt.Errorf("%w: %v", ErrStanding, err)
	}
	if err := Standing(v).Validate(); err != nil {
		return err
	}
	*s = Standing(v)
	return nil
}

// Title names the standing as players say it: "Great Reputation".
func (s Standing) Title() string { return Title(s.Reputation) }

// FameCategory returns the band of his Fame (rule RE-5).
func (s Standing) FameCategory() FameCategory { return FameCategoryOf(s.Fame) }

// Highest returns the highest Fame he ever held: MaxFame, or the Fame if a
// caller raised it directly above MaxFame.
func (s Standing) Highest() int { return max(s.MaxFame, s.Fame) }

// Songs reports whether his name is in the songs and stories: his Fame has
// reached 50 at least once (rule RE-5). It stays true when the Fame decays.
func (s Standing) Songs() bool { return s.Highest() >= songsFame }

// String describes the standing as table talk:
// "Average Reputation 45, 45 RP; Fame 12 (Local), highest 12".
func (s Standing) String() string {
	var b strings.Builder
	b.WriteString(s.Title())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(s.Reputation))
	b.WriteString(", ")
	b.WriteString(strconv.Itoa(s.RP))
	b.WriteString(" RP; Fame ")
	b.WriteString(strconv.Itoa(s.Fame))
	b.WriteString(" (")
	b.WriteString(s.FameCategory().String())
	b.WriteString("), highest ")
	b.WriteString(strconv.Itoa(s.Highest()))
	if s.MulligansUsed > 0 {
		fmt.Fprintf(&b, "; %d of %d mulligans used", s.MulligansUsed, Mulligans(s.Reputation))
	}
	return b.String()
}

// addReputation moves the score by delta and the Reputation Points with it
// (rules RE-1, RE-2): a loss takes as many RP (never below 0); a gain gives
// RP only for the part of the new score above zero, so a Notoriety climbing
// back gains no RP until the score is positive again.
func (s *Standing) addReputation(delta int) {
	old := s.Reputation
	s.Reputation += delta
	if delta >= 0 {
		s.RP += max(s.Reputation, 0) - max(old, 0)
		return
	}
	s.RP = max(s.RP+delta, 0)
}

// addFame moves the Fame by delta, never below 0, and raises MaxFame with it.
// It reports whether the Fame reached songsFame for the first time.
func (s *Standing) addFame(delta int) (songs bool) {
	before := s.Highest()
	s.Fame = max(s.Fame+delta, 0)
	s.MaxFame = max(before, s.Fame)
	return before < songsFame && s.MaxFame >= songsFame
}
