package gunfight

import (
	"encoding"
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/internal/encounter"
)

// stateVersion is the version of the saved fight format: 3 saves each
// man's decider and a declaration pending (a person's included); 4 gives
// the events the encounters' common header (when, kind, who, whom); 5
// saves the staunch action, the pressure a man holds (GUD-17), a Nerve
// event's shot (GUD-13) and the new events (left cover, staunched,
// released), each man's patient in the wounds format 3 (its clock in
// counts), and the rules' last edges change what a seed gives (each wound
// bleeds on its own clock, GU-13).
const stateVersion = 5

// savedFight is the JSON form of a fight between two counts.
type savedFight struct {
	Version int          `json:"version"`
	Setup   Setup        `json:"setup"`
	Dice    []byte       `json:"dice"`
	Deck    *dice.Deck   `json:"deck,omitempty"`
	Now     Count        `json:"now"`
	Still   int          `json:"still,omitempty"`
	Seq     uint64       `json:"seq"`
	Queue   []Item[slot] `json:"queue"`
	Started bool         `json:"started,omitempty"`
	Over    bool         `json:"over,omitempty"`
	// Phase is where in its count the fight stopped: 0 between counts, 1
	// in the first declarations, 2 in the declarations after a count.
	Phase    phase             `json:"phase,omitempty"`
	Deciders []encounter.Saved `json:"deciders"`
	Men      []savedMan        `json:"men"`
	Events   []Event           `json:"events"`
}

type savedMan struct {
	State   manState        `json:"state"`
	Patient json.RawMessage `json:"patient"`
}

// MarshalJSON saves the fight at any point between calls — between two
// counts, or stopped at a declaration, with the choice Decide recorded:
// its setup, each man's decider (a built-in by its name, a person, or a
// custom tactic by its Name and Version: one without a Version() string
// method, or named as a built-in, cannot be saved and the error wraps
// [ErrState]), the state of its dice — which must implement
// encoding.BinaryMarshaler, as *dice.Source does, or the error wraps
// [ErrRand] — its deck, the scheduler, every man's state and body (package
// wounds) and the log. Resume continues it to exactly the outcome it would
// have had.
func (f *Fight) MarshalJSON() ([]byte, error) {
	m, ok := f.r.(encoding.BinaryMarshaler)
	if !ok {
		return nil, fmt.Errorf("%w: %T does not implement encoding.BinaryMarshaler", ErrRand, f.r)
	}
	d, err := m.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrRand, err)
	}
	s := savedFight{Version: stateVersion, Setup: f.setup, Dice: d, Now: f.now, Still: f.still, Seq: f.q.Seq(),
		Queue: f.q.Pending(nil), Started: f.started, Over: f.over, Phase: f.phase, Events: f.events}
	for i := range f.men {
		var t any
		if f.men[i].tac != nil {
			t = f.men[i].tac
		}
		d, err := encounter.Save(t, tacticBuiltins)
		if err != nil {
			return nil, fmt.Errorf("%w: shooter %d (%s): %w", ErrState, i, f.men[i].sh.Name, err)
		}
		s.Deciders = append(s.Deciders, d)
	}
	if f.rules != sharedDefaults() {
		s.Setup.Rules = &f.rules.Rules
	}
	if f.setup.Cards == DeckCards {
		s.Deck = &f.deck
	}
	if s.Events == nil {
		s.Events = []Event{}
	}
	for i := range f.men {
		p, err := f.men[i].pat.MarshalJSON()
		if err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrState, f.men[i].sh.Name, err)
		}
		s.Men = append(s.Men, savedMan{State: f.men[i].st, Patient: p})
	}
	return json.Marshal(s)
}

