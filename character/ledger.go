package character

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/internal/words"
)

// startingBP is the number of Building Points every character receives at
// creation (rules CH-3, CH-4 step 1).
const startingBP = 75

// Pool says what a Building Point may be spent on. Most BP are General;
// the bonus BP that high Intelligence, Wisdom and Charisma give (rule CH-3,
// step 4) may be spent only on skills that use that ability, so they sit in
// their own pools. A skill purchase spends its ability's pool first, then
// General BP.
type Pool uint8

// The pools.
const (
	General Pool = iota
	IntSkills
	WisSkills
	ChaSkills
	numPools
)

var poolNames = enum.New[Pool]("BP pool", "general", "Int skills", "Wis skills", "Cha skills")

// String returns the pool's name: "general", "Int skills".
func (p Pool) String() string { return poolNames.String(p) }

// MarshalText encodes the pool by name.
func (p Pool) MarshalText() ([]byte, error) { return poolNames.Marshal(p, ErrSheet) }

// UnmarshalText decodes a pool name, ignoring case.
func (p *Pool) UnmarshalText(b []byte) error { return poolNames.Unmarshal(b, p, ErrSheet) }

// bonusPool returns the pool of bonus BP for skills using ability a.
func bonusPool(a Ability) (Pool, bool) {
	switch a {
	case Intelligence:
		return IntSkills, true
	case Wisdom:
		return WisSkills, true
	case Charisma:
		return ChaSkills, true
	}
	return General, false
}

// EntryKind says why Building Points moved.
type EntryKind uint8

// The kinds of ledger entry.
const (
	KindStart        EntryKind = iota + 1 // the 75 BP of creation
	KindReroll                            // re-rolling all abilities (20 BP)
	KindRaise                             // raising an ability with BP
	KindBonus                             // bonus BP for a high ability
	KindQuirk                             // BP for a quirk or flaw
	KindSkill                             // a skill purchase
	KindTalent                            // a talent purchase
	KindPrior                             // prior experience
	KindProfession                        // a profession objective achieved
	KindGoal                              // a personal goal achieved
	KindRemarkable                        // a remarkable event
	KindAdjustment                        // a GM's adjustment
	KindAward                             // the BP of a GM's award after a scene (rule RE-6, Sheet.Award)
	KindReputationBP                      // the BP bonus of a Great or Legendary Reputation (rules RE-1, CHD-6)
	numKinds
)

var kindNames = enum.From[EntryKind](1, "ledger entry kind", "start", "re-roll", "raise", "bonus", "quirk", "skill", "talent", "prior experience", "profession", "personal goal", "remarkable event", "adjustment", "award", "reputation bonus")

// String returns the kind's name: "skill", "remarkable event".
func (k EntryKind) String() string { return kindNames.String(k) }

// MarshalText encodes the kind by name.
func (k EntryKind) MarshalText() ([]byte, error) { return kindNames.Marshal(k, ErrSheet) }

// UnmarshalText decodes a kind name, ignoring case.
func (k *EntryKind) UnmarshalText(b []byte) error { return kindNames.Unmarshal(b, k, ErrSheet) }

// LedgerEntry is one movement of Building Points: positive BP is an award,
// negative BP a spend. Item names what was bought or earned (a skill, a
// talent, an objective, an ability); Note adds detail (a weapon type,
// "rolled at random"); Scene is the scene of an advancement award (0 at
// creation).
type LedgerEntry struct {
	Kind  EntryKind `json:"kind"`
	BP    int       `json:"bp"`
	Pool  Pool      `json:"pool,omitzero"`
	Item  string    `json:"item,omitempty"`
	Note  string    `json:"note,omitempty"`
	Scene int       `json:"scene,omitempty"`
}

// String formats the entry as table talk:
//
//	+75 BP start
//	-20 BP re-roll: all abilities
//	-6 BP skill: Riding (purchase 1)
//	+1 BP bonus: Wisdom [Wis skills]
//	scene 3: +2 BP profession: Lawman: Arrest a wanted man
func (e LedgerEntry) String() string {
	var b strings.Builder
	if e.Scene != 0 {
		b.WriteString("scene ")
		b.WriteString(strconv.Itoa(e.Scene))
		b.WriteString(": ")
	}
	if e.BP >= 0 {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(e.BP))
	b.WriteString(" BP ")
	b.WriteString(e.Kind.String())
	if e.Item != "" {
		b.WriteString(": ")
		b.WriteString(e.Item)
	}
	words.Note(&b, e.Note)
	if e.Pool != General {
		b.WriteString(" [")
		b.WriteString(e.Pool.String())
		b.WriteByte(']')
	}
	return b.String()
}

// Ledger is the record of a character's Building Points (rule CH-3): every
// award and every spend with its reason. Its balance never goes below zero,
// in any pool: a spend that would is refused with [ErrInsufficientBP] and
// leaves the ledger unchanged. The zero Ledger is empty, with a balance of 0.
// It marshals to JSON as the array of its entries.
type Ledger struct {
	entries []LedgerEntry
	pools   [numPools]int // running balance of each pool
}

// add appends an entry and keeps the running balances.
func (l *Ledger) add(e LedgerEntry) {
	l.entries = append(l.entries, e)
	l.pools[e.Pool] += e.BP
}

// Balance returns the BP left, all pools together: the sum of the entries.
func (l *Ledger) Balance() int {
	n := 0
	for _, b := range l.pools {
		n += b
	}
	return n
}

// Available returns the BP left in pool p.
func (l *Ledger) Available(p Pool) int {
	if p >= numPools {
		return 0
	}
	return l.pools[p]
}

