package character

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/enum"
)

// Step is a step of character creation (rule CH-4).
type Step uint8

// The steps of character creation, in order, and the optional prior
// experience step.
const (
	StepBuildingPoints  Step = iota + 1 // 1: receive 75 BP
	StepAbilities                       // 2: roll abilities; re-roll, raise, trade
	StepBackground                      // 3: nationality, priors & particulars, age, social class
	StepFinalAbilities                  // 4: final abilities, starting Reputation, bonus BP
	StepQuirks                          // 5: quirks and flaws
	StepSkillsTalents                   // 6: skills and talents
	StepHitPoints                       // 7: hit points, Accuracy and Speed
	StepEquipment                       // 8: money and equipment
	StepPriorExperience                 // optional: prior experience extras
)

var stepNames = enum.From[Step](1, "step", "Building Points", "abilities", "background", "final abilities, Reputation and bonus BP", "quirks and flaws", "skills and talents", "hit points, Accuracy and Speed", "money and equipment", "prior experience")

// String names the step: "step 5 (quirks and flaws)", "the prior
// experience step".
func (s Step) String() string {
	switch {
	case s == StepPriorExperience:
		return "the " + stepNames.String(s) + " step"
	case stepNames.Valid(s):
		return "step " + strconv.Itoa(int(s)) + " (" + stepNames.String(s) + ")"
	}
	return stepNames.String(s)
}

// Builder creates a character step by step (rule CH-4), as a character
// generator drives it: each method belongs to one step, steps go forward
// only, and a step cannot begin before the ones before it are complete.
// Steps 5 (quirks and flaws) and 6 (skills and talents) may be passed over
// with no choices; the prior experience step is optional. A call out of
// order wraps [ErrStep]; an invalid choice wraps [ErrChoice] (or
// [ErrInsufficientBP]) and changes nothing. [Builder.Finish] hands over the
// sheet only when step 8 is complete — never a half-built sheet.
//
// [Builder.Run] drives the whole procedure, asking a [Strategy] for every
// choice; [Roll] runs it automatically.
//
// All randomness comes from the dice.Rand given to [NewBuilder]; each method
// documents its draws. A zero Builder has the default rules but no dice:
// every step is an error wrapping [ErrSetup]. Make one with NewBuilder.
type Builder struct {
	r     dice.Rand
	rules *Rules
	sheet Sheet
	step  Step

	started, rolled, adjusted, background, final, hp, money, prior, finished bool
}

// NewBuilder returns a builder that rolls with r and reads rules; nil rules
// are the defaults ([DefaultRules]). Nil dice wrap [ErrSetup]; rules that do
// not validate ([Rules.Validate]) are an error wrapping [ErrTable]. The
// rules are frozen into the builder: it reads its own copy, so changing
// rules afterwards never reaches it, and builders made from one Rules on
// several goroutines share nothing they change.
func NewBuilder(r dice.Rand, rules *Rules) (*Builder, error) {
	b := &Builder{}
	if err := b.Reset(r, rules); err != nil {
		return nil, err
	}
	return b, nil
}

// Reset makes b a new builder, as NewBuilder(r, rules) would, reusing its
// memory; on an error b is unchanged. A sheet handed over by Finish must
// not be used after Reset. With nil rules (the defaults) Reset allocates
// nothing once b has built a character.
func (b *Builder) Reset(r dice.Rand, rules *Rules) error {
	if r == nil {
		return fmt.Errorf("%w: a builder needs a dice.Rand (such as *dice.Source)", ErrSetup)
	}
	if rules == nil {
		rules = defaultRules
	} else {
		if err := rules.Validate(); err != nil {
			return err
		}
		rules = rules.Clone()
	}
	sk, ta, qu, le := b.sheet.Skills[:0], b.sheet.Talents[:0], b.sheet.Quirks[:0], b.sheet.Ledger.entries[:0]
	if sk == nil {
		sk = make([]SkillEntry, 0, 24)
		ta = make([]TalentEntry, 0, 4)
		qu = make([]QuirkEntry, 0, 4)
		le = make([]LedgerEntry, 0, 32)
	}
	*b = Builder{r: r, rules: rules, step: StepBuildingPoints}
	b.sheet.Skills, b.sheet.Talents, b.sheet.Quirks, b.sheet.Ledger.entries = sk, ta, qu, le
	return nil
}

