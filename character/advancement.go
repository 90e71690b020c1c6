package character

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/deadmanshand/aces/internal/words"
	"github.com/deadmanshand/aces/reputation"
	"github.com/deadmanshand/aces/scene"
)

// Objective is one step of a profession path and the BP it pays when
// achieved.
type Objective struct {
	Name string `json:"name"`
	BP   int    `json:"bp"`
}

// Path is a profession path (rule CH-11): a way of making a living, with
// objectives to be achieved roughly in order.
type Path struct {
	Name       string      `json:"name"`
	Objectives []Objective `json:"objectives"`
}

// index returns the index of the objective named name, or −1.
func (p *Path) index(name string) int {
	for i, o := range p.Objectives {
		if strings.EqualFold(o.Name, name) {
			return i
		}
	}
	return -1
}

// PathList is a list of profession paths. The default ([DefaultPaths]) is
// ours: the source rules print no objective tables. Users define their own.
type PathList []Path

// Lookup returns the path with the given name (case-insensitive); an
// unknown name wraps [ErrAward].
func (l PathList) Lookup(name string) (*Path, error) {
	if p := rowNamed(l, func(p *Path) string { return p.Name }, name); p != nil {
		return p, nil
	}
	return nil, fmt.Errorf("%w: no profession path %q", ErrAward, name)
}

// validate reports a malformed list: an empty or repeated path name, a path
// without objectives, an empty or repeated objective name, or an objective
// paying outside 1..100 BP. The error is a [*TableError] naming the path and
// the objective.
func (l PathList) validate() error {
	for i, p := range l {
		if strings.TrimSpace(p.Name) == "" {
			return tableErr("paths", i+1, "", "empty name")
		}
		if err := repeatsName("paths", l, i, func(p *Path) string { return p.Name }); err != nil {
			return err
		}
		if len(p.Objectives) == 0 {
			return tableErr("paths", i+1, p.Name, "no objectives")
		}
		for j, o := range p.Objectives {
			if strings.TrimSpace(o.Name) == "" {
				return tableErr("paths", i+1, p.Name, "objective %d has no name", j+1)
			}
			if o.BP < 1 || o.BP > 100 {
				return tableErr("paths", i+1, p.Name, "objective %d (%s) pays %d BP, outside 1..100", j+1, o.Name, o.BP)
			}
			for k := range j {
				if strings.EqualFold(p.Objectives[k].Name, o.Name) {
					return tableErr("paths", i+1, p.Name, "objective %d (%s) repeats objective %d", j+1, o.Name, k+1)
				}
			}
		}
	}
	return nil
}

// DefaultPaths returns three sample profession paths — ours, not from the
// source rules (rule CH-11), which refer to profession tables they do not
// print: Cowboy, Lawman and Outlaw, six objectives each, paying 1 to 5 BP.
// Each call returns new slices.
func DefaultPaths() PathList {
	return PathList{
		{Name: "Cowboy", Objectives: []Objective{
			{"Hire on with an outfit", 1},
			{"Break a wild horse", 2},
			{"Ride a cattle drive to the railhead", 3},
			{"Be made top hand", 3},
			{"Be made trail boss", 4},
			{"Own a herd of your own", 5},
		}},
		{Name: "Lawman", Objectives: []Objective{
			{"Be sworn in as a deputy", 1},
			{"Arrest a wanted man", 2},
			{"Catch a horse thief", 2},
			{"Be made sheriff or town marshal", 3},
			{"Bring in a gang", 4},
			{"Be appointed U.S. Marshal", 5},
		}},
		{Name: "Outlaw", Objectives: []Objective{
			{"Commit a robbery", 1},
			{"Escape a posse", 2},
			{"Have a price put on your head", 2},
			{"Rob a bank or a stage", 3},
			{"Lead your own gang", 4},
			{"Rob a train", 5},
		}},
	}
}

// Goal is a personal goal (rule CH-11): specific, measurable, not part of
// the current profession; it pays its BP once. It is package scene's Goal,
// the one a scene's consequences carry.
type Goal = scene.Goal

// SampleGoals returns sample personal goals with the BP we suggest — ours;
// the GM judges any other goal.
func SampleGoals() []Goal {
	return []Goal{
		{Name: "Buy your first horse", BP: 1},
		{Name: "Learn to read and write", BP: 2},
		{Name: "Win $500 at cards in one night", BP: 2},
		{Name: "Get married", BP: 2},
		{Name: "Build a house of your own", BP: 3},
		{Name: "Avenge your father", BP: 3},
	}
}

