package study

import (
	"fmt"
	"math"
)

// Rate is a proportion with its 95% confidence interval (Wilson score):
// P the share, Lo and Hi the interval's ends.
type Rate struct {
	P, Lo, Hi float64
}

// String formats the rate: "61.2% (60.3–62.2%)".
func (r Rate) String() string {
	return fmt.Sprintf("%.1f%% (%.1f–%.1f%%)", 100*r.P, 100*r.Lo, 100*r.Hi)
}

// Wilson returns the Wilson score interval of k successes in n trials at
// 95%; the zero Rate when n is 0.
func Wilson(k, n int) Rate {
	if n <= 0 {
		return Rate{}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nn := float64(n)
	den := 1 + z*z/nn
	c := (p + z*z/(2*nn)) / den
	h := z * math.Sqrt(p*(1-p)/nn+z*z/(4*nn*nn)) / den
	return Rate{P: p, Lo: max(0, c-h), Hi: min(1, c+h)}
}

// Mean returns the mean and standard deviation of n values whose sum and
// sum of squares are given; 0, 0 when n is 0.
func Mean(sum, sumSq int64, n int) (mean, sd float64) {
	if n <= 0 {
		return 0, 0
	}
	f := float64(n)
	mean = float64(sum) / f
	return mean, math.Sqrt(max(0, float64(sumSq)/f-mean*mean))
}