// Step returns the step creation is at.
func (b *Builder) Step() Step { return b.step }

// Rules returns a copy of the rules the builder reads.
func (b *Builder) Rules() *Rules {
	if b.rules == nil {
		return defaultRules.Clone()
	}
	return b.rules.Clone()
}

// Sheet returns the sheet being built, for reading (a strategy looks at the
// scores and the BP left). Change it only through the builder's methods.
func (b *Builder) Sheet() *Sheet { return &b.sheet }

func (b *Builder) complete(s Step) (bool, string) {
	switch s {
	case StepBuildingPoints:
		return b.started, "call Start"
	case StepAbilities:
		return b.rolled, "roll the abilities"
	case StepBackground:
		return b.background, "roll or choose a background"
	case StepFinalAbilities:
		return b.final, "call FinalizeAbilities"
	case StepHitPoints:
		return b.hp, "roll hit points"
	case StepEquipment:
		return b.money, "roll starting money"
	}
	return true, ""
}

// enter opens step k: it must not be behind the current step, and every step
// before it must be complete.
func (b *Builder) enter(k Step) error {
	if b.r == nil { // a zero Builder
		return fmt.Errorf("%w: a zero Builder has no dice; make one with NewBuilder", ErrSetup)
	}
	if b.step == 0 {
		b.step = StepBuildingPoints
	}
	if b.finished {
		return fmt.Errorf("%w: creation is finished", ErrStep)
	}
	if k < b.step {
		return fmt.Errorf("%w: %v is over; creation is at %v", ErrStep, k, b.step)
	}
	for s := b.step; s < k; s++ {
		if ok, todo := b.complete(s); !ok {
			return fmt.Errorf("%w: %v before %v is complete (%s)", ErrStep, k, s, todo)
		}
	}
	b.step = k
	return nil
}

// Start is step 1 (rules CH-3, CH-4): the character is named and receives
// 75 BP (CreationRules.StartingBP). Draws: none.
func (b *Builder) Start(name string) error {
	if err := b.enter(StepBuildingPoints); err != nil {
		return err
	}
	if b.started {
		return fmt.Errorf("%w: creation has already started", ErrStep)
	}
	b.sheet.Name = strings.TrimSpace(name)
	if n := b.rules.Creation.StartingBP; n > 0 {
		b.sheet.Ledger.add(LedgerEntry{Kind: KindStart, BP: n})
	}
	b.started = true
	return nil
}

// RollAbilities is step 2 (rule CH-1): the seven abilities are rolled in
// order, 3d6 and d100 each; the player does not arrange them. Draws: as
// [RollAbilities], 28.
func (b *Builder) RollAbilities() (Abilities, error) {
	if err := b.enter(StepAbilities); err != nil {
		return Abilities{}, err
	}
	if b.rolled {
		return b.sheet.Scores, fmt.Errorf("%w: the abilities are already rolled (Reroll re-rolls them for %d BP)", ErrStep, b.rules.Creation.RerollCost)
	}
	b.sheet.Scores = RollAbilities(b.r)
	b.rolled = true
	return b.sheet.Scores, nil
}

// Reroll re-rolls all seven abilities for 20 BP (rule CH-3,
// CreationRules.RerollCost) during step 2, before any raise or trade; the
// new rolls replace the old, better or worse. BP short wraps
// [ErrInsufficientBP]. Draws: as [RollAbilities].
func (b *Builder) Reroll() (Abilities, error) {
	if err := b.enter(StepAbilities); err != nil {
		return Abilities{}, err
	}
	switch {
	case !b.rolled:
		return Abilities{}, fmt.Errorf("%w: roll the abilities before re-rolling them", ErrStep)
	case b.adjusted:
		return b.sheet.Scores, fmt.Errorf("%w: the abilities were raised or traded; re-rolling would throw that away", ErrStep)
	}
	if err := b.sheet.Ledger.Spend(LedgerEntry{Kind: KindReroll, BP: b.rules.Creation.RerollCost, Item: "all abilities"}); err != nil {
		return b.sheet.Scores, err
	}
	b.sheet.Scores = RollAbilities(b.r)
	return b.sheet.Scores, nil
}

