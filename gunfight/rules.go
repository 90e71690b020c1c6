package gunfight

import (
	"encoding/json"
	"reflect"
	"strings"

	"github.com/deadmanshand/aces/internal/encounter"
	"github.com/deadmanshand/aces/wounds"
)

// RangeBand is one band of a range table: shots at up to Feet take Accuracy.
type RangeBand struct {
	Feet     int `json:"feet"`
	Accuracy int `json:"accuracy"`
}

// Range is the range table of one class of weapon (rule GU-4): bands of
// rising distance and the Accuracy modifier of each; beyond the last band the
// weapon is out of range. Dead Eye reads the band before the one the
// distance falls in ("one step better", beyond 30 ft).
type Range struct {
	Name  string      `json:"name"`
	Bands []RangeBand `json:"bands"`
}

// band returns the index of the band holding a distance, or −1 beyond the
// last.
func (r *Range) band(feet float64) int {
	for i := range r.Bands {
		if feet <= float64(r.Bands[i].Feet) {
			return i
		}
	}
	return -1
}

// Max returns the longest range in feet (0 for a table without bands).
func (r *Range) Max() int {
	if len(r.Bands) == 0 {
		return 0
	}
	return r.Bands[len(r.Bands)-1].Feet
}

// LightRow is a visibility and its Accuracy modifier (default data).
type LightRow struct {
	Name     string `json:"name"`
	Accuracy int    `json:"accuracy"`
}

// PaceRow is a pace of movement (default data): the counts it takes to cover
// 5 feet, the Accuracy a man shooting within a second of moving at it
// takes, and the Accuracy of shots at a man moving at it. Shot on the Run
// reads the next slower pace's shooter modifier.
type PaceRow struct {
	Pace    wounds.Movement `json:"pace"`
	Per5Ft  Count           `json:"per5ft"`
	Shooter int             `json:"shooter"`
	Target  int             `json:"target"`
}

// JackRabbit is the Jack Rabbit Speed talent's effect (decision GUD-18:
// he "can start running sooner and faster", the source rules say; the
// numbers are ours, default data): a move or a flight at a run or a sprint takes Sooner
// counts less to start and Per5Ft counts less for each 5 feet, never under
// 1 count per 5 feet nor under 1 count in all.
type JackRabbit struct {
	Sooner Count `json:"sooner"`
	Per5Ft Count `json:"per5ft"`
}

// ExperienceRow is a row of the experience table (rule GU-9, default data):
// a man with at least Min gunfights behind him adds Initiative to his
// initiative (negative is faster).
type ExperienceRow struct {
	Min        int `json:"min"`
	Initiative int `json:"initiative"`
}

// Rules are every table a fight reads, as data: the weapon and action
// tables, the range tables, the shot clock, the silhouettes, and our
// defaults for what the source rules leave out — visibility,
// paces, experience, cover, grazes, flight — plus the wounds tables (nil:
// wounds' defaults).
//
// Rules marshal to JSON, every key written; LoadRules reads them back as
// they were (zeros included) and validates everything. A key of Rules
// left out of the JSON keeps its default — a file with only "weapons"
// replaces just the weapon table — and a key given is read whole: a field
// left out within it is zero, as json.Marshal leaves out zeros it marks
// omitempty. (A zero some fields read as a number of ours is documented
// where the field is: a melee Reach of 0 reads as 5 feet, a weapon's Range
// "" as its class's.) A fight freezes its rules when it
// is built: NewFight copies and validates them, so changing a Rules
// afterwards — or sharing one between goroutines that build fights — never
// reaches a fight, and a table that does not validate is an error there.
type Rules struct {
	Weapons     WeaponTable     `json:"weapons"`
	Actions     ActionTable     `json:"actions"`
	Ranges      []Range         `json:"ranges"`
	Clock       ShotClock       `json:"clock"`
	Silhouettes Silhouettes     `json:"silhouettes"`
	Light       []LightRow      `json:"light"`
	Paces       []PaceRow       `json:"paces"`
	Experience  []ExperienceRow `json:"experience"`
	// Cover is the Accuracy of shots at a man in cover (ours: −4).
	Cover int `json:"cover"`
	// Dodging is the Accuracy of shots at a man while he dodges, and
	// DodgeTalent the same when he has the Dodge talent (rule GU-11: −2,
	// −4); both stack with cover.
	Dodging     int `json:"dodging"`
	DodgeTalent int `json:"dodgeTalent"`
	// Graze is the most damage a hit can do and still be a graze for the
	// nerve rules (ours: 2).
	Graze int `json:"graze"`
	// FleeFeet is how far a fleeing man runs before he is out of the fight
	// (ours: 30).
	FleeFeet int `json:"fleeFeet"`
	// JackRabbit is what Jack Rabbit Speed takes off a run (GUD-18; ours:
	// 2 counts to start, 1 count for each 5 feet).
	JackRabbit JackRabbit `json:"jackRabbit"`
	// Stray follows the bullets of missed shots (ours, off by default).
	Stray StrayRules `json:"stray"`
	// NoShotPenetration turns off the natural 20's d6−1 on the shot roll
	// (rules DI-2, DID-2: on by default).
	NoShotPenetration bool `json:"noShotPenetration,omitempty"`
	// Wounds are the tables of package wounds; nil reads wounds' defaults.
	Wounds *wounds.Tables `json:"wounds,omitempty"`
}

