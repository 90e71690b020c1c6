package gunfight

import (
	"math"
	"strings"

	"github.com/deadmanshand/aces/internal/enum"
	"github.com/deadmanshand/aces/wounds"
)

// Point is a point on a silhouette, in inches: X across (the viewer's right
// positive), Y up from the ground (front and side views) or toward the
// attacker (top view).
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Rect is an axis-aligned box in inches, X0 ≤ X1 and Y0 ≤ Y1.
type Rect struct {
	X0 float64 `json:"x0"`
	Y0 float64 `json:"y0"`
	X1 float64 `json:"x1"`
	Y1 float64 `json:"y1"`
}

// Has reports whether p lies in the box (edges included).
func (r Rect) Has(p Point) bool { return p.X >= r.X0 && p.X <= r.X1 && p.Y >= r.Y0 && p.Y <= r.Y1 }

// Center returns the middle of the box.
func (r Rect) Center() Point { return Point{(r.X0 + r.X1) / 2, (r.Y0 + r.Y1) / 2} }

// dist returns how far p lies from the box (0 inside).
func (r Rect) dist(p Point) float64 {
	dx := max(r.X0-p.X, 0, p.X-r.X1)
	dy := max(r.Y0-p.Y, 0, p.Y-r.Y1)
	return math.Hypot(dx, dy)
}

// Region is a named part of a silhouette and the body location a wound there
// is in (rule GU-5): "left shoulder" is in the chest. Aim marks the region
// whose middle is the point aimed at when a shooter aims at its location.
type Region struct {
	Name     string          `json:"name"`
	Location wounds.Location `json:"location"`
	Box      Rect            `json:"box"`
	Aim      bool            `json:"aim,omitempty"`
}

// Aspect is a silhouette's point of view (rule GU-5, GU-7).
type Aspect uint8

// The aspects: front for firearms and thrusts, side for swings, top for
// overhead blows.
const (
	FrontView Aspect = iota
	SideView
	TopView
)

var viewNames = enum.New[Aspect]("view", "front", "side", "top")

// String names the view.
func (v Aspect) String() string { return viewNames.String(v) }

// Silhouette is a target silhouette (rule GU-5): named regions in inches,
// the first that holds a point wins, and the bounds of the drawing. The
// geometry is ours (default, not from the source rules, whose silhouettes
// are not reproduced). Left and right are the target's own: facing the
// shooter, his right side is on the viewer's left (X < 0).
//
// A silhouette locates a point in constant time through a grid of half-inch
// cells built when it is validated; call Validate (or load it with
// LoadRules) before Locate.
type Silhouette struct {
	Name    string   `json:"name"`
	Bounds  Rect     `json:"bounds"`
	Regions []Region `json:"regions"`

	grid  []int8
	cols  int
	rows  int
	aimAt [wounds.NumLocations + 1]Point
	has   [wounds.NumLocations + 1]bool
}

const cell = 0.5 // inches per grid cell

// Validate reports a silhouette without regions or a chest, a region with an
// empty name, an unknown location or a box outside the bounds, and builds
// the lookup grid. The error is a [*TableError] naming the region.
func (s *Silhouette) Validate() error {
	name := "silhouette " + s.Name
	b := s.Bounds
	switch {
	case strings.TrimSpace(s.Name) == "":
		return tableErr("silhouette", 0, "", "name", "empty name")
	case !(b.X1 > b.X0 && b.Y1 > b.Y0) || b.X1-b.X0 > 200 || b.Y1-b.Y0 > 200 || math.Abs(b.X0) > 200 || math.Abs(b.Y0) > 200:
		return tableErr(name, 0, "", "bounds", "want a box of at most 200 by 200 inches within ±200")
	case len(s.Regions) == 0 || len(s.Regions) > 100:
		return tableErr(name, 0, "", "regions", "%d regions, want 1..100", len(s.Regions))
	}
	for i, r := range s.Regions {
		switch {
		case strings.TrimSpace(r.Name) == "":
			return tableErr(name, i+1, "", "name", "empty region name")
		case !r.Location.Valid():
			return tableErr(name, i+1, r.Name, "", "unknown location %d", uint8(r.Location))
		case !(r.Box.X1 > r.Box.X0 && r.Box.Y1 > r.Box.Y0):
			return tableErr(name, i+1, r.Name, "", "empty box")
		case r.Box.X0 < b.X0 || r.Box.X1 > b.X1 || r.Box.Y0 < b.Y0 || r.Box.Y1 > b.Y1:
			return tableErr(name, i+1, r.Name, "", "box outside the bounds")
		}
	}
	s.aimAt = [wounds.NumLocations + 1]Point{}
	s.has = [wounds.NumLocations + 1]bool{}
	for _, r := range s.Regions {
		if r.Aim && !s.has[r.Location] {
			s.aimAt[r.Location], s.has[r.Location] = r.Box.Center(), true
		}
	}
	for _, r := range s.Regions {
		if !s.has[r.Location] {
			s.aimAt[r.Location], s.has[r.Location] = r.Box.Center(), true
		}
	}
	if !s.has[wounds.Chest] {
		return tableErr(name, 0, "", "regions", "no chest: the default aim point")
	}
	s.cols = int(math.Ceil((b.X1 - b.X0) / cell))
	s.rows = int(math.Ceil((b.Y1 - b.Y0) / cell))
	s.grid = make([]int8, s.cols*s.rows)
	for i := range s.grid {
		s.grid[i] = -1
	}
	// paint the regions last to first, so that the first that holds a
	// cell's middle wins
	for k := len(s.Regions) - 1; k >= 0; k-- {
		box := s.Regions[k].Box
		c0 := max(0, int(math.Ceil((box.X0-b.X0)/cell-0.5)))
		c1 := min(s.cols-1, int(math.Floor((box.X1-b.X0)/cell-0.5)))
		r0 := max(0, int(math.Ceil((box.Y0-b.Y0)/cell-0.5)))
		r1 := min(s.rows-1, int(math.Floor((box.Y1-b.Y0)/cell-0.5)))
		for r := r0; r <= r1; r++ {
			row := s.grid[r*s.cols : (r+1)*s.cols]
			for c := c0; c <= c1; c++ {
				row[c] = int8(k)
			}
		}
	}
	return nil
}

