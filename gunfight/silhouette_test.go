package gunfight

import (
	"encoding/json"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/wounds"
	"pgregory.net/rapid"
)

func TestShotClock(t *testing.T) {
	c := DefaultShotClock()
	t.Run("GU-5 GUD-1 every roll 14–24 is a distance, the better the closer; 25 is exact", func(t *testing.T) {
		for roll := 14; roll <= 24; roll++ {
			want := 1.5 * float64(25-roll)
			if got := c.Ring(roll); got != want {
				t.Errorf("roll %d: %v in, want %v", roll, got, want)
			}
			if c.Judge(roll) != OnClock {
				t.Errorf("roll %d is not on the clock", roll)
			}
		}
		if c.Ring(25) != 0 || c.Judge(25) != Exact || c.Judge(40) != Exact || c.Judge(13) != Missed {
			t.Errorf("25 exact, 13 miss")
		}
	})
	t.Run("GU-5 every card is its own direction, 360/52 degrees apart, A♥ straight up", func(t *testing.T) {
		seen := map[[2]int64]bool{}
		for k := 1; k <= 52; k++ {
			p := c.Land(Point{}, 14, dice.Card(k))
			if r := math.Hypot(p.X, p.Y); math.Abs(r-16.5) > 1e-9 {
				t.Errorf("card %s at %v in, want 16.5", dice.Card(k), r)
			}
			want := float64(k-1) * 360 / 52
			got := math.Mod(math.Atan2(p.X, p.Y)*180/math.Pi+360, 360)
			if math.Abs(got-want) > 1e-9 && math.Abs(got-want-360) > 1e-9 {
				t.Errorf("card %s at %v°, want %v°", dice.Card(k), got, want)
			}
			key := [2]int64{int64(math.Round(p.X * 1e6)), int64(math.Round(p.Y * 1e6))}
			if seen[key] {
				t.Errorf("card %s repeats a direction", dice.Card(k))
			}
			seen[key] = true
		}
		if p := c.Land(Point{1, 2}, 20, dice.Joker); p != (Point{1, 2}) {
			t.Errorf("a joker lands on the aimed point, got %v", p)
		}
	})
	t.Run("GU-5 a shotgun's pattern widens with range", func(t *testing.T) {
		if c.Pattern.Radius(0) != 1 || c.Pattern.Radius(30) != 4 || c.Pattern.Radius(500) != 12 {
			t.Errorf("pattern radius %v, %v, %v", c.Pattern.Radius(0), c.Pattern.Radius(30), c.Pattern.Radius(500))
		}
	})
	t.Run("GU-5 a broken clock names its fault", func(t *testing.T) {
		for _, bad := range []func(c *ShotClock){
			func(c *ShotClock) { c.Miss = 30 },
			func(c *ShotClock) { c.Rings = c.Rings[:3] },
			func(c *ShotClock) { c.Rings[5] = 100 },
			func(c *ShotClock) { c.Rings[0] = -1 },
			func(c *ShotClock) { c.Pattern.Max = -1 },
		} {
			c := DefaultShotClock()
			c.Rings = append([]float64(nil), c.Rings...)
			bad(&c)
			var te *TableError
			if err := c.validate(); !errors.Is(err, ErrTable) || !errors.As(err, &te) {
				t.Errorf("got %v", err)
			}
		}
	})
}

