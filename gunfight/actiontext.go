package gunfight

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/wounds"
)

// holdWords are the wrestling options as String writes them, one word each.
var holdWords = [...]string{"none", "for-weapon", "throw-down", "hurt", "hold", "break-free"}

// String writes the action as a View's options list it and ParseAction
// reads it back, weapons and men by number: "draw 0", "draw 0 off-hand",
// "draw 0 and 1", "fire 0 at 1 hip", "fire 0 at 1 deliberate steady to
// head", "reload 0 6 from loop", "reload 0 cylinder", "move 40 ft toward
// 1 run", "move 10 ft away from 1", "take cover", "flee walk", "leave",
// "stand", "wait 20", "done", "dodge", "staunch 1", "strike 2 at 1
// overhead", "strike bare at 1", "grab 1 to right arm", "wrestle 1
// for-weapon 0", "wrestle 1 throw-down by-dex", "wrestle 1 hurt deal 2",
// "wrestle 1 break-free".
// Fields that do not concern the kind are not written.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Kind.String())
	num := func(n int) { b.WriteByte(' '); b.WriteString(strconv.Itoa(n)) }
	word := func(w string) { b.WriteByte(' '); b.WriteString(w) }
	at := func() {
		if a.At != 0 {
			word("to " + a.At.String())
		}
	}
	switch a.Kind {
	case Draw:
		num(a.Weapon)
		switch {
		case a.Two:
			word("and")
			num(a.Second)
		case a.OffHand:
			word("off-hand")
		}
	case Fire:
		num(a.Weapon)
		word("at")
		num(a.Target)
		if a.Aim != Aimed {
			word(a.Aim.String())
		}
		if a.Extra != NoExtra {
			word(a.Extra.String())
		}
		if a.Steady {
			word("steady")
		}
		at()
	case Reload:
		num(a.Weapon)
		if a.Cylinder {
			word("cylinder")
			break
		}
		if a.Rounds != 0 {
			num(a.Rounds)
		}
		if a.Loop {
			word("from loop")
		}
	case Move:
		if a.Feet < 0 {
			num(-a.Feet)
			word("ft away from")
		} else {
			num(a.Feet)
			word("ft toward")
		}
		num(a.Target)
		if a.Pace != 0 {
			word(a.Pace.String())
		}
	case Flee:
		if a.Pace != 0 {
			word(a.Pace.String())
		}
	case Wait:
		if a.Counts != 0 {
			num(int(a.Counts))
		}
	case Strike:
		if a.Bare {
			word("bare")
		} else {
			num(a.Weapon)
		}
		word("at")
		num(a.Target)
		if a.Overhead {
			word("overhead")
		}
		at()
	case Grab:
		num(a.Target)
		at()
	case Staunch:
		num(a.Target)
	case Wrestle:
		num(a.Target)
		if int(a.Hold) < len(holdWords) {
			word(holdWords[a.Hold])
		} else {
			word(a.Hold.String())
		}
		if a.Hold == ForWeapon {
			num(a.Weapon)
		}
		if a.ByDex {
			word("by-dex")
		}
		if a.Spare {
			word("spare")
		}
		if a.Deal != 0 {
			word("deal")
			num(a.Deal)
		}
	}
	return b.String()
}

// ParseAction reads an action as Action.String writes it (case and extra
// spaces do not matter). A text that is no action wraps [ErrAction] and
// says what was wrong, listing the valid words where a word was wrong.
// It checks the form only: whether the rules allow the action now is
// Decide's check (or View.Counts).
func ParseAction(s string) (Action, error) {
	p := &actionParser{text: s, words: strings.Fields(strings.ToLower(s))}
	a, err := p.parse()
	if err != nil {
		return Action{}, fmt.Errorf("%w: %q: %s", ErrAction, s, err)
	}
	return a, nil
}

// actionParser reads the words of an action one at a time.
type actionParser struct {
	text  string
	words []string
}

// next returns the next word, "" at the end.
func (p *actionParser) next() string {
	if len(p.words) == 0 {
		return ""
	}
	w := p.words[0]
	p.words = p.words[1:]
	return w
}

// accept takes the next words when they are ws.
func (p *actionParser) accept(ws ...string) bool {
	if len(p.words) < len(ws) {
		return false
	}
	for k, w := range ws {
		if p.words[k] != w {
			return false
		}
	}
	p.words = p.words[len(ws):]
	return true
}

// number reads a whole number, what naming it in the error.
func (p *actionParser) number(what string) (int, error) {
	w := p.next()
	n, err := strconv.Atoi(w)
	if err != nil || len(w) > 6 {
		return 0, fmt.Errorf("want %s (a number), got %q", what, w)
	}
	return n, nil
}

// expect reads the word w.
func (p *actionParser) expect(w string) error {
	if got := p.next(); got != w {
		return fmt.Errorf("want %q, got %q", w, got)
	}
	return nil
}

// location reads "to LOCATION", the rest of the words, when it comes.
func (p *actionParser) location(a *Action) error {
	if !p.accept("to") {
		return nil
	}
	name := strings.Join(p.words, " ")
	l, err := wounds.ParseLocation(name)
	if err != nil {
		valid := make([]string, 0, wounds.NumLocations)
		for l := wounds.Location(1); l <= wounds.NumLocations; l++ {
			valid = append(valid, l.String())
		}
		return fmt.Errorf("%s", encounter.Unknown("body location", name, valid))
	}
	p.words = nil
	a.At = l
	return nil
}