// Event is a remarkable event (rule CH-11): something unexpected that
// justifies BP, normally at most 1 BP per scene. It is package scene's
// Remarkable, the one a scene's consequences carry.
type Event = scene.Remarkable

// maxRemarkableBP is the most BP remarkable events pay in one scene unless
// the GM overrides it (rule CH-11): 1.
const maxRemarkableBP = 1

// Scene is what a character did in one scene, as the GM awards it after
// the scene (rule CH-11). Path is the profession path the character declared
// at the start of the scene — one path, fixed for the scene; Objectives are
// the objectives of that path he achieved during the scene. Skill checks
// never pay BP, and winning a gunfight pays only gunfight experience (rule
// CHD-4).
type Scene struct {
	Number     int      // scenes are numbered from 1 and awarded in order
	Path       string   // declared profession path; "" for none
	Objectives []string // objectives of Path achieved in this scene
	Goals      []Goal   // personal goals achieved
	Events     []Event  // remarkable events
	Override   bool     // the GM allows more than 1 BP for events
	Gunfights  int      // gunfights survived: gunfight experience
}

// PathProgress is how far a character has come on one profession path:
// the objectives completed, in the order they were.
type PathProgress struct {
	Path string   `json:"path"`
	Done []string `json:"done"`
}

// Career is a character's advancement record: the path declared in the last
// scene, the progress on every path he has followed (so re-entering a path
// resumes where he left it), the personal goals achieved and the last scene
// awarded.
type Career struct {
	Path      string         `json:"path,omitempty"`
	Progress  []PathProgress `json:"progress,omitempty"`
	Goals     []string       `json:"goals,omitempty"`
	LastScene int            `json:"lastScene,omitempty"`
}

func (c *Career) progress(path string) *PathProgress {
	for i := range c.Progress {
		if strings.EqualFold(c.Progress[i].Path, path) {
			return &c.Progress[i]
		}
	}
	return nil
}

// Done reports whether the objective of the path has been completed.
func (c *Career) Done(path, objective string) bool {
	if p := c.progress(path); p != nil {
		for _, d := range p.Done {
			if strings.EqualFold(d, objective) {
				return true
			}
		}
	}
	return false
}

// SceneAward is the record of what a scene paid: each objective, goal and
// event with its BP, the bonus BP of a Great or Legendary Reputation, the
// total, and the gunfight experience gained.
type SceneAward struct {
	Scene      int
	Path       string
	Objectives []Objective
	Goals      []Goal
	Events     []Event
	Gunfights  int
	Bonus      int    // BP from a Great or Legendary Reputation (rules RE-1, CHD-6), in BP
	Standing   string // the Reputation's title when Bonus was earned: "Great Reputation"
	BP         int
}

// String formats the award as table talk:
//
//	scene 3 (Lawman): +2 BP Arrest a wanted man; +1 BP remarkable: saved the stage; gunfight experience +1; total +3 BP
func (a SceneAward) String() string {
	var b strings.Builder
	b.WriteString("scene ")
	b.WriteString(strconv.Itoa(a.Scene))
	words.Note(&b, a.Path)
	b.WriteString(": ")
	n := 0
	sep := func() {
		if n > 0 {
			b.WriteString("; ")
		}
		n++
	}
	for _, o := range a.Objectives {
		sep()
		fmt.Fprintf(&b, "+%d BP %s", o.BP, o.Name)
	}
	for _, g := range a.Goals {
		sep()
		fmt.Fprintf(&b, "+%d BP personal goal: %s", g.BP, g.Name)
	}
	for _, e := range a.Events {
		sep()
		fmt.Fprintf(&b, "+%d BP remarkable: %s", e.BP, e.What)
	}
	if a.Bonus > 0 {
		sep()
		fmt.Fprintf(&b, "+%d BP %s", a.Bonus, a.Standing)
	}
	if a.Gunfights > 0 {
		sep()
		fmt.Fprintf(&b, "gunfight experience +%d", a.Gunfights)
	}
	sep()
	fmt.Fprintf(&b, "total +%d BP", a.BP)
	return b.String()
}