// RaiseAbility spends bp Building Points on ability a during step 2 (rule
// CH-3): each BP adds CreationRules.PointsPerBP fractional points (10 by
// default), carrying into the whole score, up to CreationRules.CreationMax
// (18/100). It returns the new score. Draws: none.
func (b *Builder) RaiseAbility(a Ability, bp int) (Score, error) {
	if err := b.enter(StepAbilities); err != nil {
		return Score{}, err
	}
	if !b.rolled {
		return Score{}, fmt.Errorf("%w: roll the abilities before raising one", ErrStep)
	}
	if !a.Valid() {
		return Score{}, fmt.Errorf("%w: %d", ErrAbility, int(a))
	}
	c := &b.rules.Creation
	if bp < 1 {
		return b.sheet.Scores[a], fmt.Errorf("%w: raise %s by %d BP: spend at least 1", ErrChoice, a, bp)
	}
	old := b.sheet.Scores[a]
	if old.Points()+bp*c.PointsPerBP > c.CreationMax.Points() {
		return old, fmt.Errorf("%w: %d BP would take %s %v past %v, the most at creation", ErrChoice, bp, a, old, c.CreationMax)
	}
	s, err := old.Add(bp * c.PointsPerBP)
	if err != nil {
		return old, err
	}
	if err := b.sheet.Ledger.Spend(LedgerEntry{Kind: KindRaise, BP: bp, Item: a.String()}); err != nil {
		return old, err
	}
	b.sheet.Scores[a] = s
	b.adjusted = true
	return s, nil
}

// TradeAbilities raises one ability by one whole point by lowering another
// by CreationRules.TradeLoss whole points (2 by default) during step 2 (rule
// CH-3: "an ability can be raised by lowering another, at a cost"). It costs
// no BP. The lowered ability may not fall below 3, nor the raised one pass
// CreationMax. Draws: none.
func (b *Builder) TradeAbilities(raise, lower Ability) error {
	if err := b.enter(StepAbilities); err != nil {
		return err
	}
	if !b.rolled {
		return fmt.Errorf("%w: roll the abilities before trading", ErrStep)
	}
	if !raise.Valid() || !lower.Valid() {
		return fmt.Errorf("%w: trade %d for %d", ErrAbility, int(raise), int(lower))
	}
	if raise == lower {
		return fmt.Errorf("%w: a trade raises one ability by lowering another, not %s itself", ErrChoice, raise)
	}
	c := &b.rules.Creation
	up, err := b.sheet.Scores[raise].AddWhole(1)
	if err != nil || up.Points() > c.CreationMax.Points() {
		return fmt.Errorf("%w: %s %v cannot rise past %v at creation", ErrChoice, raise, b.sheet.Scores[raise], c.CreationMax)
	}
	down, err := b.sheet.Scores[lower].AddWhole(-c.TradeLoss)
	if err != nil {
		return fmt.Errorf("%w: %s %v cannot lose %d points (scores start at %d)", ErrChoice, lower, b.sheet.Scores[lower], c.TradeLoss, minScore)
	}
	b.sheet.Scores[raise], b.sheet.Scores[lower] = up, down
	b.adjusted = true
	return nil
}

// RollBackground is step 3 (rule CH-4): nationality, social class, age and a
// prior, rolled on the background tables. Calling it again, or
// ChooseBackground, during step 3 replaces the background. Draws: as
// [BackgroundTables.Roll].
func (b *Builder) RollBackground() (Background, error) {
	if err := b.enter(StepBackground); err != nil {
		return Background{}, err
	}
	b.sheet.Background = b.rules.Background.Roll(b.r)
	b.background = true
	return b.sheet.Background, nil
}