// DefaultRanges returns our range tables — default, not from the source
// rules — in the range bands of the source rules' reference sheet (5, 10,
// 15, 20, 25, 30, 40, 50, 70, 90, 120, 150, 200, 250, 300 … feet):
//
//	feet     5   10  15  20  25  30  40  50  70  90 120 150 200 250 300 400 500 700 900 1200
//	pistol  +8  +6  +5  +4  +3  +2  +1   0  -2  -4  -6  -8 -11 -14
//	rifle   +5  +5  +4  +4  +3  +3  +2  +2  +1   0   0  -1  -2  -3  -4  -6  -8 -11 -14 -18
//	shotgun +8  +6  +5  +4  +3  +2   0  -2  -5  -8 -12 -16
//	thrown  +4  +2   0  -2  -3  -5  -8
func DefaultRanges() []Range {
	feet := []int{5, 10, 15, 20, 25, 30, 40, 50, 70, 90, 120, 150, 200, 250, 300, 400, 500, 700, 900, 1200}
	mk := func(name string, mods ...int) Range {
		r := Range{Name: name}
		for i, m := range mods {
			r.Bands = append(r.Bands, RangeBand{Feet: feet[i], Accuracy: m})
		}
		return r
	}
	return []Range{
		mk("pistol", 8, 6, 5, 4, 3, 2, 1, 0, -2, -4, -6, -8, -11, -14),
		mk("rifle", 5, 5, 4, 4, 3, 3, 2, 2, 1, 0, 0, -1, -2, -3, -4, -6, -8, -11, -14, -18),
		mk("shotgun", 8, 6, 5, 4, 3, 2, 0, -2, -5, -8, -12, -16),
		mk("thrown", 4, 2, 0, -2, -3, -5, -8),
	}
}

// DefaultRules returns the default rules: DefaultWeapons, DefaultActions,
// DefaultRanges, DefaultShotClock, DefaultSilhouettes and our defaults —
// default, not from the source rules:
//
//   - light: day 0, dusk −2, moonlight −4, dark −8 (Blind-shooting halves);
//   - paces (counts per 5 feet; shooter's Accuracy within a second of
//     moving; Accuracy at a man moving): crawl 50, −4, 0; walk 10, −2, −1;
//     run 4, −4, −2; sprint 3, −6, −3;
//   - experience (gunfights: initiative): 0: 0, 1: −1, 3: −2, 6: −3, 10: −4;
//   - a man in cover −4; a graze up to 2 damage; a fleeing man is gone
//     after 30 feet;
//   - Jack Rabbit Speed: a run or a sprint starts 2 counts sooner and takes
//     1 count less for each 5 feet.
func DefaultRules() *Rules {
	r := &Rules{
		Weapons:     DefaultWeapons(),
		Actions:     DefaultActions(),
		Ranges:      DefaultRanges(),
		Clock:       DefaultShotClock(),
		Silhouettes: DefaultSilhouettes(),
		Light:       []LightRow{{"day", 0}, {"dusk", -2}, {"moonlight", -4}, {"dark", -8}},
		Paces: []PaceRow{
			{Pace: wounds.Crawl, Per5Ft: 50, Shooter: -4, Target: 0},
			{Pace: wounds.Walk, Per5Ft: 10, Shooter: -2, Target: -1},
			{Pace: wounds.Run, Per5Ft: 4, Shooter: -4, Target: -2},
			{Pace: wounds.Sprint, Per5Ft: 3, Shooter: -6, Target: -3},
		},
		Experience: []ExperienceRow{{0, 0}, {1, -1}, {3, -2}, {6, -3}, {10, -4}},
		Cover:      -4, Dodging: -2, DodgeTalent: -4, Graze: 2, FleeFeet: 30,
		JackRabbit: JackRabbit{Sooner: 2, Per5Ft: 1},
		Stray:      StrayRules{Step: 1.5, Width: 1.5},
	}
	if err := r.Validate(); err != nil {
		panic(err) // the defaults are valid
	}
	return r
}

