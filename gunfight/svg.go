package gunfight

import (
	"bufio"
	"fmt"
	"html"
	"io"
)

// Mark is a point to draw on a silhouette: where a shot or blow went, its
// label (a number), and whether it hit the body.
type Mark struct {
	Point Point
	Label string
	Hit   bool
}

// svgScale is the drawing's pixels per inch.
const svgScale = 5

// SVG writes the silhouette as a standalone SVG drawing (rule GU-5): its
// regions with their names, and the marks — red for hits, grey for shots
// off the body — so a reader can see a fight.
func (s *Silhouette) SVG(w io.Writer, marks []Mark) error {
	bw := bufio.NewWriter(w)
	wd, ht := s.Bounds.X1-s.Bounds.X0, s.Bounds.Y1-s.Bounds.Y0
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f">`+"\n",
		wd*svgScale, (ht+4)*svgScale, wd*svgScale, (ht+4)*svgScale)
	s.panel(bw, 0, 0, s.Name, marks)
	fmt.Fprintln(bw, `</svg>`)
	return bw.Flush()
}

// panel draws the silhouette with its top-left corner at (x, y) pixels.
func (s *Silhouette) panel(w io.Writer, x, y float64, title string, marks []Mark) {
	b := s.Bounds
	px := func(p Point) (float64, float64) {
		return x + (p.X-b.X0)*svgScale, y + (2+b.Y1-p.Y)*svgScale
	}
	fmt.Fprintf(w, `<g font-family="sans-serif" font-size="7">`+"\n")
	fmt.Fprintf(w, `<text x="%.1f" y="%.1f" font-size="10">%s</text>`+"\n", x+4, y+10, html.EscapeString(title))
	for _, r := range s.Regions {
		x0, y1 := px(Point{r.Box.X0, r.Box.Y0})
		x1, y0 := px(Point{r.Box.X1, r.Box.Y1})
		fmt.Fprintf(w, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#e8dcc4" stroke="#8a7452" stroke-width="0.5"><title>%s (%s)</title></rect>`+"\n",
			x0, y0, x1-x0, y1-y0, html.EscapeString(r.Name), r.Location)
	}
	for _, m := range marks {
		cx, cy := px(m.Point)
		fill := "#999999"
		if m.Hit {
			fill = "#c81e1e"
		}
		fmt.Fprintf(w, `<circle cx="%.1f" cy="%.1f" r="3" fill="%s" stroke="black" stroke-width="0.5"/>`+"\n", cx, cy, fill)
		if m.Label != "" {
			fmt.Fprintf(w, `<text x="%.1f" y="%.1f">%s</text>`+"\n", cx+4, cy-3, html.EscapeString(m.Label))
		}
	}
	fmt.Fprintln(w, `</g>`)
}

// DrawFight writes the fight as an SVG drawing: for every man the
// silhouettes he was shot or struck at on, each shot and blow marked with
// its number, and below them the list of those shots as table talk. Misses
// below the threshold are listed, and drawn where the stray bullet went
// when the rules follow it (Rules.Stray). A nil writer or fight wraps
// [ErrSetup].
func DrawFight(w io.Writer, f *Fight) error {
	if w == nil || f == nil {
		return fmt.Errorf("%w: DrawFight needs a writer and a fight", ErrSetup)
	}
	type panel struct {
		man    string
		aspect Aspect
		marks  []Mark
	}
	var panels []panel
	var notes []string
	number := map[int]int{} // event index → its number, in the order of the fight
	for k := range f.events {
		if e := &f.events[k]; e.Kind == Shot || e.Kind == Struck || e.Kind == Grabbed || e.Kind == StrayHit {
			number[k] = len(notes) + 1
			notes = append(notes, fmt.Sprintf("%d. %s", len(notes)+1, e))
		}
	}
	for i := range f.men {
		name := f.men[i].sh.Name
		for a := FrontView; a <= TopView; a++ {
			p := panel{man: name, aspect: a}
			for k := range f.events {
				e := &f.events[k]
				if number[k] == 0 || e.Whom != name || e.Shot.Aspect != a || (e.Shot.Landing == Missed && !e.Shot.Card.Valid()) {
					continue
				}
				p.marks = append(p.marks, Mark{Point: e.Shot.point(), Label: fmt.Sprint(number[k]), Hit: e.Shot.Region != ""})
			}
			if len(p.marks) > 0 || a == FrontView {
				panels = append(panels, p)
			}
		}
	}
	sil := &f.rules.Silhouettes
	width, height := 0.0, 0.0
	for _, p := range panels {
		b := sil.Of(p.aspect).Bounds
		width += (b.X1-b.X0)*svgScale + 20
		height = max(height, (b.Y1-b.Y0+4)*svgScale)
	}
	total := height + float64(len(notes))*12 + 20
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f">`+"\n",
		max(width, 1300), total, max(width, 1300), total)
	fmt.Fprintln(bw, `<rect width="100%" height="100%" fill="white"/>`)
	x := 10.0
	for _, p := range panels {
		s := sil.Of(p.aspect)
		s.panel(bw, x, 0, p.man+", "+p.aspect.String(), p.marks)
		x += (s.Bounds.X1-s.Bounds.X0)*svgScale + 20
	}
	fmt.Fprintf(bw, `<g font-family="monospace" font-size="9">`+"\n")
	for k, note := range notes {
		fmt.Fprintf(bw, `<text x="10" y="%.0f">%s</text>`+"\n", height+20+float64(k)*12, html.EscapeString(note))
	}
	fmt.Fprintln(bw, `</g>`)
	fmt.Fprintln(bw, `</svg>`)
	return bw.Flush()
}
