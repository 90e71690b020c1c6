package scene

import (
	"fmt"
	"strings"
)

// Advancement is what a scene's Building Points award reads (rule CH-11):
// the profession path he declared for the scene and the objectives of it he
// achieved, the personal goals achieved, the remarkable events (at most 1
// BP a scene unless the GM overrides), and the gunfights he survived, which
// are gunfight experience and never BP by themselves (CHD-4). An encounter
// fills in what it knows — a gunfight its experience — and the GM the rest
// before the character takes the consequences. The zero Advancement pays
// nothing.
type Advancement struct {
	Path       string       `json:"path,omitempty"`
	Objectives []string     `json:"objectives,omitempty"`
	Goals      []Goal       `json:"goals,omitempty"`
	Events     []Remarkable `json:"events,omitempty"`
	Override   bool         `json:"override,omitempty"`
	Gunfights  int          `json:"gunfights,omitempty"`
}

// Goal is a personal goal achieved (rule CH-11): specific, measurable, not
// part of the current profession; it pays its BP once.
type Goal struct {
	Name string `json:"name"`
	BP   int    `json:"bp"`
}

// Remarkable is a remarkable event (rule CH-11): something unexpected that
// justifies BP, normally at most 1 BP a scene.
type Remarkable struct {
	What string `json:"what"`
	BP   int    `json:"bp"`
}

// maxGunfights bounds the gunfight experience one scene gives.
const maxGunfights = 100

// IsZero reports whether the advancement pays nothing and records nothing.
func (a *Advancement) IsZero() bool {
	return a.Path == "" && len(a.Objectives) == 0 && len(a.Goals) == 0 && len(a.Events) == 0 && !a.Override && a.Gunfights == 0
}

// validate reports what no scene could award: gunfights outside
// 0..maxGunfights, a blank objective, goal or event. The character's sheet
// judges the rest (paths, order, BP, what was paid before).
func (a *Advancement) validate() error {
	if a.Gunfights < 0 || a.Gunfights > maxGunfights {
		return fmt.Errorf("%w: %d gunfights, want 0..%d", ErrConsequences, a.Gunfights, maxGunfights)
	}
	for i, o := range a.Objectives {
		if strings.TrimSpace(o) == "" {
			return fmt.Errorf("%w: objective %d has no name", ErrConsequences, i+1)
		}
	}
	for i, g := range a.Goals {
		if strings.TrimSpace(g.Name) == "" {
			return fmt.Errorf("%w: personal goal %d has no name", ErrConsequences, i+1)
		}
	}
	for i, e := range a.Events {
		if strings.TrimSpace(e.What) == "" {
			return fmt.Errorf("%w: remarkable event %d is not described", ErrConsequences, i+1)
		}
	}
	return nil
}
