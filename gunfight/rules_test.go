package gunfight

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestDefaultTables(t *testing.T) {
	r := DefaultRules()
	if err := r.Validate(); err != nil {
		t.Fatal(err)
	}
	t.Run("GU-6 every firearm's damage penetrates and every melee row has its times", func(t *testing.T) {
		for _, w := range r.Weapons {
			if w.Damage != nil && !strings.Contains(w.Damage.String(), "p") {
				t.Errorf("%s: %s does not penetrate", w.Name, w.Damage)
			}
			if w.Melee != nil && !strings.Contains(w.Melee.Damage.String(), "p") {
				t.Errorf("%s: melee %s does not penetrate", w.Name, w.Melee.Damage)
			}
		}
	})
	t.Run("GU-4 range bands in feet of the reference sheet, worse as they go", func(t *testing.T) {
		for _, g := range r.Ranges {
			if g.Bands[0].Feet != 5 || g.Bands[5].Feet != 30 {
				t.Errorf("%s: bands %v", g.Name, g.Bands)
			}
		}
	})
	t.Run("GU-9 experience speeds initiative", func(t *testing.T) {
		for _, c := range []struct{ n, want int }{{0, 0}, {1, -1}, {2, -1}, {3, -2}, {5, -2}, {6, -3}, {10, -4}, {99, -4}} {
			if got := r.experience(c.n); got != c.want {
				t.Errorf("GU-9 %d gunfights: %+d, want %+d", c.n, got, c.want)
			}
		}
	})
}

func TestWeaponTableJSON(t *testing.T) {
	b, err := json.Marshal(DefaultWeapons())
	if err != nil {
		t.Fatal(err)
	}
	var w WeaponTable
	err = json.Unmarshal(b, &w)
	if err != nil {
		t.Fatal(err)
	}
	if len(w) != len(DefaultWeapons()) || w[0].Damage.String() != "2d6p" {
		t.Errorf("round trip lost rows: %v", w[0])
	}
	for _, c := range []struct{ name, json, want string }{
		{"unknown weapon class", `[{"name":"Gatling","class":"cannon","damage":"d6","capacity":6}]`, "cannon"},
		{"firearm without damage", `[{"name":"Colt","class":"pistol","capacity":6}]`, "row 1 (Colt) damage"},
		{"firearm holding nothing", `[{"name":"Colt","class":"pistol","damage":"2d6p"}]`, "row 1 (Colt) capacity"},
		{"repeated name", `[{"name":"Colt","class":"pistol","damage":"2d6p","capacity":6},{"name":"colt","class":"pistol","damage":"2d6p","capacity":6}]`, "row 2 (colt) name"},
		{"bad notation", `[{"name":"Colt","class":"pistol","damage":"2x6","capacity":6}]`, "notation"},
		{"knife without melee", `[{"name":"Knife","class":"knife"}]`, "row 1 (Knife) melee"},
		{"negative recovery", `[{"name":"Knife","class":"knife","melee":{"blow":"thrust","damage":"d4p","cause":"edged","recovery":-1}}]`, "melee.recovery"},
		{"unknown field", `[{"name":"Colt","class":"pistol","damage":"2d6p","capacity":6,"calibre":45}]`, "calibre"},
		{"empty", `[]`, "no weapons"},
		{"not JSON", `{`, "weapons"},
	} {
		t.Run("GU-6 "+c.name, func(t *testing.T) {
			var w WeaponTable
			err := w.UnmarshalJSON([]byte(c.json))
			if !errors.Is(err, ErrTable) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want ErrTable naming %q", err, c.want)
			}
		})
	}
}