// find scans the regions for p: the index of the first that holds it, or −1.
func (s *Silhouette) find(p Point) int8 {
	for i := range s.Regions {
		if s.Regions[i].Box.Has(p) {
			return int8(i)
		}
	}
	return -1
}

// Locate returns the index of the region a point lands in, or −1 off the
// body, to the half inch of the grid.
func (s *Silhouette) Locate(p Point) int {
	if s.grid == nil {
		return int(s.find(p))
	}
	x := (p.X - s.Bounds.X0) / cell
	y := (p.Y - s.Bounds.Y0) / cell
	if !(x >= 0 && y >= 0) {
		return -1
	}
	c, r := int(x), int(y)
	if c >= s.cols || r >= s.rows {
		return -1
	}
	return int(s.grid[r*s.cols+c])
}

// AimPoint returns the point aimed at when a shooter aims at a location: the
// middle of its region marked Aim, or of its first region; the chest's for
// the zero Location and for a location the silhouette does not show.
func (s *Silhouette) AimPoint(l wounds.Location) Point {
	if int(l) < len(s.has) && s.has[l] {
		return s.aimAt[l]
	}
	return s.aimAt[wounds.Chest]
}

// Nearest returns the region nearest to p within radius inches and its
// distance, or −1: a shotgun's pattern hits the body if any of it does.
func (s *Silhouette) Nearest(p Point, radius float64) (int, float64) {
	best, bd := -1, radius
	for i := range s.Regions {
		if d := s.Regions[i].Box.dist(p); d <= bd && (best < 0 || d < bd) {
			best, bd = i, d
		}
	}
	return best, bd
}

// Silhouettes are the three aspects of rule GU-5 and GU-7.
type Silhouettes struct {
	Front Silhouette `json:"front"`
	Side  Silhouette `json:"side"`
	Top   Silhouette `json:"top"`
}

// Of returns the silhouette of a view.
func (s *Silhouettes) Of(v Aspect) *Silhouette {
	switch v {
	case SideView:
		return &s.Side
	case TopView:
		return &s.Top
	}
	return &s.Front
}

// validate validates each view (see Silhouette.Validate).
func (s *Silhouettes) validate() error {
	for _, x := range []*Silhouette{&s.Front, &s.Side, &s.Top} {
		if err := x.Validate(); err != nil {
			return err
		}
	}
	return nil
}

