package trial

import (
	"testing"

	"github.com/deadmanshand/aces/internal/encountertest"
)

// TestStatsTallied: Merge adds every count of Stats.
func TestStatsTallied(t *testing.T) {
	encountertest.Tallied(t, &statsFormat, nil)
}
