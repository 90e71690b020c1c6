package main

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"strings"
	"unicode/utf8"
)

// The chart's size and margins, in pixels.
const (
	chartW, chartH = 760, 480
	marginL        = 70
	marginR        = 30
	marginT        = 80
	marginB        = 60
)

// colours of the first and second man's curves.
var colours = [2]string{"#1f5fa8", "#b8452a"}

// SVG writes the curves as a standalone SVG chart: for each man his win
// probability against the parameter as a line with a dot per point (its
// tooltip gives the figures), over a band of its 95% interval; a dashed
// line at 50%, axes with ticks, a title and a legend.
func (c *curve) SVG(w io.Writer) error {
	bw := bufio.NewWriter(w)
	// A long title breaks before "against"; the chart grows to fit it.
	title := []string{c.Title}
	if i := strings.Index(c.Title, " against "); i > 0 && utf8.RuneCountInString(c.Title) > 80 {
		title = []string{c.Title[:i], c.Title[i+1:]}
	}
	extra := 18 * (len(title) - 1)
	top, height := marginT+extra, chartH+extra
	pw, ph := float64(chartW-marginL-marginR), float64(height-top-marginB)
	x0, x1 := 0.0, 1.0
	if len(c.Points) > 0 {
		x0, x1 = c.Points[0].X, c.Points[len(c.Points)-1].X
	}
	if x1 <= x0 {
		x0, x1 = x0-1, x0+1
	}
	px := func(v float64) float64 { return marginL + (v-x0)/(x1-x0)*pw }
	py := func(p float64) float64 { return float64(top) + (1-p)*ph }
	esc := html.EscapeString

	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif" font-size="12">`+"\n",
		chartW, height, chartW, height)
	fmt.Fprintf(bw, `<title>%s</title>`+"\n", esc(c.Title))
	fmt.Fprintln(bw, `<rect width="100%" height="100%" fill="white"/>`)
	for k, line := range title {
		fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="15" font-weight="bold">%s</text>`+"\n", marginL, 22+18*k, esc(line))
	}
	fmt.Fprintf(bw, `<text x="%d" y="%d" fill="#555">win probability by %s — %d duels a point, seed %d, bands: 95%% intervals (Wilson)</text>`+"\n",
		marginL, 40+extra, esc(c.XLabel), c.Duels, c.Seed)

	// Grid and axes.
	fmt.Fprintln(bw, `<g stroke="#dddddd" stroke-width="1">`)
	for k := 0; k <= 10; k++ {
		y := py(float64(k) / 10)
		fmt.Fprintf(bw, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f"/>`+"\n", marginL, y, marginL+pw, y)
	}
	ticks, decimals := niceTicks(x0, x1)
	for _, t := range ticks {
		fmt.Fprintf(bw, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%.1f"/>`+"\n", px(t), top, px(t), float64(top)+ph)
	}
	fmt.Fprintln(bw, `</g>`)
	fmt.Fprintf(bw, `<line x1="%d" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#888" stroke-dasharray="5 4"/>`+"\n", marginL, py(0.5), marginL+pw, py(0.5))
	fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%.1f" height="%.1f" fill="none" stroke="#333"/>`+"\n", marginL, top, pw, ph)
	fmt.Fprintln(bw, `<g fill="#333">`)
	for k := 0; k <= 10; k += 2 {
		fmt.Fprintf(bw, `<text x="%d" y="%.1f" text-anchor="end">%d%%</text>`+"\n", marginL-6, py(float64(k)/10)+4, 10*k)
	}
	for _, t := range ticks {
		fmt.Fprintf(bw, `<text x="%.1f" y="%.1f" text-anchor="middle">%.*f</text>`+"\n", px(t), float64(top)+ph+18, decimals, t)
	}
	fmt.Fprintf(bw, `<text x="%.1f" y="%d" text-anchor="middle">%s</text>`+"\n", marginL+pw/2, height-14, esc(c.XLabel))
	fmt.Fprintf(bw, `<text transform="translate(18 %.1f) rotate(-90)" text-anchor="middle">win probability</text>`+"\n", float64(top)+ph/2)
	fmt.Fprintln(bw, `</g>`)

	// The bands, then the curves over them.
	for man := range 2 {
		var band strings.Builder
		for _, p := range c.Points {
			fmt.Fprintf(&band, "%.1f,%.1f ", px(p.X), py(p.Stats.WinRate(man).Hi))
		}
		for k := len(c.Points) - 1; k >= 0; k-- {
			p := c.Points[k]
			fmt.Fprintf(&band, "%.1f,%.1f ", px(p.X), py(p.Stats.WinRate(man).Lo))
		}
		fmt.Fprintf(bw, `<polygon points="%s" fill="%s" fill-opacity="0.2" stroke="none"/>`+"\n", strings.TrimSpace(band.String()), colours[man])
	}
	for man := range 2 {
		var line strings.Builder
		for _, p := range c.Points {
			fmt.Fprintf(&line, "%.1f,%.1f ", px(p.X), py(p.Stats.WinRate(man).P))
		}
		fmt.Fprintf(bw, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>`+"\n", strings.TrimSpace(line.String()), colours[man])
		for _, p := range c.Points {
			r := p.Stats.WinRate(man)
			fmt.Fprintf(bw, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s"><title>%s %g: %s wins %s</title></circle>`+"\n",
				px(p.X), py(r.P), colours[man], esc(c.XLabel), p.X, esc(c.Names[man]), r)
		}
	}

	// Legend.
	for man := range 2 {
		x := float64(marginL + 10 + 200*man)
		y := 52 + extra
		fmt.Fprintf(bw, `<rect x="%.1f" y="%d" width="24" height="12" fill="%s" fill-opacity="0.2"/>`+"\n", x, y, colours[man])
		fmt.Fprintf(bw, `<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s" stroke-width="2"/>`+"\n", x, y+6, x+24, y+6, colours[man])
		fmt.Fprintf(bw, `<text x="%.1f" y="%d">%s wins</text>`+"\n", x+30, y+11, esc(c.Names[man]))
	}
	fmt.Fprintln(bw, `</svg>`)
	return bw.Flush()
}

// niceTicks returns round tick values in [x0, x1] — steps of 1, 2 or 5
// times a power of ten, about eight of them — and the decimals to print
// them with.
func niceTicks(x0, x1 float64) ([]float64, int) {
	rough := (x1 - x0) / 8
	mag := math.Pow(10, math.Floor(math.Log10(rough)))
	step := 10 * mag
	for _, m := range []float64{1, 2, 5} {
		if m*mag >= rough {
			step = m * mag
			break
		}
	}
	decimals := max(0, int(-math.Floor(math.Log10(step)+1e-9)))
	var ticks []float64
	for k := math.Ceil(x0/step - 1e-9); k*step <= x1+step*1e-9; k++ {
		ticks = append(ticks, k*step)
	}
	return ticks, decimals
}
