package character

import (
	"fmt"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// ExtraKind is a kind of prior-experience extra (rule CH-4).
type ExtraKind uint8

// The prior-experience extras the rules give as examples.
const (
	ExtraTrade   ExtraKind = iota + 1 // a 5-BP trade plus an improvement (or a second trade)
	ExtraBP                           // +10 BP
	ExtraWeapon                       // an extra hand weapon
	ExtraContact                      // a contact in town
	ExtraMoney                        // 2d10 dollars
	ExtraHorse                        // a horse
)

var extraNames = enum.From[ExtraKind](1, "extra", "trade", "+BP", "hand weapon", "contact", "money", "horse")

// String names the kind: "trade", "contact".
func (k ExtraKind) String() string { return extraNames.String(k) }

// Extra is one prior-experience extra the GM grants (rule CH-4).
type Extra struct {
	Kind ExtraKind
	// Trade is the trade skill of ExtraTrade; Second is a second trade, or
	// "" to improve the first with a second purchase.
	Trade, Second string
	// Item describes the weapon, contact or horse.
	Item string
}

// PriorExperience is the optional step after step 8 (rule CH-4): the GM
// grants a few extras (at most CreationRules.MaxExtras, 3), applied in
// order:
//
//   - ExtraTrade: a trade skill (one marked Trade in the skill list) bought
//     free, then either a second purchase of it or a second trade bought
//     free. Each free purchase shows in the ledger as BP awarded for the
//     prior experience and spent on the skill.
//   - ExtraBP: +10 BP (CreationRules.PriorBP), kept for later purchases.
//   - ExtraWeapon, ExtraHorse: the item goes on the equipment list.
//   - ExtraContact: the contact goes on the contacts list.
//   - ExtraMoney: 2d10 dollars (CreationRules.PriorMoney).
//
// Every extra is checked before any is applied. Draws: per extra in order,
// the mastery die of each trade purchase, the two IntN(10) of money.
func (b *Builder) PriorExperience(extras ...Extra) error {
	if err := b.enter(StepPriorExperience); err != nil {
		return err
	}
	if b.prior {
		return fmt.Errorf("%w: prior experience is already granted", ErrStep)
	}
	if limit := b.rules.Creation.MaxExtras; len(extras) > limit {
		return fmt.Errorf("%w: %d prior-experience extras, at most %d", ErrChoice, len(extras), limit)
	}
	for i, x := range extras {
		switch x.Kind {
		case ExtraTrade:
			for j, name := range [2]string{x.Trade, x.Second} {
				if j == 1 && name == "" {
					continue // improve the first trade
				}
				sk, err := b.rules.Skills.Lookup(name)
				if err != nil {
					return fmt.Errorf("extra %d: %w", i+1, err)
				}
				if !sk.Trade {
					return fmt.Errorf("%w: extra %d: %s is not a trade", ErrChoice, i+1, sk.Name)
				}
			}
			if strings.EqualFold(x.Trade, x.Second) {
				return fmt.Errorf("%w: extra %d: the second trade is the first; leave Second empty to improve it", ErrChoice, i+1)
			}
		case ExtraWeapon, ExtraContact:
			if strings.TrimSpace(x.Item) == "" {
				return fmt.Errorf("%w: extra %d: a %s needs a description", ErrChoice, i+1, x.Kind)
			}
		case ExtraBP, ExtraMoney, ExtraHorse:
		default:
			return fmt.Errorf("%w: extra %d: unknown kind %d", ErrChoice, i+1, int(x.Kind))
		}
	}
	s := &b.sheet
	c := &b.rules.Creation
	for _, x := range extras {
		switch x.Kind {
		case ExtraTrade:
			second := x.Second
			if second == "" {
				second = x.Trade
			}
			for _, name := range [2]string{x.Trade, second} {
				sk, _ := b.rules.Skills.Lookup(name)
				e := s.skill(sk.Name)
				if e != nil && e.Mastery <= dice.MinMastery {
					continue // nothing left to improve
				}
				cost := sk.CostFor(&s.Modifiers)
				s.Ledger.add(LedgerEntry{Kind: KindPrior, BP: cost, Item: "trade " + sk.Name})
				if _, err := s.buySkill(b.r, b.rules, sk.Name, true); err != nil {
					return err // cannot happen: the BP were just awarded
				}
			}
		case ExtraBP:
			s.Ledger.add(LedgerEntry{Kind: KindPrior, BP: c.PriorBP, Item: "+BP"})
		case ExtraWeapon:
			s.Equipment = append(s.Equipment, "extra hand weapon: "+strings.TrimSpace(x.Item))
		case ExtraHorse:
			h := "horse"
			if it := strings.TrimSpace(x.Item); it != "" {
				h += ": " + it
			}
			s.Equipment = append(s.Equipment, h)
		case ExtraContact:
			s.Contacts = append(s.Contacts, strings.TrimSpace(x.Item))
		case ExtraMoney:
			s.Money += c.PriorMoney.Roll(b.r).Sum
		}
	}
	b.prior = true
	return nil
}