// DefaultSilhouettes returns our silhouettes — default, not from the
// source rules — of a man 71 inches tall, in inches:
//
//   - front (firearms, thrusts): head 7 × 9 with the neck below it,
//     shoulders 18 across, breast, ribs, belly and groin 14–16 wide,
//     arms hanging at his sides with the hands at hip height, thighs,
//     shins and feet with a one-inch gap between the legs. The breast is
//     the chest's aim point, 51½ inches up.
//   - side (swings), seen from his left (facing the viewer's left): head,
//     neck, his left arm over his flank, breast and back, belly and flank,
//     hip and buttock, left leg; the far side is hidden.
//   - top (overhead blows): head, nape, shoulders and upper back, arms,
//     hands and the tips of his feet.
func DefaultSilhouettes() Silhouettes {
	L := func(name string, l wounds.Location, x0, y0, x1, y1 float64) Region {
		return Region{Name: name, Location: l, Box: Rect{x0, y0, x1, y1}}
	}
	aim := func(r Region) Region { r.Aim = true; return r }
	front := Silhouette{Name: "front", Bounds: Rect{-16, -2, 16, 74}, Regions: []Region{
		aim(L("head", wounds.Head, -3.5, 62, 3.5, 71)),
		aim(L("neck", wounds.Neck, -2.5, 58, 2.5, 62)),
		L("right shoulder", wounds.Chest, -9, 52, -4, 58),
		L("left shoulder", wounds.Chest, 4, 52, 9, 58),
		aim(L("breast", wounds.Chest, -4, 45, 4, 58)),
		L("right ribs", wounds.Chest, -8, 44, -4, 52),
		L("left ribs", wounds.Chest, 4, 44, 8, 52),
		L("breastbone", wounds.Chest, -4, 44, 4, 45),
		aim(L("belly", wounds.Abdomen, -7, 36, 7, 44)),
		aim(L("groin", wounds.Groin, -7, 30, 7, 36)),
		aim(L("right upper arm", wounds.RightArm, -12, 45, -9, 57)),
		L("right forearm", wounds.RightArm, -12.5, 34, -8.5, 45),
		aim(L("right hand", wounds.RightHand, -12.5, 28, -8.5, 34)),
		aim(L("left upper arm", wounds.LeftArm, 9, 45, 12, 57)),
		L("left forearm", wounds.LeftArm, 8.5, 34, 12.5, 45),
		aim(L("left hand", wounds.LeftHand, 8.5, 28, 12.5, 34)),
		aim(L("right thigh", wounds.RightThigh, -7, 17, -0.5, 30)),
		aim(L("left thigh", wounds.LeftThigh, 0.5, 17, 7, 30)),
		aim(L("right shin", wounds.RightLowerLeg, -6, 4, -1, 17)),
		aim(L("left shin", wounds.LeftLowerLeg, 1, 4, 6, 17)),
		aim(L("right foot", wounds.RightFoot, -7, 0, -1, 4)),
		aim(L("left foot", wounds.LeftFoot, 1, 0, 7, 4)),
	}}
	side := Silhouette{Name: "side", Bounds: Rect{-14, -2, 14, 74}, Regions: []Region{
		aim(L("head", wounds.Head, -4, 62, 4, 71)),
		aim(L("neck", wounds.Neck, -2, 58, 2.5, 62)),
		aim(L("left upper arm", wounds.LeftArm, -2, 45, 2, 57)),
		L("left forearm", wounds.LeftArm, -2.5, 36, 1.5, 45),
		aim(L("left hand", wounds.LeftHand, -3, 29, 1, 36)),
		aim(L("breast", wounds.Chest, -5, 44, -2, 58)),
		L("back", wounds.Chest, -5, 44, 4.5, 58),
		aim(L("belly", wounds.Abdomen, -5, 36, -2.5, 44)),
		L("flank", wounds.Abdomen, -5, 36, 4, 44),
		aim(L("buttock", wounds.Groin, 1, 30, 4.5, 36)),
		L("hip", wounds.Groin, -4, 30, 4.5, 36),
		aim(L("left thigh", wounds.LeftThigh, -4, 17, 3, 30)),
		aim(L("left shin", wounds.LeftLowerLeg, -3, 4, 2, 17)),
		aim(L("left foot", wounds.LeftFoot, -7, 0, 2, 4)),
	}}
	top := Silhouette{Name: "top", Bounds: Rect{-15, -10, 15, 12}, Regions: []Region{
		aim(L("head", wounds.Head, -4, -4.5, 4, 4.5)),
		aim(L("nape", wounds.Neck, -3, -6, 3, -4.5)),
		L("right shoulder", wounds.Chest, -10, -3.5, -4, 3.5),
		aim(L("left shoulder", wounds.Chest, 4, -3.5, 10, 3.5)),
		L("upper back", wounds.Chest, -9, -6, 9, -3.5),
		L("breast", wounds.Chest, -9, 3.5, 9, 6),
		aim(L("right arm", wounds.RightArm, -12.5, -3, -10, 3)),
		aim(L("left arm", wounds.LeftArm, 10, -3, 12.5, 3)),
		aim(L("right hand", wounds.RightHand, -13, 3, -10, 6)),
		aim(L("left hand", wounds.LeftHand, 10, 3, 13, 6)),
		aim(L("right foot", wounds.RightFoot, -6, 6, -2, 10)),
		aim(L("left foot", wounds.LeftFoot, 2, 6, 6, 10)),
	}}
	s := Silhouettes{Front: front, Side: side, Top: top}
	if err := s.validate(); err != nil {
		panic(err) // the default is valid
	}
	return s
}