// LoadRules reads rules from JSON: a key of Rules left out keeps its
// default, so a file with only "weapons" replaces just the weapon table; a
// key given is read whole, a field left out within it zero (see Rules), so
// the JSON of any valid Rules loads as those very Rules. Unknown keys are
// refused; everything is validated; an error wraps [ErrTable] and names
// the table and row.
func LoadRules(data []byte) (*Rules, error) {
	r := new(Rules)
	if err := encounter.Strict(data, r); err != nil {
		if te, ok := err.(*TableError); ok {
			return nil, te
		}
		return nil, tableErr("rules", 0, "", "", "%v", err)
	}
	var given map[string]json.RawMessage
	if err := json.Unmarshal(data, &given); err != nil {
		return nil, tableErr("rules", 0, "", "", "%v", err)
	}
	// Each key left out keeps its default.
	d := reflect.ValueOf(sharedDefaults().rules()).Elem()
	v := reflect.ValueOf(r).Elem()
	for k := range v.NumField() {
		key, _, _ := strings.Cut(v.Type().Field(k).Tag.Get("json"), ",")
		if _, ok := given[key]; !ok {
			v.Field(k).Set(d.Field(k))
		}
	}
	if err := r.Validate(); err != nil {
		return nil, err
	}
	return r, nil
}