// Entries returns a copy of the entries, oldest first.
func (l *Ledger) Entries() []LedgerEntry { return slices.Clone(l.entries) }

// Earned returns the BP awarded since creation: the sum of the entries of
// scenes (Scene > 0).
func (l *Ledger) Earned() int {
	n := 0
	for _, e := range l.entries {
		if e.Scene > 0 && e.BP > 0 {
			n += e.BP
		}
	}
	return n
}

func checkEntry(e LedgerEntry) error {
	switch {
	case e.Kind < 1 || e.Kind >= numKinds:
		return fmt.Errorf("%w: unknown ledger entry kind %d", ErrChoice, int(e.Kind))
	case e.Pool >= numPools:
		return fmt.Errorf("%w: unknown BP pool %d", ErrChoice, int(e.Pool))
	case e.BP <= 0:
		return fmt.Errorf("%w: %s %q: BP must be positive, got %d", ErrChoice, e.Kind, e.Item, e.BP)
	case e.Scene < 0:
		return fmt.Errorf("%w: scene %d is negative", ErrChoice, e.Scene)
	}
	return nil
}

// Award records e.BP (which must be positive) Building Points earned.
func (l *Ledger) Award(e LedgerEntry) error {
	if err := checkEntry(e); err != nil {
		return err
	}
	l.add(e)
	return nil
}

// Spend records e.BP (which must be positive) Building Points spent from
// pool e.Pool; the entry is stored with negative BP. A spend beyond the BP
// available in the pool wraps [ErrInsufficientBP] and records nothing.
func (l *Ledger) Spend(e LedgerEntry) error {
	if err := checkEntry(e); err != nil {
		return err
	}
	if have := l.Available(e.Pool); have < e.BP {
		return insufficient(e, have)
	}
	e.BP = -e.BP
	l.add(e)
	return nil
}

func insufficient(e LedgerEntry, have int) error {
	what := e.Kind.String()
	if e.Item != "" {
		what += " " + e.Item
	}
	return fmt.Errorf("%w: %s costs %d BP, %d left", ErrInsufficientBP, what, e.BP, have)
}

// spendSkill spends cost BP on a skill using the abilities in set: first
// from the bonus pools of its Int, Wis and Cha abilities (in that order),
// then from General BP. Nothing is recorded unless the whole cost is
// covered.
func (l *Ledger) spendSkill(set AbilitySet, cost int, item, note string, scene int) error {
	var take [numPools]int
	left := cost
	for a := range Ability(numAbilities) {
		if p, ok := bonusPool(a); ok && set.Has(a) && left > 0 {
			take[p] = min(left, l.Available(p))
			left -= take[p]
		}
	}
	take[General] = left
	if have := l.Available(General); have < left {
		return insufficient(LedgerEntry{Kind: KindSkill, BP: cost, Item: item}, have+cost-left)
	}
	for p := range numPools {
		if take[p] > 0 {
			l.add(LedgerEntry{Kind: KindSkill, BP: -take[p], Pool: p, Item: item, Note: note, Scene: scene})
		}
	}
	return nil
}

// skillBudget returns the BP that a skill using the abilities in set can
// draw on: its bonus pools and the General pool.
func (l *Ledger) skillBudget(set AbilitySet) int {
	n := l.Available(General)
	for a := range Ability(numAbilities) {
		if p, ok := bonusPool(a); ok && set.Has(a) {
			n += l.Available(p)
		}
	}
	return n
}

// validate reports an entry that is malformed (unknown kind or pool, zero
// BP) or after which some pool's balance is negative.
func (l *Ledger) validate() error {
	var bal [numPools]int
	for i, e := range l.entries {
		switch {
		case e.Kind < 1 || e.Kind >= numKinds:
			return fieldErr(fmt.Sprintf("ledger[%d].kind", i), "unknown kind %d", int(e.Kind))
		case e.Pool >= numPools:
			return fieldErr(fmt.Sprintf("ledger[%d].pool", i), "unknown pool %d", int(e.Pool))
		case e.BP == 0:
			return fieldErr(fmt.Sprintf("ledger[%d].bp", i), "an entry moves at least 1 BP")
		case e.Scene < 0:
			return fieldErr(fmt.Sprintf("ledger[%d].scene", i), "scene %d is negative", e.Scene)
		}
		bal[e.Pool] += e.BP
		if bal[e.Pool] < 0 {
			return fieldErr(fmt.Sprintf("ledger[%d].bp", i), "%d BP takes the %s pool to %d: the ledger never goes negative", e.BP, e.Pool, bal[e.Pool])
		}
	}
	return nil
}

// Equal reports whether two ledgers hold the same entries.
func (l Ledger) Equal(m Ledger) bool { return slices.Equal(l.entries, m.entries) }

// MarshalJSON encodes the ledger as an array of entries.
func (l Ledger) MarshalJSON() ([]byte, error) {
	if l.entries == nil {
		return []byte("[]"), nil
	}
	return json.Marshal(l.entries)
}

// UnmarshalJSON decodes an array of entries; unknown fields, malformed
// entries and a balance that goes negative are errors naming the entry.
func (l *Ledger) UnmarshalJSON(data []byte) error {
	var es []LedgerEntry
	if err := encounter.Strict(data, &es); err != nil {
		return fmt.Errorf("%w: ledger: %s", ErrSheet, sheetMsg(err))
	}
	if len(es) == 0 {
		es = nil
	}
	m := Ledger{entries: es}
	if err := m.validate(); err != nil {
		return err
	}
	for _, e := range es {
		m.pools[e.Pool] += e.BP
	}
	*l = m
	return nil
}