func TestLoadRules(t *testing.T) {
	b, err := json.Marshal(DefaultRules())
	if err != nil {
		t.Fatal(err)
	}
	r, err := LoadRules(b)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := json.Marshal(r)
	if string(b) != string(b2) {
		t.Errorf("rules do not round-trip")
	}
	r, err = LoadRules([]byte(`{"cover": -2, "clock": {"miss": 14, "exact": 25, "missAt14": true, "rings": [16.5,15,13.5,12,10.5,9,7.5,6,4.5,3,1.5], "pattern": {"base":1, "perTenFeet":1, "max":12}}}`))
	if err != nil {
		t.Fatal(err)
	}
	if r.Cover != -2 || !r.Clock.MissAt14 || len(r.Weapons) != len(DefaultWeapons()) {
		t.Errorf("a key left out keeps its default: %+v", r.Cover)
	}
	// actions is the JSON of rules whose action table is the default one
	// changed by change: a key given is read whole.
	actions := func(change func(*ActionTable)) string {
		a := DefaultActions()
		change(&a)
		b, _ := json.Marshal(map[string]any{"actions": a})
		return string(b)
	}
	for _, c := range []struct{ name, json, want string }{
		{"weapon without a range table", `{"weapons":[{"name":"Bow","class":"pistol","damage":"d6","capacity":1,"range":"bow"}]}`, `no range table "bow"`},
		{"range bands that shrink", `{"ranges":[{"name":"pistol","bands":[{"feet":10,"accuracy":1},{"feet":5,"accuracy":0}]}]}`, "band 2"},
		{"range that gets better", `{"ranges":[{"name":"pistol","bands":[{"feet":5,"accuracy":1},{"feet":10,"accuracy":3}]}]}`, "better"},
		{"three paces", `{"paces":[{"pace":"crawl","per5ft":50},{"pace":"walk","per5ft":10},{"pace":"run","per5ft":4}]}`, "3 paces"},
		{"experience not from 0", `{"experience":[{"min":1,"initiative":-1}]}`, "experience row 1"},
		{"positive light", `{"light":[{"name":"noon","accuracy":2}]}`, "light row 1"},
		{"a zero wait", actions(func(a *ActionTable) { a.Wait = 0 }), "wait"},
		{"no second shot", actions(func(a *ActionTable) { a.Pistol.Next = 0 }), "pistol.next"},
		{"seven holders", actions(func(a *ActionTable) { a.Wrestle.MaxHolders = 7 }), "maxHolders"},
		{"an action table given in part", `{"actions":{"wait":10}}`, "noHolster"},
		{"a silhouette without a chest", `{"silhouettes":{"front":{"name":"front","bounds":{"x0":-5,"y0":0,"x1":5,"y1":10},"regions":[{"name":"head","location":"head","box":{"x0":-1,"y0":1,"x1":1,"y1":2}}]}}}`, "no chest"},
		{"unknown key", `{"bullets":1}`, "bullets"},
	} {
		t.Run("GU-3 GU-4 GU-5 "+c.name, func(t *testing.T) {
			_, err := LoadRules([]byte(c.json))
			if !errors.Is(err, ErrTable) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want ErrTable naming %q", err, c.want)
			}
		})
	}
}

func TestSetupErrors(t *testing.T) {
	h, tu := testShooter("Hickok"), testShooter("Tutt")
	for _, c := range []struct {
		name string
		s    func() Setup
		want error
	}{
		{"unknown weapon", func() Setup {
			x := h
			x.Weapons = []Carried{{Weapon: "Gatling"}}
			return Setup{Shooters: []Shooter{x, tu}}
		}, ErrWeapon},
		{"negative distance", func() Setup { return Setup{Shooters: []Shooter{h, tu}, Distance: -5} }, ErrSetup},
		{"one shooter", func() Setup { return Setup{Shooters: []Shooter{h}} }, ErrSetup},
		{"everyone on one side", func() Setup {
			a, b := h, tu
			a.Side, b.Side = 1, 1
			return Setup{Shooters: []Shooter{a, b}}
		}, ErrSetup},
		{"two men of one name", func() Setup { return Setup{Shooters: []Shooter{h, h}} }, ErrSetup},
		{"unknown tactic", func() Setup { x := h; x.Decider = unnamed{name: "dance"}; return Setup{Shooters: []Shooter{x, tu}} }, ErrSetup},
		{"unknown light", func() Setup { return Setup{Shooters: []Shooter{h, tu}, Light: "eclipse"} }, ErrSetup},
		{"seven rounds in a six-gun", func() Setup { x := h; x.Weapons[0].Loaded = 7; return Setup{Shooters: []Shooter{x, tu}} }, ErrWeapon},
		{"three weapons in hand", func() Setup {
			x := h
			x.Weapons = []Carried{{Weapon: "Knife", Drawn: true}, {Weapon: "Knife", Drawn: true}, {Weapon: "Knife", Drawn: true}}
			return Setup{Shooters: []Shooter{x, tu}}
		}, ErrSetup},
		{"a Con of 40", func() Setup { x := h; x.Con = 40; return Setup{Shooters: []Shooter{x, tu}} }, ErrSetup},
		{"trained on a stranger", func() Setup {
			x := testShooter("Hickok")
			x.Weapons[0].Drawn, x.Weapons[0].Trained = true, "Wyatt"
			return Setup{Shooters: []Shooter{x, tu}}
		}, ErrSetup},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := NewFight(c.s(), script(t))
			if !errors.Is(err, c.want) {
				t.Errorf("error %v, want %v", err, c.want)
			}
		})
	}
	if _, err := NewFight(Setup{Shooters: []Shooter{h, tu}}, nil); !errors.Is(err, ErrSetup) {
		t.Errorf("no dice: %v", err)
	}
}