// ChooseBackground is step 3 with the background chosen rather than rolled:
// the nationality, social class and prior must be entries of the
// background tables (matched case-insensitively) and the age at least the
// age base and at most 99, or the error wraps [ErrChoice]. It returns the
// background as the tables spell it, with the prior's Fame modifier filled
// in. Draws: none.
func (b *Builder) ChooseBackground(bg Background) (Background, error) {
	if err := b.enter(StepBackground); err != nil {
		return Background{}, err
	}
	bg, err := b.rules.Background.check(bg)
	if err != nil {
		return bg, err
	}
	b.sheet.Background = bg
	b.background = true
	return bg, nil
}

// FinalizeAbilities is step 4 (rules CH-1, CH-3, CH-7): the final scores,
// starting Reputation and Fame, and bonus BP.
//
//   - Looks modifies Charisma permanently: its Charisma modifier is added to
//     the whole Charisma score (not below 3). The scores before this are kept
//     as Sheet.Rolled.
//   - The modifiers of the final scores are looked up.
//   - Starting Reputation is the mean of the seven whole scores, rounded
//     down, plus the Looks and Charisma Reputation modifiers (rule CHD-2);
//     starting Fame is 0 plus the Looks and prior Fame modifiers (not below
//     0).
//   - High Intelligence, Wisdom and Charisma give their BP bonus, each in its
//     own pool for skills that use that ability.
//   - Universal skills go on the sheet untrained, at 100 minus the ability.
//
// Draws: none.
func (b *Builder) FinalizeAbilities() error {
	if err := b.enter(StepFinalAbilities); err != nil {
		return err
	}
	if b.final {
		return fmt.Errorf("%w: the abilities are already final", ErrStep)
	}
	s := &b.sheet
	s.Rolled = s.Scores
	mod, err := b.rules.Modifiers.looksCharisma(s.Scores[Looks].Whole)
	if err != nil {
		return err
	}
	cha := s.Scores[Charisma]
	cha.Whole = min(max(cha.Whole+mod, minScore), maxScore)
	s.Scores[Charisma] = cha
	if s.Modifiers, err = b.rules.Modifiers.Lookup(&s.Scores); err != nil {
		return err
	}
	s.StartingReputation = StartingReputation(&s.Scores, &s.Modifiers)
	s.StartingFame = StartingFame(&s.Modifiers, s.Background.Prior, s.Background.PriorFame)
	s.Reputation, s.Fame = s.StartingReputation.Value, s.StartingFame.Value
	for _, a := range [...]Ability{Intelligence, Wisdom, Charisma} {
		if n := s.Modifiers.bpBonus(a); n > 0 {
			p, _ := bonusPool(a)
			s.Ledger.add(LedgerEntry{Kind: KindBonus, BP: n, Pool: p, Item: a.String()})
		}
	}
	s.refreshUntrained(b.rules.Skills)
	b.final = true
	return nil
}

// RollQuirk is step 5 (rule CH-3): a quirk (mental) or flaw (physical) of
// the given kind rolled at random among those the character does not have,
// for its random BP — more than choosing it gives. At most
// CreationRules.MaxQuirks (3) quirks and flaws. Draws: one IntN(number of
// that kind not yet taken).
func (b *Builder) RollQuirk(kind QuirkKind) (QuirkEntry, error) {
	if err := b.checkQuirk(); err != nil {
		return QuirkEntry{}, err
	}
	if kind != Quirk && kind != Flaw {
		return QuirkEntry{}, fmt.Errorf("%w: quirk kind %d (want Quirk or Flaw)", ErrChoice, int(kind))
	}
	n := 0
	for i := range b.rules.Quirks {
		if q := &b.rules.Quirks[i]; q.Kind == kind && !b.hasQuirk(q.Name) {
			n++
		}
	}
	if n == 0 {
		return QuirkEntry{}, fmt.Errorf("%w: no %s left to roll", ErrChoice, kind)
	}
	pick := b.r.IntN(n)
	for i := range b.rules.Quirks {
		if q := &b.rules.Quirks[i]; q.Kind == kind && !b.hasQuirk(q.Name) {
			if pick == 0 {
				return b.takeQuirk(q, true), nil
			}
			pick--
		}
	}
	panic("unreachable")
}

