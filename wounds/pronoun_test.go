package wounds

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/deadmanshand/aces/internal/pronoun"
)

func TestBodyPronoun(t *testing.T) {
	for _, c := range []struct {
		p    Pronoun
		json string
	}{
		{pronoun.He, `{"name":"Clay","con":12,"maxHP":24}`},
		{pronoun.She, `{"name":"Clay","con":12,"maxHP":24,"pronoun":"she"}`},
		{pronoun.They, `{"name":"Clay","con":12,"maxHP":24,"pronoun":"they"}`},
	} {
		b := Body{Name: "Clay", Con: 12, MaxHP: 24, Pronoun: c.p}
		got, err := json.Marshal(b)
		if err != nil || string(got) != c.json {
			t.Errorf("%v: %s, %v; want %s", c.p, got, err, c.json)
		}
		var back Body
		if err := json.Unmarshal(got, &back); err != nil || back.Pronoun != c.p {
			t.Errorf("%v: read back %v, %v", c.p, back.Pronoun, err)
		}
	}
	if err := (Body{Con: 12, MaxHP: 24, Pronoun: 3}).Validate(); !errors.Is(err, ErrBody) {
		t.Errorf("Pronoun(3): %v", err)
	}
}