// EndScene awards a scene to the character (rule CH-11) and records every BP
// in the ledger. It enforces the rules of advancement:
//
//   - Scenes are awarded once each, in order: Number must be above the last
//     scene awarded.
//   - One declared path per scene: every objective must be on sc.Path —
//     an objective of another path does not pay (no double-dipping).
//   - A completed objective never pays twice, and re-entering a path resumes
//     where the character left it.
//   - Objectives are followed roughly in order: at most one objective before
//     the furthest one completed may be left undone. A skipped objective may
//     still be completed (and paid) later.
//   - A personal goal pays once and may not be an objective of the declared
//     path.
//   - Remarkable events pay at most 1 BP per scene unless the GM sets
//     sc.Override.
//   - Gunfights add gunfight experience and no BP (rule CHD-4).
//   - A Great or Legendary Reputation adds 1 BP for every full 10 BP
//     earned, counted over every BP earned — this scene's, earlier scenes',
//     those of [Sheet.Award] — with the remainder kept in BPCarry (rules
//     RE-1, CHD-6).
//
// A scene that breaks a rule changes nothing; the error wraps [ErrAward],
// [ErrPaidTwice] or [ErrObjectiveOrder] and says what was wrong. Nil paths
// are the defaults ([DefaultPaths]).
func (s *Sheet) EndScene(paths PathList, sc Scene) (SceneAward, error) {
	if paths == nil {
		paths = defaultRules.Paths
	}
	a := SceneAward{Scene: sc.Number, Gunfights: sc.Gunfights}
	c := &s.Career
	if sc.Number <= c.LastScene {
		return a, fmt.Errorf("%w: scene %d was already awarded (last scene awarded: %d)", ErrPaidTwice, sc.Number, c.LastScene)
	}
	if sc.Gunfights < 0 {
		return a, fmt.Errorf("%w: scene %d: %d gunfights", ErrAward, sc.Number, sc.Gunfights)
	}
	var path *Path
	if sc.Path != "" {
		var err error
		if path, err = paths.Lookup(sc.Path); err != nil {
			return a, err
		}
		a.Path = path.Name
	} else if len(sc.Objectives) > 0 {
		return a, fmt.Errorf("%w: scene %d: objectives %q without a declared profession path", ErrAward, sc.Number, sc.Objectives)
	}

	// Profession objectives.
	var done []bool
	if path != nil {
		done = make([]bool, len(path.Objectives))
		if p := c.progress(path.Name); p != nil {
			for _, d := range p.Done {
				if i := path.index(d); i >= 0 {
					done[i] = true
				}
			}
		}
		var now []int
		for _, name := range sc.Objectives {
			i := path.index(name)
			if i < 0 {
				return a, fmt.Errorf("%w: %q is not an objective of the %s path (one path per scene, no double-dipping)", ErrAward, name, path.Name)
			}
			if done[i] {
				if slices.Contains(now, i) {
					return a, fmt.Errorf("%w: %s: %q is listed twice in scene %d", ErrPaidTwice, path.Name, path.Objectives[i].Name, sc.Number)
				}
				return a, fmt.Errorf("%w: %s: %q was completed before and never pays twice", ErrPaidTwice, path.Name, path.Objectives[i].Name)
			}
			done[i] = true
			now = append(now, i)
		}
		furthest := -1
		for i, d := range done {
			if d {
				furthest = i
			}
		}
		var skipped []string
		for i := 0; i < furthest; i++ {
			if !done[i] {
				skipped = append(skipped, path.Objectives[i].Name)
			}
		}
		if len(skipped) > 1 {
			return a, fmt.Errorf("%w: %s: reaching %q leaves %d earlier objectives undone (%s); at most one may be skipped",
				ErrObjectiveOrder, path.Name, path.Objectives[furthest].Name, len(skipped), strings.Join(skipped, "; "))
		}
		slices.Sort(now)
		for _, i := range now {
			a.Objectives = append(a.Objectives, path.Objectives[i])
		}
	}

	// Personal goals.
	for i, g := range sc.Goals {
		switch {
		case strings.TrimSpace(g.Name) == "":
			return a, fmt.Errorf("%w: scene %d: personal goal %d has no name", ErrAward, sc.Number, i+1)
		case g.BP < 1 || g.BP > 100:
			return a, fmt.Errorf("%w: personal goal %q pays %d BP, outside 1..100", ErrAward, g.Name, g.BP)
		case path != nil && path.index(g.Name) >= 0:
			return a, fmt.Errorf("%w: personal goal %q is an objective of the %s path, not a personal goal", ErrAward, g.Name, path.Name)
		}
		for _, h := range c.Goals {
			if strings.EqualFold(h, g.Name) {
				return a, fmt.Errorf("%w: personal goal %q was achieved before", ErrPaidTwice, g.Name)
			}
		}
		for _, h := range sc.Goals[:i] {
			if strings.EqualFold(h.Name, g.Name) {
				return a, fmt.Errorf("%w: personal goal %q is listed twice", ErrPaidTwice, g.Name)
			}
		}
	}
	a.Goals = slices.Clone(sc.Goals)

	// Remarkable events.
	events := 0
	for i, e := range sc.Events {
		if strings.TrimSpace(e.What) == "" {
			return a, fmt.Errorf("%w: scene %d: remarkable event %d is not described", ErrAward, sc.Number, i+1)
		}
		if e.BP < 1 || e.BP > 100 {
			return a, fmt.Errorf("%w: remarkable event %q pays %d BP, outside 1..100", ErrAward, e.What, e.BP)
		}
		events += e.BP
	}
	if events > maxRemarkableBP && !sc.Override {
		return a, fmt.Errorf("%w: scene %d: remarkable events pay %d BP; at most %d per scene unless the GM overrides", ErrAward, sc.Number, events, maxRemarkableBP)
	}
	a.Events = slices.Clone(sc.Events)

	// Everything checked: record it.
	for _, o := range a.Objectives {
		s.Ledger.add(LedgerEntry{Kind: KindProfession, BP: o.BP, Item: path.Name + ": " + o.Name, Scene: sc.Number})
		a.BP += o.BP
	}
	for _, g := range a.Goals {
		s.Ledger.add(LedgerEntry{Kind: KindGoal, BP: g.BP, Item: g.Name, Scene: sc.Number})
		c.Goals = append(c.Goals, g.Name)
		a.BP += g.BP
	}
	for _, e := range a.Events {
		s.Ledger.add(LedgerEntry{Kind: KindRemarkable, BP: e.BP, Item: e.What, Scene: sc.Number})
		a.BP += e.BP
	}
	if a.BP > 0 {
		if a.Bonus = s.reputationBP(sc.Number, a.BP); a.Bonus > 0 {
			a.Standing = reputation.Title(s.Reputation)
			a.BP += a.Bonus
		}
	}
	if path != nil {
		p := c.progress(path.Name)
		if p == nil {
			c.Progress = append(c.Progress, PathProgress{Path: path.Name})
			p = &c.Progress[len(c.Progress)-1]
		}
		for _, o := range a.Objectives {
			p.Done = append(p.Done, o.Name)
		}
	}
	c.Path = a.Path
	c.LastScene = sc.Number
	s.Gunfights += sc.Gunfights
	return a, nil
}