// Resume loads a fight saved with MarshalJSON and returns it ready to step
// on — pending the same declaration, and with the choices Decide recorded,
// when it was saved waiting for a person — rolling with a *dice.Source
// restored from the saved state. Each man's decider is found again: a
// built-in by its name, a person, or a custom tactic of custom by its Name
// and Version (see MarshalJSON); an unknown one wraps [ErrState] and lists
// the names it could have been. Resume checks what it
// restores as strictly as NewFight checks a setup, and refuses a save that
// play cannot give: unknown fields anywhere, weapons not where and not as
// their owner brought them (more rounds than a gun holds or than he had,
// a reload of rounds he does not have), a log it could not marshal again
// or out of order, flags that disagree with the count, the log and the men
// (a fight not started at count 10, a fight over without its Ended event),
// counters out of range. Such a save wraps [ErrState]; Resume never
// panics.
func Resume(data []byte, custom ...Tactic) (*Fight, error) {
	var s savedFight
	if err := encounter.Strict(data, &s); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrState, err)
	}
	if s.Version != stateVersion {
		return nil, fmt.Errorf("%w: version %d, want %d", ErrState, s.Version, stateVersion)
	}
	src := dice.NewSource(0)
	if err := src.UnmarshalBinary(s.Dice); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrState, err)
	}
	tactics, err := findDeciders(&s, custom)
	if err != nil {
		return nil, err
	}
	f, err := NewFight(s.Setup, src)
	if err != nil {
		return nil, within(ErrState, "", err)
	}
	n := len(f.men)
	if len(s.Men) != n {
		return nil, fmt.Errorf("%w: %d men saved for %d shooters", ErrState, len(s.Men), n)
	}
	for i, t := range tactics {
		f.setTactic(i, t)
	}
	if s.Now < 0 || s.Now > f.limit+Minute {
		return nil, fmt.Errorf("%w: count %d", ErrState, s.Now)
	}
	if f.setup.Cards == DeckCards {
		if s.Deck == nil {
			return nil, fmt.Errorf("%w: a fight with a deck saved without it", ErrState)
		}
		f.deck = *s.Deck
		f.deck.Policy = dice.WhenEmpty
		if f.deck.Jokers {
			return nil, fmt.Errorf("%w: the fight's deck has no jokers", ErrState)
		}
	}
	busy := 0
	for i := range f.men {
		m := &f.men[i]
		st := s.Men[i].State
		if err := f.checkState(i, &st); err != nil {
			return nil, err
		}
		if err := m.pat.UnmarshalJSON(s.Men[i].Patient); err != nil {
			return nil, fmt.Errorf("%w: %s: %v", ErrState, m.sh.Name, err)
		}
		b := m.pat.Body()
		if b.Name != m.sh.Name || b.Con != m.sh.con() || b.MaxHP != m.sh.hp() || len(m.pat.Wounds()) > 1000 {
			return nil, fmt.Errorf("%w: %s: the body saved is not his", ErrState, m.sh.Name)
		}
		m.st = st
		m.pen = penalties(m)
		if st.Busy {
			busy++
		}
	}
	for i := range f.men {
		st := &f.men[i].st
		if st.ForGun > 0 && st.ForGun > len(f.men[st.Grip-1].st.Guns) {
			return nil, fmt.Errorf("%w: %s fights for a weapon %s does not have", ErrState, f.men[i].sh.Name, f.men[st.Grip-1].sh.Name)
		}
		if a := &st.Act; st.Busy && a.Kind == Wrestle && a.Hold == ForWeapon && a.Weapon >= len(f.men[a.Target].st.Guns) {
			return nil, fmt.Errorf("%w: %s fights for a weapon %s does not have", ErrState, f.men[i].sh.Name, f.men[a.Target].sh.Name)
		}
	}
	for _, it := range s.Queue {
		if it.Value.Who < 0 || int(it.Value.Who) >= n {
			return nil, fmt.Errorf("%w: a queued action of man %d", ErrState, it.Value.Who)
		}
	}
	if err := f.q.Restore(s.Now, s.Seq, s.Queue); err != nil {
		return nil, within(ErrState, "", err)
	}
	for i := range f.men {
		m := &f.men[i]
		if m.st.Busy && m.st.Due < s.Now {
			return nil, fmt.Errorf("%w: %s's action due at %d, before count %d", ErrState, m.sh.Name, m.st.Due, s.Now)
		}
	}
	if len(s.Events) > 100000 {
		return nil, fmt.Errorf("%w: %d events", ErrState, len(s.Events))
	}
	if err := f.checkEvents(s.Events, s.Now); err != nil {
		return nil, err
	}
	f.restoreLog(s.Events)
	if s.Still < 0 || s.Still > MaxStepsPerCount {
		return nil, fmt.Errorf("%w: %d steps at one count", ErrState, s.Still)
	}
	f.now, f.still, f.started, f.over, f.busy = s.Now, s.Still, s.Started, s.Over, busy
	f.phase = s.Phase
	f.measure()
	f.sides = f.sidesLeft()
	if err := f.checkFlags(&s, busy); err != nil {
		return nil, err
	}
	if err := f.checkPending(&s); err != nil {
		return nil, err
	}
	if err := unknownFields(data, f); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrState, err)
	}
	for i := range f.men {
		if f.men[i].st.Grip != 0 {
			f.grips = true
		}
	}
	return f, nil
}

