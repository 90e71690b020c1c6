package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"time"
)

// Progress bar timing: nothing is drawn before progressDelay (a short run
// stays silent), then the bar is redrawn every progressTick.
const (
	progressDelay = time.Second
	progressTick  = 200 * time.Millisecond
)

// Progress draws a study's progress bar on a terminal. The workers only
// store the trials done (once per chunk, through Callback); a goroutine of
// its own draws. A nil *Progress is a run without a bar.
type Progress struct {
	w     io.Writer
	unit  string
	total uint64
	done  atomic.Uint64
	start time.Time
	quit  chan struct{}
	ended chan struct{}
}

// StartProgress starts a bar for a study of total trials on w when w is a
// terminal; otherwise (a file, a pipe, a test's buffer) it returns nil.
// unit names the trials in the plural ("duels"). Nothing is drawn in the
// first second, so a short run stays silent.
func StartProgress(w io.Writer, total uint64, unit string) *Progress {
	if !isTerminal(w) {
		return nil
	}
	p := &Progress{w: w, unit: unit, total: total, start: time.Now(), quit: make(chan struct{}), ended: make(chan struct{})}
	go p.loop()
	return p
}

// isTerminal reports whether w is a character device such as a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// Callback returns the function a study calls with the trials done (as
// gunfight.Study.Progress): nil without a bar, so a silent run makes no
// calls at all.
func (p *Progress) Callback() func(done, total uint64) {
	if p == nil {
		return nil
	}
	return p.update
}

// update keeps the largest count of trials done (workers report out of
// order).
func (p *Progress) update(done, _ uint64) {
	for {
		old := p.done.Load()
		if done <= old || p.done.CompareAndSwap(old, done) {
			return
		}
	}
}

// loop waits progressDelay, then redraws the bar until finish.
func (p *Progress) loop() {
	defer close(p.ended)
	delay := time.NewTimer(progressDelay)
	defer delay.Stop()
	select {
	case <-delay.C:
	case <-p.quit:
		return
	}
	tick := time.NewTicker(progressTick)
	defer tick.Stop()
	for {
		fmt.Fprint(p.w, "\r"+bar(p.done.Load(), p.total, p.unit, time.Since(p.start))+"\x1b[K")
		select {
		case <-tick.C:
		case <-p.quit:
			fmt.Fprint(p.w, "\r\x1b[K") // leave the line clean for what follows
			return
		}
	}
}

// Finish stops the bar and erases it; it does nothing on a nil *Progress.
func (p *Progress) Finish() {
	if p == nil {
		return
	}
	close(p.quit)
	<-p.ended
}

// barWidth is the number of cells in the bar.
const barWidth = 30

// bar renders one line of progress: "[#########·····]  45%  4500 of 10000
// duels  2s, about 3s left".
func bar(done, total uint64, unit string, elapsed time.Duration) string {
	frac := 1.0
	if total > 0 {
		frac = min(1, float64(done)/float64(total))
	}
	full := int(frac * barWidth)
	line := fmt.Sprintf("[%s%s] %3.0f%%  %d of %d %s  %s", strings.Repeat("#", full), strings.Repeat("·", barWidth-full),
		100*frac, done, total, unit, elapsed.Round(time.Second))
	if done > 0 && done < total {
		left := time.Duration(float64(elapsed) * float64(total-done) / float64(done))
		line += fmt.Sprintf(", about %s left", left.Round(time.Second))
	}
	return line
}
