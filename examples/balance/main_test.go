package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/examples/internal/cli/clitest"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestMain(m *testing.M) { clitest.Main(m, main) }

func TestHelp(t *testing.T) { clitest.CheckHelp(t, "balance") }

// runOK runs the program and fails the test on an error or on anything
// written to stderr.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	var out, errs bytes.Buffer
	if err := run(context.Background(), &out, &errs, args); err != nil {
		t.Fatalf("%v: %v", args, err)
	}
	if errs.Len() > 0 {
		t.Fatalf("%v: stderr %q", args, errs.String())
	}
	return out.String()
}

func TestRunDistance(t *testing.T) {
	out := runOK(t, "-n", "200", "-seed", "7", "-min", "10", "-max", "50", "-step", "20")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 6 {
		t.Fatalf("want a title, a subtitle, a header and 3 rows:\n%s", out)
	}
	for k, want := range []string{"== Hickok (Colt Peacemaker, quick-draw) against Tutt (Colt Peacemaker, quick-draw) ==",
		"win probability by distance (ft): 200 duels a point, seed 7, 95% intervals", "distance (ft)", "10 ", "30 ", "50 "} {
		if !strings.HasPrefix(lines[k], want) {
			t.Errorf("line %d is %q, want it to start with %q", k, lines[k], want)
		}
	}
	if !strings.Contains(lines[3], "%)") || !strings.Contains(lines[2], "Tutt wins") {
		t.Errorf("no rates:\n%s", out)
	}
}

func TestRunDefaults(t *testing.T) {
	out := runOK(t, "-n", "20")
	if rows := strings.Count(out, "\n") - 3; rows != 30 || !strings.Contains(out, "\n5 ") || !strings.Contains(out, "\n150 ") {
		t.Errorf("want 30 points, 5 to 150 ft:\n%s", out)
	}
	out = runOK(t, "-n", "20", "-param", "accuracy")
	if rows := strings.Count(out, "\n") - 3; rows != 9 || !strings.Contains(out, "\n-3 ") || !strings.Contains(out, "Hickok's Accuracy") || !strings.Contains(out, "at 30 ft ==") {
		t.Errorf("want 9 points, Accuracy -3 to 5:\n%s", out)
	}
}

// TestAccuracyCurve: the better shot wins more — the first man's win rate
// at +5 Accuracy is clearly above his rate at −3.
func TestAccuracyCurve(t *testing.T) {
	var out, errs bytes.Buffer
	if err := run(context.Background(), &out, &errs, []string{"-param", "accuracy", "-n", "2000", "-min", "-3", "-max", "5", "-step", "8"}); err != nil {
		t.Fatal(err)
	}
	var rows []float64
	for _, l := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(l, "-3 ") || strings.HasPrefix(l, "5 ") {
			p, err := strconv.ParseFloat(strings.TrimSuffix(strings.Fields(l)[1], "%"), 64)
			if err != nil {
				t.Fatal(err)
			}
			rows = append(rows, p)
		}
	}
	if len(rows) != 2 || rows[1]-rows[0] < 10 {
		t.Errorf("Hickok's win rates at -3 and +5: %v\n%s", rows, out.String())
	}
}

// TestDeterministic: the same seed gives the same table and the same chart,
// byte for byte, on any number of workers.
func TestDeterministic(t *testing.T) {
	dir := t.TempDir()
	var outs, svgs []string
	for _, w := range []string{"1", "2"} {
		svg := filepath.Join(dir, "curve"+w+".svg")
		out := runOK(t, "-n", "300", "-seed", "11", "-max", "60", "-step", "11", "-workers", w, "-svg", svg)
		outs = append(outs, strings.ReplaceAll(out, svg, "curve.svg"))
		data, err := os.ReadFile(svg)
		if err != nil {
			t.Fatal(err)
		}
		svgs = append(svgs, string(data))
	}
	if d := cmp.Diff(outs[0], outs[1]); d != "" {
		t.Errorf("tables on 1 and 2 workers (-1 +2):\n%s", d)
	}
	if svgs[0] != svgs[1] {
		t.Errorf("the charts differ")
	}
	if other := runOK(t, "-n", "300", "-seed", "12", "-max", "60", "-step", "11"); other == strings.ReplaceAll(outs[0], "chart drawn in curve.svg\n", "") {
		t.Errorf("seeds 11 and 12 give the same table")
	}
}

