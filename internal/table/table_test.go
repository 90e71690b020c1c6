package table_test

import (
	"errors"
	"fmt"

	"github.com/deadmanshand/aces/internal/table"
)

var errTable = errors.New("gunfight: invalid table")

func Example() {
	err := error(&table.Error{Table: "weapons", Row: 3, Name: "Colt", Field: "capacity", Why: "-1, want 0..100", Err: errTable})
	fmt.Println(err)
	fmt.Println(errors.Is(err, errTable))
	fmt.Println(&table.Error{Table: "breeds", Why: "no rows", Err: errTable})
	// Output:
	// gunfight: invalid table: weapons row 3 (Colt) capacity: -1, want 0..100
	// true
	// gunfight: invalid table: breeds: no rows
}

func ExampleErrorf() {
	err := table.Errorf(errTable, "weapons", 3, "Colt", "capacity", "%d, want 0..%d", -1, 100)
	fmt.Println(err)
	fmt.Println(errors.Is(err, errTable))
	// Output:
	// gunfight: invalid table: weapons row 3 (Colt) capacity: -1, want 0..100
	// true
}
