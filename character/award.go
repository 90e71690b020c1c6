package character

import (
	"fmt"

	"github.com/deadmanshand/aces/reputation"
)

// HighestFame returns the highest Fame he ever held (rule RED-5): MaxFame,
// or his Fame now when it is higher.
func (s *Sheet) HighestFame() int { return max(s.MaxFame, s.Fame) }

// standing returns the sheet's Reputation and Fame as a reputation.Standing
// with his highest Fame (rule RED-5), the Reputation Bonus talent and both
// remainders (rule CHD-6). The sheet keeps no Reputation Points: the
// standing's RP equal the score.
func (s *Sheet) standing() (reputation.Standing, error) {
	st := reputation.Standing{
		Reputation: s.Reputation, RP: max(s.Reputation, 0), Fame: s.Fame, MaxFame: s.HighestFame(),
		ReputationBonus: s.HasTalent(ReputationBonus), ReputationCarry: s.ReputationCarry, BPCarry: s.BPCarry,
		Pronoun: s.Pronouns,
	}
	if err := st.Validate(); err != nil {
		return st, fmt.Errorf("%w: %s: %v", ErrAward, s.displayName(), err)
	}
	return st, nil
}

// Award applies a GM's Reputation, Fame and BP award after scene (rules
// RE-6, RE-1, CH-10, CHD-6) to the sheet, through
// reputation.Standing.Award: Reputation and Fame move by the deltas; with
// the Reputation Bonus talent every full 10 Reputation earned adds 1 more,
// the remainder kept in ReputationCarry; BP earned while Great or Legendary
// add 1 for every full 10, counted with the BP of the scenes
// ([Sheet.EndScene]) in BPCarry. The BP go to the ledger, the bonus as its
// own entry. The first time his Fame reaches 50 his name enters the
// songs, judged against the highest Fame he ever held, which the sheet
// keeps (RED-5): Fame 45 → 55 → 45 → 55 sings once. The record's RP are
// the sheet's score (the sheet keeps none; a caller who does keeps a
// reputation.Standing and awards it the same deltas).
//
// A scene below 1, an award reputation.Standing.Award refuses, or a loss of
// more BP than the sheet has left changes nothing and is an error wrapping
// [ErrAward] (reputation.ErrAward too, when the award was out of range) or
// [ErrInsufficientBP].
func (s *Sheet) Award(scene int, a reputation.Award) (reputation.Awarded, error) {
	if scene < 1 {
		return reputation.Awarded{}, fmt.Errorf("%w: scene %d: scenes are numbered from 1", ErrAward, scene)
	}
	st, err := s.standing()
	if err != nil {
		return reputation.Awarded{}, err
	}
	if err := a.Validate(); err != nil {
		return reputation.Awarded{}, fmt.Errorf("%w: %w", ErrAward, err)
	}
	if a.BP < 0 && s.Ledger.Available(General) < -a.BP {
		return reputation.Awarded{}, insufficient(LedgerEntry{Kind: KindAward, BP: -a.BP, Item: a.Why}, s.Ledger.Available(General))
	}
	w, err := st.Award(a)
	if err != nil {
		return w, fmt.Errorf("%w: %w", ErrAward, err)
	}
	if a.BP != 0 {
		s.Ledger.add(LedgerEntry{Kind: KindAward, BP: a.BP, Item: a.Why, Scene: scene})
	}
	if w.BPBonus > 0 {
		s.Ledger.add(LedgerEntry{Kind: KindReputationBP, BP: w.BPBonus, Item: w.Before.Title(), Scene: scene})
	}
	s.Reputation, s.Fame, s.MaxFame = st.Reputation, st.Fame, st.MaxFame
	if s.MaxFame == s.Fame {
		s.MaxFame = 0 // his Fame now is his highest
	}
	s.ReputationCarry, s.BPCarry = st.ReputationCarry, st.BPCarry
	return w, nil
}

// reputationBP pays the BP bonus of a Great or Legendary Reputation on bp
// earned in scene (rules RE-1, CHD-6): +1 for every full 10, counted with
// BPCarry. It returns the bonus.
func (s *Sheet) reputationBP(scene, bp int) int {
	bonus, left := reputation.BPBonus(s.Reputation, s.BPCarry, bp)
	s.BPCarry = left
	if bonus > 0 {
		s.Ledger.add(LedgerEntry{Kind: KindReputationBP, BP: bonus, Item: reputation.Title(s.Reputation), Scene: scene})
	}
	return bonus
}
