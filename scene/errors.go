package scene

import "errors"

// ErrConsequences is wrapped by every error of this package: consequences
// that no scene could have left, and JSON that does not decode into them.
var ErrConsequences = errors.New("scene: invalid consequences")