// validate checks the career's shape for a loaded sheet.
func (c *Career) validate() error {
	if c.LastScene < 0 {
		return fieldErr("career.lastScene", "%d is negative", c.LastScene)
	}
	paths := foldSet{}
	for i, p := range c.Progress {
		if strings.TrimSpace(p.Path) == "" {
			return fieldErr(fmt.Sprintf("career.progress[%d].path", i), "empty")
		}
		if j, dup := paths.add(p.Path, i); dup {
			return fieldErr(fmt.Sprintf("career.progress[%d].path", i), "%q repeats progress[%d]", p.Path, j)
		}
		done := foldSet{}
		for j, d := range p.Done {
			if strings.TrimSpace(d) == "" {
				return fieldErr(fmt.Sprintf("career.progress[%d].done[%d]", i, j), "empty")
			}
			if k, dup := done.add(d, j); dup {
				return fieldErr(fmt.Sprintf("career.progress[%d].done[%d]", i, j), "%q repeats done[%d]: nothing pays twice", d, k)
			}
		}
	}
	goals := foldSet{}
	for i, g := range c.Goals {
		if strings.TrimSpace(g) == "" {
			return fieldErr(fmt.Sprintf("career.goals[%d]", i), "empty")
		}
		if j, dup := goals.add(g, i); dup {
			return fieldErr(fmt.Sprintf("career.goals[%d]", i), "%q repeats goals[%d]: a goal pays once", g, j)
		}
	}
	return nil
}