// ChooseQuirk is step 5 with the quirk or flaw chosen by name, for its
// chosen BP — less than rolling it at random gives (rule CH-3). Draws: none.
func (b *Builder) ChooseQuirk(name string) (QuirkEntry, error) {
	if err := b.checkQuirk(); err != nil {
		return QuirkEntry{}, err
	}
	q, err := b.rules.Quirks.Lookup(name)
	if err != nil {
		return QuirkEntry{}, err
	}
	if b.hasQuirk(q.Name) {
		return QuirkEntry{}, fmt.Errorf("%w: %s %s is already taken", ErrChoice, q.Kind, q.Name)
	}
	return b.takeQuirk(q, false), nil
}

func (b *Builder) checkQuirk() error {
	if err := b.enter(StepQuirks); err != nil {
		return err
	}
	if limit := b.rules.Creation.MaxQuirks; len(b.sheet.Quirks) >= limit {
		return fmt.Errorf("%w: a character takes at most %d quirks and flaws", ErrChoice, limit)
	}
	return nil
}

func (b *Builder) hasQuirk(name string) bool {
	for _, q := range b.sheet.Quirks {
		if strings.EqualFold(q.Name, name) {
			return true
		}
	}
	return false
}

func (b *Builder) takeQuirk(q *QuirkDef, random bool) QuirkEntry {
	e := QuirkEntry{Name: q.Name, Kind: q.Kind, BP: q.BP, Random: random}
	if random {
		e.BP = q.RandomBP
	}
	b.sheet.Quirks = append(b.sheet.Quirks, e)
	l := LedgerEntry{Kind: KindQuirk, BP: e.BP, Item: q.Name, Note: "chosen"}
	if random {
		l.Note = "rolled at random"
	}
	b.sheet.Ledger.add(l)
	return e
}

// BuySkill is step 6 (rule CH-8): one purchase of a skill, as
// [Sheet.BuySkill]. Draws: one IntN(die) for the mastery die.
func (b *Builder) BuySkill(name string) (SkillPurchase, error) {
	if err := b.enter(StepSkillsTalents); err != nil {
		return SkillPurchase{}, err
	}
	return b.sheet.buySkill(b.r, b.rules, name, false)
}

// BuyTalent is step 6 (rule CH-10): a talent bought for its BP cost. Talents
// with options need one (Greased Lightning: a weapon type, once per type);
// named talents need a choice (Weapon Bonus: the weapon); a talent is
// otherwise bought once. For Inheritance use [Builder.BuyInheritance].
// Talents that change the sheet take effect at once: Quick Thinking raises
// Intelligence and Wisdom by one whole point (the step 4 bonus BP and
// Reputation are not recomputed); Veteran Gunfighter gives 1 gunfight
// experience; Hit Point Bonus adds its d4 in step 7. Draws: none.
func (b *Builder) BuyTalent(name, option string) (TalentEntry, error) {
	t, err := b.rules.Talents.Lookup(name)
	if err != nil {
		return TalentEntry{}, err
	}
	if t.Variable {
		return TalentEntry{}, fmt.Errorf("%w: %s costs as many BP as you choose: use BuyInheritance", ErrChoice, t.Name)
	}
	return b.buyTalent(t, option, t.Cost)
}

// BuyInheritance is step 6: the Inheritance talent (rule CH-10) for bp BP,
// at least 10, giving $10 of starting money per BP. Draws: none.
func (b *Builder) BuyInheritance(bp int) (TalentEntry, error) {
	t, err := b.rules.Talents.Lookup(Inheritance)
	if err != nil {
		return TalentEntry{}, err
	}
	return b.buyTalent(t, "", bp)
}

