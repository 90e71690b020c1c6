package gunfight_test

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
	"github.com/deadmanshand/aces/gunfight"
)

// wellFormed reports whether b parses as XML.
func wellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	for {
		if _, err := d.Token(); err == io.EOF {
			return nil
		} else if err != nil {
			return err
		}
	}
}

func TestSVG(t *testing.T) {
	t.Run("GU-5 a silhouette draws with its regions and marks", func(t *testing.T) {
		s := gunfight.DefaultSilhouettes()
		var b bytes.Buffer
		if err := s.Front.SVG(&b, []gunfight.Mark{{Point: gunfight.Point{X: 4.8, Y: 55.9}, Label: "1", Hit: true}}); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		if err := wellFormed(b.Bytes()); err != nil || !strings.Contains(out, "left shoulder") || !strings.Contains(out, "<circle") {
			t.Errorf("%v\n%.300s", err, out)
		}
	})
	t.Run("GU-5 a fight draws every shot", func(t *testing.T) {
		f, err := gunfight.NewFight(gunfight.StandardDuel(), dice.NewSource(3))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.Run(); err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := gunfight.DrawFight(&b, f); err != nil {
			t.Fatal(err)
		}
		shots := 0
		for _, e := range f.Events() {
			if e.Kind == gunfight.Shot {
				shots++
			}
		}
		if err := wellFormed(b.Bytes()); err != nil || strings.Count(b.String(), "fires the Colt") != shots {
			t.Errorf("%v: %d shots listed of %d", err, strings.Count(b.String(), "fires the Colt"), shots)
		}
	})
}
