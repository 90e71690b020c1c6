package tabletest_test

import (
	"encoding/json"
	"fmt"

	"github.com/deadmanshand/aces/internal/tabletest"
)

// shotClock is a small rules table whose loader fills a default in.
type shotClock struct {
	Pistol int `json:"pistol"`
	Rifle  int `json:"rifle"`
}

// printer is a T that says a failure instead of failing a test (the
// failure's text holds a cmp.Diff, whose layout go-cmp keeps unstable).
type printer struct{}

func (printer) Helper() {}
func (printer) Fatalf(format string, args ...any) {
	fmt.Println("Reloads fails: the table does not come back")
}

// A loader that decodes over its defaults does not give a table its own
// JSON back: the rifle's 0 returns as the default 6. Reloads says so; the
// strict loader passes it.
func ExampleReloads() {
	table := shotClock{Pistol: 5, Rifle: 0}
	overDefaults := func(data []byte) (shotClock, error) {
		v := shotClock{Pistol: 5, Rifle: 6}
		err := json.Unmarshal(data, &v)
		if v.Rifle == 0 {
			v.Rifle = 6
		}
		return v, err
	}
	tabletest.Reloads(printer{}, table, overDefaults)
	fmt.Println("--")
	tabletest.Reloads(printer{}, table, tabletest.Unmarshal[shotClock])
	fmt.Println("the strict loader gives the table back")
	// Output:
	// Reloads fails: the table does not come back
	// --
	// the strict loader gives the table back
}