func (b *Builder) buyTalent(t *Talent, option string, bp int) (TalentEntry, error) {
	if err := b.enter(StepSkillsTalents); err != nil {
		return TalentEntry{}, err
	}
	s := &b.sheet
	option, bp, err := checkTalent(t, option, bp, s.Talents)
	if err != nil {
		return TalentEntry{}, err
	}
	quick := strings.EqualFold(t.Name, QuickThinking)
	if quick && (s.Scores[Intelligence].Whole >= maxScore || s.Scores[Wisdom].Whole >= maxScore) {
		return TalentEntry{}, fmt.Errorf("%w: %s would take Int or Wis past %d", ErrChoice, t.Name, maxScore)
	}
	if err := s.Ledger.Spend(LedgerEntry{Kind: KindTalent, BP: bp, Item: t.Name, Note: option}); err != nil {
		return TalentEntry{}, err
	}
	e := TalentEntry{Name: t.Name, Option: option, BP: bp}
	s.Talents = append(s.Talents, e)
	switch {
	case quick:
		s.Scores[Intelligence].Whole++
		s.Scores[Wisdom].Whole++
		s.Modifiers, _ = b.rules.Modifiers.Lookup(&s.Scores) // the tables cover 3..30
		s.refreshUntrained(b.rules.Skills)
	case strings.EqualFold(t.Name, VeteranGunfighter):
		s.Gunfights++
	case strings.EqualFold(t.Name, Inheritance):
		s.Money += bp * dollarsPerInheritanceBP
	}
	return e, nil
}

// RollHitPoints is step 7 (rules CH-5, CH-6): hit points 20 + 1d4 + the
// Constitution modifier (+1d4 with Hit Point Bonus), base Speed and base
// Accuracy. Draws: as [RollHitPoints].
func (b *Builder) RollHitPoints() (Figure, error) {
	if err := b.enter(StepHitPoints); err != nil {
		return Figure{}, err
	}
	if b.hp {
		return b.sheet.HitPoints, fmt.Errorf("%w: hit points are already rolled", ErrStep)
	}
	s := &b.sheet
	s.HitPoints = RollHitPoints(b.r, &s.Modifiers, s.HasTalent(HitPointBonus))
	s.Speed = BaseSpeed(&s.Modifiers)
	s.Accuracy = BaseAccuracy(&s.Modifiers)
	b.hp = true
	return s.HitPoints, nil
}

// RollMoney is step 8: starting money, CreationRules.MoneyDice ×
// MoneyPer dollars (ours: 3d6 × $10), added to any Inheritance. It returns
// the dollars rolled. Draws: those of MoneyDice (three IntN(6)).
func (b *Builder) RollMoney() (int, error) {
	if err := b.enter(StepEquipment); err != nil {
		return 0, err
	}
	if b.money {
		return 0, fmt.Errorf("%w: starting money is already rolled", ErrStep)
	}
	c := &b.rules.Creation
	n := c.MoneyDice.Roll(b.r).Sum * c.MoneyPer
	b.sheet.Money += n
	b.money = true
	return n, nil
}

// BuyEquipment is step 8: an item bought for price dollars with the
// starting money. Money short wraps [ErrInsufficientMoney]. Draws: none.
func (b *Builder) BuyEquipment(item string, price int) error {
	if err := b.enter(StepEquipment); err != nil {
		return err
	}
	item = strings.TrimSpace(item)
	switch {
	case !b.money:
		return fmt.Errorf("%w: roll starting money before buying equipment", ErrStep)
	case item == "":
		return fmt.Errorf("%w: an item needs a name", ErrChoice)
	case price < 0:
		return fmt.Errorf("%w: %s costs $%d", ErrChoice, item, price)
	case price > b.sheet.Money:
		return fmt.Errorf("%w: %s costs $%d, $%d left", ErrInsufficientMoney, item, price, b.sheet.Money)
	}
	b.sheet.Money -= price
	b.sheet.Equipment = append(b.sheet.Equipment, item)
	return nil
}

// Finish ends creation and hands over the sheet. Steps 1 to 8 must be
// complete (the prior experience step is optional), or the error wraps
// [ErrStep] naming the first step left to do. After Finish the builder
// accepts no more steps.
func (b *Builder) Finish() (*Sheet, error) {
	if b.finished {
		return nil, fmt.Errorf("%w: creation is already finished", ErrStep)
	}
	for s := StepBuildingPoints; s <= StepEquipment; s++ {
		if ok, todo := b.complete(s); !ok {
			return nil, fmt.Errorf("%w: %v is not complete (%s)", ErrStep, s, todo)
		}
	}
	b.finished = true
	if b.rules != defaultRules {
		b.sheet.Rules = b.rules // the sheet reads the rules it was made with
	}
	return &b.sheet, nil
}