// checkState reports a saved man's state that the fight could not run.
func (f *Fight) checkState(i int, st *manState) error {
	n := len(f.men)
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrState, f.men[i].sh.Name, fmt.Sprintf(format, args...))
	}
	ng := len(st.Guns)
	switch {
	case ng > 64:
		return bad("%d weapons", ng)
	case st.Main < 0 || st.Main > ng || st.Off < 0 || st.Off > ng:
		return bad("hands hold weapons %d and %d of %d", st.Main, st.Off, ng)
	case st.Status > Dead:
		return bad("status %d", st.Status)
	case st.Grip < 0 || st.Grip > n || st.Grip == i+1:
		return bad("a grip on man %d", st.Grip)
	case st.ForGun < 0 || (st.ForGun > 0 && (st.Grip == 0 || st.ForGun > len(f.men[st.Grip-1].sh.Weapons)+64)):
		return bad("fighting for weapon %d", st.ForGun)
	case !st.MovedPace.Valid() || !st.Act.Pace.Valid():
		return bad("an unknown pace")
	case !(st.Pos.X >= -1e6 && st.Pos.X <= 1e6 && st.Pos.Y >= -1e6 && st.Pos.Y <= 1e6):
		return bad("position out of range")
	case st.Delay < 0 || st.Delay > Minute || st.Due < 0 || st.Order > 3 || st.Die < 0 || st.Die > 1000:
		return bad("numbers out of range")
	case st.GripAt != 0 && !st.GripAt.Valid():
		return bad("a grip at location %d", st.GripAt)
	}
	for k, g := range st.Guns {
		switch {
		case g.Row < 0 || g.Row >= len(f.rules.Weapons):
			return bad("weapon %d: row %d", k, g.Row)
		case g.Hand < holstered || g.Hand > gone:
			return bad("weapon %d: where %d", k, g.Hand)
		case g.Loaded < 0 || g.Loaded > f.rules.Weapons[g.Row].Capacity || g.Spent < 0 || g.Spent > MaxCapacity:
			return bad("weapon %d: %d rounds", k, g.Loaded)
		case g.Pocket < 0 || g.Loop < 0 || g.Cylinders < 0 || g.Pocket > 1000 || g.Loop > 1000 || g.Cylinders > 20:
			return bad("weapon %d: spare rounds out of range", k)
		case g.AimedAt < 0 || g.AimedAt > n:
			return bad("weapon %d: aimed at man %d", k, g.AimedAt)
		case g.From < 0 || g.From > n || g.From == i+1:
			return bad("weapon %d: taken from man %d", k, g.From)
		case g.Carry < -1 || g.Carry >= len(f.men[i].sh.Weapons):
			return bad("weapon %d: carried as %d", k, g.Carry)
		}
		if (g.Hand == inMain) != (st.Main == k+1) || (g.Hand == inOff) != (st.Off == k+1) {
			return bad("weapon %d is in hand %d but the hands hold %d and %d", k, g.Hand, st.Main, st.Off)
		}
		if err := f.checkRounds(i, k, g); err != nil {
			return bad("weapon %d: %v", k, err)
		}
	}
	if ng < len(f.men[i].sh.Weapons) {
		return bad("%d weapons, he carries %d", ng, len(f.men[i].sh.Weapons))
	}
	if st.Shots < 0 || st.Shots > maxSavedShots || st.Hits < 0 || st.Hits > st.Shots || st.Gen > maxSavedGen {
		return bad("%d shots, %d hits, %d actions", st.Shots, st.Hits, st.Gen)
	}
	a := &st.Act
	if a.Kind > recovery || a.Aim > Fan || a.Extra > Careful || a.Hold > BreakFree || (a.At != 0 && !a.At.Valid()) {
		return bad("an unknown action")
	}
	if !st.Busy {
		return nil
	}
	weaponOK := func(w int) bool { return w >= 0 && w < ng }
	switch a.Kind {
	case Draw:
		if !weaponOK(a.Weapon) || (a.Two && !weaponOK(a.Second)) {
			return bad("drawing weapon %d", a.Weapon)
		}
	case Fire, Reload:
		if !weaponOK(a.Weapon) || !f.rules.Weapons[st.Guns[a.Weapon].Row].Class.Firearm() {
			return bad("%s with weapon %d", a.Kind, a.Weapon)
		}
		if a.Kind == Reload {
			if err := f.checkReload(&st.Guns[a.Weapon], a); err != nil {
				return bad("reloading weapon %d: %v", a.Weapon, err)
			}
		}
	case Strike:
		if !a.Bare && (!weaponOK(a.Weapon) || f.rules.Weapons[st.Guns[a.Weapon].Row].Melee == nil) {
			return bad("striking with weapon %d", a.Weapon)
		}
		if a.Bare && f.fists() == nil {
			return bad("striking bare-handed without a fists row")
		}
	case NoAction, Done:
		return bad("busy with no action")
	}
	switch a.Kind {
	case Fire, Strike, Grab, Wrestle, Move:
		if a.Target < 0 || a.Target >= n || a.Target == i {
			return bad("%s at man %d", a.Kind, a.Target)
		}
	}
	if a.Kind == Wrestle && a.Hold == ForWeapon && (a.Weapon < 0 || a.Weapon >= 64) {
		return bad("fighting for weapon %d", a.Weapon)
	}
	if a.Kind == Move && (a.Feet < -1000 || a.Feet > 1000) {
		return bad("a move of %d ft", a.Feet)
	}
	return nil
}
