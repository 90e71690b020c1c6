package aces_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/deadmanshand/aces/dice"
)

// The taste of the README: a seeded skill check, a compiled damage roll and
// the exact odds of 3d6. Draws: one d100, then two d6 and a penetration.
func Example() {
	r := dice.NewSource(1876) // same seed, same dice, on every machine

	c, _ := dice.SkillCheck(r, 72, dice.Average()) // Riding 72% at Average (+40)
	c.Label = "Riding"
	fmt.Println(c)

	damage := dice.MustParse("2d6p") // compiled once, rolled many times
	fmt.Println(damage.Roll(r))

	odds, _ := dice.MustParse("3d6").Distribution(1e-12)
	fmt.Printf("%.4f\n", odds.P(18)) // 1/216
	// Output:
	// Riding: d100 53 +40 (Average) = 93 ≥ 72: success by 21
	// 2d6p: [6→1, 5] = 11
	// 0.0046
}

// TestReadmeTaste: the README's taste is this package's Example, line for
// line — the same code, and after each line that prints, a comment
// starting with what Example's output says it prints.
func TestReadmeTaste(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("example_test.go")
	if err != nil {
		t.Fatal(err)
	}
	_, block, _ := strings.Cut(string(readme), "## A taste\n\n```go\n")
	block, _, _ = strings.Cut(block, "```")
	_, body, _ := strings.Cut(string(src), "func Example() {\n")
	body, output, _ := strings.Cut(body, "\t// Output:\n")
	output, _, _ = strings.Cut(output, "}")

	code := func(line string) string {
		c, _, _ := strings.Cut(line, "//")
		return strings.Join(strings.Fields(c), " ")
	}
	var want []string // the Example's lines of code, and "" for blank lines
	for _, l := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		want = append(want, code(l))
	}
	var printed []string
	for _, l := range strings.Split(strings.TrimSpace(output), "\n") {
		printed = append(printed, strings.TrimPrefix(strings.TrimSpace(l), "// "))
	}
	lines := strings.Split(strings.TrimRight(block, "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("the README's taste has %d lines, Example %d:\n%s", len(lines), len(want), block)
	}
	for i, l := range lines {
		if code(l) != want[i] {
			t.Errorf("README line %q, Example %q", code(l), want[i])
		}
		if strings.HasPrefix(code(l), "fmt.Print") {
			_, comment, _ := strings.Cut(l, "// ")
			if len(printed) == 0 || !strings.HasPrefix(comment, printed[0]) {
				t.Errorf("README says %q prints %q; Example's output is %q", code(l), comment, printed)
			}
			printed = printed[min(1, len(printed)):]
		}
	}
	if len(printed) > 0 {
		t.Errorf("the README leaves out the output %q", printed)
	}
}
