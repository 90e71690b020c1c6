package reputation

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestOaths(t *testing.T) {
	t.Run("RE-4 keeping an oath gains nothing", func(t *testing.T) {
		s := Standing{Reputation: 40, RP: 30, Fame: 10, MaxFame: 10}
		before := s
		o, err := Swear("to see Clanton hang")
		if err != nil || o.State != Sworn {
			t.Fatalf("Swear: %+v, %v", o, err)
		}
		if err := o.Keep(); err != nil || o.State != Kept || s != before {
			t.Errorf("Keep: %v, %v, standing %+v", err, o, s)
		}
		if got := o.String(); got != `oath "to see Clanton hang": kept` {
			t.Errorf("String() = %q", got)
		}
	})
	t.Run("RE-4 breaking an oath costs Reputation: default -10", func(t *testing.T) {
		s := Standing{Reputation: 40, RP: 30, Fame: 10, MaxFame: 10}
		o, _ := Swear("to ride for the brand")
		w, err := o.Break(&s, DefaultOathPenalty())
		if err != nil || o.State != Broken {
			t.Fatalf("Break: %v, %v", err, o)
		}
		if s.Reputation != 30 || s.RP != 20 || s.Fame != 10 {
			t.Errorf("after breaking: %+v, want Reputation 30, RP 20, Fame 10", s)
		}
		if got := w.String(); got != "broke an oath: Reputation 40 → 30 (RP 30 → 20), Fame 10 → 10, BP +0" {
			t.Errorf("String() = %q", got)
		}
		// A GM's own penalty, without a reason: it is named for him.
		s = Standing{Reputation: 8, RP: 8}
		o, _ = Swear("never to draw first")
		w, err = o.Break(&s, Award{Reputation: -20, Fame: 5})
		if err != nil || s.Reputation != -12 || s.RP != 0 || s.Fame != 5 || w.Award.Why != "broke an oath" {
			t.Errorf("own penalty: %+v, %v, %v", s, w, err)
		}
	})
	t.Run("RE-4 an oath is settled once", func(t *testing.T) {
		s := Standing{Reputation: 40, RP: 40}
		o, _ := Swear("to pay back the ranch")
		o.Keep()
		if err := o.Keep(); !errors.Is(err, ErrOath) {
			t.Errorf("kept twice: err = %v", err)
		}
		if _, err := o.Break(&s, DefaultOathPenalty()); !errors.Is(err, ErrOath) || s.Reputation != 40 {
			t.Errorf("broken after kept: err = %v, Reputation %d", err, s.Reputation)
		}
		o, _ = Swear("to pay back the ranch")
		if _, err := o.Break(&s, Award{Reputation: 5}); !errors.Is(err, ErrOath) || o.State != Sworn || s.Reputation != 40 {
			t.Errorf("a penalty that raises Reputation: err = %v, %v", err, o)
		}
		if _, err := o.Break(&s, Award{Reputation: -5000}); !errors.Is(err, ErrAward) || o.State != Sworn {
			t.Errorf("a penalty beyond MaxDelta: err = %v, %v", err, o)
		}
		if _, err := Swear("  "); !errors.Is(err, ErrOath) {
			t.Errorf("Swear(blank): err = %v", err)
		}
	})
	t.Run("RE-4 oaths save as JSON", func(t *testing.T) {
		o, _ := Swear("to bring the Dalton boys in")
		b, err := json.Marshal(o)
		if err != nil || string(b) != `{"words":"to bring the Dalton boys in","state":"sworn"}` {
			t.Fatalf("JSON = %s, %v", b, err)
		}
		var back Oath
		if err := json.Unmarshal(b, &back); err != nil || back != o {
			t.Errorf("round trip: %+v, %v", back, err)
		}
		for _, bad := range []string{
			`{"words":"x","state":"forsworn"}`,
			`{"words":"x"}`,
			`{"words":"","state":"kept"}`,
			`{"words":"x","state":"kept","witness":"Wyatt"}`,
			`{"words":"x","state":3}`,
		} {
			var o Oath
			if err := json.Unmarshal([]byte(bad), &o); !errors.Is(err, ErrOath) {
				t.Errorf("%s: err = %v, want ErrOath", bad, err)
			}
		}
		if _, err := json.Marshal(Oath{Words: "x"}); err == nil {
			t.Error("marshalled an oath with no state")
		}
	})
}

func FuzzOathJSON(f *testing.F) {
	for _, s := range []string{
		`{"words":"to see Clanton hang","state":"sworn"}`, `{"words":"x","state":"BROKEN"}`,
		`{"state":"kept"}`, `{}`, `null`, `{"words":"x","state":"forsworn"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var o Oath
		if err := json.Unmarshal(data, &o); err != nil {
			var syn *json.SyntaxError
			if !errors.Is(err, ErrOath) && !errors.As(err, &syn) {
				t.Fatalf("err = %v, want ErrOath", err)
			}
			return
		}
		if err := o.Validate(); err != nil {
			t.Fatalf("accepted %+v: %v", o, err)
		}
		b, err := json.Marshal(o)
		if err != nil {
			t.Fatal(err)
		}
		var back Oath
		if err := json.Unmarshal(b, &back); err != nil || back != o {
			t.Fatalf("round trip %+v → %s → %+v, %v", o, b, back, err)
		}
	})
}
