package gunfight

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/internal/encounter"
)

// tacticBuiltins tells the built-in tactics apart for saving: they are
// saved by name, with no parameters.
var tacticBuiltins = encounter.Builtins{
	Names: BuiltinNames(),
	Of: func(d any) (string, bool) {
		g, ok := d.(*gunman)
		if !ok {
			return "", false
		}
		return g.name, true
	},
}

// builtinTactic is the built-in tactic saved under name; it has no
// parameters.
func builtinTactic(name string, params json.RawMessage) (Tactic, error) {
	if params != nil {
		return nil, fmt.Errorf("built-in tactic %q has no parameters, saved with %s", name, params)
	}
	return Builtin(name)
}