// pace reads a pace name when one comes.
func (p *actionParser) pace(a *Action) error {
	if len(p.words) == 0 {
		return nil
	}
	w := p.next()
	if a.Pace.UnmarshalText([]byte(w)) != nil || a.Pace == 0 {
		valid := make([]string, 0, wounds.Sprint)
		for m := wounds.Crawl; m <= wounds.Sprint; m++ {
			valid = append(valid, m.String())
		}
		return fmt.Errorf("%s", encounter.Unknown("pace", w, valid))
	}
	return nil
}

// kindWords are the action kinds a text may name, by the words that start it.
var kindWords = []struct {
	words []string
	kind  ActionKind
}{
	{[]string{"draw"}, Draw}, {[]string{"fire"}, Fire}, {[]string{"reload"}, Reload}, {[]string{"move"}, Move},
	{[]string{"take", "cover"}, TakeCover}, {[]string{"flee"}, Flee}, {[]string{"leave"}, Leave},
	{[]string{"strike"}, Strike}, {[]string{"grab"}, Grab}, {[]string{"wrestle"}, Wrestle},
	{[]string{"stand"}, Stand}, {[]string{"wait"}, Wait}, {[]string{"done"}, Done}, {[]string{"dodge"}, Dodge},
	{[]string{"staunch"}, Staunch},
}

// parse reads the whole action.
func (p *actionParser) parse() (Action, error) {
	var a Action
	for _, k := range kindWords {
		if p.accept(k.words...) {
			a.Kind = k.kind
			break
		}
	}
	if a.Kind == NoAction {
		valid := make([]string, len(kindWords))
		for k, kd := range kindWords {
			valid[k] = strings.Join(kd.words, " ")
		}
		return a, fmt.Errorf("%s", encounter.Unknown("action", strings.Join(p.words, " "), valid))
	}
	if err := p.body(&a); err != nil {
		return Action{}, err
	}
	if len(p.words) > 0 {
		return Action{}, fmt.Errorf("%q left over after %q", strings.Join(p.words, " "), a)
	}
	return a, nil
}

// body reads what follows the kind.
func (p *actionParser) body(a *Action) (err error) {
	switch a.Kind {
	case Draw:
		if a.Weapon, err = p.number("a weapon"); err != nil {
			return err
		}
		switch {
		case p.accept("and"):
			a.Two = true
			a.Second, err = p.number("a second weapon")
		case p.accept("off-hand"):
			a.OffHand = true
		}
		return err
	case Fire:
		if a.Weapon, err = p.number("a weapon"); err != nil {
			return err
		}
		if err = p.expect("at"); err != nil {
			return err
		}
		if a.Target, err = p.number("a man"); err != nil {
			return err
		}
		switch {
		case p.accept("hip"):
			a.Aim = Hip
		case p.accept("fan"):
			a.Aim = Fan
		}
		switch {
		case p.accept("deliberate"):
			a.Extra = Deliberate
		case p.accept("careful"):
			a.Extra = Careful
		}
		a.Steady = p.accept("steady")
		return p.location(a)
	case Reload:
		if a.Weapon, err = p.number("a weapon"); err != nil {
			return err
		}
		if p.accept("cylinder") {
			a.Cylinder = true
			return nil
		}
		if len(p.words) > 0 && p.words[0] != "from" {
			if a.Rounds, err = p.number("rounds"); err != nil {
				return err
			}
		}
		a.Loop = p.accept("from", "loop")
		return nil
	case Move:
		if a.Feet, err = p.number("feet"); err != nil {
			return err
		}
		switch {
		case p.accept("ft", "toward"):
		case p.accept("ft", "away", "from"):
			a.Feet = -a.Feet
		default:
			return fmt.Errorf(`want "ft toward" or "ft away from" after the feet`)
		}
		if a.Target, err = p.number("a man"); err != nil {
			return err
		}
		return p.pace(a)
	case Flee:
		return p.pace(a)
	case Wait:
		if len(p.words) > 0 {
			n, err := p.number("counts")
			a.Counts = Count(n)
			return err
		}
	case Strike:
		if !p.accept("bare") {
			if a.Weapon, err = p.number("a weapon or bare"); err != nil {
				return err
			}
		} else {
			a.Bare = true
		}
		if err = p.expect("at"); err != nil {
			return err
		}
		if a.Target, err = p.number("a man"); err != nil {
			return err
		}
		a.Overhead = p.accept("overhead")
		return p.location(a)
	case Grab:
		if a.Target, err = p.number("a man"); err != nil {
			return err
		}
		return p.location(a)
	case Staunch:
		a.Target, err = p.number("a man (himself too)")
		return err
	case Wrestle:
		return p.wrestle(a)
	}
	return nil
}

// wrestle reads a wrestling roll: the man, the option and its details.
func (p *actionParser) wrestle(a *Action) (err error) {
	if a.Target, err = p.number("a man"); err != nil {
		return err
	}
	h := p.next()
	for k, w := range holdWords[1:] {
		if h == w {
			a.Hold = Hold(k + 1)
		}
	}
	if a.Hold == NoHold {
		return fmt.Errorf("%s", encounter.Unknown("wrestling hold", h, holdWords[1:]))
	}
	if a.Hold == ForWeapon {
		if a.Weapon, err = p.number("his weapon"); err != nil {
			return err
		}
	}
	a.ByDex = p.accept("by-dex")
	a.Spare = p.accept("spare")
	if p.accept("deal") {
		a.Deal, err = p.number("damage")
	}
	return err
}