// Validate checks every table: the weapon table (names given and not
// repeated, known classes, a firearm's damage and capacity, a melee
// profile's blow, damage, cause, times and reach), the action table (counts
// 0..1000, modifiers −20..20, the dice of a draw without holster and of a
// shell loop, a second shot of every class), the shot clock (2 ≤ miss <
// exact ≤ 40, a ring per roll, each no farther than the last), every
// silhouette (see Silhouette.Validate), the range tables (bands rising,
// Accuracy falling with the feet) and that every firearm's exists, light
// names unique, the four paces in order, the experience table starting at
// 0 and rising, and the single numbers within their ranges. It also builds
// the silhouettes' lookup grids (see Silhouette.Locate) and the shot
// clock's card directions. An error is a [*TableError] naming the table,
// the row and the field. NewFight validates its own copy of the rules, so
// a fight never depends on Validate having been called.
func (r *Rules) Validate() error {
	if err := r.Weapons.validate(); err != nil {
		return err
	}
	if err := r.Actions.validate(); err != nil {
		return err
	}
	if err := r.Clock.validate(); err != nil {
		return err
	}
	if err := r.Silhouettes.validate(); err != nil {
		return err
	}
	if len(r.Ranges) == 0 {
		return tableErr("ranges", 0, "", "", "no range tables")
	}
	idx := make(map[string]*Range, len(r.Ranges))
	for i := range r.Ranges {
		g := &r.Ranges[i]
		key := strings.ToLower(g.Name)
		switch {
		case strings.TrimSpace(g.Name) == "":
			return tableErr("ranges", i+1, "", "name", "empty name")
		case idx[key] != nil:
			return tableErr("ranges", i+1, g.Name, "", "repeated name")
		case len(g.Bands) == 0 || len(g.Bands) > 100:
			return tableErr("ranges", i+1, g.Name, "", "%d bands, want 1..100", len(g.Bands))
		}
		for j, b := range g.Bands {
			switch {
			case b.Feet < 1 || b.Feet > 10000:
				return tableErr("ranges", i+1, g.Name, "", "band %d: %d ft, want 1..10000", j+1, b.Feet)
			case j > 0 && b.Feet <= g.Bands[j-1].Feet:
				return tableErr("ranges", i+1, g.Name, "", "band %d: %d ft does not rise from %d ft", j+1, b.Feet, g.Bands[j-1].Feet)
			case b.Accuracy < -40 || b.Accuracy > 20:
				return tableErr("ranges", i+1, g.Name, "", "band %d: accuracy %d, want -40..20", j+1, b.Accuracy)
			case j > 0 && b.Accuracy > g.Bands[j-1].Accuracy:
				return tableErr("ranges", i+1, g.Name, "", "band %d: accuracy %d is better than the nearer band's %d", j+1, b.Accuracy, g.Bands[j-1].Accuracy)
			}
		}
		idx[key] = g
	}
	for i := range r.Weapons {
		w := &r.Weapons[i]
		if w.Class.Firearm() && idx[strings.ToLower(w.rangeName())] == nil {
			return tableErr("weapons", i+1, w.Name, "range", "no range table %q", w.rangeName())
		}
	}
	if len(r.Light) == 0 {
		return tableErr("light", 0, "", "", "no light rows")
	}
	for i, l := range r.Light {
		switch {
		case strings.TrimSpace(l.Name) == "":
			return tableErr("light", i+1, "", "name", "empty name")
		case l.Accuracy < -20 || l.Accuracy > 0:
			return tableErr("light", i+1, l.Name, "", "accuracy %d, want -20..0", l.Accuracy)
		}
		for j := range i {
			if strings.EqualFold(r.Light[j].Name, l.Name) {
				return tableErr("light", i+1, l.Name, "", "repeats row %d", j+1)
			}
		}
	}
	if len(r.Paces) != 4 {
		return tableErr("paces", 0, "", "", "%d paces, want crawl, walk, run, sprint", len(r.Paces))
	}
	for i, p := range r.Paces {
		switch {
		case p.Pace != wounds.Movement(i+1):
			return tableErr("paces", i+1, "", "pace", "%s, want %s", p.Pace, wounds.Movement(i+1))
		case p.Per5Ft < 1 || p.Per5Ft > 600:
			return tableErr("paces", i+1, p.Pace.String(), "", "%d counts per 5 ft, want 1..600", p.Per5Ft)
		case p.Shooter < -20 || p.Shooter > 0 || p.Target < -20 || p.Target > 0:
			return tableErr("paces", i+1, p.Pace.String(), "", "modifiers %d, %d, want -20..0", p.Shooter, p.Target)
		}
	}
	if len(r.Experience) == 0 || r.Experience[0].Min != 0 {
		return tableErr("experience", 1, "", "min", "the first row must start at 0 gunfights")
	}
	for i, e := range r.Experience {
		switch {
		case i > 0 && e.Min <= r.Experience[i-1].Min:
			return tableErr("experience", i+1, "", "min", "%d does not rise from %d", e.Min, r.Experience[i-1].Min)
		case e.Initiative < -20 || e.Initiative > 20:
			return tableErr("experience", i+1, "", "initiative", "%d, want -20..20", e.Initiative)
		}
	}
	switch {
	case r.Cover < -20 || r.Cover > 0:
		return tableErr("rules", 0, "", "cover", "%d, want -20..0", r.Cover)
	case !(r.Stray.Step >= 0 && r.Stray.Step <= 20) || !(r.Stray.Width >= 0 && r.Stray.Width <= 10):
		return tableErr("rules", 0, "", "stray", "step %v in, width %v ft: want 0..20 and 0..10", r.Stray.Step, r.Stray.Width)
	case r.Dodging < -20 || r.Dodging > 0 || r.DodgeTalent < -20 || r.DodgeTalent > 0:
		return tableErr("rules", 0, "", "dodging", "%d and %d, want -20..0", r.Dodging, r.DodgeTalent)
	case r.Graze < 0 || r.Graze > 20:
		return tableErr("rules", 0, "", "graze", "%d, want 0..20", r.Graze)
	case r.FleeFeet < 5 || r.FleeFeet > 1000:
		return tableErr("rules", 0, "", "fleeFeet", "%d, want 5..1000", r.FleeFeet)
	case r.JackRabbit.Sooner < 0 || r.JackRabbit.Sooner > 100 || r.JackRabbit.Per5Ft < 0 || r.JackRabbit.Per5Ft > 100:
		return tableErr("rules", 0, "", "jackRabbit", "%d sooner, %d per 5 ft: want 0..100 counts", r.JackRabbit.Sooner, r.JackRabbit.Per5Ft)
	}
	if r.Wounds != nil {
		if err := r.Wounds.Validate(); err != nil {
			return tableErr("wounds", 0, "", "", "%v", err)
		}
	}
	return nil
}

// experience returns the initiative modifier of a number of gunfights.
func (r *Rules) experience(n int) int {
	m := 0
	for _, e := range r.Experience {
		if n >= e.Min {
			m = e.Initiative
		}
	}
	return m
}

// light returns the Accuracy of a visibility name ("" is the first row).
func (r *Rules) light(name string) (int, bool) {
	if name == "" {
		return r.Light[0].Accuracy, true
	}
	for _, l := range r.Light {
		if strings.EqualFold(l.Name, name) {
			return l.Accuracy, true
		}
	}
	return 0, false
}
