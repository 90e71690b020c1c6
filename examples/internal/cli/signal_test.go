//go:build unix

package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestCtrlC: an interrupt cancels the run's context, and the run's error
// then exits with status 130.
func TestCtrlC(t *testing.T) {
	err := untilSignal(func(ctx context.Context) error {
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("interrupted after 3 of 9 duels: %w", ctx.Err())
		case <-time.After(10 * time.Second):
			return errors.New("the interrupt never reached the run")
		}
	})
	if !errors.Is(err, context.Canceled) || ExitCode(err) != ExitInterrupted {
		t.Errorf("got %v, exit status %d", err, ExitCode(err))
	}
}