func TestSilhouettes(t *testing.T) {
	s := DefaultSilhouettes()
	t.Run("GU-5 a point in inches lands in a named region or off the body", func(t *testing.T) {
		for _, c := range []struct {
			p    Point
			want string
			loc  wounds.Location
		}{
			{Point{0, 66}, "head", wounds.Head}, {Point{0, 60}, "neck", wounds.Neck}, {Point{0, 50}, "breast", wounds.Chest},
			{Point{-6, 55}, "right shoulder", wounds.Chest}, {Point{6, 48}, "left ribs", wounds.Chest},
			{Point{0, 40}, "belly", wounds.Abdomen}, {Point{0, 33}, "groin", wounds.Groin},
			{Point{-10.2, 50}, "right upper arm", wounds.RightArm}, {Point{10.2, 40}, "left forearm", wounds.LeftArm},
			{Point{-10.2, 30}, "right hand", wounds.RightHand}, {Point{-3, 25}, "right thigh", wounds.RightThigh},
			{Point{3.2, 10}, "left shin", wounds.LeftLowerLeg}, {Point{-4, 2}, "right foot", wounds.RightFoot},
			{Point{0.2, 20}, "", 0}, {Point{15, 60}, "", 0}, {Point{0, 80}, "", 0}, {Point{-40, -40}, "", 0},
		} {
			k := s.Front.Locate(c.p)
			got, loc := "", wounds.Location(0)
			if k >= 0 {
				got, loc = s.Front.Regions[k].Name, s.Front.Regions[k].Location
			}
			if got != c.want || loc != c.loc {
				t.Errorf("%v: %q (%s), want %q (%s)", c.p, got, loc, c.want, c.loc)
			}
		}
	})
	t.Run("GU-5 GU-7 three views: front, side (his left), top", func(t *testing.T) {
		if k := s.Side.Locate(Point{0, 50}); k < 0 || s.Side.Regions[k].Location != wounds.LeftArm {
			t.Errorf("a swing at his flank hits his near (left) arm")
		}
		if k := s.Top.Locate(Point{0, 0}); k < 0 || s.Top.Regions[k].Location != wounds.Head {
			t.Errorf("an overhead blow's middle is the head")
		}
		if s.Of(SideView) != &s.Side || s.Of(TopView) != &s.Top || s.Of(FrontView) != &s.Front {
			t.Errorf("Of picks the wrong view")
		}
	})
	t.Run("GU-4 every aim point lies in a region of its location; the zero location is the chest", func(t *testing.T) {
		for _, sil := range []*Silhouette{&s.Front, &s.Side, &s.Top} {
			for l := wounds.Head; l <= wounds.RightFoot; l++ {
				if !sil.has[l] {
					continue
				}
				k := sil.Locate(sil.AimPoint(l))
				if k < 0 || sil.Regions[k].Location != l {
					t.Errorf("%s: aiming at the %s lands in %d", sil.Name, l, k)
				}
			}
			if sil.AimPoint(0) != sil.AimPoint(wounds.Chest) {
				t.Errorf("%s: the default aim point is not the chest", sil.Name)
			}
		}
		if s.Front.AimPoint(0) != (Point{0, 51.5}) {
			t.Errorf("the breast's middle is %v", s.Front.AimPoint(0))
		}
	})
	t.Run("GU-5 a shotgun pattern hits the nearest region within its radius", func(t *testing.T) {
		k, d := s.Front.Nearest(Point{14.5, 50}, 4)
		if k < 0 || s.Front.Regions[k].Name != "left upper arm" || d != 2.5 {
			t.Errorf("got %d at %v", k, d)
		}
		if k, _ := s.Front.Nearest(Point{14.5, 50}, 2); k >= 0 {
			t.Errorf("a 2-inch pattern misses")
		}
	})
	t.Run("GU-5 a broken silhouette names its fault", func(t *testing.T) {
		for name, bad := range map[string]func(s *Silhouette){
			"no chest":      func(s *Silhouette) { s.Regions = s.Regions[:2] },
			"empty name":    func(s *Silhouette) { s.Regions[3].Name = " " },
			"bad location":  func(s *Silhouette) { s.Regions[3].Location = 99 },
			"outside":       func(s *Silhouette) { s.Regions[3].Box.X1 = 100 },
			"empty box":     func(s *Silhouette) { s.Regions[3].Box.X1 = s.Regions[3].Box.X0 },
			"no bounds":     func(s *Silhouette) { s.Bounds = Rect{} },
			"nameless view": func(s *Silhouette) { s.Name = "" },
		} {
			x := DefaultSilhouettes().Front
			x.Regions = append([]Region(nil), x.Regions...)
			bad(&x)
			if err := x.Validate(); !errors.Is(err, ErrTable) {
				t.Errorf("%s: got %v", name, err)
			}
		}
	})
}

// TestPropLocate: away from the half-inch lines the grid locates every
// point in the region a scan of the boxes finds.
func TestPropLocate(t *testing.T) {
	s := DefaultSilhouettes()
	rapid.Check(t, func(t *rapid.T) {
		sil := []*Silhouette{&s.Front, &s.Side, &s.Top}[rapid.IntRange(0, 2).Draw(t, "view")]
		x := float64(rapid.IntRange(-40, 39).Draw(t, "x"))/2 + 0.25
		y := float64(rapid.IntRange(-30, 159).Draw(t, "y"))/2 + 0.25
		p := Point{x, y}
		if got, want := sil.Locate(p), int(sil.find(p)); got != want {
			t.Fatalf("%s %v: grid %d, scan %d", sil.Name, p, got, want)
		}
	})
}

func TestSilhouetteJSON(t *testing.T) {
	s := DefaultSilhouettes()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"name":"left shoulder","location":"chest"`) {
		t.Errorf("regions marshal with names and locations: %.200s", b)
	}
}
