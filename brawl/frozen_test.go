package brawl

import (
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/deadmanshand/aces/dice"
)

func TestMisuse(t *testing.T) {
	t.Run("New with nil dice is an error wrapping ErrSetup", func(t *testing.T) {
		b, err := New(StandardBrawl(), nil)
		if b != nil || !errors.Is(err, ErrSetup) {
			t.Errorf("New(s, nil) = %v, %v; want nil and ErrSetup", b, err)
		}
	})
	t.Run("a seat out of range has no View", func(t *testing.T) {
		b, _ := table(t, Config{}, nil, jake(), &plan{}, bill(), &plan{})
		for _, i := range []int{-1, 2, 99} {
			if v, ok := b.View(i); ok || v != nil {
				t.Errorf("View(%d) = %v, %v", i, v, ok)
			}
		}
		if v, ok := b.View(1); !ok || v.Self().Brawler.Name != "Bill" {
			t.Errorf("View(1) = %v, %v", v, ok)
		}
	})
}

// setup is a brawl's setup as a tool would keep it in JSON.
type setup struct {
	Config   Config    `json:"config"`
	Brawlers []Brawler `json:"brawlers"`
}

func TestFrozenTables(t *testing.T) {
	t.Run("a table or weapon changed after New and Join never reaches the brawl", func(t *testing.T) {
		cfg := Config{Weapons: DefaultWeapons(), Specials: DefaultSpecials(), Spots: DefaultSpots()}
		j := jake()
		j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
		b, err := newBrawl(cfg, dice.NewSource(1))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.join(j, Aggressive); err != nil {
			t.Fatal(err)
		}
		want := b.config()
		cfg.Weapons[0].Name, cfg.Weapons[1].Damage = "anvil", dice.MustParse("10d100")
		*cfg.Weapons[2].Damage = *dice.MustParse("d100")
		cfg.Specials[0].Red, cfg.Spots[0] = 40, "the moon"
		j.Weapon.Name, *j.Weapon.Damage = "sabre", *dice.MustParse("d100")
		got := b.config()
		got.Weapons[3].Name = "changed by the caller" // a copy: the brawl keeps its own
		if d := cmp.Diff(mustJSON(t, want), mustJSON(t, b.config())); d != "" {
			t.Errorf("the brawl's tables changed (-want +got):\n%s", d)
		}
		if s := b.seats[0]; s.Brawler.Weapon.Name != "knife" || s.Brawler.Weapon.Damage.String() != "d4" || s.Hand != "knife" {
			t.Errorf("Jake's knife became %v", s.Brawler.Weapon)
		}
		if w := b.weapons; w[0].Name != "chair" || w[1].Damage.String() != "d6p" || w[2].Damage.String() != "d3p" {
			t.Errorf("the saloon's weapons became %v", w)
		}
	})
	t.Run("brawls built from one shared decoded setup on several goroutines play alike (run with -race)", func(t *testing.T) {
		j := jake()
		j.Weapon = &Weapon{Name: "knife", Damage: dice.MustParse("d4")}
		data := mustJSON(t, setup{Config: Config{Weapons: DefaultWeapons(), Specials: DefaultSpecials()}, Brawlers: []Brawler{j, bill(), slim()}})
		var shared setup
		if err := json.Unmarshal(data, &shared); err != nil {
			t.Fatal(err)
		}
		const n = 4
		logs := make([]string, n)
		var wg sync.WaitGroup
		for g := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b, err := newBrawl(shared.Config, dice.NewSource(7))
				if err != nil {
					t.Error(err)
					return
				}
				for _, br := range shared.Brawlers {
					if _, err := b.join(br, Random); err != nil {
						t.Error(err)
						return
					}
				}
				events, err := runAll(b)
				if err != nil {
					t.Error(err)
					return
				}
				logs[g] = dump(events)
			}()
		}
		wg.Wait()
		for g := 1; g < n; g++ {
			if logs[g] != logs[0] {
				t.Errorf("brawl %d told another story than brawl 0", g)
			}
		}
	})
}

func TestTablesStrict(t *testing.T) {
	t.Run("an unknown field in a weapon or special-action row is refused", func(t *testing.T) {
		var w WeaponTable
		if err := json.Unmarshal([]byte(`[{"name":"knife","damage":"d4","edge":3}]`), &w); !errors.Is(err, ErrTable) {
			t.Errorf("weapon table: err %v, want ErrTable", err)
		}
		good := string(mustJSON(t, DefaultSpecials()))
		var s SpecialTable
		if err := json.Unmarshal([]byte(good), &s); err != nil {
			t.Fatal(err)
		}
		bad := strings.Replace(good, `{"special":`, `{"bonus":2,"special":`, 1)
		if err := json.Unmarshal([]byte(bad), &s); !errors.Is(err, ErrTable) || !strings.Contains(err.Error(), "bonus") {
			t.Errorf("special table: err %v, want ErrTable naming bonus", err)
		}
	})
}
