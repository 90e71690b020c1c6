// Package racetest plays a game on several goroutines at once and checks
// that each play tells the same as when played alone: the test every
// package with tables runs under -race, building its encounters from one
// shared table or setup.
package racetest

import (
	"sync"
	"testing"
)

// Same plays play(i) for i in 0..n-1 one after another, then all n at once
// on as many goroutines, and fails t when a play returns an error or tells
// (the lines it returns) otherwise together than alone. play must share
// only what the test means to prove safe to share, such as one decoded
// table.
func Same(t testing.TB, n int, play func(i int) ([]string, error)) {
	t.Helper()
	alone := make([][]string, n)
	for i := range n {
		var err error
		if alone[i], err = play(i); err != nil {
			t.Fatalf("play %d alone: %v", i, err)
		}
	}
	together := make([][]string, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			together[i], errs[i] = play(i)
		}()
	}
	wg.Wait()
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("play %d together: %v", i, errs[i])
		}
		if k, diff := firstDiff(alone[i], together[i]); diff != "" {
			t.Errorf("play %d: line %d %s", i, k, diff)
		}
	}
}

// firstDiff returns the first line where a and b differ, and how; "" when
// they are the same.
func firstDiff(a, b []string) (int, string) {
	for k := range max(len(a), len(b)) {
		switch {
		case k >= len(a):
			return k, "together only: " + b[k]
		case k >= len(b):
			return k, "alone only: " + a[k]
		case a[k] != b[k]:
			return k, "\nalone    " + a[k] + "\ntogether " + b[k]
		}
	}
	return 0, ""
}