// TestSVGWellFormed parses the chart as XML: an svg root in the SVG
// namespace, a band and a line for each man, a dot per point, and names
// with markup characters escaped.
func TestSVGWellFormed(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "curve.svg")
	out := runOK(t, "-n", "200", "-min", "5", "-max", "45", "-step", "10", "-b-weapon", "Smith & Wesson Schofield", "-svg", svg)
	if !strings.Contains(out, "chart drawn in "+svg) {
		t.Errorf("%s", out)
	}
	data, err := os.ReadFile(svg)
	if err != nil {
		t.Fatal(err)
	}
	count := map[string]int{}
	var root xml.Name
	var text strings.Builder
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, data)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root.Local == "" {
				root = tok.Name
			}
			count[tok.Name.Local]++
		case xml.CharData:
			text.Write(tok)
		}
	}
	if root.Local != "svg" || root.Space != "http://www.w3.org/2000/svg" {
		t.Errorf("root %v", root)
	}
	if count["polygon"] != 2 || count["polyline"] != 2 || count["circle"] != 2*5 {
		t.Errorf("want 2 bands, 2 lines and 10 dots: %v", count)
	}
	if !strings.Contains(text.String(), "Tutt (Smith & Wesson Schofield, quick-draw)") {
		t.Errorf("the title lost the weapon's name")
	}
}

func TestChartEscapes(t *testing.T) {
	c := curve{Title: `O'Brien & <Sons> "Co"`, XLabel: "a < b", Names: [2]string{"A&B", "<C>"}}
	var b bytes.Buffer
	if err := c.SVG(&b); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(&b)
	for {
		if _, err := d.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, b.String())
		}
	}
}

func TestNiceTicks(t *testing.T) {
	for _, c := range []struct {
		x0, x1   float64
		want     []float64
		decimals int
	}{
		{5, 150, []float64{20, 40, 60, 80, 100, 120, 140}, 0},
		{-3, 5, []float64{-3, -2, -1, 0, 1, 2, 3, 4, 5}, 0},
		{0, 1, []float64{0, 0.2, 0.4, 0.6, 0.8, 1}, 1},
		{0.5, 0.9, []float64{0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9}, 2},
	} {
		got, dec := niceTicks(c.x0, c.x1)
		if d := cmp.Diff(c.want, got, cmpopts.EquateApprox(0, 1e-9)); d != "" || dec != c.decimals {
			t.Errorf("niceTicks(%g, %g): %d decimals (-want +got):\n%s", c.x0, c.x1, dec, d)
		}
	}
}

func TestRunErrors(t *testing.T) {
	for _, bad := range [][]string{
		{"-param", "speed"}, {"-step", "0"}, {"-step", "-5"}, {"-min", "50", "-max", "10"}, {"-min", "0"},
		{"-param", "accuracy", "-step", "0.5"}, {"-param", "accuracy", "-min", "-30", "-n", "5"},
		{"-min", "1", "-max", "1e6", "-step", "1"}, {"-n", "0"}, {"-distance", "50"},
		{"-a-weapon", "Gatling"}, {"-b-tactic", "dance"}, {"extra"}, {"-nope"},
	} {
		var out, errs bytes.Buffer
		err := run(context.Background(), &out, &errs, bad)
		if err == nil {
			t.Errorf("%v: no error", bad)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("%v: a message on more than one line: %q", bad, err)
		}
	}
}

func TestInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	err := run(ctx, &out, &errs, []string{"-n", "100"})
	if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "interrupted at distance 5: 0 of 30 points done") {
		t.Errorf("got %v", err)
	}
	if !strings.Contains(out.String(), "distance (ft)") {
		t.Errorf("no table of the points done:\n%s", out.String())
	}
}
