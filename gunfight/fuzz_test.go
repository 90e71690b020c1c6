package gunfight_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

func FuzzLoadWeapons(f *testing.F) {
	b, _ := json.Marshal(gunfight.DefaultWeapons())
	f.Add(b)
	f.Add([]byte(`[{"name":"Colt","class":"pistol","damage":"2d6p","capacity":6}]`))
	f.Add([]byte(`[{"name":"Knife","class":"knife","melee":{"blow":"thrust","damage":"d4p","cause":"edged","action":1,"recovery":2}}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		w, err := gunfight.LoadWeapons(data)
		if err != nil {
			if !errors.Is(err, gunfight.ErrTable) {
				t.Fatalf("error %v is no ErrTable", err)
			}
			return
		}
		if err := w.Validate(); err != nil {
			t.Fatalf("loaded a table that does not validate: %v", err)
		}
	})
}

func FuzzLoadRules(f *testing.F) {
	b, _ := json.Marshal(gunfight.DefaultRules())
	f.Add(b)
	f.Add([]byte(`{"cover": -2}`))
	f.Add([]byte(`{"clock": {"miss": 10, "exact": 12, "rings": [3, 1], "pattern": {"base": 1, "perTenFeet": 0, "max": 1}}}`))
	f.Add([]byte(`{"silhouettes":{"front":{"name":"front","bounds":{"x0":-5,"y0":0,"x1":5,"y1":10},"regions":[{"name":"chest","location":"chest","box":{"x0":-1,"y0":1,"x1":1,"y1":2}}]}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := gunfight.LoadRules(data)
		if err != nil {
			if !errors.Is(err, gunfight.ErrTable) {
				t.Fatalf("error %v is no ErrTable", err)
			}
			return
		}
		// whatever loads must run a fight without panicking
		s := gunfight.StandardDuel()
		s.Rules = r
		fi, err := gunfight.NewFight(s, dice.NewSource(1))
		if err != nil {
			return
		}
		if _, err := fi.Run(); err != nil && !errors.Is(err, gunfight.ErrAction) {
			t.Fatalf("run: %v", err)
		}
	})
}

func FuzzResume(f *testing.F) {
	for _, s := range setups() {
		fi, err := gunfight.NewFight(s, dice.NewSource(5))
		if err != nil {
			f.Fatal(err)
		}
		for _, stop := range []gunfight.Count{0, 12, 30} {
			fi.RunUntil(stop)
			b, err := json.Marshal(fi)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fi, err := gunfight.Resume(data)
		if err != nil {
			if !errors.Is(err, gunfight.ErrState) {
				t.Fatalf("error %v is no ErrState", err)
			}
			return
		}
		for range 2000 {
			if fi.Over() {
				break
			}
			if err := fi.Step(); err != nil {
				if !errors.Is(err, gunfight.ErrAction) && !errors.Is(err, gunfight.ErrOver) {
					t.Fatalf("step: %v", err)
				}
				return
			}
		}
		for _, e := range fi.Events() {
			_ = e.String()
		}
	})
}
